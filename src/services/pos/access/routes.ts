import { createRoute, z } from "@hono/zod-openapi";
import { router } from "../../../platform/app";
import { decodeCursor } from "../../../platform/cursor";
import { ok } from "../../../platform/envelope";
import { ApiError } from "../../../platform/errors";
import { errorResponse, jsonBody, jsonResponse } from "../../../platform/openapi";
import { ctxOf, IdParam, listAnswer, notFound, posErrors, posIdempotency, scopeOf } from "../context";
import { authVia } from "./auth";
import { posHealth } from "./health";
import { createApiKey, keyView } from "./keys";
import { ApiKey, CreateApiKey, ListQuery, NewApiKey } from "./schemas";
import { endSession, startSession } from "./sessions";
import { listKeys, revokeKey } from "./store";

const app = router();

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
		const h = await posHealth(ctxOf(c));
		return ok(c, h, h.status === "ok" ? 200 : 503);
	},
);

app.openapi(
	createRoute({
		method: "post",
		path: "/api/v1/auth/session",
		summary: "Sign a browser in: Bearer identity-provider token → 204 and the pos_session cookie (12 h)",
		responses: { 204: { description: "Signed in" }, ...posErrors() },
	}),
	async (c) => {
		if (authVia(c) !== "token")
			throw new ApiError(401, "auth_required", "Sign in with Authorization: Bearer <identity-provider token>");
		await startSession(c);
		return c.body(null, 204);
	},
);

app.openapi(
	createRoute({
		method: "delete",
		path: "/api/v1/auth/session",
		summary: "Sign this browser out",
		responses: { 204: { description: "Signed out" }, ...posErrors() },
	}),
	async (c) => {
		await endSession(c);
		return c.body(null, 204);
	},
);

app.openapi(
	createRoute({
		method: "get",
		path: "/api/v1/api-keys",
		summary: "Live API keys (never the key itself)",
		request: { query: ListQuery },
		responses: { 200: jsonResponse(z.array(ApiKey), "Keys, newest first"), ...posErrors() },
	}),
	async (c) => {
		const q = c.req.valid("query");
		const rows = await listKeys(c.env, scopeOf(c), q.limit, decodeCursor(q.cursor));
		return listAnswer(c, rows, q.limit, (items) => items.map(keyView));
	},
);

app.openapi(
	createRoute({
		method: "post",
		path: "/api/v1/api-keys",
		summary: "Create a key (a seat of the plan; the key is shown once)",
		middleware: [posIdempotency()],
		request: jsonBody(CreateApiKey),
		responses: {
			201: jsonResponse(NewApiKey, "The key, with its plaintext once"),
			...posErrors([403, "LIMIT_REACHED"]),
		},
	}),
	async (c) => ok(c, await createApiKey(c.env, scopeOf(c), c.req.valid("json").name), 201),
);

app.openapi(
	createRoute({
		method: "delete",
		path: "/api/v1/api-keys/{id}",
		summary: "Revoke a key (the next request with it is 401)",
		middleware: [posIdempotency()],
		request: { params: IdParam },
		responses: { 204: { description: "Revoked" }, ...posErrors() },
	}),
	async (c) => {
		if (!(await revokeKey(c.env, scopeOf(c), c.req.valid("param").id, Date.now()))) throw notFound("API key");
		return c.body(null, 204);
	},
);

export default app;
