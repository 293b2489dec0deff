// The payments completion hook: marketing's index.ts registers followPayments with payments'
// onPaymentsEvent, so every event of the billing workspace reaches it once at fan-out (at least
// once: a throw retries). It re-reads payments' subscription rather than trusting an event's
// snapshot, so late or repeated events converge on payments' current state.
import type { Env } from "../../../env";
import type { RecordedEvent } from "../../../platform/webhooks/engine";
import { setWorkspacePlan } from "../../admin/public";
import {
	cancelSubscription,
	getSubscription as paySubscription,
	invoicePageUrl,
	type PayScope,
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

export async function followPayments(env: Env, event: RecordedEvent) {
	if (!FOLLOWED.has(event.type)) return;
	const config = await getConfig(env);
	if (!config || event.accountId !== config.payAccountId || event.environment !== config.environment) return;
	const data = event.data as { id: string; subscriptionId?: string | null; paidAt?: string | null };
	if (event.type === "invoice.paid") await invoicePaid(env, config, data);
	else await subscriptionMoved(env, config, data.id);
}

const scopeOf = (c: BillingConfigRow): PayScope => ({ workspaceId: c.payAccountId, environment: c.environment });
const at = (iso: string | null | undefined) => (iso ? Date.parse(iso) : null);

/** A plan invoice paid: the invoice row paid, and its subscription the workspace's, active on its plan. */
async function invoicePaid(
	env: Env,
	config: BillingConfigRow,
	data: { id: string; subscriptionId?: string | null; paidAt?: string | null },
) {
	const pay = scopeOf(config);
	let inv = await getInvoice(env, data.id);
	if (!inv && data.subscriptionId) {
		// A renewal: its subscription is already the workspace's; list the cycle's invoice too.
		const owner = await subscriptionByPayId(env, data.subscriptionId);
		const prev = await latestInvoiceOf(env, data.subscriptionId);
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
	if (!inv) return;
	const receipt = await invoicePageUrl({ env }, pay, inv.id, inv.payBase);
	await markInvoicePaid(env, inv.id, at(data.paidAt) ?? Date.now(), receipt);
	const sub = await paySubscription({ env }, pay, inv.paySubscriptionId);
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
		await cancelSubscription({ env }, pay, current.paySubscriptionId, { at: "now", reason: "merchant" }).catch(
			() => undefined,
		);
}

/** The workspace's subscription moved in payments (period, past due, cancel at period end, canceled). */
async function subscriptionMoved(env: Env, config: BillingConfigRow, paySubscriptionId: string) {
	const row = await subscriptionByPayId(env, paySubscriptionId);
	if (!row) return;
	const sub = await paySubscription({ env }, scopeOf(config), paySubscriptionId);
	const status = statusOf(sub);
	const set: Partial<BillingSubscriptionRow> = {
		status,
		currentPeriodStart: at(sub.currentPeriodStart),
		currentPeriodEnd: at(sub.currentPeriodEnd),
		cancelAt: null,
		updatedAt: Date.now(),
		...(status === "canceled" ? { plan: "free" } : {}),
	};
	const done = await updateSubscription(env, { workspaceId: row.accountId }, paySubscriptionId, set);
	if (done) await setWorkspacePlan(env, row.accountId, "mkt", status === "canceled" ? "free" : row.plan);
}

/** Payments' status as the spec's: a scheduled cancellation is canceling (its cancelAt is not shown: null). */
function statusOf(sub: SubscriptionView): BillingSubscriptionRow["status"] {
	if (sub.status === "canceled") return "canceled";
	if (sub.status === "past_due") return "past_due";
	if (sub.status === "incomplete") return "incomplete";
	return sub.cancelAt ? "canceling" : "active";
}
