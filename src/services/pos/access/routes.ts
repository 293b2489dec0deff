import { createRoute, z } from "@hono/zod-openapi";
import { router } from "../../../platform/app";
import { bearerKeyRoutes } from "../../../platform/bearer-key-routes";
import { ok } from "../../../platform/envelope";
import { ApiError } from "../../../platform/errors";
import { errorResponse, jsonResponse } from "../../../platform/openapi";
import { ctxOf, posErrors, posIdempotency } from "../context";
import { authVia } from "./auth";
import { posHealth } from "./health";
import { keyAccessOf } from "./key-roles";
import { createApiKey } from "./keys";
import { KEY_ACCESS, KEY_GRANTED } from "./schemas";
import { endSession, startSession } from "./sessions";
import { keys } from "./store";

const app = router();

app.openapi(
	createRoute({
		method: "get",
		path: "/api/v1/health",
		summary: "Service status and dependency checks (public)",
		responses: {
			200: jsonResponse(
				z.object({
					status: z.string().openapi({ description: "ok when every check passes (200), else degraded (503)" }),
					checks: z
						.record(z.string(), z.string())
						.openapi({ description: "database: ok or error; webhooksQueue and idempotency: ok or missing" }),
				}),
				"Healthy",
			),
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

app.route(
	"/",
	bearerKeyRoutes({
		store: keys,
		create: (env, workspaceId, name, body) => createApiKey(env, { workspaceId }, name, body),
		createFields: KEY_ACCESS,
		createdFields: KEY_GRANTED,
		listedFields: KEY_GRANTED,
		listed: (env, workspaceId, ids) => keyAccessOf(env, { workspaceId }, ids),
		componentPrefix: "Pos",
		idempotency: posIdempotency,
		createErrors: [
			[400, "VALIDATION_ERROR"],
			[403, "LIMIT_REACHED or FORBIDDEN"],
		],
		createSummary: "Create a key (a seat of the plan; the key is shown once)",
	}),
);

export default app;
