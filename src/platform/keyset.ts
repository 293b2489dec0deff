import { and, desc, eq, type SQL } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import type { SQLiteColumn, SQLiteTableWithColumns, TableConfig } from "drizzle-orm/sqlite-core";
import { type Cursor, olderThan } from "./cursor";

type Paged = TableConfig & { columns: { accountId: SQLiteColumn; createdAt: SQLiteColumn; id: SQLiteColumn } };

/**
 * One page of a workspace's rows, newest first by (createdAt, id), limit + 1 of them (`page` trims
 * and mints the cursor): every list of a table with account_id, created_at and id, whatever its
 * filters (undefined ones are dropped).
 */
export function newestFirst<T extends Paged>(
	db: DrizzleD1Database,
	table: SQLiteTableWithColumns<T>,
	workspaceId: string,
	q: { limit: number; after: Cursor | null },
	...filters: Array<SQL | undefined>
) {
	return db
		.select()
		.from(table as SQLiteTableWithColumns<Paged>)
		.where(and(eq(table.accountId, workspaceId), ...filters, olderThan(table.createdAt, table.id, q.after)))
		.orderBy(desc(table.createdAt), desc(table.id))
		.limit(q.limit + 1)
		.all() as unknown as Promise<SQLiteTableWithColumns<T>["$inferSelect"][]>;
}
