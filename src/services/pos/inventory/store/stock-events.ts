// The stock events (issue 43) as statements for the batch that moves the stock, placed after its
// moves: what they report is read inside that transaction, so a rolled-back move reports nothing and
// racing moves see each other's effect (D1 runs batches one at a time).
import type { Env } from "../../../../env";
import { newId } from "../../../../platform/ids";
import type { PosScope } from "../../context";
import { isoSql, posEventInsertSelect } from "../../events";

export interface LevelKey {
	outletId: string;
	variantId: string;
}

/** A watched level that is at or under its reorder point and has not been reported since it was last above. */
const LOW = "l.account_id = ? AND l.reorder_point > 0 AND l.quantity <= l.reorder_point AND l.low_notified = 0";

/**
 * pos.stock.low.v1 for each of these levels that this batch took to (or found) at or under its reorder
 * point unreported, then the flag that makes it once per crossing: the upserts that move a level clear
 * it when the level goes above the point (moves.ts, levels.ts). Two statements whatever the count (the
 * levels travel as JSON: D1 allows 100 bound values per statement). Dispatch `eventIds` after the
 * commit; those for levels that did not cross were never written and are skipped.
 */
export function lowStockChecks(env: Env, s: PosScope, levels: LevelKey[], now: number) {
	const keys = [...new Map(levels.map((l) => [`${l.outletId}:${l.variantId}`, l])).values()];
	if (!keys.length) return { statements: [] as D1PreparedStatement[], eventIds: [] as string[] };
	const rows = keys.map((l) => ({ id: newId("evt_", now), o: l.outletId, v: l.variantId }));
	const json = JSON.stringify(rows);
	const joined = `FROM json_each(?) j JOIN stock_levels l
		ON l.outlet_id = json_extract(j.value, '$.o') AND l.variant_id = json_extract(j.value, '$.v')`;
	return {
		eventIds: rows.map((r) => r.id),
		statements: [
			posEventInsertSelect(
				env,
				"pos.stock.low.v1",
				`SELECT json_extract(j.value, '$.id') AS id, ? AS occurred_at, l.account_id AS account_id,
				   json_object('outletId', l.outlet_id, 'variantId', l.variant_id, 'quantity', l.quantity,
				     'reorderPoint', l.reorder_point, 'reorderQty', l.reorder_qty) AS data
				 ${joined} WHERE ${LOW}`,
				[now, json, s.workspaceId],
			),
			env.DB_POS.prepare(
				`UPDATE stock_levels SET low_notified = 1 WHERE id IN (SELECT l.id ${joined} WHERE ${LOW})`,
			).bind(json, s.workspaceId),
		],
	};
}

/** What a stock.adjusted event says the request was. */
export type AdjustedKind = "adjustment" | "stock_in" | "transfer" | "warehouse_adjustment";

const OUTLET_MOVEMENT = `json_object('id', m.id, 'outletId', m.outlet_id, 'variantId', m.variant_id, 'delta', m.delta,
	'reason', m.reason, 'refId', m.ref_id, 'note', m.note, 'balanceAfter', m.balance_after, 'createdAt', ${isoSql("m.created_at")})`;
const WAREHOUSE_MOVEMENT = `json_object('id', m.id, 'warehouseId', m.warehouse_id, 'variantId', m.variant_id, 'delta', m.delta,
	'reason', m.reason, 'note', m.note, 'refId', m.ref_id, 'balanceAfter', m.balance_after, 'createdAt', ${isoSql("m.created_at")})`;

/**
 * pos.stock.adjusted.v1 of one request: its movements (outlet movements by id or by the transfer's
 * refId, or a warehouse movement by id), read after they were written; no event when none was (a
 * move refused by its condition, a keyed retry that moved nothing).
 */
export function stockAdjustedEvent(
	env: Env,
	s: PosScope,
	e: { id: string; kind: AdjustedKind; refId: string | null; now: number },
	by: { movementId: string } | { refId: string },
) {
	const warehouse = e.kind === "warehouse_adjustment";
	const table = warehouse ? "warehouse_movements" : "stock_movements";
	const where = `m.account_id = ? AND ${"movementId" in by ? "m.id = ?" : "m.ref_id = ?"}`;
	const key = "movementId" in by ? by.movementId : by.refId;
	const movements = `(SELECT json_group_array(json(x)) FROM (SELECT ${warehouse ? WAREHOUSE_MOVEMENT : OUTLET_MOVEMENT} AS x
		FROM ${table} m WHERE ${where} ORDER BY m.rowid))`;
	return posEventInsertSelect(
		env,
		"pos.stock.adjusted.v1",
		`SELECT ? AS id, ? AS occurred_at, ? AS account_id,
		   json_object('kind', ?, 'refId', ?, 'movements', json(${movements})) AS data
		 WHERE EXISTS (SELECT 1 FROM ${table} m WHERE ${where})`,
		[e.id, e.now, s.workspaceId, e.kind, e.refId, s.workspaceId, key, s.workspaceId, key],
	);
}
