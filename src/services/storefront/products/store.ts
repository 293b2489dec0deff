// Product rows of DB_STORE. The plan's product cap is checked by the INSERT itself (a count in its
// WHERE), so racing creates never pass it; every write is scoped to the workspace.
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Env } from "../../../env";
import { type Cursor, olderThan } from "../../../platform/cursor";
import { insertWhere } from "../../../platform/d1";
import { groupBy } from "../../../platform/encoding";
import type { StoreScope } from "../context";
import { aiUsage, productFiles, products, variants } from "../schema";

export type ProductRow = typeof products.$inferSelect;
export type FileRow = typeof productFiles.$inferSelect;

const db = (env: Env) => drizzle(env.DB_STORE);
const P = products;

/**
 * Inserts the product while the workspace has fewer than `cap` non-archived products (-1: no cap).
 * false when the cap held it back; a taken slug throws the UNIQUE error.
 */
export async function insertProduct(env: Env, row: ProductRow, cap: number): Promise<boolean> {
	const guard =
		cap < 0 ? "1" : `(SELECT COUNT(*) FROM products WHERE account_id = ?2 AND archived = 0) < ${Math.floor(cap)}`;
	return (await insertWhere(env.DB_STORE, P, row, guard).run()).meta.changes === 1;
}

export const getProduct = async (env: Env, s: StoreScope, id: string): Promise<ProductRow | null> =>
	(await db(env)
		.select()
		.from(P)
		.where(and(eq(P.accountId, s.workspaceId), eq(P.id, id)))
		.get()) ?? null;

export const productBySlug = async (env: Env, s: StoreScope, slug: string): Promise<ProductRow | null> =>
	(await db(env)
		.select()
		.from(P)
		.where(and(eq(P.accountId, s.workspaceId), eq(P.slug, slug)))
		.get()) ?? null;

/**
 * The product a page address names with its variants (oldest first), in one query: the product
 * page's render costs no more D1 round trips for its variant picker (issue 39).
 */
export async function productWithVariants(env: Env, s: StoreScope, slug: string) {
	const rows = await db(env)
		.select({ p: P, v: variants })
		.from(P)
		.leftJoin(variants, and(eq(variants.productId, P.id), eq(variants.accountId, P.accountId)))
		.where(and(eq(P.accountId, s.workspaceId), eq(P.slug, slug)))
		.orderBy(variants.createdAt, variants.id)
		.limit(200)
		.all();
	if (!rows.length) return null;
	return { p: rows[0].p, variants: rows.flatMap((r) => (r.v ? [r.v] : [])) };
}

export interface ListFilter {
	limit: number;
	after: Cursor | null;
	published?: boolean;
	type?: ProductRow["type"];
}

/** Non-archived, newest first; limit + 1 rows for the page helper. */
export function listProducts(env: Env, s: StoreScope, f: ListFilter) {
	return db(env)
		.select()
		.from(P)
		.where(
			and(
				eq(P.accountId, s.workspaceId),
				eq(P.archived, 0),
				f.published === undefined ? undefined : eq(P.published, f.published ? 1 : 0),
				f.type ? eq(P.type, f.type) : undefined,
				olderThan(P.createdAt, P.id, f.after),
			),
		)
		.orderBy(desc(P.createdAt), desc(P.id))
		.limit(f.limit + 1)
		.all();
}

/** A PATCH (or an archive) on a live product; null when it is unknown, another workspace's or archived. */
export async function updateProduct(env: Env, s: StoreScope, id: string, set: Partial<ProductRow>) {
	const rows = await db(env)
		.update(P)
		.set(set)
		.where(and(eq(P.accountId, s.workspaceId), eq(P.id, id), eq(P.archived, 0)))
		.returning();
	return rows[0] ?? null;
}

/**
 * Restores an archived product with `set` applied, while the workspace has fewer than `cap` live
 * products (-1: no cap) — the count is in the UPDATE's WHERE, so racing restores and creates never pass
 * the plan. null when it is not an archived product of the workspace or the cap held it back.
 */
export async function restoreProduct(env: Env, s: StoreScope, id: string, set: Partial<ProductRow>, cap: number) {
	const live = sql`(SELECT COUNT(*) FROM products WHERE account_id = ${s.workspaceId} AND archived = 0) < ${Math.floor(cap)}`;
	const rows = await db(env)
		.update(P)
		.set({ ...set, archived: 0 })
		.where(and(eq(P.accountId, s.workspaceId), eq(P.id, id), eq(P.archived, 1), cap < 0 ? undefined : live))
		.returning();
	return rows[0] ?? null;
}

/** Files of these products, oldest first, grouped by product id (one query for a page). */
export async function filesOf(env: Env, s: StoreScope, productIds: string[]) {
	if (!productIds.length) return new Map<string, FileRow[]>();
	const rows = await db(env)
		.select()
		.from(productFiles)
		.where(and(eq(productFiles.accountId, s.workspaceId), inArray(productFiles.productId, productIds)))
		.orderBy(productFiles.createdAt)
		.all();
	return groupBy(rows, (r) => r.productId);
}

/** One AI run counted against this month's cap, in one statement; false when the cap is reached. */
export async function consumeAiRun(env: Env, s: StoreScope, month: string, cap: number): Promise<boolean> {
	const res = await db(env)
		.insert(aiUsage)
		.values({ accountId: s.workspaceId, month, count: 1 })
		.onConflictDoUpdate({
			target: [aiUsage.accountId, aiUsage.month],
			set: { count: sql`${aiUsage.count} + 1` },
			setWhere: cap < 0 ? undefined : sql`${aiUsage.count} < ${cap}`,
		})
		.run();
	return res.meta.changes === 1;
}

/** The AI result of run `run`, written only if no newer run started since (and the product is live). */
export async function finishAiRun(
	env: Env,
	s: StoreScope,
	id: string,
	run: number,
	set: Pick<ProductRow, "aiStatus" | "updatedAt"> & Partial<Pick<ProductRow, "description" | "tags">>,
) {
	const rows = await db(env)
		.update(P)
		.set(set)
		.where(and(eq(P.accountId, s.workspaceId), eq(P.id, id), eq(P.aiRun, run), eq(P.aiStatus, "generating")))
		.returning();
	return rows[0] ?? null;
}

/** Gives back a run taken for a write that then failed. */
export async function refundAiRun(env: Env, s: StoreScope, month: string) {
	await db(env)
		.update(aiUsage)
		.set({ count: sql`${aiUsage.count} - 1` })
		.where(and(eq(aiUsage.accountId, s.workspaceId), eq(aiUsage.month, month), sql`${aiUsage.count} > 0`))
		.run();
}
