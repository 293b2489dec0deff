import { iso } from "../../../platform/encoding";
import { runnerStatus } from "./domain";
import type { RunnerRow } from "./store";

export const runnerView = (r: RunnerRow, now = Date.now()) => ({
	id: r.id,
	description: r.description,
	shared: r.accountId == null,
	tags: JSON.parse(r.tags) as string[],
	runUntagged: !!r.runUntagged,
	paused: !!r.paused,
	status: runnerStatus({ paused: !!r.paused, contactedAt: r.contactedAt }, now),
	contactedAt: iso(r.contactedAt),
	name: r.name,
	version: r.version,
	platform: r.platform,
	createdAt: iso(r.createdAt) as string,
});
