import { createRoute, z } from "@hono/zod-openapi";
import { router } from "../../../platform/app";
import { decodeCursor } from "../../../platform/cursor";
import { ok } from "../../../platform/envelope";
import { jsonBody, jsonResponse } from "../../../platform/openapi";
import { ListQuery } from "../access/schemas";
import { ctxOf, IdParam, listAnswer, notFound, posErrors, posIdempotency, scopeOf } from "../context";
import { CreateOutlet, Outlet, PatchOutlet } from "./schemas";
import { getOutlet, listOutlets } from "./store";
import { outletView } from "./view";
import { createOutlet, updateOutlet } from "./write-outlet";

const app = router();
const P = "/api/v1/outlets";

app.openapi(
	createRoute({
		method: "get",
		path: P,
		summary: "Outlets, newest first",
		request: { query: ListQuery },
		responses: { 200: jsonResponse(z.array(Outlet), "Outlets; meta.cursor, meta.hasMore"), ...posErrors() },
	}),
	async (c) => {
		const q = c.req.valid("query");
		const rows = await listOutlets(c.env, scopeOf(c), q.limit, decodeCursor(q.cursor));
		return listAnswer(c, rows, q.limit, (items) => items.map(outletView));
	},
);

app.openapi(
	createRoute({
		method: "post",
		path: P,
		summary: "Create an outlet (timezone default Asia/Jakarta, taxRateBps default 0)",
		middleware: [posIdempotency()],
		request: jsonBody(CreateOutlet),
		responses: { 201: jsonResponse(Outlet, "The outlet"), ...posErrors([403, "LIMIT_REACHED"]) },
	}),
	async (c) => ok(c, await createOutlet(ctxOf(c), scopeOf(c), c.req.valid("json")), 201),
);

app.openapi(
	createRoute({
		method: "get",
		path: `${P}/{id}`,
		summary: "Retrieve an outlet",
		request: { params: IdParam },
		responses: { 200: jsonResponse(Outlet, "The outlet"), ...posErrors() },
	}),
	async (c) => {
		const row = await getOutlet(c.env, scopeOf(c), c.req.valid("param").id);
		if (!row) throw notFound("outlet");
		return ok(c, outletView(row));
	},
);

app.openapi(
	createRoute({
		method: "patch",
		path: `${P}/{id}`,
		summary: "Update an outlet (isActive true reactivates, within the plan's limit)",
		middleware: [posIdempotency()],
		request: { params: IdParam, ...jsonBody(PatchOutlet) },
		responses: { 200: jsonResponse(Outlet, "The outlet"), ...posErrors([403, "LIMIT_REACHED"]) },
	}),
	async (c) => ok(c, await updateOutlet(ctxOf(c), scopeOf(c), c.req.valid("param").id, c.req.valid("json"))),
);

app.openapi(
	createRoute({
		method: "delete",
		path: `${P}/{id}`,
		summary: "Deactivate an outlet (isActive false)",
		middleware: [posIdempotency()],
		request: { params: IdParam },
		responses: { 200: jsonResponse(Outlet, "The outlet, inactive"), ...posErrors() },
	}),
	async (c) => ok(c, await updateOutlet(ctxOf(c), scopeOf(c), c.req.valid("param").id, { isActive: false })),
);

export default app;
