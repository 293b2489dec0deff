// Operator routes for shared CI runners (issue 37 item 5), mounted by the admin API under /v1 (its
// ADMIN_TOKEN guards them; its envelope and lower-case codes answer). A workspace may only list them.
import { createRoute, z } from "@hono/zod-openapi";
import { router } from "../../../platform/app";
import { decodeCursor } from "../../../platform/cursor";
import { ok } from "../../../platform/envelope";
import { errors, jsonResponse, limitParam } from "../../../platform/openapi";
import { ctxOf, IdParam, listAnswer } from "../context";
import { Runner } from "./schemas";
import { pauseSharedRunner, revokeSharedRunner } from "./shared-runners";
import { listSharedRunners } from "./store";
import { runnerView } from "./view";

const app = router();
const P = "/v1/ci/shared-runners";
const CURSOR_KEY = "shared-runners";

app.openapi(
	createRoute({
		method: "get",
		path: P,
		summary: "The shared CI runners, newest first (cursor paging)",
		description: "Every shared runner with its status; never a token. ?limit=1-100 (20)&cursor=.",
		request: { query: z.object({ limit: limitParam(20), cursor: z.string().max(500).optional() }) },
		responses: { 200: jsonResponse(z.array(Runner), "Shared runners"), ...errors() },
	}),
	async (c) => {
		const q = c.req.valid("query");
		const rows = await listSharedRunners(c.env, { limit: q.limit, after: decodeCursor(q.cursor, CURSOR_KEY) });
		const now = Date.now();
		return listAnswer(c, rows, q.limit, (page) => page.map((r) => runnerView(r, now)), CURSOR_KEY);
	},
);

for (const [action, paused] of [
	["pause", true],
	["resume", false],
] as const)
	app.openapi(
		createRoute({
			method: "post",
			path: `${P}/{id}/${action}`,
			summary: paused
				? "Pause a shared runner: its next job request is answered 204, no job"
				: "Resume a paused shared runner",
			request: { params: IdParam },
			responses: { 200: jsonResponse(Runner, "The shared runner"), ...errors() },
		}),
		async (c) => ok(c, await pauseSharedRunner(ctxOf(c), c.req.valid("param").id, paused)),
	);

const Revoked = z.object({
	id: z.string().openapi({ description: "The revoked runner" }),
	revoked: z.literal(true).openapi({ description: "Always true" }),
	lostJobs: z.array(z.string()).openapi({ description: "The jobs it was running, now failed as runner_lost" }),
});

app.openapi(
	createRoute({
		method: "delete",
		path: `${P}/{id}`,
		summary: "Revoke a shared runner: its token is refused (401) from its next request",
		description: "The jobs it is running fail at once with failureReason runner_lost (retries follow as configured).",
		request: { params: IdParam },
		responses: { 200: jsonResponse(Revoked, "Revoked"), ...errors() },
	}),
	async (c) => ok(c, await revokeSharedRunner(ctxOf(c), c.req.valid("param").id)),
);

export default app;
