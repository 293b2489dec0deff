import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

// DB_CI pipeline schedules (issue 21): a 5-field cron read in the schedule's time zone
// (Asia/Jakarta). next_run_at is null while inactive; the minute tick takes due rows by it.
export const schedules = sqliteTable(
	"schedules",
	{
		id: text("id").primaryKey(),
		accountId: text("account_id").notNull(),
		projectId: text("project_id").notNull(),
		description: text("description").notNull(),
		cron: text("cron").notNull(),
		timezone: text("timezone").notNull(),
		ref: text("ref").notNull(),
		active: integer("active").notNull(),
		/** JSON string map handed to each pipeline it makes */
		variables: text("variables").notNull(),
		nextRunAt: integer("next_run_at"),
		lastRunAt: integer("last_run_at"),
		lastPipelineId: text("last_pipeline_id"),
		createdAt: integer("created_at").notNull(),
		updatedAt: integer("updated_at").notNull(),
	},
	(t) => [
		index("schedules_account").on(t.accountId, t.createdAt, t.id),
		index("schedules_project").on(t.projectId, t.createdAt, t.id),
		index("schedules_due").on(t.nextRunAt),
	],
);
