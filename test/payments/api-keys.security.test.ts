import { env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { deriveSecret } from "../../src/platform/crypto";
import { admin, createWorkspace, expectEnvelopeError } from "../helpers/http";
import { mintPayKey, payCall, sha256Hex } from "../helpers/pay";
import { dbOf } from "../helpers/shards";

describe("secrets at rest", () => {
	it("the database holds no plaintext secret: only a salt and sha256(secret); the secret is re-derivable from MASTER_KEY", async () => {
		const ws = await createWorkspace();
		const root = await mintPayKey(ws);
		const made = await payCall(root, "POST", "/v1/api-keys", { body: { name: "stored" } });
		const secret: string = made.body.data.key;
		const row = await (await dbOf("DB_PAY", ws))
			.prepare("SELECT * FROM api_keys WHERE id = ?")
			.bind(made.body.data.id)
			.first<Record<string, unknown>>();
		expect(row).not.toBeNull();
		const dump = JSON.stringify(row);
		expect(dump).not.toContain(secret);
		expect(dump).not.toContain(secret.slice("sk_test_".length));
		expect(row?.secret_hash).toBe(await sha256Hex(secret));
		expect(typeof row?.salt).toBe("string");
		expect(await deriveSecret(env.MASTER_KEY, row?.salt as string, "sk_test_")).toBe(secret);

		// Nowhere else in DB_PAY either (audit log included).
		const tables = await (await dbOf("DB_PAY", ws))
			.prepare(
				"SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT LIKE 'd1_%'",
			)
			.all<{ name: string }>();
		for (const { name } of tables.results) {
			const rows = await (await dbOf("DB_PAY", ws)).prepare(`SELECT * FROM "${name}"`).all();
			expect(JSON.stringify(rows.results)).not.toContain(secret.slice(8));
		}
	});

	it("the Idempotency store keeps the create response without the secret", async () => {
		const ws = await createWorkspace();
		const root = await mintPayKey(ws);
		const made = await payCall(root, "POST", "/v1/api-keys", {
			body: { name: "idem" },
			idempotencyKey: "idem-secret-1",
		});
		expect(made.status).toBe(201);
		const secret: string = made.body.data.key;
		const stub = env.IDEMPOTENCY.get(env.IDEMPOTENCY.idFromName(`pay:${ws}:test:${root.keyId}:api-keys`));
		const stored = await runInDurableObject(stub, (_i, state) =>
			state.storage.sql.exec("SELECT body FROM idem_keys").toArray(),
		);
		expect(stored.length).toBe(1);
		expect(JSON.stringify(stored)).toContain(made.body.data.id);
		expect(JSON.stringify(stored)).not.toContain(secret.slice(8));
	});

	it("secrets never appear in list, retrieve or error responses", async () => {
		const ws = await createWorkspace();
		const root = await mintPayKey(ws);
		const made = await payCall(root, "POST", "/v1/api-keys", { body: { name: "quiet" } });
		const secret = made.body.data.key;
		for (const res of [
			await payCall(root, "GET", "/v1/api-keys?includeRevoked=true"),
			await payCall(root, "GET", `/v1/api-keys/${made.body.data.id}`),
			await payCall({ keyId: made.body.data.keyId, key: "sk_test_wrong" }, "GET", "/v1/api-keys"),
		]) {
			expect(res.text).not.toContain(secret);
		}
	});
});

describe("tenancy", () => {
	it("another workspace's key id is 404 for GET and DELETE and never listed", async () => {
		const a = await createWorkspace();
		const b = await createWorkspace();
		const ka = await mintPayKey(a);
		const kb = await mintPayKey(b);
		expectEnvelopeError(await payCall(ka, "GET", `/v1/api-keys/${kb.id}`), 404, "not_found");
		expectEnvelopeError(await payCall(ka, "GET", `/v1/api-keys/${kb.id}?includeRevoked=true`), 404, "not_found");
		expectEnvelopeError(await payCall(ka, "DELETE", `/v1/api-keys/${kb.id}`), 404, "not_found");
		const list = await payCall(ka, "GET", "/v1/api-keys?includeRevoked=true&limit=100");
		expect(list.body.data.map((k: { id: string }) => k.id)).toEqual([ka.id]);
		// b's key still works: nothing happened to it
		expect((await payCall(kb, "GET", "/v1/api-keys")).status).toBe(200);
	});

	it("the same key under another workspace's admin URL is 404", async () => {
		const a = await createWorkspace();
		const b = await createWorkspace();
		const kb = await mintPayKey(b);
		expectEnvelopeError(await admin("DELETE", `/v1/workspaces/${a}/credentials/pay/${kb.id}`), 404, "not_found");
		expect((await payCall(kb, "GET", "/v1/api-keys")).status).toBe(200);
	});

	it("keys are minted into the signing key's workspace only", async () => {
		const a = await createWorkspace();
		const b = await createWorkspace();
		const ka = await mintPayKey(a);
		const kb = await mintPayKey(b);
		const made = await payCall(ka, "POST", "/v1/api-keys", { body: { name: "mine" } });
		const row = await (await dbOf("DB_PAY", a))
			.prepare("SELECT account_id FROM api_keys WHERE id = ?")
			.bind(made.body.data.id)
			.first();
		expect(row).toEqual({ account_id: a });
		expect((await payCall(kb, "GET", "/v1/api-keys")).body.data).toHaveLength(1);
	});
});
