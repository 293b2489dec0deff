// Products, variants and recipes of DB_POS. A product and its variants are written in one batch,
// the plan's product cap checked by the product INSERT itself and the variants inserted only if it
// won; SKU and barcode are UNIQUE per workspace (a taken one rolls the whole batch back).
import { and, asc, count, desc, eq, getTableColumns, or, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Env } from "../../../env";
import { type Cursor, olderThan } from "../../../platform/cursor";
import { guardParam, inJson, insertWhere } from "../../../platform/d1";
import { groupBy } from "../../../platform/encoding";
import { containsPattern } from "../../../platform/text";
import type { PosScope } from "../context";
import { products, recipes, taxRates, variants } from "../schema";

export type ProductRow = typeof products.$inferSelect;
export type VariantRow = typeof variants.$inferSelect;
const P = products;
const V = variants;
const db = (env: Env) => drizzle(env.DB_POS);

/** The product (under `cap` active products, null: no cap) and its variants; false when the cap held it back. */
export async function insertProduct(env: Env, p: ProductRow, vs: VariantRow[], cap: number | null) {
	const underCap =
		cap == null ? "1" : `(SELECT COUNT(*) FROM products WHERE account_id = ?2 AND is_active = 1) < ${cap}`;
	// A named tax rate must still exist when the product is written (a racing DELETE of it loses).
	const named = isNamedRate(p.taxCategory);
	const guard = named
		? `${underCap} AND EXISTS (SELECT 1 FROM tax_rates WHERE account_id = ?2 AND id = ${guardParam(P)})`
		: underCap;
	const [first] = await env.DB_POS.batch([
		insertWhere(env.DB_POS, P, p, guard, named ? [p.taxCategory] : []),
		...vs.map((v) =>
			insertWhere(env.DB_POS, V, v, `EXISTS (SELECT 1 FROM products WHERE id = ${guardParam(V)})`, [p.id]),
		),
	]);
	return first.meta.changes === 1;
}

/** A taxCategory naming a workspace rate (taxr_…) rather than standard or exempt. */
export const isNamedRate = (c: string) => c !== "standard" && c !== "exempt";

export const getProduct = async (env: Env, s: PosScope, id: string) =>
	(await db(env)
		.select()
		.from(P)
		.where(and(eq(P.accountId, s.workspaceId), eq(P.id, id)))
		.get()) ?? null;

export interface ProductFilter {
	limit: number;
	after: Cursor | null;
	active?: boolean;
	categoryId?: string;
	q?: string;
}

export function listProducts(env: Env, s: PosScope, f: ProductFilter) {
	const pattern = f.q ? containsPattern(f.q) : null;
	return db(env)
		.select()
		.from(P)
		.where(
			and(
				eq(P.accountId, s.workspaceId),
				f.active === undefined ? undefined : eq(P.isActive, f.active ? 1 : 0),
				f.categoryId ? eq(P.categoryId, f.categoryId) : undefined,
				pattern ? sql`lower(${P.name}) LIKE ${pattern} ESCAPE '\\'` : undefined,
				olderThan(P.createdAt, P.id, f.after),
			),
		)
		.orderBy(desc(P.createdAt), desc(P.id))
		.limit(f.limit + 1)
		.all();
}

/** Variants of these products, in sortOrder, grouped by product (one query). */
export async function variantsOf(env: Env, s: PosScope, productIds: string[]) {
	if (!productIds.length) return new Map<string, VariantRow[]>();
	const rows = await db(env)
		.select()
		.from(V)
		.where(and(eq(V.accountId, s.workspaceId), inJson(V.productId, productIds)))
		.orderBy(asc(V.sortOrder), asc(V.createdAt))
		.all();
	return groupBy(rows, (r) => r.productId);
}

/** A PATCH; with `cap`, reactivating counts against it in the same statement ("limit" when held back). */
export async function updateProduct(
	env: Env,
	s: PosScope,
	id: string,
	set: Partial<ProductRow>,
	cap: number | null = null,
) {
	const underCap =
		set.isActive === 1 && cap != null
			? sql`(${P.isActive} = 1 OR (SELECT COUNT(*) FROM products WHERE account_id = ${s.workspaceId} AND is_active = 1) < ${cap})`
			: undefined;
	const rateExists =
		set.taxCategory && isNamedRate(set.taxCategory)
			? sql`EXISTS (SELECT 1 FROM tax_rates WHERE account_id = ${s.workspaceId} AND id = ${set.taxCategory})`
			: undefined;
	const rows = await db(env)
		.update(P)
		.set(set)
		.where(and(eq(P.accountId, s.workspaceId), eq(P.id, id), underCap, rateExists))
		.returning();
	if (rows[0]) return rows[0];
	if (!(await getProduct(env, s, id))) return null;
	return rateExists ? ("rate" as const) : ("limit" as const);
}

export const insertVariant = (env: Env, v: VariantRow) => db(env).insert(V).values(v).run();

export const getVariant = async (env: Env, s: PosScope, productId: string, id: string) =>
	(await db(env)
		.select()
		.from(V)
		.where(and(eq(V.accountId, s.workspaceId), eq(V.productId, productId), eq(V.id, id)))
		.get()) ?? null;

export const updateVariant = async (env: Env, s: PosScope, productId: string, id: string, set: Partial<VariantRow>) =>
	(
		await db(env)
			.update(V)
			.set(set)
			.where(and(eq(V.accountId, s.workspaceId), eq(V.productId, productId), eq(V.id, id)))
			.returning()
	)[0] ?? null;

/** Deletes a variant unless it is its product's last; "last" when that held it back, false when unknown. */
export async function deleteVariant(env: Env, s: PosScope, productId: string, id: string) {
	const gone = await db(env)
		.delete(V)
		.where(
			and(
				eq(V.accountId, s.workspaceId),
				eq(V.productId, productId),
				eq(V.id, id),
				sql`(SELECT COUNT(*) FROM variants WHERE product_id = ${productId}) > 1`,
			),
		)
		.returning({ id: V.id });
	if (gone.length) {
		await db(env).delete(recipes).where(eq(recipes.variantId, id)).run();
		return true;
	}
	return (await getVariant(env, s, productId, id)) ? ("last" as const) : false;
}

/** Variants of the workspace by id, with whether each is composite (recipe validation). */
export async function variantsById(env: Env, s: PosScope, ids: string[]) {
	if (!ids.length) return [];
	return db(env)
		.select({ id: V.id, isComposite: recipes.isComposite })
		.from(V)
		.leftJoin(recipes, eq(recipes.variantId, V.id))
		.where(and(eq(V.accountId, s.workspaceId), inJson(V.id, ids)))
		.all();
}

export const getRecipe = async (env: Env, variantId: string) =>
	(await db(env).select().from(recipes).where(eq(recipes.variantId, variantId)).get()) ?? null;

export const putRecipe = (env: Env, row: typeof recipes.$inferInsert) =>
	db(env)
		.insert(recipes)
		.values(row)
		.onConflictDoUpdate({
			target: recipes.variantId,
			set: { isComposite: row.isComposite, components: row.components, updatedAt: row.updatedAt },
		})
		.run();

export async function countOwnedProducts(env: Env, s: PosScope, ids: string[]) {
	return (
		(
			await db(env)
				.select({ n: count() })
				.from(P)
				.where(and(eq(P.accountId, s.workspaceId), inJson(P.id, ids)))
				.get()
		)?.n ?? 0
	);
}

export const setCategory = (env: Env, s: PosScope, ids: string[], categoryId: string | null, now: number) =>
	db(env)
		.update(P)
		.set({ categoryId, updatedAt: now })
		.where(and(eq(P.accountId, s.workspaceId), inJson(P.id, ids)))
		.run();

const VARIANT_COLS = getTableColumns(V);
const PRODUCT_COLS = getTableColumns(P);
const aliased = (cols: Record<string, { name: string }>, table: string, prefix: string) =>
	Object.entries(cols).map(([key, c]) => `${table}."${c.name}" AS "${prefix}${key}"`);
/** The scan statement, built once: a join on the UNIQUE (account_id, barcode) index. */
const BARCODE_SQL = `SELECT ${[...aliased(VARIANT_COLS, "v", "v."), ...aliased(PRODUCT_COLS, "p", "p.")].join(", ")}
	FROM variants v JOIN products p ON p.id = v.product_id WHERE v.account_id = ?1 AND v.barcode = ?2`;

/** The variant with this barcode (UNIQUE index per workspace) and its product. */
export async function byBarcode(env: Env, s: PosScope, barcode: string) {
	const row = await env.DB_POS.prepare(BARCODE_SQL).bind(s.workspaceId, barcode).first<Record<string, unknown>>();
	if (!row) return null;
	const pick = (prefix: string) =>
		Object.fromEntries(
			Object.entries(row)
				.filter(([k]) => k.startsWith(prefix))
				.map(([k, v]) => [k.slice(prefix.length), v]),
		);
	return { v: pick("v.") as VariantRow, p: pick("p.") as ProductRow };
}

/** Variants whose product name or SKU contains q (case-insensitive), an exact barcode match first. */
export function search(env: Env, s: PosScope, q: string, limit: number) {
	const pattern = containsPattern(q);
	return db(env)
		.select({ v: V, p: P })
		.from(V)
		.innerJoin(P, eq(P.id, V.productId))
		.where(
			and(
				eq(V.accountId, s.workspaceId),
				or(
					eq(V.barcode, q),
					sql`lower(${P.name}) LIKE ${pattern} ESCAPE '\\'`,
					sql`lower(${V.sku}) LIKE ${pattern} ESCAPE '\\'`,
				),
			),
		)
		.orderBy(sql`CASE WHEN ${V.barcode} = ${q} THEN 0 ELSE 1 END`, asc(P.name), asc(V.sortOrder))
		.limit(limit)
		.all();
}

/**
 * What a sale, a transfer or a receive needs of each variant, as one query (toStockInfo reads its
 * rows). The two names are aliased: in a D1 batch rows come back by column name, and two `name`
 * columns would collapse into one.
 */
export const stockInfoRows = (env: Env, s: PosScope, ids: string[]) =>
	db(env)
		.select({
			id: V.id,
			productId: V.productId,
			productName: sql<string>`${P.name}`.as("product_name"),
			variantName: sql<string>`${V.name}`.as("variant_name"),
			sku: V.sku,
			price: V.price,
			trackStock: P.trackStock,
			requiresBatch: P.requiresBatch,
			isActive: P.isActive,
			isComposite: recipes.isComposite,
			components: recipes.components,
			taxCategory: P.taxCategory,
			taxRateName: sql<string | null>`${taxRates.name}`.as("tax_rate_name"),
			taxRateBps: taxRates.rateBps,
		})
		.from(V)
		.innerJoin(P, eq(P.id, V.productId))
		.leftJoin(recipes, eq(recipes.variantId, V.id))
		.leftJoin(taxRates, and(eq(taxRates.id, P.taxCategory), eq(taxRates.accountId, P.accountId)))
		.where(and(eq(V.accountId, s.workspaceId), inJson(V.id, [...new Set(ids)])));

export const toStockInfo = (rows: Awaited<ReturnType<typeof stockInfoRows>>) =>
	new Map<string, StockInfo>(
		rows.map((r) => [
			r.id,
			{
				...r,
				trackStock: !!r.trackStock,
				requiresBatch: !!r.requiresBatch,
				isActive: !!r.isActive,
				isComposite: !!r.isComposite,
				components: r.isComposite
					? (JSON.parse(r.components ?? "[]") as Array<{ variantId: string; quantity: number }>)
					: [],
			},
		]),
	);

export async function stockInfo(env: Env, s: PosScope, ids: string[]) {
	if (!ids.length) return new Map<string, StockInfo>();
	return toStockInfo(await stockInfoRows(env, s, ids));
}
export type StockInfo = {
	id: string;
	productId: string;
	productName: string;
	variantName: string;
	sku: string | null;
	price: number;
	trackStock: boolean;
	requiresBatch: boolean;
	isActive: boolean;
	isComposite: boolean;
	components: Array<{ variantId: string; quantity: number }>;
	/** The product's taxCategory and, when it names a rate, that rate (null when it names none or it is gone). */
	taxCategory: string;
	taxRateName: string | null;
	taxRateBps: number | null;
};
