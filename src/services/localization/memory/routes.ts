import { createRoute, z } from "@hono/zod-openapi";
import { router } from "../../../platform/app";
import { ok } from "../../../platform/envelope";
import { jsonResponse } from "../../../platform/openapi";
import { locErrors, scopeOf } from "../context";
import { LocaleTag } from "../projects";
import { CANDIDATE_CAP } from "./domain";
import { SEARCH_LIMIT, search, suggest } from "./suggest";

const app = router();

const Entry = z
	.object({
		id: z.string().openapi({ example: "tm_01JB4X6N0ZQ8K3C9W2T5V7R1MD" }),
		source: z.string().openapi({ description: "The normalised source (NFC, trimmed, whitespace runs as one space)" }),
		target: z.string().openapi({ description: "The approved translation of the source" }),
		sourceLocale: z.string().openapi({ description: "Locale of the source text" }),
		targetLocale: z.string().openapi({ description: "Locale of the target text" }),
		createdAt: z.string(),
		updatedAt: z.string(),
	})
	.openapi("LocMemoryEntry");

const Fuzzy = z
	.object({
		id: z.string(),
		source: z.string().openapi({ description: "The entry's normalised source text" }),
		target: z.string().openapi({ description: "The approved translation of that source" }),
		sourceLocale: z.string().openapi({ description: "Locale of the source text" }),
		similarity: z.number().openapi({ description: "1 − levenshtein / max length, lower-cased normalised text" }),
	})
	.openapi("LocMemoryFuzzy");

const Suggestion = z
	.object({
		exact: Entry.nullable().openapi({ description: "The entry with exactly this normalised source; null if none" }),
		fuzzy: z.array(Fuzzy).openapi({ description: "Up to 5 near matches (similarity ≥ 0.75), best first" }),
	})
	.openapi("LocMemorySuggestion");

const Target = LocaleTag.openapi({ description: "Target locale (BCP-47, canonicalised)", example: "fr" });

app.openapi(
	createRoute({
		method: "get",
		path: "/api/v1/tm/suggest",
		summary: "Memory matches for a source text: exact, and up to 5 fuzzy (similarity ≥ 0.75)",
		description: `Memory is account-wide (fed by every approval, whatever the project). exact: the entry whose normalised source (NFC, trimmed, whitespace runs as one space) is the text's, by SHA-256. fuzzy: the others with similarity = 1 − levenshtein / max length (code points, lower-cased normalised text) ≥ 0.75, best first, ties by source; SQL pre-selects by length and shared trigrams and at most ${CANDIDATE_CAP} candidates are scored (fewer for texts over ~700 characters).`,
		request: { query: z.object({ text: z.string().min(1).max(10_000), target: Target }) },
		responses: { 200: jsonResponse(Suggestion, "Matches"), ...locErrors() },
	}),
	async (c) => {
		const q = c.req.valid("query");
		return ok(c, await suggest(c.env, scopeOf(c), q.text, q.target));
	},
);

app.openapi(
	createRoute({
		method: "get",
		path: "/api/v1/tm/search",
		summary: `Memory entries whose source or target contains q, in any case (at most ${SEARCH_LIMIT})`,
		description: "Most recently updated first; q is normalised like a source (whitespace runs as one space).",
		request: { query: z.object({ q: z.string().min(1).max(200), target: Target }) },
		responses: { 200: jsonResponse(z.array(Entry), "Entries"), ...locErrors() },
	}),
	async (c) => {
		const q = c.req.valid("query");
		return ok(c, await search(c.env, scopeOf(c), q.q, q.target));
	},
);

export default app;
