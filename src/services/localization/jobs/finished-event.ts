import type { Env } from "../../../env";
import { dispatchLocEvents, locEvent, locEventSelect } from "../events";
import type { JobRow } from "./store";
import { jobView } from "./view";

// loc.job.finished.v1 (issue 41): the statement that records it inside the batch that ends the job.
// It must come right after the jobs UPDATE: it inserts only when that UPDATE changed the row
// (changes() = 1), so a job that an earlier delivery had already ended reports nothing twice.
// The view is built from the row read before the end; the counters, which a chunk may have moved
// since, are then taken from the row as the batch leaves it (json_set).

const COUNTERS = [
	["estimatedKeys", "estimated_keys"],
	["estimatedWords", "estimated_words"],
	["memoryHits", "memory_hits"],
	["doneKeys", "done_keys"],
	["failedKeys", "failed_keys"],
	["pagesCrawled", "pages_crawled"],
	["pagesFailed", "pages_failed"],
] as const;

export function jobFinishedEvent(env: Env, j: JobRow, status: "done" | "failed", error: string | null, now: number) {
	const e = locEvent("loc.job.finished.v1", j.accountId, null, now);
	const view = jobView({ ...j, status, error, updatedAt: now, finishedAt: now });
	const counters = COUNTERS.map(([field, column]) => `'$.stats.${field}', ${column}`).join(", ");
	const statement = locEventSelect(
		env,
		e,
		`SELECT account_id, json_set(?, ${counters}) AS data FROM jobs WHERE id = ? AND changes() = 1`,
		[JSON.stringify(view), j.id],
	);
	return { id: e.id, statement };
}

/** Queues the fan-out of a job's finished event once its batch committed (nothing when it inserted none). */
export const dispatchJobFinished = (env: Env, id: string) => dispatchLocEvents(env, null, [id]);
