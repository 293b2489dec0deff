import { iso } from "../../../platform/encoding";
import type { LinkRow, ProgramRow } from "./store";
import type { AttributionRow } from "./store/attributions";

export const programView = (r: ProgramRow) => ({
	id: r.id,
	accountId: r.accountId,
	enabled: r.enabled,
	rewardType: r.rewardType,
	referrerValue: r.referrerValue,
	refereeValue: r.refereeValue,
	currency: r.currency,
	minPurchaseAmount: r.minPurchaseAmount,
	rewardExpiryDays: r.rewardExpiryDays,
	attributionWindowDays: r.attributionWindowDays,
	maxRewardsPerReferrer: r.maxRewardsPerReferrer,
	programTerms: r.programTerms,
	marketingCampaignId: r.marketingCampaignId,
	createdAt: new Date(r.createdAt).toISOString(),
	updatedAt: new Date(r.updatedAt).toISOString(),
});

export const linkView = (r: LinkRow) => ({
	id: r.id,
	programId: r.programId,
	accountId: r.accountId,
	customerId: r.customerId,
	code: r.code,
	clicks: r.clicks,
	signups: r.signups,
	rewards: r.rewards,
	revenue: r.revenue,
	createdAt: new Date(r.createdAt).toISOString(),
});

export const attributionView = (r: AttributionRow) => ({
	id: r.id,
	accountId: r.accountId,
	programId: r.programId,
	linkId: r.linkId,
	referrerCustomerId: r.referrerCustomerId,
	refereeCustomerId: r.refereeCustomerId,
	refereeEmail: r.refereeEmail,
	referrerEmail: r.referrerEmail,
	externalSource: r.externalSource,
	externalRef: r.externalRef,
	status: r.status,
	checkoutSessionId: r.checkoutSessionId,
	expiresAt: new Date(r.expiresAt).toISOString(),
	createdAt: new Date(r.createdAt).toISOString(),
	updatedAt: iso(r.updatedAt),
});
