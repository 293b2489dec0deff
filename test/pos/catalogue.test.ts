import { describe, expect, it } from "vitest";
import { expectEnvelopeError } from "../helpers/http";
import { pos, posWorkspace } from "../helpers/pos";

const PRODUCT = { name: "Kopi Susu", variants: [{ price: 18_000, sku: "KS-R", barcode: "8991234567890" }] };

describe("POS products", () => {
	it("create with defaults, read, patch, deactivate; bounds at and past them; tenancy", async () => {
		const { key } = await posWorkspace("growth");
		const made = await pos(key, "POST", "/products", PRODUCT);
		expect(made.status, made.text).toBe(201);
		const p = made.body.data;
		expect(p.id).toMatch(/^prd_/);
		expect(p).toMatchObject({
			kind: "GOODS",
			trackStock: false,
			requiresBatch: false,
			isActive: true,
			categoryId: null,
			description: null,
		});
		expect(p.variants).toEqual([
			expect.objectContaining({ name: "Default", cost: 0, sortOrder: 0, price: 18_000, sku: "KS-R" }),
		]);
		expect(p.variants[0].id).toMatch(/^var_/);
		for (const body of [
			{ name: "x", variants: [] },
			{ name: "", variants: [{ price: 1 }] },
			{ name: "x".repeat(161), variants: [{ price: 1 }] },
			{ name: "x", description: "x".repeat(2001), variants: [{ price: 1 }] },
			{ name: "x", imageUrl: "x".repeat(601), variants: [{ price: 1 }] },
			{ name: "x", kind: "DIGITAL", variants: [{ price: 1 }] },
			{ name: "x", variants: [{ price: 1_000_000_001 }] },
			{ name: "x", variants: [{ price: -1 }] },
			{ name: "x", variants: [{ price: 1, cost: 1_000_000_001 }] },
			{ name: "x", variants: [{ price: 1, name: "x".repeat(81) }] },
			{ name: "x", variants: [{ price: 1, sku: "x".repeat(65) }] },
			{ name: "x", variants: [{ price: 1, sortOrder: -1 }] },
			{ name: "x", variants: [{}] },
			{ name: "x", variants: [{ price: 1 }], extra: true },
		])
			expectEnvelopeError(await pos(key, "POST", "/products", body), 400, "VALIDATION_ERROR");
		expect(
			(
				await pos(key, "POST", "/products", {
					name: "x".repeat(160),
					variants: [{ price: 1_000_000_000, name: "v".repeat(80), sku: "s".repeat(64) }],
				})
			).status,
		).toBe(201);
		expectEnvelopeError(await pos(key, "POST", "/products", { ...PRODUCT, name: "Dup" }), 409, "CONFLICT");
		expectEnvelopeError(
			await pos(key, "POST", "/products", { name: "Dup", variants: [{ price: 1, barcode: "8991234567890" }] }),
			409,
			"CONFLICT",
		);
		expect((await pos(key, "GET", "/products?q=dup")).body.data).toEqual([]);
		const patched = await pos(key, "PATCH", `/products/${p.id}`, { trackStock: true, description: "Gula aren" });
		expect(patched.body.data).toMatchObject({ trackStock: true, description: "Gula aren" });
		expect((await pos(key, "DELETE", `/products/${p.id}`)).body.data.isActive).toBe(false);
		expect((await pos(key, "GET", "/products?active=false")).body.data.map((x: { id: string }) => x.id)).toEqual([
			p.id,
		]);
		const other = await posWorkspace();
		expectEnvelopeError(await pos(other.key, "GET", `/products/${p.id}`), 404, "NOT_FOUND");
		expectEnvelopeError(await pos(other.key, "PATCH", `/products/${p.id}`, { name: "x" }), 404, "NOT_FOUND");
		expectEnvelopeError(await pos(other.key, "POST", `/products/${p.id}/variants`, { price: 1 }), 404, "NOT_FOUND");
		expectEnvelopeError(
			await pos(other.key, "POST", "/products", { ...PRODUCT, categoryId: "cat_nope" }),
			404,
			"NOT_FOUND",
		);
	});

	it("variants: add, patch, delete (not the last), recipe rules, bulk category", async () => {
		const { key } = await posWorkspace("growth");
		const p = (await pos(key, "POST", "/products", PRODUCT)).body.data;
		const large = await pos(key, "POST", `/products/${p.id}/variants`, { name: "Large", price: 22_000, sortOrder: 1 });
		expect(large.status, large.text).toBe(201);
		expectEnvelopeError(
			await pos(key, "POST", `/products/${p.id}/variants`, { name: "No price" }),
			400,
			"VALIDATION_ERROR",
		);
		expect(
			(await pos(key, "PATCH", `/products/${p.id}/variants/${large.body.data.id}`, { price: 23_000 })).body.data.price,
		).toBe(23_000);
		expect(
			(await pos(key, "GET", `/products/${p.id}`)).body.data.variants.map((v: { name: string }) => v.name),
		).toEqual(["Default", "Large"]);

		const milk = (await pos(key, "POST", "/products", { name: "Susu", variants: [{ price: 5_000 }] })).body.data
			.variants[0];
		const recipePath = `/products/${p.id}/variants/${p.variants[0].id}/recipe`;
		expect((await pos(key, "GET", recipePath)).body.data).toEqual({ isComposite: false, components: [] });
		const put = await pos(key, "PUT", recipePath, {
			isComposite: true,
			components: [{ variantId: milk.id, quantity: 2 }],
		});
		expect(put.status, put.text).toBe(200);
		expect((await pos(key, "GET", recipePath)).body.data).toEqual({
			isComposite: true,
			components: [{ variantId: milk.id, quantity: 2 }],
		});
		expectEnvelopeError(
			await pos(key, "PUT", recipePath, {
				isComposite: true,
				components: [{ variantId: p.variants[0].id, quantity: 1 }],
			}),
			400,
			"VALIDATION_ERROR",
		);
		expectEnvelopeError(
			await pos(key, "PUT", recipePath, { isComposite: true, components: [{ variantId: milk.id, quantity: 0 }] }),
			400,
			"VALIDATION_ERROR",
		);
		expectEnvelopeError(
			await pos(key, "PUT", `/products/${p.id}/variants/${large.body.data.id}/recipe`, {
				isComposite: true,
				components: [{ variantId: p.variants[0].id, quantity: 1 }],
			}),
			400,
			"VALIDATION_ERROR",
		);
		expectEnvelopeError(
			await pos(key, "PUT", recipePath, { isComposite: true, components: [{ variantId: "var_nope", quantity: 1 }] }),
			404,
			"NOT_FOUND",
		);

		expect((await pos(key, "DELETE", `/products/${p.id}/variants/${large.body.data.id}`)).status).toBe(204);
		expectEnvelopeError(await pos(key, "DELETE", `/products/${p.id}/variants/${p.variants[0].id}`), 409, "CONFLICT");

		const cat = (await pos(key, "POST", "/categories", { name: "Minuman" })).body.data;
		expect(
			(await pos(key, "POST", "/products/bulk-category", { productIds: [p.id, milk.productId], categoryId: cat.id }))
				.body.data,
		).toEqual({ updated: 2 });
		expect((await pos(key, "GET", `/products?categoryId=${cat.id}`)).body.data).toHaveLength(2);
		expectEnvelopeError(
			await pos(key, "POST", "/products/bulk-category", { productIds: [p.id, "prd_nope"], categoryId: null }),
			404,
			"NOT_FOUND",
		);
		expect((await pos(key, "GET", `/products?categoryId=${cat.id}`)).body.data).toHaveLength(2);
		expectEnvelopeError(
			await pos(key, "POST", "/products/bulk-category", { productIds: [], categoryId: null }),
			400,
			"VALIDATION_ERROR",
		);
		expect((await pos(key, "DELETE", `/categories/${cat.id}`)).status).toBe(204);
		expect((await pos(key, "GET", `/products/${p.id}`)).body.data.categoryId).toBeNull();
	});

	it("lookup: barcode → {product, variant} or 404; q by name or SKU with an exact barcode first; neither → 400", async () => {
		const { key } = await posWorkspace("growth");
		const p = (await pos(key, "POST", "/products", PRODUCT)).body.data;
		await pos(key, "POST", "/products", { name: "Teh 8991234567890", variants: [{ price: 1, sku: "TEH" }] });
		const hit = await pos(key, "GET", "/products/lookup?barcode=8991234567890");
		expect(hit.body.data.variant.id).toBe(p.variants[0].id);
		expect(hit.body.data.product.id).toBe(p.id);
		expectEnvelopeError(await pos(key, "GET", "/products/lookup?barcode=000"), 404, "NOT_FOUND");
		expectEnvelopeError(await pos(key, "GET", "/products/lookup"), 400, "VALIDATION_ERROR");
		const q = await pos(key, "GET", "/products/lookup?q=8991234567890");
		expect(q.body.data.map((m: { product: { name: string } }) => m.product.name)).toEqual([
			"Kopi Susu",
			"Teh 8991234567890",
		]);
		expect((await pos(key, "GET", "/products/lookup?q=ks-r")).body.data).toHaveLength(1);
		const other = await posWorkspace();
		expectEnvelopeError(await pos(other.key, "GET", "/products/lookup?barcode=8991234567890"), 404, "NOT_FOUND");
	});

	it("free: 50 active products; past it 403 LIMIT_REACHED and nothing written", async () => {
		const { key } = await posWorkspace();
		for (let i = 0; i < 45; i++)
			expect((await pos(key, "POST", "/products", { name: `P${i}`, variants: [{ price: 1 }] })).status).toBe(201);
		const racing = await Promise.all(
			Array.from({ length: 10 }, (_, i) =>
				pos(key, "POST", "/products", { name: `R${i}`, variants: [{ price: 1, sku: `R${i}` }] }),
			),
		);
		expect(racing.filter((r) => r.status === 201)).toHaveLength(5);
		for (const r of racing.filter((x) => x.status !== 201)) expectEnvelopeError(r, 403, "LIMIT_REACHED");
		const lost = racing.find((r) => r.status !== 201);
		expect(lost).toBeDefined();
		expect((await pos(key, "GET", "/products/lookup?q=r")).body.data.length).toBe(5);
		const all = await pos(key, "GET", "/products?limit=100");
		expect(all.body.data).toHaveLength(50);
		const inactive = await pos(key, "POST", "/products", { name: "Draft", isActive: false, variants: [{ price: 1 }] });
		expect(inactive.status).toBe(201);
		expectEnvelopeError(
			await pos(key, "PATCH", `/products/${inactive.body.data.id}`, { isActive: true }),
			403,
			"LIMIT_REACHED",
		);
	});

	it("replays: the same Idempotency-Key returns the first product; another body is 409", async () => {
		const { key } = await posWorkspace("growth");
		const h = { "Idempotency-Key": "prd-create-1" };
		const first = await pos(key, "POST", "/products", PRODUCT, h);
		const replay = await pos(key, "POST", "/products", PRODUCT, h);
		expect(replay.body.data.id).toBe(first.body.data.id);
		expect(replay.headers.get("Idempotent-Replayed")).toBe("true");
		expectEnvelopeError(
			await pos(key, "POST", "/products", { ...PRODUCT, name: "Lain" }, h),
			409,
			"IDEMPOTENCY_KEY_IN_USE",
		);
		expect((await pos(key, "GET", "/products")).body.data).toHaveLength(1);
	});
});
