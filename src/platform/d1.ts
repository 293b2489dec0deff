import { type AnyColumn, getTableColumns, getTableName, type SQL, sql } from "drizzle-orm";
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

/**
 * A statement that aborts its whole batch when `condition` (SQL, anonymous ? placeholders) holds:
 * it inserts `code` into the service's guard table, whose named CHECK constraints refuse every row,
 * so D1 rolls the batch back and the error names the rule (failedCheck). This is how a batch checks
 * what its own earlier statements did (a level gone negative, a state move that did not happen)
 * inside the same transaction, where a read-then-write from the Worker could race.
 */
export const abortIf = (db: D1Database, guardTable: string, code: string, condition: string, binds: unknown[] = []) =>
	db.prepare(`INSERT INTO "${guardTable}" (code) SELECT ? WHERE ${condition}`).bind(code, ...binds);

/** The name of the CHECK constraint a D1 write broke (D1 wraps SQLite's message; it may sit in `cause`), or null. */
export function failedCheck(err: unknown): string | null {
	const text = `${(err as Error)?.message} ${(err as { cause?: Error })?.cause?.message}`;
	return text.match(/CHECK constraint failed: ([A-Za-z0-9_]+)/)?.[1] ?? null;
}

/**
 * `column IN (ids)` with one bound value whatever the count: D1 allows at most 100 bound values per
 * statement, so a page of 100 ids plus the workspace would fail as a plain IN list.
 */
export const inJson = (column: AnyColumn, ids: readonly string[]): SQL =>
	sql`${column} IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`;
