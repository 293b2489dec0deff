import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
	identityHash,
	isValidEmail,
	normaliseEmail,
	normalisePhone,
} from "../../../src/services/marketing/contacts/domain/identity";

describe("contact identity", () => {
	it("normalises email (trim, lowercase) and phone (+ and digits)", () => {
		expect(normaliseEmail("  A.B@Example.COM\t")).toBe("a.b@example.com");
		expect(normalisePhone("+62 (812) 3456-7890 ext")).toBe("+6281234567890");
		expect(normalisePhone("call me")).toBeNull();
		expect(normalisePhone("++")).toBeNull();
	});

	it("accepts RFC addresses and refuses the rest", () => {
		for (const ok of ["a@example.com", "first.last+tag@sub.example.co.id", "o'brien@example.ie", "x_y@a-b.example"])
			expect(isValidEmail(ok), ok).toBe(true);
		for (const bad of [
			"",
			"a",
			"a@",
			"@example.com",
			"a@@example.com",
			"a@b@example.com",
			"a@localhost",
			"a..b@example.com",
			".a@example.com",
			"a@-x.com",
			"a@x-.com",
			"a@example.123",
			`${"a".repeat(65)}@example.com`,
			"a b@example.com",
		])
			expect(isValidEmail(bad), bad).toBe(false);
	});

	it("hashes sha256(email|phone) with empty strings for absent parts", async () => {
		expect(await identityHash("a@example.com", null)).toBe(await identityHash("a@example.com", ""));
		expect(await identityHash(undefined, "+62")).toHaveLength(64);
		await fc.assert(
			fc.asyncProperty(fc.string(), fc.string(), async (e, p) => {
				const d = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`${e}|${p}`)));
				expect(await identityHash(e, p)).toBe([...d].map((b) => b.toString(16).padStart(2, "0")).join(""));
			}),
			{ numRuns: 50 },
		);
	});

	it("phone normalisation is idempotent and keeps only + and digits", () => {
		fc.assert(
			fc.property(fc.string(), (s) => {
				const p = normalisePhone(s);
				if (p === null) return;
				expect(p).toMatch(/^[+0-9]*\d[+0-9]*$/);
				expect(normalisePhone(p)).toBe(p);
			}),
		);
	});
});
