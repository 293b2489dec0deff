// What finalising a sale writes besides the sale row, shared by a sale rung as COMPLETED and a
// PARKED one completed later: its payments, the stock it takes, its shift guard, its loyalty and
// its pos.sale.completed.v1 event, all statements for the sale's one batch. Failures of the batch's
// guards come back as 409s here too.

import { failedCheck } from "../../../platform/d1";
import { ApiError, isUniqueViolation } from "../../../platform/errors";
import { newId } from "../../../platform/ids";
import { paymentForPos } from "../../payments/public";
import { type StockInfo, stockInfo } from "../catalogue/store";
import { conflict, notFound, type PosCtx, type PosScope } from "../context";
import { earnPoints } from "../customers/store";
import { type PosEventType, posEventInsert } from "../events";
import { firstShort, type Take, takeStock } from "../inventory/store/moves";
import { lowStockChecks } from "../inventory/store/stock-events";
import { type PaymentInput, type Problem, pointsEarned, settlePayments, stockNeeds } from "./domain";
import { type PaymentRow, runBatch, type SaleRow } from "./store";
import type { SaleView } from "./view";

export const invalid = (p: Problem) => new ApiError(400, "validation_error", p.message, p.param);

/** The items' variants (saleInputs read them) and, for composites, their components: a second read only then. */
export async function withComponents(ctx: PosCtx, s: PosScope, info: Map<string, StockInfo>) {
	const parts = [...info.values()].flatMap((v) => v.components.map((c) => c.variantId)).filter((id) => !info.has(id));
	if (parts.length) for (const [id, v] of await stockInfo(ctx.env, s, parts)) info.set(id, v);
	return info;
}

/** Payments as rows, change and the drawer's cash; 400 when they do not settle the total. */
export function settle(sale: Pick<SaleRow, "id" | "accountId" | "total" | "customerId">, payments: PaymentInput[]) {
	const r = settlePayments(sale.total, payments);
	if (!r.ok) throw invalid(r.problem);
	const rows: PaymentRow[] = r.value.payments.map((p, position) => ({
		id: `${sale.id}_p${position}`,
		accountId: sale.accountId,
		saleId: sale.id,
		position,
		...p,
	}));
	return {
		rows,
		changeTotal: r.value.changeTotal,
		cashTotal: rows.filter((p) => p.method === "CASH").reduce((sum, p) => sum + p.amount, 0),
		pointsEarned: sale.customerId ? pointsEarned(sale.total) : 0,
	};
}

/**
 * Payments taken through Pasar payments (paymentId): each must be this workspace's, succeeded, in
 * IDR and for exactly the amount it pays here, so a return can refund it there. That no other sale
 * names it is the sale_payments_payment UNIQUE index's (commit answers 409).
 */
export async function linkPayments(ctx: PosCtx, s: PosScope, rows: PaymentRow[]) {
	for (const p of rows) {
		if (!p.paymentId) continue;
		const param = `payments.${p.position}.paymentId`;
		const found = await paymentForPos(ctx.env, s.workspaceId, p.paymentId);
		if (!found) throw new ApiError(404, "not_found", "No such payment in Pasar payments", param);
		if (found.status !== "succeeded") throw conflict(`The payment is ${found.status}, not succeeded`, param);
		if (found.currency !== "IDR") throw conflict(`The payment is in ${found.currency}; POS sells in IDR`, param);
		if (found.amount !== p.amount)
			throw invalid({ param, message: `The payment is for ${found.amount}; this part of the sale is ${p.amount}` });
	}
}

/** The stock, loyalty and event statements of a sale becoming COMPLETED (and pos.stock.low.v1 for levels it takes low). */
export function completion(
	ctx: PosCtx,
	s: PosScope,
	sale: SaleRow,
	items: Array<{ variantId: string; quantity: number }>,
	rules: Map<string, StockInfo>,
	view: SaleView,
	eventId: string,
) {
	const takes = stockNeeds(items, rules).map((t) => ({ ...t, outletId: sale.outletId }));
	const now = sale.updatedAt;
	const low = lowStockChecks(ctx.env, s, takes, now);
	const statements = [
		...takeStock(ctx.env, s, takes, { refId: sale.id, reason: "sale", now }),
		...low.statements,
		...(sale.customerId && sale.pointsEarned > 0
			? earnPoints(ctx.env, s, sale.customerId, sale.pointsEarned, sale.id, now)
			: []),
		saleEvent(ctx, s, "pos.sale.completed.v1", eventId, view, now),
	];
	// The ids to dispatch once the batch committed: the sale's event and any low-stock ones.
	return { statements, takes, eventIds: [eventId, ...low.eventIds] };
}

export const saleEvent = (ctx: PosCtx, s: PosScope, type: PosEventType, id: string, view: SaleView, now: number) =>
	posEventInsert(ctx.env, { id, type, accountId: s.workspaceId, occurredAt: now, data: view });

export const newEventId = (now: number) => newId("evt_", now);

/**
 * Runs a sale's batch and turns a guard that rolled it back into its 409: short stock names the
 * variant and what is left, a shift closed meanwhile, or a sale another request moved first.
 */
export async function commit(
	ctx: PosCtx,
	statements: D1PreparedStatement[],
	stock: { outletId: string; takes: Take[] },
) {
	try {
		await runBatch(ctx.env, statements);
	} catch (err) {
		const check = failedCheck(err);
		if (check === "guard_insufficient_stock") throw await shortage(ctx, stock.outletId, stock.takes);
		if (check === "guard_shift_closed")
			throw conflict("The shift was closed; ring the sale in the open shift", "shiftId");
		if (check === "guard_state_changed") throw conflict("The sale was changed by another request; read it again");
		if (check === "guard_has_returns")
			throw conflict("The sale has returns: return what is left of it instead (POST /sales/{id}/returns)");
		if (isUniqueViolation(err) && /sale_payments\.payment_id/.test(`${err} ${(err as Error).cause}`))
			throw conflict("A payment named by paymentId already pays another sale", "payments");
		throw err;
	}
}

async function shortage(ctx: PosCtx, outletId: string, takes: Take[]) {
	const short = await firstShort(ctx.env, outletId, takes, Date.now());
	if (!short) return conflict("Not enough stock at this outlet for this sale", "items");
	const t = takes[short.k];
	return conflict(
		`Not enough stock of ${t.variantId} at this outlet: ${short.left} left${t.batched ? " unexpired" : ""}, ${t.quantity} needed`,
		"items",
	);
}

export const saleNotFound = () => notFound("sale");
