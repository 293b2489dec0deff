import { describe, expect, it } from "vitest";
import { admin, call, expectEnvelopeError } from "../helpers/http";
import { loc, locProject, locWorkspace } from "../helpers/loc";
import { idpToken } from "../helpers/mkt";
import { countOnShards, rowOnShards } from "../helpers/shards";

const keyCount = async (ws: string) =>
	countOnShards("DB_LOC", "SELECT COUNT(*) AS n FROM api_keys WHERE account_id = ?", ws);
const ids = (r: { body: { data: Array<{ id: string }> } }) => r.body.data.map((k) => k.id);

describe("localization auth", () => {
	it("health is public: service, version, checks, the machine-translation provider", async () => {
		const h = await call("GET", "/loc/api/v1/health");
		expect(h.status, h.text).toBe(200);
		expect(h.body.data).toMatchObject({ service: "loc", version: "1.0.0", status: "ok", checks: { database: "ok" } });
		// No MT_API_KEY in tests: the simulated upstream (with one, "deepl": see deepl-simulator.test.ts).
		expect(h.body.data.machineTranslation).toBe("simulated");
	});

	it("no Authorization → 401 AUTH_REQUIRED; anything but a live loc_live_ key → 401 INVALID_API_KEY", async () => {
		const none = await call("GET", "/loc/api/v1/projects");
		expectEnvelopeError(none, 401, "AUTH_REQUIRED");
		expect(none.headers.get("www-authenticate")).toBe('Bearer realm="loc"');
		expectEnvelopeError(await call("POST", "/loc/api/v1/projects", { body: {} }), 401, "AUTH_REQUIRED");
		expectEnvelopeError(await loc("loc_live_nope", "GET", "/projects"), 401, "INVALID_API_KEY");
		expectEnvelopeError(await loc("not-a-token", "GET", "/projects"), 401, "INVALID_API_KEY");
		const basic = await call("GET", "/loc/api/v1/projects", { headers: { Authorization: "Basic abc" } });
		expectEnvelopeError(basic, 401, "INVALID_API_KEY");
		const { ws } = await locWorkspace();
		// identity-provider tokens and other services' keys are not localization credentials
		const token = await idpToken({ sub: "u_dev", accountId: ws, roles: ["owner"] });
		expectEnvelopeError(await loc(token, "GET", "/projects"), 401, "INVALID_API_KEY");
		const ci = (await admin("POST", `/v1/workspaces/${ws}/credentials`, { service: "ci" })).body.data.key;
		expectEnvelopeError(await loc(ci, "GET", "/projects"), 401, "INVALID_API_KEY");
		// an unknown route is the 404 envelope, not a 401
		expectEnvelopeError(await call("GET", "/loc/api/v1/no-such-thing"), 404, "NOT_FOUND");
	});

	it("/loc/openapi.json documents the foundation's routes; /loc/docs is served", async () => {
		const doc = await call("GET", "/loc/openapi.json");
		expect(doc.status, doc.text.slice(0, 300)).toBe(200);
		const paths = Object.keys(doc.body.paths);
		for (const p of [
			"/api/v1/health",
			"/api/v1/api-keys",
			"/api/v1/api-keys/{id}",
			"/api/v1/projects",
			"/api/v1/projects/{id}",
			"/api/v1/projects/{id}/locales",
			"/api/v1/projects/{id}/locales/{tag}",
			"/api/v1/projects/{id}/namespaces",
			"/api/v1/projects/{id}/namespaces/{name}",
		])
			expect(paths, p).toContain(p);
		expect(doc.body.paths["/api/v1/projects"].post.responses).toHaveProperty("403");
		expect((await call("GET", "/loc/docs")).status).toBe(200);
	});

	it("admin credentials {service: loc} → {id, key}; refused options are 400", async () => {
		const { ws, key, keyId } = await locWorkspace();
		expect(keyId).toMatch(/^key_/);
		expect(key).toMatch(/^loc_live_/);
		expect((await loc(key, "GET", "/api-keys")).status).toBe(200);
		for (const extra of [{ environment: "test" }, { role: "admin" }, { scopes: ["x"] }]) {
			const r = await admin("POST", `/v1/workspaces/${ws}/credentials`, { service: "loc", ...extra });
			expect(r.status, r.text).toBe(400);
		}
		expect((await admin("DELETE", `/v1/workspaces/${ws}/credentials/loc/${keyId}`)).status).toBeLessThan(300);
		expectEnvelopeError(await loc(key, "GET", "/api-keys"), 401, "INVALID_API_KEY");
	});
});

describe("localization API keys", () => {
	it("POST shows the key once; GET lists revoked keys too (revokedAt), newest first; DELETE revokes at once", async () => {
		const { key, keyId } = await locWorkspace();
		const made = await loc(key, "POST", "/api-keys", { name: "  Deploy bot " });
		expect(made.status, made.text).toBe(201);
		expect(made.body.data).toMatchObject({ name: "Deploy bot", lastUsedAt: null, revokedAt: null });
		expect(made.body.data.id).toMatch(/^key_/);
		expect(made.body.data.key).toMatch(/^loc_live_[A-Za-z0-9_-]{20,}$/);
		expect(made.body.data.prefix).toBe(made.body.data.key.slice(0, 12));
		const fresh = made.body.data.key as string;
		const list = await loc(fresh, "GET", "/api-keys");
		expect(list.body.meta).toMatchObject({ cursor: null, hasMore: false });
		expect(list.text).not.toContain(fresh);
		expect(ids(list)).toEqual([made.body.data.id, keyId]);
		const stored = await rowOnShards("DB_LOC", "SELECT * FROM api_keys WHERE id = ?", made.body.data.id);
		expect(JSON.stringify(stored)).not.toContain(fresh);

		const del = await loc(key, "DELETE", `/api-keys/${made.body.data.id}`);
		expect(del.status, del.text).toBe(200);
		expect(del.body.data).toMatchObject({ id: made.body.data.id, name: "Deploy bot" });
		expect(Date.parse(del.body.data.revokedAt)).toBeGreaterThan(0);
		expect(del.body.data.key).toBeUndefined();
		expectEnvelopeError(await loc(fresh, "GET", "/api-keys"), 401, "INVALID_API_KEY");
		// the row stays, listed with revokedAt; revoking again answers it unchanged
		const after = await loc(key, "GET", "/api-keys");
		expect(ids(after)).toEqual([made.body.data.id, keyId]);
		expect(after.body.data[0].revokedAt).toBe(del.body.data.revokedAt);
		expect(after.body.data[1].revokedAt).toBeNull();
		const again = await loc(key, "DELETE", `/api-keys/${made.body.data.id}`);
		expect(again.body.data.revokedAt).toBe(del.body.data.revokedAt);
		expectEnvelopeError(await loc(key, "DELETE", "/api-keys/key_nope"), 404, "NOT_FOUND");
	});

	it("lastUsedAt is set by use", async () => {
		const { key, keyId } = await locWorkspace();
		await loc(key, "GET", "/projects");
		const rows = (await loc(key, "GET", "/api-keys")).body.data as Array<{ id: string; lastUsedAt: string | null }>;
		expect(rows.find((r) => r.id === keyId)?.lastUsedAt).not.toBeNull();
	});

	it("pages with limit and cursor; a bad limit is 400", async () => {
		const { key, keyId } = await locWorkspace();
		const made: string[] = [];
		for (let i = 0; i < 4; i++) made.unshift((await loc(key, "POST", "/api-keys", { name: `k${i}` })).body.data.id);
		const p1 = await loc(key, "GET", "/api-keys?limit=3");
		expect(ids(p1)).toEqual(made.slice(0, 3));
		expect(p1.body.meta.hasMore).toBe(true);
		const p2 = await loc(key, "GET", `/api-keys?limit=3&cursor=${encodeURIComponent(p1.body.meta.cursor)}`);
		expect(ids(p2)).toEqual([made[3], keyId]);
		expect(p2.body.meta).toMatchObject({ cursor: null, hasMore: false });
		for (const q of ["limit=0", "limit=101", "limit=x"])
			expectEnvelopeError(await loc(key, "GET", `/api-keys?${q}`), 400, "VALIDATION_ERROR");
	});

	it("bad names are 400 naming the field and write nothing; Idempotency-Key replays, another body is 409", async () => {
		const { ws, key } = await locWorkspace();
		for (const body of [{ name: "" }, { name: "x".repeat(121) }, { name: "ok", extra: 1 }, {}, { name: 7 }]) {
			const r = await loc(key, "POST", "/api-keys", body);
			expectEnvelopeError(r, 400, "VALIDATION_ERROR");
			expect(r.body.error.param).toBeTruthy();
		}
		expect(await keyCount(ws)).toBe(1);
		const h = { "Idempotency-Key": `k-${crypto.randomUUID()}` };
		const first = await loc(key, "POST", "/api-keys", { name: "CLI" }, h);
		const again = await loc(key, "POST", "/api-keys", { name: "CLI" }, h);
		expect(again.status).toBe(201);
		expect(again.body.data).toEqual(first.body.data);
		expect(again.headers.get("idempotent-replayed")).toBe("true");
		expectEnvelopeError(await loc(key, "POST", "/api-keys", { name: "Other" }, h), 409, "IDEMPOTENCY_KEY_IN_USE");
		expect(await keyCount(ws)).toBe(2);
		const d = { "Idempotency-Key": `d-${crypto.randomUUID()}` };
		const del = await loc(key, "DELETE", `/api-keys/${first.body.data.id}`, undefined, d);
		const delAgain = await loc(key, "DELETE", `/api-keys/${first.body.data.id}`, undefined, d);
		expect(delAgain.headers.get("idempotent-replayed")).toBe("true");
		expect(delAgain.body.data).toEqual(del.body.data);
	});

	it("tenancy: another account's key is 404 and never listed; its projects are invisible", async () => {
		const a = await locWorkspace();
		const b = await locWorkspace();
		expectEnvelopeError(await loc(b.key, "DELETE", `/api-keys/${a.keyId}`), 404, "NOT_FOUND");
		expect(ids(await loc(b.key, "GET", "/api-keys"))).toEqual([b.keyId]);
		expect((await loc(a.key, "GET", "/api-keys")).status).toBe(200);
		const p = await locProject(a.key);
		expectEnvelopeError(await loc(b.key, "GET", `/projects/${p.id}`), 404, "NOT_FOUND");
	});
});
