// Marketing plans (spec 001 §2 "Billing resources", §8). The plan is the platform setting
// (PUT /admin/v1/workspaces/{id}/plans/mkt, default free); -1 means unlimited.

export const MKT_PLANS = ["free", "starter", "growth", "scale", "forjio_internal"] as const;
export type MktPlan = (typeof MKT_PLANS)[number];

export interface PlanLimits {
	contactsLimit: number;
	/** Requests per workspace per minute (spec §8 leaves the unit open; REFERENCE "Rate limits"). */
	rateLimit: number;
	referralProgramsLimit: number;
	blogPostsLimit: number;
	discountCodesLimit: number;
	/** Campaign recipients a UTC month (REFERENCE "Campaigns"; counts recipients, not campaigns). */
	campaignSendsLimit: number;
	pixelsEnabled: boolean;
	feedsEnabled: boolean;
}

export const PLAN_LIMITS: Record<MktPlan, PlanLimits> = {
	free: {
		contactsLimit: 500,
		rateLimit: 300,
		referralProgramsLimit: 1,
		blogPostsLimit: 1,
		discountCodesLimit: 1,
		campaignSendsLimit: 1_000,
		pixelsEnabled: false,
		feedsEnabled: false,
	},
	starter: {
		contactsLimit: 10_000,
		rateLimit: 600,
		referralProgramsLimit: 1,
		blogPostsLimit: 25,
		discountCodesLimit: -1,
		campaignSendsLimit: 20_000,
		pixelsEnabled: true,
		feedsEnabled: false,
	},
	growth: {
		contactsLimit: 50_000,
		rateLimit: 1_200,
		referralProgramsLimit: 5,
		blogPostsLimit: -1,
		discountCodesLimit: -1,
		campaignSendsLimit: 100_000,
		pixelsEnabled: true,
		feedsEnabled: true,
	},
	scale: {
		contactsLimit: -1,
		rateLimit: 3_000,
		referralProgramsLimit: -1,
		blogPostsLimit: -1,
		discountCodesLimit: -1,
		campaignSendsLimit: 500_000,
		pixelsEnabled: true,
		feedsEnabled: true,
	},
	// An internal workspace: every limit lifted.
	forjio_internal: {
		contactsLimit: -1,
		rateLimit: -1,
		referralProgramsLimit: -1,
		blogPostsLimit: -1,
		discountCodesLimit: -1,
		campaignSendsLimit: -1,
		pixelsEnabled: true,
		feedsEnabled: true,
	},
};

export const limitsOf = (plan: string): PlanLimits =>
	PLAN_LIMITS[(plan as MktPlan) in PLAN_LIMITS ? (plan as MktPlan) : "free"];
