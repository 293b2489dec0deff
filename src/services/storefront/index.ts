import { createServiceApp } from "../../platform/app";
import { bearer } from "../../platform/openapi-auth";
import type { ServiceModule } from "../../platform/service-module";
import { storeAuth } from "./access/auth";
import { issueStoreKey, revokeStoreKey } from "./access/keys";
import { STORE_EVENT_TYPES, storeWebhooks } from "./events";
import files from "./files/routes";
import { cachedProductPage, pagesApp } from "./pages/routes";
import { AI_KIND, runAiFill } from "./products/ai-fill";
import { catalogueWrites } from "./products/catalogue-cache";
import products from "./products/routes";
import { STORE_TAGS } from "./reference";
import variants from "./variants/routes";
import webhooks from "./webhooks/routes";

/** Storefront catalogue service (spec 001 part B): products, variants, files, events, hosted pages. */
export const storefrontApp = createServiceApp({
	name: "store",
	title: "Storefront catalogue",
	casing: "upper",
	apiPrefix: "/api/v1",
	docsTags: STORE_TAGS,
	// A product file is up to 100 MB (multipart overhead on top).
	maxBodyBytes: 101 * 1024 * 1024,
	nonJsonPaths: /^\/api\/v1\/storefront\/products\/[^/]+\/files$/,
	description: `Authorization: Bearer sk_test_… / sk_live_… (secret: read and write) or pk_… (publishable: published products only, no writes). Keys come from the platform admin API ({"service":"store"}). Test and live keys share one catalogue per workspace. Events (Store-Signature): ${STORE_EVENT_TYPES.join(", ")}.`,
	// Documented on marketing's base (extraDocs); marketing's try-it offers this scheme too.
	docsAuth: {
		schemes: {
			storeKey: bearer(
				'A storefront key from POST /admin/v1/workspaces/{id}/credentials {"service":"store"}: sk_test_… / sk_live_… (secret: read and write) or pk_… (publishable: published products only, no writes).',
			),
		},
		use: ["storeKey"],
		tryIt: ["storeKey"],
	},
});

storefrontApp.use("/api/v1/*", storeAuth, catalogueWrites);
storefrontApp.route("/", products);
storefrontApp.route("/", files);
storefrontApp.route("/", variants);
storefrontApp.route("/", webhooks);

export const storefrontModule: ServiceModule = {
	name: "store",
	app: storefrontApp,
	pages: pagesApp,
	pagesEdge: cachedProductPage,
	ticks: storeWebhooks.jobs.ticks,
	queues: [...storeWebhooks.jobs.queues, { queue: "tasks", kind: AI_KIND, handler: runAiFill }],
	issuer: { issue: issueStoreKey, revoke: revokeStoreKey },
};
