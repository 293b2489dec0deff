import { describe, expect, it } from "vitest";
import { expectEnvelopeError } from "../helpers/http";
import { api, environment, project, put, reveal, tenant } from "./helpers";

describe("GET /audit", () => {
	it("records project and environment creation, writes, reveals and deletes, newest first, without values", async () => {
		const t = await tenant();
		const p = await project(t, "Audited");
		const e = (await api("POST", `/projects/${p.id}/environments`, t.jwt, { name: "Prod" })).body.data;
		const s = await put(t, e.id, "DB_PASSWORD", "hunter2-secret");
		await put(t, e.id, "DB_PASSWORD", "hunter3-secret");
		await api("POST", `/secrets/${s.id}/reveal?version=1`, t.jwt);
		await api("DELETE", `/secrets/${s.id}`, t.key);
		const res = await api("GET", "/audit", t.key);
		expect(res.status).toBe(200);
		expect(res.text).not.toMatch(/hunter\d-secret/);
		const entries = res.body.data;
		expect(entries.map((a: { action: string }) => a.action)).toEqual([
			"secret.delete",
			"secret.reveal",
			"secret.write",
			"secret.write",
			"environment.create",
			"project.create",
		]);
		for (const a of entries) {
			expect(Object.keys(a).sort()).toEqual(["action", "actorSub", "createdAt", "id", "metadata", "target"]);
			expect(a.id).toMatch(/^aud_[0-9A-Z]{26}$/);
		}
		const [del, rev, w2, w1, envCreate, projCreate] = entries;
		expect(del).toMatchObject({ actorSub: t.keyId, target: s.id, metadata: { key: "DB_PASSWORD", version: 2 } });
		expect(rev).toMatchObject({
			actorSub: t.sub,
			target: s.id,
			metadata: { key: "DB_PASSWORD", version: 1, projectId: p.id, environmentId: e.id },
		});
		expect(w2).toMatchObject({ actorSub: t.keyId, target: s.id, metadata: { key: "DB_PASSWORD", version: 2 } });
		expect(w1.metadata).toMatchObject({ key: "DB_PASSWORD", version: 1 });
		expect(envCreate).toMatchObject({
			actorSub: t.sub,
			target: e.id,
			metadata: { projectId: p.id, slug: "prod", name: "Prod" },
		});
		expect(projCreate).toMatchObject({ actorSub: t.keyId, target: p.id, metadata: { slug: "audited" } });
		const times = entries.map((a: { createdAt: string }) => Date.parse(a.createdAt));
		expect([...times].sort((x, y) => y - x)).toEqual(times);
	});

	it("limit caps the number returned (1-100) and the cursor continues", async () => {
		const t = await tenant();
		const p = await project(t);
		const e = await environment(t, p.id);
		const s = await put(t, e.id, "K", "v");
		for (let i = 0; i < 3; i++) await reveal(t, s.id);
		const all = await api("GET", "/audit?limit=100", t.key);
		expect(all.body.data).toHaveLength(6);
		const one = await api("GET", "/audit?limit=1", t.key);
		expect(one.body.data).toEqual([all.body.data[0]]);
		expect(one.body.meta.hasMore).toBe(true);
		const next = await api("GET", `/audit?limit=4&cursor=${one.body.meta.cursor}`, t.key);
		expect(next.body.data).toEqual(all.body.data.slice(1, 5));
		const last = await api("GET", `/audit?limit=4&cursor=${next.body.meta.cursor}`, t.key);
		expect(last.body.data).toEqual(all.body.data.slice(5));
		expect(last.body.meta).toMatchObject({ hasMore: false, cursor: null });
		for (const q of ["limit=0", "limit=101", "limit=-5", "limit=x", "cursor=%%%"])
			expectEnvelopeError(await api("GET", `/audit?${q}`, t.key), 400, "VALIDATION_ERROR");
	});

	it("a refused write or reveal leaves no audit entry", async () => {
		const t = await tenant();
		const p = await project(t);
		const e = await environment(t, p.id);
		await api("PUT", `/environments/${e.id}/secrets`, t.key, { key: "9", value: "x" });
		await api("POST", "/secrets/sec_nope/reveal", t.key);
		await api("POST", "/projects", t.key, { name: p.name });
		const res = await api("GET", "/audit", t.key);
		expect(res.body.data.map((a: { action: string }) => a.action)).toEqual(["environment.create", "project.create"]);
	});
});
