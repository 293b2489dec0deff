// Pure rules of the referral program (spec 001 §2, §3 "Referral attribution", §8): the program a
// PUT makes, link codes, the attribution state machine and what a fulfil decides. No I/O.
import { type RewardType, randomCode } from "../discounts/domain";

export const LINK_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
export const LINK_CODE_LENGTH = 8;
export const linkCode = () => randomCode(LINK_ALPHABET, LINK_CODE_LENGTH);

export const EXPIRY_DAYS = { min: 1, max: 365, default: 90 } as const;
export const WINDOW_DAYS = { min: 1, max: 180, default: 30 } as const;
export const TERMS_MAX = 5000;
export const DAY_MS = 86_400_000;

export interface ProgramInput {
	rewardType: RewardType;
	referrerValue: number;
	refereeValue: number;
	currency: string;
	enabled?: boolean;
	rewardExpiryDays?: number;
	attributionWindowDays?: number;
	marketingCampaignId?: string | null;
	minPurchaseAmount?: number | null;
	maxRewardsPerReferrer?: number | null;
	programTerms?: string | null;
}

export interface ProgramState {
	enabled: boolean;
	rewardType: RewardType;
	referrerValue: number;
	refereeValue: number;
	currency: string;
	minPurchaseAmount: number | null;
	rewardExpiryDays: number;
	attributionWindowDays: number;
	maxRewardsPerReferrer: number | null;
	programTerms: string | null;
	marketingCampaignId: string | null;
}

/** The INVALID_VALUE problem of a PUT body ([param, message]), or null. Shapes are zod's job. */
export function programProblem(b: ProgramInput): [string, string] | null {
	const percent = b.rewardType === "percent" || b.rewardType === "shipping_percent";
	for (const k of ["referrerValue", "refereeValue"] as const) {
		if (percent && (b[k] < 1 || b[k] > 100)) return [k, `${k} is a whole percent from 1 to 100`];
		if (!percent && b[k] < 1) return [k, `${k} is an amount in minor units, at least 1`];
	}
	const d = b.rewardExpiryDays;
	if (d !== undefined && (d < EXPIRY_DAYS.min || d > EXPIRY_DAYS.max))
		return ["rewardExpiryDays", "rewardExpiryDays is from 1 to 365"];
	const w = b.attributionWindowDays;
	if (w !== undefined && (w < WINDOW_DAYS.min || w > WINDOW_DAYS.max))
		return ["attributionWindowDays", "attributionWindowDays is from 1 to 180"];
	return null;
}

/**
 * What a PUT stores: required fields as sent; patch-style fields (enabled, the two day counts,
 * marketingCampaignId) keep the stored value when omitted (defaults on create); reset-style
 * fields (minPurchaseAmount, maxRewardsPerReferrer, programTerms) become null when omitted.
 */
export function mergeProgram(prev: ProgramState | null, b: ProgramInput): ProgramState {
	return {
		rewardType: b.rewardType,
		referrerValue: b.referrerValue,
		refereeValue: b.refereeValue,
		currency: b.currency,
		enabled: b.enabled ?? prev?.enabled ?? false,
		rewardExpiryDays: b.rewardExpiryDays ?? prev?.rewardExpiryDays ?? EXPIRY_DAYS.default,
		attributionWindowDays: b.attributionWindowDays ?? prev?.attributionWindowDays ?? WINDOW_DAYS.default,
		marketingCampaignId:
			b.marketingCampaignId !== undefined ? b.marketingCampaignId : (prev?.marketingCampaignId ?? null),
		minPurchaseAmount: b.minPurchaseAmount ?? null,
		maxRewardsPerReferrer: b.maxRewardsPerReferrer ?? null,
		programTerms: b.programTerms ?? null,
	};
}

export const ATTRIBUTION_STATUSES = ["pending", "rewarded", "voided", "expired"] as const;
export type AttributionStatus = (typeof ATTRIBUTION_STATUSES)[number];
export type AttributionMove = "stamp" | "reward" | "void" | "expire";

/** The transition table: every move starts from pending; only stamp stays there. */
export function nextStatus(from: AttributionStatus, move: AttributionMove): AttributionStatus | null {
	if (from !== "pending") return null;
	return { stamp: "pending", reward: "rewarded", void: "voided", expire: "expired" }[move] as AttributionStatus;
}

export type FulfilReason =
	| "session_not_completed"
	| "no_attribution"
	| "already_fulfilled"
	| "currency_mismatch"
	| "below_minimum"
	| "referrer_cap_reached"
	| "expired"
	| "not_pending";

export interface FulfilFacts {
	status: string;
	currency: string;
	amount: number;
	now: number;
	attribution: { status: AttributionStatus; expiresAt: number; reason: string | null } | null;
	program: Pick<ProgramState, "currency" | "minPurchaseAmount" | "maxRewardsPerReferrer">;
	/** Rewards the referrer's link has earned so far. */
	referrerRewards: number;
}

/** What a fulfil does: issue, or refuse with a reason and possibly move the attribution. */
export type FulfilDecision = { issue: true } | { issue: false; reason: FulfilReason; move: "void" | "expire" | null };

export function decideFulfil(f: FulfilFacts): FulfilDecision {
	const refuse = (reason: FulfilReason, move: "void" | "expire" | null = null): FulfilDecision => ({
		issue: false,
		reason,
		move,
	});
	if (f.status !== "completed") return refuse("session_not_completed");
	const a = f.attribution;
	if (!a) return refuse("no_attribution");
	if (a.status === "rewarded") return refuse("already_fulfilled");
	if (a.status !== "pending") return refuse((a.reason as FulfilReason | null) ?? "not_pending");
	if (f.now >= a.expiresAt) return refuse("expired", "expire");
	if (f.currency !== f.program.currency) return refuse("currency_mismatch", "void");
	if (f.program.minPurchaseAmount != null && f.amount < f.program.minPurchaseAmount) return refuse("below_minimum");
	const cap = f.program.maxRewardsPerReferrer;
	if (cap != null && f.referrerRewards >= cap) return refuse("referrer_cap_reached", "void");
	return { issue: true };
}

/** Case-insensitive, surrounding spaces ignored. */
export const sameEmail = (a: string | null | undefined, b: string | null | undefined) =>
	!!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase();
