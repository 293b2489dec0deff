import { createRoute, z } from "@hono/zod-openapi";
import { router } from "../../../platform/app";
import { bearerKeyRoutes } from "../../../platform/bearer-key-routes";
import { ok } from "../../../platform/envelope";
import { ApiError } from "../../../platform/errors";
import { errorResponse, jsonBody, jsonResponse } from "../../../platform/openapi";
import { ctxOf, IdParam, posErrors, posIdempotency, scopeOf } from "../context";
import { SignIn, StaffToken } from "../staff/schemas";
import { signIn, signOut } from "../staff/sign-in";
import { authVia, bearerOf } from "./auth";
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

// A staff member's till sign-in (staff/sign-in.ts): a short-lived bearer token acting for them.
app.openapi(
	createRoute({
		method: "post",
		path: "/api/v1/staff/{id}/sign-in",
		summary: "Sign a staff member in at this till with their PIN → a 12-hour token acting for them",
		description:
			"Needs a till credential: a key holding sales.create or an owner credential (not another staff token). The token acts with the member's current role and outlets and records them (staffId) on sales, voids and shifts, as a key bound to them would. A wrong PIN → 403 FORBIDDEN; after 5 wrong PINs in a row the member is locked for 15 minutes (429 RATE_LIMITED). Not replayed under Idempotency-Key: the answer holds a secret, kept nowhere but in the answer.",
		request: { params: IdParam, ...jsonBody(SignIn) },
		responses: {
			201: jsonResponse(StaffToken, "The token, shown once"),
			...posErrors([400, "VALIDATION_ERROR"], [403, "FORBIDDEN"]),
		},
	}),
	async (c) => {
		const till = { actor: String(c.get("actor") ?? ""), via: authVia(c) };
		const id = c.req.valid("param").id;
		return ok(c, await signIn(ctxOf(c), scopeOf(c), till, id, c.req.valid("json").pin), 201);
	},
);

app.openapi(
	createRoute({
		method: "post",
		path: "/api/v1/staff/sign-out",
		summary: "End this staff sign-in (send the staff token itself as the Bearer credential)",
		responses: {
			204: { description: "Signed out: the token is refused from now on" },
			...posErrors([400, "VALIDATION_ERROR"]),
		},
	}),
	async (c) => {
		await signOut(ctxOf(c), scopeOf(c), { via: authVia(c) }, bearerOf(c));
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
