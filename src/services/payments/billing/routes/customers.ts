import { createRoute, z } from "@hono/zod-openapi";
import { router } from "../../../../platform/app";
import { decodeCursor, page } from "../../../../platform/cursor";
import { ok } from "../../../../platform/envelope";
import { newId } from "../../../../platform/ids";
import { errors, jsonBody, jsonResponse, limitParam } from "../../../../platform/openapi";
import { singleLine } from "../../../../platform/text";
import { requireScope } from "../../access/auth";
import { type CustomerRow, customerView, getRow, listRows } from "../store";
import { billingScope, CursorQuery, idParam, Metadata, metadataText, nowOf, pageMeta, requiredKey } from "./common";

// Customers (cus_): who subscriptions bill. Email is stored trimmed and lowercased.

const Customer = z
	.object({
		id: z.string().openapi({ example: "cus_01JB4X6N0ZQ8K3C9W2T5V7R1MD" }),
		email: z.string().nullable(),
		name: z.string().nullable(),
		phone: z.string().nullable(),
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
	email: email.nullable().optional(),
	name: singleLine(200, { trim: true }).nullable().optional(),
	phone: singleLine(32, { trim: true, min: 0 })
		.regex(/^\+?[0-9 ()-]{4,}$/, "must be a phone number")
		.nullable()
		.optional(),
	externalId: singleLine(128).nullable().optional(),
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
			...errors([403, "insufficient_scope"], [409, "idempotency_key_conflict"], [429, "Rate limited"]),
		},
	}),
	async (c) => {
		const b = c.req.valid("json");
		const s = billingScope(c);
		const now = await nowOf(c);
		const row: CustomerRow = {
			id: newId("cus_", now),
			email: b.email ?? null,
			name: b.name ?? null,
			phone: b.phone ?? null,
			external_id: b.externalId ?? null,
			metadata: metadataText(b.metadata),
			created_at: now,
			updated_at: now,
		};
		await c.env.DB_PAY.prepare(
			"INSERT INTO customers (id, account_id, environment, email, name, phone, external_id, metadata, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
		)
			.bind(
				row.id,
				s.workspaceId,
				s.environment,
				row.email,
				row.name,
				row.phone,
				row.external_id,
				row.metadata,
				now,
				now,
			)
			.run();
		return ok(c, customerView(row), 201);
	},
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
			...errors([403, "insufficient_scope"], [429, "Rate limited"]),
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
			...errors([403, "insufficient_scope"], [429, "Rate limited"]),
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
			...errors([403, "insufficient_scope"], [409, "idempotency_key_conflict"], [429, "Rate limited"]),
		},
	}),
	async (c) => {
		const s = billingScope(c);
		const b = c.req.valid("json");
		const cur = await getRow<CustomerRow>(c.env, s, "customers", c.req.valid("param").id);
		const now = await nowOf(c);
		const next: CustomerRow = {
			...cur,
			email: b.email !== undefined ? b.email : cur.email,
			name: b.name !== undefined ? b.name : cur.name,
			phone: b.phone !== undefined ? b.phone : cur.phone,
			external_id: b.externalId !== undefined ? b.externalId : cur.external_id,
			metadata: b.metadata !== undefined ? metadataText(b.metadata) : cur.metadata,
			updated_at: now,
		};
		await c.env.DB_PAY.prepare(
			"UPDATE customers SET email = ?, name = ?, phone = ?, external_id = ?, metadata = ?, updated_at = ? WHERE id = ? AND account_id = ? AND environment = ?",
		)
			.bind(
				next.email,
				next.name,
				next.phone,
				next.external_id,
				next.metadata,
				now,
				cur.id,
				s.workspaceId,
				s.environment,
			)
			.run();
		return ok(c, customerView(next));
	},
);

export default app;
