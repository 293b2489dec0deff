import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

// DB_CI runners, artifacts, project variables and compute minutes (issue 22).

/** A runner: a workspace's own, or a shared one (account_id null) the operator made. */
export const runners = sqliteTable(
	"runners",
	{
		id: text("id").primaryKey(),
		/** null: a shared runner (the operator's), offered to every workspace */
		accountId: text("account_id"),
		description: text("description").notNull(),
		/** JSON string[] */
		tags: text("tags").notNull(),
		runUntagged: integer("run_untagged").notNull(),
		paused: integer("paused").notNull(),
		/** SHA-256 (hex) of the cirt_ token; the token itself is shown once */
		tokenHash: text("token_hash").notNull(),
		name: text("name"),
		version: text("version"),
		platform: text("platform"),
		contactedAt: integer("contacted_at"),
		createdAt: integer("created_at").notNull(),
		updatedAt: integer("updated_at").notNull(),
	},
	(t) => [uniqueIndex("runners_token").on(t.tokenHash), index("runners_account").on(t.accountId, t.createdAt, t.id)],
);

/** A job's uploaded artifact archive (one .tar.gz in R2 ARTIFACTS), deleted by the cron at expireAt. */
export const artifacts = sqliteTable(
	"artifacts",
	{
		id: text("id").primaryKey(),
		accountId: text("account_id").notNull(),
		projectId: text("project_id").notNull(),
		pipelineId: text("pipeline_id").notNull(),
		jobId: text("job_id").notNull(),
		fileName: text("file_name").notNull(),
		size: integer("size").notNull(),
		sha256: text("sha256").notNull(),
		r2Key: text("r2_key").notNull(),
		/** null: kept until the project is deleted (expire_in: never) */
		expireAt: integer("expire_at"),
		createdAt: integer("created_at").notNull(),
	},
	(t) => [index("artifacts_job").on(t.jobId), index("artifacts_expiry").on(t.expireAt)],
);

/** Project CI variables; values sealed with the workspace's data key, bound to the row. */
export const variables = sqliteTable(
	"variables",
	{
		id: text("id").primaryKey(),
		accountId: text("account_id").notNull(),
		projectId: text("project_id").notNull(),
		key: text("key").notNull(),
		/** AES-GCM blob (aad ci-var:<account>:<id>) */
		value: text("value").notNull(),
		/** "****" + the value's last 4 characters */
		valuePreview: text("value_preview").notNull(),
		masked: integer("masked").notNull(),
		protected: integer("protected").notNull(),
		fileType: integer("file_type").notNull(),
		createdAt: integer("created_at").notNull(),
		updatedAt: integer("updated_at").notNull(),
	},
	(t) => [
		uniqueIndex("variables_key").on(t.projectId, t.key),
		index("variables_account").on(t.accountId, t.createdAt, t.id),
	],
);

/** Compute minutes a workspace's jobs used on shared runners, per calendar month (Asia/Jakarta). */
export const usage = sqliteTable(
	"usage",
	{
		accountId: text("account_id").notNull(),
		/** Epoch ms of 00:00 Asia/Jakarta on the month's 1st */
		periodStart: integer("period_start").notNull(),
		minutesUsed: integer("minutes_used").notNull(),
		updatedAt: integer("updated_at").notNull(),
	},
	(t) => [primaryKey({ columns: [t.accountId, t.periodStart] })],
);
