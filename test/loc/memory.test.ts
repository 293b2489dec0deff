import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import {
	fold,
	lengthWindow,
	MIN_SIMILARITY,
	minShared,
	normalise,
	similarity,
	trigrams,
} from "../../src/services/localization/memory/domain";
import { upsertMemory, upsertMemoryStatements } from "../../src/services/localization/memory/store";
import { call, expectEnvelopeError } from "../helpers/http";
import { loc, locWorkspace } from "../helpers/loc";
import { dbOf, envOf, rowsOnShards } from "../helpers/shards";

let me: { ws: string; key: string };
let other: { ws: string; key: string };
let clock = Date.UTC(2025, 0, 1);

const seed = (ws: string, source: string, target: string, targetLocale = "fr", sourceLocale = "en") =>
	envOf(ws).then((e) => upsertMemory(e, { accountId: ws, sourceLocale, targetLocale, source, target, now: ++clock }));
const suggest = (key: string, text: string, target = "fr") =>
	loc(key, "GET", `/tm/suggest?text=${encodeURIComponent(text)}&target=${encodeURIComponent(target)}`);
const search = (key: string, q: string, target = "fr") =>
	loc(key, "GET", `/tm/search?q=${encodeURIComponent(q)}&target=${encodeURIComponent(target)}`);
const rowsOf = (ws: string, target = "fr") =>
	rowsOnShards<{
		id: string;
		source: string;
		target: string;
		source_locale: string;
		length: number;
		created_at: number;
	}>("DB_LOC", "SELECT * FROM memory WHERE account_id = ? AND target_locale = ?", ws, target);

beforeAll(async () => {
	me = await locWorkspace();
	other = await locWorkspace();
});

describe("OpenAPI", () => {
	it("/loc/openapi.json lists the memory, glossary and review routes", async () => {
		const doc = await call("GET", "/loc/openapi.json");
		expect(doc.status).toBe(200);
		for (const [path, method] of [
			["/api/v1/tm/suggest", "get"],
			["/api/v1/tm/search", "get"],
			["/api/v1/glossary", "post"],
			["/api/v1/glossary", "get"],
			["/api/v1/glossary/{id}", "delete"],
			["/api/v1/projects/{id}/review-queue", "get"],
			["/api/v1/translations/{id}/approve", "post"],
			["/api/v1/translations/{id}/reject", "post"],
		])
			expect(doc.body.paths[path], `${method} ${path}`).toHaveProperty(method);
		const params = doc.body.paths["/api/v1/tm/suggest"].get.parameters.map((p: { name: string }) => p.name);
		expect(params.sort()).toEqual(["target", "text"]);
	});
});

describe("memory upsert", () => {
	it("one row per (account, target, normalised source): the id and createdAt kept, target and updatedAt moved, trigrams replaced", async () => {
		const { ws } = await locWorkspace();
		await seed(ws, "Save  file", "Enregistrer");
		const [first] = await rowsOf(ws);
		await seed(ws, " Save file\n", "Enregistrer le fichier", "fr", "en-GB");
		const rows = await rowsOf(ws);
		expect(rows).toHaveLength(1);
		expect(rows[0]).toMatchObject({
			id: first.id,
			created_at: first.created_at,
			source: "Save file",
			target: "Enregistrer le fichier",
			source_locale: "en-GB",
			length: 9,
		});
		expect(first.id).toMatch(/^tm_[0-9A-Z]{26}$/);
		const grams = await rowsOnShards<{ trigram: string }>(
			"DB_LOC",
			"SELECT trigram FROM memory_trigrams WHERE memory_id = ? ORDER BY trigram",
			first.id,
		);
		expect(grams.map((g) => g.trigram)).toEqual(trigrams("Save file").sort());
		// Case is part of the key; another target locale is another entry.
		await seed(ws, "save file", "x");
		await seed(ws, "Save file", "Guardar", "es");
		expect(await rowsOf(ws)).toHaveLength(2);
		expect(await rowsOf(ws, "es")).toHaveLength(1);
	});

	it("a `when` guard that does not hold writes nothing (an approval that lost its race)", async () => {
		const { ws } = await locWorkspace();
		const m = { accountId: ws, sourceLocale: "en", targetLocale: "fr", source: "Hello", target: "Bonjour", now: 1 };
		const placed = await envOf(ws);
		await placed.DB_LOC.batch(await upsertMemoryStatements(placed, { ...m, when: { sql: "? = ?", binds: [1, 2] } }));
		expect(await rowsOf(ws)).toHaveLength(0);
		await placed.DB_LOC.batch(await upsertMemoryStatements(placed, { ...m, when: { sql: "? = ?", binds: [3, 3] } }));
		expect(await rowsOf(ws)).toHaveLength(1);
	});
});

describe("GET /tm/suggest", () => {
	it("exact by normalised source, fuzzy ≥ 0.75 best first (ties by source), the exact one left out", async () => {
		const { ws, key } = await locWorkspace();
		for (const [s, t] of [
			["Save file", "Enregistrer le fichier"],
			["save file", "enregistrer le fichier"],
			["Save files", "Enregistrer les fichiers"],
			["Save fil", "Enregistrer fich"],
			["Bave file", "b"],
			["Aave file", "a"],
			["Zave file", "z"],
			["Save the file", "Enregistrer ce fichier"],
			["Delete", "Supprimer"],
		])
			await seed(ws, s, t);
		const r = await suggest(key, "  Save\tfile ");
		expect(r.status).toBe(200);
		expect(r.body.data.exact).toMatchObject({
			source: "Save file",
			target: "Enregistrer le fichier",
			sourceLocale: "en",
			targetLocale: "fr",
		});
		expect(r.body.data.exact.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
		expect(r.body.data.fuzzy.map((f: { source: string; similarity: number }) => [f.source, f.similarity])).toEqual([
			["save file", 1],
			["Save files", 0.9],
			["Aave file", 1 - 1 / 9],
			["Bave file", 1 - 1 / 9],
			["Save fil", 1 - 1 / 9],
		]);
		expect(Object.keys(r.body.data.fuzzy[0]).sort()).toEqual(["id", "similarity", "source", "sourceLocale", "target"]);
		const none = await suggest(key, "Completely different");
		expect(none.body.data).toEqual({ exact: null, fuzzy: [] });
	});

	it("is account-wide and per target: another account's or another locale's memory never appears", async () => {
		const { ws, key } = await locWorkspace();
		await seed(ws, "Open the door", "Ouvrir la porte");
		await seed(other.ws, "Open the door", "SECRET");
		await seed(other.ws, "Open the doors", "SECRET");
		await seed(ws, "Open the doors", "Abrir", "es");
		const r = await suggest(key, "Open the door");
		expect(r.body.data.exact.target).toBe("Ouvrir la porte");
		expect(r.body.data.fuzzy).toEqual([]);
		expect((await search(key, "door")).body.data.map((e: { target: string }) => e.target)).toEqual(["Ouvrir la porte"]);
		expect((await suggest(other.key, "Open the door")).body.data.exact.target).toBe("SECRET");
	});

	it("canonicalises target; missing or blank text and a bad tag → 400 naming the field; no key → 401", async () => {
		await seed(me.ws, "Canonical target", "ok", "pt-BR");
		expect((await suggest(me.key, "Canonical target", "PT-br")).body.data.exact.target).toBe("ok");
		expectEnvelopeError(await loc(me.key, "GET", "/tm/suggest?target=fr"), 400, "VALIDATION_ERROR");
		const blank = await suggest(me.key, "   ");
		expectEnvelopeError(blank, 400, "VALIDATION_ERROR");
		expect(blank.body.error.param).toBe("text");
		const tag = await suggest(me.key, "x", "not a tag!");
		expectEnvelopeError(tag, 400, "VALIDATION_ERROR");
		expect(tag.body.error.param).toBe("target");
		expectEnvelopeError(await suggest(me.key, "x".repeat(10_001)), 400, "VALIDATION_ERROR");
		expectEnvelopeError(await call("GET", "/loc/api/v1/tm/suggest?text=x&target=fr"), 401, "AUTH_REQUIRED");
	});

	it("a repetitive text (shared-trigram bound 0) still finds its near matches through the length window", async () => {
		const { ws, key } = await locWorkspace();
		const text = "ha ha ha ha";
		expect(minShared(trigrams(text).length, 11, lengthWindow(11).max)).toBeLessThan(1);
		await seed(ws, "ha ha ha ha!", "lol");
		await seed(ws, "ha ha ha ah", "mdr");
		await seed(ws, "ha ha ha ha ha ha", "trop long");
		const r = await suggest(key, text);
		expect(r.body.data.fuzzy.map((f: { source: string }) => f.source)).toEqual(["ha ha ha ha!", "ha ha ha ah"]);
	});

	it("long texts (10,000 characters) match exactly and fuzzily", async () => {
		const { ws, key } = await locWorkspace();
		const words = Array.from({ length: 2000 }, (_, i) => `w${(i * 7919) % 1000}`).join(" ");
		const long = words.slice(0, 10_000);
		await seed(ws, long, "long");
		const edited = `${long.slice(0, 9_200)}${"x".repeat(800)}`;
		await seed(ws, edited, "edited");
		const started = Date.now();
		const r = await suggest(key, long);
		expect(r.body.data.exact.target).toBe("long");
		expect(r.body.data.fuzzy.map((f: { target: string; similarity: number }) => [f.target, f.similarity])).toEqual([
			["edited", similarity(long, edited)],
		]);
		expect(Date.now() - started).toBeLessThan(10_000);
	});
});

describe("GET /tm/search", () => {
	it("source or target containing q in any case, newest first, at most 50", async () => {
		const { ws, key } = await locWorkspace();
		await seed(ws, "Über uns", "À propos");
		await seed(ws, "About ÜBER", "über");
		await seed(ws, "Price * 2?", "Prix");
		await seed(ws, "Nothing", "Rien");
		const r = await search(key, "über");
		expect(r.status).toBe(200);
		expect(r.body.data.map((e: { source: string }) => e.source)).toEqual(["About ÜBER", "Über uns"]);
		expect(Object.keys(r.body.data[0]).sort()).toEqual(
			["createdAt", "id", "source", "sourceLocale", "target", "targetLocale", "updatedAt"].sort(),
		);
		expect((await search(key, "à PROPOS")).body.data).toHaveLength(1);
		expect((await search(key, "* 2?")).body.data.map((e: { target: string }) => e.target)).toEqual(["Prix"]);
		expect((await search(key, "e * 3")).body.data).toEqual([]);
		const placed = await envOf(ws);
		await placed.DB_LOC.batch(
			(
				await Promise.all(
					Array.from({ length: 60 }, (_, i) =>
						upsertMemoryStatements(placed, {
							accountId: ws,
							sourceLocale: "en",
							targetLocale: "fr",
							source: `Bulk row ${i}`,
							target: `Ligne ${i}`,
							now: ++clock,
						}),
					),
				)
			).flat(),
		);
		const bulk = await search(key, "bulk ROW");
		expect(bulk.body.data).toHaveLength(50);
		expect(bulk.body.data[0].source).toBe("Bulk row 59");
		expectEnvelopeError(await search(key, "  "), 400, "VALIDATION_ERROR");
		expectEnvelopeError(await loc(key, "GET", "/tm/search?q=x"), 400, "VALIDATION_ERROR");
	});
});

describe("suggest's fuzzy list equals a brute-force scan of every row (property)", () => {
	// Sources are a base text with a few edits (near-duplicates above 0.75) or unrelated ones; the
	// small alphabet makes repetitive texts too, so both pre-selection paths are exercised.
	const unit = fc.constantFrom("a", "b", "c", "d", " ", "E", "é");
	const base = fc.oneof(
		fc.string({ unit, minLength: 1, maxLength: 16 }),
		fc.string({ unit: fc.constantFrom("a", "b", " "), minLength: 8, maxLength: 16 }),
	);
	const edit = (s: string) =>
		fc.array(fc.tuple(fc.nat(30), unit, fc.constantFrom(0, 1, 2)), { maxLength: 4 }).map((edits) => {
			const cps = Array.from(s);
			for (const [at, ch, op] of edits) {
				const i = cps.length ? at % cps.length : 0;
				if (op === 0) cps.splice(i, 0, ch);
				else if (op === 1) cps.splice(i, 1);
				else cps[i] = ch;
			}
			return cps.join("");
		});
	const world = base.chain((b) =>
		fc.record({
			query: fc.oneof(fc.constant(b), edit(b)),
			sources: fc.array(fc.oneof(edit(b), edit(b), base), { maxLength: 25 }),
		}),
	);

	it("same scores, order and cut at 5; the exact match by normalised source", async () => {
		const { ws, key } = await locWorkspace();
		const paths = { trigrams: 0, window: 0 };
		await fc.assert(
			fc.asyncProperty(world, async ({ query, sources }) => {
				fc.pre(normalise(query) !== "");
				await (await dbOf("DB_LOC", ws)).batch([
					(await dbOf("DB_LOC", ws)).prepare("DELETE FROM memory WHERE account_id = ?").bind(ws),
					(await dbOf("DB_LOC", ws)).prepare("DELETE FROM memory_trigrams WHERE account_id = ?").bind(ws),
				]);
				const placed = await envOf(ws);
				const stmts = await Promise.all(
					sources.map((source, i) =>
						upsertMemoryStatements(placed, {
							accountId: ws,
							sourceLocale: "en",
							targetLocale: "fr",
							source,
							target: `t${i}`,
							now: ++clock,
						}),
					),
				);
				if (stmts.length) await placed.DB_LOC.batch(stmts.flat());
				const len = fold(query).length;
				paths[minShared(trigrams(query).length, len, lengthWindow(len).max) >= 1 ? "trigrams" : "window"]++;

				const rows = await rowsOf(ws);
				const exact = rows.find((r) => normalise(r.source) === normalise(query)) ?? null;
				const brute = rows
					.filter((r) => r !== exact)
					.map((r) => ({ source: r.source, target: r.target, similarity: similarity(query, r.source) }))
					.filter((r) => r.similarity >= MIN_SIMILARITY)
					.sort((a, b) => b.similarity - a.similarity || (a.source < b.source ? -1 : a.source > b.source ? 1 : 0))
					.slice(0, 5);

				const r = await suggest(key, query);
				expect(r.status).toBe(200);
				expect(r.body.data.exact?.target ?? null).toBe(exact?.target ?? null);
				expect(
					r.body.data.fuzzy.map((f: { source: string; target: string; similarity: number }) => ({
						source: f.source,
						target: f.target,
						similarity: f.similarity,
					})),
				).toEqual(brute);
			}),
			{ numRuns: 120 },
		);
		expect(paths.trigrams).toBeGreaterThan(10);
		expect(paths.window).toBeGreaterThan(0);
	});
});
