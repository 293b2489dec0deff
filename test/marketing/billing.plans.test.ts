import { describe, expect, it } from "vitest";
import { PLAN_LIMITS } from "../../src/services/marketing/access/plans";
import { call } from "../helpers/http";

// Issue 37 item 17: the catalogue listed each lower tier's lines again ("500 contacts" and "10,000 contacts"
// on starter). Each plan states each of its limits once, and the figure is the limit the plan enforces.
const LIMITS = [
	{ subject: /\bcontacts?\b/i, limit: "contactsLimit" },
	{ subject: /\breferral programs?\b/i, limit: "referralProgramsLimit" },
	{ subject: /\bblog posts?\b/i, limit: "blogPostsLimit" },
	{ subject: /\bdiscount codes?\b/i, limit: "discountCodesLimit" },
	{ subject: /\bcampaign recipients?\b/i, limit: "campaignSendsLimit" },
] as const;
const figure = (n: number) => (n < 0 ? "Unlimited" : n.toLocaleString("en-US"));

describe("GET /billing/plans features", () => {
	it("every plan lists each limit exactly once, with the figure it enforces, and one support line", async () => {
		const r = await call("GET", "/mkt/api/v1/billing/plans");
		expect(r.status, r.text).toBe(200);
		expect(r.body.data).toHaveLength(4);
		for (const plan of r.body.data as { id: keyof typeof PLAN_LIMITS; features: string[] }[]) {
			expect(new Set(plan.features).size, plan.id).toBe(plan.features.length);
			for (const { subject, limit } of LIMITS) {
				const lines = plan.features.filter((f) => subject.test(f));
				expect(lines, `${plan.id}: ${subject}`).toHaveLength(1);
				expect(lines[0].startsWith(`${figure(PLAN_LIMITS[plan.id][limit])} `), `${plan.id}: ${lines[0]}`).toBe(true);
			}
			expect(
				plan.features.filter((f) => /support/i.test(f)),
				plan.id,
			).toHaveLength(1);
		}
	});

	it("capabilities carry up the tiers; feeds and pixels match the plan's switches", async () => {
		const plans = (await call("GET", "/mkt/api/v1/billing/plans")).body.data as {
			id: keyof typeof PLAN_LIMITS;
			features: string[];
		}[];
		for (const p of plans) {
			expect(p.features.includes("Product feeds"), p.id).toBe(PLAN_LIMITS[p.id].feedsEnabled);
			expect(p.features.includes("Pixels and conversion API"), p.id).toBe(PLAN_LIMITS[p.id].pixelsEnabled);
		}
		const scale = plans.find((p) => p.id === "scale")?.features;
		expect(scale).toEqual(
			expect.arrayContaining(["Abandoned-cart recovery", "Custom segments", "SLA", "Priority support"]),
		);
	});
});
