import { createRoute, z } from "@hono/zod-openapi";
import { router } from "../../../../platform/app";
import { decodeCursor, page } from "../../../../platform/cursor";
import { ok } from "../../../../platform/envelope";
import { errors, jsonBody, jsonResponse, limitParam } from "../../../../platform/openapi";
import { singleLine } from "../../../../platform/text";
import { requireScope } from "../../access/auth";
import { PAYMENT_METHODS } from "../../charges/domain/fees";
import { ctxOf, scopeOf } from "../../context";
import { createPaymentToken } from "../create-token";
import { detachToken } from "../detach-token";
import { DELETE_PAYMENT_TOKENS_ID_DOC, POST_PAYMENT_TOKENS_DOC } from "../schemas";
import { getRow, listRows, type TokenRow, tokenView } from "../store";
import { billingScope, CursorQuery, idParam, pageMeta, requiredKey } from "./common";

// Payment tokens (pt_): a customer's stored means of payment, charged by subscriptions with
// collectionMethod charge_automatically. The token holds no card number: a provider reference and
// a display label (brand/last4 for cards, accountLabel otherwise). Test mode (DESIGN §4): testOutcome
// decides what the simulated provider answers — succeed, decline (soft: dunning retries it) or
// decline_hard (never retried).

export const TEST_OUTCOMES = ["succeed", "decline", "decline_hard"] as const;

const CUSTOMER = "The customer (cus_…) the token belongs to";
const METHOD = "The means of payment the token charges";
const BRAND = "Cards: the card's brand (e.g. visa), at most 40 characters";
const LAST4 = "Cards: the last four digits of the card number";
const LABEL = "Other methods: a display label such as a masked account or wallet, at most 80 characters";
const PROVIDER_REF = "The provider's reference for the stored credential (a generated sim_tok_… when left out)";
const TEST_OUTCOME =
	"Test mode: what the simulated provider answers: succeed, decline (soft, dunning retries) or decline_hard (never retried)";

const PaymentToken = z
	.object({
		id: z.string().openapi({ example: "pt_01JB4X6N0ZQ8K3C9W2T5V7R1MD" }),
		customerId: z.string().openapi({ description: CUSTOMER }),
		method: z.enum(PAYMENT_METHODS).openapi({ description: METHOD }),
		brand: z
			.string()
			.nullable()
			.openapi({ description: `${BRAND}; null otherwise` }),
		last4: z
			.string()
			.nullable()
			.openapi({ description: `${LAST4}; null otherwise` }),
		expMonth: z
			.number()
			.int()
			.nullable()
			.openapi({ description: "A card's expiry month (1-12) when given; null otherwise" }),
		expYear: z.number().int().nullable().openapi({ description: "A card's expiry year when given; null otherwise" }),
		accountLabel: z
			.string()
			.nullable()
			.openapi({ description: `${LABEL}; null for cards` }),
		providerReference: z.string().openapi({ description: PROVIDER_REF }),
		testOutcome: z
			.enum(TEST_OUTCOMES)
			.nullable()
			.optional()
			.openapi({ description: "Test mode only (absent for live tokens)" }),
		status: z
			.enum(["active", "detached"])
			.openapi({ description: "active: can be charged; detached: no longer (DELETE)" }),
		detachedAt: z.string().nullable().openapi({ description: "When it was detached; null while active" }),
		createdAt: z.string(),
		updatedAt: z.string(),
	})
	.openapi("PaymentToken");

export const CreateToken = z
	.strictObject({
		customerId: z.string().min(1).max(64).openapi({ description: CUSTOMER }),
		method: z.enum(PAYMENT_METHODS).openapi({ description: METHOD }),
		brand: singleLine(40, { trim: true })
			.optional()
			.openapi({ description: `${BRAND}; required for cards` }),
		last4: z
			.string()
			.regex(/^[0-9]{4}$/, "must be 4 digits")
			.optional()
			.openapi({ description: `${LAST4}; required for cards` }),
		expMonth: z
			.number()
			.int()
			.min(1)
			.max(12)
			.optional()
			.openapi({ description: "A card's expiry month (1-12), shown in the customer portal; cards only" }),
		expYear: z
			.number()
			.int()
			.min(2000)
			.max(2099)
			.optional()
			.openapi({ description: "A card's expiry year (four digits), with expMonth; cards only" }),
		accountLabel: singleLine(80, { trim: true })
			.optional()
			.openapi({ description: `${LABEL}; required for them` }),
		providerReference: singleLine(255).optional().openapi({ description: PROVIDER_REF }),
		testOutcome: z
			.enum(TEST_OUTCOMES)
			.optional()
			.openapi({ description: `${TEST_OUTCOME}; default succeed, test keys only` }),
	})
	.superRefine((b, ctx) => {
		if (b.method === "card") {
			if (!b.brand) ctx.addIssue({ code: "custom", path: ["brand"], message: "is required for cards" });
			if (!b.last4) ctx.addIssue({ code: "custom", path: ["last4"], message: "is required for cards" });
			if (b.accountLabel) ctx.addIssue({ code: "custom", path: ["accountLabel"], message: "is for non-card methods" });
			if ((b.expMonth === undefined) !== (b.expYear === undefined))
				ctx.addIssue({ code: "custom", path: ["expYear"], message: "expMonth and expYear go together" });
		} else {
			if (!b.accountLabel)
				ctx.addIssue({ code: "custom", path: ["accountLabel"], message: `is required for ${b.method}` });
			if (b.expMonth !== undefined || b.expYear !== undefined)
				ctx.addIssue({
					code: "custom",
					path: [b.expMonth !== undefined ? "expMonth" : "expYear"],
					message: "is for cards",
				});
			if (b.brand || b.last4)
				ctx.addIssue({ code: "custom", path: [b.brand ? "brand" : "last4"], message: "is for cards" });
		}
	})
	.openapi("CreatePaymentToken");

const TokenId = idParam("pt_01JB4X6N0ZQ8K3C9W2T5V7R1MD");
const app = router();

app.openapi(
	createRoute({
		method: "post",
		path: "/v1/payment-tokens",
		summary: "Store a payment token for a customer",
		description: POST_PAYMENT_TOKENS_DOC,
		middleware: [requireScope("pay:payment_token:write"), requiredKey()] as const,
		request: { ...jsonBody(CreateToken) },
		responses: {
			201: jsonResponse(PaymentToken, "The token"),
			...errors([403, "insufficient_scope"], [409, "idempotency_key_conflict"], [429, "rate_limited"]),
		},
	}),
	async (c) => ok(c, await createPaymentToken(ctxOf(c), scopeOf(c), c.req.valid("json")), 201),
);

app.openapi(
	createRoute({
		method: "get",
		path: "/v1/payment-tokens",
		summary: "List payment tokens, newest first",
		description: "Filter by customerId; detached tokens are included (status detached).",
		middleware: [requireScope("pay:payment_token:read")] as const,
		request: {
			query: z.object({ limit: limitParam(20), cursor: CursorQuery, customerId: z.string().max(64).optional() }),
		},
		responses: {
			200: jsonResponse(z.array(PaymentToken), "Tokens, with meta.page"),
			...errors([403, "insufficient_scope"], [429, "rate_limited"]),
		},
	}),
	async (c) => {
		const q = c.req.valid("query");
		const s = billingScope(c);
		const filterKey = JSON.stringify([q.customerId ?? null]);
		const rows = await listRows<TokenRow>(c.env, s, "payment_tokens", {
			where: [["customer_id", q.customerId]],
			limit: q.limit,
			cursor: decodeCursor(q.cursor, filterKey),
		});
		const p = page(rows, q.limit, (r) => ({ t: r.created_at, id: r.id }), filterKey);
		return ok(
			c,
			p.items.map((r) => tokenView(r, s.environment)),
			200,
			pageMeta(q.limit, p),
		);
	},
);

app.openapi(
	createRoute({
		method: "get",
		path: "/v1/payment-tokens/{id}",
		summary: "Retrieve a payment token",
		middleware: [requireScope("pay:payment_token:read")] as const,
		request: { params: TokenId },
		responses: {
			200: jsonResponse(PaymentToken, "The token"),
			...errors([403, "insufficient_scope"], [429, "rate_limited"]),
		},
	}),
	async (c) => {
		const s = billingScope(c);
		return ok(c, tokenView(await getRow<TokenRow>(c.env, s, "payment_tokens", c.req.valid("param").id), s.environment));
	},
);

app.openapi(
	createRoute({
		method: "delete",
		path: "/v1/payment-tokens/{id}",
		summary: "Detach a payment token",
		description: DELETE_PAYMENT_TOKENS_ID_DOC,
		middleware: [requireScope("pay:payment_token:write"), requiredKey()] as const,
		request: { params: TokenId },
		responses: {
			200: jsonResponse(PaymentToken, "The detached token"),
			...errors([403, "insufficient_scope"], [409, "idempotency_key_conflict"], [429, "rate_limited"]),
		},
	}),
	async (c) => ok(c, await detachToken(ctxOf(c), billingScope(c), c.req.valid("param").id)),
);

export default app;
