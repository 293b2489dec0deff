import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
	evaluateRule,
	type Operand,
	type Pattern,
	parseRule,
	printRule,
	type RuleExpr,
} from "../../../src/services/pipeline/config";
import { compilePattern } from "../../../src/services/pipeline/config/rules-regex";

const ast = (src: string): RuleExpr => {
	const r = parseRule(src);
	if (!r.ok) throw new Error(`${r.error.message} @${r.error.column}`);
	return r.expr;
};
const v = (name: string): Operand => ({ type: "var", name });
const s = (value: string): Operand => ({ type: "string", value });

describe("rules:if grammar", () => {
	it("parses operands, comparisons and matches", () => {
		expect(ast("$A")).toEqual({ type: "value", operand: v("A") });
		expect(ast(["$", "{A_1}"].join(""))).toEqual({ type: "value", operand: v("A_1") });
		expect(ast(`$A == "x"`)).toEqual({ type: "cmp", op: "==", left: v("A"), right: s("x") });
		expect(ast(`'x' != $A`)).toEqual({ type: "cmp", op: "!=", left: s("x"), right: v("A") });
		expect(ast("$A == null")).toEqual({ type: "cmp", op: "==", left: v("A"), right: { type: "null" } });
		expect(ast("$A =~ /^v\\d+\\/x$/i")).toEqual({
			type: "match",
			op: "=~",
			left: v("A"),
			pattern: { type: "regex", source: "^v\\d+/x$", flags: "i" },
		});
		expect(ast("$A !~ $P")).toEqual({ type: "match", op: "!~", left: v("A"), pattern: v("P") });
		expect(ast(`"a \\"b\\" \\\\"`)).toEqual({ type: "value", operand: s('a "b" \\') });
	});

	it("&& binds tighter than ||, both left-associative, parentheses group", () => {
		const [a, b, c] = ["A", "B", "C"].map((n) => ({ type: "value", operand: v(n) }) as RuleExpr);
		expect(ast("$A || $B && $C")).toEqual({ type: "or", left: a, right: { type: "and", left: b, right: c } });
		expect(ast("$A && $B || $C")).toEqual({ type: "or", left: { type: "and", left: a, right: b }, right: c });
		expect(ast("($A || $B) && $C")).toEqual({ type: "and", left: { type: "or", left: a, right: b }, right: c });
		expect(ast("$A && $B && $C")).toEqual({ type: "and", left: { type: "and", left: a, right: b }, right: c });
	});

	const bad: [string, number, RegExp][] = [
		["", 1, /expected a variable/],
		["$A ==", 6, /found end of expression/],
		["$A = 'x'", 4, /unexpected character "="/],
		["$A && && $B", 7, /found "&&"/],
		["($A", 4, /expected "\)"/],
		["$A)", 3, /expected end of expression/],
		["$A $B", 4, /expected end of expression, found \$B/],
		["'open", 1, /unterminated string/],
		["$A =~ /x", 7, /unterminated regular expression/],
		["$A =~ /x/g", 10, /invalid regular expression flags "g"/],
		["$A =~ /(/", 7, /invalid regular expression/],
		["$A =~ 'x'", 7, /expected \/regex\//],
		["/x/ =~ $A", 1, /a regular expression goes only after/],
		["$ == 'x'", 2, /a variable name must follow \$/],
		["${A", 1, /unterminated/],
		["nullx", 1, /unexpected character "n"/],
		["$A == 'x' == 'y'", 11, /expected end of expression/],
	];
	it.each(bad)("%j is an error at column %i", (src, column, message) => {
		const r = parseRule(src);
		expect(r.ok).toBe(false);
		if (r.ok) return;
		expect(r.error.column).toBe(column);
		expect(r.error.message).toMatch(message);
	});
});

describe("rules:if evaluation", () => {
	const vars = { BRANCH: "main", EMPTY: "", TAG: "v1.2.3", PAT: "/^V1/i", BADPAT: "/(/", NOTPAT: "v1" };
	const table: [string, boolean][] = [
		["$BRANCH", true],
		["$EMPTY", false],
		["$MISSING", false],
		["'x'", true],
		["''", false],
		["null", false],
		['$BRANCH == "main"', true],
		["$BRANCH != 'main'", false],
		["$MISSING == null", true],
		["$EMPTY == null", false],
		['$EMPTY == ""', true],
		["$MISSING == $ALSO_MISSING", true],
		["$TAG =~ /^v\\d+\\.\\d+/", true],
		["$TAG =~ /^V1/", false],
		["$TAG =~ /^V1/i", true],
		["$TAG !~ /^v/", false],
		["$MISSING =~ /.*/", false],
		["$MISSING !~ /.*/", true],
		["$TAG =~ $PAT", true],
		["$TAG =~ $BADPAT", false],
		["$TAG =~ $NOTPAT", false],
		["$TAG =~ $MISSING", false],
		["$MISSING || $BRANCH == 'main' && $EMPTY", false],
		["($MISSING || $BRANCH == 'main') && $TAG", true],
		["$EMPTY && $X || $BRANCH", true],
	];
	it.each(table)("%s → %s", (src, expected) => expect(evaluateRule(ast(src), vars)).toBe(expected));

	it("reads only own variables (no prototype lookups)", () => {
		expect(evaluateRule(ast("$constructor"), {})).toBe(false);
		expect(evaluateRule(ast("$toString == null"), {})).toBe(true);
	});
});

const name = fc.constantFrom("A", "B", "CI_COMMIT_BRANCH", "_x9", "constructor");
const text = fc.string({ maxLength: 8 });
const operand: fc.Arbitrary<Operand> = fc.oneof(
	name.map((n) => v(n)),
	text.map((t) => s(t)),
	fc.constant({ type: "null" as const }),
);
const pattern: fc.Arbitrary<Pattern> = fc.oneof(
	name.map((n) => ({ type: "var" as const, name: n })),
	fc
		.record({
			type: fc.constant("regex" as const),
			source: fc.stringMatching(/^(?:[a-z0-9 ./^$-]|\\d|\\.|\\\\|\[a-z\]|\(x\)|\*)*$/, { maxLength: 12 }),
			flags: fc.constantFrom("", "i", "m", "s", "im"),
		})
		.filter((p) => {
			try {
				// `\/` is `/` to the lexer, so the canonical tree never holds it; patterns are RE2's (no `\1`).
				return !p.source.includes("\\/") && compilePattern(p.source, p.flags).ok;
			} catch {
				return false;
			}
		}),
);
const { expr } = fc.letrec<{ expr: RuleExpr }>((tie) => ({
	expr: fc.oneof(
		{ depthSize: "small", withCrossShrink: true },
		operand.map((o) => ({ type: "value" as const, operand: o })),
		fc.record({
			type: fc.constant("cmp" as const),
			op: fc.constantFrom("==" as const, "!=" as const),
			left: operand,
			right: operand,
		}),
		fc.record({
			type: fc.constant("match" as const),
			op: fc.constantFrom("=~" as const, "!~" as const),
			left: operand,
			pattern,
		}),
		fc.record({ type: fc.constant("and" as const), left: tie("expr"), right: tie("expr") }),
		fc.record({ type: fc.constant("or" as const), left: tie("expr"), right: tie("expr") }),
	),
}));
const anyVars = fc.dictionary(
	fc.oneof(name, fc.string()),
	fc.oneof(fc.string(), fc.constantFrom("/(/", "/a/i", "/[/")),
);

describe("rules:if properties", () => {
	it("a printed tree parses back to the same tree", () => {
		fc.assert(
			fc.property(expr, (e) => {
				const r = parseRule(printRule(e));
				expect(r).toEqual({ ok: true, expr: e });
			}),
			{ numRuns: 500 },
		);
	});

	it("evaluation never throws and || / && follow boolean logic", () => {
		fc.assert(
			fc.property(expr, expr, anyVars, (a, b, vars) => {
				const x = evaluateRule(a, vars);
				const y = evaluateRule(b, vars);
				expect(evaluateRule({ type: "or", left: a, right: b }, vars)).toBe(x || y);
				expect(evaluateRule({ type: "and", left: a, right: b }, vars)).toBe(x && y);
			}),
			{ numRuns: 300 },
		);
	});

	it("parsing never throws on any text", () => {
		fc.assert(
			fc.property(fc.string({ maxLength: 40 }), (src) => {
				const r = parseRule(src);
				if (!r.ok) expect(r.error.column).toBeGreaterThanOrEqual(1);
			}),
			{ numRuns: 500 },
		);
	});
});
