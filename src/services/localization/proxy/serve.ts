// GET /proxy/{projectId}/{locale}/{path} (issue 24, extension): the site's page with the locale's
// released strings in place. Public like the catalogue and cached like it (max-age 60, s-maxage
// 300): the Cache API entry is keyed by the page and the catalogue's ETag, so a release shows at
// once and the site's own changes within 5 minutes.
import { type Env, isDevelopment } from "../../../env";
import { ApiError } from "../../../platform/errors";
import { checkPublicUrl } from "../../../platform/webhooks/url";
import { CACHE_CONTROL, CORS_HEADERS } from "../catalog/http";
import { renderCatalog } from "../catalog/render";
import { notFound } from "../context";
import { fetchPage } from "../integrations/web";
import { canonicalTag } from "../projects";
import { CACHE_TTL_S, catalogCache } from "../store";
import { rewritePage } from "./rewrite";
import { proxyTarget } from "./store";

/**
 * Headers on every proxy answer (issue 37 item 2). The page is a foreign site's, scripts and inline
 * handlers intact; `sandbox` without allow-same-origin makes the browser run it in an opaque origin,
 * so even served beside the APIs (locally, /loc/proxy) its scripts can read no cookie or storage and
 * make no same-origin request of any service. Forms, popups and the site's own scripts still work.
 */
export const FOREIGN_PAGE_HEADERS = {
	"Content-Security-Policy": "sandbox allow-scripts allow-forms allow-popups",
	"X-Content-Type-Options": "nosniff",
} as const;

export interface ProxyRequest {
	projectId: string;
	locale: string;
	/** pathname + search on the site */
	path: string;
	/** Where the proxy is mounted ("/loc" locally, "" on its own host) */
	base: string;
}

/** The locale's released `default` messages and the catalogue's ETag (cached catalogue first). */
async function messages(env: Env, projectId: string, locale: string) {
	const hit = await catalogCache.read(projectId, locale);
	if (hit) {
		const data = JSON.parse(hit.body).data as { catalog: Record<string, Record<string, string>> };
		return { etag: hit.etag, messages: data.catalog.default ?? {} };
	}
	const r = await renderCatalog(env, projectId, locale);
	return { etag: r.etag, messages: r.data.catalog.default ?? {} };
}

const cacheKey = (r: ProxyRequest, etag: string) =>
	new Request(
		`https://loc-proxy.pasar.internal/${encodeURIComponent(r.projectId)}/${encodeURIComponent(r.locale)}${r.path}${r.path.includes("?") ? "&" : "?"}__v=${encodeURIComponent(etag)}`,
	);

export async function servePage(env: Env, exec: Pick<ExecutionContext, "waitUntil">, r: ProxyRequest, fresh: boolean) {
	const locale = canonicalTag(r.locale);
	if (!locale) throw notFound("locale");
	const target = await proxyTarget(env, r.projectId, locale);
	if (target?.mode !== "proxy" || !target.siteUrl) throw notFound("proxy project");
	const { etag, messages: msgs } = await messages(env, r.projectId, locale);
	const key = cacheKey({ ...r, locale }, etag);
	const hit = fresh ? undefined : await caches.default.match(key).catch(() => undefined);
	if (hit) return withHeaders(hit, "HIT");
	const site = new URL(target.siteUrl);
	const development = isDevelopment(env);
	const page = await fetchPage(`${site.origin}${r.path}`, {
		check: (u) => (u.origin !== site.origin ? `leaves the site for ${u.origin}` : checkPublicUrl(u, development)),
	});
	// (Response.redirect's headers are immutable; the app's middleware sets its own on the answer.)
	if (!page.ok && page.kind === "not_html")
		return new Response(null, { status: 302, headers: { Location: `${site.origin}${r.path}` } });
	if (!page.ok) throw new ApiError(502, "fetch_failed", `The site's page could not be fetched: ${page.message}`);
	const html = new Response(page.html, { headers: { "Content-Type": "text/html; charset=utf-8" } });
	const out = rewritePage(html, {
		pageUrl: page.url,
		siteOrigin: site.origin,
		proxyBase: `${r.base}/proxy/${r.projectId}/${locale}`,
		locale,
		rtl: (target.rtl ?? 0) === 1,
		messages: msgs,
	});
	const body = await out.text();
	const stored = new Response(body, {
		headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": `max-age=${CACHE_TTL_S}` },
	});
	exec.waitUntil(caches.default.put(key, stored).catch(() => undefined));
	return withHeaders(new Response(body, { headers: { "Content-Type": "text/html; charset=utf-8" } }), "MISS", locale);
}

function withHeaders(res: Response, xCache: "HIT" | "MISS", locale?: string) {
	const out = new Response(res.body, { status: 200, headers: res.headers });
	out.headers.set("Cache-Control", CACHE_CONTROL);
	out.headers.set("X-Cache", xCache);
	out.headers.set("Access-Control-Allow-Origin", CORS_HEADERS["Access-Control-Allow-Origin"]);
	if (locale) out.headers.set("Content-Language", locale);
	return out;
}
