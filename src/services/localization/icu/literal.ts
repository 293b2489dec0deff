// Plain page text ↔ ICU messages (issue 24): a crawled string is stored as a message that renders to
// exactly that text, and a translated message of literal text is rendered back for the proxy and
// the preview. ICU quoting: a run of syntax characters ({ } < >, with any apostrophes among them)
// is quoted as one ('{}' — quoting each apart would read '' as an apostrophe inside the quote), and
// a lone apostrophe is doubled.
import { parseIcu } from "./parse";

const RUN = /[{}<>'][{}<>']*/g;

/** `text` as an ICU message whose only element is `text` itself. */
export const icuLiteral = (text: string) =>
	text.replace(RUN, (run) => (/[{}<>]/.test(run) ? `'${run.replace(/'/g, "''")}'` : run.replace(/'/g, "''")));

/** The text of a message made of literal text only (quotes resolved); null when it has arguments or tags. */
export function icuPlain(message: string): string | null {
	const parsed = parseIcu(message);
	if (!parsed.ok) return null;
	let out = "";
	for (const el of parsed.ast) {
		if (el.type !== 0) return null;
		out += el.value;
	}
	return out;
}
