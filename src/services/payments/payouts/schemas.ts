import { z } from "@hono/zod-openapi";
import { multiLine, singleLine } from "../../../platform/text";
import { BANK_LIMITS, NOTE_MAX, PAYOUT_STATUSES } from "../ledger/domain/payouts";
import { INTERVALS, WEEKDAYS } from "../ledger/domain/schedules";
import { Currency, IsoCurrency } from "../ledger/money";

// Spec 000 §2 "Payout object", "Balance object" and §4 "Payouts": the request and response schemas.

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
		status: z.enum(PAYOUT_STATUSES),
		method: z.enum(["manual", "gateway_a_disbursement"]),
		bankCode: z.string().nullable(),
		bankName: z.string(),
		bankAccountNumber: z.string().openapi({ description: "Returned unmasked" }),
		bankAccountHolder: z.string(),
		note: z.string().nullable(),
		reference: z
			.string()
			.nullable()
			.openapi({ description: "Upstream disbursement id (sim_… on the simulated test rail)" }),
		failureReason: z.string().nullable(),
		ledgerTransactionId: z.string().nullable().openapi({
			description:
				"id (le_) of the payout's ledger entry (code payout, sourceId = the payout id), as spec 000 §2 says; set when paid",
		}),
		processedAt: z.string().nullable(),
		createdAt: z.string(),
		completedAt: z.string().nullable(),
		updatedAt: z.string(),
	})
	.openapi("Payout");

export const Balance = z
	.object({
		ledgerBalance: z.number().int(),
		locked: z.number().int(),
		available: z.number().int(),
		currency: z.string(),
	})
	.openapi("Balance", { description: "available = ledgerBalance − locked; locked = pending + in_transit payouts" });

export const BankAccount = z
	.object({
		bankCode: z.string().nullable(),
		bankName: z.string(),
		bankAccountNumber: z.string(),
		bankAccountHolder: z.string(),
		createdAt: z.string(),
		updatedAt: z.string(),
	})
	.openapi("PayoutBankAccount");

export const Schedule = z
	.object({
		currency: z.string(),
		interval: z.enum(INTERVALS),
		weeklyAnchor: z.enum(WEEKDAYS).nullable(),
		monthlyAnchor: z.number().int().nullable(),
		timezone: z.literal("Asia/Jakarta"),
		nextRunAt: z.string().nullable(),
		lastRunAt: z.string().nullable(),
		lastPeriod: z.string().nullable().openapi({ description: "WIB date the last run's period started" }),
		lastOutcome: z.enum(["created", "skipped_no_funds", "skipped_no_bank_account"]).nullable(),
		lastPayoutId: z.string().nullable(),
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
		bankCode: bankCode.nullable().optional(),
		bankName: bankName.optional(),
		bankAccountNumber: bankAccountNumber.optional(),
		bankAccountHolder: bankAccountHolder.optional(),
		note: multiLine(NOTE_MAX, { min: 0 }).nullable().optional(),
	})
	.openapi("CreatePayout");

export const IdParam = z.object({
	id: z
		.string()
		.min(1)
		.max(64)
		.openapi({ param: { name: "id", in: "path" }, example: "po_01JB4X6N0ZQ8K3C9W2T5V7R1MD" }),
});
