import { createServiceApp } from "../../platform/app";
import { bearer } from "../../platform/openapi-auth";
import type { ServiceModule } from "../../platform/service-module";
import { isPublicRequest, locAuth } from "./access/auth";
import { issueLocKey, revokeLocKey } from "./access/keys";
import access from "./access/routes";
import catalog, { catalogEdge } from "./catalog/routes";
import { CRAWL_KIND } from "./crawl/crawl";
import crawl from "./crawl/routes";
import { crawlJobHandler } from "./crawl/run";
import files from "./files/routes";
import glossary from "./glossary/routes";
import jobs from "./jobs/routes";
import { translateJobHandler } from "./jobs/run";
import { TRANSLATE_KIND } from "./jobs/translate";
import keys from "./keys/routes";
import locales from "./locales/routes";
import memory from "./memory/routes";
import namespaces from "./namespaces/routes";
import { PREVIEW_KIND, prunePreviewsTick } from "./preview/preview";
import preview from "./preview/routes";
import { previewHandler } from "./preview/run";
import projects from "./projects/routes";
import proxy from "./proxy/routes";
import { LOC_TAGS } from "./reference";
import releases from "./releases/routes";
import review from "./review/routes";
import translations from "./translations/routes";

/** Localization service (spec 002, issues 23–24): API keys, projects, locales, namespaces, keys, translations, review, memory, glossary, MT and crawl jobs, files, releases, the public catalogue and preview, proxy serving. */
export const localizationApp = createServiceApp({
	name: "loc",
	title: "Localization",
	casing: "upper",
	apiPrefix: "/api/v1",
	docsTags: LOC_TAGS,
	// A 2,000-key PUT /projects/{id}/keys with long ICU messages passes the platform's 1 MiB default.
	maxBodyBytes: 8 * 1024 * 1024,
	description:
		"Authorization: Bearer loc_live_… (POST /api-keys or the platform admin API). GET /health, /public/* and the proxy (/loc/proxy/…) need none. Lists: ?limit=1-100 (default 20)&cursor=, newest first, meta.cursor and meta.hasMore. Mutations take an optional Idempotency-Key.",
	docsAuth: {
		schemes: { bearerAuth: bearer("A loc_live_ API key (POST /api-keys or the platform admin API).") },
		use: ["bearerAuth"],
		tryIt: ["bearerAuth"],
		schemesFor: (method, path) => (isPublicRequest(method, path) ? [] : undefined),
	},
});

localizationApp.use("/api/v1/*", locAuth);
localizationApp.route("/", access);
localizationApp.route("/", projects);
localizationApp.route("/", locales);
localizationApp.route("/", namespaces);
localizationApp.route("/", memory);
localizationApp.route("/", glossary);
localizationApp.route("/", keys);
localizationApp.route("/", translations);
localizationApp.route("/", review);
localizationApp.route("/", jobs);
localizationApp.route("/", crawl);
localizationApp.route("/", preview);
localizationApp.route("/", files);
localizationApp.route("/", releases);
localizationApp.route("/", catalog);
localizationApp.route("/", proxy);

export const localizationModule: ServiceModule = {
	name: "loc",
	app: localizationApp,
	edge: catalogEdge,
	issuer: { issue: issueLocKey, revoke: revokeLocKey },
	ticks: { "loc.previews": prunePreviewsTick },
	queues: [
		{ queue: "tasks", kind: TRANSLATE_KIND, handler: translateJobHandler() },
		{ queue: "tasks", kind: CRAWL_KIND, handler: crawlJobHandler() },
		{ queue: "tasks", kind: PREVIEW_KIND, handler: previewHandler() },
	],
};
