import { describe, expect, it } from "vitest";
import { expectEnvelopeError } from "../helpers/http";
import { loc, locLocales, locProject, locWorkspace } from "../helpers/loc";
import { countOnShards, dbOf } from "../helpers/shards";

const count = (sql: string, ...binds: unknown[]) => countOnShards("DB_LOC", sql, ...binds);
const projectCount = (ws: string) => count("SELECT COUNT(*) AS n FROM projects WHERE account_id = ?", ws);
const idem = () => ({ "Idempotency-Key": `i-${crypto.randomUUID()}` });

describe("POST /projects", () => {
	it("201: prj_ id, defaults (en, sdk, no siteUrl), the default namespace", async () => {
		const { key } = await locWorkspace();
		const r = await loc(key, "POST", "/projects", { slug: "web-app", name: " Web app " });
		expect(r.status, r.text).toBe(201);
		expect(r.body.data).toMatchObject({
			slug: "web-app",
			name: "Web app",
			sourceLocale: "en",
			mode: "sdk",
			siteUrl: null,
		});
		expect(r.body.data.id).toMatch(/^prj_[0-9A-Z]{26}$/);
		expect(Date.parse(r.body.data.createdAt)).toBeGreaterThan(0);
		const d = await loc(key, "GET", `/projects/${r.body.data.id}`);
		expect(d.body.data.namespaces).toEqual([expect.objectContaining({ name: "default", reviewPolicy: "standard" })]);
	});

	it("sourceLocale is canonical; proxy mode needs an http(s) siteUrl", async () => {
		const { key } = await locWorkspace("scale");
		const pt = await loc(key, "POST", "/projects", { slug: "pt", name: "PT", sourceLocale: "PT-br" });
		expect(pt.body.data.sourceLocale).toBe("pt-BR");
		const proxy = await loc(key, "POST", "/projects", {
			slug: "site",
			name: "Site",
			mode: "proxy",
			siteUrl: "https://toko.example/",
		});
		expect(proxy.status, proxy.text).toBe(201);
		expect(proxy.body.data).toMatchObject({ mode: "proxy", siteUrl: "https://toko.example/" });
		const sdkUrl = await loc(key, "POST", "/projects", { slug: "sdk-url", name: "S", siteUrl: "http://a.example" });
		expect(sdkUrl.body.data.siteUrl).toBe("http://a.example");
	});

	it("malformed bodies are 400 VALIDATION_ERROR naming the field, and write nothing", async () => {
		const { ws, key } = await locWorkspace("scale");
		const cases: Array<[Record<string, unknown>, string]> = [
			[{ name: "x" }, "slug"],
			[{ slug: "a", name: "x" }, "slug"],
			[{ slug: "-ab", name: "x" }, "slug"],
			[{ slug: "Ab", name: "x" }, "slug"],
			[{ slug: "a_b", name: "x" }, "slug"],
			[{ slug: `a${"b".repeat(63)}`, name: "x" }, "slug"],
			[{ slug: "ok" }, "name"],
			[{ slug: "ok", name: "" }, "name"],
			[{ slug: "ok", name: "x".repeat(121) }, "name"],
			[{ slug: "ok", name: "a\nb" }, "name"],
			[{ slug: "ok", name: "x", sourceLocale: "not a locale" }, "sourceLocale"],
			[{ slug: "ok", name: "x", sourceLocale: 7 }, "sourceLocale"],
			[{ slug: "ok", name: "x", mode: "web" }, "mode"],
			[{ slug: "ok", name: "x", mode: "proxy" }, "siteUrl"],
			[{ slug: "ok", name: "x", mode: "proxy", siteUrl: null }, "siteUrl"],
			[{ slug: "ok", name: "x", siteUrl: "ftp://a.example" }, "siteUrl"],
			[{ slug: "ok", name: "x", siteUrl: "not a url" }, "siteUrl"],
			[{ slug: "ok", name: "x", extra: 1 }, "extra"],
		];
		for (const [body, param] of cases) {
			const r = await loc(key, "POST", "/projects", body);
			expectEnvelopeError(r, 400, "VALIDATION_ERROR");
			expect(r.body.error.param, JSON.stringify(body)).toBe(param);
		}
		expect(await projectCount(ws)).toBe(0);
	});

	it("a taken slug is 409 CONFLICT in the account; another account may use it", async () => {
		const a = await locWorkspace("scale");
		const b = await locWorkspace();
		expect((await loc(a.key, "POST", "/projects", { slug: "shop", name: "Shop" })).status).toBe(201);
		const dup = await loc(a.key, "POST", "/projects", { slug: "shop", name: "Other" });
		expectEnvelopeError(dup, 409, "CONFLICT");
		expect(dup.body.error.param).toBe("slug");
		expect((await loc(b.key, "POST", "/projects", { slug: "shop", name: "Shop" })).status).toBe(201);
		expect(await projectCount(a.ws)).toBe(1);
		expect(await count("SELECT COUNT(*) AS n FROM namespaces WHERE account_id = ?", a.ws)).toBe(1);
	});

	it("racing creates of one slug: exactly one 201, the rest 409", async () => {
		const { ws, key } = await locWorkspace("scale");
		const all = await Promise.all(
			Array.from({ length: 6 }, (_, i) => loc(key, "POST", "/projects", { slug: "same", name: `P${i}` })),
		);
		expect(all.filter((r) => r.status === 201)).toHaveLength(1);
		for (const r of all.filter((r) => r.status !== 201)) expectEnvelopeError(r, 409, "CONFLICT");
		expect(await projectCount(ws)).toBe(1);
	});

	it("an Idempotency-Key replays the project; another body is 409 IDEMPOTENCY_KEY_IN_USE", async () => {
		const { ws, key } = await locWorkspace("scale");
		const h = idem();
		const first = await loc(key, "POST", "/projects", { slug: "idem", name: "I" }, h);
		const again = await loc(key, "POST", "/projects", { slug: "idem", name: "I" }, h);
		expect(again.status).toBe(201);
		expect(again.headers.get("idempotent-replayed")).toBe("true");
		expect(again.body.data).toEqual(first.body.data);
		expectEnvelopeError(
			await loc(key, "POST", "/projects", { slug: "idem2", name: "I" }, h),
			409,
			"IDEMPOTENCY_KEY_IN_USE",
		);
		expect(await projectCount(ws)).toBe(1);
	});
});

describe("plan limits on projects", () => {
	it("free: 1 project; the second is 403 UPGRADE_REQUIRED and writes nothing", async () => {
		const { ws, key } = await locWorkspace();
		await locProject(key);
		const r = await loc(key, "POST", "/projects", { slug: "second", name: "Second" });
		expectEnvelopeError(r, 403, "UPGRADE_REQUIRED");
		expect(r.body.error.message).toContain("free");
		expect(await projectCount(ws)).toBe(1);
		expect(await count("SELECT COUNT(*) AS n FROM namespaces WHERE account_id = ?", ws)).toBe(1);
	});

	it("starter: 10 racing creates make exactly 3 projects (and 3 default namespaces)", async () => {
		const { ws, key } = await locWorkspace("starter");
		const all = await Promise.all(
			Array.from({ length: 10 }, (_, i) => loc(key, "POST", "/projects", { slug: `race-${i}`, name: `R${i}` })),
		);
		expect(all.filter((r) => r.status === 201)).toHaveLength(3);
		for (const r of all.filter((r) => r.status !== 201)) expectEnvelopeError(r, 403, "UPGRADE_REQUIRED");
		expect(await projectCount(ws)).toBe(3);
		expect(await count("SELECT COUNT(*) AS n FROM namespaces WHERE account_id = ?", ws)).toBe(3);
	});

	it("pro: 10; scale: unlimited", async () => {
		const pro = await locWorkspace("pro");
		for (let i = 0; i < 10; i++) await locProject(pro.key);
		expectEnvelopeError(
			await loc(pro.key, "POST", "/projects", { slug: "eleven", name: "E" }),
			403,
			"UPGRADE_REQUIRED",
		);
		const scale = await locWorkspace("scale");
		for (let i = 0; i < 11; i++) await locProject(scale.key);
		expect(await projectCount(scale.ws)).toBe(11);
	});
});

describe("GET /projects and /projects/{id}", () => {
	it("lists newest first with limit and cursor; 400 on a bad limit or cursor", async () => {
		const { key } = await locWorkspace("scale");
		const made: string[] = [];
		for (let i = 0; i < 5; i++) made.unshift((await locProject(key)).id);
		const p1 = await loc(key, "GET", "/projects?limit=2");
		expect(p1.body.data.map((p: { id: string }) => p.id)).toEqual(made.slice(0, 2));
		expect(p1.body.meta.hasMore).toBe(true);
		const p2 = await loc(key, "GET", `/projects?limit=3&cursor=${p1.body.meta.cursor}`);
		expect(p2.body.data.map((p: { id: string }) => p.id)).toEqual(made.slice(2));
		expect(p2.body.meta).toMatchObject({ cursor: null, hasMore: false });
		expect((await loc(key, "GET", "/projects")).body.data).toHaveLength(5);
		for (const q of ["limit=0", "limit=101", "cursor=garbage"])
			expectEnvelopeError(await loc(key, "GET", `/projects?${q}`), 400, "VALIDATION_ERROR");
	});

	it("detail: locales with stats (live keys only, rejected counts as missing), namespaces, latest release", async () => {
		const { ws, key } = await locWorkspace("scale");
		const p = await locProject(key);
		await locLocales(key, p.id, "id", "ms");
		const empty = (await loc(key, "GET", `/projects/${p.id}`)).body.data;
		expect(empty.latestRelease).toBeNull();
		expect(empty.locales.map((l: { tag: string }) => l.tag)).toEqual(["id", "ms"]);
		expect(empty.locales[0].stats).toEqual({ keyCount: 0, approved: 0, machine: 0, needsReview: 0, missing: 0 });

		const now = Date.now();
		const d1 = await dbOf("DB_LOC", ws);
		const keyRow = d1.prepare(
			"INSERT INTO keys (id, account_id, project_id, namespace, name, source_text, placeholders, archived_at, created_at, updated_at) VALUES (?, ?, ?, 'default', ?, 'x', '[]', ?, ?, ?)",
		);
		const tr = d1.prepare(
			"INSERT INTO translations (id, account_id, project_id, key_id, locale, value, status, created_at, updated_at) VALUES (?, ?, ?, ?, ?, 'v', ?, ?, ?)",
		);
		const k = (n: number) => `str_${p.id}_${n}`;
		await d1.batch([
			...[1, 2, 3, 4].map((n) => keyRow.bind(k(n), ws, p.id, `k${n}`, null, now, now)),
			keyRow.bind(k(5), ws, p.id, "archived", now, now, now),
			tr.bind(`tr_${k(1)}_id`, ws, p.id, k(1), "id", "approved", now, now),
			tr.bind(`tr_${k(2)}_id`, ws, p.id, k(2), "id", "machine", now, now),
			tr.bind(`tr_${k(3)}_id`, ws, p.id, k(3), "id", "rejected", now, now),
			tr.bind(`tr_${k(5)}_id`, ws, p.id, k(5), "id", "approved", now, now),
			tr.bind(`tr_${k(1)}_ms`, ws, p.id, k(1), "ms", "needs_review", now, now),
			d1
				.prepare(
					"INSERT INTO releases (id, account_id, project_id, locale, content_hash, key_count, catalog, created_by, created_at) VALUES (?, ?, ?, ?, 'h1', 1, '{}', NULL, ?), (?, ?, ?, ?, 'h2', 2, '{}', 'key_x', ?)",
				)
				.bind(`rel_A${p.id}`, ws, p.id, "id", now - 1000, `rel_B${p.id}`, ws, p.id, "ms", now),
		]);
		const d = (await loc(key, "GET", `/projects/${p.id}`)).body.data;
		const stats = Object.fromEntries(d.locales.map((l: { tag: string; stats: unknown }) => [l.tag, l.stats]));
		expect(stats).toEqual({
			id: { keyCount: 4, approved: 1, machine: 1, needsReview: 0, missing: 2 },
			ms: { keyCount: 4, approved: 0, machine: 0, needsReview: 1, missing: 3 },
		});
		expect(d.latestRelease).toEqual({
			id: `rel_B${p.id}`,
			locale: "ms",
			contentHash: "h2",
			keyCount: 2,
			createdBy: "key_x",
			createdAt: new Date(now).toISOString(),
		});
		expect(
			(await loc(key, "GET", `/projects/${p.id}/locales`)).body.data.find((l: { tag: string }) => l.tag === "id").stats,
		).toEqual(stats.id);
	});
});

describe("PATCH /projects/{id}", () => {
	it("renames and sets or clears siteUrl; a proxy project keeps one (422)", async () => {
		const { key } = await locWorkspace("scale");
		const p = await locProject(key);
		const r = await loc(key, "PATCH", `/projects/${p.id}`, { name: "Renamed", siteUrl: "https://a.example" });
		expect(r.status, r.text).toBe(200);
		expect(r.body.data).toMatchObject({ id: p.id, slug: p.slug, name: "Renamed", siteUrl: "https://a.example" });
		expect(r.body.data.updatedAt >= r.body.data.createdAt).toBe(true);
		expect((await loc(key, "PATCH", `/projects/${p.id}`, { siteUrl: null })).body.data.siteUrl).toBeNull();
		expect((await loc(key, "PATCH", `/projects/${p.id}`, {})).body.data.name).toBe("Renamed");
		const proxy = await locProject(key, { mode: "proxy", siteUrl: "https://b.example" });
		const cleared = await loc(key, "PATCH", `/projects/${proxy.id}`, { siteUrl: null });
		expectEnvelopeError(cleared, 422, "VALIDATION_ERROR");
		expect(cleared.body.error.param).toBe("siteUrl");
		const moved = await loc(key, "PATCH", `/projects/${proxy.id}`, { siteUrl: "https://c.example" });
		expect(moved.body.data.siteUrl).toBe("https://c.example");
	});

	it("400 for malformed bodies (slug, mode and sourceLocale are fixed), naming the field", async () => {
		const { key } = await locWorkspace();
		const p = await locProject(key);
		for (const [body, param] of [
			[{ name: "" }, "name"],
			[{ siteUrl: "ftp://x" }, "siteUrl"],
			[{ slug: "other" }, "slug"],
			[{ mode: "proxy" }, "mode"],
			[{ sourceLocale: "de" }, "sourceLocale"],
		] as const) {
			const r = await loc(key, "PATCH", `/projects/${p.id}`, body);
			expectEnvelopeError(r, 400, "VALIDATION_ERROR");
			expect(r.body.error.param).toBe(param);
		}
	});

	it("Idempotency-Key replays a PATCH", async () => {
		const { key } = await locWorkspace();
		const p = await locProject(key);
		const h = idem();
		const a = await loc(key, "PATCH", `/projects/${p.id}`, { name: "One" }, h);
		await loc(key, "PATCH", `/projects/${p.id}`, { name: "Two" });
		const b = await loc(key, "PATCH", `/projects/${p.id}`, { name: "One" }, h);
		expect(b.headers.get("idempotent-replayed")).toBe("true");
		expect(b.body.data).toEqual(a.body.data);
		expect((await loc(key, "GET", `/projects/${p.id}`)).body.data.name).toBe("Two");
	});
});

describe("tenancy", () => {
	it("another account's project is 404 on every route and never listed", async () => {
		const a = await locWorkspace();
		const b = await locWorkspace();
		const p = await locProject(a.key);
		const routes: Array<[string, string, unknown?]> = [
			["GET", `/projects/${p.id}`],
			["PATCH", `/projects/${p.id}`, { name: "Mine" }],
			["GET", `/projects/${p.id}/locales`],
			["POST", `/projects/${p.id}/locales`, { tag: "id" }],
			["PATCH", `/projects/${p.id}/locales/id`, { rtl: true }],
			["POST", `/projects/${p.id}/namespaces`, { name: "checkout" }],
			["PATCH", `/projects/${p.id}/namespaces/default`, { reviewPolicy: "gated" }],
			["GET", "/projects/prj_unknown"],
		];
		for (const [method, path, body] of routes)
			expectEnvelopeError(await loc(b.key, method, path, body), 404, "NOT_FOUND");
		expect((await loc(b.key, "GET", "/projects")).body.data).toEqual([]);
		const mine = (await loc(a.key, "GET", `/projects/${p.id}`)).body.data;
		expect(mine.name).toBe(p.name);
		expect(mine.locales).toEqual([]);
		expect(mine.namespaces.map((n: { reviewPolicy: string }) => n.reviewPolicy)).toEqual(["standard"]);
	});
});
