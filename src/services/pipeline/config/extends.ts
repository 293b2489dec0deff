// `extends:` — a job starts from the templates it names (hidden `.keys` or other jobs), later ones
// winning, and its own keys on top. Mappings merge deeply; lists and scalars are replaced whole.
import type { Errors, YEntry, YNode } from "./tree";
import { MAX_EXTENDS_DEPTH } from "./types";
import type { MapNode } from "./values";

export function resolveExtends(
	name: string,
	map: MapNode,
	all: ReadonlyMap<string, YEntry>,
	errors: Errors,
	chain: string[] = [],
): MapNode {
	const ext = map.entries.find((e) => e.key === "extends");
	if (!ext) return map;
	const own: MapNode = { ...map, entries: map.entries.filter((e) => e !== ext) };
	const names = ext.value.kind === "seq" ? ext.value.items : [ext.value];
	let base: MapNode = { kind: "map", entries: [], pos: map.pos };
	for (const n of names) {
		const target = n.kind === "scalar" && typeof n.value === "string" ? n.value : null;
		if (target === null) {
			errors.add(n.pos, `${name}:extends must name jobs or hidden keys`);
			continue;
		}
		const found = all.get(target);
		if (!found) errors.add(n.pos, `${name}:extends: "${target}" is not defined`);
		else if (chain.includes(target) || target === name)
			errors.add(n.pos, `${name}:extends: "${target}" extends itself (${[...chain, name, target].join(" → ")})`);
		else if (chain.length >= MAX_EXTENDS_DEPTH)
			errors.add(n.pos, `${name}:extends: nested deeper than ${MAX_EXTENDS_DEPTH} levels`);
		else if (found.value.kind !== "map") errors.add(n.pos, `${name}:extends: "${target}" is not a mapping`);
		else base = merge(base, resolveExtends(target, found.value, all, errors, [...chain, name]));
	}
	return merge(base, own);
}

function merge(base: MapNode, top: MapNode): MapNode {
	const entries = [...base.entries];
	for (const e of top.entries) {
		const i = entries.findIndex((b) => b.key === e.key);
		if (i < 0) entries.push(e);
		else {
			const b = entries[i].value;
			const value: YNode = b.kind === "map" && e.value.kind === "map" ? merge(b, e.value) : e.value;
			entries[i] = { ...e, value };
		}
	}
	return { kind: "map", entries, pos: top.pos };
}
