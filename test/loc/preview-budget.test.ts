// The preview's global daily word budget (issue 24), in its own file: it spends the day's budget, and
// gives it back when done (files share a worker's storage: preview.test.ts may run next). Previews are
// global rows on shard 0 of DB_LOC (issue 38).
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { shardDb } from "../../src/platform/shards";
import { DEFAULT_PREVIEW_DAILY_WORDS } from "../../src/services/localization/preview/preview";
import { html, useFakeSite } from "../helpers/fake-site";
import { call, expectEnvelopeError } from "../helpers/http";

const site = useFakeSite();
const O = "https://budget.example";
site.pages[`${O}/`] = html("Ten", "<p>one two three four five six seven eight nine</p>").replace(
	"<title>Ten</title>",
	"<title>Ten</title>",
);
const today = () => new Date().toISOString().slice(0, 10);
const global = () => shardDb(env, "DB_LOC", 0);
const setUsed = (words: number) =>
	global()
		.prepare(
			"INSERT INTO preview_usage (day, words) VALUES (?1, ?2) ON CONFLICT (day) DO UPDATE SET words = excluded.words",
		)
		.bind(today(), words)
		.run();
const preview = () =>
	call("POST", "/loc/api/v1/public/preview", {
		body: { url: `${O}/`, targetLocale: "id" },
		headers: { "CF-Connecting-IP": crypto.randomUUID() },
	});
const used = async () =>
	(await global().prepare("SELECT words FROM preview_usage WHERE day = ?1").bind(today()).first<{ words: number }>())
		?.words ?? 0;

describe("PREVIEW_DAILY_WORDS", () => {
	it("racing previews never take the day over the budget; a spent day is 503 with Retry-After", async () => {
		const before = await used();
		// Each preview is 10 words (the title and 9 words); leave room for 3.
		await setUsed(DEFAULT_PREVIEW_DAILY_WORDS - 35);
		try {
			await spendTheDay();
		} finally {
			await setUsed(before);
		}
	});
});

/** Eight racing previews with room for three, then one more on the spent day. */
async function spendTheDay() {
	const all = await Promise.all(Array.from({ length: 8 }, preview));
	expect(all.filter((r) => r.status === 202).length).toBe(3);
	for (const r of all.filter((x) => x.status !== 202)) expectEnvelopeError(r, 503, "PREVIEW_BUDGET_EXHAUSTED");
	expect(await used()).toBe(DEFAULT_PREVIEW_DAILY_WORDS - 5);
	const spent = await preview();
	expectEnvelopeError(spent, 503, "PREVIEW_BUDGET_EXHAUSTED");
	const retry = Number(spent.headers.get("Retry-After"));
	expect(retry).toBeGreaterThan(0);
	expect(retry).toBeLessThanOrEqual(86_400);
	const made = global().prepare("SELECT COUNT(*) AS n FROM previews WHERE url = ?1").bind(`${O}/`);
	expect(await made.first<{ n: number }>()).toEqual({ n: 3 });
}
