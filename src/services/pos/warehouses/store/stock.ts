// Warehouse stock and its movements. An adjustment is one batch: make the (warehouse, variant) row
// if missing, move it by delta, then write the movement with the balance read after the move. The
// CHECK warehouse_stock_not_negative rolls the whole batch back when the move would go below zero,
// so racing adjustments never overdraw and every movement that exists happened. (The missing row is
// made at 0 first because SQLite checks a CHECK on an upsert's proposed row before the conflict.)
import { and, asc, eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Env } from "../../../../env";
import type { Cursor } from "../../../../platform/cursor";
import { failedCheck, inJson } from "../../../../platform/d1";
import { newestFirst } from "../../../../platform/keyset";
import type { PosScope } from "../../context";
import { warehouseMovements, warehouseStock } from "../../schema";

export type StockRow = typeof warehouseStock.$inferSelect;
export type MovementRow = typeof warehouseMovements.$inferSelect;
const S = warehouseStock;
const M = warehouseMovements;
const db = (env: Env) => drizzle(env.DB_POS);

export interface StockMove {
	warehouseId: string;
	variantId: string;
	delta: number;
	reason: string;
	note: string | null;
	refId: string | null;
}

export type MoveOutcome =
	| { ok: true; stock: StockRow; movement: MovementRow }
	| { ok: false; refused: "below_zero" | "warehouse_gone" };

/** One adjustment (see the file comment) and `after` (its event); refused when below zero or the warehouse was deleted meanwhile. */
export async function moveStock(
	env: Env,
	s: PosScope,
	m: StockMove,
	ids: { stock: string; movement: string },
	now: number,
	after: D1PreparedStatement[] = [],
): Promise<MoveOutcome> {
	const warehouse = "EXISTS (SELECT 1 FROM warehouses WHERE id = ?3 AND account_id = ?2)";
	try {
		const [, moved, written] = await env.DB_POS.batch([
			env.DB_POS.prepare(
				`INSERT OR IGNORE INTO warehouse_stock (id, account_id, warehouse_id, variant_id, quantity, created_at, updated_at)
				 SELECT ?1, ?2, ?3, ?4, 0, ?5, ?5 WHERE ${warehouse}`,
			).bind(ids.stock, s.workspaceId, m.warehouseId, m.variantId, now),
			env.DB_POS.prepare(
				`UPDATE warehouse_stock SET quantity = quantity + ?4, updated_at = ?5
				 WHERE warehouse_id = ?3 AND variant_id = ?1 AND account_id = ?2 AND ${warehouse}
				 RETURNING id, account_id AS accountId, warehouse_id AS warehouseId, variant_id AS variantId, quantity,
				   created_at AS createdAt, updated_at AS updatedAt`,
			).bind(m.variantId, s.workspaceId, m.warehouseId, m.delta, now),
			env.DB_POS.prepare(
				`INSERT INTO warehouse_movements (id, account_id, warehouse_id, variant_id, delta, reason, note, ref_id, balance_after, created_at)
				 SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, quantity, ?9 FROM warehouse_stock
				 WHERE warehouse_id = ?3 AND variant_id = ?4 AND ${warehouse}
				 RETURNING id, account_id AS accountId, warehouse_id AS warehouseId, variant_id AS variantId, delta, reason,
				   note, ref_id AS refId, balance_after AS balanceAfter, created_at AS createdAt`,
			).bind(ids.movement, s.workspaceId, m.warehouseId, m.variantId, m.delta, m.reason, m.note, m.refId, now),
			// The move's event, which reads the movement this batch wrote (none when the warehouse was gone).
			...after,
		]);
		const stock = (moved.results as StockRow[])[0];
		const movement = (written.results as MovementRow[])[0];
		return stock && movement ? { ok: true, stock, movement } : { ok: false, refused: "warehouse_gone" };
	} catch (err) {
		if (failedCheck(err) === "warehouse_stock_not_negative") return { ok: false, refused: "below_zero" };
		throw err;
	}
}

/** Stock rows of these variants (every warehouse), in warehouse order. */
export const stockOf = (env: Env, s: PosScope, variantIds: string[]) =>
	variantIds.length
		? db(env)
				.select()
				.from(S)
				.where(and(eq(S.accountId, s.workspaceId), inJson(S.variantId, variantIds)))
				.orderBy(asc(S.warehouseId))
				.all()
		: Promise.resolve([] as StockRow[]);

export const listMovements = (
	env: Env,
	s: PosScope,
	q: { limit: number; after: Cursor | null; variantId?: string; warehouseId?: string; reason?: string },
) =>
	newestFirst(
		db(env),
		M,
		s.workspaceId,
		q,
		q.variantId ? eq(M.variantId, q.variantId) : undefined,
		q.warehouseId ? eq(M.warehouseId, q.warehouseId) : undefined,
		q.reason ? eq(M.reason, q.reason) : undefined,
	);
