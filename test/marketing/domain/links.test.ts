import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { htmlTokens, tagAttrs } from "../../../src/services/marketing/campaigns/domain/html-tokens";
import {
	campaignLinks,
	LINKS_MAX,
	rewriteHtml,
	rewriteText,
} from "../../../src/services/marketing/campaigns/domain/links";

const hrefs = (html: string) => {
	const out: string[] = [];
	for (const t of htmlTokens(html))
		if (t.type === "tag" && !t.closing) for (const a of tagAttrs(html, t)) if (a.name === "href") out.push(a.value);
	return out;
};
const track = (u: string) => `https://h.example/mkt/l/${encodeURIComponent(u).slice(0, 20)}`;

describe("a campaign's tracked links", () => {
	it("distinct http(s) links of the HTML and bare URLs of the text, in order, without opt-out or anchors", () => {
		const html = `<a href="https://toko.example/a?x=1&amp;y=2">A</a> <a href='mailto:cs@toko.example'>m</a>
<a href="tel:+62">t</a> <a href="#top">#</a> <a href="{unsubscribeUrl}">u</a> <a href="https://t.example/?ref={email}">p</a>
<a href=https://toko.example/b>B</a> <a href="https://toko.example/a?x=1&y=2">again</a> <a href="javascript:x">j</a>`;
		const text =
			"Lihat https://toko.example/c. Atau (https://toko.example/d) dan https://toko.example/b, ftp://x.example";
		expect(campaignLinks({ html, text })).toEqual([
			"https://toko.example/a?x=1&y=2",
			"https://toko.example/b",
			"https://toko.example/c",
			"https://toko.example/d",
		]);
		const many = Array.from({ length: 150 }, (_, i) => `https://toko.example/${i}`).join(" ");
		expect(campaignLinks({ text: many })).toHaveLength(LINKS_MAX);
		expect(campaignLinks({})).toEqual([]);
	});

	it("rewrites tracked hrefs, inserts the preheader after <body> and the pixel before </body>", () => {
		const html =
			'<html><body class="b"><a href="https://toko.example/a?x=1&amp;y=2">A</a><a href=https://toko.example/b>B</a>' +
			'<a href="https://keep.example">K</a><a href="mailto:x@y.example">M</a></body></html>';
		const out = rewriteHtml(
			html,
			(u) => (u.startsWith("https://toko.example") ? `https://h.example/l/${u.slice(-1)}?q=1&r=2` : null),
			"https://h.example/o/tok&x",
			"Diskon <20%> hari ini",
		);
		expect(hrefs(out)).toEqual([
			"https://h.example/l/2?q=1&amp;r=2",
			'"https://h.example/l/b?q=1&amp;r=2"'.slice(1, -1),
			"https://keep.example",
			"mailto:x@y.example",
		]);
		expect(out).toMatch(
			/^<html><body class="b"><span style="display:none;[^"]*">Diskon &lt;20%&gt; hari ini(&#8204;&nbsp;)+<\/span><a /,
		);
		expect(out).toMatch(
			/<img src="https:\/\/h.example\/o\/tok&amp;x" width="1" height="1" alt="" style="display:none"><\/body><\/html>$/,
		);
		expect(rewriteHtml("<p>x</p>", null, "https://p", "pre")).toMatch(
			/^<span [^>]*>pre.*<p>x<\/p><img src="https:\/\/p"/,
		);
		expect(rewriteHtml("<p>x</p>", null, null)).toBe("<p>x</p>");
	});

	it("rewrites bare URLs of a text part", () => {
		expect(
			rewriteText("Lihat https://toko.example/a. Stop: https://h/u/1", (u) => (u.includes("toko") ? "T" : null)),
		).toBe("Lihat T. Stop: https://h/u/1");
		expect(rewriteText("https://x.example", null)).toBe("https://x.example");
	});

	it("for any HTML: every href out is one that was in, or one linkUrl returned", () => {
		const url = fc.constantFrom(
			"https://a.example/x",
			"http://b.example/?q=1&amp;r=2",
			"mailto:z@c.example",
			"#t",
			"{unsubscribeUrl}",
		);
		const piece = fc.oneof(
			fc.string({ maxLength: 8 }),
			url.map((u) => `<a href="${u}">`),
			url.map((u) => `<a href='${u}' class=x>`),
			url.map((u) => `<a href=${u}>`),
			fc.constantFrom("</a>", "<body>", "</body>", "<style>a{}</style>", "<!--", "-->", "<", ">", '"', "'"),
		);
		fc.assert(
			fc.property(fc.array(piece, { maxLength: 30 }), fc.boolean(), (parts, trackAll) => {
				const html = parts.join("");
				const returned = new Set<string>();
				const out = rewriteHtml(
					html,
					(u) => {
						if (!trackAll && u.includes("b.example")) return null;
						const t = track(u);
						returned.add(t);
						return t;
					},
					"https://h.example/o/1",
					"pre",
				);
				const before = new Set(hrefs(html));
				for (const h of hrefs(out)) expect(before.has(h) || returned.has(h)).toBe(true);
			}),
			{ numRuns: 400 },
		);
	});
});
