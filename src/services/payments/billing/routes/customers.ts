import { createRoute, z } from "@hono/zod-openapi";
import { router } from "../../../../platform/app";
import { decodeCursor, page } from "../../../../platform/cursor";
import { ok } from "../../../../platform/envelope";
import { errors, jsonBody, jsonResponse, limitParam } from "../../../../platform/openapi";
import { singleLine } from "../../../../platform/text";
import { requireScope } from "../../access/auth";
import { ctxOf } from "../../context";
import { createCustomer, updateCustomer } from "../customers";
import { type CustomerRow, customerView, getRow, listRows } from "../store";
import { billingScope, CursorQuery, idParam, Metadata, pageMeta, requiredKey } from "./common";

// Customers (cus_): who subscriptions bill. Email is stored trimmed and lowercased.

const EMAIL = "Where invoices and receipts go; stored trimmed and lower-cased; null if none";
const NAME = "The customer's name, at most 200 characters; null if none";
const PHONE = "A phone number (digits, spaces, + ( ) -), at most 32 characters; null if none";
const EXTERNAL_ID = "Your own id for this customer, at most 128 characters; null if none";

const Customer = z
	.object({
		id: z.string().openapi({ example: "cus_01JB4X6N0ZQ8K3C9W2T5V7R1MD" }),
		email: z.string().nullable().openapi({ description: EMAIL }),
		name: z.string().nullable().openapi({ description: NAME }),
		phone: z.string().nullable().openapi({ description: PHONE }),
		externalId: z.string().nullable().openapi({ description: "Your own id for this customer" }),
		metadata: z.record(z.string(), z.string()).nullable(),
		createdAt: z.string(),
		updatedAt: z.string(),
	})
	.openapi("Customer");

const email = singleLine(254, { trim: true, min: 0 })
	.toLowerCase()
	.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, "must be an email address");
const fields = {
	email: email.nullable().optional().openapi({ description: EMAIL }),
	name: singleLine(200, { trim: true }).nullable().optional().openapi({ description: NAME }),
	phone: singleLine(32, { trim: true, min: 0 })
		.regex(/^\+?[0-9 ()-]{4,}$/, "must be a phone number")
		.nullable()
		.optional()
		.openapi({ description: PHONE }),
	externalId: singleLine(128).nullable().optional().openapi({ description: EXTERNAL_ID }),
	metadata: Metadata.nullable().optional(),
};

const app = router();

app.openapi(
	createRoute({
		method: "post",
		path: "/v1/customers",
		summary: "Create a customer",
		description: "All fields optional. Idempotency-Key required. metadata: up to 50 string keys.",
		middleware: [requireScope("pay:customer:write"), requiredKey()] as const,
		request: { ...jsonBody(z.strictObject(fields).openapi("CreateCustomer")) },
		responses: {
			201: jsonResponse(Customer, "The customer"),
			...errors([403, "insufficient_scope"], [409, "idempotency_key_conflict"], [429, "rate_limited"]),
		},
	}),
	async (c) => ok(c, await createCustomer(ctxOf(c), billingScope(c), c.req.valid("json")), 201),
);

app.openapi(
	createRoute({
		method: "get",
		path: "/v1/customers",
		summary: "List customers, newest first",
		description: "Filter by exact email (case-insensitive). limit 1-100, default 20.",
		middleware: [requireScope("pay:customer:read")] as const,
		request: { query: z.object({ limit: limitParam(20), cursor: CursorQuery, email: z.string().max(254).optional() }) },
		responses: {
			200: jsonResponse(z.array(Customer), "Customers, with meta.page"),
			...errors([403, "insufficient_scope"], [429, "rate_limited"]),
		},
	}),
	async (c) => {
		const q = c.req.valid("query");
		const e = q.email?.trim().toLowerCase();
		const filterKey = JSON.stringify([e ?? null]);
		const rows = await listRows<CustomerRow>(c.env, billingScope(c), "customers", {
			where: [["email", e]],
			limit: q.limit,
			cursor: decodeCursor(q.cursor, filterKey),
		});
		const p = page(rows, q.limit, (r) => ({ t: r.created_at, id: r.id }), filterKey);
		return ok(c, p.items.map(customerView), 200, pageMeta(q.limit, p));
	},
);

app.openapi(
	createRoute({
		method: "get",
		path: "/v1/customers/{id}",
		summary: "Retrieve a customer",
		middleware: [requireScope("pay:customer:read")] as const,
		request: { params: idParam("cus_01JB4X6N0ZQ8K3C9W2T5V7R1MD") },
		responses: {
			200: jsonResponse(Customer, "The customer"),
			...errors([403, "insufficient_scope"], [429, "rate_limited"]),
		},
	}),
	async (c) =>
		ok(c, customerView(await getRow<CustomerRow>(c.env, billingScope(c), "customers", c.req.valid("param").id))),
);

app.openapi(
	createRoute({
		method: "patch",
		path: "/v1/customers/{id}",
		summary: "Update a customer",
		description: "Omitted fields are unchanged; null clears a field (metadata: null clears all).",
		middleware: [requireScope("pay:customer:write"), requiredKey()] as const,
		request: {
			params: idParam("cus_01JB4X6N0ZQ8K3C9W2T5V7R1MD"),
			...jsonBody(z.strictObject(fields).openapi("UpdateCustomer")),
		},
		responses: {
			200: jsonResponse(Customer, "The customer"),
			...errors([403, "insufficient_scope"], [409, "idempotency_key_conflict"], [429, "rate_limited"]),
		},
	}),
	async (c) => ok(c, await updateCustomer(ctxOf(c), billingScope(c), c.req.valid("param").id, c.req.valid("json"))),
);

export default app;
