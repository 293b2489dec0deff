import type { Env } from "../../../env";
import { badPenalty, badReservation } from "./domain/send-rate";

// The send path's view of the SendThrottle object (send-throttle.do.ts): one object per channel, so
// every consumer sending through a channel shares its provider's rate. Arguments are checked here, in
// the caller's isolate, so a mistake throws where it was made rather than across the RPC.
const throttleOf = (env: Env, channelId: string) => env.SEND_THROTTLE.get(env.SEND_THROTTLE.idFromName(channelId));

/**
 * Reserves n message starts on the channel at perSecond; answers the milliseconds to wait before
 * starting them. Keep n ≤ perSecond (one second's worth): the wait covers the whole reservation.
 */
export async function reserveSends(env: Env, channelId: string, n: number, perSecond: number): Promise<number> {
	const bad = badReservation(n, perSecond);
	if (bad) throw new RangeError(bad);
	return throttleOf(env, channelId).reserve(n, perSecond);
}

/** The provider answered 429: no message of the channel starts for ms (its Retry-After, or a back-off). */
export async function backOffSends(env: Env, channelId: string, ms: number): Promise<void> {
	const bad = badPenalty(ms);
	if (bad) throw new RangeError(bad);
	await throttleOf(env, channelId).penalize(ms);
}
