import { describe, expect, it } from "vitest";
import { canonicalJson } from "../../src/services/localization/releases/domain";
import { call, expectEnvelopeError, type Res } from "../helpers/http";
import { loc, locLocales, locProject, locWorkspace } from "../helpers/loc";
import { putKeys, putTranslations } from "./strings-seed";

const sha256 = async (text: string) =>
	[...new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)))]
		.map((b) => b.toString(16).padStart(2, "0"))
		.join("");

/** The public catalogue: no credential. */
const catalog = (projectId: string, locale?: string, headers: Record<string, string> = {}) =>
	call("GET", `/loc/api/v1/public/projects/${projectId}/catalog${locale ? `?locale=${locale}` : ""}`, { headers });

const expectCors = (r: Res) => expect(r.headers.get("Access-Control-Allow-Origin")).toBe("*");

/**
 * Source en; pt-BR → pt-PT → es (disabled) → en, and id. Keys a..e; en has every key, pt-PT has
 * b and c, es has c and d, pt-BR has a.
 */
async function setUp() {
	const { ws, key } = await locWorkspace("scale");
	const p = await locProject(key);
	await locLocales(key, p.id, "es", "pt-PT", "pt-BR", "id");
	await loc(key, "PATCH", `/projects/${p.id}/locales/pt-PT`, { fallback: "es" });
	await loc(key, "PATCH", `/projects/${p.id}/locales/pt-BR`, { fallback: "pt-PT" });
	const k = await putKeys(
		key,
		p.id,
		["a", "b", "c", "d", "e"].map((n) => ({ name: n, sourceText: `${n.toUpperCase()} source` })),
	);
	await putTranslations(key, [
		[k["default:a"], "pt-BR", "a pt-BR", "approved"],
		[k["default:b"], "pt-PT", "b pt-PT", "approved"],
		[k["default:c"], "pt-PT", "c pt-PT", "approved"],
		[k["default:c"], "es", "c es", "approved"],
		[k["default:d"], "es", "d es", "approved"],
		[k["default:a"], "id", "a id", "approved"],
	]);
	const release = async (locale: string) => {
		const r = await loc(key, "POST", `/projects/${p.id}/releases`, { locale });
		if (r.status !== 201 && r.status !== 200) throw new Error(`release ${locale}: ${r.status} ${r.text}`);
		return r.body.data as { id: string };
	};
	return { ws, key, p, k, release };
}

describe("GET /public/projects/{id}/catalog", () => {
	it("the locale's latest release with its chain of releases flattened, down to the source's", async () => {
		const { key, p, release } = await setUp();
		for (const l of ["en", "es", "pt-PT"]) await release(l);
		const br = await release("pt-BR");
		const r = await catalog(p.id, "pt-br");
		expect(r.status, r.text).toBe(200);
		const data = {
			locale: "pt-BR",
			sourceLocale: "en",
			enabledLocales: ["en", "es", "id", "pt-BR", "pt-PT"],
			releaseId: br.id,
			catalog: { default: { a: "a pt-BR", b: "b pt-PT", c: "c pt-PT", d: "d es", e: "E source" } },
		};
		expect(r.body.data).toEqual(data);
		expect(typeof r.body.meta.requestId).toBe("string");
		expect(r.headers.get("ETag")).toBe(`"${await sha256(canonicalJson(data))}"`);
		expect(r.headers.get("Cache-Control")).toBe("public, max-age=60, s-maxage=300");
		expect(r.headers.get("Content-Type")).toMatch(/^application\/json/);
		expectCors(r);
		// A disabled locale in the chain is skipped (its content is not published); its fallback is followed.
		await loc(key, "PATCH", `/projects/${p.id}/locales/es`, { enabled: false });
		const skipped = await catalog(p.id, "pt-BR");
		expect(skipped.body.data.catalog.default.d).toBe("D source");
		expect(skipped.body.data.enabledLocales).toEqual(["en", "id", "pt-BR", "pt-PT"]);
		// The source locale itself.
		const en = await catalog(p.id, "en");
		expect(en.body.data.catalog.default).toEqual({
			a: "A source",
			b: "B source",
			c: "C source",
			d: "D source",
			e: "E source",
		});
	});

	it("404 for an unknown project, an unknown, disabled or unreleased locale (no drafts); CORS on errors", async () => {
		const { key, p, release } = await setUp();
		await release("en");
		const unreleased = await catalog(p.id, "id");
		expectEnvelopeError(unreleased, 404, "NOT_FOUND");
		expectCors(unreleased);
		expect(unreleased.body.error.message).toMatch(/release/);
		await release("id");
		expect((await catalog(p.id, "id")).status).toBe(200);
		await loc(key, "PATCH", `/projects/${p.id}/locales/id`, { enabled: false });
		expectEnvelopeError(await catalog(p.id, "id"), 404, "NOT_FOUND");
		expectEnvelopeError(await catalog(p.id, "fr"), 404, "NOT_FOUND");
		const unknown = await catalog("prj_nope", "en");
		expectEnvelopeError(unknown, 404, "NOT_FOUND");
		expectCors(unknown);
		const noLocale = await catalog(p.id);
		expectEnvelopeError(noLocale, 400, "VALIDATION_ERROR");
		expect(noLocale.body.error.param).toBe("locale");
		expectCors(noLocale);
		const post = await call("POST", `/loc/api/v1/public/projects/${p.id}/catalog?locale=en`, { body: {} });
		expect(post.status).toBe(405);
		expectCors(post);
		// Unreleased source: a target's release is served without it.
		const fresh = await setUp();
		await fresh.release("id");
		expect((await catalog(fresh.p.id, "id")).body.data.catalog).toEqual({ default: { a: "a id" } });
		expectEnvelopeError(await catalog(fresh.p.id, "en"), 404, "NOT_FOUND");
	});

	it("OPTIONS preflight answers 204 with CORS headers, no credential", async () => {
		const { p } = await setUp();
		const r = await call("OPTIONS", `/loc/api/v1/public/projects/${p.id}/catalog?locale=en`, {
			headers: { Origin: "https://shop.example", "Access-Control-Request-Method": "GET" },
		});
		expect(r.status, r.text).toBe(204);
		expectCors(r);
		expect(r.headers.get("Access-Control-Allow-Methods")).toContain("GET");
		expect(r.headers.get("Access-Control-Allow-Headers")).toContain("If-None-Match");
	});

	it("X-Cache MISS then HIT; If-None-Match → 304 on both paths; no-cache renders afresh", async () => {
		const { p, release } = await setUp();
		await release("en");
		await release("id");
		const miss = await catalog(p.id, "id");
		expect(miss.headers.get("X-Cache")).toBe("MISS");
		const etag = miss.headers.get("ETag") as string;
		const hit = await catalog(p.id, "id");
		expect(hit.status).toBe(200);
		expect(hit.headers.get("X-Cache")).toBe("HIT");
		expect(hit.text).toBe(miss.text);
		expect(hit.headers.get("ETag")).toBe(etag);
		expect(hit.headers.get("Cache-Control")).toBe("public, max-age=60, s-maxage=300");
		expectCors(hit);
		const notModified = await catalog(p.id, "id", { "If-None-Match": `"other", ${etag}` });
		expect(notModified.status).toBe(304);
		expect(notModified.text).toBe("");
		expect(notModified.headers.get("ETag")).toBe(etag);
		expectCors(notModified);
		expect((await catalog(p.id, "id", { "If-None-Match": `W/${etag}` })).status).toBe(304);
		expect((await catalog(p.id, "id", { "If-None-Match": '"other"' })).status).toBe(200);
		const fresh = await catalog(p.id, "id", { "Cache-Control": "no-cache" });
		expect(fresh.headers.get("X-Cache")).toBe("MISS");
		expect(fresh.headers.get("ETag")).toBe(etag);
		const freshNotModified = await catalog(p.id, "id", { "Cache-Control": "no-cache", "If-None-Match": etag });
		expect(freshNotModified.status).toBe(304);
		expect(freshNotModified.headers.get("X-Cache")).toBe("MISS");
	});

	it("a new release purges the project's catalogues (every locale may fall back to it)", async () => {
		const { key, p, k, release } = await setUp();
		await release("en");
		await release("id");
		const before = await catalog(p.id, "id");
		expect((await catalog(p.id, "id")).headers.get("X-Cache")).toBe("HIT");
		await putTranslations(key, [[k["default:b"], "id", "b id", "approved"]]);
		await release("id");
		const after = await catalog(p.id, "id");
		expect(after.headers.get("X-Cache")).toBe("MISS");
		expect(after.body.data.catalog.default.b).toBe("b id");
		expect(after.headers.get("ETag")).not.toBe(before.headers.get("ETag"));
		// A source release reaches a target's catalogue through the chain.
		await putKeys(key, p.id, [{ name: "f", sourceText: "F source" }]);
		await release("en");
		const viaSource = await catalog(p.id, "id");
		expect(viaSource.headers.get("X-Cache")).toBe("MISS");
		expect(viaSource.body.data.catalog.default.f).toBe("F source");
	});

	it("a locale change purges the project's catalogues", async () => {
		const { key, p, release } = await setUp();
		for (const l of ["en", "es", "pt-PT", "pt-BR"]) await release(l);
		await catalog(p.id, "pt-BR");
		expect((await catalog(p.id, "pt-BR")).headers.get("X-Cache")).toBe("HIT");
		await loc(key, "PATCH", `/projects/${p.id}/locales/pt-BR`, { fallback: "es" });
		const refallen = await catalog(p.id, "pt-BR");
		expect(refallen.headers.get("X-Cache")).toBe("MISS");
		expect(refallen.body.data.catalog.default).toMatchObject({ b: "B source", c: "c es" });
		await catalog(p.id, "pt-BR");
		await locLocales(key, p.id, "de");
		const added = await catalog(p.id, "pt-BR");
		expect(added.headers.get("X-Cache")).toBe("MISS");
		expect(added.body.data.enabledLocales).toContain("de");
	});

	it("is public: any Authorization is ignored; another account's project is served alike", async () => {
		const { p, release } = await setUp();
		await release("en");
		const other = await locWorkspace();
		const r = await call("GET", `/loc/api/v1/public/projects/${p.id}/catalog?locale=en`, {
			headers: { Authorization: `Bearer ${other.key}` },
		});
		expect(r.status).toBe(200);
		expect(
			(
				await call("GET", `/loc/api/v1/public/projects/${p.id}/catalog?locale=en`, {
					headers: { Authorization: "Bearer junk" },
				})
			).status,
		).toBe(200);
	});
});

describe("/loc/openapi.json", () => {
	it("lists the releases, pull, check and public catalogue routes", async () => {
		const doc = (await call("GET", "/loc/openapi.json")).body;
		const methods = (path: string) => Object.keys(doc.paths[path] ?? {}).sort();
		expect(methods("/api/v1/projects/{id}/releases")).toEqual(["get", "post"]);
		expect(methods("/api/v1/projects/releases/{releaseId}")).toEqual(["get"]);
		expect(methods("/api/v1/projects/releases/{a}/diff/{b}")).toEqual(["get"]);
		expect(methods("/api/v1/projects/{id}/pull")).toEqual(["get"]);
		expect(methods("/api/v1/projects/{id}/check")).toEqual(["get"]);
		expect(methods("/api/v1/public/projects/{id}/catalog")).toEqual(["get"]);
	});

	it("lists the agent routes of issue 24: jobs, crawl, pages, files, preview, proxy", async () => {
		const doc = (await call("GET", "/loc/openapi.json")).body;
		const methods = (path: string) => Object.keys(doc.paths[path] ?? {}).sort();
		expect(methods("/api/v1/projects/{id}/translate")).toEqual(["post"]);
		expect(methods("/api/v1/projects/{id}/crawl")).toEqual(["post"]);
		expect(methods("/api/v1/projects/{id}/pages")).toEqual(["get"]);
		expect(methods("/api/v1/projects/{id}/jobs")).toEqual(["get"]);
		expect(methods("/api/v1/projects/jobs/{jobId}")).toEqual(["get"]);
		expect(methods("/api/v1/projects/{id}/export")).toEqual(["get"]);
		expect(methods("/api/v1/projects/{id}/import")).toEqual(["post"]);
		expect(methods("/api/v1/public/preview")).toEqual(["post"]);
		expect(methods("/api/v1/public/preview/{id}")).toEqual(["get"]);
		expect(methods("/proxy/{projectId}/{locale}/{path}")).toEqual(["get"]);
		expect(doc.paths["/api/v1/projects/{id}/crawl"].post.responses["422"].description).toMatch(
			/VALIDATION_ERROR or INVALID_URL/,
		);
		const docs = await call("GET", "/loc/docs");
		expect(docs.status).toBe(200);
	});
});
