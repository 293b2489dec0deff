// The plan catalogue (spec 001 §2 "Billing resources"): IDR list prices, the USD equivalents chosen
// at checkout, and the current-plan object. Limits themselves live in access/plans.ts (auth uses them).
import { limitsOf, type MktPlan } from "../access/plans";

export const PAID_PLANS = ["starter", "growth", "scale"] as const;
export type PaidPlan = (typeof PAID_PLANS)[number];
export const BILLING_CURRENCIES = ["IDR", "USD"] as const;
export type BillingCurrency = (typeof BILLING_CURRENCIES)[number];

const NAMES: Record<MktPlan, string> = {
	free: "Free",
	starter: "Starter",
	growth: "Growth",
	scale: "Scale",
	forjio_internal: "Internal",
};

/** Monthly prices in minor units: IDR has no minor unit in use (299000 = Rp 299.000), USD in cents. */
export const PLAN_PRICES: Record<PaidPlan, Record<BillingCurrency, number>> = {
	starter: { IDR: 299_000, USD: 1_900 },
	growth: { IDR: 799_000, USD: 4_900 },
	scale: { IDR: 2_499_000, USD: 15_900 },
};

/** Each plan's own features; a plan also has those of every plan below it. */
const OWN_FEATURES: Record<Exclude<MktPlan, "forjio_internal">, string[]> = {
	free: ["500 contacts", "1 referral program", "1 blog post", "1 discount code", "Email support"],
	starter: [
		"10,000 contacts",
		"25 blog posts",
		"Unlimited discount codes",
		"Abandoned-cart recovery",
		"Pixels and conversion API",
	],
	growth: ["50,000 contacts", "5 referral programs", "Unlimited blog posts", "Product feeds", "Priority support"],
	scale: ["Unlimited contacts", "Unlimited referral programs", "Custom segments", "SLA"],
};
const ORDER = ["free", "starter", "growth", "scale"] as const;

export const planName = (plan: string) => NAMES[(plan as MktPlan) in NAMES ? (plan as MktPlan) : "free"];

export function featuresOf(plan: (typeof ORDER)[number]): string[] {
	return ORDER.slice(0, ORDER.indexOf(plan) + 1).flatMap((p) => OWN_FEATURES[p]);
}

/** GET /billing/plans: the public catalogue, IDR a month. */
export const planCatalogue = () =>
	ORDER.map((id) => ({
		id,
		name: NAMES[id],
		price: id === "free" ? 0 : PLAN_PRICES[id].IDR,
		currency: "IDR",
		features: featuresOf(id),
	}));

/** GET /billing/plan: the plan in force (the platform plan setting) with its limits. */
export function currentPlan(plan: string, billingCycleEnd: number | null) {
	const limits = limitsOf(plan);
	const internal = plan === "forjio_internal";
	return {
		plan: plan in NAMES ? plan : "free",
		planName: planName(plan),
		isForjioInternal: internal,
		contactsLimit: limits.contactsLimit,
		rateLimit: limits.rateLimit,
		pixelsEnabled: limits.pixelsEnabled,
		feedsEnabled: limits.feedsEnabled,
		blogPostsLimit: limits.blogPostsLimit,
		discountCodesLimit: limits.discountCodesLimit,
		referralProgramsLimit: limits.referralProgramsLimit,
		billingCycleEnd: billingCycleEnd == null ? null : new Date(billingCycleEnd).toISOString(),
	};
}

/** The spec's currency rule: explicit wins; else Edge-IPCountry ID, XX, T1 or none → IDR, any other → USD. */
export function billingCurrency(explicit: BillingCurrency | undefined, country: string | undefined): BillingCurrency {
	if (explicit) return explicit;
	const c = (country ?? "").trim().toUpperCase();
	return c === "" || c === "ID" || c === "XX" || c === "T1" ? "IDR" : "USD";
}
