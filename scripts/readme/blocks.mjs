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
