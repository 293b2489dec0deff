// Issue 8, end to end over HTTP: a method routed to an own-account gateway, chosen on the hosted
// checkout page, creates the payment with that gateway (A: an invoice, B: a Snap transaction,
// C: an order with an approve link) and sends the customer there; the provider's success callback
// then completes the session and settles the payment exactly once.
//
// Nothing reaches the network: globalThis.fetch is replaced per test by a recording stub that plays
// the provider (credential check on connect, the charge, and what the callback verification asks).
// adapters-helpers' stubGateways is not used because it cannot answer gateway B's Snap host.
import { afterEach, describe, expect, it, vi } from "vitest";
import { call } from "../helpers/http";
import type { PayKey } from "../helpers/pay";
import { payCall } from "../helpers/pay";
import { A_HOST, A_SECRET, B_HOST, B_SERVER_KEY, C_HOST, C_SECRET, put, type Upstream } from "./adapters-helpers";
import { mut, workspaceKey } from "./billing-helpers";
import { getSession, ledgerEntries, page, pageAt, pagePath, SUCCESS_URL, session } from "./checkout-helpers";

const SNAP_URL = "https://app.sandbox.midtrans.com/snap/v1/transactions";
const A_TOKEN = "checkout-gateways-cb-token";
const C_ACCESS_TOKEN = "A21-checkout-gateways";

/** Replaces fetch with `reply`, recording every upstream request; restored in afterEach. */
function upstream(reply: (r: Upstream) => Response) {
	const seen: Upstream[] = [];
	vi.stubGlobal(
		"fetch",
		vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
			const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
			const r: Upstream = {
				url,
				method: init?.method ?? "GET",
				headers: Object.fromEntries(new Headers(init?.headers).entries()),
				body: typeof init?.body === "string" ? init.body : "",
			};
			seen.push(r);
			return reply(r);
		}),
	);
	return seen;
}
afterEach(() => vi.unstubAllGlobals());

const sha512 = async (s: string) =>
	[...new Uint8Array(await crypto.subtle.digest("SHA-512", new TextEncoder().encode(s)))]
		.map((b) => b.toString(16).padStart(2, "0"))
		.join("");
const basic = (user: string) => `Basic ${btoa(`${user}:`)}`;

/** Where a gateway sends the customer back: the hosted page's /return, its ?w= kept. */
const returnUrl = (hostedUrl: string) => `${new URL(hostedUrl).origin}${pageAt({ hostedUrl }, "/return")}`;

/** Reads the hosted page like a browser and submits its method form with the button for `method`. */
async function chooseOnPage(hostedUrl: string, method: string) {
	const shown = await page(pagePath({ hostedUrl }), { lang: "en" });
	expect(shown.status, shown.html).toBe(200);
	const form =
		/<form method="post" action="([^"]+)">((?:(?!<\/form>)[\s\S])*?data-method="[^"]+"[\s\S]*?)<\/form>/.exec(
			shown.html,
		);
	expect(form, shown.html).not.toBeNull();
	const [, action, buttons] = form as RegExpExecArray;
	expect(action).toBe(pageAt({ hostedUrl }, "/pay"));
	expect(buttons).toContain(`name="method" value="${method}"`);
	return page(action, { form: { method } });
}

async function paymentsOf(key: PayKey, sessionId: string) {
	const r = await payCall(key, "GET", `/v1/payments?sessionId=${sessionId}`);
	expect(r.status, r.text).toBe(200);
	return r.body.data as Array<Record<string, any>>;
}

interface Case {
	kind: "gateway_a" | "gateway_b" | "gateway_c";
	/** Where the credential check goes when the adapter is connected. */
	host: string;
	adapter: Record<string, unknown>;
	method: string;
	currency: "IDR" | "USD";
	amount: number;
	/** The provider: the credential check on connect, the charge, the callback's verification. */
	provider: (r: Upstream) => Response;
	/** The redirect the charge answer names. */
	redirect: string;
	/** Checks the charge request; returns our reference as the provider saw it. */
	charge: (r: Upstream, hostedUrl: string) => string;
	/** providerReference of the pending payment, given our reference. */
	pendingRef: (reference: string) => string;
	/** The provider's success callback for the charge. */
	callback: (reference: string, pendingRef: string) => Promise<{ body: unknown; headers?: Record<string, string> }>;
	/** providerReference once the provider reported success. */
	paidRef: (pendingRef: string) => string;
}

const A_INVOICE = "inv-67a1b2c3d4";
const B_TRX = "trx-9f1e2d3c";
const C_ORDER = "5O190127TN364715T";
const C_CAPTURE = "3C679366HH908993F";

const cases: Case[] = [
	{
		kind: "gateway_a",
		host: A_HOST,
		adapter: { secretKey: A_SECRET, callbackToken: A_TOKEN },
		method: "virtual_account",
		currency: "IDR",
		amount: 150_000,
		provider: (r) =>
			r.url === `${A_HOST}/v2/invoices`
				? Response.json({
						id: A_INVOICE,
						invoice_url: `https://checkout-staging.xendit.co/web/${A_INVOICE}`,
						status: "PENDING",
					})
				: r.url.startsWith(`${A_HOST}/balance`)
					? Response.json({ balance: 1_000_000 })
					: Response.json({ error_code: "NOT_FOUND" }, { status: 404 }),
		redirect: `https://checkout-staging.xendit.co/web/${A_INVOICE}`,
		charge: (r) => {
			expect(r).toMatchObject({ url: `${A_HOST}/v2/invoices`, method: "POST" });
			expect(r.headers.authorization).toBe(basic(A_SECRET));
			const body = JSON.parse(r.body);
			expect(body).toMatchObject({
				amount: 150_000,
				currency: "IDR",
				payer_email: "budi@example.com",
				success_redirect_url: SUCCESS_URL,
			});
			expect(r.headers["idempotency-key"]).toBe(body.external_id);
			return body.external_id;
		},
		pendingRef: () => A_INVOICE,
		// Gateway A's invoice callback: flat, external_id is our reference, proven by x-callback-token.
		callback: async (reference, invoiceId) => ({
			body: {
				id: invoiceId,
				external_id: reference,
				status: "PAID",
				amount: 150_000,
				paid_amount: 150_000,
				currency: "IDR",
				payment_method: "BANK_TRANSFER",
			},
			headers: { "x-callback-token": A_TOKEN },
		}),
		paidRef: (invoiceId) => invoiceId,
	},
	{
		kind: "gateway_b",
		host: B_HOST,
		adapter: { serverKey: B_SERVER_KEY, clientKey: "SB-Mid-client-abc", merchantId: "G123456789" },
		method: "ewallet",
		currency: "IDR",
		amount: 150_000,
		provider: (r) =>
			r.url === SNAP_URL
				? Response.json(
						{
							token: "snap-token-1",
							redirect_url: "https://app.sandbox.midtrans.com/snap/v4/redirection/snap-token-1",
						},
						{ status: 201 },
					)
				: r.url.startsWith(`${B_HOST}/v2/cs_`) && r.url.endsWith("/status")
					? // The status API the notification is confirmed with: settled.
						Response.json({
							status_code: "200",
							order_id: decodeURIComponent(r.url.split("/")[4]),
							transaction_id: B_TRX,
							transaction_status: "settlement",
							gross_amount: "150000.00",
						})
					: // The credential check asks for an order that cannot exist.
						Response.json({ status_code: "404", status_message: "Transaction doesn't exist." }, { status: 404 }),
		redirect: "https://app.sandbox.midtrans.com/snap/v4/redirection/snap-token-1",
		charge: (r, hostedUrl) => {
			expect(r).toMatchObject({ url: SNAP_URL, method: "POST" });
			expect(r.headers.authorization).toBe(basic(B_SERVER_KEY));
			const body = JSON.parse(r.body);
			expect(body).toMatchObject({
				transaction_details: { gross_amount: 150_000 },
				customer_details: { email: "budi@example.com" },
				callbacks: { finish: returnUrl(hostedUrl) },
			});
			return body.transaction_details.order_id;
		},
		// Snap answers only a token: the payment is known by our order_id until the notification.
		pendingRef: (reference) => reference,
		callback: async (orderId) => {
			const n = {
				order_id: orderId,
				status_code: "200",
				gross_amount: "150000.00",
				transaction_status: "settlement",
				transaction_id: B_TRX,
			};
			return { body: { ...n, signature_key: await sha512(`${orderId}200150000.00${B_SERVER_KEY}`) } };
		},
		paidRef: () => B_TRX,
	},
	{
		kind: "gateway_c",
		host: C_HOST,
		adapter: { clientId: "AcheckoutGateways", secret: C_SECRET, mode: "sandbox", webhookId: "WH-HOOK-1" },
		method: "wallet_network",
		currency: "USD",
		amount: 1234,
		provider: (r) =>
			r.url === `${C_HOST}/v1/oauth2/token`
				? Response.json({ access_token: C_ACCESS_TOKEN, token_type: "Bearer", expires_in: 32400 })
				: r.url === `${C_HOST}/v2/checkout/orders`
					? Response.json({
							id: C_ORDER,
							status: "PAYER_ACTION_REQUIRED",
							links: [{ rel: "payer-action", href: `https://www.sandbox.paypal.com/checkoutnow?token=${C_ORDER}` }],
						})
					: r.url === `${C_HOST}/v1/notifications/verify-webhook-signature`
						? Response.json({ verification_status: "SUCCESS" })
						: Response.json({ name: "RESOURCE_NOT_FOUND" }, { status: 404 }),
		redirect: `https://www.sandbox.paypal.com/checkoutnow?token=${C_ORDER}`,
		charge: (r, hostedUrl) => {
			expect(r).toMatchObject({ url: `${C_HOST}/v2/checkout/orders`, method: "POST" });
			expect(r.headers.authorization).toBe(`Bearer ${C_ACCESS_TOKEN}`);
			const body = JSON.parse(r.body);
			expect(body.intent).toBe("CAPTURE");
			expect(body.purchase_units[0].amount).toEqual({ currency_code: "USD", value: "12.34" });
			expect(body.payment_source.paypal.experience_context.return_url).toBe(returnUrl(hostedUrl));
			expect(r.headers["paypal-request-id"]).toBe(body.purchase_units[0].custom_id);
			return body.purchase_units[0].custom_id;
		},
		pendingRef: () => C_ORDER,
		// A capture-completed webhook: custom_id is our reference, related_ids the order.
		callback: async (reference, orderId) => ({
			body: {
				id: `WH-${crypto.randomUUID()}`,
				event_type: "PAYMENT.CAPTURE.COMPLETED",
				resource: {
					id: C_CAPTURE,
					status: "COMPLETED",
					custom_id: reference,
					amount: { currency_code: "USD", value: "12.34" },
					supplementary_data: { related_ids: { order_id: orderId } },
				},
			},
			headers: {
				"paypal-auth-algo": "SHA256withRSA",
				"paypal-cert-url": `${C_HOST}/v1/notifications/certs/CERT-1`,
				"paypal-transmission-id": "tx-checkout-1",
				"paypal-transmission-sig": "sig",
				"paypal-transmission-time": "2026-01-01T00:00:00Z",
			},
		}),
		paidRef: () => C_CAPTURE,
	},
];

describe("hosted checkout through a connected own-account gateway", () => {
	it.each(cases)(
		"$kind: $method chosen on the page starts the charge upstream; the success callback completes and settles it once",
		async (c) => {
			const seen = upstream(c.provider);
			const { ws, key } = await workspaceKey();

			// 1. connect (the credential check goes upstream), 2. route the method to the gateway.
			const connected = await put(key, c.kind, c.adapter);
			expect(connected.status, connected.text).toBe(200);
			expect(connected.body.data).toMatchObject({ kind: c.kind, status: "active" });
			expect(
				seen.some((r) => r.url.startsWith(c.host)),
				"credential check upstream",
			).toBe(true);
			const routed = await mut(key, "PUT", "/v1/checkout-settings", { methods: { [c.method]: c.kind } });
			expect(routed.status, routed.text).toBe(200);
			expect(routed.body.data.methods[c.method]).toBe(c.kind);

			// 3. a session; the customer picks the method on the hosted page → one charge upstream, redirect there.
			const cs = await session(key, {
				amount: c.amount,
				currency: c.currency,
				methods: [c.method],
				customerEmail: "budi@example.com",
			});
			const before = seen.length;
			const chosen = await chooseOnPage(cs.hostedUrl, c.method);
			expect(chosen.status, chosen.html).toBe(303);
			expect(chosen.location).toBe(c.redirect);
			const charges = seen.slice(before).filter((r) => r.method === "POST" && !r.url.endsWith("/oauth2/token"));
			expect(charges).toHaveLength(1);
			const reference = c.charge(charges[0], cs.hostedUrl);
			expect(reference.startsWith(`${cs.id}:`), reference).toBe(true);

			// 4. the payment waits for the provider.
			const [pending, ...others] = await paymentsOf(key, cs.id);
			expect(others).toEqual([]);
			expect(pending).toMatchObject({
				sessionId: cs.id,
				status: "pending",
				adapter: c.kind,
				method: c.method,
				amount: c.amount,
				currency: c.currency,
				providerReference: c.pendingRef(reference),
			});
			expect((await getSession(key, cs.id)).status).toBe("open");

			// The provider reports success; a replay of the same callback is acknowledged and changes nothing.
			const cb = await c.callback(reference, pending.providerReference);
			for (const duplicate of [false, true]) {
				const r = await call("POST", `/pay/v1/callbacks/${c.kind}/${ws}`, { body: cb.body, headers: cb.headers });
				expect(r.status, r.text).toBe(200);
				expect(r.body.data).toMatchObject({ received: true, duplicate });
			}

			const done = await getSession(key, cs.id);
			expect(done).toMatchObject({ status: "completed", paymentId: pending.id });
			const [paid] = await paymentsOf(key, cs.id);
			expect(paid).toMatchObject({
				id: pending.id,
				status: "succeeded",
				providerReference: c.paidRef(pending.providerReference),
			});
			expect(paid.fee).toBeGreaterThan(0);
			expect(paid.net).toBe(c.amount - paid.fee);
			expect(paid.ledgerTransactionId).toEqual(expect.any(String));

			// Settled once: the workspace's ledger holds one payment credit and one fee debit.
			const entries = await ledgerEntries(key);
			expect(entries).toHaveLength(2);
			expect(entries.filter((e) => e.sourceType === "payment")).toEqual([
				expect.objectContaining({ sourceId: pending.id, amount: c.amount, direction: "credit" }),
			]);
			expect(entries.filter((e) => e.sourceType === "fee")).toEqual([
				expect.objectContaining({ amount: paid.fee, direction: "debit" }),
			]);

			// The page now says the payment is complete and links the customer on to the merchant.
			const paidPage = await page(pagePath(cs));
			expect(paidPage.status).toBe(200);
			expect(paidPage.html).toContain(`href="${SUCCESS_URL}"`);
		},
	);
});
