import type { ServiceConfig } from "./context";

/**
 * Scalar's browser bundle, served by Workers static assets (wrangler.toml [assets], copied there by
 * scripts/assets.mjs): same origin as every service, in production too, so the page needs no CDN and
 * works offline, and the 4 MiB bundle stays out of the Worker script.
 */
export const SCALAR_BUNDLE = "/_pasar/scalar/standalone.js";

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
		hideDarkModeToggle: false,
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
<script>Scalar.createApiReference("#app", ${scriptJson(scalarConfig(cfg, base))});</script>
</body>
</html>`;
}
