// One change to a pipeline and its jobs (cancel, retry, play, a runner's outcome), made safe against
// every other change by a compare-and-set on the pipeline's op_id: the change is computed from one
// read, then written as one batch whose first statement moves op_id from the value read and whose
// other statements (job updates, new attempts, events) are guarded by the new value. A change that
// lost a race writes nothing and is computed again from a fresh read. After the action the jobs it
// unblocked move (nextJobStates), the pipeline status is derived again, and the events of every
// move are written in the same batch.
import { newId } from "../../../platform/ids";
import { purgeBadge } from "../badges/cache";
import {
	JOB_FINISHED,
	type JobStatus,
	nextJobStates,
	PIPELINE_FINISHED,
	type PipelineStatus,
	pipelineStatus,
} from "../config";
import type { CiCtx, CiScope } from "../context";
import { notFound } from "../context";
import { type CiEvent, ciEvent, dispatchCiEvents } from "../events";
import { finishLogs } from "../logs";
import { queueStatusReport } from "../statuses";
import { billedMinutes, periodStart } from "../usage";
import { flowOf } from "./attempts";
import { type JobRow, type PipelineSnapshot, readSnapshot, writeChange } from "./store";
import { jobView, pipelineView } from "./view";

export interface Decision<T> {
	/** The latest attempts after the action (changed copies; untouched rows may be passed as they are). */
	jobs: JobRow[];
	/** New attempts (retries); the attempts they replace must be in `jobs` with latest 0. */
	added?: JobRow[];
	/** What the verb answers, from the rows as written. */
	answer: (written: { jobs: Map<string, JobRow>; view: ReturnType<typeof pipelineView> }) => T;
}

const ATTEMPTS = 8;

export async function changePipeline<T>(
	ctx: CiCtx,
	s: CiScope,
	pipelineId: string,
	decide: (snap: PipelineSnapshot, now: number) => Decision<T>,
): Promise<T> {
	for (let attempt = 1; ; attempt++) {
		const snap = await readSnapshot(ctx.env, s, pipelineId);
		if (!snap) throw notFound("pipeline");
		const now = Date.now();
		const d = decide(snap, now);
		const plan = settle(snap, [...d.jobs.filter((j) => j.latest === 1), ...(d.added ?? [])], now);
		const opId = newId("op_", now);
		const pipeline = { ...snap.pipeline, status: plan.status, updatedAt: now, finishedAt: plan.finishedAt, opId };
		const view = pipelineView(pipeline, plan.latest);
		const before = new Map(snap.jobs.map((j) => [j.id, j]));
		const rows = [...d.jobs.filter((j) => j.latest === 0), ...plan.latest];
		const changed = rows.filter((j) => before.has(j.id) && differs(before.get(j.id) as JobRow, j));
		const added = plan.latest.filter((j) => !before.has(j.id));
		const events = eventsOf(snap, before, rows, view, now);
		const minutes = sharedMinutes(before, rows);
		const won = await writeChange(ctx.env, {
			pipeline,
			expectedOp: snap.pipeline.opId,
			changed,
			added,
			events,
			usage: minutes ? { accountId: snap.pipeline.accountId, periodStart: periodStart(now), minutes, now } : null,
		});
		if (!won) {
			if (attempt >= ATTEMPTS) throw new Error(`pipeline ${pipelineId}: ${ATTEMPTS} changes lost their race`);
			continue;
		}
		await dispatchCiEvents(
			ctx.env,
			ctx.exec,
			events.map((e) => e.id),
		);
		// The jobs this change finished end their logs too (live readers get `event: done`); in the
		// background when possible, never failing the change that is already written. Only jobs that
		// ran or were canceled: a skip cascade would otherwise make a log object per skipped job (a
		// stream opened on a finished job is finished from D1 anyway).
		const moved = rows.filter(
			(j) => before.get(j.id)?.status !== j.status && (j.startedAt != null || j.status === "canceled"),
		);
		await finishLogs(ctx, moved);
		// The code host hears of every change of the pipeline's status (issue 41), through the queue.
		if (plan.status !== snap.pipeline.status) await queueStatusReport(ctx, pipeline);
		if (
			plan.status !== snap.pipeline.status &&
			snap.pipeline.ref === snap.defaultBranch &&
			snap.pipeline.refKind === "branch"
		)
			await purgeBadge(snap.badgeToken);
		return d.answer({ jobs: new Map(plan.latest.map((j) => [j.id, j])), view });
	}
}

/** Moves what the action unblocked, then the pipeline's status and finishedAt. */
function settle(snap: PipelineSnapshot, latest: JobRow[], now: number) {
	const stages = JSON.parse(snap.pipeline.stages) as string[];
	const moves = new Map(nextJobStates(latest.map(flowOf), stages).map((m) => [m.name, m.status]));
	const settled = latest.map((j) => {
		const to = moves.get(j.name);
		if (!to) return j;
		return { ...j, status: to, updatedAt: now, finishedAt: to === "skipped" ? now : j.finishedAt };
	});
	// A pipeline whose config did not parse has no jobs and stays failed.
	const status: PipelineStatus =
		snap.pipeline.configErrors !== "[]" && !settled.length
			? "failed"
			: pipelineStatus(settled.map((j) => ({ status: j.status as JobStatus, allowFailure: !!j.allowFailure })));
	const finished = PIPELINE_FINISHED.has(status);
	const finishedAt = finished
		? PIPELINE_FINISHED.has(snap.pipeline.status as PipelineStatus)
			? snap.pipeline.finishedAt
			: now
		: null;
	return { latest: settled, status, finishedAt };
}

/** Minutes of the jobs this change finished on shared runners (each rounded up; workspace runners are free). */
function sharedMinutes(before: Map<string, JobRow>, rows: JobRow[]) {
	let minutes = 0;
	for (const j of rows)
		if (before.get(j.id)?.status === "running" && j.status !== "running" && j.runnerShared && j.startedAt != null)
			minutes += billedMinutes(j.startedAt, j.finishedAt ?? j.updatedAt);
	return minutes;
}

const FIELDS = [
	"status",
	"latest",
	"runnerId",
	"runnerShared",
	"tokenHash",
	"lastSeenAt",
	"exitCode",
	"failureReason",
	"startedAt",
	"finishedAt",
] as const;
const differs = (a: JobRow, b: JobRow) => FIELDS.some((k) => a[k] !== b[k]);

function eventsOf(
	snap: PipelineSnapshot,
	before: Map<string, JobRow>,
	rows: JobRow[],
	view: ReturnType<typeof pipelineView>,
	now: number,
): CiEvent[] {
	const out: CiEvent[] = [];
	const account = snap.pipeline.accountId;
	for (const j of rows) {
		const was = before.get(j.id)?.status;
		if (was === j.status) continue;
		if (j.status === "running") out.push(ciEvent("ci.job.started.v1", account, jobView(j), now));
		if (JOB_FINISHED.has(j.status as JobStatus)) out.push(ciEvent("ci.job.finished.v1", account, jobView(j), now));
	}
	const wasFinished = PIPELINE_FINISHED.has(snap.pipeline.status as PipelineStatus);
	if (PIPELINE_FINISHED.has(view.status as PipelineStatus) && (!wasFinished || view.status !== snap.pipeline.status))
		out.push(ciEvent("ci.pipeline.finished.v1", account, view, now));
	return out;
}
