import { describe, expect, it } from "vitest";
import { expectEnvelopeError } from "../helpers/http";
import { pos } from "../helpers/pos";
import { posShop } from "../helpers/pos-sales";

/** A growth shop with a manager (PIN 4821), a cashier's till key and a discount threshold of 5,000. */
async function floor() {
	const shop = await posShop({ plan: "growth", stock: 20 });
	const put = await pos(shop.key, "PUT", "/settings", {
		businessName: "Toko",
		businessType: "retail",
		currency: "IDR",
		discountApprovalThreshold: 5_000,
	});
	expect(put.body.data).toMatchObject({ discountApprovalThreshold: 5_000, returnApprovalThreshold: null });
	const staff = async (name: string, role: string, pin: string) =>
		(await pos(shop.key, "POST", "/staff", { name, role, pin })).body.data.id as string;
	const managerId = await staff("Bu Rina", "manager", "4821");
	const cashierId = await staff("Dedi", "cashier", "1357");
	const till = (await pos(shop.key, "POST", "/api-keys", { name: "Till", staffId: cashierId })).body.data.key as string;
	const approval = async (permission: string) =>
		(await pos(till, "POST", "/approvals", { staffId: managerId, pin: "4821", permission })).body.data.token as string;
	const ring = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
		pos(till, "POST", "/sales", { outletId: shop.outletId, ...body }, headers);
	return { ...shop, managerId, cashierId, till, approval, ring };
}

describe("POS sale approvals: discounts over the threshold and price overrides", () => {
	it("a cashier's discount up to the threshold passes; above it needs sales.discount_over_threshold", async () => {
		const f = await floor();
		const item = { variantId: f.variantId, quantity: 2 };
		const ok = await f.ring({
			items: [{ ...item, discount: 3_000 }],
			orderDiscount: 2_000,
			payments: [{ method: "CASH", amount: 15_000 }],
		});
		expect(ok.status, ok.text).toBe(201);
		expect(ok.body.data).toMatchObject({ discountTotal: 5_000, approvedBy: null });
		const over = {
			items: [{ ...item, discount: 3_000 }],
			orderDiscount: 2_001,
			payments: [{ method: "CASH", amount: 14_999 }],
		};
		const refused = await f.ring(over);
		expectEnvelopeError(refused, 403, "FORBIDDEN");
		expect(refused.body.error.message).toContain("sales.discount_over_threshold");
		const approved = await f.ring(over, { "X-Pos-Approval": await f.approval("sales.discount_over_threshold") });
		expect(approved.status, approved.text).toBe(201);
		expect(approved.body.data).toMatchObject({ staffId: f.cashierId, approvedBy: f.managerId });
		// The owner's own key holds every permission; the threshold left out of a PUT keeps its value.
		expect((await pos(f.key, "POST", "/sales", { outletId: f.outletId, ...over })).status).toBe(201);
		const kept = await pos(f.key, "PUT", "/settings", {
			businessName: "Toko 2",
			businessType: "retail",
			currency: "IDR",
		});
		expect(kept.body.data.discountApprovalThreshold).toBe(5_000);
		const cleared = await pos(f.key, "PUT", "/settings", {
			businessName: "Toko 2",
			businessType: "retail",
			currency: "IDR",
			discountApprovalThreshold: null,
		});
		expect(cleared.body.data.discountApprovalThreshold).toBeNull();
		expect((await f.ring(over)).status).toBe(201);
		const bad = await pos(f.key, "PUT", "/settings", {
			businessName: "Toko",
			businessType: "retail",
			currency: "IDR",
			returnApprovalThreshold: -1,
		});
		expectEnvelopeError(bad, 400, "VALIDATION_ERROR");
	});

	it("a price other than the catalogue's needs sales.price_override; two approvals travel comma-separated", async () => {
		const f = await floor();
		const same = await f.ring({
			items: [{ variantId: f.variantId, quantity: 1, unitPrice: 10_000 }],
			payments: [{ method: "CASH", amount: 10_000 }],
		});
		expect(same.status, same.text).toBe(201);
		const cheaper = {
			items: [{ variantId: f.variantId, quantity: 1, unitPrice: 8_000, discount: 1_000 }],
			orderDiscount: 5_000,
			payments: [{ method: "CASH", amount: 2_000 }],
		};
		const refused = await f.ring(cheaper);
		expectEnvelopeError(refused, 403, "FORBIDDEN");
		expect(refused.body.error.message).toContain("sales.price_override");
		const one = await f.approval("sales.price_override");
		// The price is approved, but the 6,000 of discounts are over the threshold too: still 403 (and the token is spent).
		expectEnvelopeError(await f.ring(cheaper, { "X-Pos-Approval": one }), 403, "FORBIDDEN");
		const both = `${await f.approval("sales.price_override")}, ${await f.approval("sales.discount_over_threshold")}`;
		const sale = await f.ring(cheaper, { "X-Pos-Approval": both });
		expect(sale.status, sale.text).toBe(201);
		expect(sale.body.data).toMatchObject({ total: 2_000, approvedBy: f.managerId });
	});
});
