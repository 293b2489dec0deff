// POS plan billing (spec 002 "Billing"): a paid tier is bought a month at a time through a payments
// hosted checkout in the platform's own payments workspace (marketing's public.ts names it); the
// payments completion event switches the plan, the minute cron lapses it when the month is over.
import type { Env } from "../../../env";
import { ApiError } from "../../../platform/errors";
import type { TickHandler } from "../../../platform/service-module";
import type { RecordedEvent } from "../../../platform/webhooks/engine";
import { planOf, setWorkspacePlan, workspaceEnv } from "../../admin/public";
import { platformBillingWorkspace } from "../../marketing/public";
import { createCheckoutSession } from "../../payments/public";
import { limitsOf, POS_TIERS, type PosTier, TIER_NAMES, TIER_PRICES } from "../access/plans";
import { conflict, type PosCtx, type PosScope } from "../context";
import { emitPosEvent } from "../events";
import { dueRows, getBilling, lapse, markCancel, putBilling, usage } from "./store";

/** The same day next month (clamped to the month's last day), UTC. */
export function plusOneMonth(at: number) {
	const d = new Date(at);
	const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 2, 0)).getUTCDate();
	return Date.UTC(
		d.getUTCFullYear(),
		d.getUTCMonth() + 1,
		Math.min(d.getUTCDate(), last),
		d.getUTCHours(),
		d.getUTCMinutes(),
		d.getUTCSeconds(),
		d.getUTCMilliseconds(),
	);
}

/** POST /billing/checkout {tier}: a paid tier's month through a payments hosted checkout. */
export async function startCheckout(
	ctx: PosCtx,
	s: PosScope,
	tier: PosTier,
	urls: { payBase: string; returnUrl: string },
) {
	if (tier === "free")
		throw new ApiError(400, "validation_error", "Checkout is for a paid tier: starter, growth or business", "tier");
	const pay = await platformBillingWorkspace(ctx.env);
	if (!pay) throw new ApiError(503, "billing_not_configured", "Plan billing is not configured on this platform yet");
	const session = await createCheckoutSession(
		{ env: ctx.env, exec: ctx.exec },
		pay,
		{
			currency: "IDR",
			lineItems: [{ name: `Pasar POS ${TIER_NAMES[tier]} (1 month)`, quantity: 1, unitAmount: TIER_PRICES[tier] }],
			successUrl: urls.returnUrl,
			cancelUrl: urls.returnUrl,
			metadata: { posAccountId: s.workspaceId, posTier: tier },
			expiresInSec: 3600,
		},
		urls.payBase,
	);
	return { tier, checkoutUrl: session.hostedUrl, sessionId: session.id };
}

/** The payments completion hook: a paid POS checkout switches the plan for a month (once per session). */
export async function followPayments(env: Env, e: RecordedEvent) {
	if (e.type !== "checkout_session.completed") return;
	const data = e.data as { id: string; metadata?: Record<string, string> | null };
	const ws = data.metadata?.posAccountId;
	const tier = data.metadata?.posTier as PosTier | undefined;
	if (!ws || !tier || !POS_TIERS.includes(tier)) return;
	const pay = await platformBillingWorkspace(env);
	if (!pay || pay.workspaceId !== e.accountId || pay.environment !== e.environment) return;
	// This runs in payments' fan-out (placed for the billing workspace): the merchant's DB_POS shard is its own env.
	const posEnv = await workspaceEnv(env, ws);
	const s = { workspaceId: ws };
	const cur = await getBilling(posEnv, s);
	if (cur?.checkoutSessionId === data.id) return;
	const now = Date.now();
	const row = {
		accountId: ws,
		tier,
		status: "active" as const,
		currentPeriodEnd: plusOneMonth(now),
		cancelAtPeriodEnd: 0,
		pendingTier: null,
		checkoutSessionId: data.id,
		updatedAt: now,
	};
	await putBilling(posEnv, row);
	await setWorkspacePlan(posEnv, ws, "pos", tier);
	await emitPosEvent(posEnv, null, ws, "pos.billing.subscribed.v1", billingEventData(row), `evt_pos_sub_${data.id}`);
}

/** POST /billing/cancel: keeps the paid month (cancelAtPeriodEnd true); free or already canceling → 409. */
export async function cancelPlan(ctx: PosCtx, s: PosScope) {
	if ((await planOf(ctx.env, s.workspaceId, "pos")) === "free") throw conflict("The workspace is on the free tier");
	const row = await markCancel(ctx.env, s, Date.now());
	if (!row) throw conflict("No paid period to cancel (already canceling, or the tier was not bought here)");
	await emitPosEvent(ctx.env, ctx.exec, s.workspaceId, "pos.billing.canceled.v1", billingEventData(row));
	return billingState(ctx, s);
}

/** GET /billing. */
export async function billingState(ctx: PosCtx, s: PosScope) {
	const [tier, row, used] = await Promise.all([
		planOf(ctx.env, s.workspaceId, "pos"),
		getBilling(ctx.env, s),
		usage(ctx.env, s),
	]);
	const paid = row?.status === "active";
	return {
		tier,
		status: paid ? "active" : tier === "free" ? "free" : "active",
		currentPeriodEnd: paid && row?.currentPeriodEnd ? new Date(row.currentPeriodEnd).toISOString() : null,
		cancelAtPeriodEnd: paid ? !!row?.cancelAtPeriodEnd : false,
		limits: limitsOf(tier),
		usage: used,
	};
}

const billingEventData = (r: {
	accountId: string;
	tier: string;
	currentPeriodEnd: number | null;
	cancelAtPeriodEnd: number;
}) => ({
	accountId: r.accountId,
	tier: r.tier,
	currentPeriodEnd: r.currentPeriodEnd == null ? null : new Date(r.currentPeriodEnd).toISOString(),
	cancelAtPeriodEnd: !!r.cancelAtPeriodEnd,
});

/** The minute cron: a paid month that is over lapses to free. */
export const lapseTick: TickHandler = async (now, env) => {
	for (const row of await dueRows(env, now))
		if (await lapse(env, row, now)) await setWorkspacePlan(env, row.accountId, "pos", "free");
};
