// Localization over two shards, flow by flow (issue 38; shards.test.ts has the quick tour): each workspace's rows live on its own DB_LOC shard only,
// every main flow works on either, and every entry point that starts without a workspace finds it —
// loc_live_ keys and public project ids through the locator, queue messages by their accountId — while
// the global previews stay on shard 0.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { hashBearerKey } from "../../src/platform/crypto";
import { meteredEnv, newMeter } from "../../src/platform/roundtrips";
import { pinnedEnv, SPREAD, shardDb, UnplacedRead, unplacedRoute } from "../../src/platform/shards";
import { locate, recordLocator } from "../../src/services/admin/public";
import { keys, pingDb } from "../../src/services/localization/access/store";
import { mtClient } from "../../src/services/localization/integrations/deepl-simulator";
import { translateJobHandler } from "../../src/services/localization/jobs/run";
import { startTranslate, type TranslateMessage } from "../../src/services/localization/jobs/translate";
import { prunePreviewsTick } from "../../src/services/localization/preview/preview";
import { previewHandler } from "../../src/services/localization/preview/run";
import { PROJECT_LOCATOR } from "../../src/services/localization/projects/locate";
import { html, useFakeSite } from "../helpers/fake-site";
import { admin, call, expectEnvelopeError } from "../helpers/http";
import { loc, locLocales, locProject, locWorkspace, untilFinished } from "../helpers/loc";
import { envOf, onBothShards, runTick, shardOf } from "../helpers/shards";
import { fakeJob } from "../helpers/webhooks";

const site = useFakeSite();
const TABLES = [
	"api_keys",
	"projects",
	"locales",
	"namespaces",
	"keys",
	"translations",
	"memory",
	"memory_trigrams",
	"glossary",
	"releases",
	"jobs",
	"word_usage",
	"pages",
];
const ctx = { waitUntil() {} } as never;
const KEY_LOCATOR = "loc.key";
/** What a queue consumer is handed (src/index.ts): an env with no workspace placed. */
const unplaced = () => meteredEnv(env, newMeter(), unplacedRoute());

async function rowsOf(shard: number, ws: string) {
	const db = shardDb(env, "DB_LOC", shard);
	let n = 0;
	for (const t of TABLES)
		n += (await db.prepare(`SELECT COUNT(*) AS n FROM ${t} WHERE account_id = ?`).bind(ws).first<{ n: number }>())!.n;
	return n;
}

const workspace = () => locWorkspace("pro");
type Ws = Awaited<ReturnType<typeof workspace>>;

/** A proxy project over its own fixture site: crawled, translated to `id` and released (en, id). */
async function servedProject(w: Ws) {
	const o = `https://shard-${crypto.randomUUID().slice(0, 8)}.example`;
	site.pages[`${o}/`] = html("Toko", `<h1>Fresh batik</h1><p>Made for ${w.ws}</p>`);
	const p = await locProject(w.key, { mode: "proxy", siteUrl: `${o}/` });
	await locLocales(w.key, p.id, "id");
	const crawl = await loc(w.key, "POST", `/projects/${p.id}/crawl`);
	expect((await untilFinished(w.key, crawl.body.data.id)).status).toBe("done");
	const t = await loc(w.key, "POST", `/projects/${p.id}/translate`, { locale: "id" });
	expect((await untilFinished(w.key, t.body.data.id)).status).toBe("done");
	for (const locale of ["en", "id"])
		expect((await loc(w.key, "POST", `/projects/${p.id}/releases`, { locale })).status).toBe(201);
	return p;
}

/** A key row written straight to a shard (as an older deployment or another workspace left it). */
async function plantKey(shard: number, ws: string, key: string) {
	const now = Date.now();
	await shardDb(env, "DB_LOC", shard)
		.prepare(
			"INSERT INTO api_keys (id, account_id, name, prefix, key_hash, source, last_used_at, created_at, revoked_at) VALUES (?, ?, 'planted', ?, ?, 'admin', NULL, ?, NULL)",
		)
		.bind(`key_planted${crypto.randomUUID().slice(0, 8)}`, ws, key.slice(0, 12), await hashBearerKey(key), now)
		.run();
}
const newLocKey = () => `loc_live_${crypto.randomUUID().replaceAll("-", "")}`;

describe("localization on two shards", () => {
	it("DB_LOC is spread: a read before the workspace is known is refused", () => {
		expect(SPREAD.has("DB_LOC")).toBe(true);
		expect(() => unplaced().DB_LOC).toThrow(UnplacedRead);
	});

	it("a workspace on each shard: keys, projects, crawl and translate jobs, review, memory, glossary, releases, catalogue and proxy; rows only on its shard", async () => {
		const pair = await onBothShards("DB_LOC", workspace);
		for (const w of pair) {
			const p = await servedProject(w);
			// The public entry points find the project's shard by its id (locator "loc.project").
			expect(await locate(env, PROJECT_LOCATOR, p.id)).toBe(w.ws);
			const cat = await call("GET", `/loc/api/v1/public/projects/${p.id}/catalog?locale=id`, {
				headers: { "Cache-Control": "no-cache" },
			});
			expect(cat.status, cat.text).toBe(200);
			expect(JSON.stringify(cat.body.data.catalog)).toContain("⟦Fresh⟧ ⟦batik⟧");
			const page = await call("GET", `/loc/proxy/${p.id}/id/`);
			expect(page.status, page.text).toBe(200);
			expect(page.text).toContain("⟦Fresh⟧ ⟦batik⟧");
			// Review into memory, a glossary term, a second key through the API.
			const queue = await loc(w.key, "GET", `/projects/${p.id}/review-queue?locale=id`);
			expect(queue.body.data.length).toBeGreaterThan(0);
			expect((await loc(w.key, "POST", `/translations/${queue.body.data[0].id}/approve`)).status).toBe(200);
			expect((await loc(w.key, "POST", "/glossary", { term: "Toko", locale: "id" })).status).toBe(201);
			const made = await loc(w.key, "POST", "/api-keys", { name: "second" });
			expect(made.status, made.text).toBe(201);
			expect((await loc(made.body.data.key, "GET", "/api-keys")).body.data).toHaveLength(2);

			const home = await shardOf("DB_LOC", w.ws);
			expect(await rowsOf(home, w.ws)).toBeGreaterThan(10);
			expect(await rowsOf(1 - home, w.ws)).toBe(0);
		}
		// Tenancy across shards: the other shard's ids are 404, not a read of the wrong database.
		const [a, b] = pair;
		const pa = await locProject(a.key);
		expectEnvelopeError(await loc(b.key, "GET", `/projects/${pa.id}`), 404, "NOT_FOUND");
		expectEnvelopeError(await loc(b.key, "DELETE", `/api-keys/${a.keyId}`), 404, "NOT_FOUND");
		expect((await loc(b.key, "GET", "/api-keys")).body.data.map((k: { id: string }) => k.id)).not.toContain(a.keyId);
	}, 120_000);

	it("L1: a loc_live_ key is read on the shard its locator names; the admin API revokes it there", async () => {
		const pair = await onBothShards("DB_LOC", workspace);
		const w = (await shardOf("DB_LOC", pair[0].ws)) === 1 ? pair[0] : pair[1];
		expect(await shardOf("DB_LOC", w.ws)).toBe(1);
		expect(await locate(env, KEY_LOCATOR, await hashBearerKey(w.key))).toBe(w.ws);
		keys.live.clear(); // a cold isolate: the key set is read from shard 1
		expect((await loc(w.key, "GET", "/api-keys")).status).toBe(200);
		expect((await admin("DELETE", `/v1/workspaces/${w.ws}/credentials/loc/${w.keyId}`)).status).toBe(200);
		expectEnvelopeError(await loc(w.key, "GET", "/api-keys"), 401, "INVALID_API_KEY");
	});

	it("L1: a row of another workspace on the located shard is not the key; a key without a locator row is read on shard 0", async () => {
		const [a, b] = await onBothShards("DB_LOC", workspace);
		const [zero, one] = (await shardOf("DB_LOC", a.ws)) === 0 ? [a, b] : [b, a];
		// Located to `one`, but the row on its shard says another workspace: refused.
		const stolen = newLocKey();
		expect(await recordLocator(env, KEY_LOCATOR, await hashBearerKey(stolen), one.ws)).toBe(true);
		await plantKey(1, zero.ws, stolen);
		expectEnvelopeError(await loc(stolen, "GET", "/api-keys"), 401, "INVALID_API_KEY");
		// Minted before sharding (no locator row): read on shard 0, where every workspace then lived.
		const legacy = newLocKey();
		await plantKey(0, zero.ws, legacy);
		const r = await loc(legacy, "GET", "/api-keys");
		expect(r.status, r.text).toBe(200);
		// (A row without a locator on shard 1 cannot exist: shard 1 only holds workspaces placed since.)
		const stray = newLocKey();
		await plantKey(1, one.ws, stray);
		expectEnvelopeError(await loc(stray, "GET", "/api-keys"), 401, "INVALID_API_KEY");
	});

	it("L2: health pings every shard, with no workspace", async () => {
		await pingDb(unplaced());
		const h = await call("GET", "/loc/api/v1/health");
		expect(h.body.data.checks).toMatchObject({ database: "ok" });
	});

	it("L3/L4: an unknown project id is 404 on the catalogue and the proxy", async () => {
		const id = "prj_01JB4X6N0ZQ8K3C9W2T5V7R1MD";
		expectEnvelopeError(await call("GET", `/loc/api/v1/public/projects/${id}/catalog?locale=en`), 404, "NOT_FOUND");
		expect((await call("GET", `/loc/proxy/${id}/id/`)).status).toBe(404);
	});

	it("L7: the translate consumer, handed no workspace, works on the message's workspace shard", async () => {
		const pair = await onBothShards("DB_LOC", workspace);
		const w = (await shardOf("DB_LOC", pair[0].ws)) === 1 ? pair[0] : pair[1];
		const p = await locProject(w.key);
		await locLocales(w.key, p.id, "id");
		await loc(w.key, "PUT", `/projects/${p.id}/keys`, { keys: [{ name: "hi", sourceText: "Hello {name}" }] });
		const sent: TranslateMessage[] = [];
		const { job } = await startTranslate(await envOf(w.ws), { workspaceId: w.ws }, p.id, "id", async (m) => {
			sent.push(m);
		});
		const delivery = fakeJob(sent[0] as unknown as Record<string, unknown>);
		await translateJobHandler(() => mtClient(env))(delivery.job as never, unplaced(), ctx);
		expect((await loc(w.key, "GET", `/projects/jobs/${job.id}`)).body.data).toMatchObject({ status: "done" });
	});

	it("L5/L6: previews are global rows on shard 0; the consumer needs no workspace; the prune tick runs on shard 0 only", async () => {
		const o = `https://preview-shard-${crypto.randomUUID().slice(0, 8)}.example`;
		site.pages[`${o}/`] = html("Hi", "<p>Hello there</p>");
		const r = await call("POST", "/loc/api/v1/public/preview", {
			body: { url: `${o}/`, targetLocale: "id" },
			headers: { "CF-Connecting-IP": crypto.randomUUID() },
		});
		expect(r.status, r.text).toBe(202);
		const id = r.body.data.previewId as string;
		const where = (shard: number, previewId: string) =>
			shardDb(env, "DB_LOC", shard).prepare("SELECT id FROM previews WHERE id = ?").bind(previewId).first();
		expect(await where(0, id)).not.toBeNull();
		expect(await where(1, id)).toBeNull();
		// A redelivery to a consumer with no workspace finds the (finished) preview and leaves it be.
		await previewHandler(() => mtClient(env))(fakeJob({ kind: "loc.preview", previewId: id }).job, unplaced(), ctx);

		const old = Date.now() - 8 * 86_400_000;
		const insert = (shard: number, previewId: string) =>
			shardDb(env, "DB_LOC", shard)
				.prepare(
					"INSERT INTO previews (id, url, target_locale, source_locale, status, strings, pairs, words, day, error, created_at, finished_at) VALUES (?, 'https://x.example/', 'id', 'en', 'done', '[]', '[]', 1, '2020-01-01', NULL, ?, ?)",
				)
				.bind(previewId, old, old)
				.run();
		const [zeroOld, oneOld] = [
			`tj_old0${crypto.randomUUID().slice(0, 8)}`,
			`tj_old1${crypto.randomUUID().slice(0, 8)}`,
		];
		await insert(0, zeroOld);
		await insert(1, oneOld); // no preview is ever written there: a stray row the tick must not scan for
		await prunePreviewsTick(Date.now(), pinnedEnv(env, "DB_LOC", 1));
		expect(await where(0, zeroOld)).not.toBeNull();
		await runTick(prunePreviewsTick, "DB_LOC");
		expect(await where(0, zeroOld)).toBeNull();
		expect(await where(1, oneOld)).not.toBeNull();
		await shardDb(env, "DB_LOC", 1).prepare("DELETE FROM previews WHERE id = ?").bind(oneOld).run();
	});
});
