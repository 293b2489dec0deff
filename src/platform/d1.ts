import { getTableColumns, getTableName } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";

/**
 * `INSERT INTO <table> (...) SELECT ... WHERE <guard>` for a drizzle table and a row keyed by its
 * property names: the guard (a count under a plan cap, a parent's state) is checked by the same
 * statement that writes, so racing requests cannot both pass it. Placeholders ?1..?N are the
 * row's columns in table order; the guard's own values follow as ?N+1... Booleans become 0/1.
 */
export function insertWhere<T extends SQLiteTable>(
	db: D1Database,
	table: T,
	row: Record<string, unknown>,
	guard: string,
	guardBinds: unknown[] = [],
): D1PreparedStatement {
	const cols = Object.entries(getTableColumns(table)).map(([key, col]) => ({ key, name: col.name }));
	const name = getTableName(table);
	const values = cols.map((c) => {
		const v = row[c.key];
		return typeof v === "boolean" ? (v ? 1 : 0) : (v ?? null);
	});
	return db
		.prepare(
			`INSERT INTO "${name}" (${cols.map((c) => `"${c.name}"`).join(", ")}) SELECT ${cols.map((_, i) => `?${i + 1}`).join(", ")} WHERE ${guard}`,
		)
		.bind(...values, ...guardBinds);
}

/** The placeholder number of the first guard value for a table (its column count + 1). */
export const guardParam = (table: SQLiteTable, offset = 0) =>
	`?${Object.keys(getTableColumns(table)).length + 1 + offset}`;
