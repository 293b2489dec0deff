import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_SLUG_LENGTH, slugify } from "../../../src/services/secrets/projects/domain/names";
import { KEY_PATTERN, utf8Length } from "../../../src/services/secrets/values/domain/names";

describe("slugify", () => {
	it.each([
		["Production", "production"],
		["  Toko Kopi Énak!  ", "toko-kopi-enak"],
		["api--v2__beta", "api-v2-beta"],
		["Ünïcödé Çafé", "unicode-cafe"],
		["---", null],
		["秘密", null],
		["x".repeat(120), "x".repeat(60)],
	])("%j → %j", (name, slug) => expect(slugify(name)).toBe(slug));

	it("always yields a lowercase, dash-separated slug of at most 60 characters, or null", () => {
		fc.assert(
			fc.property(fc.string({ maxLength: 200 }), (name) => {
				const s = slugify(name);
				if (s === null) return;
				expect(s).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
				expect(s.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
			}),
		);
	});

	it("is case- and punctuation-insensitive, so look-alike names collide (409)", () => {
		expect(slugify("My App")).toBe(slugify("my-app"));
		expect(slugify("MY  APP!!")).toBe(slugify("my app"));
	});
});

describe("key names and value sizes", () => {
	it.each(["A", "_", "_A1", "DATABASE_URL", "lower_case", "a".repeat(256)])("accepts %s", (k) =>
		expect(KEY_PATTERN.test(k)).toBe(true),
	);
	it.each(["", "1A", "A-B", "A B", "A.B", "É", "A\n"])("rejects %j", (k) => expect(KEY_PATTERN.test(k)).toBe(false));
	it("counts value size in UTF-8 bytes", () => {
		expect(utf8Length("abc")).toBe(3);
		expect(utf8Length("é")).toBe(2);
		expect(utf8Length("🔑")).toBe(4);
	});
});
