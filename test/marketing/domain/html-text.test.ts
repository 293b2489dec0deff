import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { htmlToText } from "../../../src/services/marketing/campaigns/domain/html-text";

describe("the text part derived from HTML", () => {
	it("drops head, style, script, comments and hidden blocks; breaks blocks; shows links", () => {
		const html = `<!DOCTYPE html><html><head><title>T</title><style>p{color:red}</style></head>
<body><div style="display:none">preview <div>nested</div> text</div><!-- note -->
<h1>Promo   November</h1><p>Halo Budi,<br>diskon <b>20%</b>&nbsp;untuk Anda &amp; keluarga &lt;3 &#127881;&#x1F389;</p>
<ul><li>Satu</li><li>Dua</li></ul><table><tr><td>A</td><td>B</td></tr></table>
<p><a href="https://toko.example/sale?a=1&amp;b=2">Belanja sekarang</a> · <a href="https://toko.example">https://toko.example</a>
<a href="mailto:cs@toko.example">cs@toko.example</a> <a href="#top">top</a> <a href="https://x.example/i"><img src="i.png"></a></p>
<script>alert(1)</script></body></html>`;
		expect(htmlToText(html)).toBe(
			[
				"Promo November",
				"",
				"Halo Budi,",
				"diskon 20% untuk Anda & keluarga <3 🎉🎉",
				"",
				"- Satu",
				"- Dua",
				"",
				"A B",
				"",
				"Belanja sekarang (https://toko.example/sale?a=1&b=2) · https://toko.example cs@toko.example top https://x.example/i",
			].join("\n"),
		);
	});

	it("copes with broken markup: stray <, unclosed tags and comments, bad entities", () => {
		// "<d" opens a tag that never closes: a browser shows nothing from there either.
		expect(htmlToText("a < b and c<d")).toBe("a < b and c");
		expect(htmlToText("1 <2 and 3 <= 4")).toBe("1 <2 and 3 <= 4");
		expect(htmlToText("<p>ok</p><a href='x")).toBe("ok");
		expect(htmlToText("x<!-- never closed")).toBe("x");
		// As HTML's tokenizer: "</>" is dropped, "</ …>" is a bogus comment, a "</" at the very end is text
		// (fast-check found "</>" passing through as text).
		expect(htmlToText("a</>b")).toBe("ab");
		expect(htmlToText("a</ not a tag>b</3>c")).toBe("abc");
		expect(htmlToText("a</ never closed")).toBe("a");
		expect(htmlToText("end</")).toBe("end</");
		expect(htmlToText("&#0; &#xD800; &#9999999; &bogus; &amp")).toBe("\ufffd \ufffd \ufffd &bogus; &amp");
	});

	it("stops at the cap", () => {
		expect(htmlToText(`<p>${"word ".repeat(1000)}</p>`, 100)).toHaveLength(100);
	});

	it("for any input: never throws, no tags it did not decode, bounded, linear", () => {
		const piece = fc.oneof(
			fc.string(),
			fc.constantFrom("<p>", "</p>", "<br>", '<a href="https://x.example/?a=1&amp;b">', "</a>", "<style>", "</style>"),
			fc.constantFrom("<head>", "<div style='display:none'>", "</div>", "<!--", "-->", "<", ">", "&nbsp;", "&#60;"),
		);
		fc.assert(
			fc.property(fc.array(piece, { maxLength: 40 }), (parts) => {
				const html = parts.join("");
				const out = htmlToText(html, 500);
				expect(out.length).toBeLessThanOrEqual(500);
				// A tag in the output can only come from the input's own text (a "<" that opens nothing or &#60;).
				if (!html.includes("&#60;") && !/<[^a-zA-Z/!?]/.test(html)) expect(out).not.toMatch(/<[a-zA-Z/!?][^>]*>/);
			}),
			{ numRuns: 500 },
		);
		const t0 = Date.now();
		htmlToText("<a href='x'>".repeat(20_000) + "<div style=display:none>".repeat(20_000) + "&amp;".repeat(20_000));
		htmlToText("<".repeat(200_000));
		htmlToText("<a ".repeat(100_000));
		expect(Date.now() - t0).toBeLessThan(2000);
	});
});
