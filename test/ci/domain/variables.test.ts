import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
	isMaskable,
	KEY_PATTERN,
	maskedValueError,
	seesProtected,
	valuePreview,
	visibleTo,
} from "../../../src/services/pipeline/variables/domain";

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=-_@:.~";

describe("CI variables: the masked rule (REFERENCE: ≥ 8 characters, one line, base64 alphabet plus @:.~)", () => {
	it.each([
		["12345678", true, "exactly 8"],
		["dGVzdA==", true, "base64 with padding"],
		["a+b/c=d/", true, "+ / ="],
		["user@host:8080.x~y", true, "@ : . ~"],
		["ghp_abcDEF123-xyz", true, "URL-safe base64 - _"],
		["sk_live_0123456789abcdef", true, "an API key"],
		["x".repeat(10_000), true, "the longest value"],
		["1234567", false, "7 characters"],
		["", false, "empty"],
		["has space1", false, "a space"],
		["line1\nline2", false, "two lines"],
		["trailing\n", false, "a trailing newline"],
		["abcdefgh\r", false, "a carriage return"],
		["tab\tabcdef", false, "a tab"],
		["pa$$word12", false, "$ (a shell would expand it)"],
		["quote'abcdef", false, "a quote"],
		["semi;colon12", false, ";"],
		["percent%123", false, "%"],
		["kata-sandi-rahasia-é", false, "a letter outside ASCII"],
		["emoji🔑abcdefg", false, "an emoji"],
	])("%j → %s (%s)", (value, ok) => {
		expect(isMaskable(value)).toBe(ok);
		expect(maskedValueError(value) === null).toBe(ok);
	});

	it("the refusal says why without quoting the value", () => {
		expect(maskedValueError("short")).toMatch(/at least 8/);
		expect(maskedValueError("two\nlines-here")).toMatch(/one line/);
		expect(maskedValueError("has space in it")).toMatch(/base64 alphabet/);
		for (const v of ["short", "two\nlines-here", "has space in it"]) expect(maskedValueError(v)).not.toContain(v);
	});

	it("property: a string is maskable exactly when it is ≥ 8 characters all from the alphabet", () => {
		const alphabetChar = fc.constantFrom(...ALPHABET);
		fc.assert(
			fc.property(fc.array(alphabetChar, { minLength: 8, maxLength: 200 }), (chars) => isMaskable(chars.join(""))),
		);
		fc.assert(fc.property(fc.array(alphabetChar, { maxLength: 7 }), (chars) => !isMaskable(chars.join(""))));
		fc.assert(
			fc.property(fc.string({ unit: "grapheme", maxLength: 40 }), (s) => {
				const expected = s.length >= 8 && [...s].every((ch) => ALPHABET.includes(ch));
				return isMaskable(s) === expected;
			}),
		);
		// one character outside the alphabet anywhere spoils an otherwise good value
		const outside = fc.string({ minLength: 1, maxLength: 1 }).filter((ch) => !ALPHABET.includes(ch));
		fc.assert(
			fc.property(
				fc.string({ unit: alphabetChar, minLength: 8, maxLength: 50 }),
				outside,
				fc.nat(),
				(good, bad, at) => {
					const i = at % (good.length + 1);
					return !isMaskable(good.slice(0, i) + bad + good.slice(i));
				},
			),
		);
	});
});

describe("CI variables: valuePreview", () => {
	it("**** and the last 4 characters; 4 characters or fewer → **** alone (never the whole value)", () => {
		expect(valuePreview("supersecret")).toBe("****cret");
		expect(valuePreview("abcde")).toBe("****bcde");
		expect(valuePreview("abcd")).toBe("****");
		expect(valuePreview("abc")).toBe("****");
		expect(valuePreview("")).toBe("****");
		expect(valuePreview("line1\nend!")).toBe("****end!");
		// code points: an emoji at the end is kept whole
		expect(valuePreview("kunci-🔑🔑🔑🔑")).toBe("****🔑🔑🔑🔑");
	});

	it("property: the preview is **** plus a suffix of at most 4 characters, never the whole value", () => {
		fc.assert(
			fc.property(fc.string({ unit: "grapheme", maxLength: 60 }), (v) => {
				const p = valuePreview(v);
				const chars = Array.from(v);
				const tail = p.slice(4);
				expect(p.startsWith("****")).toBe(true);
				expect(Array.from(tail).length).toBe(chars.length > 4 ? 4 : 0);
				expect(v.endsWith(tail)).toBe(true);
				if (chars.length > 0) expect(tail).not.toBe(v);
			}),
		);
	});
});

describe("CI variables: keys and the protected rule", () => {
	it("keys are shell names", () => {
		for (const k of ["A", "_", "DEPLOY_TOKEN", "a1", "_x_9"]) expect(KEY_PATTERN.test(k)).toBe(true);
		for (const k of ["", "1A", "A-B", "A B", "A.B", "$A", "É"]) expect(KEY_PATTERN.test(k)).toBe(false);
	});

	it("protected variables reach the default branch only, never pull_request", () => {
		expect(seesProtected("main", { ref: "main", refKind: "branch", source: "push" })).toBe(true);
		expect(seesProtected("main", { ref: "main", refKind: "branch", source: "manual" })).toBe(true);
		expect(seesProtected("main", { ref: "main", refKind: "branch", source: "schedule" })).toBe(true);
		expect(seesProtected("main", { ref: "main", refKind: "branch", source: "pull_request" })).toBe(false);
		expect(seesProtected("main", { ref: "feature", refKind: "branch", source: "push" })).toBe(false);
		expect(seesProtected("trunk", { ref: "main", refKind: "branch", source: "manual" })).toBe(false);
		// issue 37 item 4b: the kind counts (a tag or sha named like the branch is not it), the name exactly
		expect(seesProtected("main", { ref: "main", refKind: "tag", source: "push" })).toBe(false);
		expect(seesProtected("main", { ref: "main", refKind: "commit", source: "manual" })).toBe(false);
		for (const ref of ["Main", "MAIN", "main2", " main", "main/", "refs/heads/main"])
			expect(seesProtected("main", { ref, refKind: "branch", source: "push" }), ref).toBe(false);
		const vars = [
			{ key: "OPEN", protected: 0 },
			{ key: "SECRET", protected: 1 },
		];
		expect(visibleTo(vars, "main", { ref: "main", refKind: "branch", source: "push" }).map((v) => v.key)).toEqual([
			"OPEN",
			"SECRET",
		]);
		expect(visibleTo(vars, "main", { ref: "dev", refKind: "branch", source: "push" }).map((v) => v.key)).toEqual([
			"OPEN",
		]);
		expect(
			visibleTo(vars, "main", { ref: "main", refKind: "branch", source: "pull_request" }).map((v) => v.key),
		).toEqual(["OPEN"]);
	});
});
