// Rate-limit test helpers shared by the services that count requests per minute.
import { expect } from "vitest";
import { RATE_WINDOW_MS } from "../../src/platform/ratelimit/local";
import { expectEnvelopeError, type Res } from "./http";

/** Keeps a test inside one fixed window: waits out the last seconds of the current minute. */
export async function freshWindow(needMs = 10_000) {
	const left = RATE_WINDOW_MS - (Date.now() % RATE_WINDOW_MS);
	if (left < needMs) await new Promise((r) => setTimeout(r, left + 50));
}

/** A refusal: 429 with `code`, Retry-After within the window, and the exhausted limit's headers. */
export function expectRateLimited(r: Res, code: string, limit: number) {
	expectEnvelopeError(r, 429, code);
	const retry = Number(r.headers.get("retry-after"));
	expect(retry).toBeGreaterThanOrEqual(1);
	expect(retry).toBeLessThanOrEqual(RATE_WINDOW_MS / 1000);
	expect(r.headers.get("x-ratelimit-limit")).toBe(String(limit));
	expect(r.headers.get("x-ratelimit-remaining")).toBe("0");
	expect(r.headers.get("x-ratelimit-reset")).toBeTruthy();
}
