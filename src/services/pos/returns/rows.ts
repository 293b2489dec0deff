// A quoted return as the rows it writes: the return, its lines (each with its shares of the sale
// line's amounts) and its refunds (a Pasar payments one pending until payments answers).
import { newId } from "../../../platform/ids";
import type { PosScope } from "../context";
import { localDate } from "../sales/domain";
import type { ItemRow } from "../sales/store";
import type { TaxCategory } from "../tax/rules";
import { type LineAmounts, pointsTaken, returnTaxes } from "./domain";
import type { Approval, Quote } from "./quote";
import type { CreateReturnBody } from "./schemas";
import type { RefundRow, ReturnItemRow, ReturnRow } from "./store";

export function returnRows(
	s: PosScope,
	q: Quote,
	b: CreateReturnBody,
	who: { actor: string; approval: Approval; key: { key: string; hash: string } | null },
) {
	const { sale, priced: p, now } = q;
	const id = newId("ret_", now);
	const lines = q.asked.map((a, k) => ({ item: q.items[a.line] as ItemRow, amounts: p.lines[k] as LineAmounts }));
	const ret: ReturnRow = {
		id,
		accountId: s.workspaceId,
		saleId: sale.id,
		outletId: sale.outletId,
		shiftId: q.read.shift?.id ?? null,
		subtotal: p.subtotal,
		orderDiscount: p.orderDiscount,
		serviceCharge: p.serviceCharge,
		taxTotal: p.taxTotal,
		total: p.total,
		taxes: JSON.stringify(
			returnTaxes(
				lines.map(({ item, amounts }) => ({
					rate: { category: item.taxCategory as TaxCategory, name: item.taxName, rateBps: item.taxRateBps },
					taxable: amounts.taxable,
					tax: amounts.tax,
				})),
			),
		),
		pointsTaken: sale.customerId ? pointsTaken(sale.pointsEarned, sale.total, sale.returnedTotal, p.total) : 0,
		note: b.note ?? null,
		staffId: s.staffId ?? null,
		approvedBy: who.approval.by ?? s.approvedBy ?? null,
		idempotencyKey: who.key?.key ?? null,
		requestHash: who.key?.hash ?? null,
		createdAt: now,
		returnDate: localDate(now, q.read.outlet?.timezone ?? "Asia/Jakarta"),
		createdBy: who.actor,
	};
	const items: ReturnItemRow[] = lines.map(({ item, amounts }, position) => ({
		id: `${id}_i${position}`,
		accountId: s.workspaceId,
		returnId: id,
		saleId: sale.id,
		saleItemId: item.id,
		position,
		productId: item.productId,
		variantId: item.variantId,
		name: item.name,
		quantity: q.asked[position]?.quantity ?? 0,
		restock: b.items[position]?.restock ? 1 : 0,
		reason: b.items[position]?.reason ?? null,
		...amounts,
	}));
	const refunds: RefundRow[] = q.refunds.map((r, position) => {
		const paymentId = q.payments.find((x) => x.position === r.paymentPosition)?.paymentId ?? null;
		return {
			id: `${id}_r${position}`,
			accountId: s.workspaceId,
			returnId: id,
			saleId: sale.id,
			shiftId: q.read.shift?.id ?? null,
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
	return { ret, items, refunds };
}
