import { createRoute, z } from "@hono/zod-openapi";
import { router } from "../../../platform/app";
import { decodeCursor } from "../../../platform/cursor";
import { ok } from "../../../platform/envelope";
import { jsonBody, jsonResponse } from "../../../platform/openapi";
import { IdParam, listAnswer, locErrors, locIdempotency, scopeOf } from "../context";
import { projectOf } from "../projects";
import { createTerm, removeTerm, termView } from "./glossary";
import { CreateTerm, ListTerms, Term } from "./schemas";
import { listTerms } from "./store";

const app = router();
const P = "/api/v1/glossary";

app.openapi(
	createRoute({
		method: "post",
		path: P,
		summary: "Add a glossary term, account-wide (projectId null) or for one project",
		description:
			"translation null: do not translate. The same term in any case for the same project (or account-wide) and locale → 409 CONFLICT; another account's project → 404.",
		middleware: [locIdempotency()],
		request: jsonBody(CreateTerm),
		responses: { 201: jsonResponse(Term, "The term"), ...locErrors([409, "CONFLICT"]) },
	}),
	async (c) => ok(c, await createTerm(c.env, scopeOf(c), c.req.valid("json")), 201),
);

app.openapi(
	createRoute({
		method: "get",
		path: P,
		summary: "Glossary terms, newest first: a project's plus the account-wide ones, or the account-wide ones alone",
		request: { query: ListTerms },
		responses: { 200: jsonResponse(z.array(Term), "Terms"), ...locErrors() },
	}),
	async (c) => {
		const s = scopeOf(c);
		const q = c.req.valid("query");
		const projectId = q.projectId ?? null;
		if (projectId) await projectOf(c.env, s, projectId);
		const rows = await listTerms(c.env, s, projectId, {
			limit: q.limit,
			after: decodeCursor(q.cursor, projectId ?? ""),
		});
		return listAnswer(c, rows, q.limit, (page) => page.map(termView), projectId ?? "");
	},
);

app.openapi(
	createRoute({
		method: "delete",
		path: `${P}/{id}`,
		summary: "Delete a glossary term",
		middleware: [locIdempotency()],
		request: { params: IdParam },
		responses: { 200: jsonResponse(z.object({ id: z.string(), deleted: z.literal(true) }), "Deleted"), ...locErrors() },
	}),
	async (c) => ok(c, await removeTerm(c.env, scopeOf(c), c.req.valid("param").id)),
);

export default app;
