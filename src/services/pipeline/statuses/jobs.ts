// The `tasks` queue consumer of commit status reports: one message per change of a pipeline's status,
// carrying only which pipeline (the report reads its state then). Retries with backoff while the code
// host is unavailable; a refusal or the last failed attempt is recorded on the pipeline, never failing it.
import { z } from "zod";
import { log } from "../../../platform/log";
import type { QueueHandler } from "../../../platform/service-module";
import { workspaceEnv } from "../../admin/public";
import { backoffSeconds, MAX_ATTEMPTS } from "./domain";
import { reportCommitStatus } from "./report-status";

export const STATUS_REPORT_KIND = "ci.status.report";

export const StatusReportMessage = z.object({
	kind: z.literal(STATUS_REPORT_KIND),
	accountId: z.string().min(1).max(64),
	pipelineId: z.string().min(1).max(64),
});

export const runStatusReport: QueueHandler = async (job, env, exec) => {
	const m = StatusReportMessage.safeParse(job.body);
	if (!m.success) return log(env, "error", { service: "ci", event: "bad_status_message" });
	const { accountId, pipelineId } = m.data;
	// The message names the workspace: its shard of DB_CI (issue 38).
	const ctx = { env: await workspaceEnv(env, accountId), exec };
	const r = await reportCommitStatus(ctx, accountId, pipelineId, { final: job.attempts >= MAX_ATTEMPTS });
	const fields = { service: "ci", event: `commit_status_${r.kind}`, pipelineId, attempts: job.attempts };
	if (r.kind === "unavailable") {
		log(env, "warn", { ...fields, error: r.error });
		return job.retry(backoffSeconds(job.attempts, r.retryAfterSeconds));
	}
	const refused = r.kind === "refused" || r.kind === "gave_up";
	log(env, refused ? "warn" : "info", { ...fields, ...(refused ? { error: r.error } : {}) });
};
