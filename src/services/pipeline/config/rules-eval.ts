// Evaluation and printing of `rules:if` trees. GitLab semantics: an undefined variable is null,
// a lone operand is true when it is a non-empty string, =~ on null never matches.
import type { Operand, Pattern, RuleExpr } from "./rules-ast";

export type Vars = Readonly<Record<string, string | undefined>>;

const operandValue = (o: Operand, vars: Vars): string | null => {
	if (o.type === "null") return null;
	if (o.type === "string") return o.value;
	return Object.hasOwn(vars, o.name) ? (vars[o.name] ?? null) : null;
};

/** A pattern held in a variable is written `/re/flags`; anything else never matches. */
function regexOf(p: Pattern, vars: Vars): RegExp | null {
	try {
		if (p.type === "regex") return new RegExp(p.source, p.flags);
		const text = Object.hasOwn(vars, p.name) ? vars[p.name] : undefined;
		const m = text?.match(/^\/(.*)\/([ims]*)$/s);
		return m ? new RegExp(m[1], m[2]) : null;
	} catch {
		return null;
	}
}

/** Never throws, whatever the variables hold. */
export function evaluateRule(expr: RuleExpr, vars: Vars): boolean {
	switch (expr.type) {
		case "or":
			return evaluateRule(expr.left, vars) || evaluateRule(expr.right, vars);
		case "and":
			return evaluateRule(expr.left, vars) && evaluateRule(expr.right, vars);
		case "value": {
			const v = operandValue(expr.operand, vars);
			return v !== null && v !== "";
		}
		case "cmp": {
			const same = operandValue(expr.left, vars) === operandValue(expr.right, vars);
			return expr.op === "==" ? same : !same;
		}
		case "match": {
			const v = operandValue(expr.left, vars);
			const re = regexOf(expr.pattern, vars);
			const hit = v !== null && re?.test(v) === true;
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
