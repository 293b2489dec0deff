import { createRoute, z } from "@hono/zod-openapi";
import { router } from "../../../platform/app";
import { decodeCursor } from "../../../platform/cursor";
import { ok } from "../../../platform/envelope";
import { jsonBody, jsonResponse } from "../../../platform/openapi";
import { ListQuery } from "../access/schemas";
import { ctxOf, IdParam, listAnswer, notFound, posErrors, posIdempotency, scopeOf } from "../context";
import { CreateTaxRate, PatchTaxRate, TaxRate } from "./schemas";
import { getTaxRate, listTaxRates } from "./store";
import { createTaxRate, deleteTaxRate, taxRateView, updateTaxRate } from "./write-tax-rate";

// Named tax rates (issue 43): a product's taxCategory is standard, exempt or one of these ids.

const app = router();
const P = "/api/v1/tax-rates";

app.openapi(
	createRoute({
		method: "get",
		path: P,
		summary: "Named tax rates, newest first",
		request: { query: ListQuery },
		responses: { 200: jsonResponse(z.array(TaxRate), "Tax rates; meta.cursor, meta.hasMore"), ...posErrors() },
	}),
	async (c) => {
		const q = c.req.valid("query");
		const rows = await listTaxRates(c.env, scopeOf(c), q.limit, decodeCursor(q.cursor));
		return listAnswer(c, rows, q.limit, (items) => items.map((r) => taxRateView(r, r.productsCount)));
	},
);

app.openapi(
	createRoute({
		method: "post",
		path: P,
		summary: "Create a named tax rate (409 CONFLICT when the name is taken)",
		middleware: [posIdempotency()],
		request: jsonBody(CreateTaxRate),
		responses: { 201: jsonResponse(TaxRate, "The tax rate"), ...posErrors([409, "CONFLICT"]) },
	}),
	async (c) => ok(c, await createTaxRate(ctxOf(c), scopeOf(c), c.req.valid("json")), 201),
);

app.openapi(
	createRoute({
		method: "get",
		path: `${P}/{id}`,
		summary: "Retrieve a tax rate",
		request: { params: IdParam },
		responses: { 200: jsonResponse(TaxRate, "The tax rate"), ...posErrors() },
	}),
	async (c) => {
		const r = await getTaxRate(c.env, scopeOf(c), c.req.valid("param").id);
		if (!r) throw notFound("tax rate");
		return ok(c, taxRateView(r, r.productsCount));
	},
);

app.openapi(
	createRoute({
		method: "patch",
		path: `${P}/{id}`,
		summary: "Rename a tax rate or change its rate (sales already rung keep theirs)",
		middleware: [posIdempotency()],
		request: { params: IdParam, ...jsonBody(PatchTaxRate) },
		responses: { 200: jsonResponse(TaxRate, "The tax rate"), ...posErrors([409, "CONFLICT"]) },
	}),
	async (c) => ok(c, await updateTaxRate(ctxOf(c), scopeOf(c), c.req.valid("param").id, c.req.valid("json"))),
);

app.openapi(
	createRoute({
		method: "delete",
		path: `${P}/{id}`,
		summary: "Delete a tax rate (409 CONFLICT while a product is taxed at it)",
		middleware: [posIdempotency()],
		request: { params: IdParam },
		responses: { 204: { description: "Deleted" }, ...posErrors([409, "CONFLICT"]) },
	}),
	async (c) => {
		await deleteTaxRate(ctxOf(c), scopeOf(c), c.req.valid("param").id);
		return c.body(null, 204);
	},
);

export default app;
