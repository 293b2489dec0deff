// The `api_keys` table every bearer-key service's schema makes (bearer-key-store.ts holds its
// queries). Apart from the queries so drizzle-kit can load a schema without the Workers runtime.
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

/** sk_live_ keys: from POST /api-keys (source api) or the admin API (source admin). */
export const bearerKeyTable = () =>
	sqliteTable(
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
