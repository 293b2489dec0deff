// Query strictness (issue 37 item 14): a query parameter an operation does not declare is refused
// with 400 validation_error naming it, as an unknown body field is, rather than ignored — a typo
// such as ?outletid= or ?statuss= would otherwise widen a report or a list without a word. The
// declared parameters are the keys of the route's `request.query` schema (none declared: every
// parameter is unknown). Routes opened by browsers or called by external systems whose query we do
// not control (pages, badges, gateway and courier callbacks, OAuth redirects) opt out with
// `toleratesUnknownQuery`, which the OpenAPI document shows on the operation.
import type { OpenAPIHono } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import { ApiError } from "./errors";

/** The operation extension saying unknown query parameters are ignored rather than refused. */
export const UNKNOWN_QUERY = "x-unknown-query-parameters";

/** Spread into a createRoute config whose callers may add query parameters of their own (utm_*, provider extras). */
export const toleratesUnknownQuery = { [UNKNOWN_QUERY]: "ignored" } as const;

type ZodLike = { _zod?: { def: Record<string, unknown> } };

/** The keys a query schema accepts: its object's shape, through pipes, transforms and wrappers. */
export function declaredQueryKeys(schema: unknown): string[] {
	let s = schema as ZodLike | undefined;
	for (let depth = 0; s?._zod && depth < 16; depth++) {
		const def = s._zod.def;
		if (def.type === "object") return Object.keys(def.shape as object);
		s = (def.in ?? def.innerType ?? def.schema) as ZodLike | undefined;
	}
	// Failing at registration (module load) beats a route that silently accepts anything.
	throw new Error("A route's request.query must be a zod object (optionally piped or transformed)");
}

/** Edit distance, for "did you mean": only short keys reach it, so the quadratic table is tiny. */
function distance(a: string, b: string): number {
	let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
	for (let i = 1; i <= a.length; i++) {
		const row = [i];
		for (let j = 1; j <= b.length; j++)
			row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
		prev = row;
	}
	return prev[b.length];
}

const MAX_ECHO = 100;

/** "Unknown query parameter: outletid (did you mean outletId?)", never echoing more than 100 characters. */
export function unknownQueryError(key: string, known: readonly string[]): ApiError {
	const shown = key.length > MAX_ECHO ? `${key.slice(0, MAX_ECHO)}…` : key;
	const lower = key.toLowerCase();
	const near =
		key.length <= 64
			? (known.find((k) => k.toLowerCase() === lower) ??
				known.find((k) => distance(lower, k.toLowerCase()) <= Math.min(2, Math.floor(k.length / 3))))
			: undefined;
	const hint = near
		? `did you mean ${near}?`
		: known.length
			? `this operation takes ${known.join(", ")}`
			: "this operation takes none";
	return new ApiError(400, "validation_error", `Unknown query parameter: ${shown || "(empty name)"} (${hint})`, shown);
}

type RouteLike = { request?: { query?: unknown }; middleware?: unknown; [UNKNOWN_QUERY]?: string };

/** The middleware refusing a route's undeclared query parameters; null for a tolerant route. */
export function queryGuard(route: RouteLike): MiddlewareHandler | null {
	if (route[UNKNOWN_QUERY] === "ignored") return null;
	const known = route.request?.query ? declaredQueryKeys(route.request.query) : [];
	const accepted = new Set(known);
	return async (c, next) => {
		const url = c.req.url;
		const at = url.indexOf("?");
		if (at !== -1)
			for (const key of new URLSearchParams(url.slice(at + 1)).keys())
				if (!accepted.has(key)) throw unknownQueryError(key, known);
		await next();
	};
}

/**
 * Makes every `app.openapi(route, …)` of `app` refuse undeclared query parameters. The guard runs
 * before the route's own middleware (scopes, idempotency), so a refused request records nothing.
 */
export function strictQueries<A extends OpenAPIHono<any>>(app: A): A {
	const register = app.openapi;
	const wrapped = (route: RouteLike, ...rest: unknown[]) => {
		const guard = queryGuard(route);
		const own = route.middleware === undefined ? [] : [route.middleware].flat();
		return (register as (...args: unknown[]) => A)({ ...route, middleware: guard ? [guard, ...own] : own }, ...rest);
	};
	app.openapi = wrapped as unknown as A["openapi"];
	return app;
}
