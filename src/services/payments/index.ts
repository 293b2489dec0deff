import { createServiceApp } from "../../platform/app";
import { payAuth } from "./auth";
import "./credentials"; // registers the "pay" credential issuer with the admin API
import "./renewals"; // registers the "subscriptions" due runner (renewals, trials, dunning)
import "./rail"; // registers the payouts queue consumer and the payouts due runner (clock.ts owns the "pay" tick)
import "./adapters"; // registers the gateway A payout resolver and the own-account charge provider
import adapters from "./routes/adapters";
import apiKeys from "./routes/api-keys";
import checkoutSessions from "./routes/checkout-sessions"; // with ./checkout: registers the "checkout" due runner (session expiry)
import checkoutSettings from "./routes/checkout-settings";
import callbacks from "./routes/callbacks";
import portalPage from "./routes/portal-page";
import portalSessions from "./routes/portal-sessions";
import coupons from "./routes/coupons";
import customers from "./routes/customers";
import hostedCheckout from "./routes/hosted-checkout";
import hostedInvoice from "./routes/hosted-invoice";
import invoices from "./routes/invoices";
import ledger from "./routes/ledger";
import payments from "./routes/payments";
import paymentTokens from "./routes/payment-tokens";
import payouts from "./routes/payouts";
import plans from "./routes/plans";
import subscriptions from "./routes/subscriptions";
import testHelpers from "./routes/test-helpers";
import webhooks from "./routes/webhooks"; // also registers the webhook queue handlers and the "pay.webhooks" sweeper

/**
 * Payments service. Every /v1 route is signed (Pay-HMAC-SHA256, see auth.ts) and declares its
 * scope or publicRoute() as its first route middleware; payAuth must be registered before routes.
 */
export const paymentsApp = createServiceApp({
	name: "pay",
	title: "Payments",
	casing: "lower",
	apiPrefix: "/v1",
	description:
		"Signed with Pay-HMAC-SHA256 (Authorization: Pay-HMAC-SHA256 keyId=..., scope=..., signature=...; X-Pay-Timestamp). See docs/payments.md for the string to sign, roles and the scope catalogue.",
});

paymentsApp.use("/v1/*", payAuth);
paymentsApp.route("/", apiKeys);
paymentsApp.route("/", payouts);
paymentsApp.route("/", ledger);
paymentsApp.route("/", testHelpers);
paymentsApp.route("/", webhooks);
paymentsApp.route("/", customers);
paymentsApp.route("/", plans);
paymentsApp.route("/", paymentTokens);
paymentsApp.route("/", coupons);
paymentsApp.route("/", subscriptions);
paymentsApp.route("/", invoices);
paymentsApp.route("/", adapters);
paymentsApp.route("/", callbacks);
paymentsApp.route("/", portalSessions);
paymentsApp.route("/", portalPage); // hosted HTML at /portal/{ps_id}: outside /v1, authenticated by the session token
paymentsApp.route("/", checkoutSettings);
paymentsApp.route("/", checkoutSessions);
paymentsApp.route("/", payments); // payments and refunds
paymentsApp.route("/", hostedCheckout); // hosted HTML at /checkout/{cs_id}: outside /v1, the session id is the capability
paymentsApp.route("/", hostedInvoice); // hosted HTML at /invoices/{inv_id}/pay?t=: outside /v1, the HMAC link token is the capability
