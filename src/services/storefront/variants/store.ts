import { and, desc, eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Env } from "../../../env";
import { type Cursor, olderThan } from "../../../platform/cursor";
import { groupBy } from "../../../platform/encoding";
import type { StoreScope } from "../context";
import { products, variants } from "../schema";

export type VariantRow = typeof variants.$inferSelect;
const db = (env: Env) => drizzle(env.DB_STORE);
const V = variants;
const mine = (s: StoreScope, id: string) => and(eq(V.accountId, s.workspaceId), eq(V.id, id));

export const insertVariant = (env: Env, row: VariantRow) => db(env).insert(V).values(row).run();

export const getVariant = async (env: Env, s: StoreScope, id: string) =>
	(await db(env).select().from(V).where(mine(s, id)).get()) ?? null;

/** Newest first; with `onlyPublished`, variants of published live products only (publishable keys). */
export function listVariants(
	env: Env,
	s: StoreScope,
	q: { productId?: string; limit: number; after: Cursor | null; onlyPublished: boolean },
) {
	const published = q.onlyPublished
		? and(eq(products.id, V.productId), eq(products.published, 1), eq(products.archived, 0))
		: undefined;
	const base = db(env).select({ v: V }).from(V);
	const joined = q.onlyPublished ? base.innerJoin(products, published as never) : base;
	return joined
		.where(
			and(
				eq(V.accountId, s.workspaceId),
				q.productId ? eq(V.productId, q.productId) : undefined,
				olderThan(V.createdAt, V.id, q.after),
			),
		)
		.orderBy(desc(V.createdAt), desc(V.id))
		.limit(q.limit + 1)
		.all()
		.then((rows) => rows.map((r) => r.v));
}

export async function updateVariant(env: Env, s: StoreScope, id: string, set: Partial<VariantRow>) {
	return (await db(env).update(V).set(set).where(mine(s, id)).returning())[0] ?? null;
}

export async function deleteVariant(env: Env, s: StoreScope, id: string) {
	return (await db(env).delete(V).where(mine(s, id)).returning())[0] ?? null;
}

/**
 * The variants of every published live product of the workspace, oldest first, grouped by product
 * (the storefront index: one query, however many products it lists).
 */
export async function publishedVariants(env: Env, s: StoreScope) {
	const rows = await db(env)
		.select({ v: V })
		.from(V)
		.innerJoin(
			products,
			and(
				eq(products.id, V.productId),
				eq(products.accountId, V.accountId),
				eq(products.published, 1),
				eq(products.archived, 0),
			),
		)
		.where(eq(V.accountId, s.workspaceId))
		.orderBy(V.createdAt, V.id)
		.limit(2_000)
		.all();
	return groupBy(
		rows.map((r) => r.v),
		(v) => v.productId,
	);
}
