// What every hosted page a buyer opens must hold in a real browser (issue 39), checked the same way
// for checkout, invoice, portal, storefront, tracking and subscription pages: at 390 × 844 and
// 1280 × 800, in id-ID and en-US, nothing overflows the viewport, no amount (an element with class
// `money`) wraps, no ISO timestamp reaches the text, axe-core finds nothing serious or critical,
// the HTML is under 30 KB and any inline script under 10 KB, no request leaves the local origin —
// and a screenshot lands in .tmp/screens/ for a person to look at.
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { AxeBuilder } from "@axe-core/playwright";

export const VIEWPORTS = [
	{ name: "390", width: 390, height: 844 },
	{ name: "1280", width: 1280, height: 800 },
];
export const LOCALES = ["id-ID", "en-US"];
export const SCREENS = join(process.cwd(), ".tmp", "screens");
const ISO = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const FAILING = new Set(["serious", "critical"]);

/**
 * Runs `fn(page, { viewport, locale })` in a fresh context for each of the four viewport × locale
 * pairs. Requests to any origin but `allowOrigin` fail the test (pages make no third-party request),
 * except those `routes` answer (a merchant's logo on a CDN this machine cannot reach).
 */
export async function eachView(browser, allowOrigin, fn, routes = {}) {
	for (const viewport of VIEWPORTS)
		for (const locale of LOCALES) {
			const context = await browser.newContext({
				locale,
				extraHTTPHeaders: { "Accept-Language": locale },
				viewport: { width: viewport.width, height: viewport.height },
			});
			const foreign = [];
			await context.route("**/*", (route) => {
				const url = route.request().url();
				const answer = Object.entries(routes).find(([prefix]) => url.startsWith(prefix));
				if (answer) return route.fulfill(answer[1]);
				if (url.startsWith(allowOrigin) || url.startsWith("data:")) return route.continue();
				foreign.push(url);
				return route.abort();
			});
			try {
				await fn(await context.newPage(), { viewport, locale });
				assert.deepEqual(foreign, [], `third-party requests at ${viewport.name}/${locale}`);
			} finally {
				await context.close();
			}
		}
}

/** Runs axe-core on the page as it is; fails listing every serious or critical violation (rule, impact, nodes). */
export async function expectAccessible(page, what) {
	const { violations } = await new AxeBuilder({ page }).analyze();
	const bad = violations.filter((v) => FAILING.has(v.impact));
	const report = bad
		.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(" ")).join("\n  ")}`)
		.join("\n");
	assert.equal(bad.length, 0, `${what}: ${bad.length} serious/critical axe violation(s)\n${report}`);
	const minor = violations.filter((v) => !FAILING.has(v.impact)).map((v) => `${v.id} (${v.impact})`);
	if (minor.length) console.log(`# ${what}: minor/moderate axe findings: ${minor.join(", ")}`);
}

/** Every rule above on the page as it stands; `name` names the screenshot (<name>-<width>-<locale>.png). */
export async function checkPage(page, name, { viewport, locale }) {
	const what = `${name} at ${viewport.name} px, ${locale}`;
	const facts = await page.evaluate(() => {
		const width = document.documentElement.clientWidth;
		const overflowing = [];
		for (const el of document.body.querySelectorAll("*")) {
			const r = el.getBoundingClientRect();
			if (r.width === 0 || r.height === 0) continue;
			if (getComputedStyle(el).position === "fixed") continue;
			if (r.right > width + 1 || r.left < -1)
				overflowing.push(`${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(" ")[0]}` : ""}`);
		}
		const wrapped = [];
		for (const el of document.querySelectorAll(".money")) {
			const style = getComputedStyle(el);
			const line = Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.3;
			const rects = el.getClientRects();
			const h = el.getBoundingClientRect().height;
			if (rects.length > 1 || h > line * 1.6) wrapped.push(el.textContent);
		}
		const scripts = [...document.querySelectorAll("script")].map((s) => s.textContent.length);
		return {
			scrollWidth: document.documentElement.scrollWidth,
			width,
			overflowing,
			wrapped,
			// biome-ignore lint/performance/useDomNodeTextContent: the text a person sees, not script or style source
			text: document.body.innerText,
			html: document.documentElement.outerHTML.length,
			scripts,
		};
	});
	assert.ok(
		facts.scrollWidth <= facts.width,
		`${what}: the page scrolls sideways (${facts.scrollWidth} > ${facts.width})`,
	);
	assert.deepEqual(facts.overflowing, [], `${what}: elements overflow the viewport`);
	assert.deepEqual(facts.wrapped, [], `${what}: amounts wrap`);
	assert.doesNotMatch(facts.text, ISO, `${what}: an ISO timestamp is on the page`);
	assert.ok(facts.html < 30_000, `${what}: the HTML is ${facts.html} bytes (limit 30 KB)`);
	for (const n of facts.scripts) assert.ok(n < 10_000, `${what}: a script is ${n} bytes (limit 10 KB)`);
	await expectAccessible(page, what);
	mkdirSync(SCREENS, { recursive: true });
	await page.screenshot({ path: join(SCREENS, `${name}-${viewport.name}-${locale}.png`), fullPage: true });
	return facts;
}
