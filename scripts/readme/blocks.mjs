// The README's and docs' runnable shell blocks (issue 25). A fenced block whose info string is a shell
// language followed by the word `runnable` — ```sh runnable or ```bash runnable — is one a reader can
// paste into a shell where `.wrangler/demo.env` is sourced, in order after the file's earlier runnable
// blocks (a later block may use a variable an earlier one set). Markdown renderers take the first word
// as the language and ignore the rest, so the marker does not show. Blocks without it (npm start
// itself, deploys, GitHub, synopses with [options]) are prose.
import { readFileSync } from "node:fs";

const SHELLS = new Set(["sh", "bash", "shell"]);

/** Every fenced block of `text`: `{line (1-based, of the opening fence), lang, words, code}`. */
export function fencedBlocks(text) {
	const out = [];
	const lines = text.split(/\r?\n/);
	let open = null;
	for (let i = 0; i < lines.length; i++) {
		const line = lines[i];
		if (!open) {
			const m = line.match(/^ {0,3}(`{3,}|~{3,})\s*(.*)$/);
			if (m && !(m[1][0] === "`" && m[2].includes("`"))) {
				const [lang = "", ...words] = m[2].trim().split(/\s+/).filter(Boolean);
				open = { fence: m[1], line: i + 1, lang: lang.toLowerCase(), words, body: [] };
			}
			continue;
		}
		const close = line.match(/^ {0,3}(`{3,}|~{3,})\s*$/);
		if (close && close[1][0] === open.fence[0] && close[1].length >= open.fence.length) {
			out.push({ line: open.line, lang: open.lang, words: open.words, code: open.body.join("\n") });
			open = null;
		} else open.body.push(line);
	}
	return out;
}

/** The blocks marked runnable, in document order. */
export function runnableBlocks(text) {
	return fencedBlocks(text).filter((b) => SHELLS.has(b.lang) && b.words.includes("runnable"));
}

export const runnableBlocksOf = (file) => runnableBlocks(readFileSync(file, "utf8"));

/**
 * The shell commands of `code` a runnable block runs, quote-aware: each pipeline stage, `$( … )` and
 * `;`/`&&`/`||` part on its own (backslash-newline continuations joined). Good enough to see every
 * `curl` and `jq` a reader pastes with its own flags.
 */
export function commandsOf(code) {
	const text = code.replace(/\\\n/g, " ");
	const out = [];
	let cur = "";
	let quote = null;
	const flush = () => {
		if (cur.trim()) out.push(cur.trim());
		cur = "";
	};
	for (let i = 0; i < text.length; i++) {
		const ch = text[i];
		if (quote) {
			if (ch === quote) quote = null;
			else if (ch === "\\" && quote === '"') cur += text[i++];
			cur += ch;
			continue;
		}
		if (ch === "'" || ch === '"') quote = ch;
		else if (ch === "#" && (i === 0 || /\s/.test(text[i - 1]))) {
			while (i < text.length && text[i] !== "\n") i++;
			flush();
			continue;
		} else if (ch === "$" && text[i + 1] === "(") {
			flush();
			i++;
			continue;
		} else if ("|;&\n()".includes(ch)) {
			flush();
			continue;
		}
		cur += ch;
	}
	flush();
	return out;
}

const words = (cmd) => cmd.split(/\s+/);
const hasShortFlag = (ws, letter) => ws.some((w) => /^-[a-zA-Z]+$/.test(w) && w.includes(letter));

/**
 * What a runnable block does that a reader would regret: a `curl` without `-sS --fail-with-body`
 * (an HTTP error must stop the walkthrough and show its body) or a `jq` without `-e` (a null would
 * flow on as the text "null" into the next command).
 */
export function blockProblems(code) {
	const problems = [];
	for (const cmd of commandsOf(code)) {
		const ws = words(cmd);
		const at = ws.findIndex((w) => w === "curl" || w === "command");
		if (ws[0] === "curl" || (at === 0 && ws[1] === "curl")) {
			if (!ws.includes("--fail-with-body") || !hasShortFlag(ws, "s") || !hasShortFlag(ws, "S"))
				problems.push(`curl without -sS --fail-with-body: ${cmd.slice(0, 100)}`);
		}
		if (ws[0] === "jq" && !hasShortFlag(ws, "e") && !ws.includes("--exit-status"))
			problems.push(`jq without -e: ${cmd.slice(0, 100)}`);
	}
	return problems;
}

/**
 * Mentions a reader of a clone cannot follow: files outside the repository (the spec documents, the
 * design notes), their section names, issue numbers.
 */
export const FOREIGN_REFERENCE = /\.\.\/shared|DESIGN(?:\.md)? ?§|\bissues? #?\d+|\bspecs? ?0\d\d\b/gi;

/** Every problem of a Markdown file's runnable blocks and prose, as `line: text`. */
export function markdownProblems(text) {
	const problems = [];
	for (const b of runnableBlocks(text)) for (const p of blockProblems(b.code)) problems.push(`${b.line}: ${p}`);
	text.split("\n").forEach((line, i) => {
		for (const m of line.matchAll(FOREIGN_REFERENCE)) problems.push(`${i + 1}: mentions "${m[0]}"`);
	});
	return problems;
}

// `node scripts/readme/blocks.mjs README.md docs/pos.md` lists each file's problems (exit 1 when any).
if (import.meta.url === `file://${process.argv[1]}`) {
	let bad = 0;
	for (const file of process.argv.slice(2)) {
		for (const p of markdownProblems(readFileSync(file, "utf8"))) {
			console.log(`${file}:${p}`);
			bad++;
		}
	}
	process.exit(bad ? 1 : 0);
}
