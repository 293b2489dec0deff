import { describe, expect, it } from "vitest";
import { payCall } from "../helpers/pay";
import { billingSetup, created, mut, newPlan, subscribe, workspaceKey } from "./billing-helpers";

describe("plans and prices", () => {
	it("a plan comes with its default price; list, retrieve, archive", async () => {
		const { key } = await workspaceKey();
		const plan = await newPlan(key, {
			name: "Basic",
			interval: "week",
			intervalCount: 2,
			trialDays: 7,
			unitAmount: 50_000,
		});
		expect(plan).toMatchObject({
			name: "Basic",
			currency: "IDR",
			interval: "week",
			intervalCount: 2,
			trialDays: 7,
			unitAmount: 50_000,
			active: true,
			archivedAt: null,
		});
		expect(plan.id).toMatch(/^pln_/);
		const price = (await payCall(key, "GET", `/v1/prices/${plan.defaultPriceId}`)).body.data;
		expect(price).toMatchObject({
			id: plan.defaultPriceId,
			planId: plan.id,
			currency: "IDR",
			unitAmount: 50_000,
			active: true,
		});
		const free = await newPlan(key, { name: "Free", unitAmount: 0, currency: "usd" });
		expect(free).toMatchObject({ unitAmount: 0, currency: "USD", intervalCount: 1, trialDays: 0 });

		const list = await payCall(key, "GET", "/v1/plans");
		expect(list.body.data.map((p: any) => p.id)).toEqual([free.id, plan.id]);
		const arch = await mut(key, "POST", `/v1/plans/${plan.id}/archive`);
		expect(arch.status).toBe(200);
		expect(arch.body.data.active).toBe(false);
		expect(arch.body.data.archivedAt).toBeTruthy();
		expect((await payCall(key, "GET", "/v1/plans?active=true")).body.data.map((p: any) => p.id)).toEqual([free.id]);
		expect((await payCall(key, "GET", "/v1/plans?active=false")).body.data.map((p: any) => p.id)).toEqual([plan.id]);
	});

	it("extra prices; changing a plan's unitAmount mints a new default price and leaves subscriptions alone (rule 4)", async () => {
		const { key } = await workspaceKey();
		const s = await billingSetup(key, { unitAmount: 100_000 });
		const sub = (
			await subscribe(key, {
				customerId: s.customer.id,
				planId: s.plan.id,
				priceId: s.priceId,
				paymentTokenId: s.token.id,
			})
		).body.data;
		const upd = await mut(key, "PATCH", `/v1/plans/${s.plan.id}`, { unitAmount: 120_000, name: "Pro 2" });
		expect(upd.status).toBe(200);
		expect(upd.body.data).toMatchObject({ unitAmount: 120_000, name: "Pro 2" });
		expect(upd.body.data.defaultPriceId).not.toBe(s.priceId);
		const after = (await payCall(key, "GET", `/v1/subscriptions/${sub.id}`)).body.data;
		expect(after).toMatchObject({ priceId: s.priceId, unitAmount: 100_000 });
		const usd = await created(key, `/v1/plans/${s.plan.id}/prices`, { unitAmount: 900, currency: "usd" });
		expect(usd).toMatchObject({ planId: s.plan.id, currency: "USD", unitAmount: 900 });
		const prices = await payCall(key, "GET", `/v1/plans/${s.plan.id}/prices`);
		expect(prices.body.data.map((p: any) => p.id)).toEqual([usd.id, upd.body.data.defaultPriceId, s.priceId]);
	});
});
