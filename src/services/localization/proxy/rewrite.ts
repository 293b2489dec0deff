// The proxy's HTML rewrite (issue 24): every text node and alt/title/placeholder/aria-label value
// that a crawl keyed (t. + SHA-256 of its text) and the locale has released is swapped for its
// translation, outside the subtrees the crawl skips; <html lang dir> name the locale; same-origin
// links and forms stay under the proxy, and other relative references (images, scripts, styles)
// point at the site itself.
import { SkipDepth } from "../crawl/extract";
import { escapeHtml, pageKeyName, pageText, TEXT_ATTRIBUTES } from "../crawl/text";
import { icuPlain } from "../icu";

export interface RewritePlan {
	/** The page's final URL (after redirects) */
	pageUrl: string;
	siteOrigin: string;
	/** Where a site path is served by the proxy: proxyBase + path */
	proxyBase: string;
	locale: string;
	rtl: boolean;
	/** The `default` namespace of the released catalogue: key name → ICU message */
	messages: Record<string, string>;
}

/** The released text of a page string, or null to leave it. */
async function translated(plan: RewritePlan, raw: string): Promise<string | null> {
	const text = pageText(raw);
	if (!text) return null;
	const message = plan.messages[await pageKeyName(text)];
	return message == null ? null : icuPlain(message);
}

function proxied(plan: RewritePlan, raw: string): string | null {
	try {
		const u = new URL(raw.replace(/&amp;/g, "&"), plan.pageUrl);
		if (u.origin !== plan.siteOrigin) return null;
		return `${plan.proxyBase}${u.pathname}${u.search}${u.hash}`;
	} catch {
		return null;
	}
}

const absolute = (plan: RewritePlan, raw: string) => {
	try {
		return new URL(raw.replace(/&amp;/g, "&"), plan.pageUrl).href;
	} catch {
		return raw;
	}
};

export function rewritePage(res: Response, plan: RewritePlan): Response {
	const skip = new SkipDepth();
	let buffer = "";
	return new HTMLRewriter()
		.on("*", {
			async element(e) {
				if (e.tagName === "html") {
					e.setAttribute("lang", plan.locale);
					e.setAttribute("dir", plan.rtl ? "rtl" : "ltr");
				}
				const link = e.tagName === "a" ? "href" : e.tagName === "form" ? "action" : null;
				const target = link ? e.getAttribute(link) : null;
				if (link && target) {
					const p = proxied(plan, target);
					if (p) e.setAttribute(link, p);
				}
				for (const ref of ["src", ...(e.tagName === "link" ? ["href"] : [])]) {
					const v = e.getAttribute(ref);
					if (v) e.setAttribute(ref, absolute(plan, v));
				}
				if (skip.enter(e)) return;
				for (const a of TEXT_ATTRIBUTES) {
					const v = e.getAttribute(a);
					const t = v ? await translated(plan, v) : null;
					if (t != null) e.setAttribute(a, t);
				}
			},
		})
		.onDocument({
			async text(t) {
				buffer += t.text;
				if (!t.lastInTextNode) {
					t.remove();
					return;
				}
				const raw = buffer;
				buffer = "";
				const value = skip.depth ? null : await translated(plan, raw);
				if (value == null) {
					t.replace(raw, { html: true });
					return;
				}
				const [, lead, , trail] = /^(\s*)([\s\S]*?)(\s*)$/.exec(raw) as RegExpExecArray;
				t.replace(`${lead}${escapeHtml(value)}${trail}`, { html: true });
			},
		})
		.transform(res);
}
