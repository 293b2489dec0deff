import type { z } from "@hono/zod-openapi";
import { ApiError } from "../../../platform/errors";
import { newId, randomHex } from "../../../platform/ids";
import type { PayCtx, PayScope } from "../context";
import { workspaceNow } from "../ledger/clock";
import type { CreateToken } from "./routes/payment-tokens";
import { getRow, insertPaymentToken, type TokenRow, tokenView } from "./store";

/** A payment token of a customer of this workspace (testOutcome only in test mode). */
export async function createPaymentToken(ctx: PayCtx, s: PayScope, b: z.infer<typeof CreateToken>) {
	if (s.environment === "live" && b.testOutcome !== undefined)
		throw new ApiError(400, "validation_error", "testOutcome is accepted in test mode only", "testOutcome");
	await getRow(ctx.env, s, "customers", b.customerId);
	const now = await workspaceNow(ctx.env, s.workspaceId, s.environment);
	const row: TokenRow = {
		id: newId("pt_", now),
		customer_id: b.customerId,
		method: b.method,
		brand: b.brand ?? null,
		last4: b.last4 ?? null,
		exp_month: b.expMonth ?? null,
		exp_year: b.expYear ?? null,
		account_label: b.accountLabel ?? null,
		provider_reference: b.providerReference ?? `sim_tok_${randomHex(12)}`,
		test_outcome: s.environment === "test" ? (b.testOutcome ?? "succeed") : null,
		status: "active",
		detached_at: null,
		created_at: now,
		updated_at: now,
	};
	await insertPaymentToken(ctx.env, s, row);
	return tokenView(row, s.environment);
}
