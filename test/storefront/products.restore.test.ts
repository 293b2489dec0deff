import { describe, expect, it } from "vitest";
import { expectEnvelopeError } from "../helpers/http";
import { PRODUCT, st, storeWorkspace } from "../helpers/store";

// Issue 37 item 9 — spec 001 §3 Product: an archived product is restored by PATCH archived false.
describe("restoring an archived product", () => {
	it("DELETE then PATCH {archived:false} → 200, a draft again, listed again; other fields apply in the same write", async () => {
		const { key } = await storeWorkspace();
		const p = (await st(key, "POST", "/storefront/products", { ...PRODUCT, published: true })).body.data;
		expect((await st(key, "DELETE", `/storefront/products/${p.id}`)).status).toBe(204);
		const back = await st(key, "PATCH", `/storefront/products/${p.id}`, { archived: false, name: "Kopi Gayo 500g" });
		expect(back.status, back.text).toBe(200);
		expect(back.body.data).toMatchObject({ id: p.id, archived: false, published: false, name: "Kopi Gayo 500g" });
		expect(back.body.data.slug).toBe(p.slug);
		const list = (await st(key, "GET", "/storefront/products")).body.data.data;
		expect(list.map((x: { id: string }) => x.id)).toEqual([p.id]);
		// Writes work again; archived false on a live product is a plain patch.
		expect(
			(await st(key, "PATCH", `/storefront/products/${p.id}`, { archived: false, price: 1 })).body.data,
		).toMatchObject({
			archived: false,
			price: 1,
		});
	});

	it("archiving stays DELETE's: PATCH {archived:true} is 400 VALIDATION_ERROR", async () => {
		const { key } = await storeWorkspace();
		const p = (await st(key, "POST", "/storefront/products", PRODUCT)).body.data;
		expectEnvelopeError(
			await st(key, "PATCH", `/storefront/products/${p.id}`, { archived: true }),
			400,
			"VALIDATION_ERROR",
		);
		expect((await st(key, "GET", `/storefront/products/${p.id}`)).body.data.archived).toBe(false);
	});

	it("another workspace's archived product is 404 and stays archived; an unknown id is 404", async () => {
		const a = await storeWorkspace();
		const b = await storeWorkspace();
		const p = (await st(a.key, "POST", "/storefront/products", PRODUCT)).body.data;
		await st(a.key, "DELETE", `/storefront/products/${p.id}`);
		expectEnvelopeError(
			await st(b.key, "PATCH", `/storefront/products/${p.id}`, { archived: false }),
			404,
			"RESOURCE_NOT_FOUND",
		);
		expect((await st(a.key, "GET", `/storefront/products/${p.id}`)).body.data.archived).toBe(true);
		expectEnvelopeError(
			await st(a.key, "PATCH", "/storefront/products/prod_00000000000000000000000000", { archived: false }),
			404,
			"RESOURCE_NOT_FOUND",
		);
	});

	it("a restore takes a product slot: on a full free plan it is 403 QUOTA_EXCEEDED and stays archived", async () => {
		const { key } = await storeWorkspace();
		const first = (await st(key, "POST", "/storefront/products", { ...PRODUCT, name: "First" })).body.data;
		await st(key, "DELETE", `/storefront/products/${first.id}`);
		for (let i = 0; i < 10; i++)
			expect((await st(key, "POST", "/storefront/products", { ...PRODUCT, name: `Item ${i}` })).status).toBe(201);
		expectEnvelopeError(
			await st(key, "PATCH", `/storefront/products/${first.id}`, { archived: false }),
			403,
			"QUOTA_EXCEEDED",
		);
		expect((await st(key, "GET", `/storefront/products/${first.id}`)).body.data.archived).toBe(true);
	});

	it("racing restores and creates for the last slot: exactly one takes it, the rest are 403 and change nothing", async () => {
		const { key } = await storeWorkspace();
		const archived: string[] = [];
		for (let i = 0; i < 4; i++) {
			const p = (await st(key, "POST", "/storefront/products", { ...PRODUCT, name: `Old ${i}` })).body.data;
			expect((await st(key, "DELETE", `/storefront/products/${p.id}`)).status).toBe(204);
			archived.push(p.id);
		}
		// The free plan's 10 products: 9 live, so one slot is left.
		for (let i = 0; i < 9; i++)
			expect((await st(key, "POST", "/storefront/products", { ...PRODUCT, name: `Item ${i}` })).status).toBe(201);
		const answers = await Promise.all([
			...archived.map((id) => st(key, "PATCH", `/storefront/products/${id}`, { archived: false })),
			...[0, 1, 2].map((i) => st(key, "POST", "/storefront/products", { ...PRODUCT, name: `New ${i}` })),
		]);
		const won = answers.filter((r) => r.status === 200 || r.status === 201);
		expect(won).toHaveLength(1);
		for (const r of answers.filter((x) => !won.includes(x))) expectEnvelopeError(r, 403, "QUOTA_EXCEEDED");
		const live = (await st(key, "GET", "/storefront/products?limit=100")).body.data.data;
		expect(live).toHaveLength(10);
		const stillArchived = await Promise.all(
			archived.map(async (id) => (await st(key, "GET", `/storefront/products/${id}`)).body.data.archived),
		);
		expect(stillArchived.filter((a) => a === false)).toHaveLength(won[0]?.status === 200 ? 1 : 0);
	});
});
