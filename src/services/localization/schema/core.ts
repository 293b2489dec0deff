import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { bearerKeyTable } from "../../../platform/bearer-key-table";

// DB_LOC core (issue 23): API keys (loc_live_, SHA-256 only; revoked rows stay for audit),
// projects, their target locales and namespaces.
export const apiKeys = bearerKeyTable();

export const projects = sqliteTable(
	"projects",
	{
		id: text("id").primaryKey(),
		accountId: text("account_id").notNull(),
		slug: text("slug").notNull(),
		name: text("name").notNull(),
		sourceLocale: text("source_locale").notNull(),
		mode: text("mode", { enum: ["sdk", "proxy"] }).notNull(),
		siteUrl: text("site_url"),
		createdAt: integer("created_at").notNull(),
		updatedAt: integer("updated_at").notNull(),
	},
	(t) => [
		uniqueIndex("projects_slug").on(t.accountId, t.slug),
		index("projects_account").on(t.accountId, t.createdAt, t.id),
	],
);

/** Target locales; the source locale is implicit (projects.source_locale). */
export const locales = sqliteTable(
	"locales",
	{
		projectId: text("project_id").notNull(),
		accountId: text("account_id").notNull(),
		/** Canonical BCP-47 (Intl.getCanonicalLocales) */
		tag: text("tag").notNull(),
		/** Another target's tag, or null for the source locale */
		fallback: text("fallback"),
		rtl: integer("rtl").notNull(),
		enabled: integer("enabled").notNull(),
		createdAt: integer("created_at").notNull(),
		updatedAt: integer("updated_at").notNull(),
	},
	(t) => [primaryKey({ columns: [t.projectId, t.tag] })],
);

export const namespaces = sqliteTable(
	"namespaces",
	{
		projectId: text("project_id").notNull(),
		accountId: text("account_id").notNull(),
		name: text("name").notNull(),
		reviewPolicy: text("review_policy", { enum: ["standard", "gated"] }).notNull(),
		createdAt: integer("created_at").notNull(),
		updatedAt: integer("updated_at").notNull(),
	},
	(t) => [primaryKey({ columns: [t.projectId, t.name] })],
);
