// A success callback whose amount or currency is not the payment's (callbacks/amount.ts): no money
// moves. The payment keeps its state, flagged failure_code amount_mismatch for the merchant to review,
// the callback row records outcome amount_mismatch, and payment.amount_mismatch tells the merchant
// what the provider said. A later callback stating the right amount still settles it.
import type { Env } from "../../../env";
import { log } from "../../../platform/log";
import { findRow, type PaymentRow } from "../billing/store";
import { paymentView } from "../charges/rows";
import type { PayScope as Scope } from "../context";
import { stableEventId } from "../events/ids";
import { emitPaymentsEvent } from "../events/index";
import { workspaceNow } from "../ledger/clock";
import type { Said } from "./amount";
import { flagAmountMismatch } from "./store";

type Ctx = Pick<ExecutionContext, "waitUntil"> | null | undefined;

export async function holdForReview(
	env: Env,
	ctx: Ctx,
	s: Scope,
	p: PaymentRow,
	said: Said,
	reason: string,
	providerReference: string | null,
): Promise<"amount_mismatch"> {
	const at = await workspaceNow(env, s.workspaceId, s.environment);
	await flagAmountMismatch(env, p.id, providerReference);
	const now = (await findRow<PaymentRow>(env, s, "payments", p.id)) ?? p;
	log(env, "warn", {
		service: "pay",
		event: "callback_amount_mismatch",
		workspace: s.workspaceId,
		payment: p.id,
		kind: said.kind,
		reason,
	});
	// One event per provider event, however often that callback is delivered or raced.
	const id = await stableEventId("payment.amount_mismatch", `${p.id}:${said.kind}:${said.eventId}`, at);
	await emitPaymentsEvent(env, ctx, {
		id,
		type: "payment.amount_mismatch",
		accountId: s.workspaceId,
		environment: s.environment,
		occurredAt: at,
		data: {
			...paymentView(now),
			callback: { provider: said.kind, eventId: said.eventId, ...said.stated, reason },
		},
	});
	return "amount_mismatch";
}
