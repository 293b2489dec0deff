import { describe, expect, it } from "vitest";
import { PRODUCT, st, storeWorkspace } from "../helpers/store";

describe("storefront products", () => {
	it("create → draft with the spec's defaults; retrieve, list, patch, archive", async () => {
		const { ws, key } = await storeWorkspace();
		const made = await st(key, "POST", "/storefront/products", PRODUCT);
		expect(made.status, made.text).toBe(201);
		const p = made.body.data;
		expect(p.id).toMatch(/^prod_[0-9A-HJKMNP-TV-Z]{26}$/);
		expect(p).toMatchObject({
			accountId: ws,
			name: "Kopi Gayo 250g",
			slug: "kopi-gayo-250g",
			description: null,
			price: 85_000,
			currency: "IDR",
			type: "physical",
			thumbnail: null,
			coverImages: [],
			tags: [],
			aiGenerated: false,
			aiStatus: null,
			licenseEnabled: false,
			maxActivations: 1,
			requiresInsurance: false,
			feedExcluded: false,
			published: false,
			archived: false,
			files: [],
			metadata: {},
		});
		expect(p.pageUrl).toMatch(/^http:\/\/127\.0\.0\.1:8787\/pages\/[^/]+\/p\/kopi-gayo-250g$/);

		const got = await st(key, "GET", `/storefront/products/${p.id}`);
		expect(got.body.data).toEqual(p);
		const patched = await st(key, "PATCH", `/storefront/products/${p.id}`, {
			published: true,
			tags: ["kopi"],
			price: 90_000,
		});
		expect(patched.status, patched.text).toBe(200);
		expect(patched.body.data).toMatchObject({ published: true, tags: ["kopi"], price: 90_000, slug: "kopi-gayo-250g" });
		const list = await st(key, "GET", "/storefront/products");
		expect(list.body.data).toMatchObject({ hasMore: false, cursor: null });
		expect(list.body.data.data.map((x: { id: string }) => x.id)).toEqual([p.id]);

		expect((await st(key, "DELETE", `/storefront/products/${p.id}`)).status).toBe(204);
		expect((await st(key, "DELETE", `/storefront/products/${p.id}`)).status).toBe(204);
		const archived = await st(key, "GET", `/storefront/products/${p.id}`);
		expect(archived.body.data).toMatchObject({ archived: true, published: false });
		expect((await st(key, "GET", "/storefront/products")).body.data.data).toEqual([]);
		const write = await st(key, "PATCH", `/storefront/products/${p.id}`, { name: "x" });
		expect([write.status, write.body.error.code]).toEqual([404, "RESOURCE_NOT_FOUND"]);
	});
});
