import type { Hono } from "hono";
import { type Env, isDevelopment } from "./env";
import { frontPage, frontPageOf, wantsPage } from "./front-page";
import { health } from "./health";
import type { AppEnv, ServiceName } from "./platform/context";
import { newId } from "./platform/ids";
import { finishMeter, meteredEnv, newMeter } from "./platform/roundtrips";
import { PROXY_HOST_KIND, parseServiceHosts } from "./platform/service-url";
import { unplacedRoute } from "./platform/shards";
import { SERVICES } from "./services";

type App = Hono<AppEnv>;

/** Local path prefixes (DESIGN §1 CONTRACT). Storefront shares /mkt with marketing. */
const PREFIXES: Record<string, Exclude<ServiceName, "store">> = {
	pay: "pay",
	mkt: "mkt",
	pos: "pos",
	ci: "ci",
	loc: "loc",
	secrets: "secrets",
	admin: "admin",
	pages: "pages",
};

/** The catalogue's paths on the marketing base: /api/v1/storefront/... and the variants at /api/v1/inventory/... */
const isStorefrontPath = (path: string) =>
	path === "/api/v1/storefront" ||
	path.startsWith("/api/v1/storefront/") ||
	path === "/api/v1/inventory" ||
	path.startsWith("/api/v1/inventory/");

/** Envelopes for the few answers the router gives itself (no service app, so lower-case codes). */
function envelope(status: number, code: string, message: string, headers?: Record<string, string>) {
	return Response.json(
		{ data: null, error: { code, message }, meta: { requestId: newId("req_"), timestamp: new Date().toISOString() } },
		{ status, headers },
	);
}

const notFoundEnvelope = (path: string) =>
	envelope(
		404,
		"not_found",
		`No service at ${path}; services live under /pay /mkt /pos /ci /loc /secrets /admin /pages`,
	);

/** /health and /ping only read: anything but GET or HEAD is a 405 with Allow, like every service route. */
function readOnly(req: Request): Response | null {
	if (req.method === "GET" || req.method === "HEAD") return null;
	return envelope(405, "method_not_allowed", `${req.method} is not allowed here; use GET, HEAD`, {
		Allow: "GET, HEAD",
	});
}

/**
 * Picks the service for a request: by host in production (SERVICE_HOSTS), else by local path
 * prefix, which is stripped so each service sees its documented paths. The stripped prefix
 * travels in x-pasar-base (overwriting anything a client sent) for signatures and links.
 */
export function resolve(
	req: Request,
	env: Env,
	url: URL = new URL(req.url),
): { app: App; base: string; path: string; svc: string } | null {
	const byHost = parseServiceHosts(env.SERVICE_HOSTS ?? "").get(url.hostname.toLowerCase());
	// The localization proxy's own host serves foreign sites' pages and nothing else: a cookieless
	// origin, so a proxied page's script reaches no session of any service (issue 37 item 2).
	if (byHost === PROXY_HOST_KIND) {
		const app = url.pathname.startsWith("/proxy/") ? SERVICES.app("loc") : null;
		return app ? { app, base: "", path: url.pathname, svc: "loc" } : null;
	}
	if (byHost) {
		const svc = byHost === "mkt" && isStorefrontPath(url.pathname) ? "store" : byHost;
		const app = SERVICES.app(svc);
		return app ? { app, base: "", path: url.pathname, svc } : null;
	}
	const m = url.pathname.match(/^\/([a-z]+)(\/.*)?$/);
	const svc = m && PREFIXES[m[1]];
	if (!svc) return null;
	const path = m[2] || "/";
	const target = svc === "mkt" && isStorefrontPath(path) ? "store" : svc;
	const app = SERVICES.app(target);
	return app ? { app, base: `/${m[1]}`, path, svc: target } : null;
}

/**
 * Every answer goes through here: storage round trips are counted per request (platform/roundtrips.ts)
 * and, in development, reported as Server-Timing d1 / do / total.
 */
export async function dispatch(req: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
	const meter = newMeter();
	// HEAD is answered as GET without the body (RFC 9110 §9.3.2), here once for every service: hono
	// routes HEAD to GET handlers but keeps the method, so middleware that reads it (each service's list
	// of public GET routes, edges, caches) answered a HEAD on a public route 401 (issue 37).
	const head = req.method === "HEAD";
	const res = await route(
		head ? new Request(req, { method: "GET" }) : req,
		meteredEnv(env, meter, unplacedRoute()),
		ctx,
		head,
	);
	const out = finishMeter(res, meter, isDevelopment(env));
	return head ? withoutBody(out) : out;
}

/** The same status and headers (Content-Length included: what a GET would send), no body. */
function withoutBody(res: Response): Response {
	res.body?.cancel().catch(() => {});
	return new Response(null, { status: res.status, statusText: res.statusText, headers: res.headers });
}

async function route(req: Request, env: Env, ctx: ExecutionContext, head = false): Promise<Response> {
	const url = new URL(req.url);
	if (url.pathname === "/health" || url.pathname === "/health/") return readOnly(req) ?? health(env);
	// Bare liveness route: no auth, no storage. Benchmarks measure every route against it.
	if (url.pathname === "/ping")
		return readOnly(req) ?? new Response("pong", { headers: { "Content-Type": "text/plain" } });
	// A cached hosted page is answered before any app runs (one memory or Cache API lookup).
	const pagesHost = parseServiceHosts(env.SERVICE_HOSTS ?? "").get(url.hostname.toLowerCase()) === "pages";
	if (req.method === "GET" && (pagesHost || url.pathname.startsWith("/pages/"))) {
		const cached = await SERVICES.pagesEdge()?.(req, url, ctx);
		if (cached) return cached;
	}
	// A person's browser at `/` or a service's base gets the front page; API clients keep the JSON answers.
	if (req.method === "GET" && wantsPage(req)) {
		const front = frontPageOf(env, url);
		if (front) return frontPage(req, env, front);
	}
	const hit = resolve(req, env, url);
	if (!hit) return notFoundEnvelope(url.pathname);
	// A service's cached public answer (CI's badge) comes before its app: one memory or cache lookup.
	if (req.method === "GET") {
		const early = await SERVICES.edge(hit.svc)?.(req, hit.path, ctx);
		if (early) return early;
	}
	// The URL the service sees: the same origin and query, its own path (no second URL parse).
	const forwarded = new Request(hit.base ? `${url.origin}${hit.path}${url.search}` : req.url, req);
	forwarded.headers.set("x-pasar-base", hit.base);
	// The method the client sent, for request signatures: a HEAD signed as HEAD still verifies.
	if (head) forwarded.headers.set("x-pasar-method", "HEAD");
	else forwarded.headers.delete("x-pasar-method");
	return hit.app.fetch(forwarded, env, ctx);
}
