import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { admin, call, expectEnvelopeError, ORIGIN } from "../helpers/http";
import { idpToken } from "../helpers/mkt";
import { pos, posWorkspace } from "../helpers/pos";
import { dbOf } from "../helpers/shards";

describe("POS auth", () => {
	it("health and tiers are public; everything else needs a credential (401 AUTH_REQUIRED)", async () => {
		const h = await call("GET", "/pos/api/v1/health");
		expect(h.status, h.text).toBe(200);
		expect(h.body.data).toMatchObject({ status: "ok", checks: { database: "ok" } });
		expectEnvelopeError(await call("GET", "/pos/api/v1/outlets"), 401, "AUTH_REQUIRED");
		// An unknown route is the usual 404 (405 for a known path), credential or not.
		expectEnvelopeError(await call("GET", "/pos/api/v1/no-such-thing"), 404, "NOT_FOUND");
		expectEnvelopeError(await call("PUT", "/pos/api/v1/outlets"), 405, "METHOD_NOT_ALLOWED");
		expectEnvelopeError(await pos("sk_live_nope", "GET", "/outlets"), 401, "AUTH_REQUIRED");
		expectEnvelopeError(await pos("not-a-token", "GET", "/outlets"), 401, "AUTH_REQUIRED");
	});

	it("keys: created as seats, listed without the key, revoked for the next request; admin keys too", async () => {
		const { ws, key, keyId } = await posWorkspace();
		const made = await pos(key, "POST", "/api-keys", { name: "Kasir 1" });
		expect(made.status, made.text).toBe(201);
		expect(made.body.data.key).toMatch(/^sk_live_/);
		expect(made.body.data.id).toMatch(/^key_/);
		expect(made.body.data.prefix).toBe(made.body.data.key.slice(0, 12));
		const list = await pos(made.body.data.key, "GET", "/api-keys");
		expect(list.status).toBe(200);
		expect(list.body.meta).toMatchObject({ cursor: null, hasMore: false });
		expect(list.text).not.toContain(made.body.data.key);
		expect(list.body.data.map((k: { id: string }) => k.id)).toEqual([made.body.data.id, keyId]);
		expect(list.body.data[0].lastUsedAt).not.toBeNull();
		expect((await pos(key, "DELETE", `/api-keys/${made.body.data.id}`)).status).toBe(204);
		expectEnvelopeError(await pos(made.body.data.key, "GET", "/outlets"), 401, "AUTH_REQUIRED");
		expectEnvelopeError(await pos(key, "DELETE", `/api-keys/${made.body.data.id}`), 404, "NOT_FOUND");
		expect((await admin("DELETE", `/v1/workspaces/${ws}/credentials/pos/${keyId}`)).status).toBeLessThan(300);
		expectEnvelopeError(await pos(key, "GET", "/outlets"), 401, "AUTH_REQUIRED");
	});

	it("seats: free allows 2 keys made by POST /api-keys; past it 403 LIMIT_REACHED and no key", async () => {
		const { key } = await posWorkspace();
		const all = await Promise.all([1, 2, 3, 4].map((i) => pos(key, "POST", "/api-keys", { name: `K${i}` })));
		expect(all.filter((r) => r.status === 201)).toHaveLength(2);
		for (const r of all.filter((x) => x.status !== 201)) expectEnvelopeError(r, 403, "LIMIT_REACHED");
		expect((await pos(key, "GET", "/api-keys")).body.data).toHaveLength(3);
		expectEnvelopeError(await pos(key, "POST", "/api-keys", { name: "" }), 400, "VALIDATION_ERROR");
		expectEnvelopeError(await pos(key, "POST", "/api-keys", { name: "x".repeat(121) }), 400, "VALIDATION_ERROR");
	});

	it("JWT and cookie sessions: sign in, use the cookie, foreign-origin or token-less writes are 403, sign out", async () => {
		const { ws } = await posWorkspace();
		const token = await idpToken({ sub: "u_kasir", accountId: ws, roles: ["owner"] });
		expect((await pos(token, "GET", "/outlets")).status).toBe(200);
		const signIn = await SELF.fetch(`${ORIGIN}/pos/api/v1/auth/session`, {
			method: "POST",
			headers: { Authorization: `Bearer ${token}` },
		});
		expect(signIn.status).toBe(204);
		const setCookie = signIn.headers.get("Set-Cookie") ?? "";
		expect(setCookie).toMatch(/^pos_session=acc_[A-Za-z0-9]+\.[A-Za-z0-9_-]{43};/);
		expect(setCookie).toMatch(/HttpOnly/);
		// Plain http to 127.0.0.1 in development: no Secure (issue 37 item 2; session.csrf.test.ts covers https).
		expect(setCookie).not.toMatch(/Secure/);
		expect(setCookie).toMatch(/SameSite=Strict/);
		expect(setCookie).toMatch(/Path=\/pos;/);
		expect(setCookie).toMatch(/Max-Age=43200/);
		const cookie = setCookie.split(";")[0];
		const csrf = signIn.headers.get("X-CSRF-Token") as string;
		expect(csrf).toMatch(/^[A-Za-z0-9_-]{43}$/);
		const withCookie = (method: string, path: string, headers: Record<string, string> = {}, body?: unknown) =>
			call(method, `/pos/api/v1${path}`, { body, headers: { Cookie: cookie, ...headers } });
		expect((await withCookie("GET", "/outlets")).status).toBe(200);
		expectEnvelopeError(
			await withCookie("POST", "/outlets", { Origin: "https://evil.example" }, { name: "X" }),
			403,
			"FORBIDDEN",
		);
		expectEnvelopeError(await withCookie("POST", "/outlets", {}, { name: "X" }), 403, "FORBIDDEN");
		expectEnvelopeError(await withCookie("POST", "/outlets", { Origin: ORIGIN }, { name: "X" }), 403, "FORBIDDEN");
		const dashboard = { Origin: ORIGIN, "X-CSRF-Token": csrf };
		expect((await withCookie("POST", "/outlets", dashboard, { name: "Toko Pusat" })).status).toBe(201);
		const { key } = await posWorkspace();
		expectEnvelopeError(await pos(key, "POST", "/auth/session"), 401, "AUTH_REQUIRED");
		expect((await withCookie("DELETE", "/auth/session", dashboard)).status).toBe(204);
		expectEnvelopeError(await withCookie("GET", "/outlets"), 401, "AUTH_REQUIRED");

		// An expired session is refused like an unknown one.
		const again = await SELF.fetch(`${ORIGIN}/pos/api/v1/auth/session`, {
			method: "POST",
			headers: { Authorization: `Bearer ${token}` },
		});
		const fresh = (again.headers.get("Set-Cookie") ?? "").split(";")[0];
		expect((await call("GET", "/pos/api/v1/outlets", { headers: { Cookie: fresh } })).status).toBe(200);
		await (await dbOf("DB_POS", ws))
			.prepare("UPDATE sessions SET expires_at = 1 WHERE account_id = ? AND ended_at IS NULL")
			.bind(ws)
			.run();
		expectEnvelopeError(await call("GET", "/pos/api/v1/outlets", { headers: { Cookie: fresh } }), 401, "AUTH_REQUIRED");
	});
});

describe("outlets", () => {
	it("create with defaults, limits at and past their bounds, patch, deactivate, tenancy", async () => {
		const { key } = await posWorkspace("growth");
		const made = await pos(key, "POST", "/outlets", { name: "Toko Pusat", taxRateBps: 1100 });
		expect(made.status, made.text).toBe(201);
		expect(made.body.data).toMatchObject({
			name: "Toko Pusat",
			timezone: "Asia/Jakarta",
			taxRateBps: 1100,
			taxInclusive: false,
			isActive: true,
			address: null,
		});
		expect(made.body.data.id).toMatch(/^out_[0-9A-HJKMNP-TV-Z]{26}$/);
		for (const body of [
			{ name: "" },
			{ name: "x".repeat(101) },
			{ name: "A", taxRateBps: 10_001 },
			{ name: "A", taxRateBps: -1 },
			{ name: "A", taxRateBps: 1.5 },
			{ name: "A", timezone: "Mars/Olympus" },
			{ name: "A", phone: "1".repeat(31) },
			{ name: "A", address: "x".repeat(501) },
			{ name: "A", receiptFooter: "x".repeat(501) },
			{ name: "A", extra: 1 },
		])
			expectEnvelopeError(await pos(key, "POST", "/outlets", body), 400, "VALIDATION_ERROR");
		expect(
			(await pos(key, "POST", "/outlets", { name: "x".repeat(100), taxRateBps: 10_000, timezone: "Asia/Jayapura" }))
				.status,
		).toBe(201);
		const id = made.body.data.id;
		const patched = await pos(key, "PATCH", `/outlets/${id}`, { taxInclusive: true, receiptFooter: "Terima kasih" });
		expect(patched.body.data).toMatchObject({ taxInclusive: true, receiptFooter: "Terima kasih", taxRateBps: 1100 });
		const off = await pos(key, "DELETE", `/outlets/${id}`);
		expect(off.body.data.isActive).toBe(false);
		expect((await pos(key, "GET", `/outlets/${id}`)).body.data.isActive).toBe(false);
		const other = await posWorkspace();
		expectEnvelopeError(await pos(other.key, "GET", `/outlets/${id}`), 404, "NOT_FOUND");
		expectEnvelopeError(await pos(other.key, "PATCH", `/outlets/${id}`, { name: "mine" }), 404, "NOT_FOUND");
		expectEnvelopeError(await pos(other.key, "DELETE", `/outlets/${id}`), 404, "NOT_FOUND");
	});

	it("free: one active outlet; racing creates never pass it; a deactivated one frees the slot; reactivation counts", async () => {
		const { key } = await posWorkspace();
		const all = await Promise.all([1, 2, 3, 4, 5].map((i) => pos(key, "POST", "/outlets", { name: `O${i}` })));
		const won = all.filter((r) => r.status === 201);
		expect(won).toHaveLength(1);
		for (const r of all.filter((x) => x.status !== 201)) expectEnvelopeError(r, 403, "LIMIT_REACHED");
		await pos(key, "DELETE", `/outlets/${won[0].body.data.id}`);
		expect((await pos(key, "POST", "/outlets", { name: "New" })).status).toBe(201);
		expectEnvelopeError(
			await pos(key, "PATCH", `/outlets/${won[0].body.data.id}`, { isActive: true }),
			403,
			"LIMIT_REACHED",
		);
		expect((await pos(key, "GET", `/outlets/${won[0].body.data.id}`)).body.data.isActive).toBe(false);
	});

	it("Idempotency-Key: a replay returns the first answer; another body is 409 IDEMPOTENCY_KEY_IN_USE", async () => {
		const { key } = await posWorkspace("growth");
		const first = await pos(key, "POST", "/outlets", { name: "Cabang" }, { "Idempotency-Key": "idem-outlet-1" });
		const again = await pos(key, "POST", "/outlets", { name: "Cabang" }, { "Idempotency-Key": "idem-outlet-1" });
		expect(again.body.data.id).toBe(first.body.data.id);
		expect(again.headers.get("Idempotent-Replayed")).toBe("true");
		expectEnvelopeError(
			await pos(key, "POST", "/outlets", { name: "Lain" }, { "Idempotency-Key": "idem-outlet-1" }),
			409,
			"IDEMPOTENCY_KEY_IN_USE",
		);
		expect((await pos(key, "GET", "/outlets")).body.data).toHaveLength(1);
	});
});
