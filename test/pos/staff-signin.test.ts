// Issue 43 "API keys and sessions carry a role": a staff member signs in at a till with their PIN and
// the till acts for them with a 12-hour token (their current role and outlets; staffId on sales).
import { describe, expect, it } from "vitest";
import { expectEnvelopeError } from "../helpers/http";
import { pos } from "../helpers/pos";
import { posShop } from "../helpers/pos-sales";
import { dbOf } from "../helpers/shards";

const paid = { payments: [{ method: "CASH", amount: 10_000 }] };

/** A shop with a cashier (PIN 1357) and a till key holding the cashier role but bound to no one. */
async function till() {
	const shop = await posShop({ plan: "growth", stock: 50 });
	const cashier = (await pos(shop.key, "POST", "/staff", { name: "Dedi", role: "cashier", pin: "1357" })).body.data
		.id as string;
	const tillKey = (await pos(shop.key, "POST", "/api-keys", { name: "Till 1", role: "cashier" })).body.data
		.key as string;
	const signIn = (pin = "1357", id = cashier, key = tillKey) => pos(key, "POST", `/staff/${id}/sign-in`, { pin });
	const ring = (key: string) =>
		pos(key, "POST", "/sales", {
			outletId: shop.outletId,
			items: [{ variantId: shop.variantId, quantity: 1 }],
			...paid,
		});
	return { ...shop, cashier, tillKey, signIn, ring };
}

describe("POS staff sign-in at a till", () => {
	it("sign in with the PIN → a token acting as the member (role applied, staffId recorded); sign-out ends it", async () => {
		const f = await till();
		const r = await f.signIn();
		expect(r.status, r.text).toBe(201);
		expect(r.body.data).toMatchObject({ staffId: f.cashier, role: "cashier", outletIds: null });
		const token = r.body.data.token as string;
		expect(token).toMatch(/^pst_/);
		const ttl = Date.parse(r.body.data.expiresAt) - Date.now();
		expect(ttl).toBeGreaterThan(12 * 3600_000 - 60_000);
		expect(ttl).toBeLessThanOrEqual(12 * 3600_000);
		// Only the token's hash is stored.
		const db = await dbOf("DB_POS", f.ws);
		const row = await db
			.prepare("SELECT * FROM staff_sessions WHERE account_id = ? AND staff_id = ?")
			.bind(f.ws, f.cashier)
			.first<Record<string, unknown>>();
		expect(JSON.stringify(row)).not.toContain(token.slice(4));
		const sale = await f.ring(token);
		expect(sale.status, sale.text).toBe(201);
		expect(sale.body.data.staffId).toBe(f.cashier);
		// The cashier's role: no void, no keys.
		const refused = await pos(token, "POST", `/sales/${sale.body.data.id}/void`, {});
		expectEnvelopeError(refused, 403, "FORBIDDEN");
		expect(refused.body.error.message).toContain("cashier");
		expectEnvelopeError(await pos(token, "GET", "/api-keys"), 403, "FORBIDDEN");
		// A shift opened with it records the member.
		const shift = await pos(token, "POST", "/shifts/open", { outletId: f.outletId, openingFloat: 0 });
		expect(shift.body.data.staffId).toBe(f.cashier);
		// The member's current role applies on the next request: promoted, the token voids.
		await pos(f.key, "PATCH", `/staff/${f.cashier}`, { role: "manager" });
		const voided = await pos(token, "POST", `/sales/${sale.body.data.id}/void`, {});
		expect(voided.status, voided.text).toBe(200);
		expect(voided.body.data.voidedByStaffId).toBe(f.cashier);
		// A staff token cannot sign another member in; sign-out with a key is 400.
		expectEnvelopeError(await f.signIn("1357", f.cashier, token), 403, "FORBIDDEN");
		expectEnvelopeError(await pos(f.tillKey, "POST", "/staff/sign-out"), 400, "VALIDATION_ERROR");
		expect((await pos(token, "POST", "/staff/sign-out")).status).toBe(204);
		expectEnvelopeError(await pos(token, "GET", "/products"), 401, "AUTH_REQUIRED");
		expectEnvelopeError(await f.ring(token), 401, "AUTH_REQUIRED");
	});

	it("wrong PIN: 403 and no token; 20 racing wrong PINs check at most 5, the rest 429 (the right one too)", async () => {
		const f = await till();
		expectEnvelopeError(await f.signIn("0000"), 403, "FORBIDDEN");
		const guesses = await Promise.all(Array.from({ length: 20 }, (_, i) => f.signIn(String(2000 + i))));
		expect(guesses.filter((r) => r.status === 403)).toHaveLength(4);
		expect(guesses.filter((r) => r.status === 429)).toHaveLength(16);
		for (const g of guesses.filter((r) => r.status === 429)) expectEnvelopeError(g, 429, "RATE_LIMITED");
		expectEnvelopeError(await f.signIn(), 429, "RATE_LIMITED");
		const db = await dbOf("DB_POS", f.ws);
		const n = await db.prepare("SELECT COUNT(*) AS n FROM staff_sessions WHERE account_id = ?").bind(f.ws).first();
		expect(n?.n).toBe(0);
		// A new PIN lifts the lockout.
		await pos(f.key, "PATCH", `/staff/${f.cashier}`, { pin: "8642" });
		expect((await f.signIn("8642")).status).toBe(201);
	});

	it("expiry, a new PIN, a removed member: the token is refused (401)", async () => {
		const f = await till();
		const a = (await f.signIn()).body.data.token as string;
		const b = (await f.signIn()).body.data.token as string;
		expect((await pos(a, "GET", "/products")).status).toBe(200);
		const db = await dbOf("DB_POS", f.ws);
		await db
			.prepare(
				"UPDATE staff_sessions SET expires_at = 1 WHERE account_id = ? AND id_hash = (SELECT id_hash FROM staff_sessions WHERE account_id = ? ORDER BY created_at LIMIT 1)",
			)
			.bind(f.ws, f.ws)
			.run();
		const expired = await pos(a, "GET", "/products");
		expectEnvelopeError(expired, 401, "AUTH_REQUIRED");
		expect(expired.body.error.message).toContain("sign in again");
		expect((await pos(b, "GET", "/products")).status).toBe(200);
		// A new PIN ends every sign-in of the member.
		await pos(f.key, "PATCH", `/staff/${f.cashier}`, { pin: "8642" });
		expectEnvelopeError(await pos(b, "GET", "/products"), 401, "AUTH_REQUIRED");
		const c = (await f.signIn("8642")).body.data.token as string;
		await pos(f.key, "DELETE", `/staff/${f.cashier}`);
		expectEnvelopeError(await pos(c, "GET", "/products"), 401, "AUTH_REQUIRED");
	});

	it("who may sign in: a till key holding sales.create or an owner credential; tenancy", async () => {
		const f = await till();
		// An owner key signs a member in too; a licence-validation key cannot (it lacks sales.create).
		expect((await f.signIn("1357", f.cashier, f.key)).status).toBe(201);
		const validator = (await pos(f.key, "POST", "/api-keys", { name: "PC", role: "license_validator" })).body.data.key;
		expectEnvelopeError(await f.signIn("1357", f.cashier, validator), 403, "FORBIDDEN");
		// Another workspace's member is 404, and its PIN tries count nothing here.
		const other = await till();
		expectEnvelopeError(await f.signIn("1357", other.cashier), 404, "NOT_FOUND");
		expectEnvelopeError(await f.signIn("1357", "stf_01JB4X6N0ZQ8K3C9W2T5V7R1MD"), 404, "NOT_FOUND");
		// A token names its workspace: pointed at another one it finds nothing.
		const token = (await f.signIn()).body.data.token as string;
		const moved = token.replace(f.ws, other.ws);
		expectEnvelopeError(await pos(moved, "GET", "/products"), 401, "AUTH_REQUIRED");
		expectEnvelopeError(await pos("pst_garbage", "GET", "/products"), 401, "AUTH_REQUIRED");
		// Bad input: nothing written.
		expectEnvelopeError(
			await pos(f.tillKey, "POST", `/staff/${f.cashier}/sign-in`, { pin: 1357 }),
			400,
			"VALIDATION_ERROR",
		);
		expectEnvelopeError(
			await pos(f.tillKey, "POST", `/staff/${f.cashier}/sign-in`, { pin: "1357", extra: 1 }),
			400,
			"VALIDATION_ERROR",
		);
		// The outlet restriction applies to the token as to a bound key.
		await pos(f.key, "PATCH", `/staff/${f.cashier}`, { outletIds: [] });
		expectEnvelopeError(await f.ring(token), 403, "FORBIDDEN");
	});
});

describe("the back office's view of till sign-ins", () => {
	it("GET /staff/{id}/sign-ins lists the live ones (never a token); DELETE ends one or all at once", async () => {
		const f = await till();
		const a = (await f.signIn()).body.data.token as string;
		const b = (await f.signIn()).body.data.token as string;
		const c = (await f.signIn()).body.data.token as string;
		await pos(c, "POST", "/staff/sign-out");
		const list = await pos(f.key, "GET", `/staff/${f.cashier}/sign-ins`);
		expect(list.status, list.text).toBe(200);
		const rows = list.body.data as { id: string; staffId: string; issuedBy: string; expiresAt: string }[];
		expect(rows).toHaveLength(2);
		for (const r of rows) {
			expect(r.id).toMatch(/^pss_[0-9a-f]{24}$/);
			expect(r.staffId).toBe(f.cashier);
			expect(r.issuedBy).toBeTruthy();
		}
		for (const t of [a, b]) expect(list.text).not.toContain(t.slice(t.lastIndexOf(".") + 1));
		// Pages newest first: one a page, then the other, then the end.
		const p1 = await pos(f.key, "GET", `/staff/${f.cashier}/sign-ins?limit=1`);
		expect(p1.body.meta.hasMore).toBe(true);
		const p2 = await pos(f.key, "GET", `/staff/${f.cashier}/sign-ins?limit=1&cursor=${p1.body.meta.cursor}`);
		expect(p2.body.meta.hasMore).toBe(false);
		expect([p1.body.data[0].id, p2.body.data[0].id].sort()).toEqual(rows.map((r) => r.id).sort());
		// End one: that token is refused, the other works; ending it again is 404.
		const [first, second] = rows;
		const one = await pos(f.key, "DELETE", `/staff/${f.cashier}/sign-ins/${first.id}`);
		expect(one.status, one.text).toBe(200);
		expect(one.body.data).toEqual({ staffId: f.cashier, ended: 1 });
		const statuses = [(await pos(a, "GET", "/products")).status, (await pos(b, "GET", "/products")).status].sort();
		expect(statuses).toEqual([200, 401]);
		expectEnvelopeError(await pos(f.key, "DELETE", `/staff/${f.cashier}/sign-ins/${first.id}`), 404, "NOT_FOUND");
		expectEnvelopeError(await pos(f.key, "DELETE", `/staff/${f.cashier}/sign-ins/pss_nothex`), 404, "NOT_FOUND");
		// End all: the rest are refused; the member's PIN still signs in.
		const all = await pos(f.key, "DELETE", `/staff/${f.cashier}/sign-ins`);
		expect(all.body.data).toEqual({ staffId: f.cashier, ended: 1 });
		expectEnvelopeError(await pos(a, "GET", "/products"), 401, "AUTH_REQUIRED");
		expectEnvelopeError(await pos(b, "GET", "/products"), 401, "AUTH_REQUIRED");
		expect((await pos(f.key, "GET", `/staff/${f.cashier}/sign-ins`)).body.data).toEqual([]);
		expect((await pos(f.key, "DELETE", `/staff/${f.cashier}/sign-ins`)).body.data.ended).toBe(0);
		expect(second.id).not.toBe(first.id);
		expect((await f.signIn()).status).toBe(201);
	});

	it("owners only (staff.manage); another workspace's member is 404 and keeps its sign-ins", async () => {
		const f = await till();
		const token = (await f.signIn()).body.data.token as string;
		// The till key (cashier role) and the member's own token hold no staff.manage.
		expectEnvelopeError(await pos(f.tillKey, "GET", `/staff/${f.cashier}/sign-ins`), 403, "FORBIDDEN");
		expectEnvelopeError(await pos(token, "DELETE", `/staff/${f.cashier}/sign-ins`), 403, "FORBIDDEN");
		const other = await till();
		const theirs = (await other.signIn()).body.data.token as string;
		expectEnvelopeError(await pos(f.key, "GET", `/staff/${other.cashier}/sign-ins`), 404, "NOT_FOUND");
		expectEnvelopeError(await pos(f.key, "DELETE", `/staff/${other.cashier}/sign-ins`), 404, "NOT_FOUND");
		const listed = (await pos(other.key, "GET", `/staff/${other.cashier}/sign-ins`)).body.data as { id: string }[];
		expectEnvelopeError(await pos(f.key, "DELETE", `/staff/${f.cashier}/sign-ins/${listed[0].id}`), 404, "NOT_FOUND");
		expect((await pos(theirs, "GET", "/products")).status).toBe(200);
		expect((await pos(token, "GET", "/products")).status).toBe(200);
	});
});
