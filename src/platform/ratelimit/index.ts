// Per-workspace request limits for the services that count requests per minute (marketing, POS, the
// localization preview by client address; payments keeps its own gate object): decided in the isolate
// and synchronised with the RateLimiter object in the background (local.ts), headers rendered here.
import type { Context } from "hono";
import type { Env } from "../../env";
import { ApiError } from "../errors";
import { localRateLimiter, type RateDecision } from "./local";

export type { RateDecision };

/** idFromName hashes the name on every call; ids are plain values, safe to keep per isolate. */
const ids = new Map<string, DurableObjectId>();

const limiter = localRateLimiter({
	service: "platform",
	sync: (env, name, report) => {
		let id = ids.get(name);
		if (!id) {
			if (ids.size >= 10_000) ids.clear();
			ids.set(name, (id = env.RATE_LIMITER.idFromName(name)));
		}
		return env.RATE_LIMITER.get(id).sync(report);
	},
});

/** The gates of this isolate (tests: flush to the object, inspect, forget). */
export const platformLimiter = limiter;

/**
 * Counts one request of `name` (and class `cls`, each counted on its own) against `limit` per minute,
 * decided in this isolate (see local.ts for the bound across isolates). A limit of -1 (unlimited
 * plans) counts nothing.
 */
export async function consumeRate(env: Env, name: string, limit: number, cls = ""): Promise<RateDecision | null> {
	if (limit < 0) return null;
	const { keysVersion: _, ...decision } = await limiter.take(env, name, cls, limit);
	return decision;
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

export const rateLimited = (r: RateDecision, message = `Rate limit of ${r.limit} requests per minute exceeded`) =>
	new ApiError(429, "rate_limited", message, undefined, rateHeaders(r, true));

/**
 * The rest of a request under a rate decision (a service's auth middleware calls it last): refused →
 * 429 RATE_LIMITED with Retry-After, else `next` and X-RateLimit-* on its answer. null counts nothing.
 */
export async function underRate(
	c: Context,
	rate: RateDecision | null,
	next: () => Promise<void>,
	message?: string,
): Promise<void> {
	if (rate && !rate.allowed) throw rateLimited(rate, message);
	await next();
	if (!rate) return;
	// Headers set in place; reassigning the same response would make hono copy it.
	const res = withRateHeaders(c.res, rate);
	if (res !== c.res) c.res = res;
}

/**
 * Sets the rate headers on a response that may be immutable (passed through): copies it once if so.
 * Assign the result to c.res only when it is another object: hono's setter copies the response again.
 */
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
