// loc.translation.approved.v1 (issue 41), batched per minute: approvals (review, PUT translation, a
// file import) write nothing extra; the minute tick reads, per shard, the approvals of the minutes
// that have ended (waiting SETTLE_MS so a request stamped just before a minute's end has committed)
// and makes one event per project and minute, listing at most EVENT_LIST_MAX of them with `count`
// and `more`. The event's id is derived from the project and the minute (keyedId), so a tick that
// runs twice, or one catching up after missed runs (LOOKBACK_MINUTES back), makes each event once.
import type { Env } from "../../../env";
import { keyedId } from "../../../platform/ids";
import { EVENT_LIST_MAX, locWebhooks } from "../events";
import { type ApprovalGroup, approvalGroups, approvedIn, existingEvents } from "./store";

export const MINUTE_MS = 60_000;
export const SETTLE_MS = 10_000;
export const LOOKBACK_MINUTES = 60;
/** Groups one tick turns into events; the rest wait for the next tick (still inside the lookback). */
const GROUPS_PER_TICK = 200;

/** The minutes a tick at `now` reports: [from, to), whole minutes that ended SETTLE_MS ago or more. */
export function approvalWindow(now: number) {
	const to = Math.floor((now - SETTLE_MS) / MINUTE_MS) * MINUTE_MS;
	return { from: to - LOOKBACK_MINUTES * MINUTE_MS, to };
}

const eventIdOf = (g: Pick<ApprovalGroup, "projectId" | "minute">) =>
	keyedId("evt_", `loc.translation.approved.v1:${g.projectId}:${g.minute}`);

/** The event's data: the project, its minute, and what was approved in it. */
async function dataOf(env: Env, g: ApprovalGroup) {
	const approved = await approvedIn(env, g.projectId, g.minute, g.minute + MINUTE_MS, EVENT_LIST_MAX);
	const count = Math.max(g.count, approved.length);
	return {
		projectId: g.projectId,
		minute: new Date(g.minute).toISOString(),
		count,
		approved,
		more: count - approved.length,
	};
}

export async function approvalsTick(now: number, env: Env) {
	const { from, to } = approvalWindow(now);
	const groups = await approvalGroups(env, from, to, 5_000);
	if (!groups.length) return;
	const ids = await Promise.all(groups.map(eventIdOf));
	const done = await existingEvents(env, ids);
	const todo = groups.map((g, i) => ({ g, id: ids[i] as string })).filter((x) => !done.has(x.id));
	const batch = todo.slice(0, GROUPS_PER_TICK);
	if (!batch.length) return;
	const inputs = await Promise.all(
		batch.map(async ({ g, id }) => ({
			id,
			type: "loc.translation.approved.v1",
			occurredAt: g.lastAt,
			accountId: g.accountId,
			environment: "",
			data: await dataOf(env, g),
		})),
	);
	await locWebhooks.emitMany(env, null, inputs);
}
