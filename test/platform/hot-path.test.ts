// Issue 27: an authenticated read on a warm isolate makes no storage round trip for its credential,
// its workspace's plan or allowlists, or (where the data is held in memory) its answer; a cold one
// at most one D1 read and one Durable Object call. Counts come from the Worker's own meter
// (Server-Timing, src/platform/roundtrips.ts). "Cold" here is the first request of a key this isolate
// has not seen (its credential caches emptied); the workspace directory is warm, as it is in the
// isolate that just created the workspace. A fully cold isolate reads the directory once more (per
// workspace, one query), which only token requests and secrets' allowlist need.

import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { platformLimiter } from "../../src/platform/ratelimit";
import { forgetDirectoryCache } from "../../src/services/admin/directory";
import { forgetLocatorCache } from "../../src/services/admin/locator";
import { keys as locKeys } from "../../src/services/localization/access/store";
import { forgetKeyCache as forgetMktKeys } from "../../src/services/marketing/access/keys";
import { putSubscription } from "../../src/services/marketing/billing/store";
import { forgetKeyCache as forgetPayKeys } from "../../src/services/payments/access/auth";
import { payLimiter } from "../../src/services/payments/access/ratelimit";
import { keys as ciKeys } from "../../src/services/pipeline/access/store";
import { keys as posKeys } from "../../src/services/pos/access/store";
import { forgetKeyCache as forgetSecretsKeys } from "../../src/services/secrets/auth";
import { projectTree, TREE_TTL_MS } from "../../src/services/secrets/projects/store";
import { forgetStoreKeyCache } from "../../src/services/storefront/access/keys";
import { CATALOGUE_TTL_MS, publicCatalogue } from "../../src/services/storefront/products/catalogue-cache";
import { admin, bearerCaller, bearerWorkspace, createWorkspace, ORIGIN } from "../helpers/http";
import { mkt, mktWorkspace } from "../helpers/mkt";
import { mintPayKey, payCall } from "../helpers/pay";
import { roundTrips } from "../helpers/roundtrips";
import { dbOf, envOf } from "../helpers/shards";
import { mintStoreKey, PRODUCT, st, storeWorkspace } from "../helpers/store";
import {
	allow,
	issueKey,
	api as secretsApi,
	environment as secretsEnvironment,
	project as secretsProject,
	tenant as secretsTenant,
} from "../secrets/helpers";

/** Warm-up, then one measured request, then the same request with the credential caches emptied. */
async function measure(send: () => Promise<{ status: number; headers: Headers }>, forget: () => void) {
	const first = await send();
	expect(first.status).toBe(200);
	const warm = await send();
	expect(warm.status).toBe(200);
	forget();
	const cold = await send();
	expect(cold.status).toBe(200);
	return { warm: roundTrips(warm), cold: roundTrips(cold), again: roundTrips(await send()) };
}

describe("signed reads: key material, rate limit and data from isolate memory", () => {
	it("payments GET /v1/api-keys: warm 0 D1 0 DO; cold 1 D1 (the key set, which also lists) and 1 DO (the gate's count)", async () => {
		const k = await mintPayKey(await createWorkspace());
		const rt = await measure(
			() => payCall(k, "GET", "/v1/api-keys"),
			() => {
				forgetPayKeys();
				payLimiter.clear();
			},
		);
		expect(rt.warm).toMatchObject({ d1: 0, do: 0 });
		expect(rt.cold).toMatchObject({ d1: 1, do: 1 });
		expect(rt.again).toMatchObject({ d1: 0, do: 0 });
	});

	it("payments GET /v1/checkout-settings (stale-tolerant, from memory): 0 D1 0 DO warm; a PUT is written through", async () => {
		const k = await mintPayKey(await createWorkspace());
		const rt = await measure(
			() => payCall(k, "GET", "/v1/checkout-settings"),
			() => forgetPayKeys(),
		);
		expect(rt.warm).toMatchObject({ d1: 0, do: 0 });
		// the credential alone was cold: its key set is the one read (settings and the gate stayed warm)
		expect(rt.cold).toMatchObject({ d1: 1, do: 0 });
		const put = await payCall(k, "PUT", "/v1/checkout-settings", {
			body: { branding: { brandColor: "#112233" } },
			idempotencyKey: crypto.randomUUID(),
		});
		expect(put.status).toBe(200);
		const after = await payCall(k, "GET", "/v1/checkout-settings");
		expect(after.body.data.branding.brandColor).toBe("#112233");
		expect(roundTrips(after)).toMatchObject({ d1: 0, do: 0 });
	});

	it("marketing GET /billing/plan: 0 D1 0 DO warm; cold one key read and one gate call", async () => {
		const { key } = await mktWorkspace();
		const rt = await measure(
			() => mkt(key, "GET", "/billing/plan"),
			() => {
				forgetMktKeys();
				platformLimiter.clear();
			},
		);
		// the plan, its renewal date (the subscription, a second stale at most) and the limit: all from memory
		expect(rt.warm).toMatchObject({ d1: 0, do: 0 });
		expect(rt.cold).toMatchObject({ d1: 1, do: 1 });
		expect(rt.again).toMatchObject({ d1: 0, do: 0 });
	});
});

describe("bearer-key reads: key set and listing from isolate memory", () => {
	it.each([
		["pos", "/pos", posKeys],
		["ci", "/ci", ciKeys],
		["loc", "/loc", locKeys],
	] as const)(
		"%s GET /api/v1/api-keys: warm 0 D1 0 DO, cold 1 D1 (the key set, which also lists)",
		async (svc, base, keys) => {
			const { key } = await bearerWorkspace(svc);
			const get = () => bearerCaller(base)(key, "GET", "/api/v1/api-keys");
			const rt = await measure(get, () => keys.live.clear());
			expect(rt.warm).toMatchObject({ d1: 0, do: 0 });
			expect(rt.cold).toMatchObject({ d1: 1, do: 0 });
			expect(rt.again).toMatchObject({ d1: 0, do: 0 });
			// a fully cold isolate (issue 38): the key's locator row and the workspace's directory entry
			// (its shard) from the platform database, then the key set from that shard
			keys.live.clear();
			forgetDirectoryCache();
			forgetLocatorCache();
			const cold = roundTrips(await get());
			expect(cold).toMatchObject({ d1: 3, do: 0 });
			expect(cold.byDatabase.DB_PLATFORM).toBe(2);
		},
	);

	it("POS counts requests: a warm request still makes no call; a fully cold isolate waits for one gate sync", async () => {
		const { key } = await bearerWorkspace("pos");
		const get = () => bearerCaller("/pos")(key, "GET", "/api/v1/api-keys");
		expect((await get()).headers.get("x-ratelimit-limit")).toBe("600");
		expect(roundTrips(await get())).toMatchObject({ d1: 0, do: 0 });
		posKeys.live.clear();
		forgetDirectoryCache();
		platformLimiter.clear();
		// the directory entry (the workspace's shards) and the key set; the locator row is still in memory
		expect(roundTrips(await get())).toMatchObject({ d1: 2, do: 1 });
		expect(roundTrips(await get())).toMatchObject({ d1: 0, do: 0 });
	});

	it("the listing from memory is the listing from D1: created, revoked and used keys show at once", async () => {
		const { ws, key } = await bearerWorkspace("ci");
		const ci = bearerCaller("/ci");
		const names = async () => (await ci(key, "GET", "/api/v1/api-keys?limit=2")).body;
		const made = await ci(key, "POST", "/api/v1/api-keys", { name: "second" });
		expect(made.status).toBe(201);
		const third = await ci(key, "POST", "/api/v1/api-keys", { name: "third" });
		let page = await names();
		expect(page.data.map((k: { name: string }) => k.name)).toEqual(["third", "second"]);
		expect(page.meta.hasMore).toBe(true);
		const rest = await ci(key, "GET", `/api/v1/api-keys?limit=2&cursor=${page.meta.cursor}`);
		expect(rest.body.data.map((k: { name: string }) => k.name)).toEqual(["admin"]);
		// the newest key authenticates at once and its use shows in the listing
		expect((await ci(third.body.data.key, "GET", "/api/v1/api-keys")).status).toBe(200);
		page = await names();
		expect(page.data[0].lastUsedAt).not.toBeNull();
		// revoked through the API: gone from the list and refused, on the very next requests
		expect((await ci(key, "DELETE", `/api/v1/api-keys/${third.body.data.id}`)).status).toBe(204);
		expect((await names()).data.map((k: { name: string }) => k.name)).toEqual(["second", "admin"]);
		expect((await ci(third.body.data.key, "GET", "/api/v1/api-keys")).status).toBe(401);
		// and through the admin API
		expect((await admin("DELETE", `/v1/workspaces/${ws}/credentials/ci/${made.body.data.id}`)).status).toBe(200);
		expect((await ci(made.body.data.key, "GET", "/api/v1/api-keys")).status).toBe(401);
	});
});

describe("secrets and storefront: the credential path adds nothing warm; the public catalogue is read from memory", () => {
	it("secrets GET /projects: the project tree from memory, 0 D1 0 DO warm; cold the key", async () => {
		const t = await secretsTenant();
		await secretsProject(t, "Toko");
		const get = () => secretsApi("GET", "/projects", t.key);
		const rt = await measure(get, () => forgetSecretsKeys());
		expect(rt.warm).toMatchObject({ d1: 0, do: 0 });
		expect(rt.cold).toMatchObject({ d1: 1, do: 0 });
		expect(rt.again).toMatchObject({ d1: 0, do: 0 });
		// a fully cold isolate also reads the workspace's directory entry (the allowlist) and the list
		forgetSecretsKeys();
		forgetDirectoryCache();
		projectTree.clear();
		expect(roundTrips(await get())).toMatchObject({ d1: 3, do: 0 });
		// a second key of the same workspace: its own lookup only
		await allow(t.ws);
		const second = await issueKey(t.ws, { name: "two" });
		expect(roundTrips(await secretsApi("GET", "/projects", second.key))).toMatchObject({ d1: 1, do: 0 });
	});

	it("secrets lists are a second stale at most: a project or environment made here shows at once, one made elsewhere within TREE_TTL_MS", async () => {
		const t = await secretsTenant();
		const names = async () =>
			(await secretsApi("GET", "/projects", t.key)).body.data.map((p: { name: string }) => p.name);
		expect(await names()).toEqual([]);
		const p = await secretsProject(t, "Toko");
		expect(await names()).toEqual(["Toko"]);
		const envs = async () =>
			(await secretsApi("GET", `/projects/${p.id}/environments`, t.key)).body.data.map((e: { name: string }) => e.name);
		expect(await envs()).toEqual([]);
		await secretsEnvironment(t, p.id, "Production");
		expect(await envs()).toEqual(["Production"]);
		// another isolate's project (straight to D1 here): listed once the kept list is a second old
		expect(await names()).toEqual(["Toko"]);
		const now = Date.now();
		await (await dbOf("DB_SECRETS", t.ws))
			.prepare(
				"INSERT INTO projects (id, workspace_id, name, slug, wrapped_key, created_at, created_by) VALUES (?, ?, 'Gudang', 'gudang', 'x', ?, 'elsewhere')",
			)
			.bind(`proj_elsewhere${now}`, t.ws, now)
			.run();
		expect(await names()).toEqual(["Toko"]);
		await new Promise((r) => setTimeout(r, TREE_TTL_MS + 50));
		expect(await names()).toEqual(["Gudang", "Toko"]);
		// another workspace's project id is still 404, cached or not
		const other = await secretsTenant();
		expect((await secretsApi("GET", `/projects/${p.id}/environments`, other.key)).status).toBe(404);
	});

	it("marketing GET /billing/plan reads its subscription from memory: a write here shows at once", async () => {
		const { ws, key } = await mktWorkspace();
		const plan = () => mkt(key, "GET", "/billing/plan");
		expect((await plan()).body.data.billingCycleEnd).toBeNull();
		expect(roundTrips(await plan())).toMatchObject({ d1: 0, do: 0 });
		const end = Date.UTC(2027, 0, 1);
		await putSubscription(await envOf(ws), {
			accountId: ws,
			plan: "growth",
			status: "active",
			paySubscriptionId: "sub_hotpath",
			currentPeriodStart: Date.UTC(2026, 11, 1),
			currentPeriodEnd: end,
			cancelAt: null,
			createdAt: Date.now(),
			updatedAt: Date.now(),
		});
		// the write went through this isolate's store: the next answer is fresh, then from memory again
		expect((await plan()).body.data.billingCycleEnd).toBe(new Date(end).toISOString());
		expect(roundTrips(await plan())).toMatchObject({ d1: 0, do: 0 });
	});

	it("storefront publishable reads: the public catalogue from memory, 0 D1 0 DO warm; cold the key and the page", async () => {
		const { ws, key } = await storeWorkspace();
		const made = await st(key, "POST", "/storefront/products", { ...PRODUCT, published: true });
		const id = made.body.data.id;
		const v = await st(key, "POST", "/inventory/variants", { productId: id, title: "Biji", priceCents: 90_000 });
		expect(v.status, v.text).toBe(201);
		const pk = await mintStoreKey(ws, { role: "publishable" });
		for (const path of [
			"/api/v1/storefront/products",
			`/api/v1/storefront/products/${id}`,
			`/api/v1/inventory/variants?productId=${id}`,
		]) {
			const get = () => bearerCaller("/mkt")(pk.key, "GET", path);
			const rt = await measure(get, () => {
				forgetStoreKeyCache();
				publicCatalogue.clear();
			});
			expect(rt.warm, path).toMatchObject({ d1: 0, do: 0 });
			expect(rt.again, path).toMatchObject({ d1: 0, do: 0 });
			expect(rt.cold.do, path).toBe(0);
			expect(rt.cold.d1, path).toBeGreaterThan(1); // the key, then the catalogue's own reads
		}
		// secret keys read D1: a merchant sees their writes at once wherever they land
		expect(roundTrips(await st(key, "GET", "/storefront/products")).d1).toBeGreaterThan(0);
		// the hosted index page (the shop's published products) adds no catalogue read warm either
		const slug = (await admin("GET", `/v1/workspaces/${ws}`)).body.data.slug;
		const page = async () => roundTrips(await SELF.fetch(`${ORIGIN}/pages/${slug}`));
		await page();
		expect(await page()).toMatchObject({ d1: 0, do: 0 });
	});

	it("the public catalogue is a second stale at most: a write through this isolate shows at once, one elsewhere within CATALOGUE_TTL_MS", async () => {
		const { ws, key } = await storeWorkspace();
		const pk = await mintStoreKey(ws, { role: "publishable" });
		const names = async () =>
			(await st(pk, "GET", "/storefront/products")).body.data.data.map((p: { name: string }) => p.name);
		const made = (await st(key, "POST", "/storefront/products", { ...PRODUCT, published: true })).body.data;
		expect(await names()).toEqual([PRODUCT.name]);
		// through this isolate (any write of the workspace): the next public read is fresh
		expect((await st(key, "PATCH", `/storefront/products/${made.id}`, { name: "Kopi Toraja" })).status).toBe(200);
		expect(await names()).toEqual(["Kopi Toraja"]);
		expect((await st(pk, "GET", `/storefront/products/${made.id}`)).body.data.name).toBe("Kopi Toraja");
		// another isolate's write (straight to D1 here): served stale until the entry is a second old
		await (await dbOf("DB_STORE", ws))
			.prepare("UPDATE products SET name = 'Kopi Kintamani' WHERE id = ?")
			.bind(made.id)
			.run();
		expect(await names()).toEqual(["Kopi Toraja"]);
		await new Promise((r) => setTimeout(r, CATALOGUE_TTL_MS + 50));
		expect(await names()).toEqual(["Kopi Kintamani"]);
		// unpublished through the API: publishable reads stop seeing it at once
		await st(key, "PATCH", `/storefront/products/${made.id}`, { published: false });
		expect(await names()).toEqual([]);
		expect((await st(pk, "GET", `/storefront/products/${made.id}`)).status).toBe(404);
	});
});
