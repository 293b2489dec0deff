import { describe, expect, it } from "vitest";
import { posApp } from "../../src/services/pos/index";
import { ROUTE_PERMISSIONS, tablePath } from "../../src/services/pos/staff/permissions";
import { expectEnvelopeError } from "../helpers/http";
import { pos } from "../helpers/pos";
import { posShop } from "../helpers/pos-sales";
import { roundTrips } from "../helpers/roundtrips";

const paid = { payments: [{ method: "CASH", amount: 10_000 }] };

/** A growth shop (15 seats) with a manager and a cashier (PIN 4821 / 1357) and a cashier key bound to the cashier. */
async function floor() {
	const shop = await posShop({ plan: "growth", stock: 20 });
	const staff = async (name: string, role: string, pin: string) => {
		const r = await pos(shop.key, "POST", "/staff", { name, role, pin });
		expect(r.status, r.text).toBe(201);
		return r.body.data.id as string;
	};
	const managerId = await staff("Bu Rina", "manager", "4821");
	const cashierId = await staff("Dedi", "cashier", "1357");
	const made = await pos(shop.key, "POST", "/api-keys", { name: "Till 1", staffId: cashierId });
	expect(made.status, made.text).toBe(201);
	expect(made.body.data).toMatchObject({ role: "cashier", staffId: cashierId });
	const approval = (permission: string, pin = "4821") =>
		pos(made.body.data.key, "POST", "/approvals", { staffId: managerId, pin, permission });
	return { ...shop, managerId, cashierId, till: made.body.data.key as string, approval };
}

describe("POS staff, roles and permissions", () => {
	it("every POS route declares its permission (no route can forget one)", () => {
		const routes = posApp.routes.filter(
			(r) => r.method !== "ALL" && (r.path.startsWith("/api/") || r.path.startsWith("/track")),
		);
		const undeclared = routes.map((r) => `${r.method} ${tablePath(r.path)}`).filter((k) => !(k in ROUTE_PERMISSIONS));
		expect(undeclared).toEqual([]);
		expect(routes.length).toBeGreaterThan(130);
		// And the table names no route that does not exist.
		const real = new Set(routes.map((r) => `${r.method} ${tablePath(r.path)}`));
		expect(Object.keys(ROUTE_PERMISSIONS).filter((k) => !real.has(k))).toEqual([]);
	});

	it("a cashier key is 403 on void, keys, billing and settings; a manager's approval lets the void through once", async () => {
		const f = await floor();
		const sale = await pos(f.till, "POST", "/sales", {
			outletId: f.outletId,
			items: [{ variantId: f.variantId, quantity: 1 }],
			...paid,
		});
		expect(sale.status, sale.text).toBe(201);
		expect(sale.body.data).toMatchObject({ staffId: f.cashierId, approvedBy: null });
		const voidIt = (h: Record<string, string> = {}) => pos(f.till, "POST", `/sales/${sale.body.data.id}/void`, {}, h);
		const refused = await voidIt();
		expectEnvelopeError(refused, 403, "FORBIDDEN");
		expect(refused.body.error.message).toContain("sales.void");
		expectEnvelopeError(await pos(f.till, "GET", "/api-keys"), 403, "FORBIDDEN");
		expectEnvelopeError(await pos(f.till, "POST", "/api-keys", { name: "x" }), 403, "FORBIDDEN");
		expectEnvelopeError(await pos(f.till, "GET", "/billing"), 403, "FORBIDDEN");
		expectEnvelopeError(await pos(f.till, "POST", "/billing/checkout", { tier: "growth" }), 403, "FORBIDDEN");
		expectEnvelopeError(await pos(f.till, "PUT", "/settings", { businessName: "X" }), 403, "FORBIDDEN");
		expectEnvelopeError(
			await pos(f.till, "POST", "/webhook-subscriptions", { url: "https://x.example" }),
			403,
			"FORBIDDEN",
		);
		// The cashier can still read and ring.
		expect((await pos(f.till, "GET", "/products")).status).toBe(200);

		// A wrong PIN gives no token; a cashier cannot approve what their own role lacks.
		expectEnvelopeError(await f.approval("sales.void", "0000"), 403, "FORBIDDEN");
		const self = await pos(f.till, "POST", "/approvals", {
			staffId: f.cashierId,
			pin: "1357",
			permission: "sales.void",
		});
		expectEnvelopeError(self, 403, "FORBIDDEN");
		expectEnvelopeError(await f.approval("time.travel"), 400, "VALIDATION_ERROR");
		// A token for another permission does not pass.
		const other = await f.approval("shifts.close");
		expect(other.status, other.text).toBe(201);
		expectEnvelopeError(await voidIt({ "X-Pos-Approval": other.body.data.token }), 403, "FORBIDDEN");

		const ok = await f.approval("sales.void");
		expect(ok.status, ok.text).toBe(201);
		expect(ok.body.data).toMatchObject({ permission: "sales.void", approvedBy: f.managerId });
		expect(Date.parse(ok.body.data.expiresAt) - Date.now()).toBeLessThanOrEqual(120_000);
		const token = ok.body.data.token as string;
		const tampered = `${token.slice(0, -2)}${token.endsWith("A") ? "B" : "A"}A`;
		expectEnvelopeError(await voidIt({ "X-Pos-Approval": tampered }), 403, "FORBIDDEN");
		const voided = await voidIt({ "X-Pos-Approval": token });
		expect(voided.status, voided.text).toBe(200);
		expect(voided.body.data).toMatchObject({ status: "VOIDED", voidedByStaffId: f.cashierId, approvedBy: f.managerId });
		const got = await pos(f.key, "GET", `/sales/${sale.body.data.id}`);
		expect(got.body.data).toMatchObject({ staffId: f.cashierId, approvedBy: f.managerId });
		// Single use: the same token is refused on the next void.
		const again = await pos(f.till, "POST", "/sales", {
			outletId: f.outletId,
			items: [{ variantId: f.variantId, quantity: 1 }],
			...paid,
		});
		const reuse = await pos(f.till, "POST", `/sales/${again.body.data.id}/void`, {}, { "X-Pos-Approval": token });
		expectEnvelopeError(reuse, 403, "FORBIDDEN");
	});

	it("20 racing requests spending one approval token: one void passes", async () => {
		const f = await floor();
		const ids: string[] = [];
		for (let i = 0; i < 20; i++)
			ids.push(
				(
					await pos(f.till, "POST", "/sales", {
						outletId: f.outletId,
						items: [{ variantId: f.variantId, quantity: 1 }],
						...paid,
					})
				).body.data.id,
			);
		const token = (await f.approval("sales.void")).body.data.token as string;
		const all = await Promise.all(
			ids.map((id) => pos(f.till, "POST", `/sales/${id}/void`, {}, { "X-Pos-Approval": token })),
		);
		expect(all.filter((r) => r.status === 200)).toHaveLength(1);
		for (const r of all.filter((x) => x.status !== 200)) expectEnvelopeError(r, 403, "FORBIDDEN");
	});

	it("PIN: hashed, never returned; 20 parallel wrong PINs → 5 checked, the rest locked (429), the right PIN too", async () => {
		const f = await floor();
		const list = await pos(f.key, "GET", "/staff");
		expect(list.status, list.text).toBe(200);
		expect(list.body.data.map((s: { id: string }) => s.id)).toEqual([f.cashierId, f.managerId]);
		expect(list.text).not.toMatch(/4821|1357|pin(Hash|Salt)/);
		expectEnvelopeError(
			await pos(f.key, "POST", "/staff", { name: "X", role: "cashier", pin: "12" }),
			400,
			"VALIDATION_ERROR",
		);
		expectEnvelopeError(
			await pos(f.key, "POST", "/staff", { name: "X", role: "chef", pin: "1234" }),
			400,
			"VALIDATION_ERROR",
		);
		const guesses = await Promise.all(Array.from({ length: 20 }, (_, i) => f.approval("sales.void", String(1000 + i))));
		expect(guesses.filter((r) => r.status === 403)).toHaveLength(5);
		const locked = guesses.filter((r) => r.status === 429);
		expect(locked).toHaveLength(15);
		expectEnvelopeError(locked[0], 429, "RATE_LIMITED");
		expectEnvelopeError(await f.approval("sales.void"), 429, "RATE_LIMITED");
		expect((await pos(f.key, "GET", `/staff/${f.managerId}`)).body.data.pinLocked).toBe(true);
		// The owner sets a new PIN: the lockout ends.
		expect((await pos(f.key, "PATCH", `/staff/${f.managerId}`, { pin: "99887766" })).body.data.pinLocked).toBe(false);
		expect((await f.approval("sales.void", "99887766")).status).toBe(201);
	});

	it("a licence-validation-only key validates licences and nothing else", async () => {
		const f = await floor();
		const v = await pos(f.key, "POST", "/api-keys", { name: "Customer PC", role: "license_validator" });
		expect(v.status, v.text).toBe(201);
		const key = v.body.data.key as string;
		const r = await pos(key, "GET", "/fulfillment/licenses/validate?key=PASAR-AAAAA-BBBBB-CCCCC-DDDDD");
		expect(r.status, r.text).toBe(200);
		expect(r.body.data.valid).toBe(false);
		for (const [m, p] of [
			["GET", "/products"],
			["GET", "/sales"],
			["GET", "/fulfillment/licenses"],
			["POST", "/sales/txn_x/void"],
			["GET", "/api-keys"],
		] as const)
			expectEnvelopeError(await pos(key, m, p), 403, "FORBIDDEN");
	});

	it("custom roles: CRUD, a key with one gets exactly its permissions; a held role cannot be deleted", async () => {
		const f = await floor();
		const made = await pos(f.key, "POST", "/roles", {
			name: "Supervisor",
			permissions: ["pos.read", "sales.create", "sales.void"],
		});
		expect(made.status, made.text).toBe(201);
		const roleId = made.body.data.id as string;
		expect(roleId).toMatch(/^role_/);
		expectEnvelopeError(await pos(f.key, "POST", "/roles", { name: "Supervisor", permissions: [] }), 409, "CONFLICT");
		expectEnvelopeError(
			await pos(f.key, "POST", "/roles", { name: "X", permissions: ["fly"] }),
			400,
			"VALIDATION_ERROR",
		);
		const list = await pos(f.key, "GET", "/roles");
		expect(list.body.data.map((r: { id: string }) => r.id)).toEqual([
			"owner",
			"manager",
			"cashier",
			"license_validator",
			roleId,
		]);
		expect((await pos(f.key, "GET", "/roles/cashier")).body.data.permissions).toContain("sales.create");
		expectEnvelopeError(await pos(f.key, "PATCH", "/roles/owner", { name: "Boss" }), 409, "CONFLICT");
		const k = (await pos(f.key, "POST", "/api-keys", { name: "Sup", role: roleId })).body.data.key as string;
		const sale = await pos(k, "POST", "/sales", {
			outletId: f.outletId,
			items: [{ variantId: f.variantId, quantity: 1 }],
			...paid,
		});
		expect((await pos(k, "POST", `/sales/${sale.body.data.id}/void`, {})).status).toBe(200);
		expectEnvelopeError(
			await pos(k, "POST", "/shifts/open", { outletId: f.outletId, openingFloat: 0 }),
			403,
			"FORBIDDEN",
		);
		// Permissions change at once for its holders.
		await pos(f.key, "PATCH", `/roles/${roleId}`, { permissions: ["pos.read", "shifts.open"] });
		expect((await pos(k, "POST", "/shifts/open", { outletId: f.outletId, openingFloat: 0 })).status).toBe(201);
		expectEnvelopeError(await pos(f.key, "DELETE", `/roles/${roleId}`), 409, "CONFLICT");
		const spare = (await pos(f.key, "POST", "/roles", { name: "Spare", permissions: [] })).body.data.id;
		expect((await pos(f.key, "DELETE", `/roles/${spare}`)).status).toBe(204);
		expectEnvelopeError(await pos(f.key, "GET", `/roles/${spare}`), 404, "NOT_FOUND");
		expectEnvelopeError(await pos(f.till, "GET", "/roles"), 403, "FORBIDDEN");
	});

	it("shifts record who opened and closed them; an owner key bound to no one records null", async () => {
		const f = await floor();
		const open = await pos(f.till, "POST", "/shifts/open", { outletId: f.outletId, openingFloat: 100_000 });
		expect(open.status, open.text).toBe(201);
		expect(open.body.data).toMatchObject({ staffId: f.cashierId, closedByStaffId: null });
		const id = open.body.data.id as string;
		expectEnvelopeError(await pos(f.till, "POST", `/shifts/${id}/close`, { countedCash: 100_000 }), 403, "FORBIDDEN");
		const token = (await f.approval("shifts.close")).body.data.token;
		const closed = await pos(
			f.till,
			"POST",
			`/shifts/${id}/close`,
			{ countedCash: 100_000 },
			{ "X-Pos-Approval": token },
		);
		expect(closed.status, closed.text).toBe(200);
		expect(closed.body.data).toMatchObject({ staffId: f.cashierId, closedByStaffId: f.cashierId });
		// The till key acts with the cashier's current role: promoted, it voids alone; removed, it is refused.
		expect((await pos(f.key, "PATCH", `/staff/${f.cashierId}`, { role: "manager" })).status).toBe(200);
		const sold = await pos(f.till, "POST", "/sales", {
			outletId: f.outletId,
			items: [{ variantId: f.variantId, quantity: 1 }],
			...paid,
		});
		expect((await pos(f.till, "POST", `/sales/${sold.body.data.id}/void`, {})).status).toBe(200);
		expectEnvelopeError(
			await pos(f.key, "POST", "/api-keys", { name: "x", staffId: f.cashierId, role: "owner" }),
			400,
			"VALIDATION_ERROR",
		);
		expect((await pos(f.key, "DELETE", `/staff/${f.cashierId}`)).status).toBe(204);
		expectEnvelopeError(await pos(f.till, "GET", "/products"), 403, "FORBIDDEN");
		const owner = await pos(f.key, "POST", "/sales", {
			outletId: f.outletId,
			items: [{ variantId: f.variantId, quantity: 1 }],
			...paid,
		});
		expect(owner.body.data.staffId).toBeNull();
	});

	it("GET /api-keys shows each key's role and staffId (owner and null for keys from before roles), in one read", async () => {
		const f = await floor();
		const v = (await pos(f.key, "POST", "/api-keys", { name: "PC", role: "license_validator" })).body.data;
		expect(v).toMatchObject({ role: "license_validator", staffId: null });
		const list = await pos(f.key, "GET", "/api-keys");
		expect(list.status, list.text).toBe(200);
		const byName = Object.fromEntries(list.body.data.map((k: { name: string }) => [k.name, k]));
		expect(byName.PC).toMatchObject({ role: "license_validator", staffId: null });
		expect(byName["Till 1"]).toMatchObject({ role: "cashier", staffId: f.cashierId });
		// The admin API's key has no role row: an owner key bound to no one.
		expect(Object.values(byName).filter((k: any) => k.role === "owner" && k.staffId === null)).toHaveLength(1);
		expect(list.text).not.toMatch(/sk_live_[A-Za-z0-9]{20}/);
		// The page's roles in one read (the keys come from memory); a bound key shows its member's role now.
		await pos(f.key, "PATCH", `/staff/${f.cashierId}`, { role: "manager" });
		const again = await pos(f.key, "GET", "/api-keys");
		expect(roundTrips(again).d1).toBe(1);
		expect(again.body.data.find((k: { name: string }) => k.name === "Till 1").role).toBe("manager");
	});
});
