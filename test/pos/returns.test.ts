import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { POS_EVENT_PAYLOADS } from "../../src/services/pos/event-payloads";
import { expectEnvelopeError, ORIGIN } from "../helpers/http";
import { mintPayKey, payCall } from "../helpers/pay";
import { pos } from "../helpers/pos";
import { posShop } from "../helpers/pos-sales";
import { dbOf } from "../helpers/shards";
import { paidSession } from "../payments/checkout-helpers";

/**
 * A restaurant: 10 % tax (exclusive) and a 5 % taxable service charge on the bill, a stocked product,
 * an open shift (cash refunds leave its drawer) and a customer who earns points.
 */
async function restaurant() {
	const shop = await posShop({ stock: 50, taxRateBps: 1000 });
	await pos(shop.key, "PATCH", `/outlets/${shop.outletId}`, { serviceChargeBps: 500 });
	const shift = (await pos(shop.key, "POST", "/shifts/open", { outletId: shop.outletId, openingFloat: 100_000 })).body
		.data;
	const customer = (await pos(shop.key, "POST", "/customers", { name: "Budi" })).body.data;
	const ret = (saleId: string, body: unknown, headers: Record<string, string> = {}) =>
		pos(shop.key, "POST", `/sales/${saleId}/returns`, body, headers);
	return { ...shop, shiftId: shift.id as string, customerId: customer.id as string, ret };
}

/** 3 × 10,000 and 2 × 10,000 − 1,000, an order discount of 2,000: worked out by hand in docs/pos.md. */
async function bill(shop: Awaited<ReturnType<typeof restaurant>>, payments?: unknown[]) {
	const r = await shop.sell({
		customerId: shop.customerId,
		items: [
			{ variantId: shop.variantId, quantity: 3 },
			{ variantId: shop.variantId, quantity: 2, discount: 1_000 },
		],
		orderDiscount: 2_000,
		payments: payments ?? [{ method: "CASH", amount: 54_286 }],
	});
	expect(r.status, r.text).toBe(201);
	return r.body.data;
}

describe("POS returns and refunds", () => {
	it("partial returns summing to the whole sale: amounts pro-rated by hand, net zero, stock and points as before", async () => {
		const shop = await restaurant();
		const before = await shop.level();
		const sale = await bill(shop);
		expect(sale).toMatchObject({ total: 54_286, serviceChargeTotal: 2_350, taxTotal: 4_936, pointsEarned: 54 });
		const [a, b] = sale.items.map((i: { id: string }) => i.id);
		expect(a).toBe(`${sale.id}_i0`);

		const r1 = await shop.ret(sale.id, {
			items: [{ saleItemId: a, quantity: 1, restock: true, reason: "Salah pesan" }],
		});
		expect(r1.status, r1.text).toBe(201);
		expect(r1.body.data.items[0]).toMatchObject({
			saleItemId: a,
			quantity: 1,
			restock: true,
			reason: "Salah pesan",
			total: 10_000,
			orderDiscountShare: 408,
			serviceCharge: 480,
			taxable: 10_072,
			tax: 1_007,
			refund: 11_079,
		});
		expect(r1.body.data).toMatchObject({
			total: 11_079,
			pointsTaken: 11,
			shiftId: shop.shiftId,
			refunds: [{ method: "CASH", amount: 11_079, status: "succeeded", paymentId: null }],
			taxes: [{ category: "standard", name: "PPN", rateBps: 1000, taxable: 10_072, amount: 1_007 }],
		});
		expect(r1.body.data.id).toMatch(/^ret_/);

		const r2 = await shop.ret(sale.id, { items: [{ saleItemId: a, quantity: 2, restock: true }] });
		expect(r2.body.data).toMatchObject({ total: 22_158, pointsTaken: 22 });
		const r3 = await shop.ret(sale.id, {
			items: [{ saleItemId: b, quantity: 2, restock: true }],
			refunds: [{ method: "CASH", amount: 21_049 }],
		});
		expect(r3.status, r3.text).toBe(201);
		expect(r3.body.data).toMatchObject({ total: 21_049, pointsTaken: 21, orderDiscount: 776, serviceCharge: 911 });

		const after = (await pos(shop.key, "GET", `/sales/${sale.id}`)).body.data;
		expect(after).toMatchObject({ status: "COMPLETED", total: 54_286, returnedTotal: 54_286, netTotal: 0 });
		expect(after.items.map((i: { returnedQuantity: number }) => i.returnedQuantity)).toEqual([3, 2]);
		expect(after.returns.map((x: { id: string }) => x.id)).toEqual([r1, r2, r3].map((x) => x.body.data.id));
		expect(await shop.level()).toBe(before);
		const moves = (await pos(shop.key, "GET", `/inventory/movements?outletId=${shop.outletId}&reason=sale_return`)).body
			.data;
		expect(moves.map((m: { delta: number }) => m.delta).sort()).toEqual([1, 2, 2]);
		expect((await pos(shop.key, "GET", `/customers/${shop.customerId}`)).body.data.loyaltyBalance).toBe(0);

		// Nothing is left: one more unit is a conflict, and a sale with returns cannot be voided.
		const more = await shop.ret(sale.id, { items: [{ saleItemId: b, quantity: 1, restock: false }] });
		expectEnvelopeError(more, 409, "CONFLICT");
		expect(more.body.error.param).toBe("items.0.quantity");
		expectEnvelopeError(await pos(shop.key, "POST", `/sales/${sale.id}/void`, {}), 409, "CONFLICT");

		// The drawer gave back what it took; the shift report counts the cash refunds.
		const report = (await pos(shop.key, "GET", `/shifts/${shop.shiftId}/report`)).body.data;
		expect(report.cash).toMatchObject({ cashSales: 54_286, cashRefunds: 54_286, expected: 100_000 });
		const list = await pos(shop.key, "GET", `/sales/${sale.id}/returns?limit=2`);
		expect(list.body.data.map((x: { id: string }) => x.id)).toEqual([r3.body.data.id, r2.body.data.id]);
		expect(list.body.meta.hasMore).toBe(true);
	});

	it("a return refunds a Pasar payments payment there: a payments refund of the same amount", async () => {
		const shop = await posShop({ stock: 5, price: 150_000 });
		const payKey = await mintPayKey(shop.ws, { environment: "test" });
		const { payment } = await paidSession(payKey, { amount: 150_000 });
		const qris = [{ method: "QRIS", amount: 150_000, paymentId: payment.id }];
		const sale = (await shop.sell({ payments: qris })).body.data;
		expect(sale.payments[0]).toMatchObject({ method: "QRIS", paymentId: payment.id });
		// One payment pays one sale; a payment of another amount or not the workspace's is refused.
		expectEnvelopeError(await shop.sell({ payments: qris }), 409, "CONFLICT");
		const other = await posShop({ stock: 5, price: 100_000 });
		const elsewhere = await other.sell({ payments: [{ method: "QRIS", amount: 100_000, paymentId: payment.id }] });
		expectEnvelopeError(elsewhere, 404, "NOT_FOUND");
		const { payment: p2 } = await paidSession(payKey, { amount: 99_000 });
		const wrong = await shop.sell({ payments: [{ method: "CARD", amount: 150_000, paymentId: p2.id }] });
		expectEnvelopeError(wrong, 400, "VALIDATION_ERROR");
		const cash = await shop.sell({ payments: [{ method: "CASH", amount: 150_000, paymentId: p2.id }] });
		expectEnvelopeError(cash, 400, "VALIDATION_ERROR");

		const r = await pos(shop.key, "POST", `/sales/${sale.id}/returns`, {
			items: [{ saleItemId: sale.items[0].id, quantity: 1, restock: true }],
		});
		expect(r.status, r.text).toBe(201);
		const refund = r.body.data.refunds[0];
		expect(refund).toMatchObject({ method: "QRIS", amount: 150_000, paymentId: payment.id, status: "succeeded" });
		expect(refund.paymentsRefundId).toMatch(/^re_/);
		const made = (await payCall(payKey, "GET", `/v1/refunds?paymentId=${payment.id}`)).body.data;
		expect(made).toHaveLength(1);
		expect(made[0]).toMatchObject({ id: refund.paymentsRefundId, amount: 150_000, status: "succeeded" });
		expect((await payCall(payKey, "GET", `/v1/payments/${payment.id}`)).body.data.refundedAmount).toBe(150_000);
	});

	it("an Idempotency-Key answers the first return; another body with it is 409; 20 racing returns of the last unit: one succeeds", async () => {
		const shop = await restaurant();
		const sale = await bill(shop);
		const body = { items: [{ saleItemId: sale.items[1].id, quantity: 1, restock: true }] };
		const first = await shop.ret(sale.id, body, { "Idempotency-Key": "ret-1" });
		const again = await shop.ret(sale.id, body, { "Idempotency-Key": "ret-1" });
		expect(again.status).toBe(201);
		expect(again.headers.get("Idempotent-Replayed")).toBe("true");
		expect(again.body.data).toEqual(first.body.data);
		const other = await shop.ret(sale.id, { ...body, note: "x" }, { "Idempotency-Key": "ret-1" });
		expectEnvelopeError(other, 409, "IDEMPOTENCY_KEY_IN_USE");

		// The sale's own replay still answers what its create answered, returns since or not.
		const rung = await shop.sell({ payments: [{ method: "CASH", amount: 11_550 }] }, { "Idempotency-Key": "sale-1" });
		await shop.ret(rung.body.data.id, {
			items: [{ saleItemId: rung.body.data.items[0].id, quantity: 1, restock: true }],
		});
		const replayed = await shop.sell(
			{ payments: [{ method: "CASH", amount: 11_550 }] },
			{ "Idempotency-Key": "sale-1" },
		);
		expect(replayed.headers.get("Idempotent-Replayed")).toBe("true");
		expect(replayed.body.data).toEqual(rung.body.data);

		const level = await shop.level();
		const racing = await Promise.all(Array.from({ length: 20 }, () => shop.ret(sale.id, body)));
		expect(racing.filter((r) => r.status === 201)).toHaveLength(1);
		for (const r of racing.filter((x) => x.status !== 201)) expectEnvelopeError(r, 409, "CONFLICT");
		expect(await shop.level()).toBe(level + 1);
		const after = (await pos(shop.key, "GET", `/sales/${sale.id}`)).body.data;
		expect(after.items[1].returnedQuantity).toBe(2);
		// 21,049 for the whole line, split 10,525 + 10,524 by the cumulative rule.
		expect(after.returnedTotal).toBe(21_049);
	});

	it("window, shift, method, threshold and tenancy rules", async () => {
		const shop = await restaurant();
		const sale = await bill(shop, [
			{ method: "QRIS", amount: 20_000 },
			{ method: "CASH", amount: 34_286 },
		]);
		const one = { saleItemId: sale.items[0].id, quantity: 1, restock: false };
		// Refunds must add up to the return and go back the way it was paid.
		expectEnvelopeError(
			await shop.ret(sale.id, { items: [one], refunds: [{ method: "CASH", amount: 1 }] }),
			400,
			"VALIDATION_ERROR",
		);
		const card = await shop.ret(sale.id, { items: [one], refunds: [{ method: "CARD", amount: 11_079 }] });
		expectEnvelopeError(card, 400, "VALIDATION_ERROR");
		expect(card.body.error.param).toBe("refunds.0.method");
		expectEnvelopeError(
			await shop.ret(sale.id, { items: [{ ...one, saleItemId: "txn_x_i0" }] }),
			400,
			"VALIDATION_ERROR",
		);
		expectEnvelopeError(await shop.ret(sale.id, { items: [one, one] }), 400, "VALIDATION_ERROR");
		expectEnvelopeError(await shop.ret(sale.id, { items: [{ ...one, extra: 1 }] }), 400, "VALIDATION_ERROR");
		// Another workspace's sale is 404, not 409.
		const other = await posShop({ stock: 1 });
		expectEnvelopeError(await pos(other.key, "POST", `/sales/${sale.id}/returns`, { items: [one] }), 404, "NOT_FOUND");
		expectEnvelopeError(await pos(other.key, "GET", `/sales/${sale.id}/returns`), 404, "NOT_FOUND");

		// Default refunds follow the payments in order: QRIS first (not through Pasar payments: handed back at once).
		const r = await shop.ret(sale.id, { items: [{ ...one, quantity: 2 }] });
		expect(r.body.data.refunds).toMatchObject([
			{ method: "QRIS", amount: 20_000, status: "succeeded" },
			{ method: "CASH", amount: 2_158 },
		]);
		// A cash refund needs the open shift.
		await pos(shop.key, "POST", `/shifts/${shop.shiftId}/close`, { countedCash: 0 });
		const closed = await shop.ret(sale.id, { items: [{ ...one, quantity: 1 }] });
		expectEnvelopeError(closed, 409, "CONFLICT");
		expect(closed.body.error.param).toBe("refunds");

		// The outlet's return window.
		await pos(shop.key, "PATCH", `/outlets/${shop.outletId}`, { returnWindowDays: 0 });
		const window = await shop.ret(sale.id, { items: [one] });
		expectEnvelopeError(window, 409, "RETURN_WINDOW_EXPIRED");
		const longAgo = new Date(Date.now() - 60 * 3_600_000).toISOString();
		await pos(shop.key, "PATCH", `/outlets/${shop.outletId}`, { returnWindowDays: 2 });
		const old = (await shop.sell({ soldAt: longAgo, payments: [{ method: "OTHER", amount: 11_550 }] })).body.data;
		const late = await shop.ret(old.id, { items: [{ saleItemId: old.items[0].id, quantity: 1, restock: true }] });
		expectEnvelopeError(late, 409, "RETURN_WINDOW_EXPIRED");
		await pos(shop.key, "PATCH", `/outlets/${shop.outletId}`, { returnWindowDays: 3 });
		expect(
			(await shop.ret(old.id, { items: [{ saleItemId: old.items[0].id, quantity: 1, restock: true }] })).status,
		).toBe(201);
	});

	it("a cashier's return above the threshold needs a manager's approval, recorded on the return", async () => {
		const shop = await posShop({ plan: "growth", stock: 5 });
		await pos(shop.key, "PUT", "/settings", {
			businessName: "Toko",
			businessType: "retail",
			currency: "IDR",
			returnApprovalThreshold: 15_000,
		});
		const staff = async (name: string, role: string, pin: string) =>
			(await pos(shop.key, "POST", "/staff", { name, role, pin })).body.data.id as string;
		const managerId = await staff("Bu Rina", "manager", "4821");
		const cashierId = await staff("Dedi", "cashier", "1357");
		const till = (await pos(shop.key, "POST", "/api-keys", { name: "Till", staffId: cashierId })).body.data.key;
		const sale = (
			await pos(till, "POST", "/sales", {
				outletId: shop.outletId,
				items: [{ variantId: shop.variantId, quantity: 2 }],
				payments: [{ method: "OTHER", amount: 20_000 }],
			})
		).body.data;
		const line = sale.items[0].id;
		const small = await pos(till, "POST", `/sales/${sale.id}/returns`, {
			items: [{ saleItemId: line, quantity: 1, restock: true }],
		});
		expect(small.status, small.text).toBe(201);
		expect(small.body.data).toMatchObject({ staffId: cashierId, approvedBy: null });
		const sale2 = (
			await pos(till, "POST", "/sales", {
				outletId: shop.outletId,
				items: [{ variantId: shop.variantId, quantity: 2 }],
				payments: [{ method: "OTHER", amount: 20_000 }],
			})
		).body.data;
		const big = { items: [{ saleItemId: sale2.items[0].id, quantity: 2, restock: true }] };
		const refused = await pos(till, "POST", `/sales/${sale2.id}/returns`, big);
		expectEnvelopeError(refused, 403, "FORBIDDEN");
		expect(refused.body.error.message).toContain("returns.over_threshold");
		const token = (
			await pos(till, "POST", "/approvals", { staffId: managerId, pin: "4821", permission: "returns.over_threshold" })
		).body.data.token;
		const ok = await pos(till, "POST", `/sales/${sale2.id}/returns`, big, { "X-Pos-Approval": token });
		expect(ok.status, ok.text).toBe(201);
		expect(ok.body.data).toMatchObject({ total: 20_000, staffId: cashierId, approvedBy: managerId });
	});

	it("a return receipt prints as HTML and PDF; the return is an event", async () => {
		const shop = await restaurant();
		const sale = await bill(shop);
		const r = (
			await shop.ret(sale.id, {
				items: [{ saleItemId: sale.items[0].id, quantity: 1, restock: true, reason: "Salah pesan" }],
				note: "Ditukar besok",
			})
		).body.data;
		const html = await pos(shop.key, "GET", `/sales/${sale.id}/returns/${r.id}/receipt?width=58`);
		expect(html.status).toBe(200);
		for (const text of ["RETUR", r.id, sale.id, "Salah pesan", "Refund Tunai", "Rp 11.079", "Catatan: Ditukar besok"])
			expect(html.text).toContain(text);
		const pdf = await SELF.fetch(`${ORIGIN}/pos/api/v1/sales/${sale.id}/returns/${r.id}/receipt?format=pdf`, {
			headers: { Authorization: `Bearer ${shop.key}` },
		});
		expect(pdf.status).toBe(200);
		expect(pdf.headers.get("Content-Type")).toBe("application/pdf");
		expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
		expectEnvelopeError(await pos(shop.key, "GET", `/sales/${sale.id}/returns/ret_nope/receipt`), 404, "NOT_FOUND");
		const got = await pos(shop.key, "GET", `/sales/${sale.id}/returns/${r.id}`);
		expect(got.body.data).toEqual(r);
		const d1 = await dbOf("DB_POS", shop.ws);
		const events = await d1
			.prepare("SELECT data FROM events WHERE account_id = ? AND type = 'pos.sale.returned.v1'")
			.bind(shop.ws)
			.all<{ data: string }>();
		expect(events.results).toHaveLength(1);
		const data = JSON.parse(events.results[0]?.data ?? "{}");
		const parsed = POS_EVENT_PAYLOADS["pos.sale.returned.v1"].schema.safeParse(data);
		expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
		expect(data).toMatchObject({
			id: r.id,
			total: 11_079,
			sale: { total: 54_286, returnedTotal: 11_079, netTotal: 43_207 },
		});
	});

	it("reports are net of returns: summary, sales by day, top products and the shift's X report", async () => {
		const shop = await restaurant();
		const sale = await bill(shop);
		await shop.ret(sale.id, { items: [{ saleItemId: sale.items[0].id, quantity: 1, restock: true }] });
		const summary = (await pos(shop.key, "GET", `/reports/summary?outletId=${shop.outletId}`)).body.data;
		expect(summary).toMatchObject({
			total: 54_286,
			returns: { count: 1, subtotal: 10_000, serviceChargeTotal: 480, taxTotal: 1_007, total: 11_079 },
			refundsByMethod: { CASH: 11_079, QRIS: 0, CARD: 0, OTHER: 0 },
			netTotal: 43_207,
		});
		const byShift = (await pos(shop.key, "GET", `/reports/summary?shiftId=${shop.shiftId}`)).body.data;
		expect(byShift).toMatchObject({ returns: { count: 1, total: 11_079 }, netTotal: 43_207 });
		const days = (await pos(shop.key, "GET", `/reports/sales-by-day?outletId=${shop.outletId}&days=2`)).body.data;
		expect(days.at(-1)).toMatchObject({ salesCount: 1, total: 54_286, returnsTotal: 11_079, netTotal: 43_207 });
		expect(days[0]).toMatchObject({ total: 0, returnsTotal: 0, netTotal: 0 });
		const top = (await pos(shop.key, "GET", `/reports/top-products?outletId=${shop.outletId}`)).body.data;
		expect(top[0]).toMatchObject({ quantity: 5, returnedQuantity: 1, returnedTotal: 10_000, netQuantity: 4 });
		const x = (await pos(shop.key, "GET", `/shifts/${shop.shiftId}/report`)).body.data;
		expect(x).toMatchObject({
			returns: { count: 1, total: 11_079, taxTotal: 1_007, byMethod: { CASH: 11_079, QRIS: 0 } },
			netTotal: 43_207,
			cash: { cashRefunds: 11_079, expected: 100_000 + 54_286 - 11_079 },
		});
		expect(x.byStaff).toMatchObject([{ returnsCount: 1, returnsTotal: 11_079, salesCount: 1 }]);
		const printed = await pos(shop.key, "GET", `/shifts/${shop.shiftId}/report?format=html`);
		expect(printed.text).toContain("Retur (1)");
		expect(printed.text).toContain("1 retur");
	});

	it("batched stock goes back into the batch it was sold from; a sale rung before line amounts falls back to the sale's", async () => {
		const shop = await restaurant();
		const med = (
			await pos(shop.key, "POST", "/products", {
				name: "Paracetamol",
				trackStock: true,
				requiresBatch: true,
				variants: [{ price: 5_000 }],
			})
		).body.data.variants[0].id;
		const batch = (batchNumber: string, days: number, quantity: number) =>
			pos(shop.key, "POST", "/inventory/batches", {
				outletId: shop.outletId,
				variantId: med,
				batchNumber,
				expiresAt: new Date(Date.now() + days * 86_400_000).toISOString(),
				quantity,
			});
		await batch("SOON", 30, 2);
		await batch("LATE", 300, 5);
		const qty = async () =>
			Object.fromEntries(
				(await pos(shop.key, "GET", `/inventory/batches?variantId=${med}`)).body.data.map(
					(b: { batchNumber: string; quantity: number }) => [b.batchNumber, b.quantity],
				),
			);
		const sale = (
			await shop.sell({ items: [{ variantId: med, quantity: 4 }], payments: [{ method: "CASH", amount: 23_100 }] })
		).body.data;
		expect(await qty()).toEqual({ SOON: 0, LATE: 3 });
		const line = sale.items[0].id;
		await shop.ret(sale.id, { items: [{ saleItemId: line, quantity: 1, restock: true }] });
		expect(await qty()).toEqual({ SOON: 1, LATE: 3 });
		await shop.ret(sale.id, { items: [{ saleItemId: line, quantity: 1, restock: false }] });
		expect(await qty()).toEqual({ SOON: 1, LATE: 3 });
		await shop.ret(sale.id, { items: [{ saleItemId: line, quantity: 2, restock: true }] });
		expect(await qty()).toEqual({ SOON: 2, LATE: 4 });
		expect(await shop.level(med)).toBe(6);

		// A sale stored before line-level amounts (its lines' shares all 0): the sale's discount and tax are spread.
		const old = await bill(shop);
		const d1 = await dbOf("DB_POS", shop.ws);
		await d1
			.prepare(
				"UPDATE sale_items SET order_discount_share = 0, service_charge = 0, taxable = 0, tax = 0 WHERE sale_id = ?",
			)
			.bind(old.id)
			.run();
		const first = await shop.ret(old.id, { items: [{ saleItemId: old.items[0].id, quantity: 3, restock: true }] });
		const second = await shop.ret(old.id, { items: [{ saleItemId: old.items[1].id, quantity: 2, restock: true }] });
		expect(first.status, first.text).toBe(201);
		expect(first.body.data.total + second.body.data.total).toBe(54_286);
		expect(first.body.data.orderDiscount + second.body.data.orderDiscount).toBe(2_000);
	});

	it("a payments refund refused by payments is recorded as failed with the reason; the return stands", async () => {
		const shop = await posShop({ stock: 5, price: 150_000 });
		const payKey = await mintPayKey(shop.ws, { environment: "test" });
		const { payment } = await paidSession(payKey, { amount: 150_000 });
		const sale = (await shop.sell({ payments: [{ method: "CARD", amount: 150_000, paymentId: payment.id }] })).body
			.data;
		// Mostly refunded in payments directly first: too little is left there for the till's return.
		const direct = await payCall(payKey, "POST", "/v1/refunds", {
			body: { paymentId: payment.id, amount: 100_000, reason: "requested_by_customer" },
			idempotencyKey: "direct-refund",
		});
		expect(direct.status, direct.text).toBe(201);
		const r = await pos(shop.key, "POST", `/sales/${sale.id}/returns`, {
			items: [{ saleItemId: sale.items[0].id, quantity: 1, restock: true }],
		});
		expect(r.status, r.text).toBe(201);
		expect(r.body.data.refunds[0]).toMatchObject({ method: "CARD", status: "failed", paymentsRefundId: null });
		expect(r.body.data.refunds[0].failureReason).toMatch(/amount_exceeds_refundable/);
		expect((await payCall(payKey, "GET", `/v1/refunds?paymentId=${payment.id}`)).body.data).toHaveLength(1);
	});
});
