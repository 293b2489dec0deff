import { expect } from "vitest";
import { createWorkspace } from "../helpers/http";
import { mintPayKey, type PayKey, payCall } from "../helpers/pay";

export const BANK = {
	bankCode: "ID_BCA",
	bankName: "Bank Central Asia",
	bankAccountNumber: "1234567890",
	bankAccountHolder: "Toko Maju Jaya",
};

/** A fresh workspace with a full_access key in `environment` (test by default). */
export async function merchant(environment: "test" | "live" = "test", opts: { role?: string; scopes?: string[] } = {}) {
	const ws = await createWorkspace();
	const key = await mintPayKey(ws, { environment, ...opts });
	return { ws, key };
}

/** A platform administrator key (its own workspace); acts on merchants with onBehalfOf. */
export async function platformAdmin(environment: "test" | "live" = "test") {
	const ws = await createWorkspace();
	return mintPayKey(ws, { environment, role: "platform_admin" });
}

export async function settle(key: PayKey, amount: number, currency = "IDR", fee = 0) {
	const r = await payCall(key, "POST", "/v1/test-helpers/settlements", { body: { amount, currency, fee } });
	expect(r.status, r.text).toBe(201);
	return r.body.data;
}

export async function setBank(key: PayKey, bank: Record<string, unknown> = BANK) {
	const r = await payCall(key, "PATCH", "/v1/payouts/bank-account", { body: bank });
	expect(r.status, r.text).toBe(200);
	return r.body.data;
}

export async function createPayout(
	key: PayKey,
	body: Record<string, unknown>,
	idempotencyKey: string = crypto.randomUUID(),
) {
	return payCall(key, "POST", "/v1/payouts", { body, idempotencyKey });
}

/** A funded test merchant with a bank account on file and one pending payout. */
export async function withPendingPayout(amount = 10_000, balance = 100_000) {
	const m = await merchant();
	await settle(m.key, balance);
	await setBank(m.key);
	const r = await createPayout(m.key, { amount, currency: "IDR" });
	expect(r.status, r.text).toBe(201);
	return { ...m, payout: r.body.data };
}

export const advance = (key: PayKey, seconds: number) =>
	payCall(key, "POST", "/v1/test-helpers/clock/advance", { body: { seconds } });
