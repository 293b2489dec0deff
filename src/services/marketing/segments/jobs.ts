import type { Env } from "../../../env";
import type { QueueHandler, TickHandler } from "../../../platform/service-module";
import { workspaceEnv } from "../../admin/public";
import type { MktCtx } from "../context";
import { compileFilter } from "./domain/filter";
import { countMatching, getSegment, staleSegments, storeSize } from "./store";
import { segmentFilter } from "./view";

export const REFRESH_KIND = "mkt.segment.refresh";
/** A cached size older than this is recomputed by the minute tick. */
export const CACHE_MAX_AGE_MS = 60 * 60_000;
const TICK_BATCH = 50;

/** Asks the tasks queue to recompute a segment's size (after create or a filter change). */
export async function requestRefresh(ctx: MktCtx, accountId: string, segmentId: string) {
	const send = ctx.env.TASKS.send({ kind: REFRESH_KIND, accountId, segmentId });
	// The answer does not wait for the queue; a lost message is caught by the tick within the hour.
	if (ctx.exec) ctx.exec.waitUntil(send);
	else await send;
}

/** Recomputes one segment's cachedSize with one COUNT over contacts; a newer filter wins over an older count. */
export async function refreshSegment(env: Env, accountId: string, segmentId: string) {
	const s = { workspaceId: accountId };
	const seg = await getSegment(env, s, segmentId);
	if (!seg) return;
	const size = await countMatching(env, s, compileFilter(segmentFilter(seg)));
	await storeSize(env, seg.id, seg.filterVersion, size, Date.now());
}

/** tasks queue, kind mkt.segment.refresh {accountId, segmentId}: the segment is on its workspace's DB_MKT shard (issue 38). */
export const refreshFromQueue: QueueHandler = async (job, env) => {
	const { accountId, segmentId } = job.body as { accountId?: unknown; segmentId?: unknown };
	if (typeof accountId !== "string" || typeof segmentId !== "string") return;
	await refreshSegment(await workspaceEnv(env, accountId), accountId, segmentId);
};

/** Minute tick, once per DB_MKT shard: sizes over an hour old (or never computed) go back to the queue, oldest first. */
export const refreshStaleSegments: TickHandler = async (now, env) => {
	const stale = await staleSegments(env, now - CACHE_MAX_AGE_MS, TICK_BATCH);
	if (!stale.length) return;
	await env.TASKS.sendBatch(
		stale.map((r) => ({ body: { kind: REFRESH_KIND, accountId: r.accountId, segmentId: r.id } })),
	);
};
