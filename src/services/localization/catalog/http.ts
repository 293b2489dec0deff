// The public catalogue's HTTP face (issue 23): the headers every answer carries (errors and the
// OPTIONS preflight included), conditional requests, and the answer built from a cache entry.
import { CACHE_TTL_S, CATALOG_MAX_AGE_S, type CatalogEntry } from "../store";

/** CORS-open: any site may fetch the catalogue; ETag and X-Cache are readable by its scripts. */
export const CORS_HEADERS = {
	"Access-Control-Allow-Origin": "*",
	"Access-Control-Expose-Headers": "ETag, X-Cache, X-Request-Id",
};

export const PREFLIGHT_HEADERS = {
	...CORS_HEADERS,
	"Access-Control-Allow-Methods": "GET, HEAD, OPTIONS",
	"Access-Control-Allow-Headers": "If-None-Match, Cache-Control, Content-Type",
	"Access-Control-Max-Age": "86400",
};

export const CACHE_CONTROL = `public, max-age=${CATALOG_MAX_AGE_S}, s-maxage=${CACHE_TTL_S}`;

/** If-None-Match (weak comparison, RFC 9110 §13.1.2): `*`, or any listed tag equal to `etag`. */
export function notModified(ifNoneMatch: string | null, etag: string): boolean {
	if (!ifNoneMatch) return false;
	const bare = etag.replace(/^W\//, "");
	return ifNoneMatch
		.split(",")
		.map((t) => t.trim().replace(/^W\//, ""))
		.some((t) => t === "*" || t === bare);
}

const headersOf = (etag: string, xCache: "HIT" | "MISS") => ({
	...CORS_HEADERS,
	"Cache-Control": CACHE_CONTROL,
	ETag: etag,
	"X-Cache": xCache,
});

/** 200 with the body, or 304 without when the client holds this ETag. */
export function catalogAnswer(req: Request, e: CatalogEntry, xCache: "HIT" | "MISS"): Response {
	const headers = headersOf(e.etag, xCache);
	if (notModified(req.headers.get("If-None-Match"), e.etag)) return new Response(null, { status: 304, headers });
	return new Response(e.body, { status: 200, headers: { "Content-Type": "application/json", ...headers } });
}

/** A client's hard reload (Cache-Control: no-cache) renders from D1 and refreshes the cache. */
export const wantsFresh = (req: Request) => /no-cache/i.test(req.headers.get("Cache-Control") ?? "");
