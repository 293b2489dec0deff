import { createRoute, z } from "@hono/zod-openapi";
import { router } from "../../../platform/app";
import { bearerKeySchemas } from "../../../platform/bearer-keys";
import { decodeCursor } from "../../../platform/cursor";
import { ok } from "../../../platform/envelope";
import { errorResponse, jsonBody, jsonResponse, limitParam } from "../../../platform/openapi";
import { IdParam, listAnswer, locErrors, locIdempotency, scopeOf } from "../context";
import { mtClient } from "../integrations/deepl-simulator";
import { createApiKey, locKeyView, revokeApiKey } from "./keys";
import { listAllKeys, pingDb } from "./store";

const app = router();
const K = "/api/v1/api-keys";
const base = bearerKeySchemas("Loc");
// Not "LocApiKey": that is the base it extends (bearerKeySchemas), and one name for both made the
// component reference itself in /loc/openapi.json.
const ApiKey = base.ApiKey.extend({
	revokedAt: z.string().nullable().openapi({ description: "When it was revoked; null while live" }),
}).openapi("LocApiKeyWithRevokedAt");
const NewApiKey = ApiKey.extend({
	key: z.string().openapi({ description: "The loc_live_ key; shown only here" }),
}).openapi("LocNewApiKey");
const Health = z.object({
	service: z.literal("loc").openapi({ description: "Always loc" }),
	version: z.string().openapi({ description: "The API version" }),
	status: z.enum(["ok", "degraded"]).openapi({ description: "ok when every check passes (200), else degraded (503)" }),
	checks: z
		.record(z.string(), z.string())
		.openapi({ description: "Each dependency (database, cache) with ok, error or missing" }),
	machineTranslation: z.enum(["deepl", "simulated"]).openapi({
		description: "The MT provider jobs and previews use: deepl with MT_API_KEY, else the in-process simulator",
	}),
});

app.openapi(
	createRoute({
		method: "get",
		path: "/api/v1/health",
		summary: "Service name, version and dependency checks (public)",
		responses: { 200: jsonResponse(Health, "Healthy"), 503: errorResponse("A dependency is failing") },
	}),
	async (c) => {
		const database = await pingDb(c.env).then(
			() => "ok",
			() => "error",
		);
		const checks = { database, cache: typeof caches === "undefined" ? "missing" : "ok" };
		const healthy = Object.values(checks).every((v) => v === "ok");
		const body = {
			service: "loc" as const,
			version: "1.0.0",
			status: healthy ? ("ok" as const) : ("degraded" as const),
			checks,
			machineTranslation: mtClient(c.env).provider,
		};
		return ok(c, body, healthy ? 200 : 503);
	},
);

app.openapi(
	createRoute({
		method: "get",
		path: K,
		summary: "The account's API keys, revoked ones too (with revokedAt), newest first; never the key itself",
		request: { query: z.object({ limit: limitParam(20), cursor: z.string().max(500).optional() }) },
		responses: { 200: jsonResponse(z.array(ApiKey), "Keys, newest first"), ...locErrors() },
	}),
	async (c) => {
		const q = c.req.valid("query");
		const rows = await listAllKeys(c.env, scopeOf(c), q.limit, decodeCursor(q.cursor));
		return listAnswer(c, rows, q.limit, (items) => items.map(locKeyView));
	},
);

app.openapi(
	createRoute({
		method: "post",
		path: K,
		summary: "Create a loc_live_ key (shown once)",
		middleware: [locIdempotency()],
		request: jsonBody(base.CreateApiKey),
		responses: { 201: jsonResponse(NewApiKey, "The key, with its plaintext once"), ...locErrors() },
	}),
	async (c) => ok(c, await createApiKey(c.env, scopeOf(c), c.req.valid("json").name), 201),
);

app.openapi(
	createRoute({
		method: "delete",
		path: `${K}/{id}`,
		summary: "Revoke a key at once (the row stays, with revokedAt; the next request with it is 401 INVALID_API_KEY)",
		middleware: [locIdempotency()],
		request: { params: IdParam },
		responses: { 200: jsonResponse(ApiKey, "The revoked key"), ...locErrors() },
	}),
	async (c) => ok(c, await revokeApiKey(c.env, scopeOf(c), c.req.valid("param").id)),
);

export default app;
