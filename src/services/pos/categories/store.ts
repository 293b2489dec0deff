import { and, desc, eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Env } from "../../../env";
import { type Cursor, olderThan } from "../../../platform/cursor";
import type { PosScope } from "../context";
import { categories, products } from "../schema";

export type CategoryRow = typeof categories.$inferSelect;
const C = categories;
const db = (env: Env) => drizzle(env.DB_POS);
const mine = (s: PosScope, id: string) => and(eq(C.accountId, s.workspaceId), eq(C.id, id));

export const insertCategory = (env: Env, row: CategoryRow) => db(env).insert(C).values(row).run();

export const getCategory = async (env: Env, s: PosScope, id: string) =>
	(await db(env).select().from(C).where(mine(s, id)).get()) ?? null;

export const listCategories = (env: Env, s: PosScope, limit: number, after: Cursor | null) =>
	db(env)
		.select()
		.from(C)
		.where(and(eq(C.accountId, s.workspaceId), olderThan(C.createdAt, C.id, after)))
		.orderBy(desc(C.createdAt), desc(C.id))
		.limit(limit + 1)
		.all();

export async function renameCategory(env: Env, s: PosScope, id: string, name: string, now: number) {
	return (
		(
			await db(env).update(C).set({ name, nameKey: name.toLowerCase(), updatedAt: now }).where(mine(s, id)).returning()
		)[0] ?? null
	);
}

/** Removes the category and uncategorises its products, in one batch; false when it is not this workspace's. */
export async function deleteCategory(env: Env, s: PosScope, id: string, now: number) {
	const d = db(env);
	const [gone] = await d.batch([
		d.delete(C).where(mine(s, id)).returning({ id: C.id }),
		d
			.update(products)
			.set({ categoryId: null, updatedAt: now })
			.where(and(eq(products.accountId, s.workspaceId), eq(products.categoryId, id))),
	]);
	return gone.length === 1;
}
