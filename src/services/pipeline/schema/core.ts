import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

// DB_CI core (issue 21): API keys. Only the SHA-256 of a key and its first 12 characters are kept.
export const apiKeys = sqliteTable(
	"api_keys",
	{
		id: text("id").primaryKey(),
		accountId: text("account_id").notNull(),
		name: text("name").notNull(),
		prefix: text("prefix").notNull(),
		keyHash: text("key_hash").notNull(),
		source: text("source", { enum: ["api", "admin"] }).notNull(),
		lastUsedAt: integer("last_used_at"),
		createdAt: integer("created_at").notNull(),
		revokedAt: integer("revoked_at"),
	},
	(t) => [uniqueIndex("api_keys_hash").on(t.keyHash), index("api_keys_account").on(t.accountId, t.createdAt, t.id)],
);
