// `changes:` globs: `**` spans directories, `*` and `?` stay inside one, `{a,b}` alternates.
// A glob becomes an RE2 program (re2js), so matching is linear in the path whatever the glob —
// `**/**/**/…a` cannot backtrack (issue 37 item 1); its length is capped, so is the program, and the
// planner's RegexMeter bounds instructions × path characters per pipeline.
import { RE2JS } from "re2js";
import type { RegexMeter } from "./rules-regex";

/** Characters of one glob. Its program has at most a few instructions per character. */
export const GLOB_MAX_CHARS = 1_024;

type Compiled = { ok: true; re: RE2JS; size: number } | { ok: false; message: string };
const cache = new Map<string, Compiled>();

const META = /[.+^$()|[\]\\{}*?]/g;

function toPattern(glob: string): string {
	let re = "";
	let depth = 0;
	for (let i = 0; i < glob.length; i++) {
		const c = glob[i];
		if (c === "*" && glob[i + 1] === "*") {
			const slash = glob[i + 2] === "/";
			re += slash ? "(?:.*/)?" : ".*";
			i += slash ? 2 : 1;
		} else if (c === "*") re += "[^/]*";
		else if (c === "?") re += "[^/]";
		else if (c === "{") {
			re += "(?:";
			depth++;
		} else if (c === "}" && depth > 0) {
			re += ")";
			depth--;
		} else if (c === "," && depth > 0) re += "|";
		else re += c.replace(META, "\\$&");
	}
	return `(?s)${re}${")".repeat(depth)}`;
}

export function compileGlob(glob: string): Compiled {
	let hit = cache.get(glob);
	if (hit) return hit;
	const g = glob.replace(/^\.?\//, "");
	if (g.length > GLOB_MAX_CHARS)
		hit = { ok: false, message: `is ${g.length} characters, over the ${GLOB_MAX_CHARS} allowed` };
	else {
		const re = RE2JS.compile(toPattern(g));
		hit = { ok: true, re, size: re.re2().prog.numInst() };
	}
	if (cache.size > 500) cache.clear();
	cache.set(glob, hit);
	return hit;
}

/** Whether the whole path matches. With a meter, a glob over the limits is recorded there (and does not match). */
export function globMatches(glob: string, path: string, meter?: RegexMeter): boolean {
	const c = compileGlob(glob);
	const shown = `the glob "${glob.length > 60 ? `${glob.slice(0, 60)}…` : glob}"`;
	if (!c.ok) return meter ? meter.fail(`${shown} ${c.message}`) : false;
	const p = path.replace(/^\.?\//, "");
	if (meter && !meter.admit(c.size, p, shown)) return false;
	return c.re.testExact(p);
}
