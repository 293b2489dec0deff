// POS request limits (issue 27; spec 002 §8 leaves them "not shown", so REFERENCE's cross-cutting
// figures): per workspace and minute, reads 600, ordinary writes 300, and 60 for the writes that
// call an outside system, move money or mint credentials. Decided in the isolate by the platform's
// local limiter (src/platform/ratelimit/local.ts): exact within an isolate, over by at most one sync
// interval of the other isolates' traffic. Sales are ordinary writes: a busy till must not share a
// budget with courier bookings.
import type { Env } from "../../../env";
import { consumeRate, type RateDecision } from "../../../platform/ratelimit";

export const POS_RATE_LIMITS = { read: 600, mutating_light: 300, mutating_heavy: 60 } as const;
export type PosRateClass = keyof typeof POS_RATE_LIMITS;

const HEAVY: readonly RegExp[] = [
	/^\/api\/v1\/api-keys(?:\/|$)/, // seats
	/^\/api\/v1\/billing\//, // plan checkout and cancellation (payments)
	/^\/api\/v1\/fulfillment\/shipping-credits\/topup$/, // a payment
	/^\/api\/v1\/(?:fulfillment\/shipping|delivery)\/rates$/, // the courier aggregator
	/^\/api\/v1\/fulfillment\/shipments(?:\/|$)/, // courier bookings
	/^\/api\/v1\/delivery\/sales\/[^/]+\/dispatch$/, // a courier booking
	/^\/api\/v1\/products\/bulk-category$/, // up to many rows at once
];

export function posRateClass(method: string, path: string): PosRateClass {
	if (method === "GET" || method === "HEAD" || method === "OPTIONS") return "read";
	return HEAVY.some((re) => re.test(path)) ? "mutating_heavy" : "mutating_light";
}

/** Counts one request of the workspace in its class; the caller answers 429 when not allowed. */
export const consumePosRate = (
	env: Env,
	workspaceId: string,
	method: string,
	path: string,
): Promise<RateDecision | null> => {
	const cls = posRateClass(method, path);
	return consumeRate(env, `pos:${workspaceId}`, POS_RATE_LIMITS[cls], cls);
};
