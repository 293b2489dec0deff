// The renewal engine: everything subscriptions and invoices do at a time rather than on a request
// — trial_will_end, trial end, first invoices of a future start, period renewals, cancelAt,
// auto-resume, dunning retries and exhaustion, send_invoice due dates, deferred settlements.
// Registered as the "subscriptions" due runner (clock.ts): the minute cron calls it for workspaces
// whose due_work row is due, the test clock calls it after every advance. Each step is taken at its
// own scheduled time (not the time the run happens), so a late or catch-up run produces the same
// invoices, periods and event order as an on-time one; each step is race-safe (invoicing.ts, charge.ts).
import type { Env } from "../../../env";
import { log } from "../../../platform/log";
import { markDue, type PayEnvironment, workspaceNow } from "../ledger/clock";
import { chargeInvoice, settle } from "./charge";
import {
	addInterval,
	type DueAction,
	type Move,
	resumedPeriod,
	type SubscriptionStatus,
	scheduledActions,
	transition,
} from "./domain/subscriptions";
import { dispatchBillingEvents } from "./events";
import {
	ensureInvoice,
	invoiceNextAction,
	stopCollection,
	subEvent,
	subscriptionLine,
	timedWork,
	voidInvoice,
	writeSubscription,
} from "./invoicing";
import {
	type CouponRow,
	findRow,
	type InvoiceRow,
	invoiceView,
	type PlanRow,
	type PriceRow,
	type Scope,
	type SubscriptionRow,
} from "./store";
import {
	claimOverdue,
	earliestDue,
	hasPendingPayment,
	nextDue,
	setInvoiceNextAction,
	setSubscriptionNextAction,
	subscriptionOwes,
	unsettledPayments,
	writeOffInvoice,
} from "./store/renewals";

export const SUBSCRIPTION_RUNNER = "subscriptions";
/** Steps per run before the engine yields (the next run continues where this one stopped). */
const MAX_STEPS = 500;

const moveTo = (from: SubscriptionStatus, move: Move): SubscriptionStatus => {
	const to = transition(from, move);
	if (!to) throw new Error(`subscription move ${move} not allowed from ${from}`);
	return to;
};

/**
 * The invoice at a period boundary: trial end, renewal (a pending downgrade takes effect here) or
 * the first invoice of a future start. Issues it once, charges it once, then moves the subscription.
 */
export async function periodBoundary(
	env: Env,
	s: Scope,
	sub: SubscriptionRow,
	action: "trial_end" | "renew" | "first_invoice",
	at: number,
): Promise<void> {
	let priceId = sub.price_id;
	let amount = sub.unit_amount;
	let start: number;
	let end: number;
	if (action === "first_invoice") {
		start = sub.current_period_start;
		end = sub.current_period_end;
	} else {
		start = action === "trial_end" ? (sub.trial_end as number) : sub.current_period_end;
		end = addInterval(start, sub.interval as "month", sub.interval_count, sub.anchor_day);
		if (action === "renew" && sub.pending_price_id) {
			const p = await findRow<PriceRow>(env, s, "prices", sub.pending_price_id);
			if (p) {
				priceId = p.id;
				amount = p.unit_amount;
			}
		}
	}
	let inv: InvoiceRow | null = null;
	if (amount > 0) {
		const plan = await findRow<PlanRow>(env, s, "plans", sub.plan_id);
		const coupon = sub.discount_coupon_id ? await findRow<CouponRow>(env, s, "coupons", sub.discount_coupon_id) : null;
		inv = await ensureInvoice(
			env,
			s,
			{
				sub: { ...sub, unit_amount: amount },
				reason: action === "first_invoice" ? "subscription_create" : "subscription_cycle",
				dedupeKey: action === "first_invoice" ? "create" : `cycle:${start}`,
				periodStart: start,
				periodEnd: end,
				lines: [subscriptionLine(amount, priceId, start, end, plan?.name ?? "Subscription")],
				discounts: true,
				coupon,
			},
			at,
		);
		if (inv.status === "open" && sub.collection_method === "charge_automatically" && inv.attempt_count === 0) {
			const out = await chargeInvoice(env, s, inv, sub.default_payment_token_id, at, { auto: false });
			if (out.kind === "skipped") return; // another worker holds the attempt and finishes the move
			inv = out.invoice;
		}
	}
	const declined = inv != null && inv.status === "open" && inv.first_failed_at != null;
	let status: SubscriptionStatus;
	const extra: D1PreparedStatement[] = [];
	if (action === "first_invoice") {
		status = declined ? moveTo(sub.status, "create_declined") : sub.status;
		if (declined && inv) extra.push(voidInvoice(env, s, inv.id, at));
	} else if (action === "trial_end") {
		status = moveTo(sub.status, declined ? "trial_end_declined" : "trial_end_paid");
	} else {
		status = declined ? moveTo(sub.status, "renewal_declined") : sub.status;
	}
	const next: SubscriptionRow = {
		...sub,
		status,
		price_id: priceId,
		unit_amount: amount,
		pending_price_id: action === "renew" ? null : sub.pending_price_id,
		current_period_start: start,
		current_period_end: end,
		first_invoice_at: null,
		latest_invoice_id: inv?.id ?? sub.latest_invoice_id,
		initial_discount: inv ? 0 : sub.initial_discount,
	};
	await writeSubscription(
		env,
		s,
		sub,
		next,
		(n) =>
			status === "past_due"
				? [subEvent("subscription.past_due", n, { latestInvoice: inv ? invoiceView(inv) : null })]
				: [],
		at,
		extra,
	);
}

/** Ends a subscription: canceled with a reason, automatic collection on its open invoices stopped. */
export async function cancelSubscription(
	env: Env,
	s: Scope,
	sub: SubscriptionRow,
	move: Move,
	reason: string,
	at: number,
	extra: D1PreparedStatement[] = [],
) {
	const next: SubscriptionRow = {
		...sub,
		status: moveTo(sub.status, move),
		canceled_at: at,
		canceled_reason: reason,
		cancel_at: null,
		resume_at: null,
	};
	return writeSubscription(env, s, sub, next, (n) => [subEvent("subscription.deleted", n)], at, [
		stopCollection(env, s, sub.id, at),
		...extra,
	]);
}

export async function resumeSubscription(env: Env, s: Scope, sub: SubscriptionRow, at: number) {
	const period = resumedPeriod(
		{
			currentPeriodStart: sub.current_period_start,
			currentPeriodEnd: sub.current_period_end,
			pausedAt: sub.paused_at ?? at,
			cancelAt: sub.cancel_at,
		},
		at,
	);
	const next: SubscriptionRow = {
		...sub,
		status: moveTo(sub.status, "resume"),
		current_period_start: period.currentPeriodStart,
		current_period_end: period.currentPeriodEnd,
		cancel_at: period.cancelAt,
		paused_at: null,
		resume_at: null,
	};
	return writeSubscription(
		env,
		s,
		sub,
		next,
		(n) => [
			subEvent("subscription.updated", n, {
				causes: ["resume"],
				previousAttributes: { status: "paused", pausedAt: sub.paused_at },
			}),
		],
		at,
	);
}

async function subscriptionStep(env: Env, s: Scope, sub: SubscriptionRow, action: DueAction, at: number) {
	switch (action) {
		case "trial_will_end":
			await writeSubscription(
				env,
				s,
				sub,
				{ ...sub, trial_will_end_sent_at: at },
				(n) => [subEvent("subscription.trial_will_end", n)],
				at,
			);
			return;
		case "cancel_at":
			await cancelSubscription(env, s, sub, "cancel_at_reached", sub.canceled_reason ?? "user_request", at);
			return;
		case "auto_resume":
			await resumeSubscription(env, s, sub, at);
			return;
		default:
			await periodBoundary(env, s, sub, action, at);
	}
}

/** After a dunning or manual charge: what the outcome means for the subscription. */
export async function applyInvoiceOutcome(env: Env, s: Scope, inv: InvoiceRow, at: number) {
	if (!inv.subscription_id) return;
	const sub = await findRow<SubscriptionRow>(env, s, "subscriptions", inv.subscription_id);
	if (!sub) return;
	if (inv.status === "paid") {
		if (sub.status !== "past_due") return;
		// Back to active once nothing it owes is failed or overdue any more.
		if (!(await subscriptionOwes(env, s, sub.id)))
			await writeSubscription(env, s, sub, { ...sub, status: moveTo(sub.status, "dunning_paid") }, () => [], at);
		return;
	}
	if (inv.status !== "open" || inv.first_failed_at == null) return;
	if (inv.billing_reason === "subscription_create" && sub.status === "active") {
		await writeSubscription(
			env,
			s,
			sub,
			{ ...sub, status: moveTo(sub.status, "create_declined"), first_invoice_at: null },
			() => [],
			at,
			[voidInvoice(env, s, inv.id, at)],
		);
	} else if (
		inv.billing_reason === "subscription_cycle" &&
		sub.status === "active" &&
		sub.latest_invoice_id === inv.id
	) {
		await writeSubscription(
			env,
			s,
			sub,
			{ ...sub, status: moveTo(sub.status, "renewal_declined") },
			(n) => [subEvent("subscription.past_due", n, { latestInvoice: invoiceView(inv) })],
			at,
		);
	}
}

async function invoiceStep(env: Env, s: Scope, inv: InvoiceRow, at: number) {
	const fix = () => setInvoiceNextAction(env, inv.id, invoiceNextAction(inv));
	if (inv.status !== "open") return fix();
	const sub = inv.subscription_id ? await findRow<SubscriptionRow>(env, s, "subscriptions", inv.subscription_id) : null;
	if (!sub || sub.status === "canceled" || sub.status === "incomplete") {
		await stopCollection(env, s, inv.subscription_id ?? "", at).run();
		return setInvoiceNextAction(env, inv.id, null);
	}
	if (await hasPendingPayment(env, inv.id)) {
		const out = await chargeInvoice(env, s, inv, sub.default_payment_token_id, at, {
			auto: inv.first_failed_at != null,
		});
		if (out.kind !== "skipped") await applyInvoiceOutcome(env, s, out.invoice, at);
		else await setInvoiceNextAction(env, inv.id, at + 60_000, true);
		return;
	}
	if (inv.exhaust_at != null && inv.exhaust_at <= at) {
		// Dunning exhausted: the invoice is written off and the subscription ends with failed_payment.
		const writeOff = writeOffInvoice(env, inv.id, at);
		if (sub.status === "past_due") {
			const done = await cancelSubscription(env, s, sub, "dunning_exhausted", "failed_payment", at, [writeOff]);
			if (!done) return; // lost a race; the next step re-reads
		} else await writeOff.run();
		return;
	}
	if (inv.next_payment_attempt_at != null && inv.next_payment_attempt_at <= at) {
		if (inv.collection_method !== "charge_automatically") return fix();
		const out = await chargeInvoice(env, s, inv, sub.default_payment_token_id, at, {
			auto: inv.first_failed_at != null,
		});
		if (out.kind === "skipped") return;
		await applyInvoiceOutcome(env, s, out.invoice, at);
		return;
	}
	if (inv.due_date != null && inv.overdue_at == null && inv.due_date <= at) {
		const marked: InvoiceRow = { ...inv, overdue_at: at };
		if ((await claimOverdue(env, inv.id, at, invoiceNextAction(marked))) && sub.status === "active") {
			await writeSubscription(
				env,
				s,
				sub,
				{ ...sub, status: moveTo(sub.status, "renewal_declined") },
				(n) => [subEvent("subscription.past_due", n, { latestInvoice: invoiceView(marked) })],
				at,
			);
		}
		return;
	}
	return fix();
}

/** Runs every due step for one workspace and mode, earliest first, then publishes the next due time. */
export async function runSubscriptions(
	env: Env,
	workspaceId: string,
	environment: PayEnvironment,
	now: number,
): Promise<void> {
	const s: Scope = { workspaceId, environment };
	const seen = new Set<string>();
	for (let step = 0; step < MAX_STEPS; step++) {
		const { sub, inv } = await nextDue(env, s, now);
		if (!sub && !inv) break;
		const subFirst = sub != null && (inv == null || (sub.next_action_at as number) <= (inv.next_action_at as number));
		const mark = subFirst
			? `${sub?.id}:${sub?.op_id}:${sub?.next_action_at}`
			: `${inv?.id}:${inv?.updated_at}:${inv?.next_action_at}:${inv?.attempt_count}`;
		if (seen.has(mark)) {
			// No progress (another worker holds this step, or nothing changed): leave it to the next run.
			log(env, "warn", { service: "pay", event: "billing_step_repeated", item: mark });
			break;
		}
		seen.add(mark);
		if (subFirst && sub) {
			const due = scheduledActions(timedWork(sub)).find((a) => a.at <= now);
			if (!due) {
				await setSubscriptionNextAction(env, sub, scheduledActions(timedWork(sub))[0]?.at ?? null);
				continue;
			}
			// A step happens after the row's last write (a short trial's trial_will_end is due "in the past").
			await subscriptionStep(env, s, sub, due.action, Math.min(Math.max(due.at, sub.updated_at + 1), now));
		} else if (inv) {
			await invoiceStep(env, s, inv, Math.min(Math.max(inv.next_action_at as number, inv.updated_at), now));
		}
	}
	// Payments whose ledger settlement failed earlier (the ledger object was unreachable).
	for (const p of await unsettledPayments(env, s)) await settle(env, s, p);
	await publishDue(env, s, now);
	await dispatchBillingEvents(env, null);
}

/** Writes the earliest pending step of this workspace to due_work, in wall-clock ms (the cron's clock). */
export async function publishDue(env: Env, s: Scope, now?: number) {
	const due = await earliestDue(env, s, now ?? 0);
	if (due == null) return markDue(env, s, SUBSCRIPTION_RUNNER, null);
	const workspaceTime = now ?? (await workspaceNow(env, s.workspaceId, s.environment));
	const offset = s.environment === "live" ? 0 : workspaceTime - Date.now();
	await markDue(env, s, SUBSCRIPTION_RUNNER, due - offset);
}
