// The hosted invoice page with an own-account gateway: the invoice's checkout payment is confirmed
// by the provider's callback (no page involved), which pays the invoice at once and only once.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { call } from "../helpers/http";
import { payCall } from "../helpers/pay";
import { dbOf } from "../helpers/shards";
import { A_HOST, A_SECRET, put, stubGateways } from "./adapters-helpers";
import { billingSetup, eventsOf, mut, subscribe, workspaceKey } from "./billing-helpers";
import { choose, ledgerEntries, page } from "./checkout-helpers";

let gw: ReturnType<typeof stubGateways>;
beforeAll(() => {
	gw = stubGateways();
	gw.on(A_HOST, (r) =>
		r.url.endsWith("/v2/invoices")
			? Response.json({
					id: `xinv_${crypto.randomUUID()}`,
					invoice_url: "https://checkout.xendit.co/web/x",
					status: "PENDING",
				})
			: Response.json({ balance: 1 }),
	);
});
afterAll(() => vi.unstubAllGlobals());

const TOKEN = "hosted-invoice-cb-token";
const path = (url: string) => new URL(url).pathname + new URL(url).search;
const invoiceRow = async (ws: string, id: string) =>
	(await dbOf("DB_PAY", ws))
		.prepare("SELECT status, payment_id, amount_paid FROM invoices WHERE id = ?")
		.bind(id)
		.first<Record<string, any>>();

describe("hosted invoice paid through gateway A", () => {
	it("the success callback pays the invoice at once; a replayed callback and page loads add nothing", async () => {
		const { ws, key } = await workspaceKey();
		expect((await put(key, "gateway_a", { secretKey: A_SECRET, callbackToken: TOKEN })).status).toBe(200);
		expect((await mut(key, "PUT", "/v1/checkout-settings", { methods: { qris: "gateway_a" } })).status).toBe(200);
		const s = await billingSetup(key, { unitAmount: 50_000 });
		const sub = (
			await subscribe(key, {
				customerId: s.customer.id,
				planId: s.plan.id,
				priceId: s.priceId,
				collectionMethod: "send_invoice",
			})
		).body.data;
		const inv = (await payCall(key, "GET", `/v1/invoices/${sub.latestInvoiceId}`)).body.data;

		const go = await page(path(inv.hostedInvoiceUrl), { form: {} });
		expect(go.status, go.html).toBe(303);
		const chosen = await choose({ hostedUrl: go.location as string }, "qris");
		expect(chosen.status, chosen.html).toBe(303);
		expect(chosen.location).toBe("https://checkout.xendit.co/web/x");
		const csId = new URL(go.location as string).pathname.split("/").pop();
		const p = await (await dbOf("DB_PAY", ws))
			.prepare("SELECT * FROM payments WHERE session_id = ?")
			.bind(csId)
			.first<Record<string, any>>();
		expect(p).toMatchObject({ status: "pending", adapter: "gateway_a", invoice_id: null });

		const body = {
			event: "payment.succeeded",
			data: {
				id: p?.provider_reference,
				reference_id: p?.idempotency_key,
				status: "SUCCEEDED",
				amount: p?.amount,
				currency: p?.currency,
			},
		};
		for (const webhookId of ["cb-1", "cb-2"]) {
			const r = await call("POST", `/pay/v1/callbacks/gateway_a/${ws}`, {
				body,
				headers: { "x-callback-token": TOKEN, "webhook-id": webhookId },
			});
			expect(r.status, r.text).toBe(200);
			expect(await invoiceRow(ws, inv.id)).toMatchObject({ status: "paid", payment_id: p?.id, amount_paid: 50_000 });
		}
		expect((await page(path(inv.hostedInvoiceUrl), { lang: "en" })).html).toContain("This invoice has been paid");
		expect(await eventsOf(ws, "invoice.paid")).toHaveLength(1);
		const entries = await ledgerEntries(key);
		expect(entries.filter((e) => e.sourceType === "payment")).toEqual([
			expect.objectContaining({ sourceId: p?.id, amount: 50_000 }),
		]);
		expect(entries.filter((e) => e.sourceType === "fee")).toHaveLength(1);
	});
});
