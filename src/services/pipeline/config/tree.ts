// The YAML document as a plain tree whose every node remembers its file position, so checks made
// after `extends` merging still point at the line that wrote the value.
import { type Document, isAlias, isMap, isScalar, isSeq, LineCounter, type Node, parseDocument } from "yaml";
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

export class Errors {
	readonly list: ConfigError[] = [];
	add(pos: Pos, message: string): void {
		this.list.push({ message, line: pos.line, column: pos.column });
	}
	sorted(): ConfigError[] {
		// A template's error reaches every job that extends it: report it once.
		const seen = new Set<string>();
		return this.list
			.filter((e) => {
				const k = `${e.line}:${e.column}:${e.message}`;
				return !seen.has(k) && seen.add(k);
			})
			.sort((a, b) => a.line - b.line || a.column - b.column);
	}
}

export function readYaml(text: string, errors: Errors): YNode | null {
	const lc = new LineCounter();
	const doc = parseDocument(text, { lineCounter: lc, merge: true, prettyErrors: false, uniqueKeys: true });
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
	const resolved = new Map<unknown, unknown>();
	const walk = (node: unknown, fallback: Pos): YNode => {
		if (--budget < 0) throw new TooBig();
		if (isAlias(node)) {
			// resolve() searches the whole document; once per alias keeps alias-heavy files linear.
			if (!resolved.has(node)) resolved.set(node, node.resolve(doc as Document));
			return walk(resolved.get(node), fallback);
		}
		const pos = (node as Node | null)?.range ? at((node as Node).range![0]) : fallback;
		if (isMap(node)) {
			const entries: YEntry[] = [];
			for (const pair of node.items) {
				const keyNode = pair.key as Node | null;
				const keyPos = keyNode?.range ? at(keyNode.range[0]) : pos;
				const key = isScalar(keyNode) ? String(keyNode.value) : null;
				if (key === null) {
					errors.add(keyPos, "keys must be plain strings");
					continue;
				}
				entries.push({ key, keyPos, value: walk(pair.value, keyPos) });
			}
			return { kind: "map", entries, pos };
		}
		if (isSeq(node)) return { kind: "seq", items: node.items.map((n) => walk(n, pos)), pos };
		if (isScalar(node)) {
			const v = node.value;
			const value = typeof v === "string" || typeof v === "number" || typeof v === "boolean" ? v : null;
			const style = node.type?.startsWith("QUOTE") ? "quoted" : node.type?.startsWith("BLOCK") ? "block" : "plain";
			return { kind: "scalar", value, pos, style };
		}
		return { kind: "scalar", value: null, pos, style: "plain" };
	};
	try {
		return walk(doc.contents, { line: 1, column: 1 });
	} catch (e) {
		if (!(e instanceof TooBig)) throw e;
		errors.add({ line: 1, column: 1 }, `the config expands to more than ${MAX_NODES} nodes (aliases)`);
		return null;
	}
}

class TooBig extends Error {}

const firstLine = (m: string) => m.split("\n")[0].replace(/ at line \d+, column \d+:?$/, "");

export const kindName = (n: YNode): string =>
	n.kind === "scalar" ? (n.value === null ? "null" : typeof n.value) : n.kind === "map" ? "mapping" : "list";
