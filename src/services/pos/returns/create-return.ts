import { failedCheck } from "../../../platform/d1";
import { ApiError, isUniqueViolation } from "../../../platform/errors";
import { newId } from "../../../platform/ids";
import { conflict, type PosCtx, type PosScope } from "../context";
import { takeBackPoints } from "../customers/store";
import { dispatchPosEvents, posEventInsert } from "../events";
import { restock } from "../inventory/store/moves";
import type { TillKey } from "../sales/create-sale";
import { localDate, stockNeeds } from "../sales/domain";
import { invalid, saleNotFound, withComponents } from "../sales/settle";
import { getSale, type ItemRow, shiftStillOpen } from "../sales/store";
import { type LineAmounts, planRefunds, pointsTaken, priceReturn, returnTaxes, withinWindow } from "./domain";
import { finishRefunds } from "./refund-payments";
import type { CreateReturnBody } from "./schemas";
import {
	getReturn,
	insertReturn,
	moveSaleForReturn,
	type RefundRow,
	type ReturnItemRow,
	type ReturnRow,
	returnByKey,
	returnInputs,
	returnLines,
	runReturnBatch,
} from "./store";
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
	// An approval token is single use: a repriced attempt keeps the approval the first one spent.
	const approval = { asked: false, by: null as string | null };
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
	approval: { asked: boolean; by: string | null },
) {
	const cur = await getSale(ctx.env, s, saleId);
	if (!cur) throw saleNotFound();
	const sale = cur.sale;
	if (sale.status !== "COMPLETED") throw conflict(`The sale is ${sale.status}; only a COMPLETED sale can be returned`);
	const asked = b.items.map((it, i) => {
		const line = cur.items.findIndex((x) => x.id === it.saleItemId);
		if (line < 0) throw invalid({ param: `items.${i}.saleItemId`, message: "Not a line of this sale" });
		return { line, quantity: it.quantity };
	});
	const variantIds = [...new Set(asked.map((a) => (cur.items[a.line] as ItemRow).variantId))];
	const read = await returnInputs(ctx.env, s, { saleId, outletId: sale.outletId, variantIds });
	const now = Date.now();
	const days = read.outlet?.returnWindowDays ?? 30;
	if (!withinWindow(sale.soldAt, now, days)) throw windowExpired(days);
	const priced = priceReturn({ ...sale, taxInclusive: !!sale.taxInclusive }, cur.items, asked);
	if (!priced.ok)
		throw priced.problem.param.endsWith("quantity")
			? conflict(priced.problem.message, priced.problem.param)
			: invalid(priced.problem);
	const p = priced.value;
	const payments = cur.payments.map((x) => ({ ...x, refunded: read.refunded.get(x.position) ?? 0 }));
	const plan = planRefunds(payments, p.total, b.refunds);
	if (!plan.ok) throw invalid(plan.problem);
	const cash = plan.value.some((r) => r.method === "CASH");
	if (cash && !read.shift)
		throw conflict("A cash refund is paid from the drawer: open a shift at this outlet first", "refunds");
	if (read.threshold != null && p.total > read.threshold && !approval.asked) {
		approval.by = (await s.demand?.("returns.over_threshold")) ?? null;
		approval.asked = true;
	}
	const id = newId("ret_", now);
	const lines = asked.map((a, k) => ({ ...a, item: cur.items[a.line] as ItemRow, amounts: p.lines[k] as LineAmounts }));
	const ret: ReturnRow = {
		id,
		accountId: s.workspaceId,
		saleId,
		outletId: sale.outletId,
		shiftId: read.shift?.id ?? null,
		subtotal: p.subtotal,
		orderDiscount: p.orderDiscount,
		serviceCharge: p.serviceCharge,
		taxTotal: p.taxTotal,
		total: p.total,
		taxes: JSON.stringify(
			returnTaxes(
				lines.map((l) => ({
					rate: { category: l.item.taxCategory as "standard", name: l.item.taxName, rateBps: l.item.taxRateBps },
					taxable: l.amounts.taxable,
					tax: l.amounts.tax,
				})),
			),
		),
		pointsTaken: sale.customerId ? pointsTaken(sale.pointsEarned, sale.total, sale.returnedTotal, p.total) : 0,
		note: b.note ?? null,
		staffId: s.staffId ?? null,
		approvedBy: approval.by ?? s.approvedBy ?? null,
		idempotencyKey: key?.key ?? null,
		requestHash: key?.hash ?? null,
		createdAt: now,
		returnDate: localDate(now, read.outlet?.timezone ?? "Asia/Jakarta"),
		createdBy: actor,
	};
	const items: ReturnItemRow[] = lines.map((l, position) => ({
		id: `${id}_i${position}`,
		accountId: s.workspaceId,
		returnId: id,
		saleId,
		saleItemId: l.item.id,
		position,
		productId: l.item.productId,
		variantId: l.item.variantId,
		name: l.item.name,
		quantity: l.quantity,
		restock: b.items[position]?.restock ? 1 : 0,
		reason: b.items[position]?.reason ?? null,
		...l.amounts,
	}));
	const refunds: RefundRow[] = plan.value.map((r, position) => {
		const paymentId = cur.payments.find((x) => x.position === r.paymentPosition)?.paymentId ?? null;
		return {
			id: `${id}_r${position}`,
			accountId: s.workspaceId,
			returnId: id,
			saleId,
			shiftId: read.shift?.id ?? null,
			position,
			paymentPosition: r.paymentPosition,
			method: r.method as RefundRow["method"],
			amount: r.amount,
			paymentId,
			paymentsRefundId: null,
			status: paymentId ? "pending" : "succeeded",
			failureReason: null,
			createdAt: now,
			updatedAt: now,
		};
	});
	const rules = await withComponents(ctx, s, read.info);
	const back = stockNeeds(
		items.filter((i) => i.restock).map((i) => ({ variantId: i.variantId, quantity: i.quantity })),
		rules,
	);
	const view = returnView({ ret, items, refunds });
	const eventId = newId("evt_", now);
	const returnedTotal = sale.returnedTotal + p.total;
	const statements = [
		...moveSaleForReturn(ctx.env, s, {
			saleId,
			count: sale.returnCount,
			total: p.total,
			now,
			opId: crypto.randomUUID(),
		}),
		...returnLines(
			ctx.env,
			saleId,
			items.map((i) => ({ saleItemId: i.saleItemId, quantity: i.quantity })),
		),
		...insertReturn(ctx.env, ret, items, refunds),
		...back.flatMap((t) =>
			restock(ctx.env, s, { ...t, outletId: sale.outletId, saleId }, { refId: id, reason: "sale_return", now }),
		),
		...(ret.pointsTaken > 0
			? takeBackPoints(
					ctx.env,
					s,
					sale.customerId as string,
					ret.pointsTaken,
					{ id: `loy_${id}`, reason: `return ${id} of sale ${saleId}` },
					now,
				)
			: []),
		...(cash && read.shift ? [shiftStillOpen(ctx.env, read.shift.id)] : []),
		posEventInsert(ctx.env, {
			id: eventId,
			type: "pos.sale.returned.v1",
			accountId: s.workspaceId,
			occurredAt: now,
			data: { ...view, sale: { total: sale.total, returnedTotal, netTotal: sale.total - returnedTotal } },
		}),
	];
	await commit(ctx, statements);
	await dispatchPosEvents(ctx.env, ctx.exec, [eventId]);
	return returnView({ ret, items, refunds: await finishRefunds(ctx, s, refunds) });
}

const windowExpired = (days: number) =>
	new ApiError(
		409,
		"return_window_expired",
		days === 0
			? "This outlet takes no returns (its returnWindowDays is 0)"
			: `The sale is more than ${days} days old: past this outlet's return window (returnWindowDays)`,
	);

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
