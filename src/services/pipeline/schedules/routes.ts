import { createRoute, z } from "@hono/zod-openapi";
import { router } from "../../../platform/app";
import { decodeCursor } from "../../../platform/cursor";
import { ok } from "../../../platform/envelope";
import { jsonBody, jsonResponse, limitParam } from "../../../platform/openapi";
import { ciErrors, ciIdempotency, ctxOf, IdParam, listAnswer, notFound, scopeOf } from "../context";
import { Pipeline } from "../pipelines/schemas";
import { getProject } from "../projects/store";
import { createSchedule } from "./create-schedule";
import { deleteSchedule } from "./delete-schedule";
import { MAX_SCHEDULES_PER_PROJECT } from "./domain";
import { playSchedule } from "./play-schedule";
import { CreateSchedule, Schedule, SchedulePath, UpdateSchedule } from "./schemas";
import { listSchedules } from "./store";
import { updateSchedule } from "./update-schedule";
import { scheduleView } from "./view";

const app = router();
const P = "/api/v1/projects/{id}/schedules";
const Page = z.object({ limit: limitParam(20), cursor: z.string().max(500).optional() });
const cronNote =
	"A cron croner cannot read, with 6 fields (seconds), an unknown nickname or one that never fires → 400 VALIDATION_ERROR, param cron.";

app.openapi(
	createRoute({
		method: "post",
		path: P,
		summary: "Create a schedule (cron in Asia/Jakarta time)",
		description: `${cronNote} A project holds at most ${MAX_SCHEDULES_PER_PROJECT} schedules → 409 CONFLICT.`,
		middleware: [ciIdempotency()],
		request: { params: IdParam, ...jsonBody(CreateSchedule) },
		responses: {
			201: jsonResponse(Schedule, "The schedule"),
			...ciErrors([400, "VALIDATION_ERROR"], [409, "CONFLICT"]),
		},
	}),
	async (c) => ok(c, await createSchedule(ctxOf(c), scopeOf(c), c.req.valid("param").id, c.req.valid("json")), 201),
);

app.openapi(
	createRoute({
		method: "get",
		path: P,
		summary: "A project's schedules, newest first",
		request: { params: IdParam, query: Page },
		responses: { 200: jsonResponse(z.array(Schedule), "Schedules"), ...ciErrors() },
	}),
	async (c) => {
		const s = scopeOf(c);
		const { id } = c.req.valid("param");
		const q = c.req.valid("query");
		if (!(await getProject(c.env, s, id))) throw notFound("project");
		const rows = await listSchedules(c.env, s, id, { limit: q.limit, after: decodeCursor(q.cursor, id) });
		return listAnswer(c, rows, q.limit, (page) => page.map(scheduleView), id);
	},
);

app.openapi(
	createRoute({
		method: "get",
		path: "/api/v1/schedules",
		summary: "Every schedule of the workspace, newest first",
		request: { query: Page },
		responses: { 200: jsonResponse(z.array(Schedule), "Schedules"), ...ciErrors() },
	}),
	async (c) => {
		const q = c.req.valid("query");
		const rows = await listSchedules(c.env, scopeOf(c), null, { limit: q.limit, after: decodeCursor(q.cursor) });
		return listAnswer(c, rows, q.limit, (page) => page.map(scheduleView));
	},
);

app.openapi(
	createRoute({
		method: "patch",
		path: `${P}/{schedId}`,
		summary: "Change a schedule (nextRunAt is computed again when cron or active changes)",
		description: `${cronNote} variables replaces the whole map; active false sets nextRunAt null.`,
		middleware: [ciIdempotency()],
		request: { params: SchedulePath, ...jsonBody(UpdateSchedule) },
		responses: { 200: jsonResponse(Schedule, "The schedule"), ...ciErrors([400, "VALIDATION_ERROR"]) },
	}),
	async (c) => {
		const { id, schedId } = c.req.valid("param");
		return ok(c, await updateSchedule(ctxOf(c), scopeOf(c), id, schedId, c.req.valid("json")));
	},
);

app.openapi(
	createRoute({
		method: "delete",
		path: `${P}/{schedId}`,
		summary: "Delete a schedule (the pipelines it made stay)",
		middleware: [ciIdempotency()],
		request: { params: SchedulePath },
		responses: {
			200: jsonResponse(z.object({ id: z.string(), deleted: z.literal(true) }), "Deleted"),
			...ciErrors(),
		},
	}),
	async (c) => {
		const { id, schedId } = c.req.valid("param");
		return ok(c, await deleteSchedule(ctxOf(c), scopeOf(c), id, schedId));
	},
);

app.openapi(
	createRoute({
		method: "post",
		path: `${P}/{schedId}/play`,
		summary: "Run a schedule now (source schedule; nextRunAt unchanged)",
		description:
			"Runs like a manual pipeline, with the schedule's ref and variables, active or not. Unknown ref → 400; no config or rules leaving no job → 422 PIPELINE_NOT_CREATED; code host down → 502.",
		middleware: [ciIdempotency()],
		request: { params: SchedulePath },
		responses: {
			201: jsonResponse(Pipeline, "The pipeline"),
			...ciErrors([400, "VALIDATION_ERROR"], [422, "PIPELINE_NOT_CREATED"], [502, "UPSTREAM_ERROR"]),
		},
	}),
	async (c) => {
		const { id, schedId } = c.req.valid("param");
		const actor = (c.get("actor") as string | undefined) ?? null;
		return ok(c, await playSchedule(ctxOf(c), scopeOf(c), id, schedId, actor), 201);
	},
);

export default app;
