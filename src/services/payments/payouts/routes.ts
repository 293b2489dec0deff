import { createRoute, z } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import { router } from "../../../platform/app";
import type { AppEnv } from "../../../platform/context";
import { ok } from "../../../platform/envelope";
import { ApiError } from "../../../platform/errors";
import { MAX_IDEMPOTENCY_KEY_LENGTH, queryOf } from "../../../platform/idempotency";
import { errors, jsonBody, jsonResponse } from "../../../platform/openapi";
import { requirePlatformAdmin, requireScope } from "../access/auth";
import { payIdempotency } from "../access/idempotency";
import { ctxOf, scopeOf } from "../context";
import { ledgerStub, unwrap } from "../ledger/client";
import { DEFAULT_BALANCE_CURRENCY } from "../ledger/domain/payouts";
import { createPayout } from "./create-payout";
import { getBalance, getPayout, listPayouts } from "./read";
import {
	BALANCE_DOC,
	Balance,
	BankAccount,
	CANCEL_PAYOUT_DOC,
	CREATE_PAYOUT_DOC,
	CreatePayoutBody,
	CurrencyQuery,
	IdParam,
	LIST_PAYOUTS_DOC,
	ListPayoutsQuery,
	MarkFailed,
	PATCH_BANK_ACCOUNT_DOC,
	PatchBankAccount,
	Payout,
	PUT_SCHEDULE_DOC,
	PutSchedule,
	Reference,
	Schedule,
} from "./schemas";

// Spec 000 §4 "Payouts": read scope pay:payout:read, writes pay:payout:write (the bank account
// and the schedule are part of the payouts resource); mark-* are platform-admin only.

/** POST /v1/payouts keeps its Idempotency-Key in the ledger object; this only insists one is sent. */
const requireIdempotencyKey: MiddlewareHandler<AppEnv> = async (c, next) => {
	const key = c.req.header("Idempotency-Key");
	if (!key)
		throw new ApiError(
			400,
			"idempotency_required",
			"POST /v1/payouts needs an Idempotency-Key header",
			"Idempotency-Key",
		);
	if (key.length > MAX_IDEMPOTENCY_KEY_LENGTH)
		throw new ApiError(
			400,
			"validation_error",
			`Idempotency-Key is at most ${MAX_IDEMPOTENCY_KEY_LENGTH} characters`,
			"Idempotency-Key",
		);
	await next();
};

const requiredKey = () => payIdempotency("required");
const optionalKey = () => payIdempotency("optional");

const app = router();

app.openapi(
	createRoute({
		method: "get",
		path: "/v1/payouts/balance",
		summary: "The balance in one currency",
		description: BALANCE_DOC,
		middleware: [requireScope("pay:payout:read")] as const,
		request: { query: z.object({ currency: CurrencyQuery }) },
		responses: {
			200: jsonResponse(Balance, "The balance"),
			...errors([400, "validation_error"], [403, "insufficient_scope"], [429, "rate_limited"]),
		},
	}),
	async (c) => ok(c, await getBalance(ctxOf(c), scopeOf(c), c.req.valid("query").currency ?? DEFAULT_BALANCE_CURRENCY)),
);

app.openapi(
	createRoute({
		method: "get",
		path: "/v1/payouts/balances",
		summary: "Balances in every currency (extension)",
		description:
			"An array with one balance object per currency the workspace has seen, sorted by currency; ?currency= narrows it (an array of one, or empty).",
		middleware: [requireScope("pay:payout:read")] as const,
		request: { query: z.object({ currency: CurrencyQuery }) },
		responses: {
			200: jsonResponse(z.array(Balance), "Balance objects"),
			...errors([403, "insufficient_scope"], [429, "rate_limited"]),
		},
	}),
	async (c) => {
		const { currency } = c.req.valid("query");
		const s = scopeOf(c);
		return ok(c, await ledgerStub(c.env, s).balances(s, currency));
	},
);

app.openapi(
	createRoute({
		method: "get",
		path: "/v1/payouts/bank-account",
		summary: "The default destination bank account",
		description: "404 not_found when none is on file.",
		middleware: [requireScope("pay:payout:read")] as const,
		responses: {
			200: jsonResponse(BankAccount, "The bank account on file"),
			...errors([403, "insufficient_scope"], [429, "rate_limited"]),
		},
	}),
	async (c) => {
		const s = scopeOf(c);
		const bank = await ledgerStub(c.env, s).getBankAccount(s);
		if (!bank)
			throw new ApiError(404, "not_found", "No bank account on file; set one with PATCH /v1/payouts/bank-account");
		return ok(c, bank);
	},
);

app.openapi(
	createRoute({
		method: "patch",
		path: "/v1/payouts/bank-account",
		summary: "Set or change the default destination bank account",
		description: PATCH_BANK_ACCOUNT_DOC,
		middleware: [requireScope("pay:payout:write", { rateClass: "mutating_light" }), optionalKey()] as const,
		request: {
			...jsonBody(PatchBankAccount),
		},
		responses: {
			200: jsonResponse(BankAccount, "The bank account now on file"),
			...errors([403, "insufficient_scope"], [429, "rate_limited"]),
		},
	}),
	async (c) => {
		const s = scopeOf(c);
		return ok(c, unwrap(await ledgerStub(c.env, s).setBankAccount(s, c.req.valid("json"))).bankAccount);
	},
);

app.openapi(
	createRoute({
		method: "get",
		path: "/v1/payouts/schedule",
		summary: "Automatic payout schedules, one per currency",
		description: "An array of schedule objects (currencies never scheduled are absent); ?currency= narrows it.",
		middleware: [requireScope("pay:payout:read")] as const,
		request: { query: z.object({ currency: CurrencyQuery }) },
		responses: {
			200: jsonResponse(z.array(Schedule), "Schedules"),
			...errors([403, "insufficient_scope"], [429, "rate_limited"]),
		},
	}),
	async (c) => {
		const { currency } = c.req.valid("query");
		const s = scopeOf(c);
		return ok(c, await ledgerStub(c.env, s).getSchedules(s, currency));
	},
);

app.openapi(
	createRoute({
		method: "put",
		path: "/v1/payouts/schedule",
		summary: "Set one currency's automatic payout schedule",
		description: PUT_SCHEDULE_DOC,
		middleware: [requireScope("pay:payout:write", { rateClass: "mutating_light" }), optionalKey()] as const,
		request: {
			...jsonBody(PutSchedule),
		},
		responses: {
			200: jsonResponse(Schedule, "The schedule"),
			...errors([403, "insufficient_scope"], [429, "rate_limited"]),
		},
	}),
	async (c) => {
		const s = scopeOf(c);
		return ok(c, unwrap(await ledgerStub(c.env, s).setSchedule(s, c.req.valid("json"))).schedule);
	},
);

app.openapi(
	createRoute({
		method: "get",
		path: "/v1/payouts",
		summary: "List payouts, newest first",
		description: LIST_PAYOUTS_DOC,
		middleware: [requireScope("pay:payout:read")] as const,
		request: {
			query: ListPayoutsQuery,
		},
		responses: {
			200: jsonResponse(z.array(Payout), "Payouts, with meta.page"),
			...errors([403, "insufficient_scope"], [429, "rate_limited"]),
		},
	}),
	async (c) => {
		const { items, page } = await listPayouts(ctxOf(c), scopeOf(c), c.req.valid("query"));
		return ok(c, items, 200, { page });
	},
);

app.openapi(
	createRoute({
		method: "post",
		path: "/v1/payouts",
		summary: "Create a manual payout",
		description: CREATE_PAYOUT_DOC,
		middleware: [requireScope("pay:payout:write"), requireIdempotencyKey] as const,
		request: { ...jsonBody(CreatePayoutBody) },
		responses: {
			201: jsonResponse(Payout, "The payout (pending)"),
			...errors(
				[400, "validation_error, or bank_account_missing (no bank account on file and none in the body)"],
				[403, "insufficient_scope"],
				[409, "insufficient_balance, or idempotency_key_conflict (Idempotency-Key reused with another body)"],
				[429, "rate_limited"],
			),
		},
	}),
	async (c) => {
		const { payout, replayed } = await createPayout(
			ctxOf(c),
			scopeOf(c),
			c.req.header("Idempotency-Key") as string,
			c.req.valid("json"),
			queryOf(c.req.url),
		);
		if (replayed) c.header("Idempotent-Replayed", "true");
		return ok(c, payout, 201);
	},
);

app.openapi(
	createRoute({
		method: "get",
		path: "/v1/payouts/{id}",
		summary: "Retrieve a payout",
		middleware: [requireScope("pay:payout:read")] as const,
		request: { params: IdParam },
		responses: {
			200: jsonResponse(Payout, "The payout"),
			...errors([403, "insufficient_scope"], [429, "rate_limited"]),
		},
	}),
	async (c) => ok(c, await getPayout(ctxOf(c), scopeOf(c), c.req.valid("param").id)),
);

app.openapi(
	createRoute({
		method: "post",
		path: "/v1/payouts/{id}/cancel",
		summary: "Cancel a pending payout",
		description: CANCEL_PAYOUT_DOC,
		middleware: [requireScope("pay:payout:write"), requiredKey()] as const,
		request: { params: IdParam },
		responses: {
			200: jsonResponse(Payout, "The cancelled payout"),
			...errors(
				[403, "insufficient_scope"],
				[409, "invalid_transition, idempotency_key_conflict"],
				[429, "rate_limited"],
			),
		},
	}),
	async (c) => {
		const s = scopeOf(c);
		return ok(c, unwrap(await ledgerStub(c.env, s).cancelPayout(s, c.req.valid("param").id)).payout);
	},
);

// ---- platform administration: the bank rail's moves, recorded by an operator ----

const adminMove = (
	path: string,
	to: "in_transit" | "paid" | "failed",
	summary: string,
	description: string,
	body: z.ZodType,
	bodyRequired: boolean,
) =>
	app.openapi(
		createRoute({
			method: "post",
			path,
			summary,
			description: `${description} Platform-admin keys only (merchant keys: 403 insufficient_scope); target a merchant with X-Pay-On-Behalf-Of. Any other move is 409 invalid_transition.`,
			middleware: [requirePlatformAdmin(), optionalKey()] as const,
			request: { params: IdParam, body: { content: { "application/json": { schema: body } }, required: bodyRequired } },
			responses: {
				200: jsonResponse(Payout, "The payout"),
				...errors([403, "insufficient_scope"], [409, "invalid_transition"], [429, "rate_limited"]),
			},
		}),
		async (c) => {
			const s = scopeOf(c);
			const b = c.req.valid("json") as { reference?: string; failureReason?: string };
			return ok(
				c,
				unwrap(
					await ledgerStub(c.env, s).transition(s, c.req.valid("param").id, to, {
						reference: b.reference,
						failureReason: b.failureReason,
					}),
				).payout,
			);
		},
	);

adminMove(
	"/v1/payouts/{id}/mark-in-transit",
	"in_transit",
	"Mark a pending payout in transit",
	"Sets processedAt; fires payout.initiated. Optional body {reference}.",
	Reference.openapi("MarkInTransit"),
	false,
);
adminMove(
	"/v1/payouts/{id}/mark-paid",
	"paid",
	"Mark an in-transit payout paid",
	"Posts exactly one ledger entry (code payout, sourceType payout, sourceId = payout id), sets ledgerTransactionId to that entry's id and completedAt; fires payout.paid. Optional body {reference}.",
	Reference.openapi("MarkPaid"),
	false,
);
adminMove(
	"/v1/payouts/{id}/mark-failed",
	"failed",
	"Mark a pending or in-transit payout failed",
	"Body {failureReason} (1-500). The amount returns to the available balance; fires payout.failed.",
	MarkFailed,
	true,
);

export default app;
