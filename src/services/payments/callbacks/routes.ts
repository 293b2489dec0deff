import { createRoute, z } from "@hono/zod-openapi";
import { router } from "../../../platform/app";
import { payloadTooLarge } from "../../../platform/body";
import { ok } from "../../../platform/envelope";
import { ApiError } from "../../../platform/errors";
import { isUlidId } from "../../../platform/ids";
import { errors, jsonResponse } from "../../../platform/openapi";
import { toleratesUnknownQuery } from "../../../platform/query-strictness";
import { publicRoute } from "../access/auth";
import { type CallbackKind, handleCallback } from "./apply";
import { POST_CALLBACKS_KIND_ACCOUNTID_DOC } from "./schemas";

// Inbound provider callbacks. Public (no Pay-HMAC signature): each provider's own proof is checked
// instead — gateway A x-callback-token, gateway B the sha512 signature_key (then the status API),
// gateway C PayPal's verify-webhook-signature. Unverifiable callbacks get 401 invalid_signature.

// Tighter than the service-wide 1 MiB gate: provider notifications are small.
const MAX_BODY = 256 * 1024;

const app = router();

app.openapi(
	createRoute({
		method: "post",
		path: "/v1/callbacks/{kind}/{accountId}",
		// Gateways append query parameters of their own to a registered URL.
		...toleratesUnknownQuery,
		summary: "Inbound provider callback (gateway A, B or C)",
		description: POST_CALLBACKS_KIND_ACCOUNTID_DOC,
		middleware: [publicRoute()] as const,
		request: {
			params: z.object({
				kind: z.enum(["gateway_a", "gateway_b", "gateway_c"]).openapi({ param: { name: "kind", in: "path" } }),
				accountId: z
					.string()
					.min(1)
					.max(64)
					.openapi({ param: { name: "accountId", in: "path" }, example: "acc_01JB4X6N0ZQ8K3C9W2T5V7R1MD" }),
			}),
		},
		responses: {
			200: jsonResponse(
				z.object({
					received: z.literal(true).openapi({ description: "Always true: the callback was verified and recorded" }),
					eventId: z.string().openapi({
						description: "The provider's event id (or one derived from the payload) the callback is deduplicated on",
					}),
					duplicate: z
						.boolean()
						.openapi({ description: "true when that event id was received before (nothing done again)" }),
				}),
				"Acknowledged",
			),
			...errors([401, "invalid_signature: the callback could not be verified"]),
		},
	}),
	async (c) => {
		const { kind, accountId } = c.req.valid("param");
		if (!isUlidId("acc_", accountId))
			throw new ApiError(
				401,
				"invalid_signature",
				"The callback could not be verified against this workspace's adapter",
			);
		const bytes = await c.req.arrayBuffer();
		if (bytes.byteLength > MAX_BODY) throw payloadTooLarge(MAX_BODY);
		const raw = new TextDecoder().decode(bytes);
		let body: unknown;
		try {
			body = JSON.parse(raw);
		} catch {
			throw new ApiError(400, "validation_error", "Callback body must be JSON");
		}
		if (!body || typeof body !== "object" || Array.isArray(body))
			throw new ApiError(400, "validation_error", "Callback body must be a JSON object");
		const r = await handleCallback(
			c.env,
			c.executionCtx,
			kind as CallbackKind,
			accountId,
			c.req.raw.headers,
			body as Record<string, unknown>,
		);
		return ok(c, { received: true as const, eventId: r.eventId, duplicate: r.duplicate });
	},
);

export default app;
