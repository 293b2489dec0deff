import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { router } from "../../../../platform/app";
import type { AppEnv } from "../../../../platform/context";
import { decodeCursor, page } from "../../../../platform/cursor";
import { ok } from "../../../../platform/envelope";
import { errors, jsonBody, jsonResponse, limitParam } from "../../../../platform/openapi";
import { redirectUrl } from "../../../../platform/redirect-url";
import { singleLine } from "../../../../platform/text";
import { requireScope } from "../../access/auth";
import { billingScope, CursorQuery, idParam, Metadata, pageMeta, requiredKey } from "../../billing/routes/common";
import { ctxOf, scopeOf } from "../../context";
import { Money } from "../../ledger/money";
import {
	CHECKOUT_CURRENCIES,
	CHECKOUT_METHODS,
	EXPIRES_DEFAULT_SEC,
	EXPIRES_MAX_SEC,
	EXPIRES_MIN_SEC,
	LINE_NAME_MAX,
	LINE_QUANTITY_MAX,
	MAX_LINE_ITEMS,
	SESSION_STATUSES,
} from "../domain";
import { openCheckoutSession } from "../open-session";
import { POST_CHECKOUT_SESSIONS_DOC, POST_CHECKOUT_SESSIONS_ID_CONFIRM_DOC } from "../schemas";
import { cancelSession, confirmSession, loadSession } from "../sessions";
import { listIn, type SessionRow, sessionView } from "../store";

// Checkout sessions (cs_): spec 000 §1 "accepts payments"; shapes per issue 8 (docs/payments.md).

const LineItem = z.strictObject({
	name: singleLine(LINE_NAME_MAX).openapi({ description: `What is bought, shown on the page (1-${LINE_NAME_MAX})` }),
	quantity: z
		.number()
		.int()
		.min(1)
		.max(LINE_QUANTITY_MAX)
		.openapi({ description: `How many, 1-${LINE_QUANTITY_MAX}` }),
	unitAmount: Money.openapi({ description: "Price of one, in minor units" }),
});
const STATUS =
	"open → completed (paid), expired or canceled; pending_review when an offline method was chosen (the merchant confirms or cancels)";
const EMAIL = "The buyer's email when there is no customer";

export const CheckoutSession = z
	.object({
		id: z.string().openapi({ example: "cs_01JB4X6N0ZQ8K3C9W2T5V7R1MD" }),
		object: z.literal("checkout_session"),
		status: z.enum(SESSION_STATUSES).openapi({ description: STATUS }),
		customerId: z.string().nullable().openapi({ description: "The customer paying (cus_…); null if none" }),
		customerEmail: z
			.string()
			.nullable()
			.openapi({ description: `${EMAIL}; null otherwise` }),
		amount: z.number().int().openapi({ description: "The total to pay, in minor units" }),
		currency: z.enum(CHECKOUT_CURRENCIES),
		lineItems: z.array(LineItem).nullable().openapi({ description: "What is bought; null when only amount was sent" }),
		methods: z.array(z.enum(CHECKOUT_METHODS)).openapi({ description: "The payment methods the page offers" }),
		successUrl: z.string().openapi({ description: "Where the buyer goes after paying" }),
		cancelUrl: z.string().nullable().openapi({ description: "Where the page's cancel link goes; null: no link" }),
		hostedUrl: z
			.string()
			.openapi({ description: "The hosted checkout page to send the customer to: <base>/checkout/<id>?w=<workspace>" }),
		metadata: z.record(z.string(), z.string()),
		paymentId: z
			.string()
			.nullable()
			.openapi({ description: "The latest pay_ attempt (the one that paid once completed)" }),
		invoiceId: z.string().nullable().openapi({
			description: "Set when the hosted invoice page opened this session: its success pays that inv_ invoice",
		}),
		expiresAt: z.string().openapi({ description: "When an open session expires (pending_review never does)" }),
		completedAt: z.string().nullable().openapi({ description: "When it was paid (or confirmed); null otherwise" }),
		canceledAt: z.string().nullable().openapi({ description: "When it was canceled; null otherwise" }),
		expiredAt: z.string().nullable().openapi({ description: "When it expired; null otherwise" }),
		createdAt: z.string(),
		updatedAt: z.string(),
	})
	.openapi("CheckoutSession");

const CreateBody = z
	.strictObject({
		customerId: z.string().min(1).max(64).optional().openapi({ description: "cus_ of this workspace (404 otherwise)" }),
		customerEmail: z
			.email()
			.max(254)
			.optional()
			.openapi({ description: `${EMAIL} (not with customerId)` }),
		amount: z
			.number()
			.int()
			.optional()
			.openapi({ description: "Minor units; with lineItems it must equal their sum (400 amount_mismatch)" }),
		lineItems: z
			.array(LineItem)
			.min(1)
			.max(MAX_LINE_ITEMS)
			.optional()
			.openapi({ description: `1-${MAX_LINE_ITEMS} items; amount, when sent too, must equal their sum` }),
		currency: z.enum(CHECKOUT_CURRENCIES).openapi({ description: "USD only through the wallet network" }),
		methods: z
			.array(z.enum(CHECKOUT_METHODS))
			.min(1)
			.max(CHECKOUT_METHODS.length)
			.refine((a) => new Set(a).size === a.length, "methods must not repeat")
			.optional()
			.openapi({ description: "Default: every method routed in checkout settings that fits the currency" }),
		successUrl: redirectUrl().openapi({ description: "Where the buyer goes after paying (absolute https)" }),
		cancelUrl: redirectUrl().optional().openapi({ description: "Where the page's cancel link goes (absolute https)" }),
		expiresInSec: z
			.number()
			.int()
			.min(EXPIRES_MIN_SEC)
			.max(EXPIRES_MAX_SEC)
			.default(EXPIRES_DEFAULT_SEC)
			.openapi({
				description: `Seconds until an open session expires, ${EXPIRES_MIN_SEC}-${EXPIRES_MAX_SEC} (default ${EXPIRES_DEFAULT_SEC})`,
			}),
		metadata: Metadata.optional(),
	})
	.refine((b) => !(b.customerId && b.customerEmail), {
		path: ["customerEmail"],
		message: "send customerId or customerEmail, not both",
	})
	.openapi("CreateCheckoutSession");

const CsId = idParam("cs_01JB4X6N0ZQ8K3C9W2T5V7R1MD");

/** Absolute base of this service as the client reached it (origin plus any local /pay prefix). */
export const serviceBase = (c: Context<AppEnv>) => `${new URL(c.req.url).origin}${c.get("base") ?? ""}`;

const app = router();

app.openapi(
	createRoute({
		method: "post",
		path: "/v1/checkout-sessions",
		summary: "Create a checkout session",
		description: POST_CHECKOUT_SESSIONS_DOC,
		middleware: [requireScope("pay:checkout_session:write"), requiredKey()] as const,
		request: jsonBody(CreateBody),
		responses: {
			201: jsonResponse(CheckoutSession, "The open session"),
			...errors(
				[400, "validation_error, amount_mismatch, invalid_amount, method_not_available, idempotency_required"],
				[403, "insufficient_scope"],
				[409, "idempotency_key_conflict"],
			),
		},
	}),
	async (c) => ok(c, await openCheckoutSession(ctxOf(c), scopeOf(c), c.req.valid("json"), serviceBase(c)), 201),
);

app.openapi(
	createRoute({
		method: "get",
		path: "/v1/checkout-sessions",
		summary: "List checkout sessions, newest first",
		middleware: [requireScope("pay:checkout_session:read")] as const,
		request: {
			query: z.object({
				limit: limitParam(20),
				cursor: CursorQuery,
				status: z.enum(SESSION_STATUSES).optional(),
				customerId: z.string().max(64).optional(),
			}),
		},
		responses: {
			200: jsonResponse(z.array(CheckoutSession), "Sessions, with meta.page"),
			...errors([403, "insufficient_scope"]),
		},
	}),
	async (c) => {
		const q = c.req.valid("query");
		const filterKey = JSON.stringify([q.status ?? null, q.customerId ?? null]);
		const rows = await listIn<SessionRow>(
			c.env,
			billingScope(c),
			"checkout_sessions",
			[
				["status", q.status],
				["customer_id", q.customerId],
			],
			q.limit,
			decodeCursor(q.cursor, filterKey),
		);
		const p = page(rows, q.limit, (r) => ({ t: r.created_at, id: r.id }), filterKey);
		return ok(c, p.items.map(sessionView), 200, pageMeta(q.limit, p));
	},
);

app.openapi(
	createRoute({
		method: "get",
		path: "/v1/checkout-sessions/{id}",
		summary: "Retrieve a checkout session",
		middleware: [requireScope("pay:checkout_session:read")] as const,
		request: { params: CsId },
		responses: { 200: jsonResponse(CheckoutSession, "The session"), ...errors([403, "insufficient_scope"]) },
	}),
	async (c) => ok(c, sessionView(await loadSession(c.env, c.executionCtx, billingScope(c), c.req.valid("param").id))),
);

app.openapi(
	createRoute({
		method: "post",
		path: "/v1/checkout-sessions/{id}/cancel",
		summary: "Cancel an open or pending_review session",
		description:
			"A pending payment of the session is canceled with it. 409 invalid_transition otherwise. Idempotency-Key required.",
		middleware: [requireScope("pay:checkout_session:write"), requiredKey()] as const,
		request: { params: CsId },
		responses: {
			200: jsonResponse(CheckoutSession, "The canceled session"),
			...errors([403, "insufficient_scope"], [409, "invalid_transition, idempotency_key_conflict"]),
		},
	}),
	async (c) => ok(c, sessionView(await cancelSession(c.env, c.executionCtx, billingScope(c), c.req.valid("param").id))),
);

app.openapi(
	createRoute({
		method: "post",
		path: "/v1/checkout-sessions/{id}/confirm",
		summary: "Confirm the offline transfer of a pending_review session",
		description: POST_CHECKOUT_SESSIONS_ID_CONFIRM_DOC,
		middleware: [requireScope("pay:checkout_session:write"), requiredKey()] as const,
		request: { params: CsId },
		responses: {
			200: jsonResponse(CheckoutSession, "The completed session"),
			...errors([403, "insufficient_scope"], [409, "invalid_transition, idempotency_key_conflict"]),
		},
	}),
	async (c) =>
		ok(c, sessionView(await confirmSession(c.env, c.executionCtx, billingScope(c), c.req.valid("param").id))),
);

export default app;
