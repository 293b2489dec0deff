// Tokens of a `rules:if` expression. A `/` always starts a regex literal: nothing else in the
// grammar uses it, so the lexer needs no parser feedback.
import type { RuleSyntaxError } from "./rules-ast";

export type Token =
	| { kind: "var"; name: string; col: number }
	| { kind: "string"; value: string; col: number }
	| { kind: "null"; col: number }
	| { kind: "regex"; source: string; flags: string; col: number }
	| { kind: "op"; op: "==" | "!=" | "=~" | "!~" | "&&" | "||"; col: number }
	| { kind: "("; col: number }
	| { kind: ")"; col: number }
	| { kind: "eof"; col: number };

const OPS = ["==", "!=", "=~", "!~", "&&", "||"] as const;
const NAME_START = /[A-Za-z_]/;
const NAME_PART = /[A-Za-z0-9_]/;

export class RuleLexError extends Error {
	constructor(readonly detail: RuleSyntaxError) {
		super(detail.message);
	}
}

const fail = (message: string, index: number): never => {
	throw new RuleLexError({ message, column: index + 1 });
};

export function tokenize(src: string): Token[] {
	const out: Token[] = [];
	let i = 0;
	while (i < src.length) {
		const c = src[i];
		if (c === " " || c === "\t" || c === "\n" || c === "\r") {
			i++;
			continue;
		}
		const col = i + 1;
		if (c === "(" || c === ")") {
			out.push({ kind: c, col });
			i++;
		} else if (c === "$") {
			i = readVar(src, i, out);
		} else if (c === '"' || c === "'") {
			i = readString(src, i, out);
		} else if (c === "/") {
			i = readRegex(src, i, out);
		} else if (OPS.includes(src.slice(i, i + 2) as (typeof OPS)[number])) {
			out.push({ kind: "op", op: src.slice(i, i + 2) as (typeof OPS)[number], col });
			i += 2;
		} else if (src.startsWith("null", i) && !NAME_PART.test(src[i + 4] ?? "")) {
			out.push({ kind: "null", col });
			i += 4;
		} else {
			fail(`unexpected character "${c}"`, i);
		}
	}
	out.push({ kind: "eof", col: src.length + 1 });
	return out;
}

function readVar(src: string, start: number, out: Token[]): number {
	const braced = src[start + 1] === "{";
	let i = start + (braced ? 2 : 1);
	const nameStart = i;
	if (!NAME_START.test(src[i] ?? "")) fail("a variable name must follow $", i);
	while (i < src.length && NAME_PART.test(src[i])) i++;
	const name = src.slice(nameStart, i);
	if (braced) {
		if (src[i] !== "}") fail(`unterminated \${${name}`, start);
		i++;
	}
	out.push({ kind: "var", name, col: start + 1 });
	return i;
}

/** Backslash escapes the next character (a quote or a backslash), in both quote styles. */
function readString(src: string, start: number, out: Token[]): number {
	const quote = src[start];
	let value = "";
	let i = start + 1;
	while (i < src.length && src[i] !== quote) {
		if (src[i] === "\\" && i + 1 < src.length) i++;
		value += src[i++];
	}
	if (i >= src.length) fail("unterminated string", start);
	out.push({ kind: "string", value, col: start + 1 });
	return i + 1;
}

/** `\/` is a slash inside the pattern; other escapes are the regex's own and are kept as written. */
function readRegex(src: string, start: number, out: Token[]): number {
	let source = "";
	let i = start + 1;
	while (i < src.length && src[i] !== "/") {
		if (src[i] === "\\" && src[i + 1] === "/") {
			source += "/";
			i += 2;
			continue;
		}
		if (src[i] === "\\" && i + 1 < src.length) source += src[i++];
		source += src[i++];
	}
	if (i >= src.length) fail("unterminated regular expression", start);
	i++;
	const flagStart = i;
	while (i < src.length && /[A-Za-z]/.test(src[i])) i++;
	const flags = src.slice(flagStart, i);
	if (!/^[ims]*$/.test(flags) || new Set(flags).size !== flags.length)
		fail(`invalid regular expression flags "${flags}" (i, m, s)`, flagStart);
	out.push({ kind: "regex", source, flags, col: start + 1 });
	return i;
}
