import { createRoute, z } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import { router } from "../../../platform/app";
import type { AppEnv } from "../../../platform/context";
import { iso } from "../../../platform/encoding";
import { ok } from "../../../platform/envelope";
import { ApiError } from "../../../platform/errors";
import { keyedId, newId } from "../../../platform/ids";
import { errors, jsonBody, jsonResponse } from "../../../platform/openapi";
import { requireScope } from "../access/auth";
import { payIdempotency } from "../access/idempotency";
import { scopeOf } from "../context";
import { DUE_RUNNERS } from "../due";
import { ledgerStub, settlePayment, unwrap } from "../ledger/client";
import { advanceTestClock } from "../ledger/clock";
import { Currency, Money, PositiveMoney } from "../ledger/money";
import { POST_TEST_HELPERS_CLOCK_ADVANCE_DOC, POST_TEST_HELPERS_SETTLEMENTS_DOC } from "./schemas";

// DESIGN §4 CONTRACT "payments test mode": test-environment keys only; live keys get 404 as if
// the routes did not exist.

const testModeOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
	if (c.get("environment") !== "test")
		throw new ApiError(404, "not_found", `No route for ${c.req.method} ${c.req.path}`);
	await next();
};
const optionalKey = () => payIdempotency("optional");

const MAX_ADVANCE_SECONDS = 5 * 366 * 86_400;

const TestSettlement = z
	.strictObject({
		amount: PositiveMoney.openapi({ description: "The cleared payment's gross amount, in minor units" }),
		currency: Currency,
		fee: Money.optional().openapi({ description: "The fee debited beside it (default 0), at most amount" }),
		paymentId: z.string().min(1).max(255).optional().openapi({
			description:
				"The payment id to settle under (default: one derived from the Idempotency-Key, else a new pay_…); the same id again posts nothing twice",
		}),
	})
	.refine((b) => (b.fee ?? 0) <= b.amount, { path: ["fee"], message: "fee cannot exceed amount" })
	.openapi("TestSettlement");

const TestSettlementResult = z
	.object({
		paymentId: z.string().openapi({ description: "The payment settled" }),
		transactionId: z.string().openapi({ description: "The ledger transaction (ltx_…) of its entries" }),
		posted: z.boolean().openapi({ description: "false when this paymentId was settled before (nothing new posted)" }),
		entries: z.array(z.unknown()).openapi({ description: "The ledger entries: the payment credit and the fee debit" }),
		balance: z.unknown().openapi({ description: "The currency's balance object after the settlement" }),
	})
	.openapi("TestSettlementResult");

const AdvanceClock = z
	.strictObject({
		seconds: z
			.number()
			.int()
			.min(1)
			.max(MAX_ADVANCE_SECONDS)
			.openapi({ description: "How far to move the workspace's test clock, 1 s to 5 years" }),
	})
	.openapi("AdvanceClock");

const TestClock = z
	.object({
		now: z.string().openapi({ description: "The workspace's test clock after the move (ISO 8601)" }),
		offsetSeconds: z.number().openapi({ description: "How far it now runs ahead of real time, in seconds" }),
		ran: z.array(z.string()).openapi({ description: "The due-work runners that ran (renewals, schedules, …)" }),
		failed: z.array(z.string()).openapi({ description: "Runners that threw (logged); the others still ran" }),
	})
	.openapi("TestClock");

const app = router();

app.openapi(
	createRoute({
		method: "post",
		path: "/v1/test-helpers/settlements",
		summary: "Test mode: record a cleared payment and its fee",
		description: POST_TEST_HELPERS_SETTLEMENTS_DOC,
		middleware: [requireScope("pay:test_helper:write"), testModeOnly, optionalKey()] as const,
		request: {
			...jsonBody(TestSettlement),
		},
		responses: {
			201: jsonResponse(TestSettlementResult, "The settlement and the currency's balance after it"),
			...errors(
				[403, "insufficient_scope"],
				[
					409,
					"conflict: paymentId already settled with other figures; idempotency_key_conflict: Idempotency-Key reused with another body",
				],
				[429, "rate_limited"],
			),
		},
	}),
	async (c) => {
		const b = c.req.valid("json");
		const s = scopeOf(c);
		// With an Idempotency-Key and no paymentId, the id is derived from the key: a retry whose first
		// answer was lost (the process died after settling) settles the same payment, which posts nothing.
		const key = c.req.header("Idempotency-Key");
		const paymentId =
			b.paymentId ??
			(key ? await keyedId("pay_", `settlement:${s.workspaceId}:${s.environment}:${key}`) : newId("pay_"));
		const r = await settlePayment(c.env, { ...s, paymentId, amount: b.amount, fee: b.fee ?? 0, currency: b.currency });
		const [balance] = await ledgerStub(c.env, s).balances(s, b.currency);
		return ok(c, { paymentId, transactionId: r.transactionId, posted: r.posted, entries: r.entries, balance }, 201);
	},
);

app.openapi(
	createRoute({
		method: "post",
		path: "/v1/test-helpers/clock/advance",
		summary: "Test mode: move the workspace's clock forward and run what came due",
		description: POST_TEST_HELPERS_CLOCK_ADVANCE_DOC,
		middleware: [requireScope("pay:test_helper:write"), testModeOnly, optionalKey()] as const,
		request: {
			...jsonBody(AdvanceClock),
		},
		responses: {
			200: jsonResponse(TestClock, "The workspace's clock after the move and the runners that ran"),
			...errors([403, "insufficient_scope"], [429, "rate_limited"]),
		},
	}),
	async (c) => {
		const r = unwrap(await advanceTestClock(c.env, scopeOf(c).workspaceId, c.req.valid("json").seconds, DUE_RUNNERS));
		return ok(c, { now: iso(r.now), offsetSeconds: Math.round(r.offsetMs / 1000), ran: r.ran, failed: r.failed });
	},
);

export default app;
