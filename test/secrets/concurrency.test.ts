import { describe, expect, it } from "vitest";
import { api, reveal, setup } from "./helpers";

describe("concurrent writes", () => {
	it("racing writers to one key each get a distinct version, and every version opens to its own value", async () => {
		const { t, e } = await setup();
		const values = Array.from({ length: 6 }, (_, i) => `racer-${i}`);
		const results = await Promise.all(
			values.map((value) => api("PUT", `/environments/${e.id}/secrets`, t.key, { key: "RACE", value })),
		);
		for (const r of results) expect([200, 201]).toContain(r.status);
		const ids = new Set(results.map((r) => r.body.data.id));
		expect(ids.size).toBe(1);
		const versions = results.map((r) => r.body.data.version).sort((a, b) => a - b);
		expect(versions).toEqual([1, 2, 3, 4, 5, 6]);
		const [id] = ids;
		for (const r of results) {
			const opened = await reveal(t, id, r.body.data.version);
			expect(opened.body.data.value).toBe(values[results.indexOf(r)]);
		}
		const audit = await api("GET", "/audit?limit=100", t.key);
		expect(audit.body.data.filter((a: { action: string }) => a.action === "secret.write")).toHaveLength(6);
	});

	it("a write racing a delete either lands on the deleted key's successor or on nothing; no orphan versions", async () => {
		const { t, e } = await setup();
		const first = await api("PUT", `/environments/${e.id}/secrets`, t.key, { key: "GONE", value: "a" });
		const [w, d] = await Promise.all([
			api("PUT", `/environments/${e.id}/secrets`, t.key, { key: "GONE", value: "b" }),
			api("DELETE", `/secrets/${first.body.data.id}`, t.key),
		]);
		expect(d.status).toBe(200);
		expect([200, 201]).toContain(w.status);
		const list = await api("GET", `/environments/${e.id}/secrets`, t.key);
		if (w.body.data.id === first.body.data.id) {
			// The write landed first (version 2) and the delete removed it.
			expect(list.body.data).toEqual([]);
		} else {
			expect(w.body.data.version).toBe(1);
			expect(list.body.data.map((s: { id: string }) => s.id)).toEqual([w.body.data.id]);
		}
		expect((await reveal(t, first.body.data.id)).status).toBe(404);
	});
});
