import { isUniqueViolation } from "../../../platform/errors";
import type { MktCtx, MktScope } from "../context";

import { attributionOfReferee, attributionOfSession, closeAttribution, stampSession } from "./store/attributions";

/**
 * POST /referrals/attributions/checkout-start: stamps the session on the customer's pending
 * attribution. stamped false when there is none, it is not pending, or its window closed (it
 * expires then); a session stamped on another attribution also names that one.
 */
export async function checkoutStart(ctx: MktCtx, s: MktScope, customerId: string, sessionId: string) {
	const a = await attributionOfReferee(ctx.env, s, customerId);
	const elsewhere = async () => {
		const other = await attributionOfSession(ctx.env, s, sessionId);
		return other && other.id !== a?.id ? { stamped: false, attributionId: other.id } : null;
	};
	if (!a) return (await elsewhere()) ?? { stamped: false };
	if (a.checkoutSessionId === sessionId && a.status === "pending") return { stamped: true, attributionId: a.id };
	const taken = await elsewhere();
	if (taken) return taken;
	if (a.status !== "pending") return { stamped: false };
	const now = Date.now();
	if (now >= a.expiresAt) {
		await closeAttribution(ctx.env, s, a.id, "expired", "expired", now);
		return { stamped: false };
	}
	try {
		if (await stampSession(ctx.env, s, a.id, sessionId, now)) return { stamped: true, attributionId: a.id };
	} catch (err) {
		if (!isUniqueViolation(err)) throw err;
		return (await elsewhere()) ?? { stamped: false };
	}
	return { stamped: false };
}
