// Proxy serving (issue 24, extension): the site's pages with the locale's released translations.
import { createRoute, z } from "@hono/zod-openapi";
import { router } from "../../../platform/app";
import { errorResponse } from "../../../platform/openapi";
import { toleratesUnknownQuery } from "../../../platform/query-strictness";
import { PROXY_HOST_KIND, serviceBase, serviceHost } from "../../../platform/service-url";
import { wantsFresh } from "../catalog/http";
import { notFound } from "../context";
import { projectEnv } from "../projects/locate";
import { FOREIGN_PAGE_HEADERS, servePage } from "./serve";

const app = router();

app.openAPIRegistry.registerPath(
	createRoute({
		method: "get",
		path: "/proxy/{projectId}/{locale}/{path}",
		// The query belongs to the proxied site's page and is passed on to it.
		...toleratesUnknownQuery,
		summary: "A proxy project's page, translated (public, cached like the catalogue)",
		description:
			"Not under /api/v1: `/loc/proxy/{projectId}/{locale}/{path…}` locally. Fetches siteUrl + path (+ query) by the crawl rules and swaps every text node and alt, title, placeholder or aria-label value a crawl keyed for the locale's released value (fallbacks flattened as in the catalogue); strings without a released value stay as they are. Sets `<html lang dir>`; same-origin links and form actions stay under the proxy; other relative references point at the site. A non-HTML resource → 302 to the site. Cache-Control: public, max-age=60, s-maxage=300; X-Cache HIT|MISS; a release shows at once (the cache key carries the catalogue's ETag). Unknown project, not a proxy project, or a locale without a release → 404 NOT_FOUND; the site unreachable → 502 FETCH_FAILED. Every answer carries `Content-Security-Policy: sandbox allow-scripts allow-forms allow-popups` and `X-Content-Type-Options: nosniff`: the site's scripts run in an opaque origin and reach no Pasar session. In production the proxy is served from its own cookieless host (`SERVICE_HOSTS` entry `proxy.example.com=loc-proxy`, same `/proxy/…` paths); there any other path is 404, and a proxy path asked on another host is 308 to it.",
		request: {
			params: z.object({
				projectId: z.string(),
				locale: z.string().openapi({ example: "id" }),
				path: z.string().openapi({ description: "The page's path on the site (may be empty, may hold slashes)" }),
			}),
		},
		responses: {
			200: { content: { "text/html": { schema: z.string() } }, description: "The translated page" },
			302: { description: "Not an HTML page: go to the site" },
			308: { description: "A proxy host is configured and this is another host: the same path there" },
			404: errorResponse("NOT_FOUND: unknown project, not a proxy project, or the locale has no release"),
			502: errorResponse("FETCH_FAILED: the site's page could not be fetched"),
		},
	}),
);

// Every answer here may be a foreign site's HTML, scripts intact: it runs sandboxed in an opaque origin
// (no cookie, storage or same-origin fetch of any service), whatever the cache or an error answered.
app.use("/proxy/*", async (c, next) => {
	await next();
	for (const [k, v] of Object.entries(FOREIGN_PAGE_HEADERS)) c.res.headers.set(k, v);
});

const PROXY = /^\/proxy\/([A-Za-z0-9_-]{1,64})\/([A-Za-z0-9-]{1,35})(\/.*)?$/;

app.get("/proxy/*", async (c) => {
	const m = PROXY.exec(c.req.path);
	// (c.notFound() would answer 405: this GET route matched, so the app's fallback sees a method mismatch.)
	if (!m) throw notFound("proxy page: the path is /proxy/{projectId}/{locale}/{path}");
	const url = new URL(c.req.url);
	const search = url.search;
	// With its own host configured (production), the proxy answers only there: the API hosts never
	// serve a foreign page, even sandboxed.
	const host = serviceHost(c.env, PROXY_HOST_KIND);
	if (host && url.hostname.toLowerCase() !== host)
		return c.redirect(`${serviceBase(c.env, c.req.url, PROXY_HOST_KIND)}${c.req.path}${search}`, 308);
	const r = {
		projectId: m[1] as string,
		locale: m[2] as string,
		path: `${m[3] || "/"}${search}`,
		base: c.req.header("x-pasar-base") ?? "",
	};
	return servePage(await projectEnv(c.env, r.projectId), c.executionCtx, r, wantsFresh(c.req.raw));
});

export default app;
