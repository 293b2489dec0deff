import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeCursor, encodeCursor, page } from "../../src/platform/cursor";
import { ApiError } from "../../src/platform/errors";
import { isUlidId, newId, ulid, ulidTime } from "../../src/platform/ids";

describe("ids", () => {
	it("are prefix + 26-char Crockford ULIDs", () => {
		const id = newId("po_");
		expect(id).toMatch(/^po_[0-9A-HJKMNP-TV-Z]{26}$/);
		expect(isUlidId("po_", id)).toBe(true);
		expect(isUlidId("po_", "po_nope")).toBe(false);
	});

	it("sort in creation order, even within one millisecond", () => {
		const t = Date.now();
		const ids = Array.from({ length: 500 }, () => ulid(t));
		expect([...ids].sort()).toEqual(ids);
		expect(new Set(ids).size).toBe(500);
	});

	it("encode the timestamp, and later times sort later", () => {
		let t = 3_000_000_000_000;
		fc.assert(
			fc.property(fc.integer({ min: 1, max: 10_000_000 }), (d) => {
				const a = ulid(t);
				t += d;
				const b = ulid(t);
				expect(ulidTime(a)).toBe(t - d);
				expect(ulidTime(b)).toBe(t);
				expect(b > a).toBe(true);
			}),
		);
		expect(ulidTime(newId("po_", 1_700_000_000_000))).toBeGreaterThanOrEqual(1_700_000_000_000);
	});
});

describe("cursors", () => {
	it("round-trip and are opaque base64url", () => {
		fc.assert(
			fc.property(
				fc.integer({ min: 0, max: 2 ** 48 }),
				fc.string({ minLength: 1, maxLength: 40 }),
				fc.string({ maxLength: 20 }),
				(t, id, f) => {
					const c = encodeCursor({ t, id }, f);
					expect(c).toMatch(/^[A-Za-z0-9_-]+$/);
					expect(decodeCursor(c, f)).toEqual({ t, id });
				},
			),
		);
	});

	it("reject garbage and cursors minted under other filters", () => {
		expect(() => decodeCursor("!!!")).toThrow(ApiError);
		expect(() => decodeCursor("eyJ4IjoxfQ")).toThrow(ApiError);
		const c = encodeCursor({ t: 1, id: "a" }, "status=paid");
		expect(() => decodeCursor(c, "status=failed")).toThrow(/different filters/);
		expect(decodeCursor(undefined)).toBeNull();
	});

	it("page() trims the probe row and points at the last item", () => {
		const rows = [5, 4, 3].map((t) => ({ t, id: `x${t}` }));
		const p = page(rows, 2, (r) => r);
		expect(p.items).toHaveLength(2);
		expect(p.hasMore).toBe(true);
		expect(decodeCursor(p.nextCursor)).toEqual({ t: 4, id: "x4" });
		expect(page(rows, 3, (r) => r)).toMatchObject({ hasMore: false, nextCursor: null });
	});
});
