// `extends:` — a job starts from the templates it names (hidden `.keys` or other jobs), later ones
// winning, and its own keys on top. Mappings merge deeply; lists and scalars are replaced whole.
//
// Issue 37 item 1b: each template is resolved once and remembered, so a diamond of templates (every
// level extending the one below several times) costs one merge per `extends` entry, not one per path
// (which grew as fan-out ^ depth); merges index keys in a Map, and the entries all merges copy are capped.
import type { Errors, YEntry, YNode } from "./tree";
import { MAX_EXTENDS_DEPTH } from "./types";
import type { MapNode } from "./values";

/** Entries all merges of one config may copy; far above what any real config needs. */
export const MAX_MERGED_ENTRIES = 100_000;

interface Resolved {
	map: MapNode;
	/** The longest `extends` chain below this map (0: it extends nothing). */
	height: number;
}

export class ExtendsResolver {
	private readonly done = new Map<string, Resolved>();
	/** The templates being resolved, outermost first (a cycle returns to one of them). */
	private readonly open: string[] = [];
	private budget = MAX_MERGED_ENTRIES;

	constructor(
		private readonly all: ReadonlyMap<string, YEntry>,
		private readonly errors: Errors,
	) {}

	/** A job's mapping with every template it extends merged under it. */
	job(name: string, map: MapNode): MapNode {
		return this.resolve(name, map).map;
	}

	private resolve(name: string, map: MapNode): Resolved {
		const ext = map.entries.find((e) => e.key === "extends");
		if (!ext) return { map, height: 0 };
		const own: MapNode = { ...map, entries: map.entries.filter((e) => e !== ext) };
		const names = ext.value.kind === "seq" ? ext.value.items : [ext.value];
		let base: MapNode = { kind: "map", entries: [], pos: map.pos };
		let height = 0;
		this.open.push(name);
		for (const n of names) {
			const t = this.target(name, n);
			if (!t) continue;
			base = this.merge(base, t.map);
			height = Math.max(height, t.height + 1);
		}
		this.open.pop();
		return { map: this.merge(base, own), height };
	}

	/** The resolved template `n` names, or null (and an error) when it cannot be used. */
	private target(name: string, n: YNode): Resolved | null {
		const target = n.kind === "scalar" && typeof n.value === "string" ? n.value : null;
		const where = `${name}:extends`;
		if (target === null) return this.fail(n, `${where} must name jobs or hidden keys`);
		const found = this.all.get(target);
		if (!found) return this.fail(n, `${where}: "${target}" is not defined`);
		const from = this.open.indexOf(target);
		if (from >= 0) return this.fail(n, `${where}: "${target}" extends itself (${[...this.open, target].join(" → ")})`);
		// open.length is this reference's level (1 for a job's own extends): the chain may not pass the limit.
		if (this.open.length > MAX_EXTENDS_DEPTH)
			return this.fail(n, `${where}: nested deeper than ${MAX_EXTENDS_DEPTH} levels`);
		if (found.value.kind !== "map") return this.fail(n, `${where}: "${target}" is not a mapping`);
		let t = this.done.get(target);
		if (!t) {
			t = this.resolve(target, found.value);
			this.done.set(target, t);
		}
		if (this.open.length + t.height > MAX_EXTENDS_DEPTH)
			return this.fail(n, `${where}: nested deeper than ${MAX_EXTENDS_DEPTH} levels`);
		return t;
	}

	private fail(n: YNode, message: string): null {
		this.errors.add(n.pos, message);
		return null;
	}

	private merge(base: MapNode, top: MapNode): MapNode {
		if (!base.entries.length) return top;
		this.budget -= base.entries.length + top.entries.length;
		if (this.budget < 0) {
			if (this.budget + base.entries.length + top.entries.length >= 0)
				this.errors.add(top.pos, `extends: the merged templates copy more than ${MAX_MERGED_ENTRIES} entries`);
			return top;
		}
		const entries = [...base.entries];
		const index = new Map(entries.map((e, i) => [e.key, i]));
		for (const e of top.entries) {
			const i = index.get(e.key);
			if (i === undefined) {
				index.set(e.key, entries.length);
				entries.push(e);
				continue;
			}
			const b = entries[i].value;
			const value: YNode = b.kind === "map" && e.value.kind === "map" ? this.merge(b, e.value) : e.value;
			entries[i] = { ...e, value };
		}
		return { kind: "map", entries, pos: top.pos };
	}
}
