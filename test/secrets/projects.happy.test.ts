import { describe, expect, it } from "vitest";
import { api, environment, project, tenant } from "./helpers";

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe("projects", () => {
	it("POST /projects creates a project with a derived slug and the creator", async () => {
		const t = await tenant();
		const res = await api("POST", "/projects", t.key, { name: "  Toko Kopi Énak!  " });
		expect(res.status).toBe(201);
		expect(res.body.error).toBeNull();
		const p = res.body.data;
		expect(Object.keys(p).sort()).toEqual(["createdAt", "createdBy", "id", "name", "slug"]);
		expect(p.id).toMatch(/^proj_[0-9A-Z]{26}$/);
		expect(p).toMatchObject({ name: "Toko Kopi Énak!", slug: "toko-kopi-enak", createdBy: t.keyId });
		expect(p.createdAt).toMatch(ISO);
	});

	it("a name with nothing to slug gets a random slug, so it never collides", async () => {
		const t = await tenant();
		const a = await project(t, "秘密");
		const b = await project(t, "秘密");
		expect(a.slug).toMatch(/^project-[0-9a-f]{6}$/);
		expect(b.slug).not.toBe(a.slug);
	});

	it("GET /projects lists newest first with cursor paging", async () => {
		const t = await tenant();
		const made = [];
		for (let i = 0; i < 5; i++) made.push(await project(t, `Proj ${i}`));
		const newestFirst = made.map((p) => p.id).reverse();
		const first = await api("GET", "/projects?limit=2", t.key);
		expect(first.status).toBe(200);
		expect(first.body.data.map((p: { id: string }) => p.id)).toEqual(newestFirst.slice(0, 2));
		expect(first.body.meta).toMatchObject({ hasMore: true, cursor: expect.any(String) });
		const second = await api("GET", `/projects?limit=2&cursor=${first.body.meta.cursor}`, t.key);
		expect(second.body.data.map((p: { id: string }) => p.id)).toEqual(newestFirst.slice(2, 4));
		const third = await api("GET", `/projects?limit=2&cursor=${second.body.meta.cursor}`, t.key);
		expect(third.body.data.map((p: { id: string }) => p.id)).toEqual(newestFirst.slice(4));
		expect(third.body.meta).toMatchObject({ hasMore: false, cursor: null });
		const all = await api("GET", "/projects", t.key);
		expect(all.body.data).toHaveLength(5);
		expect(all.body.data[0]).toEqual(made[4]);
	});
});

describe("environments", () => {
	it("POST /projects/{id}/environments creates an environment with a slug unique in the project", async () => {
		const t = await tenant();
		const p = await project(t);
		const res = await api("POST", `/projects/${p.id}/environments`, t.jwt, { name: "Production" });
		expect(res.status).toBe(201);
		expect(res.body.data).toEqual({
			id: expect.stringMatching(/^env_[0-9A-Z]{26}$/),
			projectId: p.id,
			name: "Production",
			slug: "production",
			createdAt: expect.stringMatching(ISO),
		});
		// The same slug is fine in another project.
		const q = await project(t);
		expect((await api("POST", `/projects/${q.id}/environments`, t.key, { name: "production" })).status).toBe(201);
	});

	it("GET /projects/{id}/environments lists only that project's environments, newest first, paged", async () => {
		const t = await tenant();
		const p = await project(t);
		const q = await project(t);
		const envs = [
			await environment(t, p.id, "Development"),
			await environment(t, p.id, "Staging"),
			await environment(t, p.id, "Production"),
		];
		await environment(t, q.id, "Other");
		const first = await api("GET", `/projects/${p.id}/environments?limit=2`, t.key);
		expect(first.status).toBe(200);
		expect(first.body.data.map((e: { slug: string }) => e.slug)).toEqual(["production", "staging"]);
		expect(first.body.meta.hasMore).toBe(true);
		const rest = await api("GET", `/projects/${p.id}/environments?limit=2&cursor=${first.body.meta.cursor}`, t.key);
		expect(rest.body.data).toEqual([envs[0]]);
		expect(rest.body.meta).toMatchObject({ hasMore: false, cursor: null });
	});
});
