import { createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import { router } from "../../../platform/app";
import type { AppEnv } from "../../../platform/context";
import { ok } from "../../../platform/envelope";
import { jsonBody, jsonResponse } from "../../../platform/openapi";
import { locErrors, locIdempotency, scopeOf } from "../context";
import { Translation } from "../keys";
import { putTranslation } from "./put-translation";
import { PutTranslation, TranslationPath } from "./schemas";

const app = router();

/** Who approves by PUT: the API key's id (the auth middleware's actor), as the review verbs record it. */
const actor = (c: Context<AppEnv>) => (c.get("actor") as string | undefined) ?? c.get("workspaceId") ?? "unknown";

app.openapi(
	createRoute({
		method: "put",
		path: "/api/v1/keys/{keyId}/translations/{locale}",
		summary: "Write a key's translation into a target locale, through the placeholder gate",
		description:
			"The locale must be a target of the key's project (404 otherwise, the source locale too) and enabled (422 VALIDATION_ERROR param locale). A value that does not parse → 422 VALIDATION_ERROR (param value). A value that drops or invents an argument or tag, changes one's type (number, plural and selectordinal are one numeric group), lacks other in a plural or select, or uses a plural category the locale does not have (one in id) → 422 PLACEHOLDER_MISMATCH whose message lists what is missing and extra. Nothing is stored on a refusal. Over the key's maxLength (graphemes of the longest branch) the value is stored with lengthWarning {maxLength, length}. Gated namespaces store machine as needs_review; approved records the reviewer and feeds translation memory.",
		middleware: [locIdempotency()],
		request: { params: TranslationPath, ...jsonBody(PutTranslation) },
		responses: {
			200: jsonResponse(Translation, "The translation"),
			...locErrors([409, "CONFLICT"], [422, "VALIDATION_ERROR or PLACEHOLDER_MISMATCH"]),
		},
	}),
	async (c) => {
		const { keyId, locale } = c.req.valid("param");
		return ok(c, await putTranslation(c.env, scopeOf(c), actor(c), keyId, locale, c.req.valid("json")));
	},
);

export default app;
