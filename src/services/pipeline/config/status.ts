// Job and pipeline statuses. Pure: callers apply the answers with conditional writes.

export type JobStatus = "created" | "pending" | "running" | "success" | "failed" | "canceled" | "skipped" | "manual";
export type PipelineStatus = "skipped" | "running" | "pending" | "manual" | "failed" | "canceled" | "success";

export interface StatusJob {
	status: JobStatus;
	allowFailure: boolean;
}

/**
 * First match (issue 21): every job skipped (or none) → skipped; any running → running; any
 * pending → pending; a waiting manual job with allowFailure false → manual; any created →
 * pending (it waits for something above); a failed job not allowed to fail → failed; any
 * canceled → canceled; else success.
 */
export function pipelineStatus(jobs: readonly StatusJob[]): PipelineStatus {
	if (jobs.every((j) => j.status === "skipped")) return "skipped";
	if (jobs.some((j) => j.status === "running")) return "running";
	if (jobs.some((j) => j.status === "pending")) return "pending";
	if (jobs.some((j) => j.status === "manual" && !j.allowFailure)) return "manual";
	if (jobs.some((j) => j.status === "created")) return "pending";
	if (jobs.some((j) => j.status === "failed" && !j.allowFailure)) return "failed";
	if (jobs.some((j) => j.status === "canceled")) return "canceled";
	return "success";
}

export interface FlowJob extends StatusJob {
	name: string;
	stage: string;
	when: "on_success" | "manual" | "always";
	/** null: waits for every job of the earlier stages. */
	needs: readonly string[] | null;
}

export interface JobMove {
	name: string;
	status: "pending" | "manual" | "skipped";
}

const FINISHED = new Set<JobStatus>(["success", "failed", "canceled", "skipped"]);

/** Finished, or a manual job allowed to fail, which nothing waits for. */
const settled = (j: FlowJob) => FINISHED.has(j.status) || (j.status === "manual" && j.allowFailure);
/** What makes on_success jobs behind it skipped. */
const blocks = (j: FlowJob) =>
	(j.status === "failed" && !j.allowFailure) || j.status === "canceled" || j.status === "skipped";

/**
 * Which `created` jobs move now: once every prerequisite (its needs, or without needs every job of
 * the earlier stages; `needs: []` none) is settled, it becomes pending (manual for when: manual),
 * or skipped if a prerequisite failed without allow_failure, was canceled or skipped — unless it
 * is `when: always`. Skips cascade within one call. `jobs` are the latest attempts, names unique;
 * the moves come in the order of `jobs`.
 */
export function nextJobStates(jobs: readonly FlowJob[], stages: readonly string[]): JobMove[] {
	const current = new Map(jobs.map((j) => [j.name, { ...j }]));
	const order = (s: string) => stages.indexOf(s);
	const prereqs = (j: FlowJob): FlowJob[] =>
		j.needs === null
			? [...current.values()].filter((o) => order(o.stage) < order(j.stage))
			: j.needs.flatMap((n) => current.get(n) ?? []);
	const moves = new Map<string, JobMove["status"]>();
	for (let changed = true; changed; ) {
		changed = false;
		for (const j of current.values()) {
			if (j.status !== "created") continue;
			const before = prereqs(j);
			if (!before.every(settled)) continue;
			const status =
				before.some(blocks) && j.when !== "always" ? "skipped" : j.when === "manual" ? "manual" : "pending";
			j.status = status;
			moves.set(j.name, status);
			changed = true;
		}
	}
	return jobs.filter((j) => moves.has(j.name)).map((j) => ({ name: j.name, status: moves.get(j.name)! }));
}
