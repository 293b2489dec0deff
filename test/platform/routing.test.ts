import { describe, expect, it } from "vitest";
import { call } from "../helpers/http";

describe("dispatcher and shared conventions", () => {
	it("GET /health checks every binding per service", async () => {
		const res = await call("GET", "/health");
		expect(res.status).toBe(200);
		expect(res.body.data.status).toBe("ok");
		for (const svc of ["platform", "pay", "mkt", "store", "pos", "ci", "loc", "secrets"])
			expect(res.body.data.services[svc].ok).toBe(true);
		expect(res.body.data.durableObjects.IDEMPOTENCY).toBe(true);
		expect(res.body.data.queues).toEqual({ WEBHOOKS: true, PAYOUTS: true, TASKS: true });
	});

	it.each(["pay", "mkt", "pos", "ci", "loc", "secrets", "admin"])(
		"/%s serves an OpenAPI 3.1 document and a docs page",
		async (svc) => {
			const doc = await call("GET", `/${svc}/openapi.json`);
			expect(doc.status).toBe(200);
			expect(doc.body.openapi).toBe("3.1.0");
			expect(doc.body.info.title).toMatch(/^Pasar /);
			expect(doc.body.servers[0].url).toBe(`http://127.0.0.1:8787/${svc}`);
			const page = await call("GET", `/${svc}/docs`);
			expect(page.status).toBe(200);
			expect(page.headers.get("content-type")).toMatch(/text\/html/);
			expect(page.text).toContain("openapi.json");
		},
	);

	it("unknown service prefix and unknown route are 404 envelopes", async () => {
		const a = await call("GET", "/nope/v1/x");
		expect(a.status).toBe(404);
		expect(a.body).toMatchObject({ data: null, error: { code: "not_found" } });
		const b = await call("GET", "/pay/v1/does-not-exist");
		expect(b.status).toBe(404);
		expect(b.body.error.code).toBe("not_found");
		expect(b.body.meta.requestId).toMatch(/^req_[0-9A-Z]{26}$/);
		const c = await call("GET", "/ci/api/v1/nothing");
		expect(c.body.error.code).toBe("NOT_FOUND");
	});

	it("a wrong method on a known path is a 405 envelope with Allow", async () => {
		const res = await call("DELETE", "/admin/v1/workspaces", { headers: { Authorization: "Bearer test-admin-token" } });
		expect(res.status).toBe(405);
		expect(res.body.error.code).toBe("method_not_allowed");
		expect(res.headers.get("allow")).toContain("POST");
	});

	it("routes by host in production (SERVICE_HOSTS) without the prefix", async () => {
		const { resolve } = await import("../../src/router");
		const env = { SERVICE_HOSTS: "pay.example.com=pay,mkt.example.com=mkt" } as never;
		expect(resolve(new Request("https://pay.example.com/v1/payouts"), env)).toMatchObject({
			base: "",
			path: "/v1/payouts",
		});
		const store = resolve(new Request("https://mkt.example.com/api/v1/storefront/products"), env);
		expect(store?.app).toBe((await import("../../src/services/storefront")).storefrontApp);
		const local = resolve(new Request("http://127.0.0.1:8787/mkt/api/v1/storefront/products"), {
			SERVICE_HOSTS: "",
		} as never);
		expect(local).toMatchObject({ base: "/mkt", path: "/api/v1/storefront/products" });
		expect(resolve(new Request("https://unknown.example.com/v1/x"), env)).toBeNull();
	});
});

describe("bare route", () => {
	it("GET /ping answers without touching storage", async () => {
		const res = await call("GET", "/ping");
		expect(res.status).toBe(200);
		expect(res.text).toBe("pong");
	});
});
