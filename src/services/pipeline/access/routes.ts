import { createRoute, z } from "@hono/zod-openapi";
import { router } from "../../../platform/app";
import { bearerKeySchemas, bearerKeyView } from "../../../platform/bearer-keys";
import { decodeCursor } from "../../../platform/cursor";
import { ok } from "../../../platform/envelope";
import { errorResponse, jsonBody, jsonResponse, limitParam } from "../../../platform/openapi";
import { ciErrors, ciIdempotency, IdParam, listAnswer, notFound, scopeOf } from "../context";
import { createApiKey } from "./keys";
import { listKeys, pingDb, revokeKey } from "./store";

const app = router();
const { ApiKey, NewApiKey, CreateApiKey } = bearerKeySchemas("Ci");
const ListQuery = z.object({ limit: limitParam(20), cursor: z.string().max(500).optional() });

app.openapi(
	createRoute({
		method: "get",
		path: "/api/v1/health",
		summary: "Service status and dependency checks (public)",
		responses: {
			200: jsonResponse(z.object({ status: z.string(), checks: z.record(z.string(), z.string()) }), "Healthy"),
			503: errorResponse("A dependency is failing"),
		},
	}),
	async (c) => {
		const database = await pingDb(c.env).then(
			() => "ok",
			() => "error",
		);
		const checks = {
			database,
			tasksQueue: c.env.TASKS ? "ok" : "missing",
			webhooksQueue: c.env.WEBHOOKS ? "ok" : "missing",
		};
		const healthy = Object.values(checks).every((v) => v === "ok");
		return ok(c, { status: healthy ? "ok" : "degraded", checks }, healthy ? 200 : 503);
	},
);

app.openapi(
	createRoute({
		method: "get",
		path: "/api/v1/api-keys",
		summary: "Live API keys, newest first (never the key itself)",
		request: { query: ListQuery },
		responses: { 200: jsonResponse(z.array(ApiKey), "Keys, newest first"), ...ciErrors() },
	}),
	async (c) => {
		const q = c.req.valid("query");
		const rows = await listKeys(c.env, scopeOf(c), q.limit, decodeCursor(q.cursor));
		return listAnswer(c, rows, q.limit, (items) => items.map(bearerKeyView));
	},
);

app.openapi(
	createRoute({
		method: "post",
		path: "/api/v1/api-keys",
		summary: "Create a key (shown once)",
		middleware: [ciIdempotency()],
		request: jsonBody(CreateApiKey),
		responses: { 201: jsonResponse(NewApiKey, "The key, with its plaintext once"), ...ciErrors() },
	}),
	async (c) => ok(c, await createApiKey(c.env, scopeOf(c), c.req.valid("json").name), 201),
);

app.openapi(
	createRoute({
		method: "delete",
		path: "/api/v1/api-keys/{id}",
		summary: "Revoke a key (the next request with it is 401)",
		middleware: [ciIdempotency()],
		request: { params: IdParam },
		responses: { 204: { description: "Revoked" }, ...ciErrors() },
	}),
	async (c) => {
		if (!(await revokeKey(c.env, scopeOf(c), c.req.valid("param").id, Date.now()))) throw notFound("API key");
		return c.body(null, 204);
	},
);

export default app;
