// Releases, pull and check (issue 23). Releases are immutable: there is no route to change or
// delete one (PUT, PATCH or DELETE on a release answer 405 with Allow: GET).
import { createRoute, z } from "@hono/zod-openapi";
import { router } from "../../../platform/app";
import { decodeCursor } from "../../../platform/cursor";
import { ok } from "../../../platform/envelope";
import { jsonBody, jsonResponse, pathId, queryBoolean } from "../../../platform/openapi";
import { IdParam, listAnswer, locErrors, locIdempotency, scopeOf } from "../context";
import { projectOf } from "../projects";
import { check } from "./check";
import { pull } from "./pull";
import { createRelease, diffReleases, releaseDetail } from "./releases";
import {
	CheckReport,
	CreatedRelease,
	CreateRelease,
	Pull,
	Release,
	ReleaseDetail,
	ReleaseDiff,
	ReleasesQuery,
} from "./schemas";
import { listReleases } from "./store";
import { releaseView } from "./view";

const app = router();
const P = "/api/v1/projects";

app.openapi(
	createRoute({
		method: "post",
		path: `${P}/{id}/releases`,
		summary: "Build and freeze a release of one locale's catalogue",
		description:
			"Approved translations always ship; machine and needs_review values only from standard namespaces; the source locale ships its keys' source text. New content → 201 `unchanged: false`; the same content hash as the locale's latest release → 200 with that release, `unchanged: true` (racing identical POSTs make one release). A locale that is neither the source nor an enabled target → 422 VALIDATION_ERROR (param locale).",
		middleware: [locIdempotency()],
		request: { params: IdParam, ...jsonBody(CreateRelease) },
		responses: {
			201: jsonResponse(CreatedRelease, "A new release"),
			200: jsonResponse(CreatedRelease, "Unchanged: the locale's latest release"),
			...locErrors([422, "VALIDATION_ERROR"]),
		},
	}),
	async (c) => {
		const { id } = c.req.valid("param");
		const r = await createRelease(c.env, scopeOf(c), id, c.req.valid("json").locale, c.get("actor"));
		return ok(c, r.release, r.status);
	},
);

app.openapi(
	createRoute({
		method: "get",
		path: `${P}/{id}/releases`,
		summary: "A project's releases, newest first (without catalogues)",
		request: { params: IdParam, query: ReleasesQuery },
		responses: { 200: jsonResponse(z.array(Release), "Releases"), ...locErrors() },
	}),
	async (c) => {
		const s = scopeOf(c);
		const { id } = c.req.valid("param");
		const q = c.req.valid("query");
		await projectOf(c.env, s, id);
		const filter = `${id}:${q.locale ?? ""}`;
		const rows = await listReleases(c.env, s, id, { ...q, after: decodeCursor(q.cursor, filter) });
		return listAnswer(c, rows, q.limit, (page) => page.map(releaseView), filter);
	},
);

app.openapi(
	createRoute({
		method: "get",
		path: `${P}/releases/{releaseId}`,
		summary: "A release with its frozen catalogue",
		request: { params: pathId("releaseId") },
		responses: { 200: jsonResponse(ReleaseDetail, "The release"), ...locErrors() },
	}),
	async (c) => ok(c, await releaseDetail(c.env, scopeOf(c), c.req.valid("param").releaseId)),
);

app.openapi(
	createRoute({
		method: "get",
		path: `${P}/releases/{a}/diff/{b}`,
		summary: "What changed from release a to release b",
		description: "Both must be the caller's (else 404). Keys as namespace:name, sorted.",
		request: { params: pathId("a").merge(pathId("b")) },
		responses: { 200: jsonResponse(ReleaseDiff, "The difference"), ...locErrors() },
	}),
	async (c) => {
		const { a, b } = c.req.valid("param");
		return ok(c, await diffReleases(c.env, scopeOf(c), a, b));
	},
);

app.openapi(
	createRoute({
		method: "get",
		path: `${P}/{id}/pull`,
		summary:
			"Source catalogue, each enabled locale's latest release, fallbacks (drafts and a pseudo-locale on request)",
		description:
			"draft=true builds unreleased enabled locales now (releaseId null); pseudo=true adds en-XA generated from the source (accents, ~30 % padding and brackets on literal text only).",
		request: { params: IdParam, query: z.object({ draft: queryBoolean, pseudo: queryBoolean }) },
		responses: { 200: jsonResponse(Pull, "What to ship"), ...locErrors() },
	}),
	async (c) => ok(c, await pull(c.env, scopeOf(c), c.req.valid("param").id, c.req.valid("query"))),
);

app.openapi(
	createRoute({
		method: "get",
		path: `${P}/{id}/check`,
		summary: "Would the project ship cleanly? Errors and warnings per key and locale",
		description:
			"Errors: missing_key (nothing shippable in an enabled locale), placeholder_mismatch (a stored translation failing the gate against the current source). Warnings: length_overflow, glossary_violation, unreviewed.",
		request: { params: IdParam },
		responses: { 200: jsonResponse(CheckReport, "The report"), ...locErrors() },
	}),
	async (c) => ok(c, await check(c.env, scopeOf(c), c.req.valid("param").id)),
);

export default app;
