import { describe, expect, it } from "vitest";
import { admin, createWorkspace } from "../helpers/http";

describe("admin API — workspaces", () => {
	it("creates a workspace with an acc_ id and a derived slug", async () => {
		const res = await admin("POST", "/v1/workspaces", { name: "Toko Sumber Rejeki" });
		expect(res.status).toBe(201);
		expect(res.body.data).toMatchObject({ name: "Toko Sumber Rejeki" });
		expect(res.body.data.id).toMatch(/^acc_[0-9A-Z]{26}$/);
		expect(res.body.data.slug).toMatch(/^toko-sumber-rejeki/);
		expect(new Date(res.body.data.createdAt).toISOString()).toBe(res.body.data.createdAt);
		expect(res.body.error).toBeNull();
	});

	it("derived slugs never collide; explicit slugs are kept", async () => {
		const a = await admin("POST", "/v1/workspaces", { name: "Warung Kopi" });
		const b = await admin("POST", "/v1/workspaces", { name: "Warung Kopi" });
		expect(b.status).toBe(201);
		expect(a.body.data.slug).not.toBe(b.body.data.slug);
		const slug = `explicit-${crypto.randomUUID().slice(0, 8)}`;
		const c = await admin("POST", "/v1/workspaces", { name: "X", slug });
		expect(c.body.data.slug).toBe(slug);
	});

	it("gets and lists workspaces newest first with a cursor", async () => {
		const ids = [await createWorkspace(), await createWorkspace(), await createWorkspace()];
		const got = await admin("GET", `/v1/workspaces/${ids[0]}`);
		expect(got.body.data.id).toBe(ids[0]);
		const first = await admin("GET", "/v1/workspaces?limit=2");
		expect(first.body.data).toHaveLength(2);
		expect(first.body.meta.page).toMatchObject({ limit: 2, hasMore: true });
		expect(first.body.data[0].id).toBe(ids[2]);
		const next = await admin("GET", `/v1/workspaces?limit=2&cursor=${first.body.meta.page.nextCursor}`);
		expect(next.body.data[0].id).toBe(ids[0]);
	});

	it("sets plans and allowlists", async () => {
		const id = await createWorkspace();
		const plan = await admin("PUT", `/v1/workspaces/${id}/plans/pay`, { plan: "growth" });
		expect(plan.status).toBe(200);
		expect(plan.body.data).toEqual({ workspaceId: id, service: "pay", plan: "growth" });
		const allow = await admin("PUT", `/v1/workspaces/${id}/allowlist/secrets`, { allowed: true });
		expect(allow.body.data).toEqual({ workspaceId: id, service: "secrets", allowed: true });
	});

	it("mints development IdP tokens that verify", async () => {
		const id = await createWorkspace();
		const res = await admin("POST", "/v1/tokens", { accountId: id, email: "owner@toko.id" });
		expect(res.status).toBe(201);
		const { verifyIdpToken } = await import("../../src/platform/jwt");
		const { env } = await import("cloudflare:test");
		const claims = await verifyIdpToken(env, res.body.data.token);
		expect(claims).toMatchObject({ accountId: id, email: "owner@toko.id", roles: ["owner"] });
		expect(claims?.sub).toMatch(/^usr_/);
		expect(await verifyIdpToken(env, `${res.body.data.token}x`)).toBeNull();
	});
});
