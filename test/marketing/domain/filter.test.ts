import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compileFilter, OPS, parseIsoTime, type Rule } from "../../../src/services/marketing/segments/domain/filter";

describe("segment filter compilation", () => {
	it("compiles recognised rules and joins them by match", () => {
		const c = compileFilter({
			match: "any",
			rules: [
				{ field: "tag", op: "in", value: ["a"] },
				{ field: "subscription.email", op: "eq", value: "subscribed" },
			],
		});
		expect(c.where).toMatch(/ OR /);
		expect(c.params).toEqual(['["a"]', '$."email"', "subscribed"]);
		expect(c.warnings).toEqual([]);
	});

	it("drops what it does not recognise and fails open", () => {
		const c = compileFilter({
			match: "all",
			rules: [
				{ field: "colour", op: "eq", value: "x" },
				{ field: "list", op: "eq", value: "x" },
				{ field: "subscription.", op: "eq", value: "subscribed" },
				{ field: 'subscription.a"b', op: "eq", value: "subscribed" },
				{ field: "createdAt", op: "gte", value: 1700000000 },
				{ field: "source", op: "gt", value: "x" },
			],
		});
		expect(c.where).toBe("(1 = 1)");
		expect(c.params).toEqual([]);
		expect(c.warnings).toHaveLength(6);
	});

	it("reads ISO 8601 with offsets, not epoch numbers or prose", () => {
		expect(parseIsoTime("2026-01-01T07:00:00+07:00")).toBe(Date.parse("2026-01-01T00:00:00Z"));
		expect(parseIsoTime("2026-01-01")).toBe(Date.parse("2026-01-01T00:00:00Z"));
		expect(parseIsoTime("1700000000")).toBeNull();
		expect(parseIsoTime(1700000000)).toBeNull();
		expect(parseIsoTime("next tuesday")).toBeNull();
	});

	it("for any rules: one placeholder per parameter, values only ever in parameters", () => {
		// Values carry a marker that never occurs in the SQL the compiler writes.
		const text = fc.string().map((v) => `§${v}`);
		const scalar = fc.oneof(text, fc.integer(), fc.boolean(), fc.constant(null));
		const rule = fc.record({
			field: fc.oneof(
				fc.constantFrom("list", "tag", "createdAt", "source", "subscription.email", "subscription.sms"),
				fc.string({ minLength: 1, maxLength: 80 }),
			),
			op: fc.constantFrom(...OPS),
			value: fc.oneof(scalar, fc.array(scalar, { maxLength: 5 })),
		}) as fc.Arbitrary<Rule>;
		fc.assert(
			fc.property(fc.constantFrom("all", "any"), fc.array(rule, { maxLength: 20 }), (match, rules) => {
				const c = compileFilter({ match: match as "all" | "any", rules });
				expect((c.where.match(/\?/g) ?? []).length).toBe(c.params.length);
				expect(c.params.length).toBeLessThanOrEqual(2 * rules.length);
				expect(c.warnings.length).toBeLessThanOrEqual(rules.length);
				if (c.warnings.length === rules.length) expect(c.where).toBe("(1 = 1)");
				expect(c.where).not.toContain("§");
			}),
		);
	});
});
