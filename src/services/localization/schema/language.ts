import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

// DB_LOC translation memory, glossary and releases (issue 23).

/** Account-wide memory: one target per normalised source text and target locale, fed by approvals. */
export const memory = sqliteTable(
	"memory",
	{
		id: text("id").primaryKey(),
		accountId: text("account_id").notNull(),
		sourceLocale: text("source_locale").notNull(),
		targetLocale: text("target_locale").notNull(),
		/** hex SHA-256 of the normalised source (NFC, trimmed, spaces collapsed) */
		sourceHash: text("source_hash").notNull(),
		source: text("source").notNull(),
		target: text("target").notNull(),
		/** Length of the lower-cased normalised source: the fuzzy pre-selection's window */
		length: integer("length").notNull(),
		createdAt: integer("created_at").notNull(),
		updatedAt: integer("updated_at").notNull(),
	},
	(t) => [
		uniqueIndex("memory_source").on(t.accountId, t.targetLocale, t.sourceHash),
		index("memory_length").on(t.accountId, t.targetLocale, t.length),
	],
);

/** Trigrams of each memory source, for the fuzzy pre-selection (shared trigrams). */
export const memoryTrigrams = sqliteTable(
	"memory_trigrams",
	{
		accountId: text("account_id").notNull(),
		targetLocale: text("target_locale").notNull(),
		trigram: text("trigram").notNull(),
		memoryId: text("memory_id").notNull(),
	},
	(t) => [
		primaryKey({ columns: [t.accountId, t.targetLocale, t.trigram, t.memoryId] }),
		index("memory_trigrams_entry").on(t.memoryId),
	],
);

export const glossary = sqliteTable(
	"glossary",
	{
		/** gl_ + ULID */
		id: text("id").primaryKey(),
		accountId: text("account_id").notNull(),
		/** null: account-wide */
		projectId: text("project_id"),
		/** projectId or "" — keeps account-wide terms unique too */
		scope: text("scope").notNull(),
		term: text("term").notNull(),
		/** lower-cased term: the same term in any case is a duplicate */
		termKey: text("term_key").notNull(),
		locale: text("locale").notNull(),
		/** null: do not translate */
		translation: text("translation"),
		createdAt: integer("created_at").notNull(),
	},
	(t) => [
		uniqueIndex("glossary_term").on(t.accountId, t.scope, t.locale, t.termKey),
		index("glossary_account").on(t.accountId, t.createdAt, t.id),
	],
);

/** Immutable, content-hashed releases of one locale's catalogue. */
export const releases = sqliteTable(
	"releases",
	{
		/** rel_ + ULID */
		id: text("id").primaryKey(),
		accountId: text("account_id").notNull(),
		projectId: text("project_id").notNull(),
		locale: text("locale").notNull(),
		/** hex SHA-256 of the canonical JSON catalogue */
		contentHash: text("content_hash").notNull(),
		keyCount: integer("key_count").notNull(),
		/** canonical JSON {namespace: {name: message}} */
		catalog: text("catalog").notNull(),
		createdBy: text("created_by"),
		createdAt: integer("created_at").notNull(),
	},
	(t) => [index("releases_locale").on(t.projectId, t.locale, t.createdAt, t.id)],
);
