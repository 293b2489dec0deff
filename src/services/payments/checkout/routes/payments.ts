import { createRoute, z } from "@hono/zod-openapi";
import { router } from "../../../../platform/app";
import { sha256Hex } from "../../../../platform/crypto";
import { decodeCursor, page } from "../../../../platform/cursor";
import { ok } from "../../../../platform/envelope";
import { queryOf, withQuery } from "../../../../platform/idempotency";
import { errors, jsonBody, jsonResponse, limitParam } from "../../../../platform/openapi";
import { requireScope } from "../../access/auth";
import { billingScope, CursorQuery, idParam, pageMeta, requiredKey } from "../../billing/routes/common";
import { createRefund } from "../../charges/refunds";
import { MAX_AMOUNT } from "../../ledger/domain/money";
import { REFUND_REASONS } from "../domain";
import { POST_REFUNDS_DOC } from "../schemas";
import { getIn, listIn, type PaymentRow, paymentView, type RefundRow, refundView } from "../store";

// Payments (pay_: every charge, from checkout sessions and subscription invoices alike) and refunds (re_).

const PAYMENT_STATUSES = ["pending", "succeeded", "failed", "canceled"] as const;
const PROVIDER_REF = "The provider's id for it; null if none";
const REASON = "Why: duplicate, fraudulent, requested_by_customer or other";

const Payment = z
	.object({
		id: z.string().openapi({ example: "pay_01JB4X6N0ZQ8K3C9W2T5V7R1MD" }),
		object: z.literal("payment"),
		sessionId: z.string().nullable().openapi({ description: "The checkout session it pays; null for invoice charges" }),
		invoiceId: z.string().nullable().openapi({ description: "The invoice it pays; null for plain checkouts" }),
		customerId: z.string().nullable().openapi({ description: "The paying customer; null if none" }),
		amount: z.number().int().openapi({ description: "The amount charged, in minor units" }),
		currency: z.string(),
		method: z.string().openapi({ description: "The payment method (qris, virtual_account, ewallet, card, …)" }),
		adapter: z.string().openapi({
			description: "managed, gateway_a, gateway_b, gateway_c, manual (invoice charges: the provider name)",
		}),
		status: z
			.enum(PAYMENT_STATUSES)
			.openapi({ description: "pending, then succeeded or failed; canceled when its session ended first" }),
		providerReference: z.string().nullable().openapi({ description: PROVIDER_REF }),
		fee: z.number().int().openapi({ description: "Pasar's fee for the method, in minor units" }),
		net: z.number().int().openapi({ description: "amount − fee: what reaches the balance" }),
		failureCode: z.string().nullable().openapi({ description: "The decline code when it failed; null otherwise" }),
		refundedAmount: z.number().int().openapi({ description: "Refunded so far, in minor units" }),
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
		paymentId: z.string().openapi({ description: "The payment refunded" }),
		amount: z.number().int().openapi({ description: "The amount refunded, in minor units" }),
		currency: z.string(),
		reason: z.enum(REFUND_REASONS).openapi({ description: REASON }),
		status: z
			.enum(["pending", "succeeded", "failed"])
			.openapi({ description: "pending at the provider, then succeeded or failed (the debit is given back)" }),
		failureReason: z.string().nullable().openapi({ description: "Why the provider failed it; null otherwise" }),
		providerReference: z.string().nullable().openapi({ description: PROVIDER_REF }),
		ledgerTransactionId: z
			.string()
			.nullable()
			.openapi({ description: "The refund's ledger transaction (ltx_…); null before" }),
		createdAt: z.string(),
		updatedAt: z.string(),
	})
	.openapi("Refund");

const RefundBody = z
	.strictObject({
		paymentId: z.string().min(1).max(64).openapi({ description: "A succeeded payment of this workspace" }),
		// Zero and negative amounts are amount_exceeds_refundable (refundAmount), so only the ceiling is checked here.
		amount: z.number().int().max(MAX_AMOUNT).optional().openapi({ description: "Default: everything left to refund" }),
		reason: z.enum(REFUND_REASONS).openapi({ description: REASON }),
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
		// The key and the body's hash are kept on the refund: a retry whose answer was lost finishes that refund.
		const key = {
			key: c.req.header("Idempotency-Key") ?? "",
			hash: await withQuery(await sha256Hex(new Uint8Array(await c.req.arrayBuffer())), queryOf(c.req.url)),
		};
		return ok(c, refundView(await createRefund(c.env, c.executionCtx, billingScope(c), b, key)), 201);
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
