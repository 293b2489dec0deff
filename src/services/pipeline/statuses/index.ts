// Commit statuses (issue 41): the feature's face for the rest of the service. Pipelines queue a report
// at every change of their status and show the outcome in their view; index.ts registers the consumer.
import { log } from "../../../platform/log";
import type { CiCtx } from "../context";
import { STATUS_REPORT_KIND } from "./jobs";

export { commitStatusView } from "./domain";
export { runStatusReport, STATUS_REPORT_KIND } from "./jobs";
export { CommitStatus } from "./schemas";

/**
 * Queues a report of the pipeline's status to the code host; the change that made it never waits on
 * the code host, and a queue that refuses costs the report, never the change (already written).
 */
export async function queueStatusReport(ctx: CiCtx, p: { accountId: string; id: string }) {
	try {
		await ctx.env.TASKS.send({ kind: STATUS_REPORT_KIND, accountId: p.accountId, pipelineId: p.id });
	} catch (err) {
		log(ctx.env, "error", { service: "ci", event: "commit_status_queue_failed", pipelineId: p.id, error: String(err) });
	}
}
