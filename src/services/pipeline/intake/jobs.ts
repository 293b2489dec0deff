// The `tasks` queue consumer that turns an accepted delivery into a pipeline. Idempotent: the run
// carries the delivery as its trigger key, so a redelivered message answers the first pipeline.
import { z } from "zod";
import { ApiError } from "../../../platform/errors";
import { log } from "../../../platform/log";
import type { QueueHandler, TickHandler } from "../../../platform/service-module";
import { workspaceEnv } from "../../admin/public";
import { runPipeline } from "../pipelines/create-pipeline";
import { SCM_RUN_KIND } from "./receive-event";
import { pruneDeliveries } from "./store";

const Message = z.object({
	kind: z.literal(SCM_RUN_KIND),
	accountId: z.string().min(1).max(64),
	projectId: z.string().min(1).max(64),
	deliveryId: z.string().min(1).max(100),
	run: z.object({
		source: z.enum(["push", "pull_request"]),
		ref: z.string().min(1).max(1000),
		sha: z.string().regex(/^[0-9a-f]{40}$/),
		kind: z.enum(["branch", "tag"]),
		changedFiles: z.array(z.string()).nullable(),
	}),
});

/** Attempts before a run the code host keeps refusing (502) is given up; backoff doubles from 5 s. */
const MAX_ATTEMPTS = 5;

export const runScmDelivery: QueueHandler = async (job, env, exec) => {
	const m = Message.safeParse(job.body);
	if (!m.success) return log(env, "error", { service: "ci", event: "bad_scm_message" });
	const { accountId, projectId, deliveryId, run } = m.data;
	const fields = { service: "ci", projectId, deliveryId };
	try {
		// The message names the workspace: its shard of DB_CI (issue 38).
		const r = await runPipeline(
			{ env: await workspaceEnv(env, accountId), exec },
			{ workspaceId: accountId },
			projectId,
			{
				ref: run.ref,
				source: run.source,
				actor: null,
				commit: { sha: run.sha, kind: run.kind },
				changedFiles: run.changedFiles,
				triggerKey: `scm:${deliveryId}`,
			},
		);
		log(env, "info", { ...fields, event: "scm_pipeline", pipelineId: r.pipeline.id, created: r.created });
	} catch (err) {
		// 404 project gone, 422 no pipeline for this commit: nothing to run, and retrying changes nothing.
		if (err instanceof ApiError && err.status < 500)
			return log(env, "info", { ...fields, event: "scm_no_pipeline", code: err.code, message: err.message });
		if (job.attempts >= MAX_ATTEMPTS)
			return log(env, "error", { ...fields, event: "scm_run_gave_up", error: String((err as Error)?.message ?? err) });
		log(env, "warn", { ...fields, event: "scm_run_retry", attempts: job.attempts });
		job.retry(5 * 2 ** (job.attempts - 1));
	}
};

/** Delivery ids are kept 30 days: GitHub lets a person redeliver a hook for about that long. */
const KEEP_MS = 30 * 24 * 3600_000;

export const intakeTick: TickHandler = async (now, env) => {
	await pruneDeliveries(env, now - KEEP_MS, 1000);
};
