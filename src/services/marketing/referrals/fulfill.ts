import { isUniqueViolation } from "../../../platform/errors";
import { newId } from "../../../platform/ids";
import type { MktCtx, MktScope } from "../context";
import { refereeCode, referrerCode } from "../discounts/domain";
import type { DiscountCodeRow } from "../discounts/store";
import { DAY_MS, decideFulfil } from "./domain";
import { getProgram, linkById, type ProgramRow } from "./store";
import { type AttributionRow, attributionOfSession, closeAttribution, rewardAttribution } from "./store/attributions";

export interface Fulfil {
	checkoutSessionId: string;
	status: string;
	currency: string;
	amount: number;
}

type Answer = { issued: true; referrerCodeId: string; refereeCodeId: string } | { issued: false; reason: string };

/**
 * POST /referrals/attributions/fulfill (a paid checkout's webhook, retried at will): mints the two
 * reward codes once, however many fulfils race (rewardAttribution), or says why not.
 */
export async function fulfill(ctx: MktCtx, s: MktScope, b: Fulfil): Promise<Answer> {
	const a = b.status === "completed" ? await attributionOfSession(ctx.env, s, b.checkoutSessionId) : null;
	const [program, link] = a
		? await Promise.all([getProgram(ctx.env, s), linkById(ctx.env, s, a.linkId)])
		: [null, null];
	const now = Date.now();
	const decision = decideFulfil({
		...b,
		now,
		attribution: a && program ? a : null,
		program: program ?? { currency: b.currency, minPurchaseAmount: null, maxRewardsPerReferrer: null },
		referrerRewards: link?.rewards ?? 0,
	});
	if (!decision.issue) {
		if (decision.move && a)
			await closeAttribution(ctx.env, s, a.id, decision.move === "void" ? "voided" : "expired", decision.reason, now);
		return { issued: false, reason: decision.reason };
	}
	return reward(ctx, s, a as AttributionRow, program as ProgramRow, b, now);
}

async function reward(
	ctx: MktCtx,
	s: MktScope,
	a: AttributionRow,
	p: ProgramRow,
	b: Fulfil,
	now: number,
): Promise<Answer> {
	for (let attempt = 0; attempt < 3; attempt++) {
		const opId = crypto.randomUUID();
		const codes: [DiscountCodeRow, DiscountCodeRow] = [
			rewardCode(s, p, a, "referral_referrer", referrerCode(), p.referrerValue, now),
			rewardCode(s, p, a, "referral_referee", refereeCode(), p.refereeValue, now),
		];
		try {
			const cap = p.maxRewardsPerReferrer;
			if (
				await rewardAttribution(ctx.env, s, {
					attribution: a,
					amount: b.amount,
					currency: b.currency,
					cap,
					codes,
					opId,
					now,
				})
			)
				return { issued: true, referrerCodeId: codes[0].id, refereeCodeId: codes[1].id };
			// Lost: another fulfil rewarded it, or the referrer's cap filled in between.
			const cur = await attributionOfSession(ctx.env, s, b.checkoutSessionId);
			if (cur?.status === "rewarded") return { issued: false, reason: "already_fulfilled" };
			if (cur?.status !== "pending") return { issued: false, reason: cur?.reason ?? "not_pending" };
			await closeAttribution(ctx.env, s, a.id, "voided", "referrer_cap_reached", now);
			return { issued: false, reason: "referrer_cap_reached" };
		} catch (err) {
			if (!isUniqueViolation(err)) throw err;
		}
	}
	throw new Error("could not draw free reward codes");
}

function rewardCode(
	s: MktScope,
	p: ProgramRow,
	a: AttributionRow,
	source: "referral_referrer" | "referral_referee",
	code: string,
	value: number,
	now: number,
): DiscountCodeRow {
	const referee = source === "referral_referee";
	return {
		id: newId("dc_", now),
		accountId: s.workspaceId,
		code,
		source,
		rewardType: p.rewardType,
		value,
		currency: p.currency,
		customerId: referee ? a.refereeCustomerId : a.referrerCustomerId,
		attributionId: a.id,
		earnedSessionId: referee ? a.checkoutSessionId : null,
		maxUsesTotal: 1,
		maxUsesPerCustomer: 1,
		usedCount: 0,
		expiresAt: now + p.rewardExpiryDays * DAY_MS,
		opId: null,
		createdAt: now,
	};
}
