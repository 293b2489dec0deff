import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

// DB_LOC website crawl pages and public previews (issue 24).

/** A page of a proxy project's site: discovered by a crawl, then crawled or in error. */
export const pages = sqliteTable(
	"pages",
	{
		accountId: text("account_id").notNull(),
		projectId: text("project_id").notNull(),
		/** pathname + search of a same-origin URL */
		path: text("path").notNull(),
		/** Discovery order in the project: a crawl visits pages in seq order */
		seq: integer("seq").notNull(),
		status: text("status", { enum: ["discovered", "crawled", "error"] }).notNull(),
		keyCount: integer("key_count").notNull(),
		lastCrawledAt: integer("last_crawled_at"),
		lastError: text("last_error"),
		createdAt: integer("created_at").notNull(),
		updatedAt: integer("updated_at").notNull(),
	},
	(t) => [primaryKey({ columns: [t.projectId, t.path] }), index("pages_seq").on(t.projectId, t.seq)],
);

/** A public instant preview (no account): the page's strings and, once translated, the pairs. */
export const previews = sqliteTable(
	"previews",
	{
		/** tj_ + ULID */
		id: text("id").primaryKey(),
		url: text("url").notNull(),
		targetLocale: text("target_locale").notNull(),
		/** The page's <html lang>, when it names a language (else the provider detects it) */
		sourceLocale: text("source_locale"),
		status: text("status", { enum: ["running", "done", "failed"] }).notNull(),
		/** JSON string[]: the strings taken, in page order */
		strings: text("strings").notNull(),
		/** JSON [{original, translated}] once done */
		pairs: text("pairs"),
		words: integer("words").notNull(),
		/** The UTC day (YYYY-MM-DD) the words were reserved on */
		day: text("day").notNull(),
		error: text("error"),
		createdAt: integer("created_at").notNull(),
		finishedAt: integer("finished_at"),
	},
	(t) => [index("previews_created").on(t.createdAt)],
);

/** Preview words reserved per UTC day, across everyone (PREVIEW_DAILY_WORDS). */
export const previewUsage = sqliteTable("preview_usage", {
	day: text("day").primaryKey(),
	words: integer("words").notNull(),
});
