// Issue 37 item 6: a Singapore merchant (billed in USD) pays a plan through the hosted checkout with
// the wallet network, end to end against gateway C's sandbox simulator — no stubbed fetch. The
// billing workspace the tests make (as `npm start` does) connects gateway C and routes the wallet
// network, so USD checkout opens; the payment is captured when the payer comes back from approving.
import { describe, expect, it } from "vitest";
import { gatewayCSimulator, payWithWalletNetwork } from "../helpers/gateway-c";
import { billingSetup, merchant } from "../helpers/mkt-billing";
import { eventually, payCall } from "../helpers/pay";

describe("USD plan billing through the wallet network", () => {
	it("Edge-IPCountry SG → USD checkout → wallet network → approve at the simulator → return captures → growth, active", async () => {
		const { payKey } = await billingSetup();
		const m = await merchant();
		const r = await m.as("POST", "/billing/checkout", { plan: "growth" }, { "Edge-IPCountry": "SG" });
		expect(r.status, r.text).toBe(200);
		const inv = (await m.as("GET", "/billing/invoices")).body.data.data[0];
		expect(inv).toMatchObject({ id: r.body.data.invoiceId, currency: "USD", amount: 4_900, status: "open" });

		const paid = await payWithWalletNetwork(r.body.data.checkoutUrl);
		expect(paid.status).toBe(303);
		expect(paid.returnedTo).not.toContain("/checkout/"); // on to the success address, not back to the page

		// The order was made and captured at the simulator for the invoice's amount.
		const log = (await (await fetch(`${gatewayCSimulator()}/_sim/requests`)).json()) as Array<{
			method: string;
			path: string;
			body: string;
		}>;
		const token = new URL(paid.approveUrl).searchParams.get("token");
		const order = log.find(
			(x) => x.method === "POST" && x.path === "/v2/checkout/orders" && x.body.includes(r.body.data.checkoutSessionId),
		);
		expect(JSON.parse(order?.body ?? "{}").purchase_units[0].amount).toEqual({ currency_code: "USD", value: "49.00" });
		expect(log.some((x) => x.path === `/v2/checkout/orders/${token}/capture`)).toBe(true);

		const active = await eventually(
			() => m.as("GET", "/billing/subscription"),
			(x) => x.body.data.plan === "growth",
		);
		expect(active.body.data).toMatchObject({ plan: "growth", status: "active" });
		expect((await m.as("GET", "/billing/invoices")).body.data.data[0]).toMatchObject({
			status: "paid",
			currency: "USD",
		});
		const payments = await payCall(payKey, "GET", `/v1/payments?sessionId=${r.body.data.checkoutSessionId}`);
		expect(payments.body.data).toEqual([
			expect.objectContaining({ status: "succeeded", method: "wallet_network", adapter: "gateway_c", currency: "USD" }),
		]);
	});
});
