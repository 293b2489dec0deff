import { env } from "cloudflare:test";
import type { LedgerScope } from "../../src/services/payments/ledger/ledger.do";
import { ulid } from "../../src/platform/ids";

/** A fresh, never-used ledger scope (the object does not consult the platform directory). */
export function freshScope(environment: "test" | "live" = "test"): LedgerScope {
	return { workspaceId: `acc_${ulid()}`, environment };
}

export const ledgerOf = (s: LedgerScope) =>
	env.PAYMENTS_LEDGER.get(env.PAYMENTS_LEDGER.idFromName(`${s.workspaceId}:${s.environment}`));

/** Every field of the payout object (spec 000 §2), sorted; the object omits accountId. */
export const PAYOUT_FIELDS = [
	"id",
	"amount",
	"currency",
	"status",
	"method",
	"bankCode",
	"bankName",
	"bankAccountNumber",
	"bankAccountHolder",
	"note",
	"reference",
	"failureReason",
	"ledgerTransactionId",
	"processedAt",
	"createdAt",
	"completedAt",
	"updatedAt",
].sort();

export const BANK = {
	bankCode: "ID_BCA",
	bankName: "Bank Central Asia",
	bankAccountNumber: "1234567890",
	bankAccountHolder: "Toko Maju Jaya",
};

let n = 0;
/** Settles a payment of `amount` (fee 0 unless given) and returns the ledger stub. */
export async function funded(s: LedgerScope, amount: number, currency = "IDR", fee = 0) {
	const stub = ledgerOf(s);
	const r = await stub.settle(s, { paymentId: `pay_seed_${++n}_${ulid()}`, amount, fee, currency });
	if (!r.ok) throw new Error(r.error.message);
	return stub;
}

export function createInput(
	amount: number,
	over: Partial<{
		idempotencyKey: string;
		fingerprint: string;
		currency: string;
		bank: Record<string, string | null>;
		note: string | null;
		rail: "simulated" | "manual" | "gateway_a";
	}> = {},
) {
	return {
		idempotencyKey: over.idempotencyKey ?? crypto.randomUUID(),
		fingerprint: over.fingerprint ?? `fp_${amount}`,
		amount,
		currency: over.currency ?? "IDR",
		bank: over.bank ?? BANK,
		note: over.note ?? null,
		rail: over.rail ?? ("simulated" as const),
	};
}
