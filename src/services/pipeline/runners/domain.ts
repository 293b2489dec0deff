// Runner rules (issue 22), pure: which jobs a runner may take and how it shows.
import { type Cursor, decodeCursor } from "../../../platform/cursor";

/** A runner that answered within this long is online (GitLab: 2 hours; runners here long-poll). */
export const ONLINE_WINDOW_MS = 2 * 60_000;
export const MAX_TAGS = 20;
/** Runners per workspace; shared ones are the operator's and not counted. */
export const MAX_RUNNERS = 100;
/** contactedAt is written at most this often: every long-poll would otherwise write. */
export const CONTACT_WRITE_MS = 30_000;

export type RunnerStatus = "online" | "offline" | "paused";

export const runnerStatus = (r: { paused: boolean; contactedAt: number | null }, now: number): RunnerStatus =>
	r.paused ? "paused" : r.contactedAt != null && now - r.contactedAt <= ONLINE_WINDOW_MS ? "online" : "offline";

/** A job's tags must all be the runner's; an untagged job needs runUntagged. */
export const runnerTakes = (r: { tags: readonly string[]; runUntagged: boolean }, jobTags: readonly string[]) =>
	jobTags.length === 0 ? r.runUntagged : jobTags.every((t) => r.tags.includes(t));

/** Tags as GitLab keeps them: trimmed, duplicates dropped, order kept. */
export const normaliseTags = (tags: readonly string[]) => [...new Set(tags.map((t) => t.trim()))];

/**
 * GET /runners lists two groups (shared, then the workspace's own), so its cursor also says which
 * group the previous page ended in; a cursor of another list decodes as neither → 400.
 */
export interface RunnerCursor extends Cursor {
	shared: boolean;
}
const GROUP = { shared: "runners:shared", own: "runners:own" } as const;

export const runnerCursorGroup = (last: { accountId: string | null } | undefined) =>
	last && last.accountId != null ? GROUP.own : GROUP.shared;

export function decodeRunnerCursor(s: string | undefined): RunnerCursor | null {
	if (!s) return null;
	try {
		return { ...(decodeCursor(s, GROUP.shared) as Cursor), shared: true };
	} catch {
		return { ...(decodeCursor(s, GROUP.own) as Cursor), shared: false };
	}
}
