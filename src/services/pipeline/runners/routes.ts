// Runners (issue 22): the workspace's own (POST, DELETE, pause, resume) and the shared ones the
// operator made (listed, never changed here: 403).
import { createRoute, z } from "@hono/zod-openapi";
import { router } from "../../../platform/app";
import { ok } from "../../../platform/envelope";
import { jsonBody, jsonResponse, limitParam } from "../../../platform/openapi";
import { ciErrors, ciIdempotency, ctxOf, IdParam, listAnswer, scopeOf } from "../context";
import { createRunner } from "./create-runner";
import { deleteRunner } from "./delete-runner";
import { decodeRunnerCursor, MAX_RUNNERS, runnerCursorGroup } from "./domain";
import { setRunnerPaused } from "./pause-runner";
import { CreateRunner, NewRunner, Runner } from "./schemas";
import { listRunners } from "./store";
import { runnerView } from "./view";

const app = router();
const P = "/api/v1/runners";

app.openapi(
	createRoute({
		method: "post",
		path: P,
		summary: "Register a runner for this workspace (its cirt_ token is shown only here)",
		description: `At most ${MAX_RUNNERS} per workspace → 409 CONFLICT.`,
		middleware: [ciIdempotency()],
		request: jsonBody(CreateRunner),
		responses: {
			201: jsonResponse(NewRunner, "The runner"),
			...ciErrors([400, "VALIDATION_ERROR"], [409, "CONFLICT"]),
		},
	}),
	async (c) => ok(c, await createRunner(ctxOf(c), scopeOf(c), c.req.valid("json")), 201),
);

app.openapi(
	createRoute({
		method: "get",
		path: P,
		summary: "The workspace's runners and the shared ones (shared first, then newest first; cursor paging)",
		request: { query: z.object({ limit: limitParam(20), cursor: z.string().max(500).optional() }) },
		responses: { 200: jsonResponse(z.array(Runner), "Runners"), ...ciErrors([400, "VALIDATION_ERROR"]) },
	}),
	async (c) => {
		const q = c.req.valid("query");
		const rows = await listRunners(c.env, scopeOf(c), { limit: q.limit, after: decodeRunnerCursor(q.cursor) });
		const now = Date.now();
		const group = runnerCursorGroup(rows[Math.min(rows.length, q.limit) - 1]);
		return listAnswer(c, rows, q.limit, (page) => page.map((r) => runnerView(r, now)), group);
	},
);

app.openapi(
	createRoute({
		method: "delete",
		path: `${P}/{id}`,
		summary: "Delete a runner: its token stops working at once",
		middleware: [ciIdempotency()],
		request: { params: IdParam },
		responses: {
			200: jsonResponse(z.object({ id: z.string(), deleted: z.literal(true) }), "Deleted"),
			...ciErrors([403, "FORBIDDEN"]),
		},
	}),
	async (c) => ok(c, await deleteRunner(ctxOf(c), scopeOf(c), c.req.valid("param").id)),
);

for (const [action, paused] of [
	["pause", true],
	["resume", false],
] as const)
	app.openapi(
		createRoute({
			method: "post",
			path: `${P}/{id}/${action}`,
			summary: paused ? "Pause a runner: it takes no jobs" : "Resume a paused runner",
			middleware: [ciIdempotency()],
			request: { params: IdParam },
			responses: { 200: jsonResponse(Runner, "The runner"), ...ciErrors([403, "FORBIDDEN"]) },
		}),
		async (c) => ok(c, await setRunnerPaused(ctxOf(c), scopeOf(c), c.req.valid("param").id, paused)),
	);

export default app;
