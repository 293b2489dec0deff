import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { bearerKeyTable } from "../../../platform/bearer-key-table";
import { webhookTables } from "../../../platform/webhooks/tables";

// DB_CI core (issue 21): API keys, the platform's bearer-key table (only the SHA-256 of a key and
// its first 12 characters are kept).
export const apiKeys = bearerKeyTable();

/** CI events and their deliveries (the shared webhook engine, `Ci-Signature`). */
export const { events, webhookEndpoints, webhookDeliveries } = webhookTables("");

/**
 * Code host deliveries the intake accepted, by X-GitHub-Delivery: a repeated delivery id makes
 * nothing. The queued pipeline carries the same id as its trigger key.
 */
export const scmDeliveries = sqliteTable(
	"scm_deliveries",
	{
		projectId: text("project_id").notNull(),
		deliveryId: text("delivery_id").notNull(),
		accountId: text("account_id").notNull(),
		event: text("event").notNull(),
		receivedAt: integer("received_at").notNull(),
	},
	(t) => [primaryKey({ columns: [t.projectId, t.deliveryId] }), index("scm_deliveries_received").on(t.receivedAt)],
);
