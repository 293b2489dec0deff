// Per-workspace request limits for the services that count requests per minute (marketing first):
// the RateLimiter object decides, this module asks it and renders the headers.
import type { Env } from "../../env";
import { ApiError } from "../errors";
import { log } from "../log";
import { RATE_WINDOW_MS, type RateDecision } from "./ratelimit.do";

export type { RateDecision };

/** idFromName hashes the name on every call; ids are plain values, safe to keep per isolate. */
const ids = new Map<string, DurableObjectId>();

/**
 * Counts one request of `name` against `limit` per minute. A limit of -1 (unlimited plans) skips
 * the object. If the object is unreachable the request passes (logged): a limiter outage must not
 * take the API down with it.
 */
export async function consumeRate(env: Env, name: string, limit: number): Promise<RateDecision | null> {
	if (limit < 0) return null;
	let id = ids.get(name);
	if (!id) {
		if (ids.size >= 10_000) ids.clear();
		ids.set(name, (id = env.RATE_LIMITER.idFromName(name)));
	}
	try {
		return await env.RATE_LIMITER.get(id).hit(limit);
	} catch (err) {
		log(env, "error", {
			event: "ratelimit.unavailable",
			name,
			error: err instanceof Error ? err.message : String(err),
		});
		const now = Date.now();
		return { allowed: true, limit, remaining: limit, resetAt: now - (now % RATE_WINDOW_MS) + RATE_WINDOW_MS };
	}
}

/** X-RateLimit-Limit / -Remaining / -Reset (epoch seconds), plus Retry-After (seconds) on a 429. */
export function rateHeaders(r: RateDecision, refused: boolean): Record<string, string> {
	const h: Record<string, string> = {
		"X-RateLimit-Limit": String(r.limit),
		"X-RateLimit-Remaining": String(r.remaining),
		"X-RateLimit-Reset": String(Math.ceil(r.resetAt / 1000)),
	};
	if (refused) h["Retry-After"] = String(Math.max(1, Math.ceil((r.resetAt - Date.now()) / 1000)));
	return h;
}

export const rateLimited = (r: RateDecision) =>
	new ApiError(
		429,
		"rate_limited",
		`Rate limit of ${r.limit} requests per minute exceeded`,
		undefined,
		rateHeaders(r, true),
	);

/** Sets the rate headers on a response that may be immutable (passed through): copies it once if so. */
export function withRateHeaders(res: Response, r: RateDecision): Response {
	const headers = rateHeaders(r, false);
	try {
		for (const [k, v] of Object.entries(headers)) res.headers.set(k, v);
		return res;
	} catch {
		const copy = new Response(res.body, res);
		for (const [k, v] of Object.entries(headers)) copy.headers.set(k, v);
		return copy;
	}
}
