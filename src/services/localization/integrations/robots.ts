// robots.txt (RFC 9309) for the crawler: the group for our product token ("pasarlocbot") or, failing
// that, "*"; Allow/Disallow by longest match (Allow wins a tie), `*` wildcards and a `$` end anchor.
// A robots.txt that is missing (4xx) allows everything; one that cannot be read (5xx, network)
// disallows everything until a later crawl reads it (RFC 9309 §2.3.1.4).

export const ROBOTS_TOKEN = "pasarlocbot";
/** Characters of one Allow/Disallow pattern; a longer rule is ignored (the file itself is read up to 512 KiB). */
export const ROBOTS_PATTERN_MAX = 2_048;

export interface RobotsRules {
	/** [allow, pattern] in file order */
	rules: Array<[boolean, string]>;
	/** true: nothing may be crawled (robots.txt unreachable) */
	disallowAll?: boolean;
}

export const ALLOW_ALL: RobotsRules = { rules: [] };
export const DISALLOW_ALL: RobotsRules = { rules: [], disallowAll: true };

/** The rules of the group that applies to us. */
export function parseRobots(text: string): RobotsRules {
	const groups: Array<{ agents: string[]; rules: Array<[boolean, string]> }> = [];
	let current: { agents: string[]; rules: Array<[boolean, string]> } | null = null;
	let lastWasAgent = false;
	for (const rawLine of text.split(/\r\n|\r|\n/)) {
		const line = rawLine.replace(/#.*$/, "").trim();
		const m = /^([A-Za-z-]+)\s*:\s*(.*)$/.exec(line);
		if (!m) continue;
		const field = (m[1] as string).toLowerCase();
		const value = (m[2] as string).trim();
		if (field === "user-agent") {
			if (!current || !lastWasAgent) groups.push((current = { agents: [], rules: [] }));
			current.agents.push(value.toLowerCase());
			lastWasAgent = true;
			continue;
		}
		lastWasAgent = false;
		if (!current || (field !== "allow" && field !== "disallow")) continue;
		if (value === "" && field === "disallow") continue; // "Disallow:" allows everything
		if (value.length > ROBOTS_PATTERN_MAX) continue; // no URL path is that long; bounds the matching work
		current.rules.push([field === "allow", value]);
	}
	const ours = groups.filter((g) => g.agents.some((a) => a !== "*" && ROBOTS_TOKEN.startsWith(a)));
	const chosen = ours.length ? ours : groups.filter((g) => g.agents.includes("*"));
	return { rules: chosen.flatMap((g) => g.rules) };
}

/**
 * Whether a robots pattern (`*` any run, a final `$` the end) matches the start of `path`. No RegExp:
 * the pieces between `*`s are found left to right, each at its leftmost place after the previous
 * (leftmost is always safe when the only wildcard is `*`), so the work is at most
 * path length × pattern length — `/*a*a*a…b` over a long path cannot backtrack (issue 37 item 1).
 */
export function robotsPatternMatches(pattern: string, path: string): boolean {
	const anchored = pattern.endsWith("$");
	const pieces = (anchored ? pattern.slice(0, -1) : pattern).split("*");
	const first = pieces[0] as string;
	if (!path.startsWith(first)) return false;
	if (pieces.length === 1) return !anchored || path.length === first.length;
	let at = first.length;
	const last = pieces.length - 1;
	for (let i = 1; i < last; i++) {
		const found = path.indexOf(pieces[i] as string, at);
		if (found < 0) return false;
		at = found + (pieces[i] as string).length;
	}
	// The last piece: anywhere after `at`, or, anchored, exactly at the end.
	const tail = pieces[last] as string;
	return anchored ? path.length - tail.length >= at && path.endsWith(tail) : path.indexOf(tail, at) >= 0;
}

/** Percent-encoding normalised so /caf%C3%A9 and /café compare equal. */
const normal = (s: string) => {
	try {
		return encodeURI(decodeURI(s));
	} catch {
		return s;
	}
};

/** Whether `path` (pathname + search) may be crawled. */
export function robotsAllow(r: RobotsRules, path: string): boolean {
	if (r.disallowAll) return path === "/robots.txt";
	const p = normal(path);
	let best: { allow: boolean; length: number } | null = null;
	for (const [allow, pattern] of r.rules) {
		if (!robotsPatternMatches(normal(pattern), p)) continue;
		const length = pattern.length;
		if (!best || length > best.length || (length === best.length && allow && !best.allow)) best = { allow, length };
	}
	return best ? best.allow : true;
}
