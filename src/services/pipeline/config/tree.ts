// The YAML document as a plain tree whose every node remembers its file position, so checks made
// after `extends` merging still point at the line that wrote the value.
import { type Alias, isAlias, isMap, isScalar, isSeq, LineCounter, type Node, parseDocument, visit } from "yaml";
import type { ConfigError } from "./types";

export interface Pos {
	line: number;
	column: number;
}
export type YNode =
	| { kind: "map"; entries: YEntry[]; pos: Pos }
	| { kind: "seq"; items: YNode[]; pos: Pos }
	| { kind: "scalar"; value: string | number | boolean | null; pos: Pos; style: "plain" | "quoted" | "block" };
export interface YEntry {
	key: string;
	keyPos: Pos;
	value: YNode;
}

/** Caps alias expansion (a "billion laughs" file stays cheap). */
const MAX_NODES = 100_000;
/** Caps nesting: every later step (extends merging included) recurses per level. */
export const MAX_DEPTH = 64;
/** configErrors listed per pipeline; the rest are counted. */
export const MAX_ERRORS = 100;

export class Errors {
	readonly list: ConfigError[] = [];
	add(pos: Pos, message: string): void {
		this.list.push({ message, line: pos.line, column: pos.column });
	}
	sorted(): ConfigError[] {
		// A template's error reaches every job that extends it: report it once.
		const seen = new Set<string>();
		const all = this.list
			.filter((e) => {
				const k = `${e.line}:${e.column}:${e.message}`;
				return !seen.has(k) && seen.add(k);
			})
			.sort((a, b) => a.line - b.line || a.column - b.column);
		if (all.length <= MAX_ERRORS) return all;
		// A hostile file can hold a mistake per byte: the pipeline stores the first ones and a count.
		const rest = all[MAX_ERRORS];
		const more = `and ${all.length - MAX_ERRORS} more errors (the first ${MAX_ERRORS} are listed)`;
		return [...all.slice(0, MAX_ERRORS), { message: more, line: rest.line, column: rest.column }];
	}
}

export function readYaml(text: string, errors: Errors): YNode | null {
	const lc = new LineCounter();
	const doc = parseDocument(text, {
		lineCounter: lc,
		merge: true,
		prettyErrors: false,
		// Duplicate keys are found below with a Set: yaml's own check scans the map once per key (quadratic).
		uniqueKeys: false,
	});
	const at = (offset: number): Pos => {
		const p = lc.linePos(offset);
		return { line: p.line, column: p.col };
	};
	for (const e of doc.errors) {
		const p = e.linePos?.[0];
		errors.add(p ? { line: p.line, column: p.col } : at(e.pos[0]), `YAML syntax error: ${firstLine(e.message)}`);
	}
	if (doc.errors.length) return null;
	let budget = MAX_NODES;
	const targets = aliasTargets(doc);
	let duplicate = false;
	const walk = (node: unknown, fallback: Pos, depth: number): YNode => {
		if (--budget < 0) throw new TooBig(`the config expands to more than ${MAX_NODES} nodes (aliases)`);
		if (depth > MAX_DEPTH) throw new TooBig(`the config nests deeper than ${MAX_DEPTH} levels`);
		if (isAlias(node)) return walk(targets.get(node), fallback, depth);
		const pos = (node as Node | null)?.range ? at((node as Node).range![0]) : fallback;
		if (isMap(node)) {
			const entries: YEntry[] = [];
			const seen = new Set<string>();
			for (const pair of node.items) {
				const keyNode = pair.key as Node | null;
				const keyPos = keyNode?.range ? at(keyNode.range[0]) : pos;
				const key = isScalar(keyNode) ? String(keyNode.value) : null;
				if (key === null) {
					errors.add(keyPos, "keys must be plain strings");
					continue;
				}
				if (seen.has(key) && key !== "<<") {
					errors.add(keyPos, "YAML syntax error: Map keys must be unique");
					duplicate = true;
				}
				seen.add(key);
				entries.push({ key, keyPos, value: walk(pair.value, keyPos, depth + 1) });
			}
			return { kind: "map", entries, pos };
		}
		if (isSeq(node)) return { kind: "seq", items: node.items.map((n) => walk(n, pos, depth + 1)), pos };
		if (isScalar(node)) {
			const v = node.value;
			const value = typeof v === "string" || typeof v === "number" || typeof v === "boolean" ? v : null;
			const style = node.type?.startsWith("QUOTE") ? "quoted" : node.type?.startsWith("BLOCK") ? "block" : "plain";
			return { kind: "scalar", value, pos, style };
		}
		return { kind: "scalar", value: null, pos, style: "plain" };
	};
	try {
		const root = walk(doc.contents, { line: 1, column: 1 }, 0);
		return duplicate ? null : root;
	} catch (e) {
		if (!(e instanceof TooBig)) throw e;
		errors.add({ line: 1, column: 1 }, e.message);
		return null;
	}
}

class TooBig extends Error {}

/**
 * Each alias's node: the last anchor of its name before it, in document order (as YAML says). yaml's
 * Alias.resolve() walks the whole document once per alias, quadratic in an alias-heavy file (issue 37
 * item 1b: 10,000 aliases took 30 s); one walk here serves them all.
 */
function aliasTargets(doc: ReturnType<typeof parseDocument>): Map<Alias, unknown> {
	const anchors = new Map<string, unknown>();
	const out = new Map<Alias, unknown>();
	visit(doc, {
		Node: (_key, node) => {
			if (isAlias(node)) out.set(node, anchors.get(node.source));
			else if (node.anchor) anchors.set(node.anchor, node);
		},
	});
	return out;
}

const firstLine = (m: string) => m.split("\n")[0].replace(/ at line \d+, column \d+:?$/, "");

export const kindName = (n: YNode): string =>
	n.kind === "scalar" ? (n.value === null ? "null" : typeof n.value) : n.kind === "map" ? "mapping" : "list";
