import { createRoute } from "@hono/zod-openapi";
import { router } from "../../../platform/app";
import { ok } from "../../../platform/envelope";
import { jsonBody, jsonResponse } from "../../../platform/openapi";
import { posErrors, posIdempotency, scopeOf } from "../context";
import { PutSettings, Settings } from "./schemas";
import { putSettings, readSettings } from "./store";

const app = router();

app.openapi(
	createRoute({
		method: "get",
		path: "/api/v1/settings",
		summary: "The business profile (made on first read: the workspace name, retail, IDR)",
		responses: { 200: jsonResponse(Settings, "The profile"), ...posErrors() },
	}),
	async (c) => ok(c, await readSettings(c.env, scopeOf(c))),
);

app.openapi(
	createRoute({
		method: "put",
		path: "/api/v1/settings",
		summary: "Replace the business profile",
		middleware: [posIdempotency()],
		request: jsonBody(PutSettings),
		responses: { 200: jsonResponse(Settings, "The profile"), ...posErrors() },
	}),
	async (c) => ok(c, await putSettings(c.env, scopeOf(c), c.req.valid("json"))),
);

export default app;
