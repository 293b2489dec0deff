// Issue 24, pure rules of the crawl: robots.txt, page text, ICU literals, key names, extraction.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkPublicUrl } from "../../../src/platform/webhooks/url";
import { extractPage } from "../../../src/services/localization/crawl/extract";
import { decodeEntities, pageKeyName, pageText } from "../../../src/services/localization/crawl/text";
import { icuLiteral, icuPlain, parseIcu } from "../../../src/services/localization/icu";
import { DISALLOW_ALL, parseRobots, robotsAllow } from "../../../src/services/localization/integrations/robots";

describe("robots.txt", () => {
	const robots = parseRobots(`
# comment
User-agent: *
Disallow: /admin
Allow: /admin/public
Disallow: /*.pdf$
Disallow: /tmp/*/cache

User-agent: otherbot
Disallow: /
`);
	it("longest match wins, Allow breaks a tie, wildcards and $ anchor", () => {
		expect(robotsAllow(robots, "/")).toBe(true);
		expect(robotsAllow(robots, "/admin")).toBe(false);
		expect(robotsAllow(robots, "/admin/users")).toBe(false);
		expect(robotsAllow(robots, "/admin/public/page")).toBe(true);
		expect(robotsAllow(robots, "/files/a.pdf")).toBe(false);
		expect(robotsAllow(robots, "/files/a.pdf?x=1")).toBe(true);
		expect(robotsAllow(robots, "/tmp/x/cache/1")).toBe(false);
		expect(robotsAllow(parseRobots("User-agent: *\nAllow: /p\nDisallow: /p"), "/p")).toBe(true);
	});
	it("our own group replaces *; grouped user-agents share rules; empty Disallow allows all", () => {
		const own = parseRobots("User-agent: *\nDisallow: /\n\nUser-agent: PasarLocBot\nUser-agent: x\nDisallow: /private");
		expect(robotsAllow(own, "/")).toBe(true);
		expect(robotsAllow(own, "/private/a")).toBe(false);
		expect(robotsAllow(parseRobots("User-agent: *\nDisallow:"), "/anything")).toBe(true);
		expect(robotsAllow(parseRobots(""), "/x")).toBe(true);
	});
	it("an unreadable robots.txt allows nothing", () => {
		expect(robotsAllow(DISALLOW_ALL, "/")).toBe(false);
	});
	it("percent-encoding is compared normalised", () => {
		const r = parseRobots("User-agent: *\nDisallow: /café");
		expect(robotsAllow(r, "/caf%C3%A9/menu")).toBe(false);
	});
});

describe("page text", () => {
	it("collapses whitespace, decodes entities, needs a letter", () => {
		expect(pageText("  Halo\n\t  dunia  ")).toBe("Halo dunia");
		expect(pageText("Fish &amp; chips &#8212; &#x263A; &nbsp;ok")).toBe("Fish & chips — ☺ ok");
		expect(pageText(" 12,50 € ")).toBeNull();
		expect(pageText("   ")).toBeNull();
		expect(decodeEntities("&unknown; &#0; &#xD800;")).toBe("&unknown; &#0; &#xD800;");
	});
	it("names keys t. + 16 hex digits of SHA-256, stable", async () => {
		const a = await pageKeyName("Beli sekarang");
		expect(a).toMatch(/^t\.[0-9a-f]{16}$/);
		expect(await pageKeyName("Beli sekarang")).toBe(a);
		expect(await pageKeyName("Beli Sekarang")).not.toBe(a);
	});
});

describe("ICU literals", () => {
	it("escapes syntax characters and apostrophes", () => {
		expect(icuLiteral("It's {free}")).toBe("It''s '{'free'}'");
		expect(icuPlain(icuLiteral("a {'} <b> c"))).toBe("a {'} <b> c");
		expect(icuPlain("Hello {name}")).toBeNull();
	});
	it("renders back to the same text for any string (property)", () => {
		fc.assert(
			fc.property(fc.string({ unit: fc.constantFrom("a", " ", "'", "{", "}", "<", ">", "#", "/", "é", "b") }), (s) => {
				const m = icuLiteral(s);
				expect(parseIcu(m).ok).toBe(true);
				expect(icuPlain(m)).toBe(s);
			}),
			{ numRuns: 500 },
		);
	});
});

describe("extractPage", () => {
	const html = `<!doctype html><html lang="en"><head><title>Toko  Batik</title>
	<style>.x{color:red}</style><script>var s = "Not this";</script></head>
	<body><h1>Welcome &amp; hello</h1><p>Buy <b>now</b>!</p>
	<img src="/a.png" alt="A batik shirt"><input placeholder="Search products"><button aria-label="Close menu">×</button>
	<a href="/about" title="About us">About</a><a href="https://elsewhere.example/x">Out</a><a href="/shop?page=2#top">Shop</a>
	<pre>code here</pre><code>npm i</code><noscript>Enable JS</noscript><template><p>Hidden</p></template>
	<div translate="no">Brand Name<span>Inner</span></div><p class="x notranslate">Skip me</p>
	<p>Welcome &amp; hello</p><p>   </p><p>2024</p></body></html>`;
	it("takes text nodes, title and text attributes once, in page order, skipping the skipped subtrees", async () => {
		const page = await extractPage(html, "https://toko.example/");
		expect(page.strings).toEqual([
			"Toko Batik",
			"Welcome & hello",
			"Buy",
			"now",
			"A batik shirt",
			"Search products",
			"Close menu",
			"About us",
			"About",
			"Out",
			"Shop",
		]);
		expect(page.lang).toBe("en");
		expect(page.links).toEqual([
			"https://toko.example/about",
			"https://elsewhere.example/x",
			"https://toko.example/shop?page=2",
		]);
	});
});

describe("checkPublicUrl", () => {
	it("refuses credentials, private, link-local and (outside development) loopback hosts", () => {
		expect(checkPublicUrl("https://toko.example/", false)).toBeNull();
		expect(checkPublicUrl("http://toko.example/", false)).toBeNull();
		expect(checkPublicUrl("ftp://toko.example/", false)).toMatch(/http/);
		expect(checkPublicUrl("https://u:p@toko.example/", false)).toMatch(/credentials/);
		expect(checkPublicUrl("http://10.0.0.8/", true)).toMatch(/private/);
		expect(checkPublicUrl("http://169.254.169.254/latest", true)).toMatch(/link-local/);
		expect(checkPublicUrl("http://[fe80::1]/", true)).toMatch(/link-local/);
		expect(checkPublicUrl("http://127.0.0.1:8080/", false)).toMatch(/loopback/);
		expect(checkPublicUrl("http://127.0.0.1:8080/", true)).toBeNull();
		expect(checkPublicUrl("http://localhost/", false)).toMatch(/loopback/);
		expect(checkPublicUrl("not a url", false)).toMatch(/valid/);
	});
});
