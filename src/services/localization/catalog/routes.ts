// GET /public/projects/{id}/catalog?locale= (issue 23): no credential. A cached answer is given by
// catalogEdge before the localization app runs (the module's `edge`: one memory or Cache API
// lookup, no D1); a miss, or a hard reload (Cache-Control: no-cache), renders from D1 here and
// fills the cache. Every answer under /public/projects is CORS-open, errors and OPTIONS included.
import { createRoute, z } from "@hono/zod-openapi";
import { router } from "../../../platform/app";
import { meta } from "../../../platform/envelope";
import { errorResponse, pathId } from "../../../platform/openapi";
import { canonicalTag, LocaleTag } from "../projects";
import { projectEnv } from "../projects/locate";
import { Catalog } from "../releases/schemas";
import { catalogCache } from "../store";
import { CORS_HEADERS, catalogAnswer, PREFLIGHT_HEADERS, wantsFresh } from "./http";
import { renderCatalog } from "./render";

const app = router();
const PATH = "/api/v1/public/projects/{id}/catalog";
const CATALOG_PATH = /^\/api\/v1\/public\/projects\/([A-Za-z0-9_-]{1,64})\/catalog$/;

/** Raw ?locale= → canonical tag (or null): Intl's canonicalisation is memoised off the hot path. */
const tags = new Map<string, string | null>();
function canonical(raw: string): string | null {
	let tag = tags.get(raw);
	if (tag === undefined) {
		tag = canonicalTag(raw);
		if (tags.size > 1_000) tags.clear();
		tags.set(raw, tag);
	}
	return tag;
}

/** The service's edge answer: a cached catalogue, or null to hand the request to the app. */
export async function catalogEdge(req: Request, path: string): Promise<Response | null> {
	const m = CATALOG_PATH.exec(path);
	if (!m || req.method !== "GET" || wantsFresh(req)) return null;
	const params = new URL(req.url).searchParams;
	// Any other parameter goes to the app, which refuses it (query strictness): the cache never hides a typo.
	for (const key of params.keys()) if (key !== "locale") return null;
	const raw = params.get("locale");
	const locale = raw ? canonical(raw) : null;
	if (!locale) return null;
	const hit = await catalogCache.read(m[1], locale);
	return hit ? catalogAnswer(req, hit, "HIT") : null;
}

app.use("/api/v1/public/projects/*", async (c, next) => {
	await next();
	for (const [k, v] of Object.entries(CORS_HEADERS)) c.res.headers.set(k, v);
});

app.options(PATH.replace("{id}", ":id"), (c) => c.body(null, 204, PREFLIGHT_HEADERS));

const CatalogAnswer = z
	.object({
		locale: z.string().openapi({ description: "The locale asked for, canonicalised (pt-br → pt-BR)" }),
		sourceLocale: z.string().openapi({ description: "The project's source locale, the end of every fallback chain" }),
		enabledLocales: z.array(z.string()).openapi({ description: "The source locale, then the enabled targets" }),
		releaseId: z.string().openapi({ description: "The locale's latest release" }),
		catalog: Catalog,
	})
	.openapi("LocPublicCatalog", {
		description: "A locale's published catalogue with the keys it lacks filled from its fallback chain's releases",
	});

app.openapi(
	createRoute({
		method: "get",
		path: PATH,
		summary: "A locale's published catalogue, fallbacks flattened (public, cacheable, CORS-open)",
		description:
			"No auth. The locale's latest release; a key it lacks comes from the next enabled locale of its fallback chain with a release, finally the source locale's latest release. Disabled, unknown or unreleased locale → 404 (drafts are never served). Cache-Control: public, max-age=60, s-maxage=300; Access-Control-Allow-Origin: *; strong ETag (If-None-Match → 304); X-Cache: HIT|MISS (extension). Cache-Control: no-cache on the request renders afresh.",
		request: { params: pathId("id"), query: z.object({ locale: LocaleTag }) },
		responses: {
			200: {
				content: { "application/json": { schema: z.object({ data: CatalogAnswer }) } },
				description: "The catalogue",
			},
			304: { description: "Not modified (If-None-Match)" },
			400: errorResponse("VALIDATION_ERROR: locale missing or not a BCP-47 tag"),
			404: errorResponse("NOT_FOUND: unknown project; disabled, unknown or unreleased locale"),
		},
	}),
	async (c) => {
		const { id } = c.req.valid("param");
		const { locale } = c.req.valid("query");
		const hit = wantsFresh(c.req.raw) ? null : await catalogCache.read(id, locale);
		if (hit) return catalogAnswer(c.req.raw, hit, "HIT");
		const generation = catalogCache.generation(id);
		const { data, etag } = await renderCatalog(await projectEnv(c.env, id), id, locale);
		const entry = { body: JSON.stringify({ data, error: null, meta: meta(c) }), etag };
		c.executionCtx.waitUntil(catalogCache.write(id, locale, entry, generation));
		return catalogAnswer(c.req.raw, entry, "MISS");
	},
);

export default app;
