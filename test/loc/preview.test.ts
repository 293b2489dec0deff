// The public instant preview (issue 24): POST /public/preview and GET /public/preview/{id} through the
// Worker entry (no auth, CORS-open), every error code, the per-IP limit, and the consumer's failure.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { MtError } from "../../src/services/localization/integrations/deepl";
import { fetchPage } from "../../src/services/localization/integrations/web";
import { previewHandler } from "../../src/services/localization/preview/run";
import { fakeSite, html, useFakeSite } from "../helpers/fake-site";
import { call, expectEnvelopeError } from "../helpers/http";
import { fakeJob, sleep } from "../helpers/webhooks";

const site = useFakeSite();
const O = `https://preview-${crypto.randomUUID().slice(0, 8)}.example`;
const ip = () => `203.0.113.${Math.floor(Math.random() * 250)}-${crypto.randomUUID().slice(0, 6)}`;
const preview = (body: unknown, from = ip()) =>
	call("POST", "/loc/api/v1/public/preview", { body, headers: { "CF-Connecting-IP": from } });
const state = (id: string) => call("GET", `/loc/api/v1/public/preview/${id}`);

site.pages[`${O}/`] = html("Toko Batik", `<h1>Fresh batik every day</h1><p>Buy <b>now</b></p><code>npm i</code>`, "en");
site.pages[`${O}/many`] = html("Many", Array.from({ length: 60 }, (_, i) => `<p>Short line ${i}</p>`).join(""));
site.pages[`${O}/wordy`] = html("W", Array.from({ length: 8 }, (_, i) => `<p>${`word${i} `.repeat(100)}</p>`).join(""));
site.pages[`${O}/empty`] = html("", "<p>123 456</p><script>var a = 'text';</script>").replace("<title></title>", "");
site.pages[`${O}/image`] = { body: "GIF89a", type: "image/gif" };
site.pages[`${O}/500`] = { status: 500 };
site.pages[`${O}/down`] = { fails: true };
site.pages[`${O}/to-private`] = { status: 302, location: "http://10.0.0.1/admin" };

async function done(id: string) {
	for (let i = 0; i < 200; i++) {
		const r = await state(id);
		if (r.body.data.status !== "running") return r;
		expect(r.headers.get("Retry-After")).toBe("3");
		await sleep(100);
	}
	throw new Error("preview still running");
}

describe("POST /public/preview", () => {
	it("202 at once, then done with pairs in page order (no auth, CORS-open)", async () => {
		const r = await preview({ url: `${O}/`, targetLocale: "ID" });
		expect(r.status, r.text).toBe(202);
		expect(r.headers.get("Access-Control-Allow-Origin")).toBe("*");
		expect(r.body.data).toMatchObject({ url: `${O}/`, targetLocale: "id", stringsOnPage: 4, previewedWords: 8 });
		expect(r.body.data.previewId).toMatch(/^tj_/);
		const d = await done(r.body.data.previewId);
		expect(d.headers.get("Access-Control-Allow-Origin")).toBe("*");
		expect(d.body.data).toEqual({
			status: "done",
			url: `${O}/`,
			targetLocale: "id",
			pairs: [
				{ original: "Toko Batik", translated: "⟦Toko⟧ ⟦Batik⟧" },
				{ original: "Fresh batik every day", translated: "⟦Fresh⟧ ⟦batik⟧ ⟦every⟧ ⟦day⟧" },
				{ original: "Buy", translated: "⟦Buy⟧" },
				{ original: "now", translated: "⟦now⟧" },
			],
		});
	});

	it("takes at most 40 strings and 500 words", async () => {
		const many = await preview({ url: `${O}/many`, targetLocale: "id" });
		expect(many.body.data).toMatchObject({ stringsOnPage: 61, previewedWords: 1 + 39 * 3 });
		expect((await done(many.body.data.previewId)).body.data.pairs).toHaveLength(40);
		const wordy = await preview({ url: `${O}/wordy`, targetLocale: "id" });
		expect(wordy.body.data).toMatchObject({ stringsOnPage: 9, previewedWords: 401 });
	});

	it("422 INVALID_URL for URLs it will not fetch, redirects included", async () => {
		for (const url of [
			"ftp://toko.example/",
			"https://user:pw@toko.example/",
			"http://10.0.0.5/",
			"http://169.254.169.254/latest/meta-data",
			"http://[fe80::1]/",
			"not a url",
			`${O}/to-private`,
		]) {
			const r = await preview({ url, targetLocale: "id" });
			expectEnvelopeError(r, 422, "INVALID_URL");
			expect(r.headers.get("Access-Control-Allow-Origin")).toBe("*");
		}
	});

	it("422 FETCH_FAILED, NO_TEXT; 400 VALIDATION_ERROR", async () => {
		expectEnvelopeError(await preview({ url: `${O}/500`, targetLocale: "id" }), 422, "FETCH_FAILED");
		expectEnvelopeError(await preview({ url: `${O}/down`, targetLocale: "id" }), 422, "FETCH_FAILED");
		expectEnvelopeError(await preview({ url: `${O}/missing`, targetLocale: "id" }), 422, "FETCH_FAILED");
		expectEnvelopeError(await preview({ url: `${O}/image`, targetLocale: "id" }), 422, "NO_TEXT");
		expectEnvelopeError(await preview({ url: `${O}/empty`, targetLocale: "id" }), 422, "NO_TEXT");
		expectEnvelopeError(await preview({ url: `${O}/`, targetLocale: "not a tag!" }), 400, "VALIDATION_ERROR");
		expectEnvelopeError(await preview({ url: `${O}/`, targetLocale: "id", extra: 1 }), 400, "VALIDATION_ERROR");
		expectEnvelopeError(await preview({ targetLocale: "id" }), 400, "VALIDATION_ERROR");
	});

	it("30 a minute per IP, then 429 RATE_LIMITED with Retry-After", async () => {
		const from = ip();
		const all = await Promise.all(
			Array.from({ length: 30 }, () => preview({ url: "ftp://x.example/", targetLocale: "id" }, from)),
		);
		expect(all.every((r) => r.status === 422)).toBe(true);
		const over = await preview({ url: `${O}/`, targetLocale: "id" }, from);
		expectEnvelopeError(over, 429, "RATE_LIMITED");
		expect(Number(over.headers.get("Retry-After"))).toBeGreaterThan(0);
		expect((await preview({ url: "ftp://x.example/", targetLocale: "id" }, ip())).status).toBe(422);
	});

	it("answers the preflight", async () => {
		const r = await call("OPTIONS", "/loc/api/v1/public/preview", { headers: { Origin: "https://a.example" } });
		expect(r.status).toBe(204);
		expect(r.headers.get("Access-Control-Allow-Methods")).toContain("POST");
		expect(r.headers.get("Access-Control-Allow-Origin")).toBe("*");
	});
});

describe("GET /public/preview/{id}", () => {
	it("unknown → 404 NOT_FOUND", async () => {
		expectEnvelopeError(await state("tj_01JB4X6N0ZQ8K3C9W2T5V7R1MD"), 404, "NOT_FOUND");
	});

	it("a provider that refuses fails the preview with a readable error; 429 retries", async () => {
		const now = Date.now();
		await env.DB_LOC.prepare(
			`INSERT INTO previews (id, url, target_locale, source_locale, status, strings, pairs, words, day, error, created_at, finished_at)
			 VALUES ('tj_failing', 'https://x.example/', 'id', 'en', 'running', '["Hello"]', NULL, 1, '2026-01-01', NULL, ?1, NULL)`,
		)
			.bind(now)
			.run();
		const limited = fakeJob({ kind: "loc.preview", previewId: "tj_failing" });
		const throttled = {
			provider: "deepl" as const,
			translate: async () => Promise.reject(new MtError("rate_limited", "slow down", 429, 7)),
		};
		await previewHandler(() => throttled)(limited.job, env, {} as ExecutionContext);
		expect(limited.retries).toEqual([7]);
		expect((await state("tj_failing")).body.data).toEqual({ status: "running" });
		const quota = {
			provider: "deepl" as const,
			translate: async () => Promise.reject(new MtError("quota_exceeded", "Quota exceeded", 456)),
		};
		const { job } = fakeJob({ kind: "loc.preview", previewId: "tj_failing" });
		await previewHandler(() => quota)(job, env, {} as ExecutionContext);
		const r = await state("tj_failing");
		expect(r.body.data.status).toBe("failed");
		expect(r.body.data.error).toMatch(/quota is used up \(DeepL 456\)/);
	});
});

describe("fetchPage", () => {
	it("gives up after the timeout and after 5 redirects", async () => {
		const s = fakeSite({
			"https://slow.example/": { hangs: true },
			"https://loop.example/": { status: 302, location: "/" },
		});
		const check = () => null;
		const slow = await fetchPage("https://slow.example/", { check, fetcher: s.fetch, timeoutMs: 50 });
		expect(slow).toMatchObject({ ok: false, kind: "fetch_failed" });
		if (!slow.ok) expect(slow.message).toMatch(/no answer within/);
		const loop = await fetchPage("https://loop.example/", { check, fetcher: s.fetch });
		expect(loop).toMatchObject({ ok: false, kind: "fetch_failed", message: "more than 5 redirects" });
		expect(s.hits.filter((h) => h === "https://loop.example/").length).toBe(6);
	});
});
