import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { admin, call, expectEnvelopeError, ORIGIN } from "../helpers/http";
import { dbOf } from "../helpers/shards";
import { mintStoreKey, PRODUCT, st, storeWorkspace } from "../helpers/store";

describe("storefront auth", () => {
	it("missing, malformed, unknown and revoked keys are 401; publishable keys read published only and never write", async () => {
		const { ws, key } = await storeWorkspace();
		expectEnvelopeError(await call("GET", "/mkt/api/v1/storefront/products"), 401, "UNAUTHORIZED");
		expectEnvelopeError(await st("nope", "GET", "/storefront/products"), 401, "UNAUTHORIZED");
		expectEnvelopeError(await st(`sk_test_${"x".repeat(32)}`, "GET", "/storefront/products"), 401, "UNAUTHORIZED");
		const live = await mintStoreKey(ws, { environment: "live" });
		expect(live.key).toMatch(/^sk_live_/);
		expect(key.key).toMatch(/^sk_test_/);
		const pk = await mintStoreKey(ws, { role: "publishable" });
		expect(pk.key).toMatch(/^pk_test_/);
		const draft = (await st(key, "POST", "/storefront/products", PRODUCT)).body.data;
		const pub = (await st(live, "POST", "/storefront/products", { ...PRODUCT, name: "Teh", published: true })).body
			.data;
		expect((await st(key, "GET", "/storefront/products")).body.data.data).toHaveLength(2);
		expect((await st(pk, "GET", "/storefront/products")).body.data.data.map((p: { id: string }) => p.id)).toEqual([
			pub.id,
		]);
		expect(
			(await st(pk, "GET", "/storefront/products?published=false")).body.data.data.map((p: { id: string }) => p.id),
		).toEqual([pub.id]);
		expectEnvelopeError(await st(pk, "GET", `/storefront/products/${draft.id}`), 404, "RESOURCE_NOT_FOUND");
		expect((await st(pk, "GET", `/storefront/products/${pub.id}`)).status).toBe(200);
		expectEnvelopeError(await st(pk, "POST", "/storefront/products", PRODUCT), 403, "FORBIDDEN");
		expectEnvelopeError(await st(pk, "PATCH", `/storefront/products/${pub.id}`, { name: "x" }), 403, "FORBIDDEN");
		expectEnvelopeError(await st(pk, "DELETE", `/storefront/products/${pub.id}`), 403, "FORBIDDEN");
		const revoked = await admin("DELETE", `/v1/workspaces/${ws}/credentials/store/${live.id}`);
		expect(revoked.status, revoked.text).toBeLessThan(300);
		await new Promise((r) => setTimeout(r, 4_100));
		expectEnvelopeError(await st(live, "GET", "/storefront/products"), 401, "UNAUTHORIZED");
		const row = await (await dbOf("DB_STORE", ws))
			.prepare("SELECT key_hash FROM api_keys WHERE id = ?")
			.bind(key.id)
			.first<{ key_hash: string }>();
		expect(row?.key_hash).toMatch(/^[0-9a-f]{64}$/);
		expect(row?.key_hash).not.toContain(key.key);
	});
});

describe("product rules", () => {
	it("every field rule is 400 VALIDATION_ERROR and writes nothing", async () => {
		const { key } = await storeWorkspace("growth");
		const bad = [
			{ ...PRODUCT, name: "" },
			{ ...PRODUCT, name: "x".repeat(201) },
			{ ...PRODUCT, price: -1 },
			{ ...PRODUCT, price: 1.5 },
			{ ...PRODUCT, currency: "EUR" },
			{ ...PRODUCT, type: "service" },
			{ ...PRODUCT, slug: "A" },
			{ ...PRODUCT, slug: "Has Space" },
			{ ...PRODUCT, slug: "x".repeat(81) },
			{ ...PRODUCT, description: "x".repeat(10_001) },
			{ ...PRODUCT, thumbnail: "not a url" },
			{ ...PRODUCT, metadata: { a: 1 } },
			{ ...PRODUCT, id: "prod_x" },
			{ ...PRODUCT, archived: false },
			{ ...PRODUCT, createdAt: "2026-01-01T00:00:00Z" },
			{ ...PRODUCT, surprise: 1 },
			{ name: "x", price: 1, currency: "IDR" },
		];
		for (const body of bad)
			expectEnvelopeError(await st(key, "POST", "/storefront/products", body), 400, "VALIDATION_ERROR");
		const malformed = await call("POST", "/mkt/api/v1/storefront/products", {
			raw: "{",
			headers: { Authorization: `Bearer ${key.key}`, "Content-Type": "application/json" },
		});
		expectEnvelopeError(malformed, 400, "VALIDATION_ERROR");
		expect((await st(key, "GET", "/storefront/products")).body.data.data).toEqual([]);
		const p = (await st(key, "POST", "/storefront/products", PRODUCT)).body.data;
		for (const body of [
			{ slug: "new-slug" },
			{ currency: "USD" },
			{ type: "digital" },
			{ archived: true },
			{ id: "x" },
			{ weight: 5 },
		])
			expectEnvelopeError(await st(key, "PATCH", `/storefront/products/${p.id}`, body), 400, "VALIDATION_ERROR");
		expect((await st(key, "GET", `/storefront/products/${p.id}`)).body.data).toEqual(p);
	});

	it("slugs: derived from the name, explicit kept, a taken one gets a base-36 suffix", async () => {
		const { key } = await storeWorkspace("growth");
		const a = (await st(key, "POST", "/storefront/products", { ...PRODUCT, name: "Kaos Batik — Édition Spéciale!" }))
			.body.data;
		expect(a.slug).toBe("kaos-batik-edition-speciale");
		const b = (await st(key, "POST", "/storefront/products", { ...PRODUCT, name: "Kaos Batik — Édition Spéciale!" }))
			.body.data;
		expect(b.slug).toMatch(/^kaos-batik-edition-speciale-[0-9a-z]+$/);
		const c = (await st(key, "POST", "/storefront/products", { ...PRODUCT, slug: "my-tee" })).body.data;
		expect(c.slug).toBe("my-tee");
		const d = (await st(key, "POST", "/storefront/products", { ...PRODUCT, slug: "my-tee" })).body.data;
		expect(d.slug).toMatch(/^my-tee-[0-9a-z]+$/);
		const e = (await st(key, "POST", "/storefront/products", { ...PRODUCT, name: "日本茶" })).body.data;
		expect(e.slug).toBe("product");
	});

	it("list: newest first, limit clamped, cursor, published and type filters", async () => {
		const { key } = await storeWorkspace("growth");
		const ids: string[] = [];
		for (let i = 0; i < 5; i++)
			ids.push(
				(
					await st(key, "POST", "/storefront/products", {
						...PRODUCT,
						name: `P${i}`,
						type: i % 2 ? "digital" : "physical",
						published: i < 2,
					})
				).body.data.id,
			);
		const all = await st(key, "GET", "/storefront/products?limit=0");
		expect(all.body.data.data).toHaveLength(1);
		expect(all.body.data.hasMore).toBe(true);
		const next = await st(
			key,
			"GET",
			`/storefront/products?limit=2&cursor=${(await st(key, "GET", "/storefront/products?limit=2")).body.data.cursor}`,
		);
		expect(next.body.data.data.map((p: { id: string }) => p.id)).toEqual([ids[2], ids[1]]);
		expect((await st(key, "GET", "/storefront/products?limit=500")).body.data.data).toHaveLength(5);
		expect((await st(key, "GET", "/storefront/products?published=true")).body.data.data).toHaveLength(2);
		expect((await st(key, "GET", "/storefront/products?type=digital")).body.data.data).toHaveLength(2);
		expectEnvelopeError(await st(key, "GET", "/storefront/products?published=maybe"), 400, "VALIDATION_ERROR");
	});

	it("tenancy: another workspace's product is 404 to every call", async () => {
		const a = await storeWorkspace();
		const b = await storeWorkspace();
		const p = (await st(a.key, "POST", "/storefront/products", { ...PRODUCT, type: "digital" })).body.data;
		expectEnvelopeError(await st(b.key, "GET", `/storefront/products/${p.id}`), 404, "RESOURCE_NOT_FOUND");
		expectEnvelopeError(
			await st(b.key, "PATCH", `/storefront/products/${p.id}`, { name: "mine" }),
			404,
			"RESOURCE_NOT_FOUND",
		);
		expectEnvelopeError(await st(b.key, "DELETE", `/storefront/products/${p.id}`), 404, "RESOURCE_NOT_FOUND");
		expectEnvelopeError(await st(b.key, "POST", `/storefront/products/${p.id}/ai-generate`), 404, "RESOURCE_NOT_FOUND");
		expectEnvelopeError(
			await st(b.key, "POST", "/inventory/variants", { productId: p.id, title: "L", priceCents: 1 }),
			404,
			"RESOURCE_NOT_FOUND",
		);
		expect((await st(b.key, "GET", "/storefront/products")).body.data.data).toEqual([]);
		const v = (await st(a.key, "POST", "/inventory/variants", { productId: p.id, title: "L", priceCents: 1 })).body
			.data;
		expectEnvelopeError(await st(b.key, "GET", `/inventory/variants/${v.id}`), 404, "RESOURCE_NOT_FOUND");
		expectEnvelopeError(
			await st(b.key, "PATCH", `/inventory/variants/${v.id}`, { title: "mine" }),
			404,
			"RESOURCE_NOT_FOUND",
		);
		expectEnvelopeError(await st(b.key, "DELETE", `/inventory/variants/${v.id}`), 404, "RESOURCE_NOT_FOUND");
		expect((await st(b.key, "GET", `/inventory/variants?productId=${p.id}`)).body.data.data).toEqual([]);
		const form = new FormData();
		form.append("file", new File(["x"], "x.pdf"));
		const upload = await SELF.fetch(`${ORIGIN}/mkt/api/v1/storefront/products/${p.id}/files`, {
			method: "POST",
			body: form,
			headers: { Authorization: `Bearer ${b.key.key}` },
		});
		expect(upload.status).toBe(404);
		expect((await st(a.key, "GET", `/inventory/variants/${v.id}`)).body.data.title).toBe("L");
		expect((await st(a.key, "GET", `/storefront/products/${p.id}`)).body.data.name).toBe(PRODUCT.name);
	});
});

describe("quotas", () => {
	it("free: 10 live products (archived ones do not count), racing creates never pass it", async () => {
		const { key } = await storeWorkspace();
		const all = await Promise.all(
			Array.from({ length: 14 }, (_, i) => st(key, "POST", "/storefront/products", { ...PRODUCT, name: `Item ${i}` })),
		);
		expect(all.filter((r) => r.status === 201)).toHaveLength(10);
		for (const r of all.filter((x) => x.status !== 201)) expectEnvelopeError(r, 403, "QUOTA_EXCEEDED");
		const one = all.find((r) => r.status === 201)?.body.data.id;
		await st(key, "DELETE", `/storefront/products/${one}`);
		expect((await st(key, "POST", "/storefront/products", PRODUCT)).status).toBe(201);
		expectEnvelopeError(await st(key, "POST", "/storefront/products", PRODUCT), 403, "QUOTA_EXCEEDED");
	});

	it("AI: 5 runs a month on free (create with aiGenerate and ai-generate both count)", async () => {
		const { key } = await storeWorkspace();
		const p = (await st(key, "POST", "/storefront/products", { ...PRODUCT, aiGenerate: true })).body.data;
		expect(p).toMatchObject({ aiGenerated: true, aiStatus: "generating" });
		const runs = await Promise.all(
			Array.from({ length: 6 }, () => st(key, "POST", `/storefront/products/${p.id}/ai-generate`)),
		);
		expect(runs.filter((r) => r.status === 202)).toHaveLength(4);
		for (const r of runs.filter((x) => x.status !== 202)) expectEnvelopeError(r, 403, "QUOTA_EXCEEDED");
		expectEnvelopeError(
			await st(key, "POST", "/storefront/products", { ...PRODUCT, aiGenerate: true }),
			403,
			"QUOTA_EXCEEDED",
		);
		expect((await st(key, "GET", "/storefront/products")).body.data.data).toHaveLength(1);
	});
});
