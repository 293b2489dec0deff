import { createRoute, z } from "@hono/zod-openapi";
import { router } from "../../../platform/app";
import { bearerKeyRoutes } from "../../../platform/bearer-key-routes";
import { ok } from "../../../platform/envelope";
import { errorResponse, jsonResponse } from "../../../platform/openapi";
import { ciIdempotency } from "../context";
import { createApiKey } from "./keys";
import { keys, pingDb } from "./store";

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
						.openapi({ description: "database, tasksQueue, webhooksQueue: ok, error or missing" }),
				}),
				"Healthy",
			),
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

app.route(
	"/",
	bearerKeyRoutes({
		store: keys,
		create: (env, workspaceId, name) => createApiKey(env, { workspaceId }, name),
		componentPrefix: "Ci",
		idempotency: ciIdempotency,
	}),
);

export default app;
