import { getTableColumns, is, SQL, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";

/**
 * A count cap as one conditional write (for every service's "at most N per workspace" rule):
 *
 *   INSERT INTO t (every column) SELECT ?, ?, … WHERE (SELECT COUNT(*) FROM t WHERE <scope>) < cap
 *
 * SQLite runs the count and the insert as one statement, so parallel creates cannot both take the
 * last slot, which they can when a COUNT is read first and the insert sent after it. The statement
 * changes no row (meta.changes = 0) at the cap; the caller answers with its cap's 409. It is a
 * plain D1 statement so it can lead a `db.batch` whose later statements are gated on `changes()`
 * (an audit row written only when the insert happened). `cap` null (an unlimited plan) inserts plainly.
 */
export function insertUnderCap<T extends SQLiteTable>(
	db: D1Database,
	table: T,
	row: T["$inferInsert"],
	scope: SQL | undefined,
	cap: number | null,
): D1PreparedStatement {
	const insert = drizzle(db).insert(table);
	if (cap == null) {
		const q = insert.values(row).toSQL();
		return db.prepare(q.sql).bind(...q.params);
	}
	const values = Object.entries(getTableColumns(table))
		// The same columns, in the same order, as drizzle's INSERT column list (generated ones are left out).
		.filter(([, col]) => col.generated === undefined)
		.map(([key, col]) => {
			const v = (row as Record<string, unknown>)[key];
			if (v !== undefined) return is(v, SQL) ? v : sql.param(v, col);
			// Mirror drizzle's own insert: a column left out takes its declared default, else NULL.
			if (col.default !== undefined) return is(col.default, SQL) ? col.default : sql.param(col.default, col);
			if (col.defaultFn) {
				const d = col.defaultFn();
				return is(d, SQL) ? d : sql.param(d, col);
			}
			return sql`NULL`;
		});
	const q = insert
		.select(
			sql`SELECT ${sql.join(values, sql`, `)} WHERE (SELECT COUNT(*) FROM ${table} WHERE ${scope ?? sql`1`}) < ${cap}`,
		)
		.toSQL();
	return db.prepare(q.sql).bind(...q.params);
}
