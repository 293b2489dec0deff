// Purchase orders in DB_POS. Every write is one D1 batch (one transaction): a state move claims the
// order with `UPDATE … WHERE status IN (…)` stamping a fresh op token, and an abortIf guard right
// after it rolls the whole batch back unless that token landed, so the state check and the write
// cannot be split by a racing request. A receive adds the line counts (the over_receive CHECK rolls
// the batch back when a line would pass its quantity), the stock-ins and the status it ends in. The
// batch ends by reading the order and its lines, so the answer is the state this write made.
import { and, eq, getTableColumns, inArray, type SQL } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Env } from "../../../env";
import type { Cursor } from "../../../platform/cursor";
import { abortIf, failedCheck, inJson, insertWhere } from "../../../platform/d1";
import { iso } from "../../../platform/encoding";
import { newId } from "../../../platform/ids";
import { newestFirst } from "../../../platform/keyset";
import type { PosScope } from "../context";
import { isoSql, posEventInsertSelect } from "../events";
import { GUARDS, stockIn } from "../inventory/store/moves";
import { purchaseOrderLines, purchaseOrders } from "../schema";
import type { Arrival, PoStatus } from "./domain";

export type OrderRow = typeof purchaseOrders.$inferSelect;
export type LineRow = typeof purchaseOrderLines.$inferSelect;
export type NewLine = Pick<LineRow, "id" | "variantId" | "quantity" | "cost">;
/** What a batched write made, or the rule that rolled it back. */
export type Outcome =
	| { ok: true; order: OrderRow; lines: LineRow[] }
	| { ok: false; refused: "state_changed" | "over_receive" | "batch_expiry" };

const O = purchaseOrders;
const L = purchaseOrderLines;
const db = (env: Env) => drizzle(env.DB_POS);
const mine = (s: PosScope, id: string) => and(eq(O.accountId, s.workspaceId), eq(O.id, id));

export const getOrder = async (env: Env, s: PosScope, id: string) =>
	(await db(env).select().from(O).where(mine(s, id)).get()) ?? null;

/** The lines of several orders in one query (a list page's children), each order's in position order. */
export const linesOf = (env: Env, s: PosScope, orderIds: string[]) =>
	orderIds.length
		? db(env)
				.select()
				.from(L)
				.where(and(eq(L.accountId, s.workspaceId), inJson(L.purchaseOrderId, orderIds)))
				.orderBy(L.purchaseOrderId, L.position)
				.all()
		: Promise.resolve([] as LineRow[]);

export const listOrders = (
	env: Env,
	s: PosScope,
	q: { limit: number; after: Cursor | null; status?: PoStatus; supplierId?: string; outletId?: string },
) =>
	newestFirst(
		db(env),
		O,
		s.workspaceId,
		q,
		q.status ? eq(O.status, q.status) : undefined,
		q.supplierId ? eq(O.supplierId, q.supplierId) : undefined,
		q.outletId ? eq(O.outletId, q.outletId) : undefined,
	);

/**
 * Lines from one JSON parameter: D1 allows 100 bound values a statement, so 200 lines of 8 columns
 * cannot be one multi-row VALUES; json_each keeps it one statement whatever the count.
 */
function insertLines(env: Env, s: PosScope, orderId: string, lines: NewLine[]) {
	return env.DB_POS.prepare(
		`INSERT INTO purchase_order_lines (id, account_id, purchase_order_id, position, variant_id, quantity, cost, received)
		 SELECT json_extract(value, '$.id'), ?2, ?1, key, json_extract(value, '$.variantId'),
		   json_extract(value, '$.quantity'), json_extract(value, '$.cost'), 0
		 FROM json_each(?3) WHERE EXISTS (SELECT 1 FROM purchase_orders WHERE id = ?1 AND account_id = ?2)`,
	).bind(orderId, s.workspaceId, JSON.stringify(lines));
}

/** The order is inserted only while its supplier and outlet are active (false: one was deactivated meanwhile). */
export async function insertOrder(env: Env, s: PosScope, row: OrderRow, lines: NewLine[]) {
	const active = (table: string, param: string) =>
		`EXISTS (SELECT 1 FROM ${table} WHERE id = ${param} AND account_id = ?2 AND is_active = 1)`;
	const [inserted] = await env.DB_POS.batch([
		insertWhere(env.DB_POS, O, row, `${active("suppliers", "?3")} AND ${active("outlets", "?4")}`),
		insertLines(env, s, row.id, lines),
	]);
	return inserted.meta.changes === 1;
}

/** A drizzle-built statement as a D1 statement, to share a batch with the raw stock-in SQL. */
function prepared(env: Env, q: { toSQL(): { sql: string; params: unknown[] } }) {
	const { sql, params } = q.toSQL();
	return env.DB_POS.prepare(sql).bind(...params);
}

/** The claim of a state move and its guard: the batch goes on only if this op's token landed. */
function claim(env: Env, s: PosScope, id: string, from: PoStatus[], set: Partial<OrderRow>) {
	const opId = crypto.randomUUID();
	const where: SQL | undefined = and(mine(s, id), inArray(O.status, from));
	return [
		prepared(
			env,
			db(env)
				.update(O)
				.set({ ...set, opId })
				.where(where),
		),
		abortIf(
			env.DB_POS,
			GUARDS,
			"state_changed",
			"NOT EXISTS (SELECT 1 FROM purchase_orders WHERE id = ? AND op_id = ?)",
			[id, opId],
		),
	];
}

/** `SELECT "col" AS "prop", …` so raw rows come back shaped like drizzle's. */
const columnsOf = (t: SQLiteTable) =>
	Object.entries(getTableColumns(t))
		.map(([key, col]) => `"${col.name}" AS "${key}"`)
		.join(", ");

/** Runs a write's batch, then reads the order and its lines inside it; rollbacks become a refusal. */
async function runWrite(env: Env, id: string, stmts: D1PreparedStatement[]): Promise<Outcome> {
	try {
		const results = await env.DB_POS.batch([
			...stmts,
			env.DB_POS.prepare(`SELECT ${columnsOf(O)} FROM purchase_orders WHERE id = ?`).bind(id),
			env.DB_POS.prepare(
				`SELECT ${columnsOf(L)} FROM purchase_order_lines WHERE purchase_order_id = ? ORDER BY position`,
			).bind(id),
		]);
		const [order, lines] = results.slice(-2).map((r) => r.results);
		return { ok: true, order: order[0] as OrderRow, lines: lines as LineRow[] };
	} catch (err) {
		const check = failedCheck(err);
		if (check === "guard_state_changed") return { ok: false, refused: "state_changed" };
		if (check === "purchase_order_lines_over_receive") return { ok: false, refused: "over_receive" };
		if (check === "guard_batch_expiry") return { ok: false, refused: "batch_expiry" };
		throw err;
	}
}

/** PATCH in DRAFT only: the fields, and with `lines` every line replaced. */
export const patchOrder = (env: Env, s: PosScope, id: string, set: Partial<OrderRow>, lines: NewLine[] | undefined) =>
	runWrite(env, id, [
		...claim(env, s, id, ["DRAFT"], set),
		...(lines
			? [
					env.DB_POS.prepare("DELETE FROM purchase_order_lines WHERE purchase_order_id = ?").bind(id),
					insertLines(env, s, id, lines),
				]
			: []),
	]);

/** A move that changes only the order's row (order, cancel). */
export const moveOrder = (env: Env, s: PosScope, id: string, from: PoStatus[], set: Partial<OrderRow>) =>
	runWrite(env, id, claim(env, s, id, from, set));

/**
 * A receive: line counts (one statement over the arrivals as JSON), the stock-ins with reason
 * purchase_receive and the order as refId, then RECEIVED when nothing is outstanding any more, else
 * PARTIALLY_RECEIVED; all in the claim's batch.
 */
export function receiveOrder(
	env: Env,
	s: PosScope,
	order: OrderRow,
	arrivals: Arrival[],
	now: number,
	eventId = newId("evt_", now),
) {
	const id = order.id;
	const counts = JSON.stringify(arrivals.map((a) => ({ variantId: a.variantId, quantity: a.quantity })));
	const ref = { refId: id, reason: "purchase_receive" as const, note: null, now };
	const outstanding =
		"EXISTS (SELECT 1 FROM purchase_order_lines WHERE purchase_order_id = ?1 AND received < quantity)";
	return runWrite(env, id, [
		...claim(env, s, id, ["ORDERED", "PARTIALLY_RECEIVED"], { updatedAt: now }),
		env.DB_POS.prepare(
			`UPDATE purchase_order_lines SET received = received +
			   (SELECT SUM(json_extract(value, '$.quantity')) FROM json_each(?2) WHERE json_extract(value, '$.variantId') = variant_id)
			 WHERE purchase_order_id = ?1 AND variant_id IN (SELECT json_extract(value, '$.variantId') FROM json_each(?2))`,
		).bind(id, counts),
		...arrivals
			.filter((a) => a.stock)
			.flatMap((a) =>
				stockIn(
					env,
					s,
					{ outletId: order.outletId, variantId: a.variantId, quantity: a.quantity, batch: a.batch },
					ref,
				),
			),
		env.DB_POS.prepare(
			`UPDATE purchase_orders SET status = CASE WHEN ${outstanding} THEN 'PARTIALLY_RECEIVED' ELSE 'RECEIVED' END,
			   received_at = CASE WHEN ${outstanding} THEN NULL ELSE ?2 END
			 WHERE id = ?1`,
		).bind(id, now),
		receivedEvent(env, id, arrivals, eventId, now),
	]);
}

/**
 * pos.purchase_order.received.v1 of a receive: the order as the batch left it (RECEIVED or still
 * PARTIALLY_RECEIVED) and what this receive brought; the claim's guard rolls it back with the rest.
 */
function receivedEvent(env: Env, id: string, arrivals: Arrival[], eventId: string, now: number) {
	const lines = JSON.stringify(
		arrivals.map((a) => ({
			variantId: a.variantId,
			quantity: a.quantity,
			batchNumber: a.batch?.number ?? null,
			expiresAt: iso(a.batch?.expiresAt),
		})),
	);
	return posEventInsertSelect(
		env,
		"pos.purchase_order.received.v1",
		`SELECT ? AS id, ? AS occurred_at, account_id,
		   json_object('id', id, 'outletId', outlet_id, 'supplierId', supplier_id, 'status', status,
		     'receivedAt', CASE WHEN received_at IS NULL THEN NULL ELSE ${isoSql("received_at")} END, 'lines', json(?)) AS data
		 FROM purchase_orders WHERE id = ?`,
		[eventId, now, lines, id],
	);
}
