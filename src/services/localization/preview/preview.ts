// POST /public/preview and GET /public/preview/{id} (issue 24): anyone may see a page of theirs
// translated before signing up. The page is fetched and extracted at once (the crawl's rules), the
// first strings are taken in page order (≤ 40 strings, ≤ 500 words), their words reserved against a
// global daily budget, and the translation runs on the tasks queue. 30 a minute per IP (extension).
import { type Env, isDevelopment } from "../../../env";
import { ApiError } from "../../../platform/errors";
import { newId } from "../../../platform/ids";
import { consumeRate, rateLimited } from "../../../platform/ratelimit";
import { shardIndexOf } from "../../../platform/shards";
import { checkPublicUrl } from "../../../platform/webhooks/url";
import { invalidUrl, notFound } from "../context";
import { extractPage } from "../crawl/extract";
import { icuLiteral } from "../icu";
import { fetchPage } from "../integrations/web";
import { countWords } from "../jobs/words";
import { canonicalTag } from "../projects";
import { insertPreview, type PreviewRow, previewOf, prunePreviews, wordsOn } from "./store";

export const PREVIEW_KIND = "loc.preview";
export const MAX_PREVIEW_STRINGS = 40;
export const MAX_PREVIEW_WORDS = 500;
export const PREVIEW_RATE_PER_MINUTE = 30;
export const DEFAULT_PREVIEW_DAILY_WORDS = 200_000;
/** Seconds a client should wait before polling a running preview again. */
export const POLL_SECONDS = 3;

export interface PreviewMessage {
	kind: typeof PREVIEW_KIND;
	previewId: string;
}
export type SendPreview = (m: PreviewMessage) => Promise<void>;
const queuePreview =
	(env: Env): SendPreview =>
	async (m) => {
		await env.TASKS.send(m);
	};

export const dailyWords = (env: Env) => {
	const n = Number(env.PREVIEW_DAILY_WORDS ?? DEFAULT_PREVIEW_DAILY_WORDS);
	return Number.isFinite(n) && n >= 0 ? Math.trunc(n) : DEFAULT_PREVIEW_DAILY_WORDS;
};

const utcDay = (t: number) => new Date(t).toISOString().slice(0, 10);

function budgetExhausted(now: number) {
	const midnight = Date.UTC(
		new Date(now).getUTCFullYear(),
		new Date(now).getUTCMonth(),
		new Date(now).getUTCDate() + 1,
	);
	const retry = Math.max(1, Math.ceil((midnight - now) / 1000));
	return new ApiError(
		503,
		"preview_budget_exhausted",
		"Today's preview word budget is spent; previews start again at 00:00 UTC",
		undefined,
		{ "Retry-After": String(retry) },
	);
}

/** The strings a preview takes: page order, at most 40 strings and 500 words. */
export function takeStrings(strings: string[], locale: string) {
	const taken: string[] = [];
	let words = 0;
	for (const s of strings) {
		if (taken.length >= MAX_PREVIEW_STRINGS) break;
		const w = countWords(icuLiteral(s), locale);
		if (words + w > MAX_PREVIEW_WORDS) break;
		taken.push(s);
		words += w;
	}
	return { taken, words };
}

/** The page's text, or the 422 that says why there is none. */
async function pageStrings(env: Env, url: string) {
	const development = isDevelopment(env);
	const page = await fetchPage(url, { check: (u) => checkPublicUrl(u, development) });
	if (!page.ok && page.kind === "invalid_url") throw invalidUrl(page.message);
	if (!page.ok && page.kind === "not_html")
		throw new ApiError(422, "no_text", `The page has no translatable text: ${page.message}`, "url");
	if (!page.ok) throw new ApiError(422, "fetch_failed", `The page could not be fetched: ${page.message}`, "url");
	const found = await extractPage(page.html, page.url);
	if (!found.strings.length) throw new ApiError(422, "no_text", "The page has no translatable text", "url");
	return { strings: found.strings, lang: found.lang ? canonicalTag(found.lang) : null };
}

export async function startPreview(
	env: Env,
	ip: string,
	body: { url: string; targetLocale: string },
	send: SendPreview = queuePreview(env),
) {
	const rate = await consumeRate(env, `loc-preview:${ip}`, PREVIEW_RATE_PER_MINUTE);
	if (rate && !rate.allowed) throw rateLimited(rate);
	const why = checkPublicUrl(body.url, isDevelopment(env));
	if (why) throw invalidUrl(why);
	const now = Date.now();
	const cap = dailyWords(env);
	if ((await wordsOn(env, utcDay(now))) >= cap) throw budgetExhausted(now);
	const { strings, lang } = await pageStrings(env, body.url);
	const { taken, words } = takeStrings(strings, lang ?? "en");
	if (!taken.length)
		throw new ApiError(422, "no_text", "The page's first string is longer than a preview allows", "url");
	const row: PreviewRow = {
		id: newId("tj_", now),
		url: body.url,
		targetLocale: body.targetLocale,
		sourceLocale: lang,
		status: "running",
		strings: JSON.stringify(taken),
		pairs: null,
		words,
		day: utcDay(now),
		error: null,
		createdAt: now,
		finishedAt: null,
	};
	if (!(await insertPreview(env, row, cap))) throw budgetExhausted(now);
	await send({ kind: PREVIEW_KIND, previewId: row.id });
	return {
		previewId: row.id,
		url: row.url,
		targetLocale: row.targetLocale,
		stringsOnPage: strings.length,
		previewedWords: words,
	};
}

/** GET /public/preview/{id}: running, done with its pairs, or failed with its error. */
export async function getPreview(env: Env, id: string) {
	const p = await previewOf(env, id);
	if (!p) throw notFound("preview");
	if (p.status === "running") return { status: "running" as const };
	if (p.status === "failed") return { status: "failed" as const, error: p.error ?? "The preview failed" };
	return {
		status: "done" as const,
		url: p.url,
		targetLocale: p.targetLocale,
		pairs: JSON.parse(p.pairs ?? "[]") as Array<{ original: string; translated: string }>,
	};
}

/**
 * Minute tick: previews are kept 7 days, daily usage rows 2 days. The cron runs it once per DB_LOC
 * shard; previews are global rows on shard 0 (store.ts), so only shard 0's run prunes.
 */
export const prunePreviewsTick = async (now: number, env: Env) => {
	if (shardIndexOf(env, "DB_LOC") !== 0) return;
	await prunePreviews(env, now - 7 * 86_400_000, utcDay(now - 86_400_000));
};
