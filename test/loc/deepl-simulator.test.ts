// The simulated translation engine (issue 24): the DeepL client against it, in process. Deterministic,
// different from its input, XML markup untouched; the wire checks DeepL makes; and ICU segments
// through it rebuilt into messages that pass the gate.
import { describe, expect, it } from "vitest";
import { deeplClient, MtError } from "../../src/services/localization/integrations/deepl";
import {
	MT_SIMULATOR_URL,
	mtClient,
	simulatedDeeplFetch,
	simulatedText,
} from "../../src/services/localization/integrations/deepl-simulator";
import { rebuild, segmentTexts, toSegments } from "../../src/services/localization/integrations/icu-segments";

const sim = mtClient({});
const opts = { source: "en", target: "id" };
const post = (body: unknown, headers: Record<string, string> = { Authorization: "DeepL-Auth-Key k" }) =>
	simulatedDeeplFetch(`${MT_SIMULATOR_URL}/v2/translate`, {
		method: "POST",
		headers: { "Content-Type": "application/json", ...headers },
		body: JSON.stringify(body),
	});

describe("simulatedText", () => {
	it("wraps words, leaves tags and entities alone, and is reversible", () => {
		const xml = '<g id="0">Hi</g> there, <x id="1"/> &amp; O\'Brien’s 3 items';
		const out = simulatedText(xml);
		expect(out).toBe('<g id="0">⟦Hi⟧</g> ⟦there⟧, <x id="1"/> &amp; ⟦O\'Brien’s⟧ ⟦3⟧ ⟦items⟧');
		expect(out.replace(/[⟦⟧]/g, "")).toBe(xml);
		expect(simulatedText(xml)).toBe(out);
	});

	it("leaves the content of ignore_tags untranslated", () => {
		expect(simulatedText("Use <n>Pasar POS</n> today", ["n"])).toBe("⟦Use⟧ <n>Pasar POS</n> ⟦today⟧");
	});
});

describe("the client on the simulator", () => {
	it("is the simulated provider without MT_API_KEY and DeepL with one", () => {
		expect(sim.provider).toBe("simulated");
		expect(mtClient({ MT_API_KEY: "k:fx" }).provider).toBe("deepl");
	});
	it("translates each text, in order, across batches", async () => {
		const texts = Array.from({ length: 75 }, (_, i) => `line ${i}`);
		expect(await sim.translate(texts, opts)).toEqual(texts.map((_, i) => `⟦line⟧ ⟦${i}⟧`));
	});

	it("answers DeepL's shape with the detected source language", async () => {
		const res = await post({ text: ["Hi"], source_lang: "EN", target_lang: "ID", tag_handling: "xml" });
		expect(res.status).toBe(200);
		expect(await res.json()).toEqual({ translations: [{ detected_source_language: "EN", text: "⟦Hi⟧" }] });
	});

	it("refuses what DeepL refuses, mapped to the same error kinds", async () => {
		expect((await post({ text: ["a"], target_lang: "ID" }, {})).status).toBe(403);
		expect((await post({ text: [], target_lang: "ID" })).status).toBe(400);
		expect((await post({ text: ["a"] })).status).toBe(400);
		expect((await post({ text: Array(51).fill("a"), target_lang: "ID" })).status).toBe(413);
		const wrongPath = await simulatedDeeplFetch(`${MT_SIMULATOR_URL}/v2/usage`, {
			headers: { Authorization: "DeepL-Auth-Key k" },
		});
		expect(wrongPath.status).toBe(404);
		const noKey = deeplClient({ apiKey: "", baseUrl: MT_SIMULATOR_URL, fetch: simulatedDeeplFetch });
		const err = await noKey.translate(["a"], opts).catch((e: unknown) => e);
		expect(err).toBeInstanceOf(MtError);
		expect((err as MtError).kind).toBe("invalid_credentials");
	});

	it("round-trips ICU messages through segments into gate-passing translations", async () => {
		const source = "<b>Hi</b> {name}, you have {n, plural, one {# item} other {# items}} in Pasar";
		const plan = toSegments(source, { doNotTranslate: ["Pasar"] });
		const translated = await sim.translate(segmentTexts(plan), { source: "en", target: "pl" });
		expect(rebuild(plan, translated, "pl")).toBe(
			"<b>⟦Hi⟧</b> {name}, ⟦you⟧ ⟦have⟧ {n,plural,one{# ⟦item⟧} few{# ⟦items⟧} many{# ⟦items⟧} other{# ⟦items⟧}} ⟦in⟧ Pasar",
		);
		const toId = await sim.translate(segmentTexts(plan), { source: "en", target: "id" });
		expect(rebuild(plan, toId, "id")).toBe("<b>⟦Hi⟧</b> {name}, ⟦you⟧ ⟦have⟧ {n,plural,other{# ⟦items⟧}} ⟦in⟧ Pasar");
	});
});
