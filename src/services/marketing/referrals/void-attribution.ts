import type { MktCtx, MktScope } from "../context";
import { attributionById, attributionOfSession, closeAttribution } from "./store/attributions";

/** POST /referrals/attributions/void (a refund): pending → voided, or why not. */
export async function voidAttribution(
	ctx: MktCtx,
	s: MktScope,
	by: { checkoutSessionId?: string; attributionId?: string },
) {
	const a = by.attributionId
		? await attributionById(ctx.env, s, by.attributionId)
		: await attributionOfSession(ctx.env, s, by.checkoutSessionId as string);
	if (!a) return { voided: false, reason: "no_attribution" };
	if (!(await closeAttribution(ctx.env, s, a.id, "voided", "refunded", Date.now())))
		return { voided: false, reason: "not_pending" };
	return { voided: true, attributionId: a.id };
}
