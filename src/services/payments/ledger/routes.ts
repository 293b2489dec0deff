import { createRoute, z } from "@hono/zod-openapi";
import { router } from "../../../platform/app";
import { decodeCursor, page } from "../../../platform/cursor";
import { ok } from "../../../platform/envelope";
import { errors, jsonResponse, limitParam } from "../../../platform/openapi";
import { requireScope } from "../access/auth";
import { scopeOf } from "../context";
import { ledgerStub } from "./client";
import { ENTRY_CODES, SOURCE_TYPES } from "./domain/ledger";
import { IsoCurrency } from "./money";

// The ledger read API (spec 000 §2 "Ledger linkage": the ledger is the source of truth). Entries
// are immutable; corrections (a reversed payout) are new entries.

const CurrencyQuery = IsoCurrency.optional().openapi({
	param: { name: "currency", in: "query" },
	type: "string",
	example: "IDR",
});

const LedgerEntry = z
	.object({
		id: z.string().openapi({ example: "le_01JB4X6N0ZQ8K3C9W2T5V7R1MD" }),
		transactionId: z.string().openapi({
			description:
				"Entries posted together share it (a payment and its fee); a payment's or refund's ledgerTransactionId. A paid payout's ledgerTransactionId is its entry's id instead",
			example: "ltx_01JB4X6N0ZQ8K3C9W2T5V7R1ME",
		}),
		code: z.enum(Object.keys(ENTRY_CODES) as [keyof typeof ENTRY_CODES, ...Array<keyof typeof ENTRY_CODES>]).openapi({
			description:
				"payment (credit), fee (debit), refund (debit), refund_failure (credit), payout (debit), payout_reversal (credit)",
		}),
		direction: z.enum(["credit", "debit"]).openapi({ description: "credit adds to the balance, debit takes from it" }),
		amount: z.number().int().openapi({ description: "Positive, in minor units; direction gives the sign" }),
		currency: z.string(),
		sourceType: z.enum(SOURCE_TYPES).openapi({ description: "The kind of object that caused the entry" }),
		sourceId: z.string().openapi({ description: "That object's id: the payment (payment, fee), refund or payout" }),
		description: z.string().nullable().openapi({ description: "Human-readable; may be null" }),
		postedAt: z.string().openapi({ description: "When it was posted (the test clock's time in test mode)" }),
	})
	.openapi("LedgerEntry");

const LedgerBalance = z
	.object({
		currency: z.string(),
		ledgerBalance: z.number().int().openapi({ description: "totalCredits − totalDebits, in minor units" }),
		totalCredits: z.number().int().openapi({ description: "Sum of credit entries, in minor units" }),
		totalDebits: z.number().int().openapi({ description: "Sum of debit entries, in minor units" }),
		entryCount: z.number().int().openapi({ description: "Entries in the currency" }),
	})
	.openapi("LedgerBalance", { description: "ledgerBalance = totalCredits − totalDebits, recomputed from the entries" });

const app = router();

app.openapi(
	createRoute({
		method: "get",
		path: "/v1/ledger/entries",
		summary: "List ledger entries, newest first",
		description:
			"Filters: sourceType (payment, refund, fee, payout), sourceId, currency. limit 1-100 (default 20); a cursor is valid only with the filters it was issued for.",
		middleware: [requireScope("pay:ledger:read")] as const,
		request: {
			query: z.object({
				limit: limitParam(20),
				cursor: z.string().max(500).optional(),
				sourceType: z.enum(SOURCE_TYPES).optional(),
				sourceId: z.string().min(1).max(255).optional(),
				currency: CurrencyQuery,
			}),
		},
		responses: {
			200: jsonResponse(z.array(LedgerEntry), "Entries, with meta.page"),
			...errors([403, "insufficient_scope"], [429, "rate_limited"]),
		},
	}),
	async (c) => {
		const q = c.req.valid("query");
		const filterKey = JSON.stringify([q.sourceType ?? null, q.sourceId ?? null, q.currency ?? null]);
		const s = scopeOf(c);
		const rows = await ledgerStub(c.env, s).listEntries(s, {
			sourceType: q.sourceType,
			sourceId: q.sourceId,
			currency: q.currency,
			limit: q.limit,
			cursor: decodeCursor(q.cursor, filterKey),
		});
		const p = page(rows, q.limit, (r) => ({ t: Date.parse(r.postedAt), id: r.id }), filterKey);
		return ok(c, p.items, 200, { page: { limit: q.limit, hasMore: p.hasMore, nextCursor: p.nextCursor } });
	},
);

app.openapi(
	createRoute({
		method: "get",
		path: "/v1/ledger/balances",
		summary: "Ledger balance per currency (credits − debits)",
		description:
			"One object per currency with entries; ?currency= narrows it. For what can be paid out (locked, available) see GET /v1/payouts/balance.",
		middleware: [requireScope("pay:ledger:read")] as const,
		request: { query: z.object({ currency: CurrencyQuery }) },
		responses: {
			200: jsonResponse(z.array(LedgerBalance), "Balances"),
			...errors([403, "insufficient_scope"], [429, "rate_limited"]),
		},
	}),
	async (c) => {
		const s = scopeOf(c);
		return ok(c, await ledgerStub(c.env, s).ledgerBalances(s, c.req.valid("query").currency));
	},
);

export default app;
