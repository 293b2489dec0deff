import { sql } from "drizzle-orm";
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
		/** 1 while a move copies this workspace's rows of `db`: its writes there are refused (503). */
		held: integer("held").notNull().default(0),
	},
	(t) => [primaryKey({ columns: [t.workspaceId, t.db] })],
);

/**
 * An operator's move of one workspace's rows of one service database to another shard (admin/moves):
 * hold writes → copy → verify → flip the placement → clean the old shard. Each step is bounded and
 * resumes from `cursor` after a crash; at most one unfinished move per workspace and database.
 */
export const workspaceMoves = sqliteTable(
	"workspace_moves",
	{
		id: text("id").primaryKey(),
		workspaceId: text("workspace_id").notNull(),
		db: text("db").notNull(),
		fromShard: integer("from_shard").notNull(),
		toShard: integer("to_shard").notNull(),
		/** holding → copying → verifying → flipping → cleaning → done (or failed). */
		phase: text("phase").notNull(),
		/** JSON: the tables moved and how each finds the workspace's rows. */
		tables: text("tables").notNull(),
		/** JSON: where the current phase stands ({table, after}). */
		cursor: text("cursor").notNull(),
		/** JSON: per table {rows, sum} on each side, as verified. */
		checks: text("checks").notNull(),
		copied: integer("copied").notNull(),
		attempts: integer("attempts").notNull(),
		heldAt: integer("held_at"),
		flippedAt: integer("flipped_at"),
		error: text("error"),
		createdAt: integer("created_at").notNull(),
		updatedAt: integer("updated_at").notNull(),
	},
	(t) => [
		uniqueIndex("workspace_moves_open").on(t.workspaceId, t.db).where(sql`phase NOT IN ('done', 'failed')`),
		index("workspace_moves_workspace").on(t.workspaceId, t.createdAt),
	],
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
