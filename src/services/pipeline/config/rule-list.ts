// `rules:` lists of jobs and of `workflow:`; each `if:` is parsed here so its errors carry file lines.
import type { RuleExpr } from "./rules-ast";
import { parseRule } from "./rules-parser";
import type { Errors, YNode } from "./tree";
import type { Rule, RuleWhen } from "./types";
import { asMap, bool, checkKeys, entry, str, strList } from "./values";

const JOB_RULE_KEYS = ["if", "changes", "when", "allow_failure"] as const;
const WORKFLOW_RULE_KEYS = ["if", "changes", "when"] as const;
const JOB_RULE_WHEN: RuleWhen[] = ["on_success", "manual", "always", "never"];
const WORKFLOW_WHEN: RuleWhen[] = ["always", "never"];

export function parseRules(n: YNode, where: string, workflow: boolean, errors: Errors): Rule[] | null {
	if (n.kind !== "seq") {
		errors.add(n.pos, `${where} must be a list of rules, not a ${n.kind === "map" ? "mapping" : "scalar"}`);
		return null;
	}
	const out: Rule[] = [];
	n.items.forEach((item, i) => {
		const at = `${where}[${i}]`;
		const map = asMap(item, at, errors);
		if (!map) return;
		checkKeys(map, workflow ? WORKFLOW_RULE_KEYS : JOB_RULE_KEYS, at, errors);
		const cond = entry(map, "if");
		const pos = cond ? cond.value.pos : item.pos;
		const place = { where: at, line: pos.line, column: pos.column };
		const rule: Rule = { if: null, ifSource: null, at: place, changes: null, when: null, allowFailure: null };
		if (cond) {
			const src = str(cond.value, `${at}:if`, errors);
			if (src !== null) {
				rule.ifSource = src;
				rule.if = ifExpr(src, cond.value, `${at}:if`, errors);
			}
		}
		const changes = entry(map, "changes");
		if (changes) rule.changes = strList(changes.value, `${at}:changes`, errors);
		const when = entry(map, "when");
		if (when) {
			const allowed = workflow ? WORKFLOW_WHEN : JOB_RULE_WHEN;
			const w = str(when.value, `${at}:when`, errors);
			if (w !== null && !allowed.includes(w as RuleWhen))
				errors.add(when.value.pos, `${at}:when must be one of ${allowed.join(", ")}, not "${w}"`);
			else if (w !== null) rule.when = w as RuleWhen;
		}
		const af = entry(map, "allow_failure");
		if (af) rule.allowFailure = bool(af.value, `${at}:allow_failure`, errors);
		out.push(rule);
	});
	return out;
}

/** Errors point into the expression when it sits on one line; otherwise at the value's start. */
function ifExpr(src: string, node: YNode, where: string, errors: Errors): RuleExpr | null {
	const parsed = parseRule(src);
	if (parsed.ok) return parsed.expr;
	const inline = node.kind === "scalar" && node.style !== "block" && !src.includes("\n");
	const lead = node.kind === "scalar" && node.style === "quoted" ? 1 : 0;
	const column = inline ? node.pos.column + lead + parsed.error.column - 1 : node.pos.column;
	errors.add(
		{ line: node.pos.line, column },
		`${where}: ${parsed.error.message} (column ${parsed.error.column} of the expression)`,
	);
	return null;
}
