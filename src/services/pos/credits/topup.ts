// Shipping credit top-ups (spec 002 "Shipping credit"): bought through a payments hosted checkout in
// the platform's own payments workspace, exactly as POS plan billing buys a tier; the payments
// completion event credits the balance, once per checkout session (the move's unique ref).
import type { Env } from "../../../env";
import { ApiError } from "../../../platform/errors";
import { newId } from "../../../platform/ids";
import { log } from "../../../platform/log";
import type { RecordedEvent } from "../../../platform/webhooks/engine";
import { workspaceEnv } from "../../admin/public";
import { platformBillingWorkspace } from "../../marketing/public";
import { createCheckoutSession } from "../../payments/public";
import type { PosCtx, PosScope } from "../context";
import { expireTopup, insertTopup, payTopup, topupBySession } from "./store";

/** POST /fulfillment/shipping-credits/topup {amount}: a pending top-up and its checkout page. */
export async function startTopup(
	ctx: PosCtx,
	s: PosScope,
	amount: number,
	urls: { payBase: string; returnUrl: string },
) {
	const pay = await platformBillingWorkspace(ctx.env);
	if (!pay)
		throw new ApiError(503, "billing_not_configured", "Payments for top-ups are not configured on this platform yet");
	const now = Date.now();
	const id = newId("ctop_", now);
	const session = await createCheckoutSession(
		{ env: ctx.env, exec: ctx.exec },
		pay,
		{
			currency: "IDR",
			lineItems: [{ name: "Pasar shipping credit", quantity: 1, unitAmount: amount }],
			successUrl: urls.returnUrl,
			cancelUrl: urls.returnUrl,
			metadata: { posAccountId: s.workspaceId, posCreditTopup: id },
			expiresInSec: 3600,
		},
		urls.payBase,
	);
	await insertTopup(ctx.env, {
		id,
		accountId: s.workspaceId,
		amount,
		status: "pending",
		checkoutSessionId: session.id,
		createdAt: now,
		paidAt: null,
	});
	return { id, status: "pending" as const, amount, checkoutUrl: session.hostedUrl };
}

/**
 * The payments hook (registered with onPaymentsEvent): a completed top-up session credits its
 * top-up; an expired one marks it expired. Only sessions of the platform's billing workspace that a
 * top-up opened count (the stored row, not the event's metadata, says how much and for whom).
 * Redelivery is safe: the credit's ref is the session, so a second delivery moves nothing.
 */
export async function followCreditTopups(env: Env, e: RecordedEvent) {
	if (e.type !== "checkout_session.completed" && e.type !== "checkout_session.expired") return;
	const data = e.data as { id?: string; amount?: number; metadata?: Record<string, string> | null };
	const topupId = data.metadata?.posCreditTopup;
	const ws = data.metadata?.posAccountId;
	if (!topupId || !ws || !data.id) return;
	const pay = await platformBillingWorkspace(env);
	if (!pay || pay.workspaceId !== e.accountId || pay.environment !== e.environment) return;
	// This runs in payments' fan-out (placed for the billing workspace): the merchant's DB_POS shard is its own env.
	const posEnv = await workspaceEnv(env, ws);
	const t = await topupBySession(posEnv, ws, data.id);
	if (!t || t.id !== topupId) return;
	if (e.type === "checkout_session.expired") return expireTopup(posEnv, t);
	if (data.amount !== t.amount) {
		log(env, "warn", { service: "pos", event: "credit_topup_amount_mismatch", topup: t.id, paid: data.amount });
		return;
	}
	await payTopup(posEnv, t, Date.now());
}
