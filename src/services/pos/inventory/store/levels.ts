// Stock levels and movements of DB_POS. A move is one batch: an upsert that changes the level only
// while it stays ≥ 0 (a missing level counts as 0), then the movement row only if that move won
// (op token). Racing adjustments therefore never take a level below zero, and a refused one
// writes nothing.
import { and, eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Env } from "../../../../env";
import type { Cursor } from "../../../../platform/cursor";
import { newestFirst } from "../../../../platform/keyset";
import type { PosScope } from "../../context";
import { stockLevels, stockMovements } from "../../schema";
import { CLEAR_LOW } from "./moves";

export type LevelRow = typeof stockLevels.$inferSelect;
export type MovementRow = typeof stockMovements.$inferSelect;
const L = stockLevels;
const M = stockMovements;
const db = (env: Env) => drizzle(env.DB_POS);

export interface Move {
	outletId: string;
	variantId: string;
	delta: number;
	reason: string;
	refId: string | null;
	note: string | null;
}

/**
 * Applies one move; the level after it, or null when it would go below zero (nothing written). With
 * `key` (an adjustment's Idempotency-Key and body hash) the movement carries it, UNIQUE per workspace,
 * and the level moves only while no movement holds it: a second run of one request moves nothing (null,
 * or the batch fails on the index when both raced; the caller then reads `movementByKey`).
 */
export async function applyMove(
	env: Env,
	s: PosScope,
	m: Move,
	ids: { level: string; movement: string },
	now: number,
	key: { key: string; hash: string } | null = null,
	after: D1PreparedStatement[] = [],
) {
	const opId = crypto.randomUUID();
	const [, inserted] = await env.DB_POS.batch([
		env.DB_POS.prepare(
			`INSERT INTO stock_levels (id, account_id, outlet_id, variant_id, quantity, reorder_point, reorder_qty, op_id, created_at, updated_at)
			 SELECT ?1, ?2, ?3, ?4, ?5, 0, NULL, ?6, ?7, ?7
			 WHERE (?5 >= 0 OR EXISTS (SELECT 1 FROM stock_levels WHERE outlet_id = ?3 AND variant_id = ?4))
			   AND NOT EXISTS (SELECT 1 FROM stock_movements WHERE account_id = ?2 AND idempotency_key = ?8)
			 ON CONFLICT (outlet_id, variant_id) DO UPDATE SET quantity = quantity + excluded.quantity,
			   op_id = excluded.op_id, updated_at = excluded.updated_at, ${CLEAR_LOW}
			 WHERE stock_levels.quantity + excluded.quantity >= 0`,
		).bind(ids.level, s.workspaceId, m.outletId, m.variantId, m.delta, opId, now, key?.key ?? null),
		env.DB_POS.prepare(
			`INSERT INTO stock_movements (id, account_id, outlet_id, variant_id, delta, reason, ref_id, note, balance_after, idempotency_key, request_hash, created_at)
			 SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, quantity, ?11, ?12, ?9 FROM stock_levels
			 WHERE outlet_id = ?3 AND variant_id = ?4 AND op_id = ?10 RETURNING balance_after`,
		).bind(
			ids.movement,
			s.workspaceId,
			m.outletId,
			m.variantId,
			m.delta,
			m.reason,
			m.refId,
			m.note,
			now,
			opId,
			key?.key ?? null,
			key?.hash ?? null,
		),
		// The move's events (stock-events.ts), which read what the move wrote.
		...after,
	]);
	const row = (inserted.results as Array<{ balance_after: number }>)[0];
	return row ? row.balance_after : null;
}

/** The movement an adjustment with this Idempotency-Key made, if any. */
export const movementByKey = async (env: Env, s: PosScope, key: string) =>
	(await db(env)
		.select()
		.from(M)
		.where(and(eq(M.accountId, s.workspaceId), eq(M.idempotencyKey, key)))
		.get()) ?? null;

export const getLevel = async (env: Env, s: PosScope, outletId: string, variantId: string) =>
	(await db(env)
		.select()
		.from(L)
		.where(and(eq(L.accountId, s.workspaceId), eq(L.outletId, outletId), eq(L.variantId, variantId)))
		.get()) ?? null;

/**
 * Sets the reorder point (and quantity) of a level, making a zero level when there is none; a level
 * now above its point may report low stock again, and `after` (the low-stock check) runs in the batch.
 */
export async function setReorder(
	env: Env,
	s: PosScope,
	r: { outletId: string; variantId: string; reorderPoint: number; reorderQty: number | null },
	id: string,
	now: number,
	after: D1PreparedStatement[] = [],
) {
	const res = await env.DB_POS.batch([
		env.DB_POS.prepare(
			`INSERT INTO stock_levels (id, account_id, outlet_id, variant_id, quantity, reorder_point, reorder_qty, op_id, created_at, updated_at)
			 VALUES (?1, ?2, ?3, ?4, 0, ?5, ?6, NULL, ?7, ?7)
			 ON CONFLICT (outlet_id, variant_id) DO UPDATE SET reorder_point = excluded.reorder_point,
			   reorder_qty = excluded.reorder_qty, updated_at = excluded.updated_at,
			   low_notified = CASE WHEN stock_levels.quantity > excluded.reorder_point THEN 0 ELSE stock_levels.low_notified END`,
		).bind(id, s.workspaceId, r.outletId, r.variantId, r.reorderPoint, r.reorderQty, now),
		...after,
		env.DB_POS.prepare(
			`SELECT id, account_id AS accountId, outlet_id AS outletId, variant_id AS variantId, quantity,
			   reorder_point AS reorderPoint, reorder_qty AS reorderQty, op_id AS opId, low_notified AS lowNotified,
			   created_at AS createdAt, updated_at AS updatedAt
			 FROM stock_levels WHERE outlet_id = ? AND variant_id = ?`,
		).bind(r.outletId, r.variantId),
	]);
	return (res[res.length - 1].results as LevelRow[])[0];
}

export const listLevels = (
	env: Env,
	s: PosScope,
	q: { limit: number; after: Cursor | null; outletId?: string; variantId?: string },
) =>
	newestFirst(
		db(env),
		L,
		s.workspaceId,
		q,
		q.outletId ? eq(L.outletId, q.outletId) : undefined,
		q.variantId ? eq(L.variantId, q.variantId) : undefined,
	);

export const listMovements = (
	env: Env,
	s: PosScope,
	q: { limit: number; after: Cursor | null; outletId?: string; variantId?: string; reason?: string },
) =>
	newestFirst(
		db(env),
		M,
		s.workspaceId,
		q,
		q.outletId ? eq(M.outletId, q.outletId) : undefined,
		q.variantId ? eq(M.variantId, q.variantId) : undefined,
		q.reason ? eq(M.reason, q.reason) : undefined,
	);
