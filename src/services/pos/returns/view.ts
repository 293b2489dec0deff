import { iso } from "../../../platform/encoding";
import type { TaxLine } from "../tax/rules";
import type { RefundRow, ReturnItemRow, ReturnRow } from "./store";

export const returnItemView = (i: ReturnItemRow) => ({
	saleItemId: i.saleItemId,
	productId: i.productId,
	variantId: i.variantId,
	name: i.name,
	quantity: i.quantity,
	restock: !!i.restock,
	reason: i.reason,
	total: i.total,
	orderDiscountShare: i.orderDiscountShare,
	serviceCharge: i.serviceCharge,
	taxable: i.taxable,
	tax: i.tax,
	refund: i.refund,
});

export const refundView = (r: RefundRow) => ({
	id: r.id,
	method: r.method,
	amount: r.amount,
	paymentId: r.paymentId,
	paymentsRefundId: r.paymentsRefundId,
	status: r.status,
	failureReason: r.failureReason,
});

/** A return as the API answers it (GET /sales/{id}/returns/{returnId}, its create and its event). */
export const returnView = (x: { ret: ReturnRow; items: ReturnItemRow[]; refunds: RefundRow[] }) => ({
	id: x.ret.id,
	saleId: x.ret.saleId,
	outletId: x.ret.outletId,
	shiftId: x.ret.shiftId,
	items: x.items.map(returnItemView),
	refunds: x.refunds.map(refundView),
	subtotal: x.ret.subtotal,
	orderDiscount: x.ret.orderDiscount,
	serviceCharge: x.ret.serviceCharge,
	taxTotal: x.ret.taxTotal,
	total: x.ret.total,
	taxes: JSON.parse(x.ret.taxes) as TaxLine[],
	pointsTaken: x.ret.pointsTaken,
	note: x.ret.note,
	staffId: x.ret.staffId,
	approvedBy: x.ret.approvedBy,
	returnedAt: iso(x.ret.createdAt) as string,
});
export type ReturnView = ReturnType<typeof returnView>;
