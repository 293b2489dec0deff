import type { JobRow } from "./store";

const iso = (t: number | null) => (t == null ? null : new Date(t).toISOString());

/** A job as the API answers it. */
export const jobView = (j: JobRow) => ({
	id: j.id,
	type: j.type,
	projectId: j.projectId,
	locale: j.locale,
	status: j.status,
	stats: {
		estimatedKeys: j.estimatedKeys,
		estimatedWords: j.estimatedWords,
		memoryHits: j.memoryHits,
		doneKeys: j.doneKeys,
		failedKeys: j.failedKeys,
		pagesCrawled: j.pagesCrawled,
		pagesFailed: j.pagesFailed,
	},
	error: j.error,
	createdAt: iso(j.createdAt) as string,
	updatedAt: iso(j.updatedAt) as string,
	finishedAt: iso(j.finishedAt),
});
export type JobView = ReturnType<typeof jobView>;
