// How the payments API reference reads: its opening text (authentication, roles and the scope
// catalogue, generated from the table the routes check against) and its tags in reading order.
import type { DocsExamples } from "../../platform/openapi-examples";
import type { DocsTag } from "../../platform/openapi-tags";
import { SCOPES, type ScopeInfo } from "./access/scopes";

const scopeRows = Object.entries<ScopeInfo>(SCOPES)
	.map(
		([name, s]) =>
			`| \`${name}\` | ${s.kind} | ${s.description}${s.platformOnly ? " (platform-admin keys only)" : ""} |`,
	)
	.join("\n");

export const PAY_DESCRIPTION = `Accept payments, bill subscriptions and pay out to Indonesian merchants. Every request under /v1 is signed with Pay-HMAC-SHA256 (see "Signing requests" below); amounts are integers in minor units (IDR has none: 150000 is Rp 150.000).

## Roles and scopes

An API key has a role: \`full_access\` (the default: every merchant scope), \`read_only\` (every read scope, that is every GET), \`webhook_management_only\` (webhook endpoints and events only), \`restricted\` (exactly the scopes given when it was created; write does not imply read) or \`platform_admin\` (everything, minted only by the platform operator). Each operation needs one scope:

| Scope | Kind | Grants |
|---|---|---|
${scopeRows}`;

export const PAY_TAGS: DocsTag[] = [
	{
		name: "API keys",
		description:
			"Signing keys of the workspace: create one per integration, list and revoke them. The secret is shown once.",
		paths: ["/v1/api-keys"],
		group: "Account",
	},
	{
		name: "Adapters",
		description:
			"How the workspace takes money: its own gateway accounts, the manual (offline transfer) adapter or managed mode, and the capability matrix of payment methods per adapter. Providers report payment outcomes to the callback route.",
		paths: ["/v1/adapters", "/v1/callbacks"],
		group: "Account",
	},
	{
		name: "Checkout and payments",
		description:
			"Checkout sessions send a buyer to a hosted payment page and record the payment they make; the settings choose the adapter per method and the pages' brand. Payments are the charges that resulted.",
		paths: ["/v1/checkout-sessions", "/v1/checkout-settings", "/v1/payments"],
		group: "Payments",
	},
	{
		name: "Refunds",
		description: "Give back all or part of a succeeded payment, through the adapter that took it.",
		paths: ["/v1/refunds"],
		group: "Payments",
	},
	{
		name: "Customers",
		description:
			"The people and businesses you bill: contact details, tax id and metadata, referenced by subscriptions, invoices and payment tokens.",
		paths: ["/v1/customers"],
		group: "Billing",
	},
	{
		name: "Payment tokens",
		description: "A customer's saved payment method at a gateway, used to charge subscription invoices automatically.",
		paths: ["/v1/payment-tokens"],
		group: "Billing",
	},
	{
		name: "Plans and prices",
		description:
			"What you sell on a recurring basis: a plan with one or more prices (amount, currency and billing interval).",
		paths: ["/v1/plans", "/v1/prices"],
		group: "Billing",
	},
	{
		name: "Coupons",
		description: "Discounts (an amount or a percentage, once, for some months or forever) applied to subscriptions.",
		paths: ["/v1/coupons"],
		group: "Billing",
	},
	{
		name: "Subscriptions and invoices",
		description:
			"A customer's subscription to a price renews each period and issues an invoice, charged automatically or sent to be paid; pause, resume, change or cancel it.",
		paths: ["/v1/subscriptions", "/v1/invoices"],
		group: "Billing",
	},
	{
		name: "Portal",
		description:
			"The hosted customer portal: mint a short-lived session link for a customer and choose what they may do there.",
		paths: ["/v1/portal-sessions", "/v1/portal-settings"],
		group: "Billing",
	},
	{
		name: "Balances and payouts",
		description:
			"What the workspace holds per currency and how it reaches its bank account: the bank account, automatic payout schedules and manual payouts.",
		paths: ["/v1/payouts"],
		group: "Money movement",
	},
	{
		name: "Ledger",
		description:
			"The double-entry record behind every balance: each payment, fee, refund and payout as ledger entries.",
		paths: ["/v1/ledger"],
		group: "Money movement",
	},
	{
		name: "Webhooks",
		description:
			"Endpoints that receive signed event notifications (payments, invoices, subscriptions, payouts), their deliveries and retries, and the events themselves.",
		paths: ["/v1/webhook-endpoints", "/v1/webhook-deliveries", "/v1/events"],
		group: "Integrations",
	},
	{
		name: "Test helpers",
		description:
			"Test mode only: settle payments, move the workspace's clock forward, emit events and advance managed onboarding, to exercise an integration without real money.",
		paths: ["/v1/test-helpers"],
		group: "Integrations",
	},
];

export const PAY_EXAMPLES: DocsExamples = {
	ids: {
		apiKey: "akey_",
		customer: "cus_",
		plan: "pln_",
		price: "pr_",
		paymentToken: "pt_",
		coupon: "cpn_",
		subscription: "sub_",
		invoice: "inv_",
		checkoutSession: "cs_",
		session: "cs_",
		payment: "pay_",
		source: "pay_",
		refund: "re_",
		payout: "po_",
		ledgerEntry: "le_",
		entry: "le_",
		ledgerTransaction: "ltx_",
		transaction: "ltx_",
		portalSession: "ps_",
		subAccount: "sacc_",
		audit: "aud_",
		testSettlement: "pay_",
	},
	values: {
		keyId: "pk_test_4f9a2c7e1b3d",
		kind: "gateway_a",
		taxId: "01.234.567.8-901.000",
		number: "INV-000042",
		merchantId: "G812345678",
		clientId: "AYx7c2f9a4e1b8d3c6f0a5e9b2",
		clientKey: "SB-Mid-client-7c2f9a4e1b8d",
		serverKey: "SB-Mid-server-9f2c4a7e1b3d",
		secretKey: "xnd_development_7c2f9a4e1b8d3c6f0a5e",
		callbackToken: "cbtok_4f9a2c7e1b3d8c6f",
		webhookId: "WH-7C2F9A4E1B8D3C6F",
		label: "Rekening utama",
		accountLabel: "BCA 8730412596",
		providerReference: "TRX-20261120-000042",
		reference: "TRX-20261120-000042",
		failureCode: "card_declined",
		lastErrorCode: "invalid_credentials",
		arn: "arn:pasar:pay:test:acc_01JB4X6N0ZQ8K3C9W2T5V7R1MD",
		instructions: "Transfer ke BCA 8730412596 a.n. PT Kopi Senja Nusantara, lalu unggah bukti transfer.",
		lastPeriod: "2026-11",
		failureReason: "insufficient_funds",
		adapter: "gateway_a",
		scopes: "pay:customer:read",
		collectionMethod: "charge_automatically",
		secretKeyLast4: "5e9b",
		method: "qris",
		publicConfig: { clientKey: "SB-Mid-client-7c2f9a4e1b8d", mode: "sandbox" },
		entries: [
			{ id: "le_01JB4X6N0ZQ8K3C9W2T5V7R1MD", code: "payment", direction: "credit", amount: 150000, currency: "IDR" },
		],
		data: { id: "pay_01JB4X6N0ZQ8K3C9W2T5V7R1MD", amount: 150000, currency: "IDR", status: "succeeded" },
		events: ["payment.succeeded", "payout.paid"],
		ran: ["subscription.renewal"],
		failed: ["inv_01JB4X6N0ZQ8K3C9W2T5V7R1MD"],
	},
};
