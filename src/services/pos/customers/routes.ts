import { createRoute, z } from "@hono/zod-openapi";
import { router } from "../../../platform/app";
import { decodeCursor } from "../../../platform/cursor";
import { ok } from "../../../platform/envelope";
import { jsonBody, jsonResponse } from "../../../platform/openapi";
import { ctxOf, IdParam, listAnswer, notFound, posErrors, posIdempotency, scopeOf } from "../context";
import { moveLoyalty } from "./loyalty";
import { Adjust, CreateCustomer, Customer, CustomerQuery, Loyalty, PatchCustomer, Redeem } from "./schemas";
import { deleteCustomer, getCustomer, listCustomers, recentEntries } from "./store";
import { customerView, entryView } from "./view";
import { createCustomer, updateCustomer } from "./write-customer";

const app = router();
const P = "/api/v1/customers";
const Balance = z
	.object({ balance: z.number().int().openapi({ description: "The customer's points after the move, never below 0" }) })
	.openapi("PosLoyaltyBalance", { description: "The balance a loyalty move left" });

app.openapi(
	createRoute({
		method: "get",
		path: P,
		summary: "Customers, newest first (q searches name, phone and email)",
		request: { query: CustomerQuery },
		responses: { 200: jsonResponse(z.array(Customer), "Customers"), ...posErrors() },
	}),
	async (c) => {
		const q = c.req.valid("query");
		const key = q.q ?? "";
		const rows = await listCustomers(c.env, scopeOf(c), q.limit, decodeCursor(q.cursor, key), q.q);
		return listAnswer(c, rows, q.limit, (items) => items.map(customerView), key);
	},
);

app.openapi(
	createRoute({
		method: "post",
		path: P,
		summary: "Create a customer",
		middleware: [posIdempotency()],
		request: jsonBody(CreateCustomer),
		responses: { 201: jsonResponse(Customer, "The customer"), ...posErrors() },
	}),
	async (c) => ok(c, await createCustomer(ctxOf(c), scopeOf(c), c.req.valid("json")), 201),
);

app.openapi(
	createRoute({
		method: "get",
		path: `${P}/{id}`,
		summary: "Retrieve a customer",
		request: { params: IdParam },
		responses: { 200: jsonResponse(Customer, "The customer"), ...posErrors() },
	}),
	async (c) => {
		const row = await getCustomer(c.env, scopeOf(c), c.req.valid("param").id);
		if (!row) throw notFound("customer");
		return ok(c, customerView(row));
	},
);

app.openapi(
	createRoute({
		method: "patch",
		path: `${P}/{id}`,
		summary: "Update a customer",
		middleware: [posIdempotency()],
		request: { params: IdParam, ...jsonBody(PatchCustomer) },
		responses: { 200: jsonResponse(Customer, "The customer"), ...posErrors() },
	}),
	async (c) => ok(c, await updateCustomer(ctxOf(c), scopeOf(c), c.req.valid("param").id, c.req.valid("json"))),
);

app.openapi(
	createRoute({
		method: "delete",
		path: `${P}/{id}`,
		summary: "Delete a customer and its loyalty history",
		middleware: [posIdempotency()],
		request: { params: IdParam },
		responses: { 204: { description: "Deleted" }, ...posErrors() },
	}),
	async (c) => {
		if (!(await deleteCustomer(c.env, scopeOf(c), c.req.valid("param").id))) throw notFound("customer");
		return c.body(null, 204);
	},
);

app.openapi(
	createRoute({
		method: "get",
		path: `${P}/{id}/loyalty`,
		summary: "Loyalty balance and the latest 50 entries",
		request: { params: IdParam },
		responses: { 200: jsonResponse(Loyalty, "Balance and entries"), ...posErrors() },
	}),
	async (c) => {
		const s = scopeOf(c);
		const id = c.req.valid("param").id;
		const [row, entries] = await Promise.all([getCustomer(c.env, s, id), recentEntries(c.env, s, id)]);
		if (!row) throw notFound("customer");
		return ok(c, { balance: row.loyaltyBalance, entries: entries.map(entryView) });
	},
);

app.openapi(
	createRoute({
		method: "post",
		path: `${P}/{id}/loyalty/adjust`,
		summary: "Add or take points (points ≠ 0); the balance never goes below 0",
		middleware: [posIdempotency()],
		request: { params: IdParam, ...jsonBody(Adjust) },
		responses: { 200: jsonResponse(Balance, "The new balance"), ...posErrors([409, "CONFLICT"]) },
	}),
	async (c) => {
		const b = c.req.valid("json");
		return ok(c, await moveLoyalty(ctxOf(c), scopeOf(c), c.req.valid("param").id, "adjust", b.points, b.reason));
	},
);

app.openapi(
	createRoute({
		method: "post",
		path: `${P}/{id}/loyalty/redeem`,
		summary: "Redeem points (points > 0); 409 CONFLICT beyond the balance",
		middleware: [posIdempotency()],
		request: { params: IdParam, ...jsonBody(Redeem) },
		responses: { 200: jsonResponse(Balance, "The new balance"), ...posErrors([409, "CONFLICT"]) },
	}),
	async (c) => {
		const b = c.req.valid("json");
		return ok(c, await moveLoyalty(ctxOf(c), scopeOf(c), c.req.valid("param").id, "redeem", -b.points, b.note ?? null));
	},
);

export default app;
