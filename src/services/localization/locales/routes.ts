import { createRoute, z } from "@hono/zod-openapi";
import { router } from "../../../platform/app";
import { decodeCursor } from "../../../platform/cursor";
import { ok } from "../../../platform/envelope";
import { listMeta } from "../../../platform/lists";
import { jsonBody, jsonResponse, limitParam } from "../../../platform/openapi";
import { IdParam, locErrors, locIdempotency, scopeOf } from "../context";
import { Locale } from "../projects/schemas";
import { addLocale, listLocales, patchLocale } from "./locales";
import { CreateLocale, PatchLocale, TagParam } from "./schemas";

const app = router();
const P = "/api/v1/projects/{id}/locales";

app.openapi(
	createRoute({
		method: "post",
		path: P,
		summary: "Add a target locale",
		description:
			"tag canonicalised (Intl.getCanonicalLocales); the source or an existing target → 409 CONFLICT. fallback: the source (default) or an existing target; a cycle → 422. rtl defaults from the tag's script. Over the plan's targets per project → 403 UPGRADE_REQUIRED.",
		middleware: [locIdempotency()],
		request: { params: IdParam, ...jsonBody(CreateLocale) },
		responses: {
			201: jsonResponse(Locale, "The locale with its stats"),
			...locErrors([403, "UPGRADE_REQUIRED"], [409, "CONFLICT"], [422, "VALIDATION_ERROR"]),
		},
	}),
	async (c) => ok(c, await addLocale(c.env, scopeOf(c), c.req.valid("param").id, c.req.valid("json")), 201),
);

app.openapi(
	createRoute({
		method: "get",
		path: P,
		summary: "Target locales with their settings and completion stats, newest first",
		request: { params: IdParam, query: z.object({ limit: limitParam(20), cursor: z.string().max(500).optional() }) },
		responses: { 200: jsonResponse(z.array(Locale), "Locales"), ...locErrors() },
	}),
	async (c) => {
		const { id } = c.req.valid("param");
		const q = c.req.valid("query");
		const p = await listLocales(c.env, scopeOf(c), id, { limit: q.limit, after: decodeCursor(q.cursor, id) });
		return ok(c, p.items, 200, listMeta(p));
	},
);

app.openapi(
	createRoute({
		method: "patch",
		path: `${P}/{tag}`,
		summary: "Change a target's fallback (no cycles: 422), rtl or enabled",
		middleware: [locIdempotency()],
		request: { params: IdParam.merge(TagParam), ...jsonBody(PatchLocale) },
		responses: { 200: jsonResponse(Locale, "The locale"), ...locErrors([422, "VALIDATION_ERROR"]) },
	}),
	async (c) => {
		const { id, tag } = c.req.valid("param");
		return ok(c, await patchLocale(c.env, scopeOf(c), id, tag, c.req.valid("json")));
	},
);

export default app;
