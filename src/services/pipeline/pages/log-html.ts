// The log items (log-render.ts) as the page's HTML, nested: a line is a row with its number as a
// link to its own anchor (#L12, highlighted by :target); a section is a <details> whose <summary>
// is its header line (numbered, but not a link: a link inside a summary is a control inside a
// control). The page's script builds the same rows from the live stream (client.ts).
import type { LogItem } from "./log-render";

const line = (n: number, html: string) =>
	`<div class="l" id="L${n}"><a class="n" href="#L${n}">${n}</a><span class="t">${html}</span></div>`;

/** HTML for the items; sections left open (a running job's) are closed in the markup and marked data-open. */
export function logHtml(items: LogItem[]): string {
	let out = "";
	let depth = 0;
	for (const it of items) {
		if (it.t === "line") out += line(it.n, it.html);
		else if (it.t === "open") {
			depth++;
			out += `<details class="sec"${it.collapsed ? "" : " open"} data-open><summary class="l" id="L${it.n}"><span class="n">${it.n}</span><span class="t">${it.html}</span></summary><div class="sb">`;
		} else if (depth > 0) {
			depth--;
			out = closeLast(out);
		}
	}
	return out + "</div></details>".repeat(depth);
}

/** Closes the innermost open section: it is no longer open for the live stream to append into. */
function closeLast(out: string): string {
	const at = out.lastIndexOf(" data-open>");
	const closed = at < 0 ? out : `${out.slice(0, at)}>${out.slice(at + " data-open>".length)}`;
	return `${closed}</div></details>`;
}
