import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

// DB_PLATFORM: what belongs to no single service — workspaces, their plan per service, and
// per-service allowlists (the secrets private beta).

export const workspaces = sqliteTable(
	"workspaces",
	{
		id: text("id").primaryKey(),
		name: text("name").notNull(),
		slug: text("slug").notNull(),
		createdAt: integer("created_at").notNull(),
	},
	(t) => [uniqueIndex("workspaces_slug").on(t.slug)],
);

export const workspacePlans = sqliteTable(
	"workspace_plans",
	{
		workspaceId: text("workspace_id").notNull(),
		service: text("service").notNull(),
		plan: text("plan").notNull(),
		updatedAt: integer("updated_at").notNull(),
	},
	(t) => [primaryKey({ columns: [t.workspaceId, t.service] })],
);

export const allowlists = sqliteTable(
	"allowlists",
	{
		workspaceId: text("workspace_id").notNull(),
		service: text("service").notNull(),
		allowed: integer("allowed", { mode: "boolean" }).notNull(),
		updatedAt: integer("updated_at").notNull(),
	},
	(t) => [primaryKey({ columns: [t.workspaceId, t.service] })],
);

/**
 * Where a workspace's rows of each service live (issue 38): the shard of service database `db`
 * (DB_POS, …). No row for a database = shard 0 (workspaces placed before sharding).
 */
export const workspaceShards = sqliteTable(
	"workspace_shards",
	{
		workspaceId: text("workspace_id").notNull(),
		db: text("db").notNull(),
		shard: integer("shard").notNull(),
	},
	(t) => [primaryKey({ columns: [t.workspaceId, t.db] })],
);

/** Workspaces placed on each shard of each database: placement takes the least filled. */
export const shardFill = sqliteTable(
	"shard_fill",
	{
		db: text("db").notNull(),
		shard: integer("shard").notNull(),
		workspaces: integer("workspaces").notNull(),
	},
	(t) => [primaryKey({ columns: [t.db, t.shard] })],
);

/**
 * Global keys to their workspace (issue 38): what a request presents before its workspace is known —
 * a credential's hash, a badge token, a project id in a public URL, a courier's waybill — and which
 * workspace (hence shard) owns it. Written when the key is minted, before the service's own row, and
 * never changed: a move changes where the workspace lives, not which workspace owns the key. The
 * primary key keeps these keys unique across shards, as one database's unique index did.
 */
export const locators = sqliteTable(
	"locators",
	{
		kind: text("kind").notNull(),
		key: text("key").notNull(),
		workspaceId: text("workspace_id").notNull(),
		createdAt: integer("created_at").notNull(),
	},
	(t) => [primaryKey({ columns: [t.kind, t.key] }), index("locators_workspace").on(t.workspaceId)],
);
