// Issue 43: a staff member's outletIds restrict where a credential acting for them writes (assertOutlet).
import { describe, expect, it } from "vitest";
import { expectEnvelopeError } from "../helpers/http";
import { pos } from "../helpers/pos";
import { posShop } from "../helpers/pos-sales";

const paid = { payments: [{ method: "CASH", amount: 10_000 }] };

/** A growth shop with outlets A and B (both stocked), a cashier and a manager who work at A only, each with a key. */
async function twoOutlets() {
	const shop = await posShop({ plan: "growth", stock: 50 });
	const a = shop.outletId;
	const b = (await pos(shop.key, "POST", "/outlets", { name: "Cabang B" })).body.data.id as string;
	await pos(shop.key, "POST", "/inventory/adjust", {
		outletId: b,
		variantId: shop.variantId,
		delta: 50,
		reason: "initial_stock",
	});
	const member = async (name: string, role: string) => {
		const m = await pos(shop.key, "POST", "/staff", { name, role, pin: "2468", outletIds: [a] });
		expect(m.status, m.text).toBe(201);
		const k = await pos(shop.key, "POST", "/api-keys", { name, staffId: m.body.data.id });
		return { id: m.body.data.id as string, key: k.body.data.key as string };
	};
	const cashier = await member("Dedi", "cashier");
	const manager = await member("Bu Rina", "manager");
	const other = await posShop({ stock: 5 });
	const sale = (key: string, outletId: string, over: Record<string, unknown> = paid) =>
		pos(key, "POST", "/sales", { outletId, items: [{ variantId: shop.variantId, quantity: 1 }], ...over });
	return { ...shop, a, b, cashier, manager, foreign: other.outletId, sale };
}

const forbiddenAt = (r: Parameters<typeof expectEnvelopeError>[0], outletId: string) => {
	expectEnvelopeError(r, 403, "FORBIDDEN");
	expect(r.body.error.message).toContain(outletId);
};

describe("POS staff outlet restriction", () => {
	it("a cashier bound to outlet A rings and opens shifts at A, is 403 at B, and another workspace's outlet stays 404", async () => {
		const f = await twoOutlets();
		const atA = await f.sale(f.cashier.key, f.a);
		expect(atA.status, atA.text).toBe(201);
		expect(atA.body.data.staffId).toBe(f.cashier.id);
		forbiddenAt(await f.sale(f.cashier.key, f.b), f.b);
		expectEnvelopeError(await f.sale(f.cashier.key, f.foreign), 404, "NOT_FOUND");
		// Nothing was written at B: its stock is untouched.
		const levelB = await pos(f.key, "GET", `/inventory/levels?outletId=${f.b}&variantId=${f.variantId}`);
		expect(levelB.body.data[0].quantity).toBe(50);
		forbiddenAt(await pos(f.cashier.key, "POST", "/shifts/open", { outletId: f.b, openingFloat: 0 }), f.b);
		expectEnvelopeError(
			await pos(f.cashier.key, "POST", "/shifts/open", { outletId: f.foreign, openingFloat: 0 }),
			404,
			"NOT_FOUND",
		);
		expect((await pos(f.cashier.key, "POST", "/shifts/open", { outletId: f.a, openingFloat: 0 })).status).toBe(201);
		// Reads stay open: the cashier lists B's sales and stock.
		expect((await pos(f.cashier.key, "GET", `/sales?outletId=${f.b}`)).status).toBe(200);
		expect((await pos(f.cashier.key, "GET", `/inventory/levels?outletId=${f.b}`)).status).toBe(200);
		// Every outlet again (outletIds null): B is allowed.
		expect((await pos(f.key, "PATCH", `/staff/${f.cashier.id}`, { outletIds: null })).status).toBe(200);
		expect((await f.sale(f.cashier.key, f.b)).status).toBe(201);
	});

	it("a manager bound to A: void, complete, shift close, cash movements, shift report and stock writes are 403 at B, 2xx at A", async () => {
		const f = await twoOutlets();
		const m = f.manager.key;
		const soldB = (await f.sale(f.key, f.b)).body.data.id;
		const soldA = (await f.sale(f.key, f.a)).body.data.id;
		forbiddenAt(await pos(m, "POST", `/sales/${soldB}/void`, {}), f.b);
		expect((await pos(f.key, "GET", `/sales/${soldB}`)).body.data.status).toBe("COMPLETED");
		expect((await pos(m, "POST", `/sales/${soldA}/void`, {})).status).toBe(200);
		expectEnvelopeError(await pos(m, "POST", "/sales/txn_01JB4X6N0ZQ8K3C9W2T5V7R1MD/void", {}), 404, "NOT_FOUND");
		const parked = (await f.sale(f.key, f.b, { status: "PARKED" })).body.data.id;
		forbiddenAt(await pos(m, "POST", `/sales/${parked}/complete`, paid), f.b);
		// A return at B is refused before its body is read; at A the body is checked (400 for an empty one).
		const back = { items: [{ saleItemId: "x", quantity: 1, restock: true, reason: "Rusak" }], refunds: [] };
		forbiddenAt(await pos(f.cashier.key, "POST", `/sales/${soldB}/returns`, back), f.b);
		expectEnvelopeError(await pos(f.cashier.key, "POST", `/sales/${soldA}/returns`, {}), 400, "VALIDATION_ERROR");

		const shiftB = (await pos(f.key, "POST", "/shifts/open", { outletId: f.b, openingFloat: 0 })).body.data.id;
		const shiftA = (await pos(m, "POST", "/shifts/open", { outletId: f.a, openingFloat: 0 })).body.data.id;
		const move = { type: "paid_in", amount: 5_000, reason: "Kembalian" };
		forbiddenAt(await pos(m, "POST", `/shifts/${shiftB}/cash-movements`, move), f.b);
		forbiddenAt(await pos(m, "GET", `/shifts/${shiftB}/report`), f.b);
		forbiddenAt(await pos(m, "POST", `/shifts/${shiftB}/close`, { countedCash: 0 }), f.b);
		expect((await pos(m, "POST", `/shifts/${shiftA}/cash-movements`, move)).status).toBe(201);
		expect((await pos(m, "GET", `/shifts/${shiftA}/report`)).status).toBe(200);
		expect((await pos(m, "POST", `/shifts/${shiftA}/close`, { countedCash: 5_000 })).status).toBe(200);
		expect((await pos(f.key, "GET", `/shifts/${shiftB}`)).body.data.status).toBe("OPEN");

		const adjust = (outletId: string) =>
			pos(m, "POST", "/inventory/adjust", { outletId, variantId: f.variantId, delta: 1, reason: "manual_adjust" });
		forbiddenAt(await adjust(f.b), f.b);
		expectEnvelopeError(await adjust(f.foreign), 404, "NOT_FOUND");
		expect((await adjust(f.a)).status).toBe(200);
		const transfer = (from: string, to: string) =>
			pos(m, "POST", "/inventory/transfer", {
				fromOutletId: from,
				toOutletId: to,
				items: [{ variantId: f.variantId, quantity: 1 }],
			});
		forbiddenAt(await transfer(f.a, f.b), f.b);
		forbiddenAt(await transfer(f.b, f.a), f.b);
		// The owner's key is bound to no one: every outlet.
		expect((await pos(f.key, "POST", `/sales/${soldB}/void`, {})).status).toBe(200);
	});

	it("a member's outletIds must be this workspace's outlets (404 otherwise)", async () => {
		const f = await twoOutlets();
		const made = await pos(f.key, "POST", "/staff", {
			name: "X",
			role: "cashier",
			pin: "1234",
			outletIds: [f.foreign],
		});
		expectEnvelopeError(made, 404, "NOT_FOUND");
		expect(made.body.error.param).toBe("outletIds.0");
		expectEnvelopeError(
			await pos(f.key, "PATCH", `/staff/${f.cashier.id}`, { outletIds: [f.a, f.foreign] }),
			404,
			"NOT_FOUND",
		);
		expect((await pos(f.key, "GET", `/staff/${f.cashier.id}`)).body.data.outletIds).toEqual([f.a]);
	});
});
