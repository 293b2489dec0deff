// GET/POST/DELETE /api-keys for the services with plain bearer keys (POS, CI): the same routes and
// answers; each service passes its store, how it makes a key (POS counts seats) and its codes.
import { createRoute, z } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import type { Env } from "../env";
import { router } from "./app";
import type { BearerKeyStore } from "./bearer-key-store";
import { bearerKeySchemas, bearerKeyView } from "./bearer-keys";
import type { AppEnv } from "./context";
import { decodeCursor } from "./cursor";
import { ok } from "./envelope";
import { ApiError } from "./errors";
import { listAnswer } from "./lists";
import { errors, jsonBody, jsonResponse, limitParam, pathId } from "./openapi";

export interface BearerKeyRoutesOptions {
	store: BearerKeyStore;
	/** POST /api-keys: the new key's view plus `key` (shown once). */
	create: (
		env: Env,
		workspaceId: string,
		name: string,
		body: Record<string, unknown>,
	) => Promise<Record<string, unknown>>;
	/** Fields a service adds to the POST /api-keys body (POS: role, staffId), passed to `create` in `body`. */
	createFields?: z.ZodRawShape;
	/** Fields a service adds to the created key's answer (POS: role, staffId). */
	createdFields?: z.ZodRawShape;
	/** Fields a service adds to each listed key (POS: role, staffId), filled by `listed`. */
	listedFields?: z.ZodRawShape;
	/** GET /api-keys: what `listedFields` say of each key of a page, by key id, in one read for the page. */
	listed?: (env: Env, workspaceId: string, ids: string[]) => Promise<Map<string, Record<string, unknown>>>;
	/** Names the OpenAPI components ("Pos", "Ci"). */
	componentPrefix: string;
	idempotency: () => MiddlewareHandler<AppEnv>;
	/** Extra error rows of POST /api-keys (POS: [403, "LIMIT_REACHED"]). */
	createErrors?: Array<[number, string]>;
	createSummary?: string;
}

export function bearerKeyRoutes(o: BearerKeyRoutesOptions) {
	const app = router();
	const { ApiKey, NewApiKey, CreateApiKey } = bearerKeySchemas(o.componentPrefix, {
		create: o.createFields,
		created: o.createdFields,
		listed: o.listedFields,
	});
	const fail = (...extra: Array<[number, string]>) => errors([401, "AUTH_REQUIRED"], [404, "NOT_FOUND"], ...extra);
	const workspace = (c: { get: (k: "workspaceId") => string | undefined }) => {
		const ws = c.get("workspaceId");
		if (!ws) throw new ApiError(401, "auth_required", "This endpoint needs a credential");
		return ws;
	};
	app.openapi(
		createRoute({
			method: "get",
			path: "/api/v1/api-keys",
			summary: "Live API keys, newest first (never the key itself)",
			request: { query: z.object({ limit: limitParam(20), cursor: z.string().max(500).optional() }) },
			responses: { 200: jsonResponse(z.array(ApiKey), "Keys, newest first"), ...fail() },
		}),
		async (c) => {
			const q = c.req.valid("query");
			const ws = workspace(c);
			const rows = await o.store.list(c.env, ws, q.limit, decodeCursor(q.cursor));
			const more = o.listed
				? await o.listed(
						c.env,
						ws,
						rows.slice(0, q.limit).map((r) => r.id),
					)
				: null;
			return listAnswer(c, rows, q.limit, (items) => items.map((r) => ({ ...bearerKeyView(r), ...more?.get(r.id) })));
		},
	);
	app.openapi(
		createRoute({
			method: "post",
			path: "/api/v1/api-keys",
			summary: o.createSummary ?? "Create a key (shown once)",
			middleware: [o.idempotency()],
			request: jsonBody(CreateApiKey),
			responses: {
				201: jsonResponse(NewApiKey, "The key, with its plaintext once"),
				...fail(...(o.createErrors ?? [])),
			},
		}),
		async (c) => {
			const body = c.req.valid("json") as { name: string } & Record<string, unknown>;
			return ok(c, await o.create(c.env, workspace(c), body.name, body), 201);
		},
	);
	app.openapi(
		createRoute({
			method: "delete",
			path: "/api/v1/api-keys/{id}",
			summary: "Revoke a key (the next request with it is 401)",
			middleware: [o.idempotency()],
			request: { params: pathId("id") },
			responses: { 204: { description: "Revoked" }, ...fail() },
		}),
		async (c) => {
			if (!(await o.store.revoke(c.env, workspace(c), c.req.valid("param").id, Date.now())))
				throw new ApiError(404, "not_found", "No such API key");
			return c.body(null, 204);
		},
	);
	return app;
}
