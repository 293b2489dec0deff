import { describe, expect, it } from "vitest";
import { lapseTick } from "../../src/services/pos/billing/subscribe";
import { call, expectEnvelopeError } from "../helpers/http";
import { billingSetup, payOnPage } from "../helpers/mkt-billing";
import { eventually } from "../helpers/pay";
import { pos, posWorkspace } from "../helpers/pos";
import { dbOf, runTick } from "../helpers/shards";

describe("POS billing", () => {
	it("tiers are public with prices and limits (null = unlimited)", async () => {
		const r = await call("GET", "/pos/api/v1/billing/tiers");
		expect(r.status, r.text).toBe(200);
		expect(r.body.data).toEqual([
			{ tier: "free", name: "Free", price: 0, currency: "IDR", limits: { outlets: 1, seats: 2, products: 50 } },
			{
				tier: "starter",
				name: "Starter",
				price: 99_000,
				currency: "IDR",
				limits: { outlets: 1, seats: 5, products: null },
			},
			{
				tier: "growth",
				name: "Growth",
				price: 199_000,
				currency: "IDR",
				limits: { outlets: 5, seats: 15, products: null },
			},
			{
				tier: "business",
				name: "Business",
				price: 449_000,
				currency: "IDR",
				limits: { outlets: null, seats: null, products: null },
			},
		]);
	});

	it("paid checkout in payments test mode → growth for a month → cancel → free after the period", async () => {
		await billingSetup();
		const { ws, key } = await posWorkspace();
		const before = await pos(key, "GET", "/billing");
		expect(before.body.data).toMatchObject({
			tier: "free",
			status: "free",
			currentPeriodEnd: null,
			cancelAtPeriodEnd: false,
			usage: { outlets: 0, seats: 0, products: 0 },
		});
		expectEnvelopeError(await pos(key, "POST", "/billing/checkout", { tier: "free" }), 400, "VALIDATION_ERROR");
		expectEnvelopeError(await pos(key, "POST", "/billing/checkout", { tier: "gold" }), 400, "VALIDATION_ERROR");
		expectEnvelopeError(await pos(key, "POST", "/billing/cancel"), 409, "CONFLICT");
		const co = await pos(key, "POST", "/billing/checkout", { tier: "growth" });
		expect(co.status, co.text).toBe(201);
		expect(co.body.data).toMatchObject({ tier: "growth", sessionId: expect.stringMatching(/^cs_/) });
		await payOnPage(co.body.data.checkoutUrl, "qris");
		const active = await eventually(
			() => pos(key, "GET", "/billing"),
			(r) => r.body.data.tier === "growth",
		);
		expect(active.body.data).toMatchObject({
			tier: "growth",
			status: "active",
			cancelAtPeriodEnd: false,
			limits: { outlets: 5, seats: 15 },
		});
		const end = Date.parse(active.body.data.currentPeriodEnd);
		expect(end - Date.now()).toBeGreaterThan(27 * 86_400_000);
		const canceled = await pos(key, "POST", "/billing/cancel");
		expect(canceled.body.data).toMatchObject({ tier: "growth", cancelAtPeriodEnd: true });
		expectEnvelopeError(await pos(key, "POST", "/billing/cancel"), 409, "CONFLICT");
		const events = await (await dbOf("DB_POS", ws))
			.prepare("SELECT type, data FROM events WHERE account_id = ? ORDER BY occurred_at")
			.bind(ws)
			.all<{ type: string; data: string }>();
		expect(events.results.map((e) => e.type)).toEqual(["pos.billing.subscribed.v1", "pos.billing.canceled.v1"]);
		expect(JSON.parse(events.results[0].data)).toMatchObject({ tier: "growth", cancelAtPeriodEnd: false });
		await runTick(lapseTick, "DB_POS", end - 1);
		expect((await pos(key, "GET", "/billing")).body.data.tier).toBe("growth");
		await runTick(lapseTick, "DB_POS", end + 1);
		const after = await eventually(
			() => pos(key, "GET", "/billing"),
			(r) => r.body.data.tier === "free",
		);
		expect(after.body.data).toMatchObject({ tier: "free", status: "free", currentPeriodEnd: null });
	});
});
