import { describe, expect, it } from "vitest";
import { admin, createWorkspace } from "../helpers/http";
import { eventually, mintPayKey, payCall } from "../helpers/pay";
import { dbOf } from "../helpers/shards";

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe("POST /v1/api-keys", () => {
	it("creates a test key by default: every field of the API key object plus the secret, once", async () => {
		const ws = await createWorkspace();
		const root = await mintPayKey(ws);
		const res = await payCall(root, "POST", "/v1/api-keys", { body: { name: "Checkout server" } });
		expect(res.status).toBe(201);
		const k = res.body.data;
		expect(Object.keys(k).sort()).toEqual([
			"createdAt",
			"environment",
			"id",
			"key",
			"keyId",
			"lastUsedAt",
			"name",
			"revokedAt",
			"role",
			"scopes",
		]);
		expect(k.id).toMatch(/^akey_[0-9A-HJKMNP-TV-Z]{26}$/);
		expect(k.keyId).toMatch(/^pk_test_[0-9a-f]{12}$/);
		expect(k.key).toMatch(/^sk_test_[A-Za-z0-9_-]{43}$/);
		expect(k).toMatchObject({
			name: "Checkout server",
			role: "full_access",
			environment: "test",
			scopes: null,
			lastUsedAt: null,
			revokedAt: null,
		});
		expect(k.createdAt).toMatch(ISO);
		expect(res.body.error).toBeNull();
		expect(res.body.meta.requestId).toMatch(/^req_/);

		// The secret works at once, and is never returned again.
		const got = await payCall({ keyId: k.keyId, key: k.key }, "GET", `/v1/api-keys/${k.id}`);
		expect(got.status).toBe(200);
		expect(got.body.data).not.toHaveProperty("key");
		expect(got.text).not.toContain(k.key);
		const list = await payCall(root, "GET", "/v1/api-keys");
		expect(list.text).not.toContain(k.key);
	});

	it("creates live keys (pk_live_/sk_live_) from a live key, and every merchant role", async () => {
		const ws = await createWorkspace();
		const live = await mintPayKey(ws, { environment: "live" });
		for (const role of ["full_access", "read_only", "webhook_management_only"]) {
			const res = await payCall(live, "POST", "/v1/api-keys", { body: { name: role, environment: "live", role } });
			expect(res.status).toBe(201);
			expect(res.body.data).toMatchObject({ role, environment: "live", scopes: null });
			expect(res.body.data.keyId).toMatch(/^pk_live_[0-9a-f]{12}$/);
			expect(res.body.data.key).toMatch(/^sk_live_/);
		}
		const r = await payCall(live, "POST", "/v1/api-keys", {
			body: {
				name: "payout reader",
				environment: "live",
				role: "restricted",
				scopes: ["pay:payout:read", "apiKeys:read", "pay:payout:read"],
			},
		});
		expect(r.status).toBe(201);
		expect(r.body.data.scopes).toEqual(["apiKeys:read", "pay:payout:read"]);
		// A live key may also mint test keys (narrower data).
		const t = await payCall(live, "POST", "/v1/api-keys", { body: { name: "sandbox", environment: "test" } });
		expect(t.status).toBe(201);
		expect(t.body.data.environment).toBe("test");
	});

	it("trims the name and counts 80 characters as code points", async () => {
		const ws = await createWorkspace();
		const root = await mintPayKey(ws);
		const name = "🔑".repeat(80);
		const res = await payCall(root, "POST", "/v1/api-keys", { body: { name: `  ${name}  ` } });
		expect(res.status).toBe(201);
		expect(res.body.data.name).toBe(name);
	});

	it("a restricted key with apiKeys:write mints a restricted key with a subset of its scopes", async () => {
		const ws = await createWorkspace();
		const r = await mintPayKey(ws, {
			role: "restricted",
			scopes: ["apiKeys:write", "apiKeys:read", "pay:payout:read"],
		});
		const res = await payCall(r, "POST", "/v1/api-keys", {
			body: { name: "child", role: "restricted", scopes: ["pay:payout:read"] },
		});
		expect(res.status).toBe(201);
		expect(res.body.data.scopes).toEqual(["pay:payout:read"]);
		const child = res.body.data;
		expect((await payCall(child, "GET", "/v1/api-keys")).status).toBe(403);
	});

	it("Idempotency-Key: a replay returns the same 201 (same id and secret) and creates nothing more", async () => {
		const ws = await createWorkspace();
		const root = await mintPayKey(ws);
		const a = await payCall(root, "POST", "/v1/api-keys", { body: { name: "once" }, idempotencyKey: "mint-1" });
		const b = await payCall(root, "POST", "/v1/api-keys", { body: { name: "once" }, idempotencyKey: "mint-1" });
		expect(a.status).toBe(201);
		expect(b.status).toBe(201);
		expect(b.headers.get("idempotent-replayed")).toBe("true");
		expect(b.body).toEqual(a.body);
		const list = await payCall(root, "GET", "/v1/api-keys");
		expect(list.body.data.filter((k: { name: string }) => k.name === "once")).toHaveLength(1);
		// The replayed secret is a working secret.
		expect((await payCall({ keyId: b.body.data.keyId, key: b.body.data.key }, "GET", "/v1/api-keys")).status).toBe(200);
	});
});

describe("DELETE /v1/api-keys/{id}", () => {
	it("Idempotency-Key: a retried revoke replays the 204 instead of a 404, and audits once", async () => {
		const ws = await createWorkspace();
		const root = await mintPayKey(ws);
		const made = await payCall(root, "POST", "/v1/api-keys", { body: { name: "retry me" } });
		const a = await payCall(root, "DELETE", `/v1/api-keys/${made.body.data.id}`, { idempotencyKey: "revoke-1" });
		const b = await payCall(root, "DELETE", `/v1/api-keys/${made.body.data.id}`, { idempotencyKey: "revoke-1" });
		expect([a.status, b.status]).toEqual([204, 204]);
		expect(b.headers.get("idempotent-replayed")).toBe("true");
		expect(b.text).toBe("");
		const audits = await (await dbOf("DB_PAY", ws))
			.prepare("SELECT COUNT(*) AS n FROM audit_log WHERE target_id = ? AND action = 'api_key.revoked'")
			.bind(made.body.data.id)
			.first();
		expect(audits).toEqual({ n: 1 });
		// without the header the second attempt is simply 404: the key is no longer active
		expect((await payCall(root, "DELETE", `/v1/api-keys/${made.body.data.id}`)).status).toBe(404);
	});
});

describe("GET /v1/api-keys and /v1/api-keys/{id}", () => {
	it("lists newest first with meta.page, default limit 50, cursor paging without gaps or repeats", async () => {
		const ws = await createWorkspace();
		await admin("PUT", `/v1/workspaces/${ws}/plans/pay`, { plan: "scale" });
		const root = await mintPayKey(ws, { name: "root" });
		const names: string[] = [];
		for (let i = 0; i < 6; i++) {
			const r = await payCall(root, "POST", "/v1/api-keys", { body: { name: `k${i}` } });
			expect(r.status).toBe(201);
			names.push(`k${i}`);
		}
		const all = await payCall(root, "GET", "/v1/api-keys");
		expect(all.status).toBe(200);
		expect(all.body.meta.page).toEqual({ limit: 50, hasMore: false, nextCursor: null });
		expect(all.body.data.map((k: { name: string }) => k.name)).toEqual([...names].reverse().concat("root"));
		const seen: string[] = [];
		let cursor: string | null = null;
		do {
			const page: any = await payCall(root, "GET", `/v1/api-keys?limit=3${cursor ? `&cursor=${cursor}` : ""}`);
			expect(page.status).toBe(200);
			expect(page.body.meta.page.limit).toBe(3);
			seen.push(...page.body.data.map((k: { name: string }) => k.name));
			cursor = page.body.meta.page.nextCursor;
			expect(page.body.meta.page.hasMore).toBe(cursor !== null);
		} while (cursor);
		expect(seen).toEqual(all.body.data.map((k: { name: string }) => k.name));
		expect((await payCall(root, "GET", "/v1/api-keys?limit=100")).status).toBe(200);
	});

	it("filters by environment (default both) and shows revoked keys, with revokedAt, only with includeRevoked=true", async () => {
		const ws = await createWorkspace();
		const live = await mintPayKey(ws, { environment: "live", name: "live root" });
		const t = await payCall(live, "POST", "/v1/api-keys", { body: { name: "t1", environment: "test" } });
		const gone = await payCall(live, "POST", "/v1/api-keys", { body: { name: "gone", environment: "live" } });
		expect((await payCall(live, "DELETE", `/v1/api-keys/${gone.body.data.id}`)).status).toBe(204);

		const both = await payCall(live, "GET", "/v1/api-keys");
		expect(both.body.data.map((k: { name: string }) => k.name)).toEqual(["t1", "live root"]);
		expect(both.body.data.every((k: { revokedAt: unknown }) => k.revokedAt === null)).toBe(true);
		const testOnly = await payCall(live, "GET", "/v1/api-keys?environment=test");
		expect(testOnly.body.data.map((k: { id: string }) => k.id)).toEqual([t.body.data.id]);
		const liveOnly = await payCall(live, "GET", "/v1/api-keys?environment=live&includeRevoked=true");
		expect(liveOnly.body.data.map((k: { name: string }) => k.name)).toEqual(["gone", "live root"]);
		expect(liveOnly.body.data[0].revokedAt).toMatch(ISO);
		expect(liveOnly.body.data[1].revokedAt).toBeNull();

		expect((await payCall(live, "GET", `/v1/api-keys/${gone.body.data.id}`)).status).toBe(404);
		const shown = await payCall(live, "GET", `/v1/api-keys/${gone.body.data.id}?includeRevoked=true`);
		expect(shown.status).toBe(200);
		expect(shown.body.data.revokedAt).toMatch(ISO);
	});

	it("read_only keys list and retrieve", async () => {
		const ws = await createWorkspace();
		const ro = await mintPayKey(ws, { role: "read_only" });
		expect((await payCall(ro, "GET", "/v1/api-keys")).status).toBe(200);
		expect((await payCall(ro, "GET", `/v1/api-keys/${ro.id}`)).body.data).toMatchObject({
			id: ro.id,
			role: "read_only",
		});
	});
});

describe("listings stay current (per-isolate cache validated by the workspace's key-set version)", () => {
	it("creation, revocation (API and admin) and lastUsedAt flushes show on the very next list, in both environments", async () => {
		const ws = await createWorkspace();
		const live = await mintPayKey(ws, { environment: "live", name: "live root" });
		const test = await mintPayKey(ws, { environment: "test", name: "test root" });
		const names = async (k: { keyId: string; key: string }) =>
			(await payCall(k, "GET", "/v1/api-keys")).body.data.map((x: { name: string }) => x.name);
		// warm both caches
		expect(await names(test)).toEqual(["test root", "live root"]);
		expect(await names(test)).toEqual(["test root", "live root"]);
		expect(await names(live)).toEqual(["test root", "live root"]);
		// a live key mints through the live gate; the test key's cached listing must not survive it
		const made = await payCall(live, "POST", "/v1/api-keys", { body: { name: "fresh", environment: "live" } });
		expect(await names(test)).toEqual(["fresh", "test root", "live root"]);
		expect((await payCall(live, "DELETE", `/v1/api-keys/${made.body.data.id}`)).status).toBe(204);
		expect(await names(test)).toEqual(["test root", "live root"]);
		const viaAdmin = await mintPayKey(ws, { environment: "live", name: "admin made" });
		expect(await names(test)).toEqual(["admin made", "test root", "live root"]);
		expect((await admin("DELETE", `/v1/workspaces/${ws}/credentials/pay/${viaAdmin.id}`)).status).toBe(200);
		expect(await names(live)).toEqual(["test root", "live root"]);
		// the live key's lastUsedAt reaches the test key's listing once flushed
		const used = await eventually(
			() => payCall(test, "GET", "/v1/api-keys"),
			(r) => r.body.data.find((x: { id: string }) => x.id === live.id)?.lastUsedAt != null,
			5_000,
		);
		expect(used.body.data.find((x: { id: string }) => x.id === live.id).lastUsedAt).toMatch(ISO);
	});
});

describe("lastUsedAt and rotation", () => {
	it("lastUsedAt is null until first use, then set within seconds of a signed request", async () => {
		const ws = await createWorkspace();
		const root = await mintPayKey(ws);
		const fresh = await payCall(root, "POST", "/v1/api-keys", { body: { name: "new" } });
		const id = fresh.body.data.id;
		expect((await payCall(root, "GET", `/v1/api-keys/${id}`)).body.data.lastUsedAt).toBeNull();
		const before = Date.now();
		expect((await payCall(fresh.body.data, "GET", "/v1/api-keys?limit=1")).status).toBe(200);
		const seen = await eventually(
			() => payCall(root, "GET", `/v1/api-keys/${id}`),
			(r) => r.body.data.lastUsedAt !== null,
			5_000,
		);
		expect(seen.body.data.lastUsedAt).toMatch(ISO);
		expect(Date.parse(seen.body.data.lastUsedAt)).toBeGreaterThanOrEqual(before - 1000);
	});

	it("follows the spec's rotation order: mint, verify via lastUsedAt, cut over, revoke the old key", async () => {
		const ws = await createWorkspace();
		const old = await mintPayKey(ws, { name: "old" });
		// 1. mint
		const minted = await payCall(old, "POST", "/v1/api-keys", { body: { name: "new" } });
		expect(minted.status).toBe(201);
		const next = { keyId: minted.body.data.keyId, key: minted.body.data.key };
		// 2. verify: the new key's lastUsedAt advances after it signs a request
		expect((await payCall(next, "GET", "/v1/api-keys")).status).toBe(200);
		const verified = await eventually(
			() => payCall(old, "GET", `/v1/api-keys/${minted.body.data.id}`),
			(r) => r.body.data.lastUsedAt !== null,
			5_000,
		);
		expect(verified.body.data.lastUsedAt).not.toBeNull();
		// 3. cut over, then the old key cannot revoke itself ...
		const self = await payCall(old, "DELETE", `/v1/api-keys/${old.id}`);
		expect(self.status).toBe(409);
		expect(self.body.error.code).toBe("cannot_revoke_self");
		// 4. ... so the new key revokes it: 204 without a body
		const revoked = await payCall(next, "DELETE", `/v1/api-keys/${old.id}`);
		expect(revoked.status).toBe(204);
		expect(revoked.text).toBe("");
		expect(revoked.headers.get("x-request-id")).toMatch(/^req_/);
		// The old key fails on its very next request.
		const after = await payCall(old, "GET", "/v1/api-keys");
		expect(after.status).toBe(401);
		expect(after.body.error.code).toBe("invalid_key");
		expect((await payCall(next, "GET", "/v1/api-keys")).status).toBe(200);
	});
});

describe("audit log (no events)", () => {
	it("records creation and revocation with actor and request id", async () => {
		const ws = await createWorkspace();
		const root = await mintPayKey(ws);
		const made = await payCall(root, "POST", "/v1/api-keys", { body: { name: "audited" } });
		const del = await payCall(root, "DELETE", `/v1/api-keys/${made.body.data.id}`);
		expect(del.status).toBe(204);
		const rows = await (await dbOf("DB_PAY", ws))
			.prepare("SELECT * FROM audit_log WHERE account_id = ? AND target_id = ? ORDER BY created_at, id")
			.bind(ws, made.body.data.id)
			.all<Record<string, unknown>>();
		expect(rows.results.map((r) => r.action)).toEqual(["api_key.created", "api_key.revoked"]);
		expect(rows.results[0]).toMatchObject({
			actor: root.keyId,
			environment: "test",
			target_type: "api_key",
			request_id: made.body.meta.requestId,
		});
		expect(rows.results[1]).toMatchObject({ actor: root.keyId, request_id: del.headers.get("x-request-id") });
		expect(JSON.stringify(rows.results)).not.toContain(made.body.data.key);
		// The admin issuer's mint is audited too, with actor "admin".
		const adminRow = await (await dbOf("DB_PAY", ws))
			.prepare("SELECT actor, action FROM audit_log WHERE target_id = ?")
			.bind(root.id)
			.first();
		expect(adminRow).toEqual({ actor: "admin", action: "api_key.created" });
	});
});

describe("platform admin credentials (service pay)", () => {
	it("mints every role including platform_admin, and revokes through the admin API", async () => {
		const ws = await createWorkspace();
		const pa = await mintPayKey(ws, { role: "platform_admin", environment: "live", name: "ops" });
		expect(pa).toMatchObject({ role: "platform_admin", environment: "live", name: "ops" });
		expect(pa.keyId).toMatch(/^pk_live_/);
		const r = await mintPayKey(ws, { role: "restricted", scopes: ["pay:payout:read"] });
		expect(r.scopes).toEqual(["pay:payout:read"]);
		const del = await admin("DELETE", `/v1/workspaces/${ws}/credentials/pay/${r.id}`);
		expect(del.status).toBe(200);
		expect(del.body.data).toEqual({ id: r.id, revoked: true });
		expect((await payCall(r, "GET", "/v1/api-keys")).body.error.code).toBe("invalid_key");
		expect((await admin("DELETE", `/v1/workspaces/${ws}/credentials/pay/${r.id}`)).status).toBe(404);
	});
});
