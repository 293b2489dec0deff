// The pipelines feature's face for the rest of the service (jobs act through the same change).
export { flowOf, retryAttempts } from "./attempts";
export { changePipeline, type Decision } from "./change";
export { type RunRequest, runPipeline } from "./create-pipeline";
export { type JobRow, jobById, type PipelineRow, type PipelineSnapshot } from "./store";
export { jobView, pipelineView } from "./view";

import type { Env } from "../../../env";
import { type CiScope, notFound } from "../context";
import { jobById } from "./store";

/** The job, or 404 NOT_FOUND (another workspace's job too). */
export async function jobOf(env: Env, s: CiScope, jobId: string) {
	const job = await jobById(env, s, jobId);
	if (!job) throw notFound("job");
	return job;
}
