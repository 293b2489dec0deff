import { createRoute, z } from "@hono/zod-openapi";
import type { z as zod } from "zod";
import { router } from "../../../platform/app";
import { ok } from "../../../platform/envelope";
import { ApiError } from "../../../platform/errors";
import { jsonBody, jsonResponse } from "../../../platform/openapi";
import { zodToApiError } from "../../../platform/validation";
import { IdParam, listAnswer, locErrors, locIdempotency, scopeOf } from "../context";
import { bracketParam, MAX_KEYS_PER_PUT } from "./domain";
import { listKeys } from "./list-keys";
import { patchKey } from "./patch-key";
import { putKeys } from "./put-keys";
import { Key, KeyIdParam, KeyWithTranslation, ListKeysQuery, PatchKey, PutKeys, PutKeysResult } from "./schemas";
import { keyListView } from "./view";

const app = router();
const P = "/api/v1/projects/{id}/keys";

/** Body errors of the bulk PUT name the key as `keys[3].name` (zod says keys.3.name). */
const bulkHook = (r: { success: boolean; error?: unknown; data?: unknown; target?: string }): undefined => {
	if (r.success) return undefined;
	const e = zodToApiError(r.error as zod.ZodError, { input: r.data, target: r.target });
	const param = e.param ? bracketParam(e.param) : undefined;
	const message = e.param && param ? e.message.replace(e.param, param) : e.message;
	throw new ApiError(e.status, e.code, message, param);
};

app.openapi(
	createRoute({
		method: "put",
		path: P,
		summary: "Create, update and (with prune) archive keys in bulk, all or nothing",
		description: `Up to ${MAX_KEYS_PER_PUT} keys, checked whole before anything is written: too many → 400 (param keys); a (namespace, name) twice → 400 (keys[i].name); a namespace the project lacks → 422 (keys[i].namespace); a sourceText that is not valid ICU (syntax, plural/select without other) → 422 (keys[i].sourceText). Then one D1 batch. Unchanged keys (same sourceText, description, maxLength, context) count as neither created nor updated; a new sourceText sends the key's approved and machine translations to needs_review. prune archives live keys of the payload's namespaces it does not name; a key sent again is live again. Over the plan's live-key limit → 403 UPGRADE_REQUIRED, nothing written.`,
		middleware: [locIdempotency()],
		request: { params: IdParam, ...jsonBody(PutKeys) },
		responses: {
			200: jsonResponse(PutKeysResult, "Counts"),
			...locErrors([403, "UPGRADE_REQUIRED"], [422, "VALIDATION_ERROR"]),
		},
	}),
	async (c) => ok(c, await putKeys(c.env, scopeOf(c), c.req.valid("param").id, c.req.valid("json"))),
	(r) => bulkHook(r),
);

app.openapi(
	createRoute({
		method: "get",
		path: P,
		summary: "A project's keys, newest first, filtered",
		description:
			"namespace; q (name or source text contains, ASCII case-insensitive); archived (false: live keys, the default; true: archived keys); locale (a target of the project, else 404) makes each row carry that locale's translation or null; status (needs locale, else 400) filters on it: missing = no translation or a rejected one.",
		request: { params: IdParam, query: ListKeysQuery },
		responses: {
			200: jsonResponse(z.array(KeyWithTranslation), "Keys"),
			...locErrors(),
		},
	}),
	async (c) => {
		const q = c.req.valid("query");
		const { rows, filterKey } = await listKeys(c.env, scopeOf(c), c.req.valid("param").id, q);
		return listAnswer(c, rows, q.limit, (page) => page.map(keyListView), filterKey);
	},
);

app.openapi(
	createRoute({
		method: "patch",
		path: "/api/v1/keys/{keyId}",
		summary: "Change a key's description, maxLength or screenshotUrl (null clears)",
		description:
			"A new maxLength re-measures the key's translations (lengthWarning). sourceText, namespace and name change only through PUT keys.",
		middleware: [locIdempotency()],
		request: { params: KeyIdParam, ...jsonBody(PatchKey) },
		responses: { 200: jsonResponse(Key, "The key"), ...locErrors() },
	}),
	async (c) => ok(c, await patchKey(c.env, scopeOf(c), c.req.valid("param").keyId, c.req.valid("json"))),
);

export default app;
