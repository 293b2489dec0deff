import { createServiceApp } from "../../platform/app";
import { bearer } from "../../platform/openapi-auth";
import type { ServiceModule } from "../../platform/service-module";
import { onPaymentsEvent } from "../payments/public";
import { isPublicRequest, posAuth } from "./access/auth";
import { posGuard } from "./access/guard";
import { issuePosKey, revokePosKey } from "./access/keys";
import access from "./access/routes";
import { saleOutletGuard } from "./access/sale-outlets";
import billing from "./billing/routes";
import { followPayments, lapseTick } from "./billing/subscribe";
import cash from "./cash/routes";
import products from "./catalogue/routes";
import variants from "./catalogue/variant-routes";
import categories from "./categories/routes";
import { creditGrantTask } from "./credits/grant";
import credits from "./credits/routes";
import { followCreditTopups } from "./credits/topup";
import customers from "./customers/routes";
import deliveries from "./deliveries/routes";
import { documentPosEvents } from "./event-payloads";
import { posWebhooks } from "./events";
import inventory from "./inventory/routes";
import labels from "./labels/routes";
import licenses from "./licenses/routes";
import modifiers from "./modifiers/routes";
import outlets from "./outlets/routes";
import purchases from "./purchases/routes";
import receipts from "./receipts/routes";
import { POS_EXAMPLES, POS_TAGS } from "./reference";
import reports from "./reports/routes";
import { refundsTick } from "./returns/refund-payments";
import returns from "./returns/routes";
import sales from "./sales/routes";
import settings from "./settings/routes";
import shifts from "./shifts/routes";
import { shippingTick } from "./shipments/jobs";
import shipments from "./shipments/routes";
import shipping from "./shipping/routes";
import roles from "./staff/role-routes";
import staff from "./staff/routes";
import suppliers from "./suppliers/routes";
import taxRates from "./tax/routes";
import warehouses from "./warehouses/routes";
import webhooks from "./webhooks/routes";

/** Point of sale (spec 002): outlets, catalogue, customers, suppliers, settings, sales, receipts, stock, shifts, purchase orders, reports, plans, billing. */
export const posApp = createServiceApp({
	name: "pos",
	title: "Point of sale",
	casing: "upper",
	apiPrefix: "/api/v1",
	docsTags: POS_TAGS,
	docsExamples: POS_EXAMPLES,
	description:
		"Authorization: Bearer sk_live_… (API keys: POST /api-keys or the platform admin API) or Bearer <identity-provider token>; browsers sign in with POST /auth/session and then send the pos_session cookie. GET /health and GET /billing/tiers are public. Requests per workspace per minute: reads 600, writes 300, and 60 for writes that call a courier or payments or mint keys (X-RateLimit-* headers; 429 RATE_LIMITED with Retry-After). Lists: ?limit=1-100 (default 20)&cursor=, newest first, meta.cursor and meta.hasMore. Money is whole IDR.",
	docsAuth: {
		schemes: {
			bearerAuth: bearer(
				"An sk_live_ API key (POST /api-keys or the platform admin API) or an identity-provider access token. Browsers may instead sign in with POST /auth/session and send the pos_session cookie.",
			),
		},
		use: ["bearerAuth"],
		tryIt: ["bearerAuth"],
		schemesFor: (method, path) => (isPublicRequest(method, path) ? [] : undefined),
	},
});

posApp.use("/api/v1/*", posAuth);
// Every route's permission (staff/permissions.ts), checked once the credential is known.
posApp.use("/api/v1/*", posGuard);
// A staff member restricted to outlets rings, completes, voids and takes returns of sales only there (access/guard.ts assertOutlet).
for (const path of [
	"/api/v1/sales",
	"/api/v1/sales/:id/complete",
	"/api/v1/sales/:id/void",
	"/api/v1/sales/:id/returns",
])
	posApp.use(path, saleOutletGuard);
posApp.route("/", access);
posApp.route("/", staff);
posApp.route("/", roles);
posApp.route("/", outlets);
posApp.route("/", categories);
posApp.route("/", taxRates);
// The lookup route is registered before /products/{id} so "lookup" is never read as an id.
posApp.route("/", variants);
posApp.route("/", products);
posApp.route("/", modifiers);
posApp.route("/", suppliers);
posApp.route("/", customers);
posApp.route("/", settings);
posApp.route("/", inventory);
posApp.route("/", shifts);
posApp.route("/", cash);
posApp.route("/", purchases);
posApp.route("/", sales);
posApp.route("/", receipts);
posApp.route("/", returns);
posApp.route("/", reports);
posApp.route("/", billing);
posApp.route("/", webhooks);
// The events' payloads under /pos/openapi.json `webhooks` (issue 43).
documentPosEvents(posApp);
posApp.route("/", warehouses);
posApp.route("/", licenses);
posApp.route("/", shipping);
posApp.route("/", credits);
posApp.route("/", shipments);
posApp.route("/", labels);
posApp.route("/", deliveries);

// The plan billing completion hook: payments' checkout completions, in process.
onPaymentsEvent(followPayments);
// Shipping credit top-ups: the same completion event, for checkouts a top-up started.
onPaymentsEvent(followCreditTopups);

export const posModule: ServiceModule = {
	name: "pos",
	app: posApp,
	ticks: {
		...posWebhooks.jobs.ticks,
		"pos.billing": lapseTick,
		"pos.shipping": shippingTick,
		"pos.refunds": refundsTick,
	},
	queues: posWebhooks.jobs.queues,
	issuer: { issue: issuePosKey, revoke: revokePosKey },
	maintenance: { "shipping-credit-grant": creditGrantTask },
};
