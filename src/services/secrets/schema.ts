import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

// DB_SECRETS. Nothing here is usable without MASTER_KEY: project keys are stored wrapped by it,
// values are sealed with the project key, API keys are stored as SHA-256 hashes.

/** Workspace API keys (`sk_live_...`), minted by the admin credentials endpoint. */
export const apiKeys = sqliteTable(
	"api_keys",
	{
		id: text("id").primaryKey(),
		workspaceId: text("workspace_id").notNull(),
		name: text("name"),
		keyHash: text("key_hash").notNull(),
		createdAt: integer("created_at").notNull(),
		revokedAt: integer("revoked_at"),
	},
	(t) => [uniqueIndex("api_keys_hash").on(t.keyHash), index("api_keys_workspace").on(t.workspaceId)],
);

export const projects = sqliteTable(
	"projects",
	{
		id: text("id").primaryKey(),
		workspaceId: text("workspace_id").notNull(),
		name: text("name").notNull(),
		slug: text("slug").notNull(),
		/** The project's AES-256 data key, sealed by MASTER_KEY with AAD "wrap:secrets:<id>". */
		wrappedKey: text("wrapped_key").notNull(),
		createdAt: integer("created_at").notNull(),
		createdBy: text("created_by").notNull(),
	},
	(t) => [
		uniqueIndex("projects_workspace_slug").on(t.workspaceId, t.slug),
		index("projects_workspace_created").on(t.workspaceId, t.createdAt, t.id),
	],
);

export const environments = sqliteTable(
	"environments",
	{
		id: text("id").primaryKey(),
		workspaceId: text("workspace_id").notNull(),
		projectId: text("project_id")
			.notNull()
			.references(() => projects.id),
		name: text("name").notNull(),
		slug: text("slug").notNull(),
		createdAt: integer("created_at").notNull(),
	},
	(t) => [
		uniqueIndex("environments_project_slug").on(t.projectId, t.slug),
		index("environments_project_created").on(t.projectId, t.createdAt, t.id),
	],
);

export const secrets = sqliteTable(
	"secrets",
	{
		id: text("id").primaryKey(),
		workspaceId: text("workspace_id").notNull(),
		projectId: text("project_id").notNull(),
		environmentId: text("environment_id")
			.notNull()
			.references(() => environments.id),
		key: text("key").notNull(),
		currentVersion: integer("current_version").notNull(),
		createdAt: integer("created_at").notNull(),
		updatedAt: integer("updated_at").notNull(),
	},
	(t) => [
		uniqueIndex("secrets_environment_key").on(t.environmentId, t.key),
		index("secrets_environment_created").on(t.environmentId, t.createdAt, t.id),
	],
);

/** Immutable versions. `ciphertext` = seal(projectKey, value, aad = "<secretId>:<version>"). */
export const secretVersions = sqliteTable(
	"secret_versions",
	{
		secretId: text("secret_id")
			.notNull()
			.references(() => secrets.id, { onDelete: "cascade" }),
		version: integer("version").notNull(),
		workspaceId: text("workspace_id").notNull(),
		ciphertext: text("ciphertext").notNull(),
		createdAt: integer("created_at").notNull(),
		createdBy: text("created_by").notNull(),
	},
	(t) => [primaryKey({ columns: [t.secretId, t.version] })],
);

/** Append-only. metadata is JSON (key, version, ...) and never holds a value. */
export const auditLog = sqliteTable(
	"audit_log",
	{
		id: text("id").primaryKey(),
		workspaceId: text("workspace_id").notNull(),
		action: text("action").notNull(),
		actorSub: text("actor_sub").notNull(),
		target: text("target").notNull(),
		metadata: text("metadata").notNull(),
		createdAt: integer("created_at").notNull(),
	},
	(t) => [index("audit_workspace_created").on(t.workspaceId, t.createdAt, t.id)],
);
