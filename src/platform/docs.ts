import type { ServiceConfig } from "./context";
// Scalar's browser bundle, served by Workers static assets (wrangler.toml [assets], copied there by
// scripts/assets.mjs under its content-hashed name): same origin as every service, in production too,
// so the page needs no CDN and works offline, and the 4 MiB bundle stays out of the Worker script.
import { SCALAR_BUNDLE } from "./scalar-bundle";

export { SCALAR_BUNDLE };

/**
 * Everything the page loads comes from its own origin: the bundle, the service's openapi.json and
 * "try it" requests. Scalar injects its styles inline and the config is an inline script.
 */
export const DOCS_PAGE_HEADERS = {
	"Content-Security-Policy":
		"default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; frame-ancestors 'none'",
	"Cache-Control": "no-cache",
};

const esc = (s: string) =>
	s.replace(
		/[&<>"']/g,
		(ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch] as string,
	);

/** JSON inside <script>: "<" escaped so no value can close the element. */
const scriptJson = (v: unknown) => JSON.stringify(v).replace(/</g, "\\u003c");

/**
 * Scalar's light palette with every text colour at WCAG AA (4.5:1) on each of its backgrounds (#fff,
 * #fbfbfb, #f6f6f6; at least 4.6:1 on #e7e7e7): Scalar's own greys (#757575, #8e8e8e) and method
 * colours (#0082d0 GET, #069061 POST, #edbe20 PATCH …) measure 3–4.5:1 and fail axe's color-contrast.
 * `!important` on the element that carries the theme class, and again on the app root, so no theme
 * rule of the bundle (it sets them at several levels) wins. Only the light mode is offered (the toggle
 * is hidden, the mode forced): one palette, checked by axe in the browser test.
 */
const LIGHT_PALETTE = {
	"--scalar-color-1": "#1b1b1b",
	"--scalar-color-2": "#545454",
	"--scalar-color-3": "#636363",
	"--scalar-color-accent": "#005fcc",
	"--scalar-color-green": "#00754a",
	"--scalar-color-blue": "#0069a8",
	"--scalar-color-red": "#c8000a",
	"--scalar-color-yellow": "#7a5a00",
	"--scalar-color-orange": "#b83d00",
	"--scalar-color-purple": "#5203d1",
	"--scalar-color-query": "#006f73",
	"--scalar-sidebar-color-2": "#545454",
	"--scalar-sidebar-search-color": "#545454",
};

/**
 * A code block's copy button names itself from a label Scalar keeps `display: none` until the block
 * is hovered or focused, so at rest it has no accessible name (axe button-name, critical). The label's
 * screen-reader copy (inside .sr-only, never seen) is shown to assistive technology at all times,
 * without the language name before "Copy".
 */
const COPY_BUTTON_NAME =
	".scalar-code-copy .sr-only .hidden{display:inline!important}.scalar-code-copy .sr-only .hidden>span:first-child:not(:last-child){display:none!important}";

/**
 * A collapsed tag's "Show More" button is labelled "Show all <tag> endpoints": a name that leaves out
 * the words on it fails axe's label-content-name-mismatch (serious) and voice control ("click Show
 * More"). No option changes it, so the visible words are put in front of Scalar's label whenever it
 * renders or re-renders one (attribute changes watched too; a label already holding them is left alone).
 */
const SHOW_MORE_NAMES = `new MutationObserver(function(){document.querySelectorAll("button.show-more[aria-label]").forEach(function(b){var t=b.textContent.trim(),l=b.getAttribute("aria-label");if(t&&l.indexOf(t)<0)b.setAttribute("aria-label",t+": "+l)})}).observe(document.getElementById("app"),{childList:true,subtree:true,attributes:true,attributeFilter:["aria-label"]});`;

const vars = Object.entries(LIGHT_PALETTE)
	.map(([k, v]) => `${k}:${v}!important`)
	.join(";");
/**
 * A tag's card listing its endpoints scrolls past 60vh, and a scroll box nobody can focus fails axe's
 * scrollable-region-focusable (serious): the list is shown whole instead.
 */
const ENDPOINT_LIST =
	".scalar-card-content:has(>.endpoints),.scalar-card-content>.endpoints{max-height:none!important;overflow:visible!important}";

/**
 * The method on a request example's dark header is coloured in display-p3, which axe reads as failing
 * color-contrast (serious) though it is light on #1a1a1a: the same light blue in sRGB (over 8:1).
 */
const REQUEST_METHOD = ".scalar-app .request-card .request-method{color:#79c0ff!important}";

/**
 * Code blocks in the descriptions (the signing recipe's canonical string, a header layout) scrolled
 * sideways in a box no keyboard can reach (axe scrollable-region-focusable, serious): they wrap instead.
 */
const DESCRIPTION_CODE =
	".scalar-app .markdown pre,.scalar-app .markdown pre code,.scalar-app pre code[class*=language-]{white-space:pre-wrap!important;overflow:visible!important;overflow-wrap:anywhere}";

export const SCALAR_CSS = `.light-mode,.light-mode .scalar-app,.scalar-app.light-mode{${vars}}${COPY_BUTTON_NAME}${ENDPOINT_LIST}${REQUEST_METHOD}${DESCRIPTION_CODE}`;

/** Scalar's configuration for one service, pointed at `<base>/openapi.json` on this origin. */
export function scalarConfig(cfg: ServiceConfig, base: string) {
	const auth = cfg.docsAuth;
	const signedOnly = !!auth?.hmac && !auth.tryIt?.length;
	return {
		url: `${base}/openapi.json`,
		// Offline and private: no font CDN, no telemetry, no hosted AI agent, no developer toolbar.
		withDefaultFonts: false,
		telemetry: false,
		agent: { disabled: true },
		mcp: { disabled: true },
		showDeveloperTools: "never",
		// One palette, measured for contrast (LIGHT_PALETTE): no dark mode, whatever the system prefers.
		hideDarkModeToggle: true,
		forceDarkModeState: "light",
		darkMode: false,
		customCss: SCALAR_CSS,
		documentDownloadType: "json",
		// Requests go straight to the same origin (the document's server); never through Scalar's proxy.
		...(auth?.tryIt?.length ? { authentication: { preferredSecurityScheme: auth.tryIt } } : {}),
		// A signed request cannot be sent from the browser without the secret: its snippets replace "try it".
		...(signedOnly ? { hideTestRequestButton: true, hiddenClients: true } : {}),
		metaData: { title: `Pasar ${cfg.title} API reference` },
	};
}

/** The API reference page of a service: Scalar's reference rendered from the service's own document. */
export function renderDocsPage(cfg: ServiceConfig, base: string): string {
	const title = esc(`Pasar ${cfg.title} API reference`);
	return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title}</title>
<link rel="icon" href="data:,">
</head>
<body>
<noscript><p>${title}: this page needs JavaScript. The document itself is <a href="${esc(base)}/openapi.json">openapi.json</a> (OpenAPI 3.1).</p></noscript>
<div id="app"></div>
<script src="${SCALAR_BUNDLE}" onerror="document.getElementById('app').textContent='The API reference bundle (${SCALAR_BUNDLE}) is missing from the static assets: start the server with npm start (scripts/assets.mjs copies it). The document is at ${esc(base)}/openapi.json.'"></script>
<script>Scalar.createApiReference("#app", ${scriptJson(scalarConfig(cfg, base))});${SHOW_MORE_NAMES}</script>
</body>
</html>`;
}
