// Website crawl (issue 24): queue a crawl of a proxy project's site; its pages in discovery order.
import { createRoute, z } from "@hono/zod-openapi";
import { router } from "../../../platform/app";
import { decodeCursor, page } from "../../../platform/cursor";
import { ok } from "../../../platform/envelope";
import { listMeta } from "../../../platform/lists";
import { jsonResponse } from "../../../platform/openapi";
import { IdParam, locErrors, locIdempotency, scopeOf } from "../context";
import { QueuedJob } from "../jobs/schemas";
import { jobView } from "../jobs/view";
import { crawlPages, pageView, startCrawl } from "./crawl";
import { ListPagesQuery, Page } from "./schemas";

const app = router();
const P = "/api/v1/projects";

app.openapi(
	createRoute({
		method: "post",
		path: `${P}/{id}/crawl`,
		summary: "Queue a crawl of a proxy project's site",
		description:
			"Proxy projects with a siteUrl only (else 422 VALIDATION_ERROR, param siteUrl; a siteUrl that is not a fetchable public address → 422 INVALID_URL). Same-origin links from siteUrl, at most 50 pages a project, 10 s and 2 MiB a page, robots.txt honoured (group `PasarLocBot` or `*`; a missing robots.txt allows all, an unreachable one nothing), redirects re-checked at every hop. Each string becomes a key in `default` named `t.` + 16 hex digits of its SHA-256, sourceText ICU-escaped, context the page path; re-crawls never duplicate keys. A page that fails is `error` with lastError; the job still ends done. A queued or running crawl → 200 with it and `alreadyQueued: true`.",
		middleware: [locIdempotency()],
		request: { params: IdParam },
		responses: {
			202: jsonResponse(QueuedJob, "Queued"),
			200: jsonResponse(QueuedJob, "The crawl already queued or running"),
			...locErrors([422, "VALIDATION_ERROR"], [422, "INVALID_URL"]),
		},
	}),
	async (c) => {
		const r = await startCrawl(c.env, scopeOf(c), c.req.valid("param").id);
		return ok(c, { ...jobView(r.job), alreadyQueued: r.alreadyQueued }, r.alreadyQueued ? 200 : 202);
	},
);

app.openapi(
	createRoute({
		method: "get",
		path: `${P}/{id}/pages`,
		summary: "The site's crawl pages, in discovery order",
		request: { params: IdParam, query: ListPagesQuery },
		responses: { 200: jsonResponse(z.array(Page), "Pages"), ...locErrors() },
	}),
	async (c) => {
		const q = c.req.valid("query");
		const id = c.req.valid("param").id;
		const { project, rows } = await crawlPages(c.env, scopeOf(c), id, {
			limit: q.limit,
			after: decodeCursor(q.cursor, `pages:${id}`),
		});
		const p = page(rows, q.limit, (r) => ({ t: r.seq, id: r.path }), `pages:${project.id}`);
		return ok(c, p.items.map(pageView), 200, listMeta(p));
	},
);

export default app;
