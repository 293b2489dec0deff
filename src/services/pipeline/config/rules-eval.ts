// Evaluation and printing of `rules:if` trees. GitLab semantics: an undefined variable is null,
// a lone operand is true when it is a non-empty string, =~ on null never matches.
import type { RE2JS } from "re2js";
import type { Operand, Pattern, RuleExpr } from "./rules-ast";
import { compilePattern, RegexMeter } from "./rules-regex";

export type Vars = Readonly<Record<string, string | undefined>>;

const operandValue = (o: Operand, vars: Vars): string | null => {
	if (o.type === "null") return null;
	if (o.type === "string") return o.value;
	return Object.hasOwn(vars, o.name) ? (vars[o.name] ?? null) : null;
};

/**
 * The compiled pattern, or null when it never matches. A pattern held in a variable is written
 * `/re/flags`; any other text never matches (as in GitLab). One that cannot compile under RE2 or its
 * limits also fails the match, and the meter records why (a literal was already checked at parse time).
 */
function regexOf(p: Pattern, vars: Vars, meter: RegexMeter): { re: RE2JS; size: number; shown: string } | null {
	let source = p.type === "regex" ? p.source : "";
	let flags = p.type === "regex" ? p.flags : "";
	const shown = p.type === "regex" ? "the pattern" : `the pattern in $${p.name}`;
	if (p.type === "var") {
		const text = Object.hasOwn(vars, p.name) ? vars[p.name] : undefined;
		const m = text?.match(/^\/(.*)\/([ims]*)$/s);
		if (!m) return null;
		[source, flags] = [m[1], m[2]];
	}
	const c = compilePattern(source, flags);
	if (!c.ok) return meter.fail(`${shown} ${c.message}`) || null;
	return { re: c.re, size: c.size, shown };
}

function matches(expr: Extract<RuleExpr, { type: "match" }>, vars: Vars, meter: RegexMeter): boolean {
	const v = operandValue(expr.left, vars);
	if (v === null) return false;
	const r = regexOf(expr.pattern, vars, meter);
	return r !== null && meter.admit(r.size, v, r.shown) && r.re.test(v);
}

/**
 * Never throws, whatever the variables hold. A pattern that cannot run (see rules-regex) does not
 * match, and `meter.fault` says why; the planner turns that into a configErrors entry.
 */
export function evaluateRule(expr: RuleExpr, vars: Vars, meter: RegexMeter = new RegexMeter()): boolean {
	switch (expr.type) {
		case "or":
			return evaluateRule(expr.left, vars, meter) || evaluateRule(expr.right, vars, meter);
		case "and":
			return evaluateRule(expr.left, vars, meter) && evaluateRule(expr.right, vars, meter);
		case "value": {
			const v = operandValue(expr.operand, vars);
			return v !== null && v !== "";
		}
		case "cmp": {
			const same = operandValue(expr.left, vars) === operandValue(expr.right, vars);
			return expr.op === "==" ? same : !same;
		}
		case "match": {
			const hit = matches(expr, vars, meter);
			return expr.op === "=~" ? hit : !hit;
		}
	}
}

const printOperand = (o: Operand): string =>
	o.type === "null" ? "null" : o.type === "var" ? `$${o.name}` : `"${o.value.replace(/[\\"]/g, "\\$&")}"`;

function printPattern(p: Pattern): string {
	if (p.type === "var") return `$${p.name}`;
	let out = "";
	for (let i = 0; i < p.source.length; i++) {
		const c = p.source[i];
		if (c === "\\" && i + 1 < p.source.length) out += c + p.source[++i];
		else out += c === "/" ? "\\/" : c;
	}
	return `/${out}/${p.flags}`;
}

/** Canonical text of a tree; parseRule(printRule(e)) gives back e. */
export function printRule(expr: RuleExpr): string {
	switch (expr.type) {
		case "or":
			return `${printRule(expr.left)} || ${expr.right.type === "or" ? `(${printRule(expr.right)})` : printRule(expr.right)}`;
		case "and": {
			const side = (e: RuleExpr, wrapAnd: boolean) =>
				e.type === "or" || (wrapAnd && e.type === "and") ? `(${printRule(e)})` : printRule(e);
			return `${side(expr.left, false)} && ${side(expr.right, true)}`;
		}
		case "value":
			return printOperand(expr.operand);
		case "cmp":
			return `${printOperand(expr.left)} ${expr.op} ${printOperand(expr.right)}`;
		case "match":
			return `${printOperand(expr.left)} ${expr.op} ${printPattern(expr.pattern)}`;
	}
}
