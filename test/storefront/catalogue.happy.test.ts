import { env, SELF } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { runAiFill } from "../../src/services/storefront/products/ai-fill";
import { expectEnvelopeError, ORIGIN } from "../helpers/http";
import { eventually } from "../helpers/pay";
import { dbOf } from "../helpers/shards";
import { PRODUCT, st, storeWorkspace } from "../helpers/store";
import { fakeJob, hookUrl, stubReceiver } from "../helpers/webhooks";

afterEach(() => vi.unstubAllGlobals());

const upload = (
	key: { key: string },
	productId: string,
	bytes: Uint8Array | string,
	name = "ebook.pdf",
	type = "application/pdf",
) => {
	const form = new FormData();
	form.append("file", new File([bytes], name, { type }));
	return SELF.fetch(`${ORIGIN}/mkt/api/v1/storefront/products/${productId}/files`, {
		method: "POST",
		body: form,
		headers: { Authorization: `Bearer ${key.key}` },
	}).then(async (res) => {
		const text = await res.text();
		return { status: res.status, headers: res.headers, text, body: JSON.parse(text) };
	});
};

describe("AI fill", () => {
	it("offline: the template generator completes within seconds and writes description and tags", async () => {
		const { key } = await storeWorkspace();
		const p = (
			await st(key, "POST", "/storefront/products", {
				...PRODUCT,
				name: "Sambal Bawang Pedas",
				tags: ["sambal"],
				aiGenerate: true,
			})
		).body.data;
		const done = await eventually(
			() => st(key, "GET", `/storefront/products/${p.id}`),
			(r) => r.body.data.aiStatus !== "generating",
		);
		expect(done.body.data).toMatchObject({ aiStatus: "complete", aiGenerated: true });
		expect(done.body.data.description).toContain("Sambal Bawang Pedas");
		expect(done.body.data.tags).toEqual(expect.arrayContaining(["sambal", "bawang", "pedas", "physical"]));
	});

	it("with a Workers AI binding: its JSON becomes the copy; a useless answer marks failed and leaves the fields", async () => {
		const { ws, key } = await storeWorkspace();
		const p = (await st(key, "POST", "/storefront/products", { ...PRODUCT, description: "mine", tags: ["keep"] })).body
			.data;
		const db = await dbOf("DB_STORE", ws);
		const job = async (answer: unknown) => {
			await db
				.prepare("UPDATE products SET ai_status = 'generating', ai_run = ai_run + 1 WHERE id = ?")
				.bind(p.id)
				.run();
			const run = (await db.prepare("SELECT ai_run FROM products WHERE id = ?").bind(p.id).first<{ ai_run: number }>())
				?.ai_run;
			const calls: unknown[] = [];
			const AI = {
				run: async (model: string, input: unknown) => {
					calls.push({ model, input });
					return answer;
				},
			};
			await runAiFill(
				fakeJob({ kind: "store.ai.fill", accountId: ws, productId: p.id, run }).job as never,
				{ ...env, AI } as never,
				{} as never,
			);
			return { calls, product: (await st(key, "GET", `/storefront/products/${p.id}`)).body.data };
		};
		const bad = await job({ response: "I cannot help with that" });
		expect(bad.product).toMatchObject({ aiStatus: "failed", description: "mine", tags: ["keep"] });
		const good = await job({ response: 'Here: {"description": "**Kopi** pilihan", "tags": ["Kopi", "Gayo", "kopi"]}' });
		expect(good.calls).toHaveLength(1);
		expect(good.product).toMatchObject({
			aiStatus: "complete",
			description: "**Kopi** pilihan",
			tags: ["kopi", "gayo"],
		});
	});
});

describe("files", () => {
	it("digital products take files into R2 (sha256, listed in files); physical ones are 400; delete removes the object", async () => {
		const { key } = await storeWorkspace();
		const digital = (await st(key, "POST", "/storefront/products", { ...PRODUCT, type: "digital" })).body.data;
		const r = await upload(key, digital.id, "%PDF-1.7 hello");
		expect(r.status, r.text).toBe(201);
		expect(r.body.data).toMatchObject({ name: "ebook.pdf", size: 14, contentType: "application/pdf" });
		const expected = [
			...new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode("%PDF-1.7 hello"))),
		]
			.map((b) => b.toString(16).padStart(2, "0"))
			.join("");
		expect(r.body.data.sha256).toBe(expected);
		expect((await st(key, "GET", `/storefront/products/${digital.id}`)).body.data.files).toEqual([r.body.data]);
		const listed = await env.STORE_FILES.list();
		expect(listed.objects.some((o) => o.key.endsWith(r.body.data.id))).toBe(true);
		const physical = (await st(key, "POST", "/storefront/products", PRODUCT)).body.data;
		expectEnvelopeError(await upload(key, physical.id, "x"), 400, "VALIDATION_ERROR");
		expect((await st(key, "DELETE", `/storefront/products/${digital.id}/files/${r.body.data.id}`)).status).toBe(204);
		expect((await st(key, "GET", `/storefront/products/${digital.id}`)).body.data.files).toEqual([]);
		expect((await env.STORE_FILES.list()).objects.some((o) => o.key.endsWith(r.body.data.id))).toBe(false);
		expectEnvelopeError(
			await st(key, "DELETE", `/storefront/products/${digital.id}/files/${r.body.data.id}`),
			404,
			"RESOURCE_NOT_FOUND",
		);
	});
});

describe("variants", () => {
	it("create, list by product, patch with absolute priceCents, delete; SKU unique per workspace", async () => {
		const { key } = await storeWorkspace();
		const p = (await st(key, "POST", "/storefront/products", PRODUCT)).body.data;
		const v = await st(key, "POST", "/inventory/variants", {
			productId: p.id,
			title: "Size L",
			sku: "KG-L",
			options: { size: "L" },
			priceCents: 95_000,
		});
		expect(v.status, v.text).toBe(201);
		expect(v.body.data).toMatchObject({
			productId: p.id,
			title: "Size L",
			sku: "KG-L",
			options: { size: "L" },
			priceCents: 95_000,
		});
		expect(v.body.data.id).toMatch(/^var_/);
		expectEnvelopeError(
			await st(key, "POST", "/inventory/variants", { productId: p.id, title: "Dup", sku: "KG-L", priceCents: 1 }),
			409,
			"SKU_TAKEN",
		);
		expectEnvelopeError(
			await st(key, "POST", "/inventory/variants", { productId: p.id, title: "", priceCents: 1 }),
			400,
			"VALIDATION_ERROR",
		);
		expectEnvelopeError(
			await st(key, "POST", "/inventory/variants", { productId: "prod_nope", title: "x", priceCents: 1 }),
			404,
			"RESOURCE_NOT_FOUND",
		);
		const list = await st(key, "GET", `/inventory/variants?productId=${p.id}`);
		expect(list.body.data.data.map((x: { id: string }) => x.id)).toEqual([v.body.data.id]);
		const patched = await st(key, "PATCH", `/inventory/variants/${v.body.data.id}`, { priceCents: 99_000 });
		expect(patched.body.data).toMatchObject({ priceCents: 99_000, title: "Size L" });
		expect((await st(key, "DELETE", `/inventory/variants/${v.body.data.id}`)).status).toBe(204);
		expectEnvelopeError(await st(key, "GET", `/inventory/variants/${v.body.data.id}`), 404, "RESOURCE_NOT_FOUND");
	});
});

describe("events", () => {
	it("each event payload reaches a Store-Signature endpoint", async () => {
		const receiver = stubReceiver();
		const { key } = await storeWorkspace();
		const url = hookUrl();
		const ep = await st(key, "POST", "/storefront/webhook-endpoints", { url, events: ["store."] });
		expect(ep.status, ep.text).toBe(201);
		expect(ep.body.data.secret).toMatch(/^whsec_/);
		const p = (await st(key, "POST", "/storefront/products", PRODUCT)).body.data;
		await st(key, "PATCH", `/storefront/products/${p.id}`, {});
		const v = (await st(key, "POST", "/inventory/variants", { productId: p.id, title: "L", priceCents: 5 })).body.data;
		await st(key, "PATCH", `/inventory/variants/${v.id}`, { priceCents: 7 });
		await st(key, "DELETE", `/inventory/variants/${v.id}`);
		await st(key, "DELETE", `/storefront/products/${p.id}`);
		const got = await eventually(
			async () => receiver.to(url),
			(list) => list.length >= 6,
		);
		const byType = Object.fromEntries(got.map((d) => [JSON.parse(d.body).type, JSON.parse(d.body)]));
		expect(Object.keys(byType).sort()).toEqual([
			"store.product.archived.v1",
			"store.product.created.v1",
			"store.product.updated.v1",
			"store.variant.archived.v1",
			"store.variant.created.v1",
			"store.variant.updated.v1",
		]);
		expect(byType["store.product.created.v1"].data).toMatchObject({ id: p.id, name: PRODUCT.name, files: [] });
		expect(byType["store.product.updated.v1"].data.id).toBe(p.id);
		expect(byType["store.product.archived.v1"].data).toEqual({ id: p.id, accountId: p.accountId });
		expect(byType["store.variant.updated.v1"].data).toMatchObject({ id: v.id, priceCents: 7 });
		expect(byType["store.variant.archived.v1"].data).toEqual({ id: v.id, productId: p.id });
		expect(got.every((d) => /^t=\d+,v1=[0-9a-f]{64}$/.test(d.headers["store-signature"] ?? ""))).toBe(true);
	});
});
