export * from "./clients.js";
export type { ClientOptions, HttpMethod, ListItem, ListPaths, ListShape, Page, PasarClient, RequestExtras, ResponseData, Unwrapped, } from "./core.js";
export { readPage } from "./core.js";
export * from "./errors.js";
export { ADMIN_ERROR_CODES, CI_ERROR_CODES, LOC_ERROR_CODES, MKT_ERROR_CODES, PAY_ERROR_CODES, POS_ERROR_CODES, SECRETS_ERROR_CODES, STORE_ERROR_CODES, } from "./generated/error-codes.js";
export * from "./signing.js";
export * from "./webhooks.js";
type LocWebhooks = import("./generated/loc.js").webhooks;
/** A localization event type (the `webhooks` of /loc/openapi.json). */
export type LocEventType = keyof LocWebhooks;
/** The delivery body of a localization event type: `verifyWebhook<LocEventBody<"loc.job.finished.v1">["data"]>(…)`. */
export type LocEventBody<K extends LocEventType> = LocWebhooks[K]["post"]["requestBody"]["content"]["application/json"];
