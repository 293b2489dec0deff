// A service's OpenAPI 3.1 document as served at <base>/openapi.json: the routes' own document (zod
// schemas, summaries), the documents of the apps sharing its base (storefront on marketing's), then
// the platform's additions: shared field meanings, security schemes and requirements, and for signed
// services the signing recipe and per-operation signing snippets.
import type { ServiceConfig } from "./context";
import { applySecurity, signedWith, signingSection } from "./openapi-auth";
import { documentErrorCodes } from "./openapi-codes";
import { describeSharedFields } from "./openapi-fields";
import { signedCodeSamples } from "./openapi-samples";
import { listTags, tagOperations } from "./openapi-tags";
import { UNKNOWN_QUERY } from "./query-strictness";

const QUERY_NOTE = `**Query parameters.** An operation answers a query parameter it does not list with 400 and the validation error code, naming the parameter; operations marked \`${UNKNOWN_QUERY}: ignored\` (pages, badges, callbacks from other systems) ignore unlisted ones.`;

export type OpenApiDoc = {
	tags?: Array<{ name: string; description?: string }>;
	openapi?: string;
	info?: { title: string; version: string; description?: string };
	servers?: Array<{ url: string; description?: string }>;
	paths?: Record<string, Record<string, any>>;
	components?: Record<string, Record<string, any>>;
};

/** What createServiceApp hands over: an app that can describe itself, with its config. */
export interface DocumentedApp {
	getOpenAPI31Document: (c: { openapi: string; info: { title: string; version: string } }) => unknown;
}

/** Its own routes' document with the service's security applied (before any merge, so each app keeps its own). */
function ownDocument(
	app: DocumentedApp,
	cfg: ServiceConfig,
	config: Parameters<DocumentedApp["getOpenAPI31Document"]>[0],
) {
	const doc = app.getOpenAPI31Document(config) as OpenApiDoc;
	if (cfg.docsAuth) applySecurity(doc, cfg.docsAuth, cfg.apiPrefix);
	tagOperations(doc, cfg.docsTags ?? []);
	return doc;
}

/**
 * Builds the document for requests reaching the service at `server` (origin + local prefix).
 * `extras` are the apps sharing the base, each with its own config (and so its own security).
 */
export function buildDocument(
	app: DocumentedApp,
	cfg: ServiceConfig,
	server: string,
	extras: Array<{ app: DocumentedApp; cfg: ServiceConfig }> = [],
): OpenApiDoc {
	const description = [cfg.description, QUERY_NOTE, cfg.docsAuth?.hmac && signingSection(cfg.docsAuth.hmac, server)]
		.filter(Boolean)
		.join("\n\n");
	const config = {
		openapi: "3.1.0",
		info: { title: `Pasar ${cfg.title} API`, version: "1.0.0", description },
		servers: [{ url: server }],
	};
	const doc = ownDocument(app, cfg, config);
	for (const extra of extras) {
		const more = ownDocument(extra.app, extra.cfg, config);
		doc.paths = { ...doc.paths, ...more.paths };
		doc.components ??= {};
		for (const [kind, entries] of Object.entries(more.components ?? {}))
			doc.components[kind] = { ...(doc.components[kind] ?? {}), ...entries };
	}
	listTags(
		doc as OpenApiDoc & Record<string, unknown>,
		[cfg, ...extras.map((e) => e.cfg)].map((c) => ({ title: c.title, tags: c.docsTags ?? [] })),
	);
	describeSharedFields(doc);
	const hmac = cfg.docsAuth?.hmac;
	if (hmac) {
		for (const [path, item] of Object.entries(doc.paths ?? {}))
			for (const [method, op] of Object.entries(item))
				if (signedWith(op, hmac.name)) op["x-codeSamples"] = signedCodeSamples(doc, hmac, server, path, method, op);
	}
	documentErrorCodes(doc, [cfg, ...extras.map((e) => e.cfg)]);
	return doc;
}
