import { createRoute, z } from "@hono/zod-openapi";
import { router } from "../../../../platform/app";
import { decodeCursor, page } from "../../../../platform/cursor";
import { ok } from "../../../../platform/envelope";
import { errors, jsonBody, jsonResponse, limitParam } from "../../../../platform/openapi";
import { requireScope } from "../../access/auth";
import { MAX_AMOUNT } from "../../ledger/domain/money";
import { createRefund } from "../../charges/refunds";
import { REFUND_REASONS } from "../domain";
import { getIn, listIn, type PaymentRow, paymentView, type RefundRow, refundView } from "../store";
import { billingScope, CursorQuery, idParam, pageMeta, requiredKey } from "../../billing/routes/common";
import { POST_REFUNDS_DOC } from "../schemas";

// Payments (pay_: every charge, from checkout sessions and subscription invoices alike) and refunds (re_).

const PAYMENT_STATUSES = ["pending", "succeeded", "failed", "canceled"] as const;

const Payment = z
	.object({
		id: z.string().openapi({ example: "pay_01JB4X6N0ZQ8K3C9W2T5V7R1MD" }),
		object: z.literal("payment"),
		sessionId: z.string().nullable(),
		invoiceId: z.string().nullable(),
		customerId: z.string().nullable(),
		amount: z.number().int(),
		currency: z.string(),
		method: z.string(),
		adapter: z.string().openapi({
			description: "managed, gateway_a, gateway_b, gateway_c, manual (invoice charges: the provider name)",
		}),
		status: z.enum(PAYMENT_STATUSES),
		providerReference: z.string().nullable(),
		fee: z.number().int(),
		net: z.number().int(),
		failureCode: z.string().nullable(),
		refundedAmount: z.number().int(),
		ledgerTransactionId: z.string().nullable().openapi({
			description: "The settlement (payment credit + fee debit); null until settled and for offline transfers",
		}),
		createdAt: z.string(),
		updatedAt: z.string(),
	})
	.openapi("Payment");

const Refund = z
	.object({
		id: z.string().openapi({ example: "re_01JB4X6N0ZQ8K3C9W2T5V7R1MD" }),
		object: z.literal("refund"),
		paymentId: z.string(),
		amount: z.number().int(),
		currency: z.string(),
		reason: z.enum(REFUND_REASONS),
		status: z.enum(["pending", "succeeded", "failed"]),
		failureReason: z.string().nullable(),
		providerReference: z.string().nullable(),
		ledgerTransactionId: z.string().nullable(),
		createdAt: z.string(),
		updatedAt: z.string(),
	})
	.openapi("Refund");

const RefundBody = z
	.strictObject({
		paymentId: z.string().min(1).max(64),
		// Zero and negative amounts are amount_exceeds_refundable (refundAmount), so only the ceiling is checked here.
		amount: z.number().int().max(MAX_AMOUNT).optional().openapi({ description: "Default: everything left to refund" }),
		reason: z.enum(REFUND_REASONS),
		testOutcome: z
			.enum(["succeed", "fail"])
			.optional()
			.openapi({ description: "Test mode only: fail makes the simulated provider decline" }),
	})
	.openapi("CreateRefund");

const app = router();

app.openapi(
	createRoute({
		method: "get",
		path: "/v1/payments",
		summary: "List payments, newest first",
		middleware: [requireScope("pay:payment:read")] as const,
		request: {
			query: z.object({
				limit: limitParam(20),
				cursor: CursorQuery,
				status: z.enum(PAYMENT_STATUSES).optional(),
				sessionId: z.string().max(64).optional(),
				invoiceId: z.string().max(64).optional(),
				customerId: z.string().max(64).optional(),
			}),
		},
		responses: {
			200: jsonResponse(z.array(Payment), "Payments, with meta.page"),
			...errors([403, "insufficient_scope"]),
		},
	}),
	async (c) => {
		const q = c.req.valid("query");
		const filterKey = JSON.stringify([
			q.status ?? null,
			q.sessionId ?? null,
			q.invoiceId ?? null,
			q.customerId ?? null,
		]);
		const rows = await listIn<PaymentRow>(
			c.env,
			billingScope(c),
			"payments",
			[
				["status", q.status],
				["session_id", q.sessionId],
				["invoice_id", q.invoiceId],
				["customer_id", q.customerId],
			],
			q.limit,
			decodeCursor(q.cursor, filterKey),
		);
		const p = page(rows, q.limit, (r) => ({ t: r.created_at, id: r.id }), filterKey);
		return ok(c, p.items.map(paymentView), 200, pageMeta(q.limit, p));
	},
);

app.openapi(
	createRoute({
		method: "get",
		path: "/v1/payments/{id}",
		summary: "Retrieve a payment",
		middleware: [requireScope("pay:payment:read")] as const,
		request: { params: idParam("pay_01JB4X6N0ZQ8K3C9W2T5V7R1MD") },
		responses: { 200: jsonResponse(Payment, "The payment"), ...errors([403, "insufficient_scope"]) },
	}),
	async (c) => ok(c, paymentView(await getIn<PaymentRow>(c.env, billingScope(c), "payments", c.req.valid("param").id))),
);

app.openapi(
	createRoute({
		method: "post",
		path: "/v1/refunds",
		summary: "Refund a succeeded payment",
		description: POST_REFUNDS_DOC,
		middleware: [requireScope("pay:refund:write"), requiredKey()] as const,
		request: jsonBody(RefundBody),
		responses: {
			201: jsonResponse(Refund, "The refund"),
			...errors(
				[400, "validation_error, amount_exceeds_refundable, idempotency_required"],
				[403, "insufficient_scope"],
				[409, "insufficient_balance, payment_not_refundable, idempotency_key_conflict"],
			),
		},
	}),
	async (c) => {
		const b = c.req.valid("json");
		return ok(c, refundView(await createRefund(c.env, c.executionCtx, billingScope(c), b)), 201);
	},
);

app.openapi(
	createRoute({
		method: "get",
		path: "/v1/refunds",
		summary: "List refunds, newest first",
		middleware: [requireScope("pay:refund:read")] as const,
		request: {
			query: z.object({
				limit: limitParam(20),
				cursor: CursorQuery,
				paymentId: z.string().max(64).optional(),
				status: z.enum(["pending", "succeeded", "failed"]).optional(),
			}),
		},
		responses: {
			200: jsonResponse(z.array(Refund), "Refunds, with meta.page"),
			...errors([403, "insufficient_scope"]),
		},
	}),
	async (c) => {
		const q = c.req.valid("query");
		const filterKey = JSON.stringify([q.paymentId ?? null, q.status ?? null]);
		const rows = await listIn<RefundRow>(
			c.env,
			billingScope(c),
			"refunds",
			[
				["payment_id", q.paymentId],
				["status", q.status],
			],
			q.limit,
			decodeCursor(q.cursor, filterKey),
		);
		const p = page(rows, q.limit, (r) => ({ t: r.created_at, id: r.id }), filterKey);
		return ok(c, p.items.map(refundView), 200, pageMeta(q.limit, p));
	},
);

app.openapi(
	createRoute({
		method: "get",
		path: "/v1/refunds/{id}",
		summary: "Retrieve a refund",
		middleware: [requireScope("pay:refund:read")] as const,
		request: { params: idParam("re_01JB4X6N0ZQ8K3C9W2T5V7R1MD") },
		responses: { 200: jsonResponse(Refund, "The refund"), ...errors([403, "insufficient_scope"]) },
	}),
	async (c) => ok(c, refundView(await getIn<RefundRow>(c.env, billingScope(c), "refunds", c.req.valid("param").id))),
);

export default app;
