// Hosted-checkout calls to the own-account gateways (issue 8), beside the adapters issue's clients:
// gateway A creates an invoice (its hosted payment page), gateway B a Snap transaction, gateway C
// an order the customer approves (and that we capture when they come back). Each takes the same
// credentials as the clients and a fetch seam for tests.
import { decimalAmount, defaultFetch, errorFor, GatewayError, type GatewayKind, send, str } from "./common";
import { GATEWAY_A_BASE_URL } from "./gatewayA";
import type { GatewayBEnv } from "./gatewayB";
import { GATEWAY_C_BASE_URLS, type GatewayCMode } from "./gatewayC";

export interface HostedCharge {
	/** Our idempotency key for the charge: the provider's external/order/reference id. */
	reference: string;
	amount: number;
	currency: string;
	description: string;
	customerEmail: string | null;
	successUrl: string;
	cancelUrl: string;
	/** Where the customer comes back to (our hosted page), for providers that return there. */
	returnUrl: string;
	items: Array<{ name: string; quantity: number; unitAmount: number }> | null;
}

export interface HostedStart {
	providerReference: string;
	redirectUrl: string;
}

const TIMEOUT_MS = 15_000;

async function call(
	fetcher: typeof fetch,
	gateway: GatewayKind,
	label: string,
	url: string,
	method: string,
	headers: Record<string, string>,
	body?: unknown,
) {
	const a = await send(fetcher, label, gateway, url, {
		method,
		headers: {
			Accept: "application/json",
			...(body !== undefined ? { "Content-Type": "application/json" } : {}),
			...headers,
		},
		body: body !== undefined ? JSON.stringify(body) : undefined,
		timeoutMs: TIMEOUT_MS,
	});
	if (a.status >= 300)
		throw errorFor(
			label,
			gateway,
			a.status,
			str(a.json.error_code) ?? str(a.json.name) ?? str(a.json.status_code),
			str(a.json.message) ?? `HTTP ${a.status}`,
		);
	return a.json;
}

/** Gateway A: POST /v2/invoices — the invoice's hosted page takes every method the account has. */
export async function gatewayAInvoice(
	secretKey: string,
	c: HostedCharge,
	opts: { fetch?: typeof fetch; baseUrl?: string } = {},
): Promise<HostedStart> {
	const j = await call(
		opts.fetch ?? defaultFetch,
		"gateway_a",
		"Gateway A",
		`${opts.baseUrl ?? GATEWAY_A_BASE_URL}/v2/invoices`,
		"POST",
		{ Authorization: `Basic ${btoa(`${secretKey}:`)}`, "Idempotency-key": c.reference },
		{
			external_id: c.reference,
			amount: c.amount,
			currency: c.currency,
			description: c.description.slice(0, 255),
			...(c.customerEmail ? { payer_email: c.customerEmail } : {}),
			success_redirect_url: c.successUrl,
			failure_redirect_url: c.cancelUrl,
			...(c.items ? { items: c.items.map((i) => ({ name: i.name, quantity: i.quantity, price: i.unitAmount })) } : {}),
		},
	);
	const id = str(j.id);
	const url = str(j.invoice_url);
	if (!id || !url)
		throw new GatewayError(
			"unavailable",
			"Gateway A answered without an invoice id or invoice_url",
			200,
			null,
			"gateway_a",
		);
	return { providerReference: id, redirectUrl: url };
}

export const GATEWAY_B_SNAP_URLS: Record<GatewayBEnv, string> = {
	sandbox: "https://app.sandbox.midtrans.com/snap/v1/transactions",
	production: "https://app.midtrans.com/snap/v1/transactions",
};

/** Gateway B: a Snap transaction (order_id = our reference); the customer pays on its redirect_url. */
export async function gatewayBSnap(
	serverKey: string,
	env: GatewayBEnv,
	c: HostedCharge,
	opts: { fetch?: typeof fetch; url?: string } = {},
): Promise<HostedStart> {
	const j = await call(
		opts.fetch ?? defaultFetch,
		"gateway_b",
		"Gateway B",
		opts.url ?? GATEWAY_B_SNAP_URLS[env],
		"POST",
		{ Authorization: `Basic ${btoa(`${serverKey}:`)}` },
		{
			transaction_details: { order_id: c.reference.slice(0, 50), gross_amount: c.amount },
			...(c.items
				? {
						item_details: c.items.map((i, n) => ({
							id: String(n + 1),
							name: i.name.slice(0, 50),
							quantity: i.quantity,
							price: i.unitAmount,
						})),
					}
				: {}),
			...(c.customerEmail ? { customer_details: { email: c.customerEmail } } : {}),
			callbacks: { finish: c.returnUrl },
		},
	);
	const token = str(j.token);
	const url = str(j.redirect_url);
	if (!token || !url)
		throw new GatewayError(
			"unavailable",
			"Gateway B answered without a Snap token or redirect_url",
			200,
			null,
			"gateway_b",
		);
	return { providerReference: c.reference.slice(0, 50), redirectUrl: url };
}

/** Gateway C: an order to approve (custom_id = our reference); returns the approve link. */
export async function gatewayCOrder(
	accessToken: string,
	mode: GatewayCMode,
	c: HostedCharge,
	opts: { fetch?: typeof fetch; baseUrl?: string } = {},
): Promise<HostedStart> {
	const j = await call(
		opts.fetch ?? defaultFetch,
		"gateway_c",
		"Gateway C",
		`${opts.baseUrl ?? GATEWAY_C_BASE_URLS[mode]}/v2/checkout/orders`,
		"POST",
		{ Authorization: `Bearer ${accessToken}`, "PayPal-Request-Id": c.reference },
		{
			intent: "CAPTURE",
			purchase_units: [
				{
					reference_id: c.reference.slice(0, 256),
					custom_id: c.reference.slice(0, 127),
					description: c.description.slice(0, 127),
					amount: { currency_code: c.currency, value: decimalAmount(c.amount, c.currency) },
				},
			],
			payment_source: {
				paypal: { experience_context: { return_url: c.returnUrl, cancel_url: c.cancelUrl, user_action: "PAY_NOW" } },
			},
		},
	);
	const id = str(j.id);
	const links = Array.isArray(j.links) ? (j.links as Array<Record<string, unknown>>) : [];
	const approve = links.find((l) => l.rel === "payer-action" || l.rel === "approve");
	const href = approve ? str(approve.href) : null;
	if (!id || !href)
		throw new GatewayError(
			"unavailable",
			"Gateway C answered without an order id or approve link",
			200,
			null,
			"gateway_c",
		);
	return { providerReference: id, redirectUrl: href };
}

/** Gateway C: captures an approved order; the capture id when it completed, null when it did not. */
export async function gatewayCCapture(
	accessToken: string,
	mode: GatewayCMode,
	orderId: string,
	reference: string,
	opts: { fetch?: typeof fetch; baseUrl?: string } = {},
): Promise<{ status: "succeeded" | "failed"; captureId: string | null }> {
	const j = await call(
		opts.fetch ?? defaultFetch,
		"gateway_c",
		"Gateway C",
		`${opts.baseUrl ?? GATEWAY_C_BASE_URLS[mode]}/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`,
		"POST",
		{ Authorization: `Bearer ${accessToken}`, "PayPal-Request-Id": `${reference}:capture` },
		{},
	);
	const units = Array.isArray(j.purchase_units) ? (j.purchase_units as Array<Record<string, unknown>>) : [];
	const captures = ((units[0]?.payments as Record<string, unknown> | undefined)?.captures ?? []) as Array<
		Record<string, unknown>
	>;
	const cap = captures[0];
	return j.status === "COMPLETED" && (!cap || cap.status === "COMPLETED")
		? { status: "succeeded", captureId: (cap && str(cap.id)) || orderId }
		: { status: "failed", captureId: (cap && str(cap.id)) || null };
}
