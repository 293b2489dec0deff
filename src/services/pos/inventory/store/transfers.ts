// A transfer between two outlets as ONE D1 batch (a transaction): the source takes (levels, unexpired
// batches earliest-expiring first, stock_takes rows under the transfer id), the destination's levels
// and the lots that travelled, then the levels after, read inside the batch. A guard in takeStock or
// batchesArrive rolls the whole batch back, so a transfer is all or nothing under any race.
import type { Env } from "../../../../env";
import { failedCheck } from "../../../../platform/d1";
import type { PosScope } from "../../context";
import { batchesArrive, type MoveRef, moveLevel, takeStock } from "./moves";

export interface TransferPlan {
	id: string;
	fromOutletId: string;
	toOutletId: string;
	items: Array<{ variantId: string; quantity: number; batched: boolean }>;
	note: string | null;
	now: number;
}

export interface LevelAfter {
	outletId: string;
	variantId: string;
	quantity: number;
}

/** Runs the transfer; the levels of both outlets after it, or the name of the guard that refused it (nothing written). */
export async function runTransfer(env: Env, s: PosScope, t: TransferPlan): Promise<LevelAfter[] | { guard: string }> {
	const ref = { refId: t.id, note: t.note, now: t.now };
	const out: MoveRef = { ...ref, reason: "transfer_out" };
	const into: MoveRef = { ...ref, reason: "transfer_in" };
	const takes = t.items.map((i) => ({ ...i, outletId: t.fromOutletId }));
	const statements = [
		...takeStock(env, s, takes, out),
		...t.items.flatMap((i) => [
			...moveLevel(env, s, t.toOutletId, i.variantId, i.quantity, into),
			...(i.batched ? batchesArrive(env, s, t.id, t.toOutletId, i.variantId, t.now) : []),
		]),
		// Found through the level takes, not bound per variant: D1 allows 100 parameters per statement.
		env.DB_POS.prepare(
			`SELECT l.outlet_id AS outletId, l.variant_id AS variantId, l.quantity FROM stock_takes x
			 JOIN stock_levels l ON l.variant_id = x.variant_id AND l.outlet_id IN (?2, ?3)
			 WHERE x.ref_id = ?1 AND x.batch_id IS NULL`,
		).bind(t.id, t.fromOutletId, t.toOutletId),
	];
	try {
		const res = await env.DB_POS.batch<LevelAfter>(statements);
		return res[res.length - 1].results;
	} catch (err) {
		const guard = failedCheck(err);
		if (guard) return { guard };
		throw err;
	}
}

/**
 * After a refused transfer: the first item the source cannot give now (its level, or for a batched
 * variant its unexpired batches, below the quantity), or null when a racing write has since filled
 * the gap. One statement over the items as JSON, again to stay under D1's parameter limit.
 */
export async function shortItem(env: Env, outletId: string, items: TransferPlan["items"], now: number) {
	const json = JSON.stringify(items.map((i, k) => ({ k, v: i.variantId, q: i.quantity, b: i.batched ? 1 : 0 })));
	const row = await env.DB_POS.prepare(
		`SELECT i.k AS k FROM (SELECT json_extract(value, '$.k') AS k, json_extract(value, '$.v') AS v,
		   json_extract(value, '$.q') AS q, json_extract(value, '$.b') AS b FROM json_each(?1)) i
		 WHERE COALESCE((SELECT quantity FROM stock_levels WHERE outlet_id = ?2 AND variant_id = i.v), 0) < i.q
		    OR (i.b = 1 AND COALESCE((SELECT SUM(quantity) FROM inventory_batches
		          WHERE outlet_id = ?2 AND variant_id = i.v AND quantity > 0 AND expires_at > ?3), 0) < i.q)
		 ORDER BY i.k LIMIT 1`,
	)
		.bind(json, outletId, now)
		.first<{ k: number }>();
	return row ? row.k : null;
}
