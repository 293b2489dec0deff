import { describe, expect, it } from "vitest";
import { ci, ciDbOf, ciShards, ciWorkspace } from "../helpers/ci";
import { admin, call, expectEnvelopeError } from "../helpers/http";
import { idpToken } from "../helpers/mkt";

const keyCount = async (ws: string) =>
	(
		await (
			await ciDbOf(ws)
		)
			.prepare("SELECT COUNT(*) AS n FROM api_keys WHERE account_id = ?")
			.bind(ws)
			.first<{ n: number }>()
	)?.n;

describe("CI auth and API keys", () => {
	it("health is public; everything else needs a key or an identity-provider token (401 AUTH_REQUIRED)", async () => {
		const h = await call("GET", "/ci/api/v1/health");
		expect(h.status, h.text).toBe(200);
		expect(h.body.data).toMatchObject({ status: "ok", checks: { database: "ok" } });
		const none = await call("GET", "/ci/api/v1/api-keys");
		expectEnvelopeError(none, 401, "AUTH_REQUIRED");
		expect(none.headers.get("www-authenticate")).toBe('Bearer realm="ci"');
		expectEnvelopeError(await ci("sk_live_nope", "GET", "/api-keys"), 401, "AUTH_REQUIRED");
		expectEnvelopeError(await ci("not-a-token", "GET", "/api-keys"), 401, "AUTH_REQUIRED");
		expectEnvelopeError(await call("GET", "/ci/api/v1/no-such-thing"), 404, "NOT_FOUND");
		const { ws } = await ciWorkspace();
		const token = await idpToken({ sub: "u_dev", accountId: ws, roles: ["owner"] });
		expect((await ci(token, "GET", "/api-keys")).status).toBe(200);
		// another service's key is not a CI credential
		const pos = (await admin("POST", `/v1/workspaces/${ws}/credentials`, { service: "pos" })).body.data.key;
		expectEnvelopeError(await ci(pos, "GET", "/api-keys"), 401, "AUTH_REQUIRED");
	});

	it("keys: shown once, listed newest first without the key, revoked for the next request; admin keys too", async () => {
		const { ws, key, keyId } = await ciWorkspace();
		const made = await ci(key, "POST", "/api-keys", { name: "Deploy bot" });
		expect(made.status, made.text).toBe(201);
		expect(made.body.data).toMatchObject({ name: "Deploy bot", lastUsedAt: null });
		expect(made.body.data.id).toMatch(/^key_/);
		expect(made.body.data.key).toMatch(/^sk_live_/);
		expect(made.body.data.prefix).toBe(made.body.data.key.slice(0, 12));
		const list = await ci(made.body.data.key, "GET", "/api-keys");
		expect(list.body.meta).toMatchObject({ cursor: null, hasMore: false });
		expect(list.text).not.toContain(made.body.data.key);
		expect(list.body.data.map((k: { id: string }) => k.id)).toEqual([made.body.data.id, keyId]);
		const stored = await ciShards.prepare("SELECT * FROM api_keys WHERE id = ?").bind(made.body.data.id).first();
		expect(JSON.stringify(stored)).not.toContain(made.body.data.key);
		expect((await ci(key, "DELETE", `/api-keys/${made.body.data.id}`)).status).toBe(204);
		expectEnvelopeError(await ci(made.body.data.key, "GET", "/api-keys"), 401, "AUTH_REQUIRED");
		expectEnvelopeError(await ci(key, "DELETE", `/api-keys/${made.body.data.id}`), 404, "NOT_FOUND");
		expect((await admin("DELETE", `/v1/workspaces/${ws}/credentials/ci/${keyId}`)).status).toBeLessThan(300);
		expectEnvelopeError(await ci(key, "GET", "/api-keys"), 401, "AUTH_REQUIRED");
	});

	it("bad names are 400 and write nothing; an Idempotency-Key replays the first key", async () => {
		const { ws, key } = await ciWorkspace();
		for (const body of [{ name: "" }, { name: "x".repeat(121) }, { name: "ok", extra: 1 }, {}, { name: 7 }])
			expectEnvelopeError(await ci(key, "POST", "/api-keys", body), 400, "VALIDATION_ERROR");
		expect(await keyCount(ws)).toBe(1);
		const h = { "Idempotency-Key": `k-${crypto.randomUUID()}` };
		const first = await ci(key, "POST", "/api-keys", { name: "CLI" }, h);
		const again = await ci(key, "POST", "/api-keys", { name: "CLI" }, h);
		expect(again.body.data).toEqual(first.body.data);
		expect(again.headers.get("idempotent-replayed")).toBe("true");
		expectEnvelopeError(await ci(key, "POST", "/api-keys", { name: "Other" }, h), 409, "IDEMPOTENCY_KEY_IN_USE");
		expect(await keyCount(ws)).toBe(2);
	});

	it("tenancy: another workspace's key is 404 and never listed", async () => {
		const a = await ciWorkspace();
		const b = await ciWorkspace();
		expectEnvelopeError(await ci(b.key, "DELETE", `/api-keys/${a.keyId}`), 404, "NOT_FOUND");
		expect((await ci(b.key, "GET", "/api-keys")).body.data.map((k: { id: string }) => k.id)).toEqual([b.keyId]);
		expect((await ci(a.key, "GET", "/api-keys")).status).toBe(200);
	});
});
