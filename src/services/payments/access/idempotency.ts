import { type IdempotencyOptions, idempotency } from "../../../platform/idempotency";

// Spec 000 §7 names the code for "same Idempotency-Key, another body" per resource family:
// idempotency_key_conflict (subscriptions) and idempotency_conflict (adapters). Every other payments
// route answers like subscriptions, so a client learns one code for the whole API except adapters.
// Routes take their middleware from here, and the ledger object's payout keys use the same
// constant, so no route can drift back to a code of its own.

export const IDEMPOTENCY_KEY_CONFLICT = "idempotency_key_conflict";
export const ADAPTER_IDEMPOTENCY_CONFLICT = "idempotency_conflict";

type Extra = Omit<IdempotencyOptions, "mode" | "codes">;

/** Idempotency-Key middleware for every payments route outside /v1/adapters. */
export const payIdempotency = (mode: IdempotencyOptions["mode"], extra: Extra = {}) =>
	idempotency({ ...extra, mode, codes: { missing: "idempotency_required", mismatch: IDEMPOTENCY_KEY_CONFLICT } });

/** The adapters family (PUT /v1/adapters/*, managed onboarding and its test helper). */
export const adapterIdempotency = (mode: IdempotencyOptions["mode"], extra: Extra = {}) =>
	idempotency({ ...extra, mode, codes: { missing: "idempotency_required", mismatch: ADAPTER_IDEMPOTENCY_CONFLICT } });
