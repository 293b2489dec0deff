import { describe, expect, it } from "vitest";
import { call } from "../helpers/http";
import { pos, posWorkspace } from "../helpers/pos";

describe("POS OpenAPI and lists", () => {
	it("documents every part-1 and part-2 route at /pos/openapi.json and serves /pos/docs", async () => {
		const res = await call("GET", "/pos/openapi.json");
		expect(res.status).toBe(200);
		expect(res.body.openapi).toBe("3.1.0");
		const ops = Object.entries(res.body.paths as Record<string, Record<string, unknown>>).flatMap(([path, methods]) =>
			Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`),
		);
		for (const op of [
			"GET /api/v1/health",
			"POST /api/v1/auth/session",
			"DELETE /api/v1/auth/session",
			"GET /api/v1/api-keys",
			"POST /api/v1/api-keys",
			"DELETE /api/v1/api-keys/{id}",
			"GET /api/v1/outlets",
			"POST /api/v1/outlets",
			"GET /api/v1/outlets/{id}",
			"PATCH /api/v1/outlets/{id}",
			"DELETE /api/v1/outlets/{id}",
			"GET /api/v1/categories",
			"POST /api/v1/categories",
			"PATCH /api/v1/categories/{id}",
			"DELETE /api/v1/categories/{id}",
			"GET /api/v1/products",
			"POST /api/v1/products",
			"GET /api/v1/products/{id}",
			"PATCH /api/v1/products/{id}",
			"DELETE /api/v1/products/{id}",
			"POST /api/v1/products/{id}/variants",
			"PATCH /api/v1/products/{id}/variants/{vid}",
			"DELETE /api/v1/products/{id}/variants/{vid}",
			"GET /api/v1/products/{id}/variants/{vid}/recipe",
			"PUT /api/v1/products/{id}/variants/{vid}/recipe",
			"POST /api/v1/products/bulk-category",
			"GET /api/v1/products/lookup",
			"GET /api/v1/modifiers",
			"POST /api/v1/modifiers",
			"GET /api/v1/modifiers/{id}",
			"PATCH /api/v1/modifiers/{id}",
			"DELETE /api/v1/modifiers/{id}",
			"POST /api/v1/modifiers/{id}/items",
			"PATCH /api/v1/modifiers/{id}/items/{modId}",
			"DELETE /api/v1/modifiers/{id}/items/{modId}",
			"GET /api/v1/modifiers/product/{productId}",
			"PUT /api/v1/modifiers/product/{productId}",
			"GET /api/v1/suppliers",
			"POST /api/v1/suppliers",
			"GET /api/v1/suppliers/{id}",
			"PATCH /api/v1/suppliers/{id}",
			"DELETE /api/v1/suppliers/{id}",
			"GET /api/v1/customers",
			"POST /api/v1/customers",
			"GET /api/v1/customers/{id}",
			"PATCH /api/v1/customers/{id}",
			"DELETE /api/v1/customers/{id}",
			"GET /api/v1/customers/{id}/loyalty",
			"POST /api/v1/customers/{id}/loyalty/adjust",
			"POST /api/v1/customers/{id}/loyalty/redeem",
			"GET /api/v1/settings",
			"PUT /api/v1/settings",
			"GET /api/v1/billing/tiers",
			"GET /api/v1/billing",
			"POST /api/v1/billing/checkout",
			"POST /api/v1/billing/cancel",
			"GET /api/v1/inventory/levels",
			"POST /api/v1/inventory/adjust",
			"PUT /api/v1/inventory/reorder",
			"GET /api/v1/inventory/movements",
			"GET /api/v1/shifts",
			"GET /api/v1/shifts/current",
			"GET /api/v1/shifts/{id}",
			"POST /api/v1/shifts/open",
			"POST /api/v1/shifts/{id}/close",
			"POST /api/v1/sales",
			"GET /api/v1/sales",
			"GET /api/v1/sales/{id}",
			"POST /api/v1/sales/{id}/void",
			"POST /api/v1/sales/{id}/complete",
			"GET /api/v1/sales/{id}/receipt",
			"POST /api/v1/inventory/transfer",
			"GET /api/v1/inventory/batches",
			"POST /api/v1/inventory/batches",
			"GET /api/v1/inventory/expiring",
			"GET /api/v1/purchase-orders",
			"POST /api/v1/purchase-orders",
			"GET /api/v1/purchase-orders/{id}",
			"PATCH /api/v1/purchase-orders/{id}",
			"POST /api/v1/purchase-orders/{id}/order",
			"POST /api/v1/purchase-orders/{id}/receive",
			"POST /api/v1/purchase-orders/{id}/cancel",
			"GET /api/v1/reports/summary",
			"GET /api/v1/reports/top-products",
			"GET /api/v1/reports/sales-by-day",
			"GET /api/v1/reports/low-stock",
		])
			expect(ops, op).toContain(op);
		const docs = await call("GET", "/pos/docs");
		expect(docs.status).toBe(200);
		expect(docs.text).toContain("<html");
	});

	it("lists page newest first with meta.cursor and meta.hasMore", async () => {
		const { key } = await posWorkspace("business");
		const ids: string[] = [];
		for (const name of ["A", "B", "C"]) ids.push((await pos(key, "POST", "/suppliers", { name })).body.data.id);
		const first = await pos(key, "GET", "/suppliers?limit=2");
		expect(first.body.data.map((x: { id: string }) => x.id)).toEqual([ids[2], ids[1]]);
		expect(first.body.meta.hasMore).toBe(true);
		const second = await pos(key, "GET", `/suppliers?limit=2&cursor=${first.body.meta.cursor}`);
		expect(second.body.data.map((x: { id: string }) => x.id)).toEqual([ids[0]]);
		expect(second.body.meta).toMatchObject({ cursor: null, hasMore: false });
		expect((await pos(key, "GET", "/suppliers?cursor=garbage")).status).toBe(400);
		for (const path of ["/outlets", "/customers", "/modifiers", "/products", "/categories", "/api-keys", "/sales"])
			expect((await pos(key, "GET", `${path}?limit=100`)).status, path).toBe(200);
	});
});
