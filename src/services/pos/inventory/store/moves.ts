// Stock moves that belong to a bigger write (a sale, its void, a transfer, a purchase receive): the
// statements for that write's one D1 batch. D1 runs a batch as one transaction, so the write is all
// or nothing; the levels move unconditionally inside it and a guard at the end aborts the whole
// batch when any level went below zero (abortIf), which is the "no oversell" rule under any race.
import type { Env } from "../../../../env";
import { abortIf } from "../../../../platform/d1";
import { newId } from "../../../../platform/ids";
import type { PosScope } from "../../context";

export const GUARDS = "batch_guards";

export type MoveReason =
	| "sale"
	| "sale_void"
	| "sale_return"
	| "transfer_in"
	| "transfer_out"
	| "purchase_receive"
	| "manual_adjust"
	| "initial_stock";

/** Why the stock moves: the movement rows carry reason, refId and note. */
export interface MoveRef {
	refId: string;
	reason: MoveReason;
	note?: string | null;
	now: number;
}

/** A ref for moves that take nothing (no stock_takes rows), where refId may be null: a batch stocked in by hand answers to no document. */
export type InRef = Omit<MoveRef, "refId"> & { refId: string | null; movementId?: string };

/** A quantity (> 0) of a variant to take at an outlet; batched variants take unexpired batches first to expire. */
export interface Take {
	outletId: string;
	variantId: string;
	quantity: number;
	batched: boolean;
}

/** A take as recorded in stock_takes (what a void or a transfer gives back). */
export interface TakeRow {
	outletId: string;
	variantId: string;
	batchId: string | null;
	quantity: number;
}

/**
 * In a level upsert's DO UPDATE: a level that ends above its reorder point may report low stock again
 * the next time it crosses (stock-events.ts lowStockChecks sets the flag).
 */
export const CLEAR_LOW = `low_notified = CASE WHEN stock_levels.quantity + excluded.quantity > stock_levels.reorder_point
	THEN 0 ELSE stock_levels.low_notified END`;

function levelBy(env: Env, s: PosScope, outletId: string, variantId: string, delta: number, now: number) {
	return env.DB_POS.prepare(
		`INSERT INTO stock_levels (id, account_id, outlet_id, variant_id, quantity, reorder_point, reorder_qty, op_id, created_at, updated_at)
		 VALUES (?1, ?2, ?3, ?4, ?5, 0, NULL, NULL, ?6, ?6)
		 ON CONFLICT (outlet_id, variant_id) DO UPDATE SET quantity = quantity + excluded.quantity, updated_at = excluded.updated_at,
		   ${CLEAR_LOW}`,
	).bind(newId("lvl_", now), s.workspaceId, outletId, variantId, delta, now);
}

/** The movement row of a level move; balanceAfter is read inside the batch, after the move. */
function movement(env: Env, s: PosScope, outletId: string, variantId: string, delta: number, ref: InRef) {
	return env.DB_POS.prepare(
		`INSERT INTO stock_movements (id, account_id, outlet_id, variant_id, delta, reason, ref_id, note, balance_after, created_at)
		 SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, quantity, ?9 FROM stock_levels WHERE outlet_id = ?3 AND variant_id = ?4`,
	).bind(
		ref.movementId ?? newId("mov_", ref.now),
		s.workspaceId,
		outletId,
		variantId,
		delta,
		ref.reason,
		ref.refId,
		ref.note ?? null,
		ref.now,
	);
}

/** A level moved by delta with its movement (two statements). */
export const moveLevel = (env: Env, s: PosScope, outletId: string, variantId: string, delta: number, ref: InRef) => [
	levelBy(env, s, outletId, variantId, delta, ref.now),
	movement(env, s, outletId, variantId, delta, ref),
];

/**
 * Earliest-expiring-first portions of a batched take, computed in SQL inside the batch (a running
 * sum over the unexpired batches), recorded in stock_takes and taken off the batches; the guard
 * aborts when the unexpired batches hold less than the take.
 */
function takeBatches(env: Env, s: PosScope, t: Take, ref: MoveRef) {
	const db = env.DB_POS;
	return [
		db
			.prepare(
				`INSERT INTO stock_takes (id, account_id, ref_id, outlet_id, variant_id, batch_id, quantity)
				 SELECT ?1 || ':' || b.id, ?2, ?1, b.outlet_id, b.variant_id, b.id, MIN(b.quantity, ?5 - b.before)
				 FROM (SELECT id, outlet_id, variant_id, quantity,
				         SUM(quantity) OVER (ORDER BY expires_at, id ROWS UNBOUNDED PRECEDING) - quantity AS before
				       FROM inventory_batches
				       WHERE outlet_id = ?3 AND variant_id = ?4 AND quantity > 0 AND expires_at > ?6) b
				 WHERE b.before < ?5`,
			)
			.bind(ref.refId, s.workspaceId, t.outletId, t.variantId, t.quantity, ref.now),
		db
			.prepare(
				`UPDATE inventory_batches SET updated_at = ?3, quantity = quantity -
				   (SELECT x.quantity FROM stock_takes x WHERE x.ref_id = ?1 AND x.batch_id = inventory_batches.id)
				 WHERE id IN (SELECT batch_id FROM stock_takes WHERE ref_id = ?1 AND variant_id = ?2 AND batch_id IS NOT NULL)`,
			)
			.bind(ref.refId, t.variantId, ref.now),
		abortIf(
			db,
			GUARDS,
			"insufficient_stock",
			"(SELECT COALESCE(SUM(quantity), 0) FROM stock_takes WHERE ref_id = ? AND variant_id = ? AND batch_id IS NOT NULL) < ?",
			[ref.refId, t.variantId, t.quantity],
		),
	];
}

/**
 * Takes (one per variant; callers aggregate) with their movements and stock_takes rows, then one
 * guard over every level touched: a level below zero aborts the batch (409 for the caller).
 */
export function takeStock(env: Env, s: PosScope, takes: Take[], ref: MoveRef): D1PreparedStatement[] {
	if (!takes.length) return [];
	const out: D1PreparedStatement[] = [];
	for (const t of takes) {
		if (t.batched) out.push(...takeBatches(env, s, t, ref));
		out.push(
			...moveLevel(env, s, t.outletId, t.variantId, -t.quantity, ref),
			env.DB_POS.prepare(
				`INSERT INTO stock_takes (id, account_id, ref_id, outlet_id, variant_id, batch_id, quantity)
				 VALUES (?1 || ':' || ?4, ?2, ?1, ?3, ?4, NULL, ?5)`,
			).bind(ref.refId, s.workspaceId, t.outletId, t.variantId, t.quantity),
		);
	}
	// The levels touched are found through this ref's stock_takes rows rather than bound one pair at a
	// time: D1 refuses a statement with more than 100 bound parameters, which 50 takes would reach.
	out.push(
		abortIf(
			env.DB_POS,
			GUARDS,
			"insufficient_stock",
			`EXISTS (SELECT 1 FROM stock_takes x JOIN stock_levels l ON l.outlet_id = x.outlet_id AND l.variant_id = x.variant_id
			 WHERE x.ref_id = ? AND x.batch_id IS NULL AND l.quantity < 0)`,
			[ref.refId],
		),
	);
	return out;
}

/** Gives back what `fromRef` took (its stock_takes rows, read before the batch): levels with movements, and batches. */
export function returnStock(env: Env, s: PosScope, fromRef: string, taken: TakeRow[], ref: MoveRef) {
	const out: D1PreparedStatement[] = [];
	for (const t of taken.filter((x) => x.batchId == null))
		out.push(...moveLevel(env, s, t.outletId, t.variantId, t.quantity, ref));
	if (taken.some((x) => x.batchId != null))
		out.push(
			env.DB_POS.prepare(
				`UPDATE inventory_batches SET updated_at = ?2, quantity = quantity +
				   (SELECT SUM(x.quantity) FROM stock_takes x WHERE x.ref_id = ?1 AND x.batch_id = inventory_batches.id)
				 WHERE id IN (SELECT batch_id FROM stock_takes WHERE ref_id = ?1 AND batch_id IS NOT NULL)`,
			).bind(fromRef, ref.now),
		);
	return out;
}

/**
 * Restocks `quantity` of a variant a sale took (a return, `ref.refId` its id): the level, and for a
 * batched variant the batches the sale took it from, earliest-expiring first as they were sold, each
 * up to what the sale took of it less what earlier returns of the sale (`priorRefs`: their ids, as
 * SQL selecting them) gave back. The portions are recorded in stock_takes under the return's id
 * (what a later return reads), all computed inside the batch.
 */
export function restock(
	env: Env,
	s: PosScope,
	t: { outletId: string; variantId: string; quantity: number; batched: boolean; saleId: string },
	ref: MoveRef,
) {
	const out = moveLevel(env, s, t.outletId, t.variantId, t.quantity, ref);
	if (!t.batched) return out;
	const db = env.DB_POS;
	out.push(
		db
			.prepare(
				`INSERT INTO stock_takes (id, account_id, ref_id, outlet_id, variant_id, batch_id, quantity)
				 SELECT ?1 || ':' || b.batch_id, ?2, ?1, ?3, ?4, b.batch_id, MIN(b.rest, ?5 - b.before)
				 FROM (SELECT batch_id, rest, SUM(rest) OVER (ORDER BY expires_at, batch_id ROWS UNBOUNDED PRECEDING) - rest AS before
				       FROM (SELECT x.batch_id, bt.expires_at, x.quantity - COALESCE((SELECT SUM(r.quantity) FROM stock_takes r
				               WHERE r.batch_id = x.batch_id AND r.ref_id IN (SELECT id FROM sale_returns WHERE sale_id = ?6)), 0) AS rest
				             FROM stock_takes x JOIN inventory_batches bt ON bt.id = x.batch_id
				             WHERE x.ref_id = ?6 AND x.variant_id = ?4 AND x.batch_id IS NOT NULL)
				       WHERE rest > 0) b
				 WHERE b.before < ?5`,
			)
			.bind(ref.refId, s.workspaceId, t.outletId, t.variantId, t.quantity, t.saleId),
		db
			.prepare(
				`UPDATE inventory_batches SET updated_at = ?3, quantity = quantity +
				   (SELECT x.quantity FROM stock_takes x WHERE x.ref_id = ?1 AND x.batch_id = inventory_batches.id)
				 WHERE id IN (SELECT batch_id FROM stock_takes WHERE ref_id = ?1 AND variant_id = ?2 AND batch_id IS NOT NULL)`,
			)
			.bind(ref.refId, t.variantId, ref.now),
	);
	return out;
}

/**
 * Stock in at an outlet: the level (and, with a batch, the batch: added to when the number exists
 * with the same expiry, else made; another expiry for the same number aborts with batch_expiry).
 */
export function stockIn(
	env: Env,
	s: PosScope,
	i: { outletId: string; variantId: string; quantity: number; batch?: { number: string; expiresAt: number } | null },
	ref: InRef,
) {
	const out = moveLevel(env, s, i.outletId, i.variantId, i.quantity, ref);
	if (!i.batch) return out;
	const b = i.batch;
	out.push(
		env.DB_POS.prepare(
			`INSERT INTO inventory_batches (id, account_id, outlet_id, variant_id, batch_number, expires_at, quantity, received_quantity, created_at, updated_at)
			 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?7, ?8, ?8)
			 ON CONFLICT (outlet_id, variant_id, batch_number) DO UPDATE SET quantity = quantity + excluded.quantity,
			   received_quantity = received_quantity + excluded.received_quantity, updated_at = excluded.updated_at
			 WHERE inventory_batches.expires_at = excluded.expires_at`,
		).bind(newId("bat_", ref.now), s.workspaceId, i.outletId, i.variantId, b.number, b.expiresAt, i.quantity, ref.now),
		abortIf(
			env.DB_POS,
			GUARDS,
			"batch_expiry",
			"EXISTS (SELECT 1 FROM inventory_batches WHERE outlet_id = ? AND variant_id = ? AND batch_number = ? AND expires_at <> ?)",
			[i.outletId, i.variantId, b.number, b.expiresAt],
		),
	);
	return out;
}

/**
 * The batches a transfer took (its stock_takes under refId) made or topped up at the destination
 * outlet, keeping their expiry; a number the destination already holds with another expiry is not
 * merged into it but aborts the batch (batch_expiry), as stockIn does.
 */
export function batchesArrive(
	env: Env,
	s: PosScope,
	refId: string,
	toOutletId: string,
	variantId: string,
	now: number,
) {
	return [
		env.DB_POS.prepare(
			`INSERT INTO inventory_batches (id, account_id, outlet_id, variant_id, batch_number, expires_at, quantity, received_quantity, created_at, updated_at)
			 SELECT 'bat_' || upper(hex(randomblob(13))), ?2, ?3, b.variant_id, b.batch_number, b.expires_at, x.quantity, x.quantity, ?5, ?5
			 FROM stock_takes x JOIN inventory_batches b ON b.id = x.batch_id
			 WHERE x.ref_id = ?1 AND x.variant_id = ?4 AND x.batch_id IS NOT NULL
			 ON CONFLICT (outlet_id, variant_id, batch_number) DO UPDATE SET quantity = quantity + excluded.quantity,
			   received_quantity = received_quantity + excluded.received_quantity, updated_at = excluded.updated_at
			 WHERE inventory_batches.expires_at = excluded.expires_at`,
		).bind(refId, s.workspaceId, toOutletId, variantId, now),
		abortIf(
			env.DB_POS,
			GUARDS,
			"batch_expiry",
			`EXISTS (SELECT 1 FROM stock_takes x JOIN inventory_batches b ON b.id = x.batch_id
			   JOIN inventory_batches d ON d.outlet_id = ? AND d.variant_id = b.variant_id AND d.batch_number = b.batch_number
			 WHERE x.ref_id = ? AND x.variant_id = ? AND d.expires_at <> b.expires_at)`,
			[toOutletId, refId, variantId],
		),
	];
}

/** What a reference took, for its void. */
export async function takesOf(env: Env, s: PosScope, refId: string): Promise<TakeRow[]> {
	const r = await env.DB_POS.prepare(
		`SELECT outlet_id AS outletId, variant_id AS variantId, batch_id AS batchId, quantity FROM stock_takes
		 WHERE ref_id = ? AND account_id = ?`,
	)
		.bind(refId, s.workspaceId)
		.all<TakeRow>();
	return r.results;
}

/**
 * After a take was refused (the batch only says which guard): the first take the outlet cannot give
 * now and what it has (the level, or for a batched variant the lesser of it and its unexpired lots),
 * or null when a racing write has since filled the gap. One statement over the takes as JSON, so
 * any number of them stays under D1's limit of bound values.
 */
export async function firstShort(
	env: Env,
	outletId: string,
	takes: ReadonlyArray<{ variantId: string; quantity: number; batched: boolean }>,
	now: number,
) {
	const json = JSON.stringify(takes.map((t, k) => ({ k, v: t.variantId, q: t.quantity, b: t.batched ? 1 : 0 })));
	return env.DB_POS.prepare(
		`SELECT k, CASE WHEN b = 1 AND lots < lvl THEN lots ELSE lvl END AS left FROM (
		   SELECT i.k AS k, i.q AS q, i.b AS b,
		     COALESCE((SELECT quantity FROM stock_levels WHERE outlet_id = ?2 AND variant_id = i.v), 0) AS lvl,
		     COALESCE((SELECT SUM(quantity) FROM inventory_batches
		       WHERE outlet_id = ?2 AND variant_id = i.v AND quantity > 0 AND expires_at > ?3), 0) AS lots
		   FROM (SELECT json_extract(value, '$.k') AS k, json_extract(value, '$.v') AS v,
		           json_extract(value, '$.q') AS q, json_extract(value, '$.b') AS b FROM json_each(?1)) i)
		 WHERE (CASE WHEN b = 1 AND lots < lvl THEN lots ELSE lvl END) < q ORDER BY k LIMIT 1`,
	)
		.bind(json, outletId, now)
		.first<{ k: number; left: number }>();
}
