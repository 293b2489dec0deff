import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
	canonicalKey,
	isKey,
	KEY_ALPHABET,
	KEY_BYTES,
	keyFromBytes,
	keyPrefix,
	licenseStatus,
	validity,
} from "../../../src/services/pos/licenses/domain";

const bytes = fc.uint8Array({ minLength: KEY_BYTES, maxLength: KEY_BYTES });

/** The 100 bits a key carries, read back from its characters (a decoder written the other way round). */
const bitsOf = (key: string) =>
	key
		.slice(6)
		.replaceAll("-", "")
		.split("")
		.map((ch) => KEY_ALPHABET.indexOf(ch).toString(2).padStart(5, "0"))
		.join("");
const bitsIn = (b: Uint8Array) =>
	[...b]
		.map((x) => x.toString(2).padStart(8, "0"))
		.join("")
		.slice(0, 100);

describe("licence keys", () => {
	it("PASAR- and four groups of five Crockford characters, carrying the first 100 random bits exactly", () => {
		expect(keyFromBytes(new Uint8Array(KEY_BYTES))).toBe("PASAR-00000-00000-00000-00000");
		expect(keyFromBytes(new Uint8Array(KEY_BYTES).fill(255))).toBe("PASAR-ZZZZZ-ZZZZZ-ZZZZZ-ZZZZZ");
		fc.assert(
			fc.property(bytes, (b) => {
				const key = keyFromBytes(b);
				expect(isKey(key)).toBe(true);
				expect(bitsOf(key)).toBe(bitsIn(b));
				expect(keyPrefix(key)).toBe(key.slice(0, 11));
				expect(canonicalKey(key)).toBe(key);
			}),
		);
		expect(() => keyFromBytes(new Uint8Array(KEY_BYTES - 1))).toThrow();
	});

	it("typed keys are read leniently (case, spaces, I/L → 1, O → 0); anything else is no key", () => {
		fc.assert(
			fc.property(bytes, (b) => {
				const key = keyFromBytes(b);
				const typed = ` ${key.toLowerCase().replaceAll("1", "l").replaceAll("0", "o")}\n`;
				expect(canonicalKey(typed)).toBe(key);
			}),
		);
		for (const bad of [
			"",
			"PASAR",
			"PASAR-00000-00000-00000",
			"PASAR-00000-00000-00000-0000U",
			"XASAR-00000-00000-00000-00000",
		])
			expect(canonicalKey(bad)).toBeNull();
	});
});

describe("licence validity", () => {
	const now = 1_750_000_000_000;
	const l = { productId: "prd_a", revokedAt: null, expiresAt: null };
	it("not_found, then revoked (over expired), expired at expiresAt, then product_mismatch", () => {
		expect(validity(null, now)).toEqual({ valid: false, reason: "not_found" });
		expect(validity(l, now)).toEqual({ valid: true, reason: null });
		expect(validity(l, now, "prd_a")).toEqual({ valid: true, reason: null });
		expect(validity(l, now, "prd_b")).toEqual({ valid: false, reason: "product_mismatch" });
		expect(validity({ ...l, expiresAt: now }, now)).toEqual({ valid: false, reason: "expired" });
		expect(validity({ ...l, expiresAt: now + 1 }, now)).toEqual({ valid: true, reason: null });
		expect(validity({ ...l, revokedAt: now - 5, expiresAt: now - 1 }, now, "prd_b")).toEqual({
			valid: false,
			reason: "revoked",
		});
	});

	it("valid exactly when neither revoked nor past expiry, and for the product asked", () => {
		const maybe = (arb: fc.Arbitrary<number>) => fc.option(arb, { nil: null });
		fc.assert(
			fc.property(
				maybe(fc.integer({ min: 0, max: 2 * now })),
				maybe(fc.integer({ min: 0, max: 2 * now })),
				fc.option(fc.constantFrom("prd_a", "prd_b"), { nil: undefined }),
				(revokedAt, expiresAt, asked) => {
					const v = validity({ productId: "prd_a", revokedAt, expiresAt }, now, asked);
					const usable = revokedAt === null && (expiresAt === null || expiresAt > now);
					expect(v.valid).toBe(usable && (asked === undefined || asked === "prd_a"));
					expect(v.valid).toBe(v.reason === null);
					expect(licenseStatus({ revokedAt, expiresAt }, now) === "active").toBe(usable);
				},
			),
		);
	});
});
