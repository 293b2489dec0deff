// The `rules:if` expression tree. Parsed once at config time, evaluated per pipeline; never eval'd.

export type Operand = { type: "var"; name: string } | { type: "string"; value: string } | { type: "null" };
export type Pattern = { type: "regex"; source: string; flags: string } | { type: "var"; name: string };

export type RuleExpr =
	| { type: "or"; left: RuleExpr; right: RuleExpr }
	| { type: "and"; left: RuleExpr; right: RuleExpr }
	| { type: "cmp"; op: "==" | "!="; left: Operand; right: Operand }
	| { type: "match"; op: "=~" | "!~"; left: Operand; pattern: Pattern }
	| { type: "value"; operand: Operand };

export interface RuleSyntaxError {
	message: string;
	/** 1-based column inside the expression. */
	column: number;
}

export const REGEX_FLAGS = /^[ims]*$/;
export const VAR_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
