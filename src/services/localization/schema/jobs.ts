import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

// DB_LOC machine-translation jobs and the agent-word budget (issue 24).

export const jobs = sqliteTable(
	"jobs",
	{
		/** tj_ + ULID */
		id: text("id").primaryKey(),
		accountId: text("account_id").notNull(),
		projectId: text("project_id").notNull(),
		type: text("type", { enum: ["translate", "crawl"] }).notNull(),
		/** The target locale (canonical; a crawl: the source locale) and the project's source locale when the job was queued */
		locale: text("locale").notNull(),
		sourceLocale: text("source_locale").notNull(),
		status: text("status", { enum: ["queued", "running", "done", "failed"] }).notNull(),
		estimatedKeys: integer("estimated_keys").notNull(),
		estimatedWords: integer("estimated_words").notNull(),
		memoryHits: integer("memory_hits").notNull(),
		doneKeys: integer("done_keys").notNull(),
		failedKeys: integer("failed_keys").notNull(),
		/** Words taken from the budget at queueing, and those actually sent to the MT provider */
		reservedWords: integer("reserved_words").notNull(),
		usedWords: integer("used_words").notNull(),
		/** The word_usage period the reservation went to ("once" on free, else the UTC month YYYY-MM) */
		period: text("period").notNull(),
		/** The id of the last key handled (a crawl: the last page's seq): chunks run in order after it ("" before the first) */
		cursor: text("cursor").notNull(),
		/** A crawl's pages fetched and extracted, and those that ended in error */
		pagesCrawled: integer("pages_crawled").notNull().default(0),
		pagesFailed: integer("pages_failed").notNull().default(0),
		/** A crawl's robots.txt rules for the site, read once at its first page (JSON) */
		robots: text("robots"),
		error: text("error"),
		createdAt: integer("created_at").notNull(),
		updatedAt: integer("updated_at").notNull(),
		finishedAt: integer("finished_at"),
	},
	(t) => [
		// One queued or running job per project, locale and type, racing requests included.
		uniqueIndex("jobs_active").on(t.projectId, t.locale, t.type).where(sql`status IN ('queued', 'running')`),
		index("jobs_project").on(t.projectId, t.createdAt, t.id),
	],
);

/** Agent words reserved and spent per account and budget period. */
export const wordUsage = sqliteTable(
	"word_usage",
	{
		accountId: text("account_id").notNull(),
		period: text("period").notNull(),
		words: integer("words").notNull(),
		updatedAt: integer("updated_at").notNull(),
	},
	(t) => [primaryKey({ columns: [t.accountId, t.period] })],
);
