import { createRoute, z } from "@hono/zod-openapi";
import { router } from "../../../../platform/app";
import { decodeCursor, page } from "../../../../platform/cursor";
import { ok } from "../../../../platform/envelope";
import { errors, jsonResponse, limitParam } from "../../../../platform/openapi";
import { requireScope } from "../../access/auth";
import { ctxOf, scopeOf } from "../../context";
import { clientInvoiceView } from "../invoice-link";
import { payInvoice } from "../pay-invoice";
import { POST_INVOICES_ID_PAY_DOC, POST_INVOICES_ID_VOID_DOC } from "../schemas";
import { getRow, type InvoiceRow, listRows } from "../store";
import { voidInvoice } from "../void-invoice";
import { billingScope, CursorQuery, idParam, pageMeta, requiredKey } from "./common";

// Invoices (inv_): issued by subscriptions (create, each cycle, upgrades). status draft (unused:
// invoices are finalised when issued), open, paid, void, uncollectible. open → paid | void |
// uncollectible (dunning exhausted); uncollectible → void; paid and void are final.

const Line = z.object({
	kind: z
		.enum(["subscription", "proration"])
		.openapi({ description: "subscription: a period's price; proration: an upgrade's prorated difference" }),
	description: z.string().openapi({ description: "What the line bills, as shown on the invoice" }),
	priceId: z.string().nullable().openapi({ description: "The price billed; null if none" }),
	quantity: z.number().int().openapi({ description: "Units billed (1 for a subscription)" }),
	amount: z.number().int().openapi({ description: "The line's amount, in minor units" }),
	periodStart: z.string().openapi({ description: "Start of the period the line covers" }),
	periodEnd: z.string().openapi({ description: "End of that period" }),
});

const Invoice = z
	.object({
		id: z.string().openapi({ example: "inv_01JB4X6N0ZQ8K3C9W2T5V7R1MD" }),
		customerId: z.string().openapi({ description: "The customer billed" }),
		subscriptionId: z.string().nullable().openapi({ description: "The subscription it bills; null if none" }),
		status: z.enum(["draft", "open", "paid", "void", "uncollectible"]).openapi({
			description:
				"open (issued, unpaid), paid, void (no further charges) or uncollectible (dunning ran out); draft is never used",
		}),
		billingReason: z.enum(["subscription_create", "subscription_cycle", "subscription_update"]).openapi({
			description: "Why it was issued: the first period, a renewal, or an upgrade's proration",
		}),
		number: z
			.string()
			.openapi({ description: "Sequential number per workspace and mode, for people", example: "INV-000001" }),
		currency: z.string(),
		lines: z.array(Line).openapi({ description: "What it bills" }),
		subtotal: z.number().int().openapi({ description: "Sum of the lines, in minor units" }),
		discount: z.number().int().openapi({ description: "Coupon or initial discount taken off, in minor units" }),
		total: z.number().int().openapi({ description: "subtotal − discount; 0 is paid at once without a charge" }),
		amountDue: z.number().int().openapi({ description: "What is still to be paid, in minor units" }),
		amountPaid: z.number().int().openapi({ description: "What was paid, in minor units" }),
		collectionMethod: z
			.string()
			.openapi({ description: "charge_automatically (charged to a token) or send_invoice (paid on its hosted page)" }),
		attemptCount: z.number().int().openapi({ description: "Charge attempts made so far" }),
		nextPaymentAttemptAt: z
			.string()
			.nullable()
			.openapi({ description: "When dunning retries the charge next; null if none is planned" }),
		lastPaymentError: z
			.object({
				code: z.string().openapi({ description: "The provider's or Pasar's decline code" }),
				hardDecline: z.boolean().openapi({ description: "A hard decline is never retried" }),
			})
			.nullable()
			.openapi({ description: "Why the last charge failed; null if none did" }),
		dueDate: z.string().nullable().openapi({ description: "send_invoice only: issuedAt + 30 days" }),
		periodStart: z.string().openapi({ description: "Start of the billed period" }),
		periodEnd: z.string().openapi({ description: "End of the billed period" }),
		issuedAt: z.string().nullable().openapi({ description: "When it was issued (finalised)" }),
		paidAt: z.string().nullable().openapi({ description: "When it was paid; null unless paid" }),
		voidedAt: z.string().nullable().openapi({ description: "When it was voided; null unless void" }),
		paymentId: z.string().nullable().openapi({ description: "The pay_ payment that paid it" }),
		hostedInvoiceUrl: z.string().nullable().openapi({
			description:
				"send_invoice only: the hosted invoice page, <origin><base>/invoices/<id>/pay?t=<token>&w=<workspace> (absolute, built from this request; the token is an HMAC over the invoice and workspace, which w names). Webhook payloads carry the path without origin or token.",
		}),
		createdAt: z.string(),
		updatedAt: z.string(),
	})
	.openapi("Invoice");

const InvId = idParam("inv_01JB4X6N0ZQ8K3C9W2T5V7R1MD");
const app = router();

app.openapi(
	createRoute({
		method: "get",
		path: "/v1/invoices",
		summary: "List invoices, newest first",
		middleware: [requireScope("pay:invoice:read")] as const,
		request: {
			query: z.object({
				limit: limitParam(20),
				cursor: CursorQuery,
				subscriptionId: z.string().max(64).optional(),
				customerId: z.string().max(64).optional(),
				status: z.enum(["draft", "open", "paid", "void", "uncollectible"]).optional(),
			}),
		},
		responses: {
			200: jsonResponse(z.array(Invoice), "Invoices, with meta.page"),
			...errors([403, "insufficient_scope"], [429, "rate_limited"]),
		},
	}),
	async (c) => {
		const q = c.req.valid("query");
		const filterKey = JSON.stringify([q.subscriptionId ?? null, q.customerId ?? null, q.status ?? null]);
		const rows = await listRows<InvoiceRow>(c.env, billingScope(c), "invoices", {
			where: [
				["subscription_id", q.subscriptionId],
				["customer_id", q.customerId],
				["status", q.status],
			],
			limit: q.limit,
			cursor: decodeCursor(q.cursor, filterKey),
		});
		const p = page(rows, q.limit, (r) => ({ t: r.created_at, id: r.id }), filterKey);
		const s = billingScope(c);
		return ok(c, await Promise.all(p.items.map((r) => clientInvoiceView(c, s, r))), 200, pageMeta(q.limit, p));
	},
);

app.openapi(
	createRoute({
		method: "get",
		path: "/v1/invoices/{id}",
		summary: "Retrieve an invoice",
		middleware: [requireScope("pay:invoice:read")] as const,
		request: { params: InvId },
		responses: {
			200: jsonResponse(Invoice, "The invoice"),
			...errors([403, "insufficient_scope"], [429, "rate_limited"]),
		},
	}),
	async (c) => {
		const s = billingScope(c);
		return ok(
			c,
			await clientInvoiceView(c, s, await getRow<InvoiceRow>(c.env, s, "invoices", c.req.valid("param").id)),
		);
	},
);

export const PayBody = z
	.strictObject({
		paymentTokenId: z
			.string()
			.min(1)
			.max(64)
			.optional()
			.openapi({ description: "Default: the subscription's defaultPaymentTokenId" }),
		paidOutOfBand: z.literal(true).optional().openapi({
			description: "Record a payment made outside the service (bank transfer to you): no charge, no ledger entry",
		}),
	})
	.openapi("PayInvoice");

app.openapi(
	createRoute({
		method: "post",
		path: "/v1/invoices/{id}/pay",
		summary: "Retry the charge now",
		description: POST_INVOICES_ID_PAY_DOC,
		middleware: [requireScope("pay:invoice:write"), requiredKey()] as const,
		request: { params: InvId, body: { content: { "application/json": { schema: PayBody } }, required: false } },
		responses: {
			200: jsonResponse(Invoice, "The paid invoice"),
			...errors(
				[402, "payment_failed"],
				[403, "insufficient_scope"],
				[409, "conflict, idempotency_key_conflict"],
				[429, "rate_limited"],
			),
		},
	}),
	async (c) => {
		const s = scopeOf(c);
		const body = (c.req.valid("json") as z.infer<typeof PayBody> | undefined) ?? {};
		return ok(c, await clientInvoiceView(c, s, await payInvoice(ctxOf(c), s, c.req.valid("param").id, body)));
	},
);

app.openapi(
	createRoute({
		method: "post",
		path: "/v1/invoices/{id}/void",
		summary: "Void an invoice",
		description: POST_INVOICES_ID_VOID_DOC,
		middleware: [requireScope("pay:invoice:write"), requiredKey()] as const,
		request: { params: InvId },
		responses: {
			200: jsonResponse(Invoice, "The void invoice"),
			...errors([403, "insufficient_scope"], [409, "conflict, idempotency_key_conflict"], [429, "rate_limited"]),
		},
	}),
	async (c) => {
		const s = billingScope(c);
		return ok(c, await clientInvoiceView(c, s, await voidInvoice(ctxOf(c), s, c.req.valid("param").id)));
	},
);

export default app;
