import { describe, expect, it } from "vitest";
import type { Env } from "../../src/env";
import { updateLocale } from "../../src/services/localization/locales/store";
import { expectEnvelopeError } from "../helpers/http";
import { loc, locLocales, locProject, locWorkspace } from "../helpers/loc";
import { envOf, rowsOnShards } from "../helpers/shards";

const targets = async (projectId: string) =>
	rowsOnShards<{ tag: string; fallback: string | null }>(
		"DB_LOC",
		"SELECT tag, fallback FROM locales WHERE project_id = ? ORDER BY tag",
		projectId,
	);
const add = (key: string, id: string, body: unknown, h: Record<string, string> = {}) =>
	loc(key, "POST", `/projects/${id}/locales`, body, h);

describe("POST /projects/{id}/locales", () => {
	it("201: canonical tag, fallback the source by default, rtl from the script, enabled, stats", async () => {
		const { key } = await locWorkspace("scale");
		const p = await locProject(key);
		const r = await add(key, p.id, { tag: "PT-br" });
		expect(r.status, r.text).toBe(201);
		expect(r.body.data).toMatchObject({ tag: "pt-BR", fallback: "en", rtl: false, enabled: true });
		expect(r.body.data.stats).toEqual({ keyCount: 0, approved: 0, machine: 0, needsReview: 0, missing: 0 });
		expect((await add(key, p.id, { tag: "ar" })).body.data).toMatchObject({ tag: "ar", rtl: true });
		expect((await add(key, p.id, { tag: "he", rtl: false })).body.data.rtl).toBe(false);
		expect((await add(key, p.id, { tag: "de", rtl: true })).body.data.rtl).toBe(true);
		const chained = await add(key, p.id, { tag: "pt-PT", fallback: "pt-br" });
		expect(chained.body.data.fallback).toBe("pt-BR");
		// the source sent as a fallback is stored as the default (null)
		expect((await add(key, p.id, { tag: "fr", fallback: "EN" })).body.data.fallback).toBe("en");
		expect((await add(key, p.id, { tag: "fa", fallback: null })).body.data).toMatchObject({
			fallback: "en",
			rtl: true,
		});
		const stored = await targets(p.id);
		expect(stored.find((t) => t.tag === "fr")?.fallback).toBeNull();
		expect(stored.find((t) => t.tag === "pt-PT")?.fallback).toBe("pt-BR");
	});

	it("the source locale or an existing target (any case) is 409 CONFLICT", async () => {
		const { key } = await locWorkspace("scale");
		const p = await locProject(key, { sourceLocale: "id" });
		const src = await add(key, p.id, { tag: "ID" });
		expectEnvelopeError(src, 409, "CONFLICT");
		expect(src.body.error.param).toBe("tag");
		await locLocales(key, p.id, "en-US");
		expectEnvelopeError(await add(key, p.id, { tag: "en-us" }), 409, "CONFLICT");
		expect(await targets(p.id)).toHaveLength(1);
	});

	it("racing adds of one tag: one 201, the rest 409", async () => {
		const { key } = await locWorkspace("scale");
		const p = await locProject(key);
		const all = await Promise.all(Array.from({ length: 5 }, () => add(key, p.id, { tag: "ja" })));
		expect(all.filter((r) => r.status === 201)).toHaveLength(1);
		for (const r of all.filter((r) => r.status !== 201)) expectEnvelopeError(r, 409, "CONFLICT");
	});

	it("400 for malformed bodies, 422 for a fallback that is not a target or is the tag itself", async () => {
		const { key } = await locWorkspace("scale");
		const p = await locProject(key);
		for (const [body, param] of [
			[{}, "tag"],
			[{ tag: "" }, "tag"],
			[{ tag: "not a tag" }, "tag"],
			[{ tag: 5 }, "tag"],
			[{ tag: "de", fallback: "??" }, "fallback"],
			[{ tag: "de", rtl: "yes" }, "rtl"],
			[{ tag: "de", enabled: false }, "enabled"],
		] as const) {
			const r = await add(key, p.id, body);
			expectEnvelopeError(r, 400, "VALIDATION_ERROR");
			expect(r.body.error.param, JSON.stringify(body)).toBe(param);
		}
		for (const body of [
			{ tag: "de", fallback: "fr" },
			{ tag: "de", fallback: "DE" },
		]) {
			const r = await add(key, p.id, body);
			expectEnvelopeError(r, 422, "VALIDATION_ERROR");
			expect(r.body.error.param).toBe("fallback");
		}
		expect(await targets(p.id)).toEqual([]);
	});

	it("an Idempotency-Key replays the add; another body is 409 IDEMPOTENCY_KEY_IN_USE", async () => {
		const { key } = await locWorkspace("scale");
		const p = await locProject(key);
		const h = { "Idempotency-Key": `l-${crypto.randomUUID()}` };
		const a = await add(key, p.id, { tag: "ko" }, h);
		const b = await add(key, p.id, { tag: "ko" }, h);
		expect(b.status).toBe(201);
		expect(b.headers.get("idempotent-replayed")).toBe("true");
		expect(b.body.data).toEqual(a.body.data);
		expectEnvelopeError(await add(key, p.id, { tag: "th" }, h), 409, "IDEMPOTENCY_KEY_IN_USE");
		expect(await targets(p.id)).toHaveLength(1);
	});
});

describe("plan limits on target locales", () => {
	it("free: 2 targets per project; the third is 403 UPGRADE_REQUIRED and writes nothing", async () => {
		const { key } = await locWorkspace();
		const p = await locProject(key);
		await locLocales(key, p.id, "id", "ms");
		expectEnvelopeError(await add(key, p.id, { tag: "th" }), 403, "UPGRADE_REQUIRED");
		expect(await targets(p.id)).toHaveLength(2);
	});

	it("starter: 12 racing adds of different tags make exactly 5 targets", async () => {
		const { key } = await locWorkspace("starter");
		const p = await locProject(key);
		const tags = ["de", "fr", "es", "it", "nl", "sv", "da", "fi", "pl", "cs", "hu", "ro"];
		const all = await Promise.all(tags.map((tag) => add(key, p.id, { tag })));
		expect(all.filter((r) => r.status === 201)).toHaveLength(5);
		for (const r of all.filter((r) => r.status !== 201)) expectEnvelopeError(r, 403, "UPGRADE_REQUIRED");
		expect(await targets(p.id)).toHaveLength(5);
	});

	it("pro: no cap on targets", async () => {
		const { key } = await locWorkspace("pro");
		const p = await locProject(key);
		await locLocales(key, p.id, "de", "fr", "es", "it", "nl", "sv");
		expect(await targets(p.id)).toHaveLength(6);
	});
});

describe("PATCH /projects/{id}/locales/{tag}", () => {
	it("changes fallback, rtl and enabled; the path tag is taken in any case", async () => {
		const { key } = await locWorkspace("scale");
		const p = await locProject(key);
		await locLocales(key, p.id, "pt-PT", "pt-BR");
		const r = await loc(key, "PATCH", `/projects/${p.id}/locales/PT-br`, {
			fallback: "pt-pt",
			rtl: true,
			enabled: false,
		});
		expect(r.status, r.text).toBe(200);
		expect(r.body.data).toMatchObject({ tag: "pt-BR", fallback: "pt-PT", rtl: true, enabled: false });
		expect(r.body.data.stats).toBeDefined();
		const back = await loc(key, "PATCH", `/projects/${p.id}/locales/pt-BR`, { fallback: null, enabled: true });
		expect(back.body.data).toMatchObject({ fallback: "en", rtl: true, enabled: true });
		const toSource = await loc(key, "PATCH", `/projects/${p.id}/locales/pt-BR`, { fallback: "en" });
		expect(toSource.body.data.fallback).toBe("en");
		expect((await targets(p.id)).find((t) => t.tag === "pt-BR")?.fallback).toBeNull();
	});

	it("a cycle is 422 naming fallback; an unknown fallback is 422; an unknown tag 404", async () => {
		const { key } = await locWorkspace("scale");
		const p = await locProject(key);
		await add(key, p.id, { tag: "de" });
		await add(key, p.id, { tag: "de-AT", fallback: "de" });
		await add(key, p.id, { tag: "de-CH", fallback: "de-AT" });
		for (const fallback of ["de-CH", "de-AT", "de"]) {
			const r = await loc(key, "PATCH", `/projects/${p.id}/locales/de`, { fallback });
			expectEnvelopeError(r, 422, "VALIDATION_ERROR");
			expect(r.body.error.param).toBe("fallback");
		}
		expectEnvelopeError(
			await loc(key, "PATCH", `/projects/${p.id}/locales/de`, { fallback: "fr" }),
			422,
			"VALIDATION_ERROR",
		);
		expectEnvelopeError(await loc(key, "PATCH", `/projects/${p.id}/locales/fr`, { rtl: true }), 404, "NOT_FOUND");
		expectEnvelopeError(await loc(key, "PATCH", `/projects/${p.id}/locales/en`, { rtl: true }), 404, "NOT_FOUND");
		expectEnvelopeError(await loc(key, "PATCH", `/projects/${p.id}/locales/@@`, { rtl: true }), 404, "NOT_FOUND");
		for (const [body, param] of [
			[{ fallback: 7 }, "fallback"],
			[{ enabled: "no" }, "enabled"],
			[{ tag: "fr" }, "tag"],
		] as const) {
			const r = await loc(key, "PATCH", `/projects/${p.id}/locales/de`, body);
			expectEnvelopeError(r, 400, "VALIDATION_ERROR");
			expect(r.body.error.param).toBe(param);
		}
		expect(await targets(p.id)).toEqual([
			{ tag: "de", fallback: null },
			{ tag: "de-AT", fallback: "de" },
			{ tag: "de-CH", fallback: "de-AT" },
		]);
	});

	it("racing PATCHes that would close a loop together: at most one wins, and no cycle is stored", async () => {
		const { key } = await locWorkspace("scale");
		const p = await locProject(key);
		await locLocales(key, p.id, "de", "fr", "es");
		for (let round = 0; round < 3; round++) {
			const all = await Promise.all([
				loc(key, "PATCH", `/projects/${p.id}/locales/de`, { fallback: "fr" }),
				loc(key, "PATCH", `/projects/${p.id}/locales/fr`, { fallback: "es" }),
				loc(key, "PATCH", `/projects/${p.id}/locales/es`, { fallback: "de" }),
			]);
			expect(all.filter((r) => r.status === 200).length).toBeLessThanOrEqual(2);
			for (const r of all.filter((r) => r.status !== 200)) expectEnvelopeError(r, 422, "VALIDATION_ERROR");
			const edges = new Map((await targets(p.id)).map((t) => [t.tag, t.fallback]));
			for (const start of edges.keys()) {
				const seen = new Set<string>();
				for (let at: string | null | undefined = start; at; at = edges.get(at)) {
					expect(seen.has(at)).toBe(false);
					seen.add(at);
				}
			}
			// reset for the next round
			for (const t of ["de", "fr", "es"]) await loc(key, "PATCH", `/projects/${p.id}/locales/${t}`, { fallback: null });
		}
	});
});

describe("the UPDATE's own cycle guard (what a racing PATCH meets after the JS check passed)", () => {
	it("refuses a fallback whose chain leads back to the tag, and writes it otherwise", async () => {
		const { ws, key } = await locWorkspace("scale");
		const p = await locProject(key);
		await locLocales(key, p.id, "de", "fr", "es");
		await loc(key, "PATCH", `/projects/${p.id}/locales/fr`, { fallback: "de" });
		await loc(key, "PATCH", `/projects/${p.id}/locales/es`, { fallback: "fr" });
		const e = await envOf<Env>(ws);
		expect(await updateLocale(e, p.id, "de", { fallback: "es", updatedAt: Date.now() })).toBeNull();
		expect(await updateLocale(e, p.id, "de", { fallback: "de", updatedAt: Date.now() })).toBeNull();
		expect((await targets(p.id)).find((t) => t.tag === "de")?.fallback).toBeNull();
		expect(await updateLocale(e, p.id, "fr", { fallback: "es", updatedAt: Date.now() })).toBeNull();
		expect((await updateLocale(e, p.id, "es", { fallback: "de", updatedAt: Date.now() }))?.fallback).toBe("de");
	});
});

describe("GET /projects/{id}/locales", () => {
	it("entries newest first with settings and stats, paged by limit and cursor", async () => {
		const { key } = await locWorkspace("scale");
		const p = await locProject(key);
		await locLocales(key, p.id, "de", "fr", "es");
		const all = await loc(key, "GET", `/projects/${p.id}/locales`);
		expect(all.status, all.text).toBe(200);
		expect(all.body.data.map((l: { tag: string }) => l.tag)).toEqual(["es", "fr", "de"]);
		expect(all.body.data[0]).toMatchObject({ fallback: "en", rtl: false, enabled: true, stats: { keyCount: 0 } });
		expect(all.body.meta).toMatchObject({ cursor: null, hasMore: false });
		const p1 = await loc(key, "GET", `/projects/${p.id}/locales?limit=2`);
		expect(p1.body.data.map((l: { tag: string }) => l.tag)).toEqual(["es", "fr"]);
		expect(p1.body.meta.hasMore).toBe(true);
		const p2 = await loc(key, "GET", `/projects/${p.id}/locales?limit=2&cursor=${p1.body.meta.cursor}`);
		expect(p2.body.data.map((l: { tag: string }) => l.tag)).toEqual(["de"]);
		expect(p2.body.meta).toMatchObject({ cursor: null, hasMore: false });
		// a cursor is bound to its project
		const other = await locProject(key);
		expectEnvelopeError(
			await loc(key, "GET", `/projects/${other.id}/locales?cursor=${p1.body.meta.cursor}`),
			400,
			"VALIDATION_ERROR",
		);
	});
});
