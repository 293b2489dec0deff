// Typed reads of tree nodes: each reports a wrong type at the node's position and returns null.
import { type Errors, kindName, type YEntry, type YNode } from "./tree";

export type MapNode = Extract<YNode, { kind: "map" }>;

export function asMap(n: YNode, where: string, errors: Errors): MapNode | null {
	if (n.kind === "map") return n;
	errors.add(n.pos, `${where} must be a mapping, not a ${kindName(n)}`);
	return null;
}

/** Reports every key outside `allowed`, naming it. */
export function checkKeys(map: MapNode, allowed: readonly string[], where: string, errors: Errors): void {
	for (const e of map.entries) {
		if (!allowed.includes(e.key)) errors.add(e.keyPos, `${where}: unknown key "${e.key}"`);
	}
}

export const entry = (map: MapNode, key: string): YEntry | undefined => map.entries.find((e) => e.key === key);

export function str(n: YNode, where: string, errors: Errors): string | null {
	if (n.kind === "scalar" && typeof n.value === "string") return n.value;
	errors.add(n.pos, `${where} must be a string, not a ${kindName(n)}`);
	return null;
}

/** Variable values: strings, numbers and booleans are written as text (GitLab does the same). */
export function scalarText(n: YNode, where: string, errors: Errors): string | null {
	if (n.kind === "scalar" && n.value !== null) return String(n.value);
	errors.add(n.pos, `${where} must be a string, not a ${kindName(n)}`);
	return null;
}

export function bool(n: YNode, where: string, errors: Errors): boolean | null {
	if (n.kind === "scalar" && typeof n.value === "boolean") return n.value;
	errors.add(n.pos, `${where} must be true or false, not a ${kindName(n)}`);
	return null;
}

export function strList(n: YNode, where: string, errors: Errors): string[] | null {
	if (n.kind !== "seq") {
		errors.add(n.pos, `${where} must be a list of strings, not a ${kindName(n)}`);
		return null;
	}
	const out: string[] = [];
	let ok = true;
	for (const item of n.items) {
		const s = str(item, `${where} items`, errors);
		if (s === null) ok = false;
		else out.push(s);
	}
	return ok ? out : null;
}

/** A script: one string, or a list of strings where nested lists are flattened one level. */
export function scriptLines(n: YNode, where: string, errors: Errors): string[] | null {
	if (n.kind === "scalar" && typeof n.value === "string") return [n.value];
	if (n.kind !== "seq") {
		errors.add(n.pos, `${where} must be a string or a list of strings, not a ${kindName(n)}`);
		return null;
	}
	const flat = n.items.flatMap((i) => (i.kind === "seq" ? i.items : [i]));
	const out: string[] = [];
	for (const item of flat) {
		const s = scalarText(item, `${where} items`, errors);
		if (s === null) return null;
		out.push(s);
	}
	return out;
}

export const VARIABLE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

export function variables(n: YNode, where: string, errors: Errors): Record<string, string> | null {
	const map = asMap(n, where, errors);
	if (!map) return null;
	const out: Record<string, string> = {};
	for (const e of map.entries) {
		if (!VARIABLE_NAME.test(e.key)) errors.add(e.keyPos, `${where}: "${e.key}" is not a valid variable name`);
		const v = scalarText(e.value, `${where}:${e.key}`, errors);
		if (v !== null) out[e.key] = v;
	}
	return out;
}

const UNITS: [RegExp, number][] = [
	[/^(s|secs?|seconds?)$/, 1],
	[/^(m|mins?|minutes?)$/, 60],
	[/^(h|hrs?|hours?)$/, 3600],
	[/^(d|days?)$/, 86400],
	[/^(w|wks?|weeks?)$/, 604800],
];

/** "10m", "1h 30m", "1 hour 30 minutes", "30 days", a bare number of seconds; null if unreadable. */
export function parseDuration(text: string): number | null {
	const t = text.trim().toLowerCase();
	if (/^\d+$/.test(t)) return Number(t);
	const re = /(\d+)\s*([a-z]+)\s*(?:and\s+|,\s*)?/gy;
	let total = 0;
	let end = 0;
	for (let m = re.exec(t); m; m = re.exec(t)) {
		const unit = UNITS.find(([u]) => u.test(m![2]));
		if (!unit) return null;
		total += Number(m[1]) * unit[1];
		end = re.lastIndex;
	}
	return end > 0 && end === t.length ? total : null;
}
