import { describe, expect, it } from "vitest";
import { canonicalJson } from "../../src/services/localization/releases/domain";
import { call, expectEnvelopeError } from "../helpers/http";
import { loc, locLocales, locProject, locWorkspace } from "../helpers/loc";
import { addNamespace, putKeys, putTranslations } from "./strings-seed";

const sha256 = async (text: string) =>
	[...new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)))]
		.map((b) => b.toString(16).padStart(2, "0"))
		.join("");

const KEYS = [
	{ name: "hello", sourceText: "Hello {name}" },
	{ name: "items", sourceText: "{count, plural, one {# item} other {# items}}" },
	{ name: "draft", sourceText: "Draft" },
	{ name: "old", sourceText: "Old" },
	{ name: "nope", sourceText: "Nope" },
	{ namespace: "legal", name: "terms", sourceText: "Terms" },
	{ namespace: "legal", name: "privacy", sourceText: "Privacy" },
];

/**
 * A project with targets id and de, keys in default (standard) and legal (gated), translations in id
 * of every status; default:old archived (by a pruning PUT) after it was translated.
 */
async function setUp() {
	const { ws, key } = await locWorkspace("scale");
	const p = await locProject(key);
	await locLocales(key, p.id, "id", "de");
	await addNamespace(key, p.id, "legal", "gated");
	const k = await putKeys(key, p.id, KEYS);
	await putTranslations(key, [
		[k["default:hello"], "id", "Halo {name}", "approved"],
		[k["default:items"], "id", "{count, plural, other {# barang}}", "machine"],
		[k["default:draft"], "id", "Konsep", "needs_review"],
		[k["default:old"], "id", "Lama", "approved"],
		[k["default:nope"], "id", "Tidak", "rejected"],
		[k["legal:terms"], "id", "Ketentuan", "approved"],
		// gated: stored as needs_review
		[k["legal:privacy"], "id", "Privasi", "machine"],
	]);
	await putKeys(
		key,
		p.id,
		KEYS.filter((x) => x.name !== "old"),
		true,
	);
	return { ws, key, p, k };
}

const release = (key: string, projectId: string, locale: string, h: Record<string, string> = {}) =>
	loc(key, "POST", `/projects/${projectId}/releases`, { locale }, h);

describe("POST /projects/{id}/releases", () => {
	it("201 freezes the catalogue: approved always, machine/needs_review from standard namespaces only", async () => {
		const { key, p } = await setUp();
		const r = await release(key, p.id, "id");
		expect(r.status, r.text).toBe(201);
		const catalog = {
			default: { draft: "Konsep", hello: "Halo {name}", items: "{count, plural, other {# barang}}" },
			legal: { terms: "Ketentuan" },
		};
		expect(r.body.data).toMatchObject({
			projectId: p.id,
			locale: "id",
			keyCount: 4,
			unchanged: false,
			contentHash: await sha256(canonicalJson(catalog)),
		});
		expect(r.body.data.id).toMatch(/^rel_[0-9A-Z]{26}$/);
		expect(typeof r.body.data.createdBy).toBe("string");
		expect(Date.parse(r.body.data.createdAt)).toBeGreaterThan(0);
		const got = await loc(key, "GET", `/projects/releases/${r.body.data.id}`);
		expect(got.status).toBe(200);
		expect(got.body.data.catalog).toEqual(catalog);
		expect(got.body.data).toMatchObject({ id: r.body.data.id, contentHash: r.body.data.contentHash });
	});

	it("the source locale ships every live key's source text; the hash is of canonical JSON", async () => {
		const { key, p } = await setUp();
		const r = await release(key, p.id, "EN");
		expect(r.status, r.text).toBe(201);
		expect(r.body.data).toMatchObject({ locale: "en", keyCount: 6 });
		const got = await loc(key, "GET", `/projects/releases/${r.body.data.id}`);
		expect(got.body.data.catalog.legal).toEqual({ privacy: "Privacy", terms: "Terms" });
		expect(Object.keys(got.body.data.catalog.default).sort()).toEqual(["draft", "hello", "items", "nope"]);
		expect(r.body.data.contentHash).toBe(await sha256(canonicalJson(got.body.data.catalog)));
	});

	it("the same content again → 200, the latest release, unchanged: true; new content → 201", async () => {
		const { key, p, k } = await setUp();
		const first = await release(key, p.id, "id");
		const again = await release(key, p.id, "id");
		expect(again.status).toBe(200);
		expect(again.body.data).toEqual({ ...first.body.data, unchanged: true });
		await putTranslations(key, [[k["default:draft"], "id", "Draf", "approved"]]);
		const next = await release(key, p.id, "id");
		expect(next.status).toBe(201);
		expect(next.body.data.contentHash).not.toBe(first.body.data.contentHash);
		// Back to the first content: a new release (only the latest is compared).
		await putTranslations(key, [[k["default:draft"], "id", "Konsep", "needs_review"]]);
		const back = await release(key, p.id, "id");
		expect(back.status).toBe(201);
		expect(back.body.data.contentHash).toBe(first.body.data.contentHash);
		expect(back.body.data.id).not.toBe(first.body.data.id);
	});

	it("racing identical POSTs make one release", async () => {
		const { key, p } = await setUp();
		const all = await Promise.all(Array.from({ length: 8 }, () => release(key, p.id, "id")));
		expect(all.filter((r) => r.status === 201)).toHaveLength(1);
		expect(all.filter((r) => r.status === 200)).toHaveLength(7);
		expect(new Set(all.map((r) => r.body.data.id)).size).toBe(1);
		const list = await loc(key, "GET", `/projects/${p.id}/releases?locale=id`);
		expect(list.body.data).toHaveLength(1);
	});

	it("422 for a locale that is not the source or an enabled target; 400 for a non-tag; strict body", async () => {
		const { key, p } = await setUp();
		const r = await release(key, p.id, "fr");
		expectEnvelopeError(r, 422, "VALIDATION_ERROR");
		expect(r.body.error.param).toBe("locale");
		await loc(key, "PATCH", `/projects/${p.id}/locales/de`, { enabled: false });
		expectEnvelopeError(await release(key, p.id, "de"), 422, "VALIDATION_ERROR");
		expectEnvelopeError(await release(key, p.id, "not a tag!"), 400, "VALIDATION_ERROR");
		const extra = await loc(key, "POST", `/projects/${p.id}/releases`, { locale: "id", x: 1 });
		expectEnvelopeError(extra, 400, "VALIDATION_ERROR");
		expectEnvelopeError(await loc(key, "POST", `/projects/${p.id}/releases`, {}), 400, "VALIDATION_ERROR");
	});

	it("Idempotency-Key replays the first answer", async () => {
		const { key, p } = await setUp();
		const h = { "Idempotency-Key": crypto.randomUUID() };
		const a = await release(key, p.id, "id", h);
		const b = await release(key, p.id, "id", h);
		expect(b.status).toBe(201);
		expect(b.headers.get("Idempotent-Replayed")).toBe("true");
		expect(b.body.data).toEqual(a.body.data);
		expectEnvelopeError(await release(key, p.id, "en", h), 409, "IDEMPOTENCY_KEY_IN_USE");
	});

	it("releases are immutable: no route changes or deletes one", async () => {
		const { key, p } = await setUp();
		const r = await release(key, p.id, "id");
		for (const method of ["PUT", "PATCH", "DELETE"]) {
			const res = await loc(key, method, `/projects/releases/${r.body.data.id}`, method === "DELETE" ? undefined : {});
			expect(res.status, `${method} ${res.text}`).toBe(405);
			expect(res.headers.get("Allow")).toBe("GET");
		}
		const again = await loc(key, "GET", `/projects/releases/${r.body.data.id}`);
		expect(again.body.data.contentHash).toBe(r.body.data.contentHash);
	});
});

describe("GET releases, detail and diff", () => {
	it("lists newest first with a locale filter and a cursor", async () => {
		const { key, p, k } = await setUp();
		const made: string[] = [];
		for (const v of ["A", "B", "C"]) {
			await putTranslations(key, [[k["default:draft"], "id", v, "approved"]]);
			made.push((await release(key, p.id, "id")).body.data.id);
		}
		await release(key, p.id, "en");
		const all = await loc(key, "GET", `/projects/${p.id}/releases`);
		expect(all.body.data).toHaveLength(4);
		expect(all.body.data[0].catalog).toBeUndefined();
		const first = await loc(key, "GET", `/projects/${p.id}/releases?locale=id&limit=2`);
		expect(first.body.data.map((r: { id: string }) => r.id)).toEqual([made[2], made[1]]);
		expect(first.body.meta.hasMore).toBe(true);
		const next = await loc(key, "GET", `/projects/${p.id}/releases?locale=id&limit=2&cursor=${first.body.meta.cursor}`);
		expect(next.body.data.map((r: { id: string }) => r.id)).toEqual([made[0]]);
		expect(next.body.meta).toMatchObject({ hasMore: false, cursor: null });
		const wrong = await loc(key, "GET", `/projects/${p.id}/releases?locale=en&cursor=${first.body.meta.cursor}`);
		expectEnvelopeError(wrong, 400, "VALIDATION_ERROR");
	});

	it("diff: a and b (id, hash), added, removed, changed as namespace:name", async () => {
		const { key, p, k } = await setUp();
		const a = (await release(key, p.id, "id")).body.data;
		await putTranslations(key, [
			[k["default:hello"], "id", "Hai {name}", "approved"],
			[k["default:draft"], "id", "Konsep", "rejected"],
			[k["legal:privacy"], "id", "Privasi", "approved"],
		]);
		const b = (await release(key, p.id, "id")).body.data;
		const d = await loc(key, "GET", `/projects/releases/${a.id}/diff/${b.id}`);
		expect(d.status, d.text).toBe(200);
		expect(d.body.data).toEqual({
			// spec 002: "a and b (id, hash)" (issue 37 item 10); contentHash kept as the Release calls it
			a: { id: a.id, hash: a.contentHash, contentHash: a.contentHash },
			b: { id: b.id, hash: b.contentHash, contentHash: b.contentHash },
			added: [{ key: "legal:privacy", value: "Privasi" }],
			removed: [{ key: "default:draft", value: "Konsep" }],
			changed: [{ key: "default:hello", from: "Halo {name}", to: "Hai {name}" }],
		});
		const back = await loc(key, "GET", `/projects/releases/${b.id}/diff/${a.id}`);
		expect(back.body.data.added).toEqual([{ key: "default:draft", value: "Konsep" }]);
		expect(back.body.data.a.hash).toBe(b.contentHash);
		// The OpenAPI document says so, with a description for each field.
		const schemas = (await call("GET", "/loc/openapi.json")).body.components.schemas;
		const side = schemas.LocReleaseDiff.properties.a;
		const ref = side.$ref ? schemas[side.$ref.split("/").pop()] : side.allOf ? side.allOf[0] : side;
		const props = (ref.$ref ? schemas[ref.$ref.split("/").pop()] : ref).properties;
		expect(Object.keys(props)).toEqual(["id", "hash", "contentHash"]);
		for (const p of Object.values(props) as Array<{ description?: string }>) expect(p.description).toBeTruthy();
	});

	it("tenancy: another account's project and releases are 404", async () => {
		const { key, p } = await setUp();
		const mine = (await release(key, p.id, "id")).body.data;
		const other = await locWorkspace();
		const theirs = await locProject(other.key);
		const theirRelease = (await release(other.key, theirs.id, "en")).body.data;
		expectEnvelopeError(await release(other.key, p.id, "id"), 404, "NOT_FOUND");
		expectEnvelopeError(await loc(other.key, "GET", `/projects/releases/${mine.id}`), 404, "NOT_FOUND");
		expectEnvelopeError(await loc(other.key, "GET", `/projects/${p.id}/releases`), 404, "NOT_FOUND");
		expectEnvelopeError(
			await loc(key, "GET", `/projects/releases/${mine.id}/diff/${theirRelease.id}`),
			404,
			"NOT_FOUND",
		);
		expectEnvelopeError(await loc(other.key, "GET", `/projects/${p.id}/pull`), 404, "NOT_FOUND");
		expectEnvelopeError(await loc(other.key, "GET", `/projects/${p.id}/check`), 404, "NOT_FOUND");
		expectEnvelopeError(await loc(key, "GET", "/projects/releases/rel_nope"), 404, "NOT_FOUND");
		expectEnvelopeError(await call("GET", `/loc/api/v1/projects/${p.id}/pull`), 401, "AUTH_REQUIRED");
	});
});

describe("GET /projects/{id}/pull", () => {
	it("source catalogue, released locales, nulls for unreleased, effective fallbacks; draft and pseudo on request", async () => {
		const { key, p } = await setUp();
		await locLocales(key, p.id, "pt-BR", "pt-PT");
		await loc(key, "PATCH", `/projects/${p.id}/locales/pt-BR`, { fallback: "pt-PT" });
		await loc(key, "PATCH", `/projects/${p.id}/locales/pt-PT`, { enabled: false });
		const rel = (await release(key, p.id, "id")).body.data;
		const r = await loc(key, "GET", `/projects/${p.id}/pull`);
		expect(r.status, r.text).toBe(200);
		const d = r.body.data;
		expect(d.sourceLocale).toBe("en");
		expect(d.source.default).toEqual({
			hello: "Hello {name}",
			items: "{count, plural, one {# item} other {# items}}",
			draft: "Draft",
			nope: "Nope",
		});
		expect(Object.keys(d.locales).sort()).toEqual(["de", "id", "pt-BR"]);
		expect(d.locales.id).toMatchObject({ releaseId: rel.id, contentHash: rel.contentHash });
		expect(d.locales.id.catalog.legal).toEqual({ terms: "Ketentuan" });
		expect(d.locales.de).toEqual({ releaseId: null, contentHash: null, catalog: null });
		// pt-PT is disabled: pt-BR falls back past it to the source.
		expect(d.fallbacks).toEqual({ de: "en", id: "en", "pt-BR": "en" });
		expect(d.pseudo).toBeNull();

		const draft = (await loc(key, "GET", `/projects/${p.id}/pull?draft=true&pseudo=true`)).body.data;
		expect(draft.locales.id.releaseId).toBe(rel.id);
		expect(draft.locales.de).toMatchObject({ releaseId: null, catalog: {} });
		expect(draft.locales.de.contentHash).toMatch(/^[0-9a-f]{64}$/);
		expect(draft.pseudo.locale).toBe("en-XA");
		expect(draft.pseudo.catalog.default.hello).toBe("[Ĥéļļó ~~{name}]");
		expect(draft.pseudo.catalog.default.items).toBe("[{count,plural,one{# íţéɱ~~} other{# íţéɱš~~}}]");
	});

	it("a draft holds what a release would, unreleased locales only", async () => {
		const { key, p, k } = await setUp();
		await putTranslations(key, [[k["default:hello"], "de", "Hallo {name}", "machine"]]);
		const draft = (await loc(key, "GET", `/projects/${p.id}/pull?draft=1`)).body.data;
		expect(draft.locales.de.catalog).toEqual({ default: { hello: "Hallo {name}" } });
		const rel = (await release(key, p.id, "de")).body.data;
		expect(draft.locales.de.contentHash).toBe(rel.contentHash);
		expectEnvelopeError(await loc(key, "GET", `/projects/${p.id}/pull?draft=maybe`), 400, "VALIDATION_ERROR");
	});
});

describe("GET /projects/{id}/check", () => {
	it("each error and warning, with stats; ok only without errors", async () => {
		const { key, p } = await setUp();
		const more = (long: string) => [
			{ namespace: "legal", name: "short", sourceText: "Save", maxLength: 6 },
			{ namespace: "legal", name: "long", sourceText: long, maxLength: 5 },
			{ namespace: "legal", name: "brand", sourceText: "Open Pasar now" },
		];
		const k = await putKeys(key, p.id, more("A very long {x}"));
		const t = await loc(key, "POST", "/glossary", { term: "Pasar", projectId: p.id, locale: "id", translation: null });
		expect(t.status, t.text).toBe(201);
		await putTranslations(key, [
			[k["legal:short"], "id", "Simpan sekarang", "approved"],
			[k["legal:long"], "id", "{x} panjang", "approved"],
			[k["legal:brand"], "id", "Buka toko sekarang", "approved"],
		]);
		// The source drops {x}: the stored translation no longer passes the gate.
		await putKeys(key, p.id, more("A very long source"));
		const r = await loc(key, "GET", `/projects/${p.id}/check`);
		expect(r.status, r.text).toBe(200);
		const d = r.body.data;
		const find = (
			list: Array<{ type: string; key: string; locale: string; message: string }>,
			type: string,
			k: string,
			l: string,
		) => list.find((e) => e.type === type && e.key === k && e.locale === l);
		expect(d.ok).toBe(false);
		// missing: no translation (de everywhere), rejected (id nope), gated not approved (id legal:privacy)
		expect(find(d.errors, "missing_key", "default:hello", "de")).toBeTruthy();
		expect(find(d.errors, "missing_key", "default:nope", "id")?.message).toMatch(/rejected/);
		expect(find(d.errors, "missing_key", "legal:privacy", "id")?.message).toMatch(/gated/);
		expect(find(d.errors, "missing_key", "default:hello", "id")).toBeUndefined();
		expect(find(d.errors, "placeholder_mismatch", "legal:long", "id")?.message).toMatch(/\{x\}/);
		expect(find(d.warnings, "length_overflow", "legal:short", "id")?.message).toMatch(/15 long; maxLength is 6/);
		expect(find(d.warnings, "length_overflow", "legal:long", "en")).toBeTruthy();
		expect(find(d.warnings, "glossary_violation", "legal:brand", "id")?.message).toMatch(/Pasar/);
		expect(find(d.warnings, "unreviewed", "default:items", "id")?.message).toMatch(/machine/);
		expect(find(d.warnings, "unreviewed", "legal:privacy", "id")).toBeTruthy();
		expect(find(d.warnings, "unreviewed", "default:hello", "id")).toBeUndefined();
		expect(d.errors.every((e: object) => Object.keys(e).sort().join() === "key,locale,message,type")).toBe(true);
		expect(d.stats).toMatchObject({ keys: 9, locales: 2, errors: d.errors.length, warnings: d.warnings.length });
		expect(d.stats.byType.missing_key).toBe(d.errors.filter((e: { type: string }) => e.type === "missing_key").length);

		const clean = await locProject(key);
		await locLocales(key, clean.id, "id");
		const ck = await putKeys(key, clean.id, [{ name: "a", sourceText: "Pasar {n, number}" }]);
		await loc(key, "POST", "/glossary", { term: "pasar", projectId: clean.id, locale: "id", translation: "Pasar" });
		await putTranslations(key, [[ck["default:a"], "id", "Pasar {n, number}", "machine"]]);
		const c = (await loc(key, "GET", `/projects/${clean.id}/check`)).body.data;
		expect(c.ok).toBe(true);
		expect(c.errors).toEqual([]);
		expect(c.warnings).toEqual([
			{ type: "unreviewed", key: "default:a", locale: "id", message: "The machine value is not approved yet" },
		]);
	});
});
