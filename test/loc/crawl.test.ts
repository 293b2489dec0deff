// Website crawl (issue 24): POST /crawl and GET /pages through the Worker entry, the real tasks queue
// crawling a fixture site (stubbed fetch), and the consumer driven directly for redelivery.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { type CrawlMessage, startCrawl } from "../../src/services/localization/crawl/crawl";
import { runCrawl } from "../../src/services/localization/crawl/run";
import { pageKeyName } from "../../src/services/localization/crawl/text";
import { icuLiteral } from "../../src/services/localization/icu";
import { type FakePage, html, useFakeSite } from "../helpers/fake-site";
import { expectEnvelopeError } from "../helpers/http";
import { loc, locProject, locWorkspace, untilFinished } from "../helpers/loc";
import { dbOf, envOf, rowsOnShards } from "../helpers/shards";

const site = useFakeSite();
let n = 0;
/** A fresh origin with these pages (paths → page). */
function origin(pages: Record<string, FakePage | string>) {
	const o = `https://site-${++n}-${crypto.randomUUID().slice(0, 6)}.example`;
	for (const [path, p] of Object.entries(pages)) site.pages[`${o}${path}`] = p;
	return o;
}

async function proxyProject(plan: string, siteUrl: string) {
	const w = await locWorkspace(plan);
	const p = await locProject(w.key, { mode: "proxy", siteUrl });
	return { ...w, p };
}

const pagesOf = async (key: string, projectId: string) => {
	const r = await loc(key, "GET", `/projects/${projectId}/pages?limit=100`);
	expect(r.status, r.text).toBe(200);
	return r.body.data as Array<{
		path: string;
		status: string;
		keyCount: number;
		lastError: string | null;
		lastCrawledAt: string | null;
	}>;
};

/** The project's keys, wherever its workspace was placed (a project id is on one shard only). */
const keysOf = (projectId: string) =>
	rowsOnShards<{ name: string; namespace: string; sourceText: string; context: string }>(
		"DB_LOC",
		"SELECT name, namespace, source_text AS sourceText, context FROM keys WHERE project_id = ?1 AND archived_at IS NULL ORDER BY name",
		projectId,
	);

const SITE = {
	"/robots.txt": { body: "User-agent: *\nDisallow: /private\n", type: "text/plain" },
	"/": html(
		"Toko Batik",
		`<h1>Welcome to {our} shop</h1><p>It's <b>new</b></p>
		<a href="/about">About</a> <a href="/shop?page=2#top">Shop</a> <a href="/private/x">Private</a>
		<a href="/logo.png">Logo</a> <a href="https://elsewhere.example/">Elsewhere</a> <a href="/broken">Broken</a>
		<a href="/moved">Moved</a> <a href="/away">Away</a> <a href="/big">Big</a> <a href="/file">File</a>
		<code>npm run</code><span class="notranslate">ACME</span>`,
	),
	"/about": html("About us", `<p>We sell batik</p><img alt="A batik shirt" src="/a.png"><a href="/">Home</a>`),
	"/shop?page=2": html("Shop", `<p>Page two</p><input placeholder="Search products">`),
	"/broken": { status: 500, body: "oops" },
	"/moved": { status: 301, location: "/about" },
	"/away": { status: 302, location: "https://elsewhere.example/landing" },
	"/big": { bytes: 3 * 1024 * 1024 },
	"/file": { body: "%PDF-1.4", type: "application/pdf" },
};

describe("POST /projects/{id}/crawl", () => {
	it("crawls the site: same-origin pages, robots.txt, redirects re-checked, errors per page, keys by hash", async () => {
		const o = origin(SITE);
		const { key, p } = await proxyProject("pro", `${o}/`);
		const r = await loc(key, "POST", `/projects/${p.id}/crawl`);
		expect(r.status, r.text).toBe(202);
		expect(r.body.data).toMatchObject({ type: "crawl", status: "queued", alreadyQueued: false, locale: "en" });
		expect(r.body.data.id).toMatch(/^tj_/);
		const job = await untilFinished(key, r.body.data.id);
		expect(job.status, JSON.stringify(job)).toBe("done");
		const pages = await pagesOf(key, p.id);
		const byPath = Object.fromEntries(pages.map((x) => [x.path, x]));
		expect(pages.map((x) => x.path)).toEqual([
			"/",
			"/about",
			"/shop?page=2",
			"/broken",
			"/moved",
			"/away",
			"/big",
			"/file",
		]);
		expect(byPath["/"]).toMatchObject({ status: "crawled", lastError: null });
		expect(byPath["/about"]).toMatchObject({ status: "crawled", keyCount: 4 });
		expect(byPath["/broken"]).toMatchObject({ status: "error", lastError: "the site answered 500" });
		expect(byPath["/moved"]).toMatchObject({ status: "crawled" });
		expect(byPath["/away"]?.status).toBe("error");
		expect(byPath["/away"]?.lastError).toMatch(/leaves the site/);
		expect(byPath["/big"]?.lastError).toMatch(/larger than 2 MiB/);
		expect(byPath["/file"]?.lastError).toMatch(/not an HTML page/);
		expect(byPath["/"]?.lastCrawledAt).toMatch(/^\d{4}-/);
		expect(site.hits).not.toContain(`${o}/private/x`);
		expect(site.hits).not.toContain(`${o}/logo.png`);
		expect(job.stats).toMatchObject({ pagesCrawled: 4, pagesFailed: 4 });

		const keys = await keysOf(p.id);
		const sources = keys.map((k) => k.sourceText);
		expect(sources).toEqual(
			expect.arrayContaining([icuLiteral("Welcome to {our} shop"), "It''s", "new", "We sell batik"]),
		);
		expect(sources).not.toContain("npm run");
		expect(sources).not.toContain("ACME");
		expect(sources).not.toContain("not text");
		const welcome = keys.find((k) => k.sourceText === "Welcome to '{'our'}' shop");
		expect(welcome?.name).toBe(await pageKeyName("Welcome to {our} shop"));
		expect(welcome).toMatchObject({ namespace: "default" });
		expect(JSON.parse(welcome?.context ?? "null")).toEqual([{ file: "/", line: 0 }]);
		expect(job.stats.doneKeys).toBe(keys.length);

		// A re-crawl finds the same strings: no key is created twice.
		const again = await loc(key, "POST", `/projects/${p.id}/crawl`);
		expect(again.status).toBe(202);
		const second = await untilFinished(key, again.body.data.id);
		expect(second.status).toBe("done");
		expect(second.stats.doneKeys).toBe(0);
		expect((await keysOf(p.id)).length).toBe(keys.length);
	});

	it("stops discovering at 50 pages", async () => {
		const links = Array.from({ length: 70 }, (_, i) => `<a href="/p/${i}">Page ${i}</a>`).join("");
		const pages: Record<string, string> = { "/": html("Home", links) };
		for (let i = 0; i < 70; i++) pages[`/p/${i}`] = html(`P${i}`, `<p>Text of page ${i}</p>`);
		const o = origin(pages);
		const { key, p } = await proxyProject("pro", o);
		const r = await loc(key, "POST", `/projects/${p.id}/crawl`);
		const job = await untilFinished(key, r.body.data.id, 60_000);
		expect(job.status).toBe("done");
		const list = await pagesOf(key, p.id);
		expect(list.length).toBe(50);
		expect(list.every((x) => x.status === "crawled")).toBe(true);
		const second = await loc(key, "GET", `/projects/${p.id}/pages?limit=20`);
		expect(second.body.meta.hasMore).toBe(true);
		const next = await loc(key, "GET", `/projects/${p.id}/pages?limit=20&cursor=${second.body.meta.cursor}`);
		expect(next.body.data[0].path).toBe(list[20]?.path);
	}, 90_000);

	it("an unreachable robots.txt crawls nothing; a missing one allows all", async () => {
		const down = origin({ "/robots.txt": { status: 503 }, "/": html("Home", "<p>Hello</p>") });
		const a = await proxyProject("pro", down);
		const r = await loc(a.key, "POST", `/projects/${a.p.id}/crawl`);
		await untilFinished(a.key, r.body.data.id);
		const [home] = await pagesOf(a.key, a.p.id);
		expect(home).toMatchObject({ status: "error" });
		expect(home?.lastError).toMatch(/robots\.txt could not be read/);
	});

	it("past the plan's key limit the page is an error and nothing of it is stored", async () => {
		const many = Array.from({ length: 250 }, (_, i) => `<p>String number ${i}</p>`).join("");
		const o = origin({ "/": html("Many", many) });
		const { key, p } = await proxyProject("free", o);
		const r = await loc(key, "POST", `/projects/${p.id}/crawl`);
		const job = await untilFinished(key, r.body.data.id);
		expect(job.status).toBe("done");
		const [home] = await pagesOf(key, p.id);
		expect(home?.status).toBe("error");
		expect(home?.lastError).toMatch(/live-key limit \(200\)/);
		expect((await keysOf(p.id)).length).toBe(0);
	});

	it("refuses sdk projects (422 VALIDATION_ERROR) and answers one job to racing requests", async () => {
		const w = await locWorkspace("pro");
		const sdk = await locProject(w.key);
		expectEnvelopeError(await loc(w.key, "POST", `/projects/${sdk.id}/crawl`), 422, "VALIDATION_ERROR");
		const o = origin({ "/": html("Home", "<p>Hi</p>") });
		const p = await locProject(w.key, { mode: "proxy", siteUrl: o });
		const all = await Promise.all(Array.from({ length: 6 }, () => loc(w.key, "POST", `/projects/${p.id}/crawl`)));
		const ids = new Set(all.map((r) => r.body.data.id));
		expect(ids.size).toBe(1);
		expect(all.filter((r) => r.status === 202).length).toBe(1);
		expect(all.filter((r) => r.status === 200 && r.body.data.alreadyQueued).length).toBe(5);
		await untilFinished(w.key, [...ids][0] as string);
	});

	it("another account's project is 404 for crawl and pages", async () => {
		const o = origin({ "/": html("Home", "<p>Hi</p>") });
		const a = await proxyProject("pro", o);
		const b = await locWorkspace("pro");
		expectEnvelopeError(await loc(b.key, "POST", `/projects/${a.p.id}/crawl`), 404, "NOT_FOUND");
		expectEnvelopeError(await loc(b.key, "GET", `/projects/${a.p.id}/pages`), 404, "NOT_FOUND");
	});

	it("a siteUrl that is not a public page is 422 INVALID_URL on create and patch", async () => {
		const w = await locWorkspace("pro");
		for (const siteUrl of [
			"http://10.1.2.3/",
			"http://169.254.169.254/",
			"https://user:pw@toko.example/",
			"http://[fd00::1]/",
		]) {
			const r = await loc(w.key, "POST", "/projects", { slug: `bad-${++n}`, name: "Bad", mode: "proxy", siteUrl });
			expectEnvelopeError(r, 422, "INVALID_URL");
			expect(r.body.error.param).toBe("siteUrl");
		}
		const p = await locProject(w.key, { mode: "proxy", siteUrl: "https://toko.example/" });
		expectEnvelopeError(
			await loc(w.key, "PATCH", `/projects/${p.id}`, { siteUrl: "http://192.168.1.1/" }),
			422,
			"INVALID_URL",
		);
	});

	it("a redelivered message writes nothing twice", async () => {
		const o = origin({ "/": html("Home", `<p>One</p><a href="/two">Two</a>`), "/two": html("Two", "<p>Deux</p>") });
		const { ws, p } = await proxyProject("pro", o);
		const sent: CrawlMessage[] = [];
		const send = async (m: CrawlMessage) => void sent.push(m);
		const { job } = await startCrawl(await envOf(ws), { workspaceId: ws }, p.id, send);
		const first = sent[0] as CrawlMessage;
		await runCrawl(env, first, send);
		const db = await dbOf("DB_LOC", ws);
		const done = await db
			.prepare("SELECT status, done_keys AS doneKeys, pages_crawled AS pagesCrawled FROM jobs WHERE id = ?1")
			.bind(job.id)
			.first<{ status: string; doneKeys: number; pagesCrawled: number }>();
		expect(done).toMatchObject({ status: "done", pagesCrawled: 2 });
		await runCrawl(env, first, send);
		const after = await db
			.prepare("SELECT done_keys AS doneKeys, pages_crawled AS pagesCrawled FROM jobs WHERE id = ?1")
			.bind(job.id)
			.first();
		expect(after).toEqual({ doneKeys: done?.doneKeys, pagesCrawled: 2 });
	});
});
