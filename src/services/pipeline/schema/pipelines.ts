import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

// DB_CI pipelines and jobs (issue 21). A pipeline's iid is assigned by its own INSERT (MAX + 1 per
// project inside the write), so it is gap-free under concurrency; the unique index is the backstop.
export const pipelines = sqliteTable(
	"pipelines",
	{
		id: text("id").primaryKey(),
		accountId: text("account_id").notNull(),
		projectId: text("project_id").notNull(),
		iid: integer("iid").notNull(),
		ref: text("ref").notNull(),
		sha: text("sha").notNull(),
		/** branch, tag or commit: what the ref named (CI_COMMIT_TAG vs CI_COMMIT_BRANCH for the runner) */
		refKind: text("ref_kind").notNull().default("branch"),
		source: text("source", { enum: ["push", "pull_request", "manual", "schedule"] }).notNull(),
		status: text("status").notNull(),
		/** JSON string[]: the stages this run uses, in order */
		stages: text("stages").notNull(),
		/** JSON [{message, line, column}] when the config did not parse; then there are no jobs */
		configErrors: text("config_errors").notNull(),
		/** JSON string map the run was started with */
		variables: text("variables").notNull(),
		createdBy: text("created_by"),
		/**
		 * What made the run, when something may make it twice: `scm:<X-GitHub-Delivery>` or
		 * `sched:<scheduleId>:<due minute>`. Unique per project, so a redelivered queue message or a
		 * tick run twice finds the pipeline instead of making a second.
		 */
		triggerKey: text("trigger_key"),
		/**
		 * The last change's id: every change to the pipeline or its jobs is one batch whose first
		 * statement moves op_id from the value it read (compare-and-set) and whose other statements
		 * are guarded by the new value, so a change computed from a stale read writes nothing.
		 */
		opId: text("op_id").notNull().default(""),
		/** The commit status the code host last accepted for this pipeline (pending, success, failure, error) */
		commitStatusState: text("commit_status_state"),
		/** Why the code host last refused the status (it never fails the pipeline), or null */
		commitStatusError: text("commit_status_error"),
		commitStatusAt: integer("commit_status_at"),
		createdAt: integer("created_at").notNull(),
		updatedAt: integer("updated_at").notNull(),
		finishedAt: integer("finished_at"),
	},
	(t) => [
		uniqueIndex("pipelines_iid").on(t.projectId, t.iid),
		uniqueIndex("pipelines_trigger").on(t.projectId, t.triggerKey),
		index("pipelines_account").on(t.accountId, t.createdAt, t.id),
		index("pipelines_project").on(t.projectId, t.createdAt, t.id),
	],
);

export const jobs = sqliteTable(
	"jobs",
	{
		id: text("id").primaryKey(),
		accountId: text("account_id").notNull(),
		pipelineId: text("pipeline_id").notNull(),
		projectId: text("project_id").notNull(),
		name: text("name").notNull(),
		stage: text("stage").notNull(),
		status: text("status").notNull(),
		when: text("when").notNull(),
		allowFailure: integer("allow_failure").notNull(),
		/** JSON string[] or null (null: every job of the earlier stages) */
		needs: text("needs"),
		tags: text("tags").notNull(),
		attempt: integer("attempt").notNull(),
		/** 1 for the newest attempt of its name in the pipeline */
		latest: integer("latest").notNull(),
		/** JSON {script, beforeScript, afterScript, variables, timeoutSeconds, retry, artifacts} for the runner */
		definition: text("definition").notNull(),
		runnerId: text("runner_id"),
		/** The runner was a shared one: the job's minutes count against the workspace's usage. */
		runnerShared: integer("runner_shared").notNull().default(0),
		/** SHA-256 (hex) of the cijt_ job token handed out with the job; null until a runner takes it */
		tokenHash: text("token_hash"),
		/** Last trace, keep-alive or state update from the runner (runner_lost after 5 min of silence) */
		lastSeenAt: integer("last_seen_at"),
		exitCode: integer("exit_code"),
		failureReason: text("failure_reason"),
		startedAt: integer("started_at"),
		finishedAt: integer("finished_at"),
		createdAt: integer("created_at").notNull(),
		updatedAt: integer("updated_at").notNull(),
	},
	(t) => [
		index("jobs_pipeline").on(t.pipelineId, t.latest),
		index("jobs_account").on(t.accountId, t.createdAt, t.id),
		// the runner queue: pending latest attempts, oldest first
		index("jobs_queue").on(t.status, t.createdAt, t.id),
		uniqueIndex("jobs_token").on(t.tokenHash),
	],
);
