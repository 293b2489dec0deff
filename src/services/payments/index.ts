import { createServiceApp } from "../../platform/app";
import { type HmacSigning, hmacScheme, routeDeclares } from "../../platform/openapi-auth";
import type { ServiceModule } from "../../platform/service-module";
import { declarationOf, payAuth } from "./access/auth";
import { payIssuer } from "./access/credentials";
import { backfillKeyLocatorsTask } from "./access/key-locators";
import apiKeys from "./access/routes";
import adapters from "./adapters/routes";
import coupons from "./billing/routes/coupons";
import customers from "./billing/routes/customers";
import invoices from "./billing/routes/invoices";
import paymentTokens from "./billing/routes/payment-tokens";
import plans from "./billing/routes/plans";
import subscriptions from "./billing/subscriptions/routes";
import callbacks from "./callbacks/routes";
import hostedCheckout from "./checkout/routes/hosted-checkout";
import hostedInvoice from "./checkout/routes/hosted-invoice";
import payments from "./checkout/routes/payments";
import checkoutSessions from "./checkout/routes/sessions";
import checkoutSettings from "./checkout/routes/settings";
import { runDueWork } from "./due";
import { paymentsWebhooks } from "./events/index";
import webhooks from "./events/routes";
import ledger from "./ledger/routes";
import { DISPATCH_KIND, dispatchPayout } from "./payouts/rail";
import payouts from "./payouts/routes";
import portalPage from "./portal/page";
import portalSessions from "./portal/routes";
import { PAY_TAGS } from "./reference";
import testHelpers from "./test-helpers/routes";

const PAY_SIGNING: HmacSigning = {
	scheme: "Pay-HMAC-SHA256",
	prefix: "Pay",
	keyIdEnv: "PASAR_PAY_KEY_ID",
	keyEnv: "PASAR_PAY_KEY",
};

/**
 * Payments service. Every /v1 route is signed (Pay-HMAC-SHA256, see auth.ts) and declares its
 * scope or publicRoute() as its first route middleware; payAuth must be registered before routes.
 */
export const paymentsApp = createServiceApp({
	name: "pay",
	title: "Payments",
	casing: "lower",
	apiPrefix: "/v1",
	docsTags: PAY_TAGS,
	description:
		"Signed with Pay-HMAC-SHA256 (Authorization: Pay-HMAC-SHA256 keyId=..., scope=..., signature=...; X-Pay-Timestamp). See docs/payments.md for the string to sign, roles and the scope catalogue.",
	docsAuth: {
		schemes: { payHmac: hmacScheme(PAY_SIGNING) },
		use: ["payHmac"],
		hmac: { name: "payHmac", ...PAY_SIGNING },
		// Provider callbacks carry their own proof: read from the same publicRoute() declaration payAuth reads.
		schemesFor: (method, path) =>
			routeDeclares(paymentsApp, method, path, (h) => declarationOf(h)?.kind === "public") ? [] : undefined,
	},
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
paymentsApp.route("/", portalPage); // hosted HTML at /portal/{ps_id}?w=: outside /v1, authenticated by the session token
paymentsApp.route("/", checkoutSettings);
paymentsApp.route("/", checkoutSessions);
paymentsApp.route("/", payments); // payments and refunds
paymentsApp.route("/", hostedCheckout); // hosted HTML at /checkout/{cs_id}?w=: outside /v1, the session id is the capability
paymentsApp.route("/", hostedInvoice); // hosted HTML at /invoices/{inv_id}/pay?t=&w=: outside /v1, the HMAC link token is the capability

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
	queues: [
		{ queue: "payouts", kind: DISPATCH_KIND, handler: (job, env) => dispatchPayout(job, env) },
		...paymentsWebhooks.jobs.queues,
	],
	issuer: payIssuer,
	maintenance: { "backfill-key-locators": backfillKeyLocatorsTask },
};
