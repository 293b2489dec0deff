// The hosted pages' shared rules (issue 25): the text colour on a brand colour always meets WCAG AA
// for normal text, and money and languages follow the buyer's locale with Indonesian by default.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { brandVars, contrastRatio, readableOn } from "../../src/platform/hosted-page";
import { formatDate, formatDateTime, formatMoney, isTimeZone, pickLang } from "../../src/platform/locale";

const hexColor = fc
	.tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
	.map(([r, g, b]) => `#${[r, g, b].map((v) => v.toString(16).padStart(2, "0")).join("")}`);

describe("brand colour contrast", () => {
	it("the text colour chosen for any #rrggbb contrasts at least 4.5:1 (WCAG AA, normal text)", () => {
		fc.assert(fc.property(hexColor, (c) => contrastRatio(c, readableOn(c)) >= 4.5));
		// The hardest colours sit near the black/white crossover.
		for (const c of ["#757575", "#767676", "#777777", "#0b5cff", "#ff0000", "#00ff00", "#808080"])
			expect(contrastRatio(c, readableOn(c)), c).toBeGreaterThanOrEqual(4.5);
	});

	it("known ratios and choices", () => {
		expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
		expect(contrastRatio("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
		expect(readableOn("#0f766e")).toBe("#ffffff");
		expect(readableOn("#ffe000")).toBe("#000000");
		expect(brandVars(null)).toBe(":root{--brand:#0b5cff;--on-brand:#ffffff;--bar-bg:#ffffff;--bar-fg:#1f2328}");
		expect(brandVars({ displayName: "x", logoUrl: null, brandColor: "#FFE000" })).toBe(
			":root{--brand:#ffe000;--on-brand:#000000;--bar-bg:#ffe000;--bar-fg:#000000}",
		);
		// Anything but #rrggbb never reaches the CSS.
		expect(brandVars({ displayName: "x", logoUrl: null, brandColor: "red;}body{display:none" })).not.toContain("red");
	});
});

describe("buyer locale", () => {
	it("money in minor units per language: IDR whole rupiah, USD cents; the no-break space kept", () => {
		expect(formatMoney(185_000, "IDR", "id")).toBe("Rp\u00a0185.000");
		expect(formatMoney(185_000, "IDR", "en")).toBe("IDR\u00a0185,000");
		expect(formatMoney(1_234, "USD", "en")).toBe("$12.34");
		expect(formatMoney(1_234, "USD", "id")).toBe("US$12,34");
		expect(formatMoney(0, "IDR", "id")).toBe("Rp\u00a00");
	});

	it("dates in the buyer's language on the workspace's clock (Asia/Jakarta by default), never ISO", () => {
		// 17:30 UTC on 31 December is already 1 January in Jakarta (UTC+7) but not in UTC.
		const at = Date.UTC(2025, 11, 31, 17, 30);
		expect(formatDate(at, "id")).toBe("1 Januari 2026");
		expect(formatDate(at, "en")).toBe("January 1, 2026");
		expect(formatDate(at, "en", "UTC")).toBe("December 31, 2025");
		expect(formatDateTime(at, "id")).toMatch(/^1 Januari 2026.*00[.:]30$/);
		expect(formatDateTime(at, "en", "Asia/Makassar")).toMatch(/^January 1, 2026.*1:30\sAM$/);
		// A zone Intl does not know falls back to Jakarta rather than throwing on a page.
		expect(formatDate(at, "en", "Mars/Olympus")).toBe("January 1, 2026");
		expect(isTimeZone("Asia/Jayapura")).toBe(true);
		expect(isTimeZone("Mars/Olympus")).toBe(false);
		expect(formatDate(null, "id")).toBe("");
	});

	it("Accept-Language by q-value; Indonesian when neither language is named (or a page's own fallback)", () => {
		expect(pickLang(undefined)).toBe("id");
		expect(pickLang("")).toBe("id");
		expect(pickLang("fr-FR,de;q=0.9")).toBe("id");
		expect(pickLang("en-US,en;q=0.9")).toBe("en");
		expect(pickLang("en-GB;q=0.5,id;q=0.8")).toBe("id");
		expect(pickLang("id;q=0.5,en;q=0.5")).toBe("id"); // a tie: the first named
		expect(pickLang("in")).toBe("id"); // the old code for Indonesian
		expect(pickLang("en;q=0,id;q=0")).toBe("id"); // q=0 means "not this"
		expect(pickLang("english")).toBe("id"); // not a tag of English
		expect(pickLang("de", "en")).toBe("en");
	});
});
