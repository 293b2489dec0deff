// Issue 39: the customer portal a customer can read — each subscription named by its plan with its
// price, next billing date and status (the shared words), payment methods with marks and expiry, the
// card selector only where a card pays, and invoices with Pay (open) or Receipt (paid) links; the
// receipt of a charge_automatically invoice is the portal's own PDF of it.
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call } from "../helpers/http";
import type { PayKey } from "../helpers/pay";
import { pdfPageText } from "../helpers/pdf";
import { created, newCustomer, newPlan, subscribe, workspaceKey } from "./billing-helpers";
import { mint, open } from "./portal-helpers";

/** A customer with a Visa (with expiry) and a Mastercard, a card-paid Basic plan and an invoice-paid Pro plan. */
async function customerWithTwoPlans(key: PayKey) {
	const customer = await newCustomer(key);
	const card = (body: Record<string, unknown>) =>
		created(key, "/v1/payment-tokens", { customerId: customer.id, method: "card", ...body });
	const visa = await card({ brand: "visa", last4: "4242", expMonth: 12, expYear: 2028 });
	await card({ brand: "mastercard", last4: "5454", expMonth: 3, expYear: 2030 });
	const basic = await newPlan(key, { name: "Paket Basic", unitAmount: 50_000 });
	const pro = await newPlan(key, { name: "Paket Pro", unitAmount: 150_000 });
	const auto = await subscribe(key, {
		customerId: customer.id,
		planId: basic.id,
		priceId: basic.defaultPriceId,
		paymentTokenId: visa.id,
	});
	expect(auto.status, auto.text).toBe(201);
	const byInvoice = await subscribe(key, {
		customerId: customer.id,
		planId: pro.id,
		priceId: pro.defaultPriceId,
		collectionMethod: "send_invoice",
	});
	expect(byInvoice.status, byInvoice.text).toBe(201);
	return { customer, auto: auto.body.data, byInvoice: byInvoice.body.data };
}

async function portal(key: PayKey, customerId: string) {
	const url = (await mint(key, { customerId, returnUrl: "https://toko.example/back" })).body.data.url as string;
	const o = await open(url);
	const get = async (lang: string) =>
		(await call("GET", o.path, { headers: { Cookie: o.cookie, "Accept-Language": lang } })).text;
	return { ...o, get };
}

/** The HTML of one subscription's card. */
const subCard = (html: string, id: string) => {
	const start = html.indexOf(`data-id="${id}"`);
	const end = html.indexOf('class="subscription"', start);
	return html.slice(start, end < 0 ? html.indexOf("methods-h", start) : end);
};

describe("portal: plans, payment methods, invoices", () => {
	it("names each subscription by its plan with price, next billing date and status in both languages", async () => {
		const { key } = await workspaceKey();
		const { customer, auto, byInvoice } = await customerWithTwoPlans(key);
		const p = await portal(key, customer.id);
		const en = await p.get("en-US");
		expect(subCard(en, auto.id)).toContain("Paket Basic");
		expect(subCard(en, byInvoice.id)).toContain("Paket Pro");
		expect(subCard(en, auto.id)).toMatch(/<span class="money" data-testid="sub-price">IDR\s50,000<\/span>/);
		expect(subCard(en, byInvoice.id)).toMatch(/IDR\s150,000/);
		const next = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "Asia/Jakarta" }).format(
			new Date(auto.currentPeriodEnd),
		);
		expect(subCard(en, auto.id)).toContain(`Next billing date ${next}`);
		expect(en).toContain('data-status="active"');
		expect(en).toContain(">Active<");
		const id = await p.get("id-ID");
		expect(id).toContain(">Aktif<");
		expect(id).toContain("Tagihan berikutnya");
		expect(en).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
	});

	it("payment methods read 'Visa •••• 4242, exp 12/28' with an inline mark; no card selector on a send_invoice subscription", async () => {
		const { key } = await workspaceKey();
		const { customer, auto, byInvoice } = await customerWithTwoPlans(key);
		const p = await portal(key, customer.id);
		const en = await p.get("en-US");
		expect(en).toContain("Visa •••• 4242, exp 12/28");
		expect(en).toContain("Mastercard •••• 5454, exp 03/30");
		expect(en).toContain('<svg class="mark"');
		expect(en).not.toContain("<img"); // no hot-linked logos
		expect(en).not.toMatch(/card visa/);
		expect(subCard(en, auto.id)).toContain('data-testid="card-selector"');
		expect(subCard(en, byInvoice.id)).not.toContain('data-testid="card-selector"');
		expect(subCard(en, byInvoice.id)).toContain("Paid by invoice");
		const id = await p.get("id-ID");
		expect(id).toContain("Visa •••• 4242, berlaku s.d. 12/28");
	});

	it("invoices: the open one links to its page to pay, the paid one to its receipt PDF; statuses in the shared words", async () => {
		const { key } = await workspaceKey();
		const { customer } = await customerWithTwoPlans(key);
		const p = await portal(key, customer.id);
		const en = await p.get("en-US");
		expect(en).toContain(">Unpaid<");
		expect(en).toContain(">Paid<");
		expect(en).toContain('class="pay-invoice"');
		const receipt = /<a class="receipt" href="([^"]+)"/.exec(en)?.[1]?.replace(/&amp;/g, "&") as string;
		expect(receipt).toMatch(/\/portal\/ps_[^/]+\/invoices\/inv_[^/]+\/pdf\?w=acc_/);
		const res = await SELF.fetch(`http://127.0.0.1:8787${receipt}`, {
			headers: { Cookie: p.cookie, "Accept-Language": "en-US" },
		});
		expect(res.status).toBe(200);
		expect(res.headers.get("Content-Type")).toBe("application/pdf");
		const { text } = await pdfPageText(new Uint8Array(await res.arrayBuffer()));
		expect(text).toContain("Receipt");
		expect(text).toContain("Visa •••• 4242, exp 12/28"); // how it was paid (the bullet is in WinAnsi)
		// Without the session's cookie, or for another customer's invoice, there is no PDF.
		expect((await SELF.fetch(`http://127.0.0.1:8787${receipt}`)).status).toBe(401);
		const other = await customerWithTwoPlans(key);
		const otherPortal = await portal(key, other.customer.id);
		const mine = await SELF.fetch(
			`http://127.0.0.1:8787${receipt.replace(p.path.split("?")[0] as string, otherPortal.path.split("?")[0] as string)}`,
			{
				headers: { Cookie: otherPortal.cookie },
			},
		);
		expect(mine.status).toBe(404);
		const id = await p.get("id-ID");
		expect(id).toContain(">Lunas<");
		expect(id).toContain(">Belum dibayar<");
		expect(id).toContain("Kuitansi");
	});
});
