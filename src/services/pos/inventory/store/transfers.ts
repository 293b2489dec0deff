// A transfer between two outlets as ONE D1 batch (a transaction): the source takes (levels, unexpired
// batches earliest-expiring first, stock_takes rows under the transfer id), the destination's levels
// and the lots that travelled, then the levels after, read inside the batch. A guard in takeStock or
// batchesArrive rolls the whole batch back, so a transfer is all or nothing under any race.
import type { Env } from "../../../../env";
import { failedCheck } from "../../../../platform/d1";
import type { PosScope } from "../../context";
import { batchesArrive, type MoveRef, moveLevel, takeStock } from "./moves";
import { lowStockChecks, stockAdjustedEvent } from "./stock-events";

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

/**
 * Runs the transfer with its events (pos.stock.adjusted.v1 under `eventId`, the source's low-stock
 * checks); the levels of both outlets after it and the ids to dispatch, or the name of the guard that
 * refused it (nothing written).
 */
export async function runTransfer(
	env: Env,
	s: PosScope,
	t: TransferPlan,
	eventId: string,
): Promise<{ levels: LevelAfter[]; eventIds: string[] } | { guard: string }> {
	const ref = { refId: t.id, note: t.note, now: t.now };
	const out: MoveRef = { ...ref, reason: "transfer_out" };
	const into: MoveRef = { ...ref, reason: "transfer_in" };
	const takes = t.items.map((i) => ({ ...i, outletId: t.fromOutletId }));
	const low = lowStockChecks(env, s, takes, t.now);
	const statements = [
		...takeStock(env, s, takes, out),
		...t.items.flatMap((i) => [
			...moveLevel(env, s, t.toOutletId, i.variantId, i.quantity, into),
			...(i.batched ? batchesArrive(env, s, t.id, t.toOutletId, i.variantId, t.now) : []),
		]),
		stockAdjustedEvent(env, s, { id: eventId, kind: "transfer", refId: t.id, now: t.now }, { refId: t.id }),
		...low.statements,
		// Found through the level takes, not bound per variant: D1 allows 100 parameters per statement.
		env.DB_POS.prepare(
			`SELECT l.outlet_id AS outletId, l.variant_id AS variantId, l.quantity FROM stock_takes x
			 JOIN stock_levels l ON l.variant_id = x.variant_id AND l.outlet_id IN (?2, ?3)
			 WHERE x.ref_id = ?1 AND x.batch_id IS NULL`,
		).bind(t.id, t.fromOutletId, t.toOutletId),
	];
	try {
		const res = await env.DB_POS.batch<LevelAfter>(statements);
		return { levels: res[res.length - 1].results, eventIds: [eventId, ...low.eventIds] };
	} catch (err) {
		const guard = failedCheck(err);
		if (guard) return { guard };
		throw err;
	}
}
