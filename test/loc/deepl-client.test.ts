// The DeepL client on a stubbed fetch (issue 24): what it sends (host, path, headers, JSON body),
// batches of ≤ 50 texts and ≤ 128 KiB, each error kind, the key never in an error message, and the
// BCP-47 → DeepL language mapping.
import { describe, expect, it } from "vitest";
import {
	batches,
	deeplClient,
	deeplLanguage,
	MAX_BODY_BYTES,
	MtError,
} from "../../src/services/localization/integrations/deepl";
import { mtClient } from "../../src/services/localization/integrations/deepl-simulator";

const KEY = "0a1b2c3d-4e5f-6789-abcd-ef0123456789";
const FREE_KEY = `${KEY}:fx`;

interface Sent {
	method: string;
	url: string;
	headers: Headers;
	body: any;
	bytes: number;
}

type Answer = { status?: number; body: unknown; headers?: Record<string, string> } | Error;

/** Records each request; answers from `answers` in turn, or echoes the texts upper-cased when none is left. */
function stub(...answers: Answer[]) {
	const sent: Sent[] = [];
	const fetcher: typeof fetch = async (input, init) => {
		const req = new Request(input, init);
		const text = await req.text();
		const body = JSON.parse(text);
		sent.push({
			method: req.method,
			url: req.url,
			headers: req.headers,
			body,
			bytes: new TextEncoder().encode(text).length,
		});
		const a = answers.shift();
		if (a instanceof Error) throw a;
		if (!a)
			return Response.json({
				translations: body.text.map((t: string) => ({ detected_source_language: "EN", text: t.toUpperCase() })),
			});
		return new Response(typeof a.body === "string" ? a.body : JSON.stringify(a.body), {
			status: a.status ?? 200,
			headers: { "Content-Type": "application/json", ...a.headers },
		});
	};
	return { sent, fetcher };
}

const opts = { source: "en", target: "id" };

describe("deeplLanguage", () => {
	it.each([
		["id", "target", "ID"],
		["pt-BR", "target", "PT-BR"],
		["pt", "target", "PT-BR"],
		["pt-PT", "target", "PT-PT"],
		["en", "target", "EN-US"],
		["en-GB", "target", "EN-GB"],
		["en-AU", "target", "EN-GB"],
		["en-US", "target", "EN-US"],
		["zh", "target", "ZH-HANS"],
		["zh-CN", "target", "ZH-HANS"],
		["zh-TW", "target", "ZH-HANT"],
		["zh-Hant", "target", "ZH-HANT"],
		["es", "target", "ES"],
		["es-MX", "target", "ES-419"],
		["nb-NO", "target", "NB"],
		["no", "target", "NB"],
		["de-AT", "target", "DE"],
		["en-GB", "source", "EN"],
		["pt-BR", "source", "PT"],
		["zh-TW", "source", "ZH"],
		["ms", "source", "MS"],
	] as const)("%s as %s → %s", (tag, role, code) => {
		expect(deeplLanguage(tag, role)).toBe(code);
	});

	it("refuses what is not a language tag", () => {
		expect(() => deeplLanguage("not a tag!", "target")).toThrow(MtError);
	});
});

describe("deeplClient request", () => {
	it("POSTs /v2/translate on the pro host with the auth header and xml tag handling", async () => {
		const { sent, fetcher } = stub({
			body: { translations: [{ detected_source_language: "EN", text: 'Halo <x id="0"/>' }] },
		});
		const out = await deeplClient({ apiKey: KEY, fetch: fetcher }).translate(['Hello <x id="0"/>'], {
			source: "en-US",
			target: "pt-BR",
			glossary: "gls-1",
			ignoreTags: ["n"],
		});
		expect(out).toEqual(['Halo <x id="0"/>']);
		expect(sent).toHaveLength(1);
		const s = sent[0] as Sent;
		expect(s.method).toBe("POST");
		expect(s.url).toBe("https://api.deepl.com/v2/translate");
		expect(s.headers.get("Authorization")).toBe(`DeepL-Auth-Key ${KEY}`);
		expect(s.headers.get("Content-Type")).toBe("application/json");
		expect(s.body).toEqual({
			text: ['Hello <x id="0"/>'],
			source_lang: "EN",
			target_lang: "PT-BR",
			tag_handling: "xml",
			glossary_id: "gls-1",
			ignore_tags: ["n"],
		});
	});

	it("leaves source_lang out when no source is given (DeepL detects it: the public preview)", async () => {
		const { sent, fetcher } = stub();
		await deeplClient({ apiKey: KEY, fetch: fetcher }).translate(["Hallo"], { target: "id" });
		expect(sent[0]?.body).toEqual({ text: ["Hallo"], target_lang: "ID", tag_handling: "xml" });
	});

	it("sends :fx keys to the free host", async () => {
		const { sent, fetcher } = stub();
		await deeplClient({ apiKey: FREE_KEY, fetch: fetcher }).translate(["a"], opts);
		expect(sent[0]?.url).toBe("https://api-free.deepl.com/v2/translate");
		expect(sent[0]?.headers.get("Authorization")).toBe(`DeepL-Auth-Key ${FREE_KEY}`);
	});

	it("sends nothing for no texts", async () => {
		const { sent, fetcher } = stub();
		expect(await deeplClient({ apiKey: KEY, fetch: fetcher }).translate([], opts)).toEqual([]);
		expect(sent).toHaveLength(0);
	});

	it("batches 50 texts a call, in order", async () => {
		const { sent, fetcher } = stub();
		const texts = Array.from({ length: 120 }, (_, i) => `text ${i}`);
		const out = await deeplClient({ apiKey: KEY, fetch: fetcher }).translate(texts, opts);
		expect(sent.map((s) => s.body.text.length)).toEqual([50, 50, 20]);
		expect(out).toEqual(texts.map((t) => t.toUpperCase()));
	});

	it("batches by 128 KiB of body", async () => {
		const { sent, fetcher } = stub();
		const big = "é".repeat(20_000); // 40,000 bytes in UTF-8
		const texts = [big, big, big, big, big, "small"];
		const out = await deeplClient({ apiKey: KEY, fetch: fetcher }).translate(texts, opts);
		expect(sent.map((s) => s.body.text.length)).toEqual([3, 3]);
		for (const s of sent) expect(s.bytes).toBeLessThanOrEqual(MAX_BODY_BYTES);
		expect(out).toHaveLength(6);
	});

	it("refuses one text too large for any call", () => {
		expect(() => batches(["x".repeat(MAX_BODY_BYTES)], { target_lang: "ID" })).toThrow(/too long/);
	});
});

describe("deeplClient errors", () => {
	const fail = async (a: Answer, key = KEY) => {
		const { fetcher } = stub(a);
		const err = await deeplClient({ apiKey: key, fetch: fetcher })
			.translate(["a"], opts)
			.catch((e: unknown) => e);
		expect(err).toBeInstanceOf(MtError);
		return err as MtError;
	};

	it("429 → rate_limited with Retry-After seconds", async () => {
		const e = await fail({ status: 429, body: { message: "Too many requests" }, headers: { "Retry-After": "12" } });
		expect(e.kind).toBe("rate_limited");
		expect(e.status).toBe(429);
		expect(e.retryAfterSeconds).toBe(12);
		const d = await fail({
			status: 429,
			body: {},
			headers: { "Retry-After": new Date(Date.now() + 30_000).toUTCString() },
		});
		expect(d.retryAfterSeconds).toBeGreaterThanOrEqual(28);
		expect((await fail({ status: 429, body: {} })).retryAfterSeconds).toBeUndefined();
	});

	it("456 → quota_exceeded", async () => {
		const e = await fail({ status: 456, body: { message: "Quota exceeded" } });
		expect(e.kind).toBe("quota_exceeded");
		expect(e.message).toMatch(/456: Quota exceeded/);
	});

	it("403 and 401 → invalid_credentials", async () => {
		expect((await fail({ status: 403, body: { message: "Authorization failed" } })).kind).toBe("invalid_credentials");
		expect((await fail({ status: 401, body: "" })).kind).toBe("invalid_credentials");
	});

	it("5xx, network failures, timeouts and malformed answers → unavailable", async () => {
		expect((await fail({ status: 503, body: "busy" })).kind).toBe("unavailable");
		expect((await fail({ status: 500, body: {} })).kind).toBe("unavailable");
		expect((await fail(new TypeError("connection refused"))).kind).toBe("unavailable");
		expect((await fail(new DOMException("timed out", "TimeoutError"))).message).toMatch(/TimeoutError/);
		expect((await fail({ body: { translations: [] } })).kind).toBe("unavailable");
		expect((await fail({ body: "not json" })).kind).toBe("unavailable");
	});

	it("other 4xx → rejected", async () => {
		const e = await fail({ status: 400, body: { message: "Value for 'target_lang' not supported." } });
		expect(e.kind).toBe("rejected");
		expect((await fail({ status: 413, body: {} })).kind).toBe("rejected");
	});

	it("never puts the key in a message, even when upstream echoes it", async () => {
		for (const key of [KEY, FREE_KEY])
			for (const status of [400, 403, 429, 456, 503]) {
				const e = await fail({ status, body: { message: `bad key ${key} here` } }, key);
				expect(e.message).not.toContain(KEY);
				expect(e.message).toContain("[redacted]");
			}
	});
});

describe("mtClient", () => {
	it("is DeepL with MT_API_KEY and the simulator without", async () => {
		const { sent, fetcher } = stub();
		const real = mtClient({ MT_API_KEY: FREE_KEY }, fetcher);
		expect(real.provider).toBe("deepl");
		await real.translate(["a"], opts);
		expect(sent[0]?.url).toBe("https://api-free.deepl.com/v2/translate");
		const sim = mtClient({});
		expect(sim.provider).toBe("simulated");
		expect(await sim.translate(["Hello"], opts)).toEqual(["⟦Hello⟧"]);
	});
});
