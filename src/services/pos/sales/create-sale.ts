import { ApiError, isUniqueViolation } from "../../../platform/errors";
import { newId } from "../../../platform/ids";
import type { StockInfo } from "../catalogue/store";
import { conflict, notFound, type PosCtx, type PosScope } from "../context";
import { dispatchPosEvents } from "../events";
import type { OutletRow } from "../outlets/store";
import { approvalThresholds } from "../settings/store";
import { rateOf, type ServiceCharge } from "../tax/rules";
import { checkSoldAt, computeTotals, type Line, localDate } from "./domain";
import type { CreateSaleBody } from "./schemas";
import { commit, completion, invalid, linkPayments, newEventId, settle, withComponents } from "./settle";
import {
	getSale,
	type ItemRow,
	insertSale,
	type PaymentRow,
	type SaleRow,
	saleByKey,
	saleInputs,
	shiftStillOpen,
} from "./store";
import { type SaleView, saleView } from "./view";

/** An offline till's Idempotency-Key and the hash of the body it came with. */
export interface TillKey {
	key: string;
	hash: string;
}

/**
 * POST /sales. With an Idempotency-Key the first sale is the answer to every replay, days later too
 * (the key is stored on the sale, UNIQUE per workspace, so two racing first tries make one sale);
 * the same key with another body is 409 IDEMPOTENCY_KEY_IN_USE.
 */
export async function createSale(ctx: PosCtx, s: PosScope, actor: string, b: CreateSaleBody, till: TillKey | null) {
	if (till) {
		const prior = await replay(ctx, s, till);
		if (prior) return prior;
	}
	try {
		return { sale: await ring(ctx, s, actor, b, till), replayed: false };
	} catch (err) {
		const prior = till && isUniqueViolation(err) ? await replay(ctx, s, till) : null;
		if (prior) return prior;
		throw err;
	}
}

async function replay(ctx: PosCtx, s: PosScope, till: TillKey) {
	const row = await saleByKey(ctx.env, s, till.key);
	if (!row) return null;
	if (row.requestHash !== till.hash)
		throw new ApiError(409, "idempotency_key_in_use", "This Idempotency-Key was already used with a different sale");
	const full = await getSale(ctx.env, s, row.id);
	if (!full) return null;
	// The create's own shape (no `customer` block, which only GET /sales/{id} adds): a replay answers
	// what the first request answered, field for field.
	return { sale: asRung(saleView(full.sale, full.items, full.payments)), replayed: true };
}

/**
 * The sale as its create answered it: what a later void, return or shipment changed is put back (a
 * replay must not differ from the first answer). A parked bill completed since is answered as it is
 * now: completing it moved its soldAt and shift, which the row no longer holds as they were.
 */
function asRung(v: SaleView): SaleView {
	const rungAs = v.completedAt === v.createdAt ? "COMPLETED" : v.completedAt === null ? "PARKED" : null;
	if (!rungAs) return v;
	return {
		...v,
		status: rungAs,
		items: v.items.map((i) => ({ ...i, returnedQuantity: 0 })),
		voidedAt: null,
		voidReason: null,
		voidedByStaffId: null,
		returnedTotal: 0,
		netTotal: v.total,
		shipmentId: null,
		shipmentStatus: null,
		updatedAt: v.createdAt,
	};
}

async function ring(ctx: PosCtx, s: PosScope, actor: string, b: CreateSaleBody, till: TillKey | null) {
	const now = Date.now();
	const soldAt = b.soldAt ? checkSoldAt(Date.parse(b.soldAt), now) : { ok: true as const, value: now };
	if (!soldAt.ok) throw invalid(soldAt.problem);
	if (b.status === "PARKED" && b.payments?.length)
		throw invalid({
			param: "payments",
			message: "A PARKED sale is paid when it is completed (POST /sales/{id}/complete)",
		});
	const { outlet, shift, rules, variants } = await resolve(ctx, s, b);
	const serviceCharge = serviceChargeOf(outlet);
	const totals = computeTotals({
		items: b.items.map((it, i) => ({ ...it, catalogPrice: variants[i].price, rate: lineRate(variants[i], outlet) })),
		orderDiscount: b.orderDiscount,
		taxRateBps: outlet.taxRateBps,
		taxInclusive: !!outlet.taxInclusive,
		serviceCharge,
	});
	if (!totals.ok) throw invalid(totals.problem);
	const { lines, taxes, ...t } = totals.value;
	const approvedBy = await saleApprovals(ctx, s, b, variants, t.discountTotal);
	const id = newId("txn_", now);
	const sale: SaleRow = {
		...t,
		taxes: JSON.stringify(taxes),
		serviceChargeBps: serviceCharge.bps,
		serviceChargeTaxable: serviceCharge.taxable ? 1 : 0,
		serviceChargeBase: serviceCharge.base,
		id,
		accountId: s.workspaceId,
		outletId: b.outletId,
		shiftId: shift?.id ?? null,
		customerId: b.customerId ?? null,
		status: b.status,
		note: b.note ?? null,
		changeTotal: 0,
		cashTotal: 0,
		taxRateBps: outlet.taxRateBps,
		taxInclusive: outlet.taxInclusive,
		pointsEarned: 0,
		idempotencyKey: till?.key ?? null,
		requestHash: till?.hash ?? null,
		soldAt: soldAt.value,
		soldDate: localDate(soldAt.value, outlet.timezone),
		completedAt: b.status === "COMPLETED" ? now : null,
		voidedAt: null,
		voidReason: null,
		voidShiftId: null,
		delivery: b.delivery ? JSON.stringify(b.delivery) : null,
		shipmentId: null,
		shipmentStatus: null,
		opId: null,
		createdBy: actor,
		staffId: s.staffId ?? null,
		voidedByStaffId: null,
		approvedBy: approvedBy ?? s.approvedBy ?? null,
		returnedTotal: 0,
		returnCount: 0,
		createdAt: now,
		updatedAt: now,
	};
	const paid = b.status === "COMPLETED" ? settle(sale, b.payments ?? []) : null;
	if (paid) await linkPayments(ctx, s, paid.rows);
	if (paid)
		Object.assign(sale, { changeTotal: paid.changeTotal, cashTotal: paid.cashTotal, pointsEarned: paid.pointsEarned });
	const items: ItemRow[] = b.items.map((it, position) => ({
		...lineColumns(lines[position]),
		id: `${id}_i${position}`,
		accountId: s.workspaceId,
		saleId: id,
		position,
		productId: variants[position].productId,
		variantId: it.variantId,
		name: itemName(variants[position]),
		sku: variants[position].sku,
		unitPrice: it.unitPrice ?? variants[position].price,
		modifiers: JSON.stringify(it.modifiers ?? []),
		returnedQuantity: 0,
	}));
	return write(ctx, s, sale, items, paid?.rows ?? [], rules);
}

/**
 * A sale's own permission rules: a line sold at another price than the catalogue's needs
 * sales.price_override; item and order discounts adding up to more than the workspace's
 * discountApprovalThreshold need sales.discount_over_threshold (read only when there is a discount).
 * Answers the approving manager, if one approved either.
 */
async function saleApprovals(
	ctx: PosCtx,
	s: PosScope,
	b: CreateSaleBody,
	variants: Array<{ price: number }>,
	discountTotal: number,
) {
	let by: string | null = null;
	if (b.items.some((it, i) => it.unitPrice !== undefined && it.unitPrice !== variants[i]?.price))
		by = (await s.demand?.("sales.price_override")) ?? by;
	if (discountTotal > 0) {
		const threshold = (await approvalThresholds(ctx.env, s)).discount;
		if (threshold !== null && discountTotal > threshold) by = (await s.demand?.("sales.discount_over_threshold")) ?? by;
	}
	return by;
}

/** The outlet, the shift the sale joins and the variants, each this workspace's (404) and usable (409). */
async function resolve(ctx: PosCtx, s: PosScope, b: CreateSaleBody) {
	const variantIds = b.items.map((i) => i.variantId);
	const read = await saleInputs(ctx.env, s, { ...b, variantIds });
	const { outlet, shift } = read;
	if (!outlet) throw notFound("outlet");
	if (b.customerId && !read.customer) throw new ApiError(404, "not_found", "No such customer", "customerId");
	if (!outlet.isActive) throw conflict("The outlet is inactive", "outletId");
	if (b.shiftId && !shift) throw notFound("shift");
	if (shift && shift.outletId !== b.outletId) throw conflict("The shift belongs to another outlet", "shiftId");
	if (shift && shift.status !== "OPEN") throw conflict("The shift is closed", "shiftId");
	const rules = await withComponents(ctx, s, read.info);
	const variants = b.items.map((it, i) => {
		const v = rules.get(it.variantId);
		if (!v) throw new ApiError(404, "not_found", "No such variant", `items.${i}.variantId`);
		return v;
	});
	return { outlet, shift, rules, variants };
}

/** The sale's one batch: its rows, the shift guard and, when COMPLETED, stock, loyalty and event. */
async function write(
	ctx: PosCtx,
	s: PosScope,
	sale: SaleRow,
	items: ItemRow[],
	payments: PaymentRow[],
	rules: Map<string, StockInfo>,
) {
	const view = saleView(sale, items, payments);
	const eventId = newEventId(sale.createdAt);
	const done = sale.status === "COMPLETED" ? completion(ctx, s, sale, items, rules, view, eventId) : null;
	const statements = [
		...insertSale(ctx.env, sale, items, payments),
		...(sale.shiftId ? [shiftStillOpen(ctx.env, sale.shiftId)] : []),
		...(done?.statements ?? []),
	];
	await commit(ctx, statements, { outletId: sale.outletId, takes: done?.takes ?? [] });
	if (done) await dispatchPosEvents(ctx.env, ctx.exec, done.eventIds);
	return view;
}

/** The outlet's service charge setting as the totals take it (kept on the sale too). */
const serviceChargeOf = (o: OutletRow): ServiceCharge => ({
	bps: o.serviceChargeBps,
	taxable: !!o.serviceChargeTaxable,
	base: o.serviceChargeBase,
});

/** A line's rate from its product's taxCategory: the outlet's for standard, the named rate's as it is now. */
const lineRate = (v: StockInfo, o: OutletRow) =>
	rateOf(
		v.taxCategory,
		o.taxRateBps,
		v.taxRateName != null && v.taxRateBps != null ? { name: v.taxRateName, rateBps: v.taxRateBps } : null,
	);

/** A computed line as sale_items columns: its amounts and the rate it was rung at. */
const lineColumns = ({ rate, ...l }: Line) => ({
	...l,
	taxCategory: rate.category,
	taxName: rate.name,
	taxRateBps: rate.rateBps,
});

/** "Kopi Susu" for a product's only Default variant, else "Kopi Susu · Large". */
const itemName = (v: { productName: string; variantName: string }) =>
	v.variantName === "Default" ? v.productName : `${v.productName} · ${v.variantName}`;
