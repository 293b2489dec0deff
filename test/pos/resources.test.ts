import { describe, expect, it } from "vitest";
import { admin, expectEnvelopeError } from "../helpers/http";
import { pos, posWorkspace } from "../helpers/pos";

describe("settings", () => {
	it("made on first read from the workspace; PUT replaces; bad values are 400 and change nothing", async () => {
		const { ws, key } = await posWorkspace();
		const name = (await admin("GET", `/v1/workspaces/${ws}`)).body.data.name;
		const first = await Promise.all([pos(key, "GET", "/settings"), pos(key, "GET", "/settings")]);
		for (const r of first)
			expect(r.body.data).toMatchObject({ businessName: name, businessType: "retail", currency: "IDR" });
		for (const body of [
			{ businessName: "Warung", businessType: "bar", currency: "IDR" },
			{ businessName: "Warung", businessType: "fnb", currency: "USD" },
			{ businessName: "", businessType: "fnb", currency: "IDR" },
			{ businessName: "x".repeat(121), businessType: "fnb", currency: "IDR" },
			{ businessName: "Warung", businessType: "fnb" },
		])
			expectEnvelopeError(await pos(key, "PUT", "/settings", body), 400, "VALIDATION_ERROR");
		const put = await pos(key, "PUT", "/settings", {
			businessName: "Warung Bu Sri",
			businessType: "fnb",
			currency: "IDR",
		});
		expect(put.body.data).toMatchObject({ businessName: "Warung Bu Sri", businessType: "fnb" });
		expect((await pos(key, "GET", "/settings")).body.data.businessName).toBe("Warung Bu Sri");
	});
});

describe("categories", () => {
	it("unique names ignoring case (409 CONFLICT), rename, delete, tenancy, paging", async () => {
		const { key } = await posWorkspace();
		const a = await pos(key, "POST", "/categories", { name: "Minuman" });
		expect(a.status, a.text).toBe(201);
		expect(a.body.data.id).toMatch(/^cat_/);
		expectEnvelopeError(await pos(key, "POST", "/categories", { name: "MINUMAN" }), 409, "CONFLICT");
		expectEnvelopeError(await pos(key, "POST", "/categories", { name: "" }), 400, "VALIDATION_ERROR");
		expectEnvelopeError(await pos(key, "POST", "/categories", { name: "x".repeat(101) }), 400, "VALIDATION_ERROR");
		const b = (await pos(key, "POST", "/categories", { name: "Makanan" })).body.data;
		expectEnvelopeError(await pos(key, "PATCH", `/categories/${b.id}`, { name: "minuman" }), 409, "CONFLICT");
		expect((await pos(key, "PATCH", `/categories/${b.id}`, { name: "Makanan Berat" })).body.data.name).toBe(
			"Makanan Berat",
		);
		const p1 = await pos(key, "GET", "/categories?limit=1");
		expect(p1.body.meta.hasMore).toBe(true);
		const p2 = await pos(key, "GET", `/categories?limit=1&cursor=${p1.body.meta.cursor}`);
		expect(p2.body.data.map((x: { id: string }) => x.id)).toEqual([a.body.data.id]);
		expectEnvelopeError(await pos(key, "GET", "/categories?limit=0"), 400, "VALIDATION_ERROR");
		expectEnvelopeError(await pos(key, "GET", "/categories?limit=101"), 400, "VALIDATION_ERROR");
		const other = await posWorkspace();
		expectEnvelopeError(await pos(other.key, "PATCH", `/categories/${b.id}`, { name: "x" }), 404, "NOT_FOUND");
		expectEnvelopeError(await pos(other.key, "DELETE", `/categories/${b.id}`), 404, "NOT_FOUND");
		expect((await pos(other.key, "POST", "/categories", { name: "Minuman" })).status).toBe(201);
		expect((await pos(key, "DELETE", `/categories/${b.id}`)).status).toBe(204);
		expectEnvelopeError(await pos(key, "DELETE", `/categories/${b.id}`), 404, "NOT_FOUND");
	});
});

describe("suppliers", () => {
	it("create, read, patch, deactivate; field bounds; tenancy", async () => {
		const { key } = await posWorkspace();
		const s = await pos(key, "POST", "/suppliers", {
			name: "PT Kopi Nusantara",
			email: "sales@kopi.example",
			phone: "0812",
		});
		expect(s.status, s.text).toBe(201);
		expect(s.body.data).toMatchObject({ name: "PT Kopi Nusantara", isActive: true, contactName: null });
		expect(s.body.data.id).toMatch(/^sup_/);
		for (const body of [
			{ name: "" },
			{ name: "x".repeat(161) },
			{ name: "A", email: "no" },
			{ name: "A", phone: "1".repeat(31) },
			{ name: "A", x: 1 },
		])
			expectEnvelopeError(await pos(key, "POST", "/suppliers", body), 400, "VALIDATION_ERROR");
		expect((await pos(key, "PATCH", `/suppliers/${s.body.data.id}`, { note: "Kirim Senin" })).body.data.note).toBe(
			"Kirim Senin",
		);
		expect((await pos(key, "DELETE", `/suppliers/${s.body.data.id}`)).body.data.isActive).toBe(false);
		const other = await posWorkspace();
		expectEnvelopeError(await pos(other.key, "GET", `/suppliers/${s.body.data.id}`), 404, "NOT_FOUND");
		expectEnvelopeError(await pos(other.key, "PATCH", `/suppliers/${s.body.data.id}`, { name: "x" }), 404, "NOT_FOUND");
	});
});

describe("customers and loyalty", () => {
	it("create, search, patch, delete; tenancy", async () => {
		const { key } = await posWorkspace();
		const c = (
			await pos(key, "POST", "/customers", { name: "Budi Santoso", phone: "0812-1111", email: "budi@example.com" })
		).body.data;
		expect(c.id).toMatch(/^cus_/);
		await pos(key, "POST", "/customers", { name: "Sari" });
		expect((await pos(key, "GET", "/customers?q=BUDI")).body.data.map((x: { id: string }) => x.id)).toEqual([c.id]);
		expect((await pos(key, "GET", "/customers?q=1111")).body.data).toHaveLength(1);
		expect((await pos(key, "GET", "/customers?q=example.com")).body.data).toHaveLength(1);
		expect((await pos(key, "GET", "/customers?q=%25")).body.data).toHaveLength(0);
		expectEnvelopeError(await pos(key, "POST", "/customers", { name: "" }), 400, "VALIDATION_ERROR");
		expect((await pos(key, "PATCH", `/customers/${c.id}`, { note: "VIP" })).body.data.note).toBe("VIP");
		const other = await posWorkspace();
		expectEnvelopeError(await pos(other.key, "GET", `/customers/${c.id}`), 404, "NOT_FOUND");
		expectEnvelopeError(await pos(other.key, "GET", `/customers/${c.id}/loyalty`), 404, "NOT_FOUND");
		expectEnvelopeError(
			await pos(other.key, "POST", `/customers/${c.id}/loyalty/adjust`, { points: 5, reason: "x" }),
			404,
			"NOT_FOUND",
		);
		expect((await pos(key, "DELETE", `/customers/${c.id}`)).status).toBe(204);
		expectEnvelopeError(await pos(key, "GET", `/customers/${c.id}`), 404, "NOT_FOUND");
	});

	it("adjust and redeem; the balance never goes negative, also when 20 redemptions race", async () => {
		const { key } = await posWorkspace();
		const c = (await pos(key, "POST", "/customers", { name: "Ani" })).body.data;
		expectEnvelopeError(
			await pos(key, "POST", `/customers/${c.id}/loyalty/adjust`, { points: 0, reason: "x" }),
			400,
			"VALIDATION_ERROR",
		);
		expectEnvelopeError(
			await pos(key, "POST", `/customers/${c.id}/loyalty/redeem`, { points: 0 }),
			400,
			"VALIDATION_ERROR",
		);
		expectEnvelopeError(
			await pos(key, "POST", `/customers/${c.id}/loyalty/adjust`, { points: -1, reason: "oops" }),
			409,
			"CONFLICT",
		);
		expect(
			(await pos(key, "POST", `/customers/${c.id}/loyalty/adjust`, { points: 100, reason: "Welcome" })).body.data,
		).toEqual({ balance: 100 });
		const all = await Promise.all(
			Array.from({ length: 20 }, () => pos(key, "POST", `/customers/${c.id}/loyalty/redeem`, { points: 30 })),
		);
		expect(all.filter((r) => r.status === 200)).toHaveLength(3);
		for (const r of all.filter((x) => x.status !== 200)) expectEnvelopeError(r, 409, "CONFLICT");
		const l = await pos(key, "GET", `/customers/${c.id}/loyalty`);
		expect(l.body.data.balance).toBe(10);
		expect(l.body.data.entries).toHaveLength(4);
		expect(l.body.data.entries.reduce((sum: number, e: { points: number }) => sum + e.points, 0)).toBe(10);
		expect(
			l.body.data.entries.map((e: { balanceAfter: number }) => e.balanceAfter).sort((a: number, b: number) => a - b),
		).toEqual([10, 40, 70, 100]);
	});
});
