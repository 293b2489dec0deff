import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../context";
import { sha256Hex } from "../crypto";
import { ApiError } from "../errors";

export interface IdempotencyOptions {
	mode: "required" | "optional";
	/** Service-specific codes (lower_snake; rendered in the service's casing). */
	codes?: { missing?: string; mismatch?: string; inFlight?: string };
	/** Scope when the route has no authenticated workspace (rare: public endpoints). */
	scope?: (c: Parameters<MiddlewareHandler<AppEnv>>[0]) => string;
	/**
	 * Body fingerprint (default: sha256 of the raw body bytes; the query string is folded in after, by
	 * withQuery). A service whose bodies carry secret values passes a keyed hash so the idempotency
	 * store never holds a guessable digest of them.
	 */
	fingerprint?: (c: Parameters<MiddlewareHandler<AppEnv>>[0], body: Uint8Array) => Promise<string>;
}

export const MAX_IDEMPOTENCY_KEY_LENGTH = 255;

/** The query string exactly as sent, without its "?" ("" for none). */
export const queryOf = (url: string) => {
	const at = url.indexOf("?");
	return at < 0 ? "" : url.slice(at + 1);
};

/**
 * Folds the query into a body fingerprint (DESIGN §1: method + path + query + sha256(body); the key
 * names method and path). The query is taken as sent: `?a=1&b=2` and `?b=2&a=1` are different
 * requests to a retrying client that sends the same bytes again. Without a query the fingerprint
 * stays the body's alone, as before the query counted, so keys stored then still replay.
 */
export const withQuery = async (bodyFingerprint: string, query: string) =>
	query ? sha256Hex(`${bodyFingerprint}\n?${query}`) : bodyFingerprint;

/**
 * Refusals a client fixes and retries with the same key: validation (400, and 422 validation_error),
 * auth (401, 403), method (405), size (413), media type (415) and rate limit (429). Storing one
 * would replay the refusal for 24 h instead of running the fixed request.
 */
const REFUSALS = [400, 401, 403, 405, 413, 415, 429];

/** Responses worth replaying: the endpoint ran. Refusals and 5xx store nothing. */
async function storable(res: Response): Promise<boolean> {
	if (res.status >= 500 || REFUSALS.includes(res.status)) return false;
	if (res.status !== 422) return true;
	// 422 is also an upstream verdict (gateway_error), which did run and is replayed.
	const body = (await res
		.clone()
		.json()
		.catch(() => null)) as { error?: { code?: string } } | null;
	return body?.error?.code?.toLowerCase() !== "validation_error";
}

/**
 * Idempotency-Key middleware (DESIGN §1, REFERENCE "Idempotency"). Keys are scoped by service,
 * workspace, environment, method and path; the fingerprint is sha256 of the raw body bytes and the
 * query string (withQuery). A replay returns the first response unchanged; another body or another
 * query → 409 (issue 37 item 4: the query once did not count, so another query replayed the first
 * answer); a concurrent duplicate → 409.
 */
export function idempotency(opts: IdempotencyOptions): MiddlewareHandler<AppEnv> {
	const codes = {
		missing: "idempotency_required",
		mismatch: "idempotency_key_conflict",
		inFlight: "idempotency_in_flight",
		...opts.codes,
	};
	return async (c, next) => {
		const key = c.req.header("Idempotency-Key");
		if (key === undefined || key === "") {
			if (opts.mode === "required")
				throw new ApiError(400, codes.missing, "This request needs an Idempotency-Key header", "Idempotency-Key");
			return next();
		}
		if (key.length > MAX_IDEMPOTENCY_KEY_LENGTH) {
			throw new ApiError(
				400,
				"validation_error",
				`Idempotency-Key is at most ${MAX_IDEMPOTENCY_KEY_LENGTH} characters`,
				"Idempotency-Key",
			);
		}
		const scope = opts.scope
			? opts.scope(c)
			: `${c.get("service").name}:${c.get("workspaceId") ?? "-"}:${c.get("environment") ?? "-"}`;
		const stub = c.env.IDEMPOTENCY.get(c.env.IDEMPOTENCY.idFromName(scope));
		// Bytes, not decoded text: bodies that differ only in a BOM or in invalid UTF-8 decode alike
		// but are different requests (and are signed as different requests).
		const body = new Uint8Array(await c.req.arrayBuffer());
		const fingerprint = await withQuery(
			opts.fingerprint ? await opts.fingerprint(c, body) : await sha256Hex(body),
			queryOf(c.req.url),
		);
		const k = `${c.req.method} ${c.req.path} ${key}`;
		const begun = await stub.begin(k, fingerprint, Date.now());
		if (begun.kind === "mismatch")
			throw new ApiError(
				409,
				codes.mismatch,
				"This Idempotency-Key was already used with a different request body or query",
			);
		if (begun.kind === "in_flight")
			throw new ApiError(
				409,
				codes.inFlight,
				"A request with this Idempotency-Key is still being processed; retry shortly",
			);
		if (begun.kind === "replay") {
			// Null-body statuses (204, 205, 304) must be rebuilt without a body, as the first answer was.
			return new Response([204, 205, 304].includes(begun.status) ? null : begun.body, {
				status: begun.status,
				headers: { "Content-Type": begun.contentType, "Idempotent-Replayed": "true" },
			});
		}
		try {
			await next();
		} catch (err) {
			await stub.release(k);
			throw err;
		}
		const status = c.res.status;
		if (await storable(c.res)) {
			const text = await c.res.clone().text();
			await stub.complete(
				k,
				fingerprint,
				status,
				text,
				c.res.headers.get("Content-Type") ?? "application/json",
				Date.now(),
			);
		} else {
			await stub.release(k);
		}
	};
}

/**
 * Idempotency-Key as spec 002's services answer it (POS, CI, localization, marketing, storefront):
 * optional; the same key with another body, or while the first is in flight, is 409
 * IDEMPOTENCY_KEY_IN_USE.
 */
export const keyInUseIdempotency = () =>
	idempotency({ mode: "optional", codes: { mismatch: "idempotency_key_in_use", inFlight: "idempotency_key_in_use" } });
