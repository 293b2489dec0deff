import { sha256Hex } from "../../../platform/crypto";
import { ApiError } from "../../../platform/errors";
import { withQuery } from "../../../platform/idempotency";
import type { PayCtx, PayScope } from "../context";
import { ledgerStub, unwrap } from "../ledger/client";
import { INVALID_AMOUNT_MESSAGE, isPositiveAmount } from "../ledger/domain/payouts";
import type { PayoutView } from "../ledger/ledger.do";
import { enqueueDispatch, railFor } from "./rail";

export interface NewPayout {
	amount: unknown;
	currency: string;
	bankCode?: string | null;
	bankName?: string;
	bankAccountNumber?: string;
	bankAccountHolder?: string;
	note?: string | null;
}

/** Canonical JSON (sorted keys) so the same request in another key order is the same request. */
function canonical(v: unknown): string {
	if (Array.isArray(v)) return `[${v.map(canonical).join(",")}]`;
	if (v && typeof v === "object") {
		return `{${Object.keys(v)
			.sort()
			.filter((k) => (v as Record<string, unknown>)[k] !== undefined)
			.map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
			.join(",")}}`;
	}
	return JSON.stringify(v);
}

/**
 * A manual payout (spec §3: amount at most available, bank account on file or supplied). The
 * ledger object checks the balance, locks the amount and stores the Idempotency-Key in one
 * transaction, so a retry or a racing duplicate returns the first payout and never locks twice; the
 * key's fingerprint covers the body and the query string (`query`, as sent), as every other key's does.
 * A new payout is handed to its rail through the payouts queue.
 */
export async function createPayout(
	ctx: PayCtx,
	s: PayScope,
	idempotencyKey: string,
	input: NewPayout,
	query = "",
): Promise<{ payout: PayoutView; replayed: boolean }> {
	if (!isPositiveAmount(input.amount)) throw new ApiError(400, "invalid_amount", INVALID_AMOUNT_MESSAGE, "amount");
	const res = unwrap(
		await ledgerStub(ctx.env, s).createPayout(s, {
			idempotencyKey,
			fingerprint: await withQuery(await sha256Hex(canonical(input)), query),
			amount: input.amount,
			currency: input.currency,
			bank: {
				bankCode: input.bankCode,
				bankName: input.bankName,
				bankAccountNumber: input.bankAccountNumber,
				bankAccountHolder: input.bankAccountHolder,
			},
			note: input.note ?? null,
			rail: await railFor(ctx.env, s),
		}),
	);
	if (!res.replayed) await enqueueDispatch(ctx.env, s, res.payout.id);
	return { payout: res.payout, replayed: res.replayed };
}
