import { createServiceApp } from "../../platform/app";
import { bearer, type HmacSigning, hmacScheme, routeDeclares } from "../../platform/openapi-auth";
import type { ServiceModule } from "../../platform/service-module";
import { onPaymentsEvent } from "../payments/public";
import { storefrontApp } from "../storefront/public";
import { isPublicMarker, isSignedOnlyMarker, mktAuth } from "./access/auth";
import { issueMktKey, revokeMktKey } from "./access/keys";
import { followPayments } from "./billing/follow-payments";
import billing from "./billing/routes";
import { campaignsTick, sendBatchJob } from "./campaigns/jobs";
import campaigns from "./campaigns/routes";
import { BATCH_KIND } from "./campaigns/start-send";
import { sendQueued } from "./channels/jobs";
import oauth from "./channels/oauth-routes";
import pages from "./channels/pages";
import channels from "./channels/routes";
import { SEND_KIND } from "./channels/test-send";
import { IMPORT_KIND } from "./contacts/import-csv";
import { applyImportChunk, resendStalledImports } from "./contacts/jobs";
import contacts from "./contacts/routes";
import discounts from "./discounts/routes";
import { MKT_EMITTED_EVENT_TYPES, MKT_RESERVED_EVENT_TYPES, mktWebhooks } from "./events";
import feedback, { EMAIL_EVENTS_PATH } from "./feedback/routes";
import privacy from "./privacy/routes";
import { MKT_TAGS } from "./reference";
import attributions from "./referrals/attribution-routes";
import { expireTick } from "./referrals/jobs";
import referrals from "./referrals/routes";
import { REFRESH_KIND, refreshFromQueue, refreshStaleSegments } from "./segments/jobs";
import segments from "./segments/routes";
import suppressions from "./suppressions/routes";
import tracking from "./tracking/routes";
import webhooks from "./webhooks/routes";

const MKT_SIGNING: HmacSigning = {
	scheme: "Mkt-HMAC-SHA256",
	prefix: "Mkt",
	keyIdEnv: "PASAR_MKT_KEY_ID",
	keyEnv: "PASAR_MKT_KEY",
};

/** Marketing service (spec 001 part A): contacts, segments, channels, referrals, discount codes, plan billing, webhooks. */
export const marketingApp = createServiceApp({
	name: "mkt",
	title: "Marketing",
	casing: "upper",
	apiPrefix: "/api/v1",
	docsTags: MKT_TAGS,
	// Spec 001 §7 names bad input VALIDATION (not the platform's VALIDATION_ERROR).
	codes: { validation_error: "validation" },
	// An import of 5,000 contacts, or a CSV file, is larger than the 1 MiB default.
	maxBodyBytes: 10 * 1024 * 1024,
	nonJsonPaths: /^\/api\/v1\/contacts\/import\/csv$/,
	// Providers' delivery webhooks read their own body, capped at 1 MB (feedback/routes.ts).
	streamedBodyPaths: EMAIL_EVENTS_PATH,
	// The storefront catalogue shares this base URL (spec 001): its routes are documented here too.
	extraDocs: () => [storefrontApp],
	description: `Authorization: Mkt-HMAC-SHA256 keyId=…, scope=*, signature=… with X-Mkt-Timestamp (keys from the platform admin API), or Bearer <identity-provider token> with a merchant role (merchant, owner, admin). A platform-admin key acts for a workspace with a signed X-Mkt-On-Behalf-Of. Requests per workspace per minute follow the plan (X-RateLimit-* headers; 429 RATE_LIMITED). Events (Mkt-Signature, GET /api/v1/event-types): ${MKT_EMITTED_EVENT_TYPES.join(", ")} are emitted; the others are reserved, not emitted (spec 001 §6): ${MKT_RESERVED_EVENT_TYPES.join(", ")}.`,
	docsAuth: {
		schemes: {
			mktHmac: hmacScheme(MKT_SIGNING),
			bearerAuth: bearer(
				"An identity-provider access token with a merchant role (merchant, owner, admin); locally POST /admin/v1/tokens mints one.",
			),
		},
		use: ["mktHmac", "bearerAuth"],
		hmac: { name: "mktHmac", ...MKT_SIGNING },
		// storeKey is the storefront catalogue's scheme, whose routes this document lists too.
		tryIt: ["bearerAuth", "storeKey"],
		// Read from the same route markers mktAuth and the partner guards use.
		schemesFor: (method, path) =>
			routeDeclares(marketingApp, method, path, isPublicMarker)
				? []
				: routeDeclares(marketingApp, method, path, isSignedOnlyMarker)
					? ["mktHmac"]
					: undefined,
	},
});

marketingApp.use("/api/v1/*", mktAuth);
marketingApp.route("/", contacts);
marketingApp.route("/", segments);
marketingApp.route("/", oauth);
marketingApp.route("/", pages);
marketingApp.route("/", channels);
marketingApp.route("/", referrals);
marketingApp.route("/", attributions);
marketingApp.route("/", discounts);
marketingApp.route("/", billing);
marketingApp.route("/", campaigns);
marketingApp.route("/", feedback);
marketingApp.route("/", webhooks);
marketingApp.route("/", suppressions);
marketingApp.route("/", tracking);
marketingApp.route("/", privacy);

// The plan billing completion hook: payments' events of the billing workspace, in process.
onPaymentsEvent(followPayments);

export const marketingModule: ServiceModule = {
	name: "mkt",
	app: marketingApp,
	ticks: {
		"mkt.segments": refreshStaleSegments,
		"mkt.referrals": expireTick,
		"mkt.imports": resendStalledImports,
		"mkt.campaigns": campaignsTick,
		...mktWebhooks.jobs.ticks,
	},
	queues: [
		...mktWebhooks.jobs.queues,
		{ queue: "tasks", kind: IMPORT_KIND, handler: applyImportChunk },
		{ queue: "tasks", kind: REFRESH_KIND, handler: refreshFromQueue },
		{ queue: "tasks", kind: SEND_KIND, handler: sendQueued },
		{ queue: "tasks", kind: BATCH_KIND, handler: sendBatchJob },
	],
	issuer: { issue: issueMktKey, revoke: revokeMktKey },
};
