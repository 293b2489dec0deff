// Proxy serving (issue 24, extension): the site's pages with the locale's released translations.
import { createRoute, z } from "@hono/zod-openapi";
import { router } from "../../../platform/app";
import { errorResponse } from "../../../platform/openapi";
import { toleratesUnknownQuery } from "../../../platform/query-strictness";
import { wantsFresh } from "../catalog/http";
import { notFound } from "../context";
import { servePage } from "./serve";

const app = router();

app.openAPIRegistry.registerPath(
	createRoute({
		method: "get",
		path: "/proxy/{projectId}/{locale}/{path}",
		// The query belongs to the proxied site's page and is passed on to it.
		...toleratesUnknownQuery,
		summary: "A proxy project's page, translated (public, cached like the catalogue)",
		description:
			"Not under /api/v1: `/loc/proxy/{projectId}/{locale}/{path…}` locally. Fetches siteUrl + path (+ query) by the crawl rules and swaps every text node and alt, title, placeholder or aria-label value a crawl keyed for the locale's released value (fallbacks flattened as in the catalogue); strings without a released value stay as they are. Sets `<html lang dir>`; same-origin links and form actions stay under the proxy; other relative references point at the site. A non-HTML resource → 302 to the site. Cache-Control: public, max-age=60, s-maxage=300; X-Cache HIT|MISS; a release shows at once (the cache key carries the catalogue's ETag). Unknown project, not a proxy project, or a locale without a release → 404 NOT_FOUND; the site unreachable → 502 FETCH_FAILED.",
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
			404: errorResponse("NOT_FOUND: unknown project, not a proxy project, or the locale has no release"),
			502: errorResponse("FETCH_FAILED: the site's page could not be fetched"),
		},
	}),
);

const PROXY = /^\/proxy\/([A-Za-z0-9_-]{1,64})\/([A-Za-z0-9-]{1,35})(\/.*)?$/;

app.get("/proxy/*", async (c) => {
	const m = PROXY.exec(c.req.path);
	// (c.notFound() would answer 405: this GET route matched, so the app's fallback sees a method mismatch.)
	if (!m) throw notFound("proxy page: the path is /proxy/{projectId}/{locale}/{path}");
	const search = new URL(c.req.url).search;
	const r = {
		projectId: m[1] as string,
		locale: m[2] as string,
		path: `${m[3] || "/"}${search}`,
		base: c.req.header("x-pasar-base") ?? "",
	};
	return servePage(c.env, c.executionCtx, r, wantsFresh(c.req.raw));
});

export default app;
