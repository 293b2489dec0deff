import { env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { sha256Hex } from "../../src/platform/crypto";
import { base64urlEncode, hex, utf8 } from "../../src/platform/encoding";
import type { Idempotency } from "../../src/platform/idempotency/idempotency.do";
import { shardDbs } from "../../src/platform/shards";
import { expectEnvelopeError } from "../helpers/http";
import { dbOf } from "../helpers/shards";
import { api, environment, project, put, reveal, setup, tenant } from "./helpers";

const unique = (label: string) => `${label}-${crypto.randomUUID()}`;

/** Every row of every DB_SECRETS table, as text. */
async function dumpSecretsDb(): Promise<string> {
	let out = "";
	for (const db of shardDbs(env, "DB_SECRETS")) out += await dumpOne(db);
	return out;
}

async function dumpOne(db: D1Database): Promise<string> {
	const tables = await db
		.prepare(
			"SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT LIKE 'd1_%'",
		)
		.all<{ name: string }>();
	expect(tables.results.map((t) => t.name)).toEqual(
		expect.arrayContaining(["projects", "environments", "secrets", "secret_versions", "audit_log", "api_keys"]),
	);
	let out = "";
	for (const { name } of tables.results)
		out += JSON.stringify((await db.prepare(`SELECT * FROM ${name}`).all()).results);
	return out;
}

describe("tenancy: another workspace's ids are 404 on every route", () => {
	it("projects, environments and secrets of workspace A are invisible to workspace B", async () => {
		const { t: a, p, e } = await setup();
		const s = await put(a, e.id, "SHARED", unique("a-value"));
		const b = await tenant();
		for (const token of [b.key, b.jwt]) {
			expectEnvelopeError(
				await api("POST", `/projects/${p.id}/environments`, token, { name: "Intruder" }),
				404,
				"NOT_FOUND",
			);
			expectEnvelopeError(await api("GET", `/projects/${p.id}/environments`, token), 404, "NOT_FOUND");
			expectEnvelopeError(
				await api("PUT", `/environments/${e.id}/secrets`, token, { key: "SHARED", value: "overwrite" }),
				404,
				"NOT_FOUND",
			);
			expectEnvelopeError(await api("GET", `/environments/${e.id}/secrets`, token), 404, "NOT_FOUND");
			expectEnvelopeError(await api("POST", `/secrets/${s.id}/reveal`, token), 404, "NOT_FOUND");
			expectEnvelopeError(await api("POST", `/secrets/${s.id}/reveal?version=1`, token), 404, "NOT_FOUND");
			expectEnvelopeError(await api("DELETE", `/secrets/${s.id}`, token), 404, "NOT_FOUND");
			expect((await api("GET", "/projects", token)).body.data).toEqual([]);
			expect((await api("GET", "/audit", token)).body.data).toEqual([]);
		}
		// A's data is untouched and A's audit has no trace of B's attempts.
		const r = await reveal(a, s.id);
		expect(r.body.data.version).toBe(1);
		expect((await api("GET", `/projects/${p.id}/environments`, a.key)).body.data).toHaveLength(1);
		const audit = await api("GET", "/audit?limit=100", a.key);
		expect(audit.body.data.every((x: { actorSub: string }) => x.actorSub === a.keyId)).toBe(true);
	});

	it("the same slug and key names in two workspaces stay separate", async () => {
		const a = await tenant();
		const b = await tenant();
		const pa = await project(a, "Same");
		const pb = await project(b, "Same");
		const ea = await environment(a, pa.id, "prod");
		const eb = await environment(b, pb.id, "prod");
		const sa = await put(a, ea.id, "K", "from-a");
		const sb = await put(b, eb.id, "K", "from-b");
		expect((await reveal(a, sa.id)).body.data.value).toBe("from-a");
		expect((await reveal(b, sb.id)).body.data.value).toBe("from-b");
	});
});

describe("encryption at rest", () => {
	it("no table of DB_SECRETS holds a value in plaintext or any simple encoding, nor an unwrapped key", async () => {
		const { t, e } = await setup();
		const db = await dbOf("DB_SECRETS", t.ws);
		const values = [unique("plain-secret"), unique("second-version"), "short"];
		const s = await put(t, e.id, "PLAIN", values[0]);
		await put(t, e.id, "PLAIN", values[1]);
		await put(t, e.id, "TINY", values[2]);
		for (const v of [1, 2]) expect((await reveal(t, s.id, v)).status).toBe(200);
		const dump = await dumpSecretsDb();
		for (const v of values) {
			for (const form of [v, base64urlEncode(utf8(v)), btoa(v), hex(utf8(v)), await sha256Hex(v)])
				expect(dump).not.toContain(form);
		}
		const rows = await db
			.prepare("SELECT version, ciphertext FROM secret_versions WHERE secret_id = ? ORDER BY version")
			.bind(s.id)
			.all<{ version: number; ciphertext: string }>();
		expect(rows.results).toHaveLength(2);
		for (const r of rows.results) expect(r.ciphertext).toMatch(/^v1\.[0-9a-f]{8}\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]+$/);
		// The project key is stored wrapped (a sealed blob under the master key id), never as 32 raw bytes.
		const proj = await db
			.prepare("SELECT wrapped_key FROM projects WHERE id = (SELECT project_id FROM secrets WHERE id = ?)")
			.bind(s.id)
			.first<{ wrapped_key: string }>();
		expect(proj?.wrapped_key).toMatch(/^v1\.[0-9a-f]{8}\./);
		expect(proj?.wrapped_key.split(".")[1]).not.toBe(rows.results[0].ciphertext.split(".")[1]);
	});

	it("a tampered ciphertext fails to decrypt: 409 DECRYPTION_FAILED, no value, other versions unaffected", async () => {
		const { t, e } = await setup();
		const db = await dbOf("DB_SECRETS", t.ws);
		const s = await put(t, e.id, "TAMPER", "original-value");
		await put(t, e.id, "TAMPER", "second-value");
		const row = await db
			.prepare("SELECT ciphertext FROM secret_versions WHERE secret_id = ? AND version = 1")
			.bind(s.id)
			.first<{ ciphertext: string }>();
		const parts = row!.ciphertext.split(".");
		const ct = parts[3];
		const flipped = ct.slice(0, 5) + (ct[5] === "A" ? "B" : "A") + ct.slice(6);
		await db
			.prepare("UPDATE secret_versions SET ciphertext = ? WHERE secret_id = ? AND version = 1")
			.bind([...parts.slice(0, 3), flipped].join("."), s.id)
			.run();
		const res = await reveal(t, s.id, 1);
		expectEnvelopeError(res, 409, "DECRYPTION_FAILED");
		expect(res.body.error.message).toMatch(/integrity check/);
		expect(res.text).not.toContain("original-value");
		expect((await reveal(t, s.id, 2)).body.data.value).toBe("second-value");
		// A failed reveal is not recorded as a reveal.
		const audit = await api("GET", "/audit", t.key);
		expect(
			audit.body.data
				.filter((x: { action: string }) => x.action === "secret.reveal")
				.map((x: { metadata: { version: number } }) => x.metadata.version),
		).toEqual([2]);
		// Garbage in place of a blob is the same clear error, not a 500.
		await db
			.prepare("UPDATE secret_versions SET ciphertext = 'garbage' WHERE secret_id = ? AND version = 1")
			.bind(s.id)
			.run();
		expectEnvelopeError(await reveal(t, s.id, 1), 409, "DECRYPTION_FAILED");
	});

	it("a ciphertext moved to another secret's row, another version or another project fails to decrypt", async () => {
		const { t, p, e } = await setup();
		const db = await dbOf("DB_SECRETS", t.ws);
		const a = await put(t, e.id, "MOVE_A", "value-of-a");
		const b = await put(t, e.id, "MOVE_B", "value-of-b");
		await put(t, e.id, "MOVE_B", "value-of-b-2");
		const ct = async (id: string, v: number) =>
			(await db
				.prepare("SELECT ciphertext FROM secret_versions WHERE secret_id = ? AND version = ?")
				.bind(id, v)
				.first<{ ciphertext: string }>())!.ciphertext;
		const set = (id: string, v: number, blob: string) =>
			db
				.prepare("UPDATE secret_versions SET ciphertext = ? WHERE secret_id = ? AND version = ?")
				.bind(blob, id, v)
				.run();
		// Same project key, other secret id in the associated data.
		await set(b.id, 1, await ct(a.id, 1));
		const moved = await reveal(t, b.id, 1);
		expectEnvelopeError(moved, 409, "DECRYPTION_FAILED");
		expect(moved.text).not.toContain("value-of-a");
		// Same secret, other version.
		await set(b.id, 2, await ct(b.id, 1));
		expectEnvelopeError(await reveal(t, b.id, 2), 409, "DECRYPTION_FAILED");
		// Another project's blob (another project key).
		const p2 = await project(t);
		const e2 = await environment(t, p2.id);
		const c = await put(t, e2.id, "MOVE_C", "value-of-c");
		await set(a.id, 1, await ct(c.id, 1));
		expectEnvelopeError(await reveal(t, a.id), 409, "DECRYPTION_FAILED");
		expect(p.id).not.toBe(p2.id);
	});

	it("a project key moved to another project cannot be unwrapped: 409 DECRYPTION_FAILED on reveal and write", async () => {
		const { t, p, e } = await setup();
		const db = await dbOf("DB_SECRETS", t.ws);
		const s = await put(t, e.id, "K", "v");
		const other = await project(t);
		const wrapped = (await db
			.prepare("SELECT wrapped_key FROM projects WHERE id = ?")
			.bind(other.id)
			.first<{ wrapped_key: string }>())!.wrapped_key;
		await db.prepare("UPDATE projects SET wrapped_key = ? WHERE id = ?").bind(wrapped, p.id).run();
		const res = await reveal(t, s.id);
		expectEnvelopeError(res, 409, "DECRYPTION_FAILED");
		expect(res.body.error.message).toMatch(/master key/);
		expectEnvelopeError(
			await api("PUT", `/environments/${e.id}/secrets`, t.key, { key: "K", value: "w" }),
			409,
			"DECRYPTION_FAILED",
		);
	});
});

describe("values never leak", () => {
	it("not in lists, write results, audit entries or error messages", async () => {
		const { t, e } = await setup();
		const value = unique("leak-check");
		const s = await api("PUT", `/environments/${e.id}/secrets`, t.key, { key: "LEAK", value });
		expect(s.text).not.toContain(value);
		expect((await api("GET", `/environments/${e.id}/secrets`, t.key)).text).not.toContain(value);
		expect((await reveal(t, s.body.data.id)).body.data.value).toBe(value);
		expect((await api("GET", "/audit?limit=100", t.key)).text).not.toContain(value);
		for (const body of [
			{ key: "BAD-KEY", value },
			{ key: "OK", value: value.repeat(3000) },
			{ key: "OK", value, extra: true },
		]) {
			const res = await api("PUT", `/environments/${e.id}/secrets`, t.key, body);
			expect(res.status).toBe(400);
			expect(res.text).not.toContain(value.slice(0, 20));
		}
		expect((await api("PUT", "/environments/env_nope/secrets", t.key, { key: "OK", value })).text).not.toContain(value);
	});

	it("the idempotency store keeps no plain digest of a body and no revealed value", async () => {
		const { t, e } = await setup();
		const value = unique("idem-value");
		const body = { key: "IDEM", value };
		const first = await api("PUT", `/environments/${e.id}/secrets`, t.key, body, { "Idempotency-Key": "idem-1" });
		expect(first.status).toBe(201);
		const r = await api("POST", `/secrets/${first.body.data.id}/reveal`, t.key, undefined, {
			"Idempotency-Key": "idem-2",
		});
		expect(r.body.data.value).toBe(value);
		const stub = env.IDEMPOTENCY.get(env.IDEMPOTENCY.idFromName(`secrets:${t.ws}:-`));
		const rows = await runInDurableObject(stub, (_o: Idempotency, state) =>
			state.storage.sql.exec("SELECT k, fingerprint, body FROM idem_keys").toArray(),
		);
		expect(rows.map((x) => x.k)).toEqual([`PUT /api/v1/environments/${e.id}/secrets idem-1`]);
		expect(rows[0].fingerprint).not.toBe(await sha256Hex(JSON.stringify(body)));
		expect(JSON.stringify(rows)).not.toContain(value);
	});
});
