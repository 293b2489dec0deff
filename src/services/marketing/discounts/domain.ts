// Pure rules of discount codes: random codes, the discount a code gives, whether it may be used.

export const REWARD_TYPES = ["percent", "fixed", "shipping_percent", "shipping_fixed"] as const;
export type RewardType = (typeof REWARD_TYPES)[number];
export const isPercent = (t: RewardType) => t === "percent" || t === "shipping_percent";

/** Uppercase letters and digits without the look-alikes I, L, O, 0 and 1. */
export const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

/** n characters drawn uniformly from `alphabet` (rejection sampling: no modulo bias). */
export function randomCode(alphabet: string, n: number): string {
	const limit = 256 - (256 % alphabet.length);
	let out = "";
	while (out.length < n) {
		for (const b of crypto.getRandomValues(new Uint8Array(n * 2))) {
			if (b < limit && out.length < n) out += alphabet[b % alphabet.length];
		}
	}
	return out;
}

export const referrerCode = () => `REF-${randomCode(CODE_ALPHABET, 4)}-${randomCode(CODE_ALPHABET, 4)}`;
export const refereeCode = () => `WELCOME-${randomCode(CODE_ALPHABET, 6)}`;

/**
 * The discount on `amount` (minor units): a percent type takes that percent rounded down; a fixed
 * type takes its value, never more than the amount. Shipping types apply the same rule to the
 * amount the caller sends (the shipping cost).
 */
export function discountAmount(type: RewardType, value: number, amount: number): number {
	if (isPercent(type)) return Number((BigInt(amount) * BigInt(value)) / 100n);
	return Math.min(value, amount);
}

export interface CodeState {
	source: "manual" | "referral_referrer" | "referral_referee";
	rewardType: RewardType;
	currency: string;
	customerId: string | null;
	earnedSessionId: string | null;
	maxUsesTotal: number | null;
	usedCount: number;
	expiresAt: number | null;
}

export interface Use {
	customerId: string;
	checkoutSessionId: string;
	currency: string;
	now: number;
	/** Times this customer used the code already. */
	customerUses: number;
	maxUsesPerCustomer: number | null;
}

/** Why a code may not be used for this purchase, or null. Races are settled again by the guarded write. */
export function unusableReason(c: CodeState, u: Use): string | null {
	if (c.expiresAt != null && c.expiresAt <= u.now) return "The code has expired";
	if (c.maxUsesTotal != null && c.usedCount >= c.maxUsesTotal) return "The code has been used up";
	if (u.maxUsesPerCustomer != null && u.customerUses >= u.maxUsesPerCustomer)
		return "This customer has used the code as often as it allows";
	if (c.customerId != null && c.customerId !== u.customerId) return "The code belongs to another customer";
	if (c.source === "referral_referee" && c.earnedSessionId === u.checkoutSessionId)
		return "A welcome code is not usable on the purchase that earned it";
	if (!isPercent(c.rewardType) && c.currency !== u.currency)
		return `The code is worth an amount in ${c.currency}; this purchase is in ${u.currency}`;
	return null;
}
