// How the payments API reference is organised and illustrated: its tags, in reading order (openapi-tags.ts).
import type { DocsTag } from "../../platform/openapi-tags";

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
