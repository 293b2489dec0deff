import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

// DB_LOC keys and their translations (issue 23).

export const keys = sqliteTable(
	"keys",
	{
		/** str_ + ULID */
		id: text("id").primaryKey(),
		accountId: text("account_id").notNull(),
		projectId: text("project_id").notNull(),
		namespace: text("namespace").notNull(),
		name: text("name").notNull(),
		/** ICU MessageFormat in the project's source locale */
		sourceText: text("source_text").notNull(),
		/** JSON [{name, type}] derived from sourceText on the server */
		placeholders: text("placeholders").notNull(),
		description: text("description"),
		maxLength: integer("max_length"),
		/** JSON [{file, line}] usages, or null */
		context: text("context"),
		screenshotUrl: text("screenshot_url"),
		/** Set by PUT keys with prune: true when the key was absent; archived keys are not shipped */
		archivedAt: integer("archived_at"),
		createdAt: integer("created_at").notNull(),
		updatedAt: integer("updated_at").notNull(),
	},
	(t) => [
		uniqueIndex("keys_name").on(t.projectId, t.namespace, t.name),
		index("keys_project").on(t.projectId, t.createdAt, t.id),
	],
);

export const translations = sqliteTable(
	"translations",
	{
		/** tr_ + ULID */
		id: text("id").primaryKey(),
		accountId: text("account_id").notNull(),
		projectId: text("project_id").notNull(),
		keyId: text("key_id").notNull(),
		locale: text("locale").notNull(),
		value: text("value").notNull(),
		status: text("status", { enum: ["needs_review", "machine", "approved", "rejected"] }).notNull(),
		/** JSON {maxLength, length} when the longest branch is over the key's maxLength */
		lengthWarning: text("length_warning"),
		reviewerBy: text("reviewer_by"),
		reviewedAt: integer("reviewed_at"),
		rejectReason: text("reject_reason"),
		createdAt: integer("created_at").notNull(),
		updatedAt: integer("updated_at").notNull(),
	},
	(t) => [
		uniqueIndex("translations_key_locale").on(t.keyId, t.locale),
		index("translations_review").on(t.projectId, t.locale, t.status, t.updatedAt, t.id),
		// The minute tick's read of the last minutes' approvals (loc.translation.approved.v1, issue 41).
		index("translations_approved_at").on(t.reviewedAt).where(sql`status = 'approved'`),
	],
);
