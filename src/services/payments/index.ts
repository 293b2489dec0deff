import { createServiceApp } from "../../platform/app";
import type { ServiceModule } from "../../platform/service-module";
import { payAuth } from "./auth";
import { payIssuer } from "./credentials";
import { runDueWork } from "./due";
import { paymentsWebhooks } from "./events";
import { DISPATCH_KIND, dispatchPayout } from "./rail";
import adapters from "./routes/adapters";
import apiKeys from "./routes/api-keys";
import checkoutSessions from "./routes/checkout-sessions";
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
import webhooks from "./routes/webhooks";

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

/** Everything payments hands the Worker: the app, the minute ticks, queue consumers and the credential issuer. */
export const paymentsModule: ServiceModule = {
	name: "pay",
	app: paymentsApp,
	ticks: {
		pay: async (now, env) => {
			await runDueWork(env, now);
		},
		...paymentsWebhooks.jobs.ticks,
	},
	queues: [{ queue: "payouts", kind: DISPATCH_KIND, handler: (job, env) => dispatchPayout(job, env) }, ...paymentsWebhooks.jobs.queues],
	issuer: payIssuer,
};
