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

/** What a plan adds besides its limits; a plan has these of every plan below it too. */
const OWN_CAPABILITIES: Record<Exclude<MktPlan, "forjio_internal">, string[]> = {
	free: [],
	starter: ["Abandoned-cart recovery", "Pixels and conversion API"],
	growth: ["Product feeds"],
	scale: ["Custom segments", "SLA"],
};
const SUPPORT: Record<Exclude<MktPlan, "forjio_internal">, string> = {
	free: "Email support",
	starter: "Email support",
	growth: "Priority support",
	scale: "Priority support",
};
const ORDER = ["free", "starter", "growth", "scale"] as const;
const LIMIT_LINES = [
	["contactsLimit", "contact", "contacts"],
	["referralProgramsLimit", "referral program", "referral programs"],
	["blogPostsLimit", "blog post", "blog posts"],
	["discountCodesLimit", "discount code", "discount codes"],
	["campaignSendsLimit", "campaign recipient a month", "campaign recipients a month"],
] as const;

export const planName = (plan: string) => NAMES[(plan as MktPlan) in NAMES ? (plan as MktPlan) : "free"];

/**
 * A plan's catalogue lines: each limit once, written from the limits auth enforces (so the catalogue
 * cannot disagree with them, nor repeat a lower tier's figure — issue 37 item 17), then the
 * capabilities it has with those of the plans below, then its support level.
 */
export function featuresOf(plan: (typeof ORDER)[number]): string[] {
	const limits = limitsOf(plan);
	const lines = LIMIT_LINES.map(([key, one, many]) => {
		const n = limits[key];
		return n < 0 ? `Unlimited ${many}` : `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;
	});
	const capabilities = ORDER.slice(0, ORDER.indexOf(plan) + 1).flatMap((p) => OWN_CAPABILITIES[p]);
	return [...lines, ...capabilities, SUPPORT[plan]];
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
		campaignSendsLimit: limits.campaignSendsLimit,
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
