import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeEntities } from "../../src/platform/html-entities";

describe("decodeEntities", () => {
	it("decodes numeric and common named references, names as written", () => {
		expect(decodeEntities("Fish &amp; chips &#8212; &#x263A; &nbsp;ok &AMP; &euro;5")).toBe(
			"Fish & chips — ☺ \u00a0ok & €5",
		);
		expect(decodeEntities("&Amp; &unknown; &amp")).toBe("&Amp; &unknown; &amp");
	});
	it("an invalid numeric reference is U+FFFD as a browser shows it, or kept as written", () => {
		expect(decodeEntities("&#0; &#xD800; &#1114112;")).toBe("\ufffd \ufffd \ufffd");
		expect(decodeEntities("&#0; &#xD800; &#1114112;", { invalid: "keep" })).toBe("&#0; &#xD800; &#1114112;");
	});
	it("never decodes twice and leaves text without & untouched", () => {
		expect(decodeEntities("&amp;lt;")).toBe("&lt;");
		fc.assert(fc.property(fc.string(), (s) => s.includes("&") || decodeEntities(s) === s));
	});
});
