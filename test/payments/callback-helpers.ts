// Provider-callback test helpers shared by callbacks.outcomes and callbacks.amounts: gateway A, B and C
// payments awaiting the provider, and the callbacks each provider posts, as they post them.
import { expect } from "vitest";
import { call } from "../helpers/http";
import { type PayKey, payCall } from "../helpers/pay";
import { dbOf } from "../helpers/shards";
import { A_SECRET, B_HOST, B_SERVER_KEY, C_HOST, C_SECRET, put, type stubGateways } from "./adapters-helpers";
import { advance, billingSetup, DAY, mut, subscribe, workspaceKey } from "./billing-helpers";
import { choose, getSession, session } from "./checkout-helpers";

type Gateways = ReturnType<typeof stubGateways>;

export const TOKEN = "cb-outcomes-token";
export const callbackA = (ws: string, body: unknown, webhookId: string = crypto.randomUUID()) =>
	call("POST", `/pay/v1/callbacks/gateway_a/${ws}`, {
		body,
		headers: { "x-callback-token": TOKEN, "webhook-id": webhookId },
	});

/** A payment request's success (data.reference_id = our reference), as gateway A posts it: its amount and currency. */
export const succeededA = (p: Record<string, any>, over: Record<string, unknown> = {}) => ({
	event: "payment.succeeded",
	data: {
		id: p.provider_reference,
		reference_id: p.idempotency_key,
		status: "SUCCEEDED",
		amount: p.amount,
		currency: p.currency,
		...over,
	},
});

/** A payment's row, on the shard of its workspace `ws`. */
export const paymentRow = async (ws: string, id: string) =>
	(await dbOf("DB_PAY", ws)).prepare("SELECT * FROM payments WHERE id = ?").bind(id).first<Record<string, any>>();

/** A session paying `method` through gateway A; returns the session and its pending payment. */
export async function gatewayACheckout(ws: string, key: PayKey, method: string) {
	expect((await put(key, "gateway_a", { secretKey: A_SECRET, callbackToken: TOKEN })).status).toBe(200);
	const routed = await mut(key, "PUT", "/v1/checkout-settings", { methods: { [method]: "gateway_a" } });
	expect(routed.status, routed.text).toBe(200);
	const s = await session(key, { methods: [method] });
	const chosen = await choose(s, method);
	expect(chosen.status, chosen.html).toBe(303);
	const p = await paymentRow(ws, (await getSession(key, s.id)).paymentId);
	expect(p).toMatchObject({ status: "pending", adapter: "gateway_a", method, idempotency_key: `${s.id}:1` });
	return { s, p: p as Record<string, any> };
}

export const sha512 = async (s: string) =>
	[...new Uint8Array(await crypto.subtle.digest("SHA-512", new TextEncoder().encode(s)))]
		.map((b) => b.toString(16).padStart(2, "0"))
		.join("");

/** A signed gateway B notification (its status is then read from the stubbed status API). */
export async function notifyB(ws: string, orderId: string, transactionId: string, status: string) {
	const n = {
		order_id: orderId,
		status_code: "200",
		gross_amount: "150000.00",
		transaction_status: status,
		transaction_id: transactionId,
	};
	const r = await call("POST", `/pay/v1/callbacks/gateway_b/${ws}`, {
		body: { ...n, signature_key: await sha512(`${orderId}200150000.00${B_SERVER_KEY}`) },
	});
	expect(r.status, r.text).toBe(200);
	return r.body.data;
}

/**
 * A trialing subscription on gateway B whose trial-end charge the gateway answers "pending". `b` is
 * what the status API answers from then on (status, transaction id, gross amount and currency).
 */
export async function pendingRenewal(gw: Gateways) {
	const { ws, key } = await workspaceKey();
	const b: { status: string; trx: string; gross: string; currency?: string } = {
		status: "pending",
		trx: `trx-${crypto.randomUUID()}`,
		gross: "150000.00",
	};
	gw.on(B_HOST, (r) =>
		r.url.endsWith("/v2/charge") || r.url.includes("/status")
			? Response.json({
					status_code: b.status === "pending" ? "201" : "200",
					order_id: "o",
					transaction_id: b.trx,
					transaction_status: b.status,
					gross_amount: b.gross,
					...(b.currency ? { currency: b.currency } : {}),
				})
			: Response.json({ status_code: "404" }, { status: 404 }),
	);
	expect((await put(key, "gateway_b", { serverKey: B_SERVER_KEY, clientKey: "c", merchantId: "m" })).status).toBe(200);
	const s = await billingSetup(key, { unitAmount: 150_000, trialDays: 7 });
	const sub = (
		await subscribe(key, {
			customerId: s.customer.id,
			planId: s.plan.id,
			priceId: s.priceId,
			paymentTokenId: s.token.id,
		})
	).body.data;
	await advance(key, 7 * DAY + 1);
	const cur = (await payCall(key, "GET", `/v1/subscriptions/${sub.id}`)).body.data;
	const inv = (await payCall(key, "GET", `/v1/invoices/${cur.latestInvoiceId}`)).body.data;
	expect(inv).toMatchObject({
		status: "open",
		billingReason: "subscription_cycle",
		attemptCount: 1,
		lastPaymentError: { code: "payment_pending", hardDecline: false },
	});
	const p = (await (
		await dbOf("DB_PAY", ws)
	)
		.prepare("SELECT * FROM payments WHERE invoice_id = ?")
		.bind(inv.id)
		.first<Record<string, any>>()) as Record<string, any>;
	expect(p).toMatchObject({ adapter: "gateway_b", status: "failed", failure_code: "payment_pending" });
	return { ws, key, b, inv, p, sub: cur };
}

/** Gateway C verifying every webhook and creating orders: a checkout `card` payment through it. */
export async function gatewayCCheckout(gw: Gateways, ws: string, key: PayKey) {
	gw.on(C_HOST, (r) =>
		r.url.endsWith("/oauth2/token")
			? Response.json({ access_token: "A21", expires_in: 3600 })
			: r.url.endsWith("/verify-webhook-signature")
				? Response.json({ verification_status: "SUCCESS" })
				: r.url.endsWith("/v2/checkout/orders")
					? Response.json({
							id: `ORDER-${crypto.randomUUID()}`,
							status: "PAYER_ACTION_REQUIRED",
							links: [{ rel: "payer-action", href: "https://www.sandbox.paypal.com/checkoutnow?token=x" }],
						})
					: Response.json({}),
	);
	expect(
		(await put(key, "gateway_c", { clientId: "cid", secret: C_SECRET, mode: "sandbox", webhookId: "WHK-1" })).status,
	).toBe(200);
	expect((await mut(key, "PUT", "/v1/checkout-settings", { methods: { card: "gateway_c" } })).status).toBe(200);
	const s = await session(key, { methods: ["card"] });
	expect((await choose(s, "card")).status).toBe(303);
	const p = (await paymentRow(ws, (await getSession(key, s.id)).paymentId)) as Record<string, any>;
	expect(p).toMatchObject({ status: "pending", adapter: "gateway_c" });
	return { s, p };
}
