import { z } from "@hono/zod-openapi";
import { limitParam } from "../../../platform/openapi";
import { multiLine, singleLine } from "../../../platform/text";
import {
	BANK_LIMITS,
	DEFAULT_BALANCE_CURRENCY,
	NOTE_MAX,
	PAYOUT_STATUSES,
	SETTLEMENT_CURRENCIES,
} from "../ledger/domain/payouts";
import { INTERVALS, WEEKDAYS } from "../ledger/domain/schedules";
import { Currency, IsoCurrency } from "../ledger/money";

// Spec 000 §2 "Payout object", "Balance object" and §4 "Payouts": the request and response schemas.

const BANK_CODE = "The provider's channel code of the bank (e.g. BCA), at most 40; null if none";
const BANK_NAME = "The bank's name, at most 60 characters";
const ACCOUNT_NUMBER = "The account number at that bank, at most 40 characters";
const HOLDER = "The account holder's name exactly as the bank spells it, at most 80 characters";
const NOTE = `A note for people, at most ${NOTE_MAX} characters; null if none`;
const FALLBACK = "; left out, the bank account on file's";
const INTERVAL =
	"daily, weekly or monthly: one payout of the whole available balance at each period start; manual: off";

// Reading filters take any ISO code (money may exist in a currency no longer accepted); writes take Currency.
export const CurrencyQuery = IsoCurrency.optional().openapi({
	param: { name: "currency", in: "query" },
	type: "string",
	example: "IDR",
});

export const Payout = z
	.object({
		id: z.string().openapi({ example: "po_01JB4X6N0ZQ8K3C9W2T5V7R1MD" }),
		amount: z.number().int().openapi({ description: "Net disbursed amount in minor units" }),
		currency: z.string(),
		status: z.enum(PAYOUT_STATUSES).openapi({
			description:
				"pending (amount locked) → in_transit → paid; or failed (lock released) or cancelled (pending only). paid, failed and cancelled are final",
		}),
		method: z
			.enum(["manual", "gateway_a_disbursement"])
			.openapi({ description: "gateway_a_disbursement when a connected gateway A pays it out, else manual" }),
		bankCode: z.string().nullable().openapi({ description: BANK_CODE }),
		bankName: z.string().openapi({ description: BANK_NAME }),
		bankAccountNumber: z.string().openapi({ description: "Returned unmasked" }),
		bankAccountHolder: z.string().openapi({ description: HOLDER }),
		note: z.string().nullable().openapi({ description: NOTE }),
		reference: z
			.string()
			.nullable()
			.openapi({ description: "Upstream disbursement id (sim_… on the simulated test rail)" }),
		failureReason: z
			.string()
			.nullable()
			.openapi({ description: "Why the bank or rail refused it; null unless failed" }),
		ledgerTransactionId: z.string().nullable().openapi({
			description: "id (le_) of the payout's ledger entry (code payout, sourceId = the payout id); set when paid",
		}),
		processedAt: z.string().nullable().openapi({ description: "When it went in_transit; null before" }),
		createdAt: z.string(),
		completedAt: z.string().nullable().openapi({ description: "When it became paid or failed; null before" }),
		updatedAt: z.string(),
	})
	.openapi("Payout");

export const Balance = z
	.object({
		ledgerBalance: z.number().int().openapi({ description: "Credits minus debits of the ledger, in minor units" }),
		locked: z.number().int().openapi({ description: "Held for pending and in_transit payouts, in minor units" }),
		available: z.number().int().openapi({ description: "ledgerBalance − locked: what a payout may take now" }),
		currency: z.string(),
	})
	.openapi("Balance", { description: "available = ledgerBalance − locked; locked = pending + in_transit payouts" });

export const BankAccount = z
	.object({
		bankCode: z.string().nullable().openapi({ description: BANK_CODE }),
		bankName: z.string().openapi({ description: BANK_NAME }),
		bankAccountNumber: z.string().openapi({ description: ACCOUNT_NUMBER }),
		bankAccountHolder: z.string().openapi({ description: HOLDER }),
		createdAt: z.string(),
		updatedAt: z.string(),
	})
	.openapi("PayoutBankAccount", { description: "The default destination of payouts and schedules" });

export const Schedule = z
	.object({
		currency: z.string(),
		interval: z.enum(INTERVALS).openapi({ description: INTERVAL }),
		weeklyAnchor: z.enum(WEEKDAYS).nullable().openapi({ description: "weekly: the day periods start; else null" }),
		monthlyAnchor: z
			.number()
			.int()
			.nullable()
			.openapi({ description: "monthly: the day of month periods start (shorter months: their last day); else null" }),
		timezone: z.literal("Asia/Jakarta").openapi({ description: "Periods start at 00:00 on this clock" }),
		nextRunAt: z.string().nullable().openapi({ description: "The next period start; null for manual" }),
		lastRunAt: z.string().nullable().openapi({ description: "When the schedule last ran; null if never" }),
		lastPeriod: z.string().nullable().openapi({ description: "WIB date the last run's period started" }),
		lastOutcome: z
			.enum(["created", "skipped_no_funds", "skipped_no_bank_account"])
			.nullable()
			.openapi({ description: "What the last run did: made a payout, or skipped (not retried); null if never run" }),
		lastPayoutId: z.string().nullable().openapi({ description: "The payout the last run made; null otherwise" }),
		createdAt: z.string(),
		updatedAt: z.string(),
	})
	.openapi("PayoutSchedule");

export const bankCode = singleLine(BANK_LIMITS.bankCode);
export const bankName = singleLine(BANK_LIMITS.bankName);
export const bankAccountNumber = singleLine(BANK_LIMITS.bankAccountNumber);
export const bankAccountHolder = singleLine(BANK_LIMITS.bankAccountHolder);

export const CreatePayoutBody = z
	.strictObject({
		amount: z
			.unknown()
			.refine((v) => v !== undefined, "amount is required")
			.openapi({
				type: "integer",
				minimum: 1,
				description: "Positive integer in minor units; anything else is 400 invalid_amount",
			}),
		currency: Currency,
		bankCode: bankCode
			.nullable()
			.optional()
			.openapi({ description: BANK_CODE + FALLBACK }),
		bankName: bankName.optional().openapi({ description: BANK_NAME + FALLBACK }),
		bankAccountNumber: bankAccountNumber.optional().openapi({ description: ACCOUNT_NUMBER + FALLBACK }),
		bankAccountHolder: bankAccountHolder.optional().openapi({ description: HOLDER + FALLBACK }),
		note: multiLine(NOTE_MAX, { min: 0 }).nullable().optional().openapi({ description: NOTE }),
	})
	.openapi("CreatePayout");

export const IdParam = z.object({
	id: z
		.string()
		.min(1)
		.max(64)
		.openapi({ param: { name: "id", in: "path" }, example: "po_01JB4X6N0ZQ8K3C9W2T5V7R1MD" }),
});

export const PatchBankAccount = z
	.strictObject({
		bankCode: bankCode.nullable().optional().openapi({ description: BANK_CODE }),
		bankName: bankName.optional().openapi({ description: `${BANK_NAME}; required on the first PATCH` }),
		bankAccountNumber: bankAccountNumber
			.optional()
			.openapi({ description: `${ACCOUNT_NUMBER}; required on the first PATCH` }),
		bankAccountHolder: bankAccountHolder.optional().openapi({ description: `${HOLDER}; required on the first PATCH` }),
	})
	.openapi("PatchPayoutBankAccount");

export const PutSchedule = z
	.strictObject({
		currency: Currency,
		interval: z.enum(INTERVALS).openapi({ description: INTERVAL }),
		weeklyAnchor: z.enum(WEEKDAYS).optional().openapi({ description: "weekly only: the start day (default monday)" }),
		monthlyAnchor: z
			.number()
			.int()
			.min(1)
			.max(31)
			.optional()
			.openapi({ description: "monthly only: the start day of month, 1-31 (default 1)" }),
	})
	.superRefine((b, ctx) => {
		if (b.weeklyAnchor !== undefined && b.interval !== "weekly")
			ctx.addIssue({ code: "custom", path: ["weeklyAnchor"], message: "only with interval weekly" });
		if (b.monthlyAnchor !== undefined && b.interval !== "monthly")
			ctx.addIssue({ code: "custom", path: ["monthlyAnchor"], message: "only with interval monthly" });
	})
	.openapi("PutPayoutSchedule");

export const ListPayoutsQuery = z.object({
	limit: limitParam(20),
	cursor: z.string().max(500).optional(),
	status: z.enum(PAYOUT_STATUSES).optional(),
	currency: CurrencyQuery,
	createdSince: z.string().max(40).optional().openapi({ example: "2026-11-01T00:00:00Z" }),
	createdUntil: z.string().max(40).optional().openapi({ example: "1795305600" }),
});

export const Reference = z.strictObject({
	reference: singleLine(255).optional().openapi({ description: "Bank or provider reference for reconciliation" }),
});
export const MarkFailed = z
	.strictObject({
		failureReason: multiLine(500, { trim: true }).openapi({
			description: "Why the bank refused it (1-500 characters)",
		}),
	})
	.openapi("MarkFailed");

export const BALANCE_DOC = `One balance object. Without ?currency= it is the ${DEFAULT_BALANCE_CURRENCY} balance (rupiah: workspaces have no currency setting). A settlement currency (${SETTLEMENT_CURRENCIES.join(", ")}) that has seen no money answers zeros; any other code answers 400 validation_error unless the workspace holds money in it. Every currency at once: GET /v1/payouts/balances.`;

export const PATCH_BANK_ACCOUNT_DOC =
	"Body: bankCode (provider channel code, ≤ 40, or null), bankName (≤ 60), bankAccountNumber (≤ 40), bankAccountHolder (≤ 80, exactly as the bank spells it). The first PATCH needs bankName, bankAccountNumber and bankAccountHolder; later ones may change any subset. Existing payouts keep the account they were created with.";

export const PUT_SCHEDULE_DOC =
	"Body: currency, interval (daily, weekly, monthly, or manual = off), weeklyAnchor (weekly only: sunday … saturday, default monday), monthlyAnchor (monthly only: 1-31, default 1; shorter months use their last day). Periods start at 00:00 Asia/Jakarta. At the start of each period the cron creates one payout of the full available balance in that currency to the default bank account — once per period, however often the tick runs. A new or changed rule first runs at the next period start; re-sending the same rule changes nothing.";

export const LIST_PAYOUTS_DOC =
	"createdSince is inclusive and createdUntil exclusive; both take ISO 8601 or Unix epoch seconds. A cursor is valid only with the filters it was issued for.";

export const CREATE_PAYOUT_DOC =
	"Idempotency-Key required (400 idempotency_required). It is stored in the same ledger transaction as the payout: a retry or a racing duplicate returns the first payout (Idempotent-Replayed: true) and never locks money twice; the same key with another body is 409 idempotency_key_conflict. Bank fields left out fall back one by one to the bank account on file.";

export const CANCEL_PAYOUT_DOC =
	"Idempotency-Key required. Releases the locked amount at once. Only a pending payout can be cancelled (409 invalid_transition otherwise).";
