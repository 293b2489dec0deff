import { createRoute, z } from "@hono/zod-openapi";
import { ctxOf, scopeOf } from "../context";
import { createPayout } from "./create-payout";
import {
	Balance,
	BankAccount,
	bankAccountHolder,
	bankAccountNumber,
	bankCode,
	bankName,
	CreatePayoutBody,
	CurrencyQuery,
	IdParam,
	Payout,
	Schedule,
} from "./schemas";
import type { MiddlewareHandler } from "hono";
import type { PayoutView } from "../ledger/ledger.do";
import { router } from "../../../platform/app";
import type { AppEnv } from "../../../platform/context";
import { decodeCursor, page } from "../../../platform/cursor";
import { ok } from "../../../platform/envelope";
import { ApiError, notFound } from "../../../platform/errors";
import { MAX_IDEMPOTENCY_KEY_LENGTH } from "../../../platform/idempotency";
import { errors, jsonBody, jsonResponse, limitParam } from "../../../platform/openapi";
import { multiLine, singleLine } from "../../../platform/text";
import { requirePlatformAdmin, requireScope } from "../access/auth";
import { Currency } from "../ledger/money";
import {
	balanceFor,
	DEFAULT_BALANCE_CURRENCY,
	PAYOUT_STATUSES,
	parseTimeFilter,
	SETTLEMENT_CURRENCIES,
} from "../ledger/domain/payouts";
import { INTERVALS, WEEKDAYS } from "../ledger/domain/schedules";
import { payIdempotency } from "../access/idempotency";
import { ledgerStub, unwrap } from "../ledger/client";

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
		description: `One balance object (spec 000 §4). Without ?currency= it is the ${DEFAULT_BALANCE_CURRENCY} balance (rupiah: workspaces have no currency setting). A settlement currency (${SETTLEMENT_CURRENCIES.join(", ")}) that has seen no money answers zeros; any other code answers 400 validation_error unless the workspace holds money in it. Every currency at once: GET /v1/payouts/balances.`,
		middleware: [requireScope("pay:payout:read")] as const,
		request: { query: z.object({ currency: CurrencyQuery }) },
		responses: {
			200: jsonResponse(Balance, "The balance"),
			...errors([400, "validation_error"], [403, "insufficient_scope"], [429, "Rate limited"]),
		},
	}),
	async (c) => {
		const currency = c.req.valid("query").currency ?? DEFAULT_BALANCE_CURRENCY;
		const s = scopeOf(c);
		const [stored] = await ledgerStub(c.env, s).balances(s, currency);
		const balance = balanceFor(currency, stored);
		if (!balance)
			throw new ApiError(
				400,
				"validation_error",
				`currency must be one of ${SETTLEMENT_CURRENCIES.join(", ")} or a currency this workspace holds money in`,
				"currency",
			);
		return ok(c, balance);
	},
);

app.openapi(
	createRoute({
		method: "get",
		path: "/v1/payouts/balances",
		summary: "Balances in every currency (extension)",
		description:
			"Not in spec 000: an array with one balance object per currency the workspace has seen, sorted by currency; ?currency= narrows it (an array of one, or empty).",
		middleware: [requireScope("pay:payout:read")] as const,
		request: { query: z.object({ currency: CurrencyQuery }) },
		responses: {
			200: jsonResponse(z.array(Balance), "Balance objects"),
			...errors([403, "insufficient_scope"], [429, "Rate limited"]),
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
			...errors([403, "insufficient_scope"], [429, "Rate limited"]),
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
		description:
			"Body: bankCode (provider channel code, ≤ 40, or null), bankName (≤ 60), bankAccountNumber (≤ 40), bankAccountHolder (≤ 80, exactly as the bank spells it). The first PATCH needs bankName, bankAccountNumber and bankAccountHolder; later ones may change any subset. Existing payouts keep the account they were created with.",
		middleware: [requireScope("pay:payout:write", { rateClass: "mutating_light" }), optionalKey()] as const,
		request: {
			...jsonBody(
				z
					.strictObject({
						bankCode: bankCode.nullable().optional(),
						bankName: bankName.optional(),
						bankAccountNumber: bankAccountNumber.optional(),
						bankAccountHolder: bankAccountHolder.optional(),
					})
					.openapi("PatchPayoutBankAccount"),
			),
		},
		responses: {
			200: jsonResponse(BankAccount, "The bank account now on file"),
			...errors([403, "insufficient_scope"], [429, "Rate limited"]),
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
			...errors([403, "insufficient_scope"], [429, "Rate limited"]),
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
		description:
			"Body: currency, interval (daily, weekly, monthly, or manual = off), weeklyAnchor (weekly only: sunday … saturday, default monday), monthlyAnchor (monthly only: 1-31, default 1; shorter months use their last day). Periods start at 00:00 Asia/Jakarta. At the start of each period the cron creates one payout of the full available balance in that currency to the default bank account — once per period, however often the tick runs. A new or changed rule first runs at the next period start; re-sending the same rule changes nothing.",
		middleware: [requireScope("pay:payout:write", { rateClass: "mutating_light" }), optionalKey()] as const,
		request: {
			...jsonBody(
				z
					.strictObject({
						currency: Currency,
						interval: z.enum(INTERVALS),
						weeklyAnchor: z.enum(WEEKDAYS).optional(),
						monthlyAnchor: z.number().int().min(1).max(31).optional(),
					})
					.superRefine((b, ctx) => {
						if (b.weeklyAnchor !== undefined && b.interval !== "weekly")
							ctx.addIssue({ code: "custom", path: ["weeklyAnchor"], message: "only with interval weekly" });
						if (b.monthlyAnchor !== undefined && b.interval !== "monthly")
							ctx.addIssue({ code: "custom", path: ["monthlyAnchor"], message: "only with interval monthly" });
					})
					.openapi("PutPayoutSchedule"),
			),
		},
		responses: {
			200: jsonResponse(Schedule, "The schedule"),
			...errors([403, "insufficient_scope"], [429, "Rate limited"]),
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
		description:
			"createdSince is inclusive and createdUntil exclusive; both take ISO 8601 or Unix epoch seconds. A cursor is valid only with the filters it was issued for.",
		middleware: [requireScope("pay:payout:read")] as const,
		request: {
			query: z.object({
				limit: limitParam(20),
				cursor: z.string().max(500).optional(),
				status: z.enum(PAYOUT_STATUSES).optional(),
				currency: CurrencyQuery,
				createdSince: z.string().max(40).optional().openapi({ example: "2026-11-01T00:00:00Z" }),
				createdUntil: z.string().max(40).optional().openapi({ example: "1795305600" }),
			}),
		},
		responses: {
			200: jsonResponse(z.array(Payout), "Payouts, with meta.page"),
			...errors([403, "insufficient_scope"], [429, "Rate limited"]),
		},
	}),
	async (c) => {
		const q = c.req.valid("query");
		const time = (name: "createdSince" | "createdUntil") => {
			const raw = q[name];
			if (raw === undefined) return undefined;
			const ms = parseTimeFilter(raw);
			if (ms == null)
				throw new ApiError(400, "validation_error", `${name} must be ISO 8601 or Unix epoch seconds`, name);
			return ms;
		};
		const since = time("createdSince");
		const until = time("createdUntil");
		const filterKey = JSON.stringify([q.status ?? null, q.currency ?? null, since ?? null, until ?? null]);
		const s = scopeOf(c);
		const rows = await ledgerStub(c.env, s).listPayouts(s, {
			status: q.status,
			currency: q.currency,
			since,
			until,
			limit: q.limit,
			cursor: decodeCursor(q.cursor, filterKey),
		});
		const p = page(rows, q.limit, (r) => ({ t: Date.parse(r.createdAt), id: r.id }), filterKey);
		return ok(c, p.items, 200, { page: { limit: q.limit, hasMore: p.hasMore, nextCursor: p.nextCursor } });
	},
);

app.openapi(
	createRoute({
		method: "post",
		path: "/v1/payouts",
		summary: "Create a manual payout",
		description:
			"Idempotency-Key required (400 idempotency_required). It is stored in the same ledger transaction as the payout: a retry or a racing duplicate returns the first payout (Idempotent-Replayed: true) and never locks money twice; the same key with another body is 409 idempotency_key_conflict. Bank fields left out fall back one by one to the bank account on file.",
		middleware: [requireScope("pay:payout:write"), requireIdempotencyKey] as const,
		request: { ...jsonBody(CreatePayoutBody) },
		responses: {
			201: jsonResponse(Payout, "The payout (pending)"),
			...errors(
				[403, "insufficient_scope"],
				[409, "insufficient_balance, or idempotency_key_conflict (Idempotency-Key reused with another body)"],
				[429, "Rate limited"],
			),
		},
	}),
	async (c) => {
		const { payout, replayed } = await createPayout(
			ctxOf(c),
			scopeOf(c),
			c.req.header("Idempotency-Key") as string,
			c.req.valid("json"),
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
			...errors([403, "insufficient_scope"], [429, "Rate limited"]),
		},
	}),
	async (c) => {
		const s = scopeOf(c);
		const p = await ledgerStub(c.env, s).getPayout(s, c.req.valid("param").id);
		if (!p) throw notFound("payout");
		const { rail: _internal, ...view } = p;
		return ok(c, view satisfies PayoutView);
	},
);

app.openapi(
	createRoute({
		method: "post",
		path: "/v1/payouts/{id}/cancel",
		summary: "Cancel a pending payout",
		description:
			"Idempotency-Key required. Releases the locked amount at once. Only a pending payout can be cancelled (409 invalid_transition otherwise).",
		middleware: [requireScope("pay:payout:write"), requiredKey()] as const,
		request: { params: IdParam },
		responses: {
			200: jsonResponse(Payout, "The cancelled payout"),
			...errors(
				[403, "insufficient_scope"],
				[409, "invalid_transition, idempotency_key_conflict"],
				[429, "Rate limited"],
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
				...errors([403, "insufficient_scope"], [409, "invalid_transition"], [429, "Rate limited"]),
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

const Reference = z.strictObject({
	reference: singleLine(255).optional().openapi({ description: "Bank or provider reference for reconciliation" }),
});

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
	z.strictObject({ failureReason: multiLine(500, { trim: true }) }).openapi("MarkFailed"),
	true,
);

export default app;
