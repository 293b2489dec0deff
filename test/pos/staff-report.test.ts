// Issue 43: the shift X / Z report's per-person part groups sales by who rang them and voids by the
// staff member who voided them (voidedByStaffId): count and amount per member.
import { describe, expect, it } from "vitest";
import { call } from "../helpers/http";
import { pos } from "../helpers/pos";
import { posShop } from "../helpers/pos-sales";

const paid = { payments: [{ method: "CASH", amount: 10_000 }] };

describe("POS shift report per staff member", () => {
	it("sales by who rang them, voids by who voided them (count and amount), on the JSON and the printed report", async () => {
		const shop = await posShop({ plan: "growth", stock: 50 });
		const member = async (name: string, role: string, pin: string) => {
			const id = (await pos(shop.key, "POST", "/staff", { name, role, pin })).body.data.id as string;
			const key = (await pos(shop.key, "POST", "/api-keys", { name, staffId: id })).body.data.key as string;
			return { id, key };
		};
		const cashier = await member("Dedi", "cashier", "1357");
		const manager = await member("Bu Rina", "manager", "4821");
		const shift = (await pos(shop.key, "POST", "/shifts/open", { outletId: shop.outletId, openingFloat: 0 })).body.data
			.id as string;
		const ring = async (key: string) =>
			(
				await pos(key, "POST", "/sales", {
					outletId: shop.outletId,
					items: [{ variantId: shop.variantId, quantity: 1 }],
					...paid,
				})
			).body.data.id as string;
		const [c1, c2, c3] = [await ring(cashier.key), await ring(cashier.key), await ring(cashier.key)];
		const m1 = await ring(manager.key);
		// The manager voids one of the cashier's sales and their own; the cashier voids one with a manager's approval.
		expect((await pos(manager.key, "POST", `/sales/${c1}/void`, {})).status).toBe(200);
		expect((await pos(manager.key, "POST", `/sales/${m1}/void`, {})).status).toBe(200);
		const token = (
			await pos(cashier.key, "POST", "/approvals", { staffId: manager.id, pin: "4821", permission: "sales.void" })
		).body.data.token;
		expect((await pos(cashier.key, "POST", `/sales/${c2}/void`, {}, { "X-Pos-Approval": token })).status).toBe(200);
		// The owner's key is bound to no one: its void counts in `voids`, in no person's row.
		expect((await pos(shop.key, "POST", `/sales/${c3}/void`, {})).status).toBe(200);

		const report = (await pos(shop.key, "GET", `/shifts/${shift}/report`)).body.data;
		expect(report.voids).toMatchObject({ count: 4, total: 40_000 });
		const rows = Object.fromEntries(report.byStaff.map((r: { actor: string }) => [r.actor, r]));
		expect(Object.keys(rows).sort()).toEqual([cashier.id, manager.id].sort());
		expect(rows[cashier.id]).toMatchObject({
			name: "Dedi",
			salesCount: 3,
			salesTotal: 30_000,
			voidsCount: 1,
			voidsTotal: 10_000,
		});
		expect(rows[manager.id]).toMatchObject({
			name: "Bu Rina",
			salesCount: 1,
			salesTotal: 10_000,
			voidsCount: 2,
			voidsTotal: 20_000,
		});

		const html = await call("GET", `/pos/api/v1/shifts/${shift}/report?format=html`, {
			headers: { Authorization: `Bearer ${shop.key}`, "Accept-Language": "en" },
		});
		expect(html.status).toBe(200);
		expect(html.text).toContain("2 voids");
		// People print by name, not by id.
		expect(html.text).toContain(">Bu Rina<");
		expect(html.text).not.toContain(cashier.id);
		expect(html.text).toContain("1 void<");
	});
});
