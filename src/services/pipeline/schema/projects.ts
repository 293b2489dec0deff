import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

// DB_CI projects (issue 21). The clone token is sealed with the workspace's data key; the intake's
// webhook secret is derived from MASTER_KEY and a per-project salt (only the salt is stored).
export const projects = sqliteTable(
	"projects",
	{
		id: text("id").primaryKey(),
		accountId: text("account_id").notNull(),
		repoFullName: text("repo_full_name").notNull(),
		name: text("name").notNull(),
		defaultBranch: text("default_branch").notNull(),
		configPath: text("config_path").notNull(),
		/** AES-GCM blob under the workspace's data key (aad ci:<account>:<project>), or null */
		cloneToken: text("clone_token"),
		webhookSecretSalt: text("webhook_secret_salt").notNull(),
		webhookRegistered: integer("webhook_registered").notNull(),
		webhookError: text("webhook_error"),
		hookId: integer("hook_id"),
		/** Public, unguessable: the badge URL carries it instead of the project id */
		badgeToken: text("badge_token").notNull(),
		/** Who may open the pipeline and job pages: anyone (public) or holders of a view link (private) */
		visibility: text("visibility", { enum: ["private", "public"] })
			.notNull()
			.default("private"),
		/**
		 * The CI base the project was created through (https://ci.example.com, http://127.0.0.1:8787/ci):
		 * links handed out where no request names one (a commit status's target_url from a queue job)
		 */
		publicBase: text("public_base"),
		createdAt: integer("created_at").notNull(),
		updatedAt: integer("updated_at").notNull(),
	},
	(t) => [
		uniqueIndex("projects_repo").on(t.accountId, t.repoFullName),
		uniqueIndex("projects_badge").on(t.badgeToken),
		index("projects_account").on(t.accountId, t.createdAt, t.id),
	],
);

/** Per-workspace data keys, wrapped by MASTER_KEY (platform data-keys). */
export const dataKeys = sqliteTable("data_keys", {
	accountId: text("account_id").primaryKey(),
	wrappedKey: text("wrapped_key").notNull(),
	createdAt: integer("created_at").notNull(),
});
