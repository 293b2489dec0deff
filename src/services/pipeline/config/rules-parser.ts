// Recursive descent over the tokens: or := and ("||" and)*; and := term ("&&" term)*;
// term := "(" or ")" | operand [("==" | "!=") operand | ("=~" | "!~") pattern].
import type { Operand, Pattern, RuleExpr, RuleSyntaxError } from "./rules-ast";
import { RuleLexError, type Token, tokenize } from "./rules-lexer";
import { compilePattern } from "./rules-regex";

export type RuleParse = { ok: true; expr: RuleExpr } | { ok: false; error: RuleSyntaxError };

/** Parses and checks a `rules:if` expression; a regex RE2 cannot run is an error here, not at run time. */
export function parseRule(src: string): RuleParse {
	try {
		const p = new Parser(tokenize(src));
		const expr = p.or();
		p.expect("eof", "end of expression");
		return { ok: true, expr };
	} catch (e) {
		if (e instanceof RuleLexError) return { ok: false, error: e.detail };
		throw e;
	}
}

const describe = (t: Token): string =>
	t.kind === "eof" ? "end of expression" : t.kind === "op" ? `"${t.op}"` : t.kind === "var" ? `$${t.name}` : t.kind;

const shorten = (s: string) => (s.length > 60 ? `${s.slice(0, 60)}…` : s);

class Parser {
	private i = 0;
	constructor(private readonly tokens: Token[]) {}

	private get peek(): Token {
		return this.tokens[this.i];
	}

	private fail(message: string, t: Token = this.peek): never {
		throw new RuleLexError({ message, column: t.col });
	}

	expect(kind: Token["kind"], what: string): Token {
		const t = this.peek;
		if (t.kind !== kind) this.fail(`expected ${what}, found ${describe(t)}`);
		this.i++;
		return t;
	}

	private isOp(op: string): boolean {
		const t = this.peek;
		return t.kind === "op" && t.op === op;
	}

	or(): RuleExpr {
		let left = this.and();
		while (this.isOp("||")) {
			this.i++;
			left = { type: "or", left, right: this.and() };
		}
		return left;
	}

	private and(): RuleExpr {
		let left = this.term();
		while (this.isOp("&&")) {
			this.i++;
			left = { type: "and", left, right: this.term() };
		}
		return left;
	}

	private term(): RuleExpr {
		if (this.peek.kind === "(") {
			this.i++;
			const inner = this.or();
			this.expect(")", '")"');
			return inner;
		}
		const left = this.operand();
		const t = this.peek;
		if (t.kind !== "op" || t.op === "&&" || t.op === "||") return { type: "value", operand: left };
		this.i++;
		if (t.op === "==" || t.op === "!=") return { type: "cmp", op: t.op, left, right: this.operand() };
		return { type: "match", op: t.op, left, pattern: this.pattern() };
	}

	private operand(): Operand {
		const t = this.peek;
		this.i++;
		if (t.kind === "var") return { type: "var", name: t.name };
		if (t.kind === "string") return { type: "string", value: t.value };
		if (t.kind === "null") return { type: "null" };
		if (t.kind === "regex") this.fail("a regular expression goes only after =~ or !~", t);
		return this.fail(`expected a variable, string or null, found ${describe(t)}`, t);
	}

	private pattern(): Pattern {
		const t = this.peek;
		this.i++;
		if (t.kind === "var") return { type: "var", name: t.name };
		if (t.kind !== "regex") return this.fail(`expected /regex/ after =~ or !~, found ${describe(t)}`, t);
		// RE2, as at run time: a backreference or lookaround, or a pattern over the limits, is an error here.
		const c = compilePattern(t.source, t.flags);
		if (!c.ok) this.fail(`invalid regular expression /${shorten(t.source)}/: it ${c.message}`, t);
		return { type: "regex", source: t.source, flags: t.flags };
	}
}
