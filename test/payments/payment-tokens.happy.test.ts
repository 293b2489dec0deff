import { describe, expect, it } from "vitest";
import { payCall } from "../helpers/pay";
import { created, mut, newCustomer, newToken, workspaceKey } from "./billing-helpers";

describe("payment tokens", () => {
	it("card and non-card tokens, testOutcome default succeed, list by customer, detach", async () => {
		const { key } = await workspaceKey();
		const cus = await newCustomer(key);
		const card = await newToken(key, cus.id);
		expect(card).toMatchObject({
			customerId: cus.id,
			method: "card",
			brand: "visa",
			last4: "4242",
			accountLabel: null,
			testOutcome: "succeed",
			status: "active",
			detachedAt: null,
		});
		expect(card.id).toMatch(/^pt_/);
		expect(card.providerReference).toMatch(/^sim_tok_/);
		const ew = await created(key, "/v1/payment-tokens", {
			customerId: cus.id,
			method: "ewallet",
			accountLabel: "OVO 0812****7890",
			testOutcome: "decline",
		});
		expect(ew).toMatchObject({
			method: "ewallet",
			accountLabel: "OVO 0812****7890",
			brand: null,
			last4: null,
			testOutcome: "decline",
		});
		const other = await newCustomer(key);
		await newToken(key, other.id);
		const list = await payCall(key, "GET", `/v1/payment-tokens?customerId=${cus.id}`);
		expect(list.body.data.map((t: any) => t.id)).toEqual([ew.id, card.id]);
		const del = await mut(key, "DELETE", `/v1/payment-tokens/${card.id}`);
		expect(del.status).toBe(200);
		expect(del.body.data.status).toBe("detached");
		expect(del.body.data.detachedAt).toBeTruthy();
		const again = await mut(key, "DELETE", `/v1/payment-tokens/${card.id}`);
		expect(again.body.data.detachedAt).toBe(del.body.data.detachedAt);
		expect((await payCall(key, "GET", `/v1/payment-tokens/${card.id}`)).body.data.status).toBe("detached");
	});

	it("live tokens carry no testOutcome", async () => {
		const { key } = await workspaceKey({ environment: "live" });
		const cus = await newCustomer(key);
		const t = await created(key, "/v1/payment-tokens", { customerId: cus.id, method: "qris", accountLabel: "QRIS" });
		expect(t).not.toHaveProperty("testOutcome");
	});
});
