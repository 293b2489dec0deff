import { and, desc, eq, getTableColumns, type SQL, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Env } from "../../../env";
import { type Cursor, olderThan } from "../../../platform/cursor";
import { inJson } from "../../../platform/d1";
import type { PosScope } from "../context";
import { products, sales, taxRates } from "../schema";

// Named tax rates of DB_POS (issue 43). A rate named by a product cannot be deleted: the DELETE
// carries the check in its WHERE, and a product write naming a rate carries the opposite check
// (catalogue/store.ts), so a racing delete and product write never leave a product on a missing rate.

export type TaxRateRow = typeof taxRates.$inferSelect;
const T = taxRates;
const db = (env: Env) => drizzle(env.DB_POS);
const mine = (s: PosScope, id: string) => and(eq(T.accountId, s.workspaceId), eq(T.id, id));
// Spelled out: drizzle leaves a select's own columns unqualified, which inside the subquery would name p's.
const inUse = sql<number>`(SELECT count(*) FROM products p WHERE p.account_id = tax_rates.account_id AND p.tax_category = tax_rates.id)`;
const withCount = { ...getTableColumns(T), productsCount: inUse.mapWith(Number) };

export const insertTaxRate = (env: Env, row: TaxRateRow) => db(env).insert(T).values(row).run();

export const getTaxRate = async (env: Env, s: PosScope, id: string) =>
	(await db(env).select(withCount).from(T).where(mine(s, id)).get()) ?? null;

export const listTaxRates = (env: Env, s: PosScope, limit: number, after: Cursor | null) =>
	db(env)
		.select(withCount)
		.from(T)
		.where(and(eq(T.accountId, s.workspaceId), olderThan(T.createdAt, T.id, after)))
		.orderBy(desc(T.createdAt), desc(T.id))
		.limit(limit + 1)
		.all();

export const updateTaxRate = async (env: Env, s: PosScope, id: string, set: Partial<TaxRateRow>) =>
	(await db(env).update(T).set(set).where(mine(s, id)).returning())[0] ?? null;

/** Deletes the rate unless a product names it: "gone", "in_use" or null (not this workspace's). */
export async function deleteTaxRate(env: Env, s: PosScope, id: string) {
	const unused = sql`NOT EXISTS (SELECT 1 FROM ${products} WHERE ${products.accountId} = ${s.workspaceId} AND ${products.taxCategory} = ${id})`;
	const gone = await db(env)
		.delete(T)
		.where(and(mine(s, id), unused))
		.returning({ id: T.id });
	if (gone.length) return "gone" as const;
	return (await getTaxRate(env, s, id)) ? ("in_use" as const) : null;
}

/** The named rates among `ids` of this workspace, by id (a sale's lines, a product write). */
export const taxRatesById = (env: Env, s: PosScope, ids: string[]) =>
	db(env)
		.select()
		.from(T)
		.where(and(eq(T.accountId, s.workspaceId), inJson(T.id, ids)));

export interface TaxTotal {
	category: string;
	name: string;
	rateBps: number;
	taxable: number;
	amount: number;
}

/**
 * Tax per rate over the sales matching `where` (the summary report, a shift's X/Z report), from each sale's `taxes` (json_each): one row per
 * category and rate (a named rate whose rate changed shows once per rate), highest rate first. The
 * bare `name` takes the row of max(sold_at), so a renamed rate shows its latest name. The aliases
 * are t_…: SQLite's GROUP BY reads a name that is also a column (sales.tax_rate_bps) as the column.
 */
export function salesTaxes(d: ReturnType<typeof db>, where: SQL | undefined) {
	const field = (k: string) => sql`json_extract(t.value, ${`$.${k}`})`;
	const category = sql<string>`${field("category")}`.as("t_category");
	const rateBps = sql<number>`${field("rateBps")}`.mapWith(Number).as("t_rate_bps");
	return d
		.select({
			category,
			name: sql<string>`${field("name")}`.as("t_name"),
			rateBps,
			taxable: sql<number>`coalesce(sum(${field("taxable")}), 0)`.mapWith(Number).as("t_taxable"),
			amount: sql<number>`coalesce(sum(${field("amount")}), 0)`.mapWith(Number).as("t_amount"),
			lastSoldAt: sql<number>`max(${sales.soldAt})`.as("last_sold_at"),
		})
		.from(sql`${sales}, json_each(${sales.taxes}) t`)
		.where(where)
		.groupBy(sql`t_category`, sql`t_rate_bps`)
		.orderBy(sql`t_rate_bps DESC`, sql`t_category`);
}
