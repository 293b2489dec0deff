import { describe, expect, it } from "vitest";
import { MAX_VALUE_BYTES } from "../../src/services/secrets/values/domain/names";
import { api, put, reveal, setup } from "./helpers";

describe("PUT /environments/{envId}/secrets", () => {
	it("creates the key at version 1 (201), then mints version 2, 3 (200)", async () => {
		const { t, e } = await setup();
		const v1 = await api("PUT", `/environments/${e.id}/secrets`, t.key, { key: "DATABASE_URL", value: "postgres://a" });
		expect(v1.status).toBe(201);
		expect(v1.body.data).toEqual({ id: expect.stringMatching(/^sec_[0-9A-Z]{26}$/), key: "DATABASE_URL", version: 1 });
		const v2 = await api("PUT", `/environments/${e.id}/secrets`, t.jwt, { key: "DATABASE_URL", value: "postgres://b" });
		expect(v2.status).toBe(200);
		expect(v2.body.data).toEqual({ id: v1.body.data.id, key: "DATABASE_URL", version: 2 });
		expect((await put(t, e.id, "DATABASE_URL", "postgres://b")).version).toBe(3);
	});

	it("keys are case-sensitive and per environment", async () => {
		const { t, p, e } = await setup();
		const staging = (await api("POST", `/projects/${p.id}/environments`, t.key, { name: "Staging" })).body.data;
		const a = await put(t, e.id, "TOKEN", "prod");
		const b = await put(t, e.id, "token", "lower");
		const c = await put(t, staging.id, "TOKEN", "staging");
		expect(new Set([a.id, b.id, c.id]).size).toBe(3);
		expect([a.version, b.version, c.version]).toEqual([1, 1, 1]);
		expect((await reveal(t, c.id)).body.data.value).toBe("staging");
	});

	it("accepts empty, unicode and exactly-64-KiB values and the longest key", async () => {
		const { t, e } = await setup();
		const values = {
			EMPTY: "",
			UNICODE: 'kata sandi 🔑 — ñ\n\t"quoted"',
			BIG: "é".repeat(MAX_VALUE_BYTES / 2),
			[`_${"K".repeat(255)}`]: "long key",
		};
		for (const [key, value] of Object.entries(values)) {
			const w = await put(t, e.id, key, value);
			const r = await reveal(t, w.id);
			expect(r.status).toBe(200);
			expect(r.body.data).toEqual({ key, version: 1, value });
		}
	});
});

describe("GET /environments/{envId}/secrets", () => {
	it("lists id, key, currentVersion, createdAt only, newest first, paged", async () => {
		const { t, e } = await setup();
		const a = await put(t, e.id, "A", "value-a-1");
		await put(t, e.id, "A", "value-a-2");
		const b = await put(t, e.id, "B", "value-b");
		const c = await put(t, e.id, "C", "value-c");
		const res = await api("GET", `/environments/${e.id}/secrets`, t.key);
		expect(res.status).toBe(200);
		expect(res.body.data.map((s: { key: string }) => s.key)).toEqual(["C", "B", "A"]);
		for (const s of res.body.data) expect(Object.keys(s).sort()).toEqual(["createdAt", "currentVersion", "id", "key"]);
		expect(res.body.data[2]).toMatchObject({ id: a.id, currentVersion: 2 });
		expect(res.text).not.toContain("value-");
		const first = await api("GET", `/environments/${e.id}/secrets?limit=2`, t.key);
		expect(first.body.data.map((s: { id: string }) => s.id)).toEqual([c.id, b.id]);
		expect(first.body.meta.hasMore).toBe(true);
		const second = await api("GET", `/environments/${e.id}/secrets?limit=2&cursor=${first.body.meta.cursor}`, t.key);
		expect(second.body.data.map((s: { id: string }) => s.id)).toEqual([a.id]);
		expect(second.body.meta).toMatchObject({ hasMore: false, cursor: null });
	});

	it("an environment without secrets lists nothing", async () => {
		const { t, e } = await setup();
		const res = await api("GET", `/environments/${e.id}/secrets`, t.key);
		expect(res.body.data).toEqual([]);
		expect(res.body.meta).toMatchObject({ cursor: null, hasMore: false });
	});
});

describe("POST /secrets/{secretId}/reveal", () => {
	it("reveals the current version by default and any older version on request", async () => {
		const { t, e } = await setup();
		const w = await put(t, e.id, "API_KEY", "first");
		await put(t, e.id, "API_KEY", "second");
		await put(t, e.id, "API_KEY", "third");
		const cur = await reveal(t, w.id);
		expect(cur.status).toBe(200);
		expect(cur.body.data).toEqual({ key: "API_KEY", version: 3, value: "third" });
		expect(cur.headers.get("cache-control")).toBe("no-store");
		// Old versions stay revealable after new writes.
		expect((await reveal(t, w.id, 1)).body.data).toEqual({ key: "API_KEY", version: 1, value: "first" });
		expect((await reveal(t, w.id, 2)).body.data).toEqual({ key: "API_KEY", version: 2, value: "second" });
		expect((await api("POST", `/secrets/${w.id}/reveal?version=3`, t.jwt)).body.data.value).toBe("third");
	});
});

describe("DELETE /secrets/{secretId}", () => {
	it("removes every version; the key can be written again from version 1 under a new id", async () => {
		const { t, e } = await setup();
		const w = await put(t, e.id, "OLD", "one");
		await put(t, e.id, "OLD", "two");
		const keep = await put(t, e.id, "KEEP", "kept");
		const res = await api("DELETE", `/secrets/${w.id}`, t.key);
		expect(res.status).toBe(200);
		expect(res.body.data).toEqual({ id: w.id, deleted: true });
		for (const v of [undefined, 1, 2]) expect((await reveal(t, w.id, v)).status).toBe(404);
		const list = await api("GET", `/environments/${e.id}/secrets`, t.key);
		expect(list.body.data.map((s: { id: string }) => s.id)).toEqual([keep.id]);
		const again = await put(t, e.id, "OLD", "three");
		expect(again.version).toBe(1);
		expect(again.id).not.toBe(w.id);
		expect((await reveal(t, again.id)).body.data.value).toBe("three");
		expect((await reveal(t, keep.id)).body.data.value).toBe("kept");
	});
});
