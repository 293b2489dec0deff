import { failedCheck } from "../../../platform/d1";
import { ApiError, isUniqueViolation } from "../../../platform/errors";
import { newId } from "../../../platform/ids";
import { conflict, type PosCtx, type PosScope } from "../context";
import { takeBackPoints } from "../customers/store";
import { dispatchPosEvents, posEventInsert } from "../events";
import { restock } from "../inventory/store/moves";
import type { TillKey } from "../sales/create-sale";
import { stockNeeds } from "../sales/domain";
import { withComponents } from "../sales/settle";
import { shiftStillOpen } from "../sales/store";
import { type Approval, type Quote, quoteReturn } from "./quote";
import { finishRefunds } from "./refund-payments";
import { returnRows } from "./rows";
import type { CreateReturnBody } from "./schemas";
import { getReturn, insertReturn, moveSaleForReturn, returnByKey, returnLines, runReturnBatch } from "./store";
import { returnView } from "./view";

/** Another return of the same sale committed between this one's read and its batch: price it again. */
class Raced extends Error {}
const ATTEMPTS = 5;

/**
 * POST /sales/{id}/returns. Priced from the sale as it is now; a return racing another of the same
 * sale is priced again (up to five times), so each prices from the units already returned. With an
 * Idempotency-Key the first return answers every replay (and asks Pasar payments again for a
 * refund still pending); the same key with another body is 409 IDEMPOTENCY_KEY_IN_USE.
 */
export async function createReturn(
	ctx: PosCtx,
	s: PosScope,
	actor: string,
	saleId: string,
	b: CreateReturnBody,
	key: TillKey | null,
) {
	if (key) {
		const prior = await replay(ctx, s, saleId, key);
		if (prior) return prior;
	}
	const approval: Approval = { asked: false, by: null };
	for (let attempt = 1; ; attempt++) {
		try {
			return { ret: await returnOnce(ctx, s, actor, saleId, b, key, approval), replayed: false };
		} catch (err) {
			const prior = key && isUniqueViolation(err) ? await replay(ctx, s, saleId, key) : null;
			if (prior) return prior;
			if (!(err instanceof Raced)) throw err;
			if (attempt === ATTEMPTS) throw conflict("Other returns of this sale keep changing it; try again");
		}
	}
}

async function replay(ctx: PosCtx, s: PosScope, saleId: string, key: TillKey) {
	const row = await returnByKey(ctx.env, s, key.key);
	if (!row) return null;
	if (row.requestHash !== key.hash || row.saleId !== saleId)
		throw new ApiError(409, "idempotency_key_in_use", "This Idempotency-Key was already used with a different return");
	const found = await getReturn(ctx.env, s, row.saleId, row.id);
	if (!found) return null;
	return { ret: returnView({ ...found, refunds: await finishRefunds(ctx, s, found.refunds) }), replayed: true };
}

async function returnOnce(
	ctx: PosCtx,
	s: PosScope,
	actor: string,
	saleId: string,
	b: CreateReturnBody,
	key: TillKey | null,
	approval: Approval,
) {
	const q = await quoteReturn(ctx, s, saleId, b, approval);
	const rows = returnRows(s, q, b, { actor, approval, key });
	const back = stockNeeds(
		rows.items.filter((i) => i.restock).map((i) => ({ variantId: i.variantId, quantity: i.quantity })),
		await withComponents(ctx, s, q.read.info),
	);
	const eventId = newId("evt_", q.now);
	await commit(ctx, returnStatements(ctx, s, q, rows, back, eventId));
	await dispatchPosEvents(ctx.env, ctx.exec, [eventId]);
	return returnView({ ...rows, refunds: await finishRefunds(ctx, s, rows.refunds) });
}

/** The return's one batch: the sale moved first, its lines, the rows, stock, loyalty, the drawer's guard, the event. */
function returnStatements(
	ctx: PosCtx,
	s: PosScope,
	q: Quote,
	rows: ReturnType<typeof returnRows>,
	back: Array<{ variantId: string; quantity: number; batched: boolean }>,
	eventId: string,
) {
	const { sale, now } = q;
	const { ret, items } = rows;
	const returnedTotal = sale.returnedTotal + ret.total;
	const view = returnView(rows);
	const move = { saleId: sale.id, count: sale.returnCount, total: ret.total, now, opId: crypto.randomUUID() };
	const loyalty = { id: `loy_${ret.id}`, reason: `return ${ret.id} of sale ${sale.id}` };
	const stock = { refId: ret.id, reason: "sale_return" as const, now };
	return [
		...moveSaleForReturn(ctx.env, s, move),
		...returnLines(
			ctx.env,
			sale.id,
			items.map((i) => ({ saleItemId: i.saleItemId, quantity: i.quantity })),
		),
		...insertReturn(ctx.env, ret, items, rows.refunds),
		...back.flatMap((t) => restock(ctx.env, s, { ...t, outletId: sale.outletId, saleId: sale.id }, stock)),
		...(ret.pointsTaken > 0
			? takeBackPoints(ctx.env, s, sale.customerId as string, ret.pointsTaken, loyalty, now)
			: []),
		...(q.cash && q.read.shift ? [shiftStillOpen(ctx.env, q.read.shift.id)] : []),
		posEventInsert(ctx.env, {
			id: eventId,
			type: "pos.sale.returned.v1",
			accountId: s.workspaceId,
			occurredAt: now,
			data: { ...view, sale: { total: sale.total, returnedTotal, netTotal: sale.total - returnedTotal } },
		}),
	];
}

/** Runs the return's batch; a guard that rolled it back becomes its 409 (or a new attempt when raced). */
async function commit(ctx: PosCtx, statements: D1PreparedStatement[]) {
	try {
		await runReturnBatch(ctx.env, statements);
	} catch (err) {
		const check = failedCheck(err);
		if (check === "guard_state_changed") throw new Raced();
		if (check === "guard_over_returned") throw conflict("A line would be returned beyond what was sold", "items");
		if (check === "guard_over_refunded") throw conflict("A payment would be refunded beyond what it paid", "refunds");
		if (check === "guard_shift_closed")
			throw conflict("The shift was closed meanwhile: a cash refund needs the outlet's open shift", "refunds");
		throw err;
	}
}
