import { OpenAPIHono } from "@hono/zod-openapi";
import type { Context, Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { DEFAULT_MAX_BODY_BYTES, requestBody } from "./body";
import type { AppEnv, ServiceConfig } from "./context";
import { DOCS_PAGE_HEADERS, renderDocsPage } from "./docs";
import { errorBody } from "./envelope";
import { ApiError, renderCode } from "./errors";
import { newId } from "./ids";
import { log } from "./log";
import { buildDocument, type DocumentedApp } from "./openapi-doc";
import { strictQueries } from "./query-strictness";
import { meterOf } from "./roundtrips";
import { validationHook } from "./validation";

/** A sub-app for one resource; mounted into its service with `app.route("/", sub)`. */
export const router = () => strictQueries(new OpenAPIHono<AppEnv>({ defaultHook: validationHook }));

/** Every status a library may throw gets a named code; there is no generic "error" code. */
const HTTP_EXCEPTION_CODES: Record<number, string> = {
	400: "validation_error",
	401: "unauthorized",
	403: "forbidden",
	404: "not_found",
	405: "method_not_allowed",
	409: "conflict",
	410: "gone",
	413: "payload_too_large",
	415: "unsupported_media_type",
	422: "validation_error",
	429: "rate_limited",
};

/** A code as the service spells it: its own name for the code (ServiceConfig.codes), in its casing. */
const codeFor = (c: Context<AppEnv>, code: string) => {
	const cfg = c.get("service");
	return renderCode(cfg?.codes?.[code] ?? code, cfg?.casing ?? "lower");
};

/** An ApiError a library wrapped on its way up (drizzle rethrows query errors with the original as `cause`). */
function apiErrorIn(err: unknown): ApiError | null {
	for (let e = err, i = 0; e && i < 4; e = (e as { cause?: unknown }).cause, i++) if (e instanceof ApiError) return e;
	return null;
}

export function renderError(c: Context<AppEnv>, thrown: unknown): Response {
	const err = apiErrorIn(thrown) ?? thrown;
	if (err instanceof ApiError) {
		const res = c.json(errorBody(c, codeFor(c, err.code), err.message, err.param), err.status);
		for (const [k, v] of Object.entries(err.headers ?? {})) res.headers.set(k, v);
		return res;
	}
	if (err instanceof HTTPException && err.status < 500) {
		// hono's own validators ("Malformed JSON in request body", zod-openapi's media-type gate)
		const code = HTTP_EXCEPTION_CODES[err.status] ?? "bad_request";
		return c.json(errorBody(c, codeFor(c, code), err.message || "Bad request"), err.status);
	}
	log(c.env, "error", {
		requestId: c.get("requestId"),
		service: c.get("service")?.name,
		route: c.req.routePath,
		error: err instanceof Error ? `${err.name}: ${err.message}` : String(err),
		stack: err instanceof Error ? err.stack : undefined,
	});
	return c.json(
		errorBody(c, codeFor(c, "internal_error"), `Internal error; quote request id ${c.get("requestId")} to support`),
		500,
	);
}

/** Compiles hono route patterns once so an unmatched request can tell 404 from 405. */
function methodMatcher(app: Hono<AppEnv>) {
	let compiled: { method: string; re: RegExp }[] | null = null;
	return (path: string) => {
		compiled ??= app.routes
			.filter((r) => r.method !== "ALL")
			.map((r) => ({
				method: r.method,
				re: new RegExp(
					`^${r.path
						.split("/")
						.map((seg) =>
							seg.startsWith(":") ? "[^/]+" : seg === "*" ? ".*" : seg.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
						)
						.join("/")}/?$`,
				),
			}));
		return [...new Set(compiled.filter((r) => r.re.test(path)).map((r) => r.method))];
	};
}

/** Each service app's config, so a service documenting another app's routes (extraDocs) uses that app's auth. */
const configs = new WeakMap<object, ServiceConfig>();

/** Per-isolate cache of built documents by server URL: building one walks every schema. */
function documentCache(app: DocumentedApp, cfg: ServiceConfig) {
	const built = new Map<string, string>();
	return (server: string) => {
		let json = built.get(server);
		if (json === undefined) {
			const extras = (cfg.extraDocs?.() ?? []).map((x) => ({ app: x, cfg: configs.get(x) ?? cfg }));
			json = JSON.stringify(buildDocument(app, cfg, server, extras));
			// Few servers exist (the local origin, one host per service); bound it anyway, the Host is the client's.
			if (built.size >= 8) built.delete(built.keys().next().value as string);
			built.set(server, json);
		}
		return json;
	};
}

/**
 * Builds a service app with the conventions every service shares: request ids, one JSON log line
 * per request, the error envelope in the service's casing, 404/405 envelopes, validation as 400,
 * the request-body gate (size limit, empty bodies, JSON only on API routes) and
 * `GET /openapi.json` + `GET /docs`.
 */
export function createServiceApp(cfg: ServiceConfig) {
	const app = strictQueries(new OpenAPIHono<AppEnv>({ defaultHook: validationHook }));
	app.use("*", async (c, next) => {
		const started = Date.now();
		c.set("requestId", newId("req_"));
		c.set("service", cfg);
		c.set("base", c.req.header("x-pasar-base") ?? "");
		await next();
		c.res.headers.set("X-Request-Id", c.get("requestId"));
		log(c.env, "info", {
			requestId: c.get("requestId"),
			service: cfg.name,
			method: c.req.method,
			route: c.req.routePath,
			status: c.res.status,
			ms: Date.now() - started,
			workspace: c.get("workspaceId") ?? null,
			// Storage round trips on the request path (platform/roundtrips.ts); absent outside the router.
			d1: meterOf(c.env)?.request.d1,
			do: meterOf(c.env)?.request.do,
		});
	});
	app.onError((err, c) => renderError(c, err));
	const allowed = methodMatcher(app);
	const underApi = (path: string) => path === cfg.apiPrefix || path.startsWith(`${cfg.apiPrefix}/`);
	// Registered before any service middleware, so the limit holds before auth hashes the body.
	const gate = requestBody({
		maxBytes: cfg.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES,
		// Hosted pages outside the API post HTML forms; unknown routes stay 404/405, not 415.
		jsonOnly: (c) =>
			underApi(c.req.path) && allowed(c.req.path).includes(c.req.method) && !cfg.nonJsonPaths?.test(c.req.path),
	});
	app.use("*", (c, next) => (cfg.streamedBodyPaths?.test(c.req.path) ? next() : gate(c, next)));
	app.notFound((c) => {
		const methods = allowed(c.req.path);
		if (methods.length) {
			const res = c.json(
				errorBody(
					c,
					codeFor(c, "method_not_allowed"),
					`${c.req.method} is not allowed here; use ${methods.join(", ")}`,
				),
				405,
			);
			res.headers.set("Allow", methods.join(", "));
			return res;
		}
		return c.json(errorBody(c, codeFor(c, "not_found"), `No route for ${c.req.method} ${c.req.path}`), 404);
	});
	configs.set(app, cfg);
	const documentFor = documentCache(app, cfg);
	app.get("/openapi.json", (c) => {
		const json = documentFor(new URL(c.req.url).origin + c.get("base"));
		return c.body(json, 200, { "Content-Type": "application/json; charset=UTF-8" });
	});
	// Scalar renders the document in the browser from the Worker's own static assets (no CDN).
	app.get("/docs", (c) => {
		const res = c.html(renderDocsPage(cfg, c.get("base")));
		for (const [k, v] of Object.entries(DOCS_PAGE_HEADERS)) res.headers.set(k, v);
		return res;
	});
	return app;
}
