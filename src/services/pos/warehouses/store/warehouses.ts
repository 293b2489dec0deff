// Warehouses of DB_POS. The one-default rule lives in the database (a partial unique index); every
// write that moves the default clears the old one and sets the new one in the same batch, so the
// index never sees two and racing moves (D1 runs batches one at a time) always end with one.
import { and, eq, ne, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Env } from "../../../../env";
import type { Cursor } from "../../../../platform/cursor";
import { newestFirst } from "../../../../platform/keyset";
import type { PosScope } from "../../context";
import { warehouseStock, warehouses } from "../../schema";

export type WarehouseRow = typeof warehouses.$inferSelect;
const W = warehouses;
const db = (env: Env) => drizzle(env.DB_POS);
const mine = (s: PosScope, id: string) => and(eq(W.accountId, s.workspaceId), eq(W.id, id));

export const getWarehouse = async (env: Env, s: PosScope, id: string) =>
	(await db(env).select().from(W).where(mine(s, id)).get()) ?? null;

export const listWarehouses = (env: Env, s: PosScope, q: { limit: number; after: Cursor | null }) =>
	newestFirst(db(env), W, s.workspaceId, q);

/** The workspace's default loses it (as a statement for a batch that sets the new one). */
const clearDefault = (env: Env, s: PosScope, now: number, keep: string) =>
	db(env)
		.update(W)
		.set({ isDefault: 0, updatedAt: now })
		.where(
			and(
				eq(W.accountId, s.workspaceId),
				eq(W.isDefault, 1),
				ne(W.id, keep),
				// Only when the new default is really this workspace's: a PATCH of an unknown id changes nothing.
				sql`EXISTS (SELECT 1 FROM warehouses WHERE id = ${keep} AND account_id = ${s.workspaceId})`,
			),
		);

/**
 * A new warehouse; `makeDefault` takes the default over, otherwise it is the default only when the
 * workspace has none yet (its first), decided by the INSERT itself.
 */
export async function insertWarehouse(
	env: Env,
	s: PosScope,
	row: Omit<WarehouseRow, "isDefault">,
	makeDefault: boolean,
) {
	const d = db(env);
	if (!makeDefault) {
		const none = sql`CASE WHEN EXISTS (SELECT 1 FROM warehouses WHERE account_id = ${s.workspaceId} AND is_default = 1) THEN 0 ELSE 1 END`;
		return (
			await d
				.insert(W)
				.values({ ...row, isDefault: none })
				.returning()
		)[0];
	}
	const [, inserted] = await d.batch([
		// The new row does not exist yet, so clear without the EXISTS check of a PATCH.
		d
			.update(W)
			.set({ isDefault: 0, updatedAt: row.createdAt })
			.where(and(eq(W.accountId, s.workspaceId), eq(W.isDefault, 1))),
		d
			.insert(W)
			.values({ ...row, isDefault: 1 })
			.returning(),
	]);
	return inserted[0];
}

/**
 * A PATCH: `isDefault: true` moves the default here in one batch; `isDefault: false` changes the
 * row only while it is not the default. null: no such warehouse, or it is the default (caller reads).
 */
export async function patchWarehouse(
	env: Env,
	s: PosScope,
	id: string,
	set: Partial<WarehouseRow>,
	isDefault: boolean | undefined,
	now: number,
) {
	const d = db(env);
	const update = d
		.update(W)
		.set({ ...set, ...(isDefault ? { isDefault: 1 } : {}), updatedAt: now })
		.where(and(mine(s, id), isDefault === false ? eq(W.isDefault, 0) : undefined))
		.returning();
	if (!isDefault) return (await update)[0] ?? null;
	const [, rows] = await d.batch([clearDefault(env, s, now, id), update]);
	return rows[0] ?? null;
}

/**
 * Deletes a warehouse holding no stock (the DELETE itself checks, so a racing stock-in either lands
 * first and makes this refuse, or finds the warehouse gone), drops its empty stock rows, and when
 * it was the default hands that to the oldest one left. false: unknown, or it holds stock.
 */
export async function deleteWarehouse(env: Env, s: PosScope, id: string, now: number) {
	const d = db(env);
	const ws = s.workspaceId;
	const [gone] = await d.batch([
		d
			.delete(W)
			.where(
				and(mine(s, id), sql`NOT EXISTS (SELECT 1 FROM warehouse_stock WHERE warehouse_id = ${id} AND quantity > 0)`),
			)
			.returning({ id: W.id }),
		d
			.delete(warehouseStock)
			.where(
				and(
					eq(warehouseStock.accountId, ws),
					eq(warehouseStock.warehouseId, id),
					sql`NOT EXISTS (SELECT 1 FROM warehouses WHERE id = ${id})`,
				),
			),
		d
			.update(W)
			.set({ isDefault: 1, updatedAt: now })
			.where(
				and(
					sql`id = (SELECT id FROM warehouses WHERE account_id = ${ws} ORDER BY created_at, id LIMIT 1)`,
					sql`NOT EXISTS (SELECT 1 FROM warehouses WHERE account_id = ${ws} AND is_default = 1)`,
				),
			),
	]);
	return gone.length === 1;
}
