// `=~` / `!~` patterns run on RE2 (re2js), as GitLab's do: matching is linear in the input, never
// backtracking, so a tenant's `/^(a+)+$/` cannot stall the Worker (issue 37 item 1). Linear is not
// yet cheap — RE2 walks up to one step per program instruction per input character — so the work is
// bounded too: the pattern's text and expanded size before it is compiled, the program it compiles
// to, and instructions × characters per match and per pipeline. Over a bound, the pipeline fails
// with a configErrors entry naming the rule rather than running slowly.
import { RE2JS } from "re2js";

export const REGEX_LIMITS = {
	/** Characters between the slashes. */
	patternChars: 512,
	/** Estimated instructions after counted repetitions expand (`a{100}` is 100), checked before compiling. */
	expandedSize: 1_000,
	/** Characters of the value a pattern is matched against. */
	inputChars: 16_384,
	/** Program instructions × value characters, for one match (about 50 ms at worst measured). */
	matchCost: 2_000_000,
	/** The same summed over every match of one pipeline's rules. */
	pipelineCost: 20_000_000,
} as const;

const FLAG_BITS: Record<string, number> = { i: RE2JS.CASE_INSENSITIVE, m: RE2JS.MULTILINE, s: RE2JS.DOTALL };

export type Compiled = { ok: true; re: RE2JS; size: number } | { ok: false; message: string };

const cache = new Map<string, Compiled>();

/** The pattern compiled by RE2, or why it cannot be: unsupported syntax (backreferences, lookaround) or too big. */
export function compilePattern(source: string, flags: string): Compiled {
	const key = `${flags}/${source}`;
	let hit = cache.get(key);
	if (!hit) {
		hit = compile(source, flags);
		if (cache.size >= 500) cache.clear();
		cache.set(key, hit);
	}
	return hit;
}

function compile(source: string, flags: string): Compiled {
	if (source.length > REGEX_LIMITS.patternChars)
		return { ok: false, message: `is ${source.length} characters, over the ${REGEX_LIMITS.patternChars} allowed` };
	const estimate = expandedSize(source);
	if (estimate > REGEX_LIMITS.expandedSize)
		return { ok: false, message: `expands to about ${estimate} steps, over the ${REGEX_LIMITS.expandedSize} allowed` };
	let bits = 0;
	for (const f of flags) bits |= FLAG_BITS[f] ?? 0;
	try {
		const re = RE2JS.compile(source, bits);
		return { ok: true, re, size: re.re2().prog.numInst() };
	} catch (e) {
		return { ok: false, message: `is not supported by RE2 (${(e as Error).message})` };
	}
}

/**
 * An over-estimate of the compiled size, from the text alone, so a short pattern whose counted
 * repetitions multiply (`(.{0,999}){1,999}` and the like) is refused before any compile work.
 */
export function expandedSize(src: string): number {
	const groups: number[] = [0];
	let last = 0;
	const add = (w: number) => {
		groups[groups.length - 1] += w;
		last = w;
	};
	for (let i = 0; i < src.length; i++) {
		const c = src[i];
		if (c === "\\") {
			i++;
			if ((src[i] === "p" || src[i] === "P") && src[i + 1] === "{") i = Math.max(i, src.indexOf("}", i));
			add(1);
		} else if (c === "[") {
			let j = i + 1;
			if (src[j] === "^") j++;
			if (src[j] === "]") j++;
			while (j < src.length && src[j] !== "]") j += src[j] === "\\" ? 2 : 1;
			i = j;
			add(1);
		} else if (c === "(") groups.push(0);
		else if (c === ")") {
			const inner = groups.length > 1 ? (groups.pop() as number) : 0;
			add(inner + 1);
		} else if (c === "{") {
			const m = /^\{(\d{1,7})(?:,(\d{0,7}))?\}/.exec(src.slice(i, i + 18));
			if (!m) {
				add(1);
				continue;
			}
			const times = Math.max(Number(m[1]), Number(m[2] || 0)) + 1;
			groups[groups.length - 1] += last * (times - 1);
			last *= times;
			i += m[0].length - 1;
		} else if (c === "*" || c === "+" || c === "?") groups[groups.length - 1] += 1;
		else add(1);
	}
	return groups.reduce((a, b) => a + b, 0);
}

/** What stopped a match from running: the caller names the rule in a configErrors entry. */
export interface PatternFault {
	message: string;
}

/**
 * Counts the work of one pipeline's matches and keeps the first fault. Without a meter (a lone
 * `evaluateRule`), a pattern that cannot run simply does not match.
 */
export class RegexMeter {
	spent = 0;
	fault: PatternFault | null = null;

	/** Whether the value may be matched by a program of `size` instructions; records why not. */
	admit(size: number, value: string, shown: string): boolean {
		if (value.length > REGEX_LIMITS.inputChars) {
			return this.fail(
				`${shown} is matched against ${value.length} characters, over the ${REGEX_LIMITS.inputChars} allowed`,
			);
		}
		const cost = size * (value.length + 1);
		if (cost > REGEX_LIMITS.matchCost)
			return this.fail(
				`${shown} is too complex for a value of ${value.length} characters (${size} instructions × characters is over ${REGEX_LIMITS.matchCost})`,
			);
		if (this.spent + cost > REGEX_LIMITS.pipelineCost)
			return this.fail(
				`the rules' regular expressions together are over the ${REGEX_LIMITS.pipelineCost} work allowed per pipeline`,
			);
		this.spent += cost;
		return true;
	}

	fail(message: string): false {
		this.fault ??= { message };
		return false;
	}
}
