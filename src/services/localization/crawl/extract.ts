// A page's strings and links with HTMLRewriter (issue 24): text nodes, <title> (a text node too) and
// the alt, title, placeholder and aria-label attributes, in page order and once each; script, style,
// noscript, code, pre, template and translate="no" / .notranslate subtrees are skipped. Links are
// the <a href> targets, resolved against the page.
import { pageText, skipsSubtree, TEXT_ATTRIBUTES } from "./text";

export interface ExtractedPage {
	/** Distinct strings in page order */
	strings: string[];
	/** Absolute URLs of <a href>, hash dropped, in page order */
	links: string[];
	/** <html lang>, as written */
	lang: string | null;
}

/** Counts open skipped subtrees: an element opening one adds 1 until its end tag. */
export class SkipDepth {
	depth = 0;
	enter(e: Element): boolean {
		if (!skipsSubtree(e.tagName, e.getAttribute("translate"), e.getAttribute("class"))) return this.depth > 0;
		this.depth++;
		try {
			e.onEndTag(() => {
				this.depth--;
			});
		} catch {
			this.depth--; // a void element has no content to skip
		}
		return true;
	}
}

export async function extractPage(html: string, pageUrl: string): Promise<ExtractedPage> {
	const strings: string[] = [];
	const seen = new Set<string>();
	const links: string[] = [];
	let lang: string | null = null;
	const add = (raw: string | null) => {
		const t = raw == null ? null : pageText(raw);
		if (t && !seen.has(t)) {
			seen.add(t);
			strings.push(t);
		}
	};
	const skip = new SkipDepth();
	let buffer = "";
	const rewriter = new HTMLRewriter()
		.on("*", {
			element(e) {
				if (e.tagName === "html") lang = e.getAttribute("lang");
				if (skip.enter(e)) return;
				for (const a of TEXT_ATTRIBUTES) add(e.getAttribute(a));
				const href = e.tagName === "a" ? e.getAttribute("href") : null;
				if (href) {
					try {
						const u = new URL(href.replace(/&amp;/g, "&"), pageUrl);
						u.hash = "";
						links.push(u.href);
					} catch {
						// not a URL: not a link to follow
					}
				}
			},
		})
		.onDocument({
			text(t) {
				buffer += t.text;
				if (!t.lastInTextNode) return;
				if (!skip.depth) add(buffer);
				buffer = "";
			},
		});
	await rewriter
		.transform(new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8" } }))
		.arrayBuffer();
	return { strings, links, lang };
}
