// Storefront over two shards (issue 38): each shop's rows live on its own DB_STORE shard only, the
// API and the hosted pages work on either, and every entry point that starts without a workspace
// finds it — keys through the locator, pages by the slug the directory resolves, the AI fill message
// by its accountId.
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { hashBearerKey } from "../../src/platform/crypto";
import { meteredEnv, newMeter } from "../../src/platform/roundtrips";
import { SPREAD, shardDb, UnplacedRead, unplacedRoute } from "../../src/platform/shards";
import { locate, recordLocator } from "../../src/services/admin/public";
import { forgetStoreKeyCache, KEY_LOCATOR } from "../../src/services/storefront/access/keys";
import { runAiFill } from "../../src/services/storefront/products/ai-fill";
import { admin, expectEnvelopeError, ORIGIN } from "../helpers/http";
import { mintMktKey, mkt } from "../helpers/mkt";
import { mintPayKey, payCall } from "../helpers/pay";
import { roundTrips } from "../helpers/roundtrips";
import { dbOf, onBothShards, shardOf } from "../helpers/shards";
import { mintStoreKey, PRODUCT, st, storeWorkspace } from "../helpers/store";
import { fakeJob, hookUrl } from "../helpers/webhooks";

const TABLES = ["api_keys", "products", "variants", "webhook_endpoints", "events", "ai_usage"];
const unplaced = () => meteredEnv(env, newMeter(), unplacedRoute());

async function rowsOf(shard: number, ws: string) {
	const db = shardDb(env, "DB_STORE", shard);
	let n = 0;
	for (const t of TABLES)
		n += (await db.prepare(`SELECT COUNT(*) AS n FROM ${t} WHERE account_id = ?`).bind(ws).first<{ n: number }>())!.n;
	return n;
}

async function shop() {
	const { ws, key } = await storeWorkspace();
	const slug = (await admin("GET", `/v1/workspaces/${ws}`)).body.data.slug as string;
	return { ws, key, slug };
}

const page = async (path: string, init: RequestInit = {}) => {
	const res = await SELF.fetch(`${ORIGIN}${path}`, { redirect: "manual", ...init });
	return { status: res.status, html: await res.text(), headers: res.headers };
};

/** A storefront key row written straight to a shard (a key minted before sharding has no locator row). */
async function plantKey(shard: number, ws: string) {
	const key = `sk_test_${crypto.randomUUID().replaceAll("-", "")}`;
	await shardDb(env, "DB_STORE", shard)
		.prepare(
			"INSERT INTO api_keys (id, account_id, environment, role, name, key_hash, created_at, revoked_at) VALUES (?, ?, 'test', 'secret', 'planted', ?, ?, NULL)",
		)
		.bind(`skey_${crypto.randomUUID().replaceAll("-", "").slice(0, 26)}`, ws, await hashBearerKey(key), Date.now())
		.run();
	return key;
}

describe("storefront on two shards", () => {
	it("DB_STORE is spread: a read before the workspace is known is refused", () => {
		expect(SPREAD.has("DB_STORE")).toBe(true);
		expect(() => unplaced().DB_STORE).toThrow(UnplacedRead);
	});

	it("a shop on each shard: keys, products, variants, webhooks, pages, Buy and the referral link; rows only on its shard", async () => {
		const pair = await onBothShards("DB_STORE", shop);
		for (const t of pair) {
			const p = (await st(t.key, "POST", "/storefront/products", { ...PRODUCT, published: true })).body.data;
			const v = await st(t.key, "POST", "/inventory/variants", {
				productId: p.id,
				title: "250g",
				sku: "K-1",
				priceCents: 1,
			});
			expect(v.status, v.text).toBe(201);
			const hook = { url: hookUrl(`store-shards-${t.ws}`), events: ["store."] };
			expect((await st(t.key, "POST", "/storefront/webhook-endpoints", hook)).status).toBe(201);
			const pk = await mintStoreKey(t.ws, { role: "publishable" });
			expect((await st(pk, "GET", `/storefront/products/${p.id}`)).body.data.name).toBe(PRODUCT.name);

			// The pages find the shop by its slug, then read its shard.
			expect((await page(`/pages/${t.slug}`)).html).toContain(p.pageUrl);
			expect((await page(new URL(p.pageUrl).pathname, { headers: { "Cache-Control": "no-cache" } })).status).toBe(200);
			// A product with variants is sold as one of them, at its price (issue 39).
			const form = new URLSearchParams({ variant: v.body.data.id, quantity: "1" });
			const buy = await page(`${new URL(p.pageUrl).pathname}/buy`, { method: "POST", body: form });
			expect(buy.status, buy.html).toBe(303);
			const hosted = new URL(buy.headers.get("Location") ?? "");
			expect(hosted.searchParams.get("w")).toBe(t.ws);
			const session = await payCall(
				await mintPayKey(t.ws),
				"GET",
				`/v1/checkout-sessions/${hosted.pathname.split("/").pop()}`,
			);
			expect(session.body.data).toMatchObject({ amount: 1, status: "open", cancelUrl: p.pageUrl });

			// The referral link counts its click in the shop's marketing workspace.
			const mk = await mintMktKey(t.ws);
			await mkt(mk, "PUT", "/referrals/program", {
				body: { rewardType: "percent", referrerValue: 5, refereeValue: 5, currency: "IDR", enabled: true },
			});
			const link = (await mkt(mk, "POST", "/referrals/links/issue", { body: { customerId: "cus_a" } })).body.data.link;
			expect((await page(`/pages/${t.slug}/r/${link.code}`)).status).toBe(200);
			expect((await mkt(mk, "GET", "/referrals/stats")).body.data.totalClicks).toBe(1);

			const home = await shardOf("DB_STORE", t.ws);
			expect(await rowsOf(home, t.ws)).toBeGreaterThan(5);
			expect(await rowsOf(1 - home, t.ws)).toBe(0);
			// Server-Timing (development) names the databases that answered: only the shop's own shard.
			const by = roundTrips(await st(t.key, "GET", "/storefront/products")).byDatabase;
			expect(Object.keys(by).filter((k) => k.startsWith("DB_STORE"))).toEqual([home ? "DB_STORE_1" : "DB_STORE"]);
		}
		// Tenancy across shards: the other shard's ids are 404, not a read of the wrong database.
		const [a, b] = pair;
		const pa = (await st(a.key, "POST", "/storefront/products", PRODUCT)).body.data;
		expectEnvelopeError(await st(b.key, "GET", `/storefront/products/${pa.id}`), 404, "RESOURCE_NOT_FOUND");
		expectEnvelopeError(
			await st(b.key, "PATCH", `/storefront/products/${pa.id}`, { name: "x" }),
			404,
			"RESOURCE_NOT_FOUND",
		);
	}, 60_000);

	it("a key is read on the shard its locator names; a foreign row there is refused; a key without a locator row is read on shard 0", async () => {
		const [a, b] = await onBothShards("DB_STORE", shop);
		const [zero, one] = (await shardOf("DB_STORE", a.ws)) === 0 ? [a, b] : [b, a];
		expect(await locate(env, KEY_LOCATOR, await hashBearerKey(one.key.key))).toBe(one.ws);
		forgetStoreKeyCache();
		expect((await st(one.key, "GET", "/storefront/products")).status).toBe(200);
		// Revoked through the admin API on its shard: refused at once in this isolate.
		expect((await admin("DELETE", `/v1/workspaces/${one.ws}/credentials/store/${one.key.id}`)).status).toBeLessThan(
			300,
		);
		expectEnvelopeError(await st(one.key, "GET", "/storefront/products"), 401, "UNAUTHORIZED");

		// Located to `one`, but the row on its shard names another workspace: not the key.
		const stolen = await plantKey(1, zero.ws);
		expect(await recordLocator(env, KEY_LOCATOR, await hashBearerKey(stolen), one.ws)).toBe(true);
		expectEnvelopeError(await st(stolen, "GET", "/storefront/products"), 401, "UNAUTHORIZED");
		// Minted before sharding (no locator row): read on shard 0, where every workspace then lived.
		const legacy = await plantKey(0, zero.ws);
		expect((await st(legacy, "GET", "/storefront/products")).status).toBe(200);
		// A row without a locator row on shard 1 is never read.
		expectEnvelopeError(await st(await plantKey(1, one.ws), "GET", "/storefront/products"), 401, "UNAUTHORIZED");
	});

	it("the AI fill consumer, handed no workspace, works on the shard of the message's workspace", async () => {
		const pair = await onBothShards("DB_STORE", () => storeWorkspace());
		for (const t of pair) {
			const p = (await st(t.key, "POST", "/storefront/products", PRODUCT)).body.data;
			const db = await dbOf("DB_STORE", t.ws);
			await db.prepare("UPDATE products SET ai_status = 'generating', ai_run = 1 WHERE id = ?").bind(p.id).run();
			const job = fakeJob({ kind: "store.ai.fill", accountId: t.ws, productId: p.id, run: 1 }).job;
			await runAiFill(job as never, unplaced(), {} as never);
			const done = (await st(t.key, "GET", `/storefront/products/${p.id}`)).body.data;
			expect(done.aiStatus).toBe("complete");
			expect(done.description).toContain(PRODUCT.name);
		}
	});
});
