import { createRoute, z } from "@hono/zod-openapi";
import { router } from "../../../platform/app";
import { ok } from "../../../platform/envelope";
import { notFound } from "../../../platform/errors";
import { errors, jsonBody, jsonResponse } from "../../../platform/openapi";
import { MaintenanceTask } from "../schemas";
import { servicesOf } from "../services";

// Operator tasks services declare in their module's `maintenance` (e.g. secrets key re-wrap after a
// MASTER_KEY rotation). The admin token guards them; each task validates its own input.
const app = router();

app.openapi(
	createRoute({
		method: "get",
		path: "/v1/maintenance",
		summary: "List the maintenance tasks services registered",
		responses: {
			200: jsonResponse(z.array(MaintenanceTask), "Tasks"),
			...errors(),
		},
	}),
	(c) => ok(c, servicesOf(c).maintenanceTasks()),
);

app.openapi(
	createRoute({
		method: "post",
		path: "/v1/maintenance/{service}/{task}",
		summary: "Run one bounded step of a maintenance task (repeat with the returned cursor until it is null)",
		request: {
			params: z.object({
				service: z.string().openapi({ param: { name: "service", in: "path" }, example: "secrets" }),
				task: z.string().openapi({ param: { name: "task", in: "path" }, example: "rewrap-project-keys" }),
			}),
			...jsonBody(z.record(z.string(), z.unknown())),
		},
		responses: { 200: jsonResponse(z.record(z.string(), z.unknown()), "The task's report for this step"), ...errors() },
	}),
	async (c) => {
		const { service, task } = c.req.valid("param");
		const def = servicesOf(c).maintenanceTask(service, task);
		if (!def) throw notFound("maintenance task");
		return ok(c, await def.run(c.env, c.req.valid("json")));
	},
);

export default app;
