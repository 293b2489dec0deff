import { iso } from "../../../platform/encoding";
import type { TaxLine } from "../tax/rules";
import type { DeliveryDraftBody } from "./schemas";
import type { ItemRow, PaymentRow, SaleRow } from "./store";

type Customer = { id: string; name: string; phone: string | null; email: string | null };

export const itemView = (i: ItemRow) => ({
	id: i.id,
	productId: i.productId,
	variantId: i.variantId,
	name: i.name,
	sku: i.sku,
	quantity: i.quantity,
	unitPrice: i.unitPrice,
	modifiers: JSON.parse(i.modifiers) as Array<{ name: string; price: number }>,
	unit: i.unit,
	discount: i.discount,
	total: i.total,
	orderDiscountShare: i.orderDiscountShare,
	serviceCharge: i.serviceCharge,
	taxable: i.taxable,
	tax: i.tax,
	taxCategory: i.taxCategory,
	taxName: i.taxName,
	taxRateBps: i.taxRateBps,
	returnedQuantity: i.returnedQuantity,
});

export const paymentView = (p: PaymentRow) => ({
	method: p.method,
	amount: p.amount,
	tendered: p.tendered,
	change: p.tendered - p.amount,
	paymentId: p.paymentId,
});

export type ReturnRef = { id: string; total: number; returnedAt: string };

/** A sale as the API answers it; `customer` and `returns` only where the sale was read whole (GET /sales/{id}). */
export function saleView(
	r: SaleRow,
	items: ItemRow[],
	payments: PaymentRow[],
	customer?: Customer | null,
	returns?: ReturnRef[],
) {
	return {
		id: r.id,
		outletId: r.outletId,
		shiftId: r.shiftId,
		customerId: r.customerId,
		...(customer === undefined ? {} : { customer }),
		status: r.status,
		note: r.note,
		items: items.map(itemView),
		payments: payments.map(paymentView),
		subtotal: r.subtotal,
		orderDiscount: r.orderDiscount,
		discountTotal: r.discountTotal,
		serviceChargeTotal: r.serviceChargeTotal,
		taxTotal: r.taxTotal,
		total: r.total,
		changeTotal: r.changeTotal,
		taxRateBps: r.taxRateBps,
		taxInclusive: !!r.taxInclusive,
		serviceChargeBps: r.serviceChargeBps,
		serviceChargeTaxable: !!r.serviceChargeTaxable,
		serviceChargeBase: r.serviceChargeBase,
		taxes: JSON.parse(r.taxes) as TaxLine[],
		pointsEarned: r.pointsEarned,
		soldAt: iso(r.soldAt) as string,
		completedAt: iso(r.completedAt),
		voidedAt: iso(r.voidedAt),
		voidReason: r.voidReason,
		staffId: r.staffId,
		voidedByStaffId: r.voidedByStaffId,
		approvedBy: r.approvedBy,
		returnedTotal: r.returnedTotal,
		netTotal: r.total - r.returnedTotal,
		...(returns === undefined ? {} : { returns }),
		delivery: r.delivery ? (JSON.parse(r.delivery) as DeliveryDraftBody) : null,
		shipmentId: r.shipmentId,
		shipmentStatus: r.shipmentStatus,
		createdAt: iso(r.createdAt) as string,
		updatedAt: iso(r.updatedAt) as string,
	};
}
export type SaleView = ReturnType<typeof saleView>;

type Positioned = { position?: number };
const ordered = <T extends Positioned>(rows: T[]) =>
	rows.sort((a, b) => (a.position ?? 0) - (b.position ?? 0)).map(({ position: _, ...rest }) => rest);

/** receiptOf's JSON as the API answers it: saleView's shape and key order, to the byte. */
export function receiptAnswer(json: string): SaleView {
	const r = JSON.parse(json);
	r.items = ordered(r.items);
	r.payments = ordered(r.payments);
	for (const k of ["soldAt", "completedAt", "voidedAt", "createdAt", "updatedAt"]) r[k] = iso(r[k]);
	for (const x of r.returns) x.returnedAt = iso(x.returnedAt);
	return r;
}
