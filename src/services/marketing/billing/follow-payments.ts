// The payments completion hook: marketing's index.ts registers followPayments with payments'
// onPaymentsEvent, so every event of the billing workspace reaches it once at fan-out (at least
// once: a throw retries). It re-reads payments' subscription rather than trusting an event's
// snapshot, so late or repeated events converge on payments' current state.
import type { Env } from "../../../env";
import { ApiError } from "../../../platform/errors";
import type { RecordedEvent } from "../../../platform/webhooks/engine";
import { setWorkspacePlan, workspaceEnv } from "../../admin/public";
import {
	cancelSubscription,
	invoicePageUrl,
	type PayScope,
	getSubscription as paySubscription,
	type SubscriptionView,
} from "../../payments/public";
import {
	type BillingConfigRow,
	type BillingSubscriptionRow,
	getConfig,
	getInvoice,
	getSubscription,
	insertInvoice,
	latestInvoiceOf,
	markInvoicePaid,
	putSubscription,
	subscriptionByPayId,
	updateSubscription,
} from "./store";

const FOLLOWED = new Set(["invoice.paid", "subscription.updated", "subscription.past_due", "subscription.deleted"]);

/**
 * The listener runs in payments' fan-out, whose env works for no marketing workspace (issue 38): the
 * config is global (shard 0), payments is reached for the billing workspace, and the merchant's rows
 * are read only once payments' subscription has named the merchant (its metadata's mktAccountId, set
 * by every plan checkout), on that merchant's DB_MKT shard. A subscription without it is not a
 * marketing plan's (POS bills in the same workspace).
 */
export async function followPayments(env: Env, event: RecordedEvent) {
	if (!FOLLOWED.has(event.type)) return;
	const config = await getConfig(env);
	if (!config || event.accountId !== config.payAccountId || event.environment !== config.environment) return;
	const data = event.data as { id: string; subscriptionId?: string | null; paidAt?: string | null };
	const paySubscriptionId = event.type === "invoice.paid" ? data.subscriptionId : data.id;
	// Every plan invoice belongs to its subscription: an invoice without one is not marketing's.
	if (!paySubscriptionId) return;
	const pay: Pay = { scope: scopeOf(config), ctx: { env: await workspaceEnv(env, config.payAccountId) } };
	const sub = await paySubscription(pay.ctx, pay.scope, paySubscriptionId).catch((err) => {
		if (err instanceof ApiError && err.status === 404) return null;
		throw err;
	});
	const merchant = sub?.metadata?.mktAccountId;
	if (!sub || !merchant) return;
	const mkt = await workspaceEnv(env, merchant);
	if (event.type === "invoice.paid") await invoicePaid(mkt, merchant, pay, sub, data);
	else await subscriptionMoved(mkt, merchant, sub);
}

/** Payments for the billing workspace: its scope, and an env working for it. */
interface Pay {
	scope: PayScope;
	ctx: { env: Env };
}

const scopeOf = (c: BillingConfigRow): PayScope => ({ workspaceId: c.payAccountId, environment: c.environment });
const at = (iso: string | null | undefined) => (iso ? Date.parse(iso) : null);

/**
 * A plan invoice paid: the invoice row paid, and its subscription the workspace's, active on its
 * plan. `env` works for the merchant `ws`; `sub` is payments' subscription of the invoice.
 */
async function invoicePaid(
	env: Env,
	ws: string,
	pay: Pay,
	sub: SubscriptionView,
	data: { id: string; paidAt?: string | null },
) {
	let inv = await getInvoice(env, data.id);
	if (!inv) {
		// A renewal: its subscription is already the workspace's; list the cycle's invoice too.
		const owner = await subscriptionByPayId(env, sub.id);
		const prev = await latestInvoiceOf(env, sub.id);
		if (!owner || !prev) return;
		await insertInvoice(env, {
			...prev,
			id: data.id,
			status: "open",
			paidAt: null,
			receiptUrl: null,
			createdAt: Date.now(),
		});
		inv = await getInvoice(env, data.id);
	}
	if (!inv || inv.accountId !== ws || inv.paySubscriptionId !== sub.id) return;
	const receipt = await invoicePageUrl(pay.ctx, pay.scope, inv.id, inv.payBase);
	await markInvoicePaid(env, inv.id, at(data.paidAt) ?? Date.now(), receipt);
	const s = { workspaceId: inv.accountId };
	const current = await getSubscription(env, s);
	const now = Date.now();
	await putSubscription(env, {
		accountId: inv.accountId,
		plan: inv.plan,
		status: statusOf(sub) === "canceled" ? "canceled" : statusOf(sub),
		paySubscriptionId: sub.id,
		currentPeriodStart: at(sub.currentPeriodStart),
		currentPeriodEnd: at(sub.currentPeriodEnd),
		cancelAt: null,
		createdAt: current?.createdAt ?? now,
		updatedAt: now,
	});
	await setWorkspacePlan(env, inv.accountId, "mkt", statusOf(sub) === "canceled" ? "free" : inv.plan);
	// A new plan's checkout replaced the old subscription: stop billing the old one.
	if (current && current.paySubscriptionId !== sub.id && current.status !== "canceled")
		await cancelSubscription(pay.ctx, pay.scope, current.paySubscriptionId, { at: "now", reason: "merchant" }).catch(
			() => undefined,
		);
}

/** The workspace's subscription moved in payments (period, past due, cancel at period end, canceled). */
async function subscriptionMoved(env: Env, ws: string, sub: SubscriptionView) {
	const row = await subscriptionByPayId(env, sub.id);
	if (!row || row.accountId !== ws) return;
	const status = statusOf(sub);
	const set: Partial<BillingSubscriptionRow> = {
		status,
		currentPeriodStart: at(sub.currentPeriodStart),
		currentPeriodEnd: at(sub.currentPeriodEnd),
		cancelAt: null,
		updatedAt: Date.now(),
		...(status === "canceled" ? { plan: "free" } : {}),
	};
	const done = await updateSubscription(env, { workspaceId: row.accountId }, sub.id, set);
	if (done) await setWorkspacePlan(env, row.accountId, "mkt", status === "canceled" ? "free" : row.plan);
}

/** Payments' status as the spec's: a scheduled cancellation is canceling (its cancelAt is not shown: null). */
function statusOf(sub: SubscriptionView): BillingSubscriptionRow["status"] {
	if (sub.status === "canceled") return "canceled";
	if (sub.status === "past_due") return "past_due";
	if (sub.status === "incomplete") return "incomplete";
	return sub.cancelAt ? "canceling" : "active";
}
