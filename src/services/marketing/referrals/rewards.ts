import type { Env } from "../../../env";
import type { MktScope } from "../context";
import { codesOfCustomer } from "../discounts/store";

/** GET /referrals/rewards/{accountId}/{customerId}: the referral codes minted for a customer, newest first. */
export async function customerRewards(env: Env, s: MktScope, customerId: string) {
	const rows = await codesOfCustomer(env, s, customerId);
	return rows
		.filter((r) => r.source !== "manual")
		.map((r) => ({
			id: r.id,
			code: r.code,
			role: r.source === "referral_referrer" ? ("referrer" as const) : ("referee" as const),
			rewardType: r.rewardType,
			value: r.value,
			currency: r.currency,
			expiresAt: r.expiresAt == null ? null : new Date(r.expiresAt).toISOString(),
			usedCount: r.usedCount,
		}));
}
