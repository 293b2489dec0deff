import type { Env } from "../../../env";

/**
 * Running jobs a runner went silent on (no trace, keep-alive or result since `lostBefore`) or
 * whose `timeout` has passed, bounded per tick. Uses the queue index (status first).
 */
export async function stuckJobs(env: Env, now: number, lostBefore: number, limit: number) {
	const r = await env.DB_CI.prepare(
		`SELECT id, account_id AS accountId, pipeline_id AS pipelineId,
		        CASE WHEN started_at + json_extract(definition, '$.timeoutSeconds') * 1000 <= ?1 THEN 'job_execution_timeout'
		             ELSE 'runner_lost' END AS reason
		   FROM jobs
		  WHERE status = 'running'
		    AND (COALESCE(last_seen_at, started_at) < ?2 OR started_at + json_extract(definition, '$.timeoutSeconds') * 1000 <= ?1)
		  ORDER BY started_at LIMIT ?3`,
	)
		.bind(now, lostBefore, limit)
		.all<{ id: string; accountId: string; pipelineId: string; reason: "job_execution_timeout" | "runner_lost" }>();
	return r.results;
}

/** The jobs a runner is running now (a revoked runner's are failed at once), bounded. */
export async function runningJobsOf(env: Env, runnerId: string, limit = 500) {
	const r = await env.DB_CI.prepare(
		`SELECT id, account_id AS accountId, pipeline_id AS pipelineId FROM jobs
		  WHERE status = 'running' AND runner_id = ?1 LIMIT ?2`,
	)
		.bind(runnerId, limit)
		.all<{ id: string; accountId: string; pipelineId: string }>();
	return r.results;
}
