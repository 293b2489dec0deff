import { integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

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
