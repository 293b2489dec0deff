// Checkout I/O (issue 8): sessions, the charge a customer starts on the hosted page, success and
// failure of that charge, merchant confirmation of offline transfers, cancel, expiry (a due runner,
// so the minute cron and the test clock both drive it) and refunds. Race safety:
//  - every state move is a conditional UPDATE … RETURNING; whoever gets the row does the follow-up;
//  - payment.succeeded and checkout_session.completed carry ids derived from the object, so however
//    many paths see the same success (simulated button, provider callback, page reload, GET), the
//    event is recorded once; the ledger settles once per pay_ id (settlePayment is idempotent);
//  - a refund reserves its amount on the payment (refunded_amount) with a conditional UPDATE.
import type { Env } from "../../../env";
import { sha256Hex } from "../../../platform/crypto";
import { ApiError } from "../../../platform/errors";
import { newId } from "../../../platform/ids";
import { log } from "../../../platform/log";
import { gatewayCClientFor } from "../adapters/connect";
import { settle } from "../billing/charge";
import { applyInvoiceOutcome, publishDue } from "../billing/renewals";
import { findRow, type InvoiceRow, invoiceView, pendingPayment } from "../billing/store";
import { billingEventStatement, dispatchBillingEvents } from "../billing/events";
import { markDue, scopeNow } from "../ledger/clock";
import { type CheckoutMethod, checkoutFee, fromStatuses, isOffline, type LineItem } from "./domain";
import { stableEventId } from "../events/ids";
import { emitPaymentsEvent, type PaymentEventType } from "../events/index";
import {
	gatewayAInvoice,
	gatewayBSnap,
	gatewayCCapture,
	gatewayCOrder,
	type HostedCharge,
} from "../gateways/checkout-gateways";
import type { GatewayBEnv } from "../gateways/gatewayB";
import type { GatewayCMode } from "../gateways/gatewayC";
import { getAdapter, openSecrets } from "../adapters/store";
import {
	findIn,
	getIn,
	NOT_SETTLED,
	type PaymentRow,
	paymentView,
	routingOf,
	type Scope,
	type SessionRow,
	sessionLineItems,
	sessionMethods,
	sessionView,
} from "./store";

type Ctx = Pick<ExecutionContext, "waitUntil"> | null | undefined;
export const CHECKOUT_RUNNER = "checkout";

export { stableEventId };

async function emit(env: Env, ctx: Ctx, s: Scope, type: PaymentEventType, data: unknown, at: number, id?: string) {
	await emitPaymentsEvent(env, ctx, {
		id,
		type,
		accountId: s.workspaceId,
		environment: s.environment,
		occurredAt: at,
		data,
	});
}

const nowIn = scopeNow;

// ---------------------------------------------------------------- sessions

export interface NewSession {
	customerId: string | null;
	customerEmail: string | null;
	amount: number;
	currency: string;
	lineItems: LineItem[] | null;
	methods: CheckoutMethod[];
	successUrl: string;
	cancelUrl: string | null;
	metadata: Record<string, string> | null;
	expiresInSec: number;
	/** Opened by the hosted invoice page: this session's success pays that invoice. */
	invoiceId?: string | null;
}

export async function createSession(
	env: Env,
	s: Scope,
	n: NewSession,
	hostedBase: string,
	now: number,
): Promise<SessionRow> {
	const id = newId("cs_", now);
	const row: SessionRow = {
		id,
		account_id: s.workspaceId,
		environment: s.environment,
		customer_id: n.customerId,
		customer_email: n.customerEmail,
		amount: n.amount,
		currency: n.currency,
		line_items: n.lineItems ? JSON.stringify(n.lineItems) : null,
		methods: JSON.stringify(n.methods),
		status: "open",
		success_url: n.successUrl,
		cancel_url: n.cancelUrl,
		hosted_url: `${hostedBase}/checkout/${id}`,
		metadata: n.metadata ? JSON.stringify(n.metadata) : null,
		payment_id: null,
		invoice_id: n.invoiceId ?? null,
		expires_at: now + n.expiresInSec * 1000,
		completed_at: null,
		canceled_at: null,
		expired_at: null,
		created_at: now,
		updated_at: now,
	};
	const cols = Object.keys(row);
	await env.DB_PAY.prepare(
		`INSERT INTO checkout_sessions (${cols.join(", ")}) VALUES (${cols.map(() => "?").join(", ")})`,
	)
		.bind(...Object.values(row))
		.run();
	await publishCheckoutDue(env, s, now);
	return row;
}

/** Reads a session, expiring it first when its time has passed (the runner may not have run yet). */
export async function loadSession(env: Env, ctx: Ctx, s: Scope, id: string): Promise<SessionRow> {
	let r = await getIn<SessionRow>(env, s, "checkout_sessions", id);
	const now = await nowIn(env, s);
	if (r.status === "open" && r.expires_at <= now)
		r = (await expireSession(env, ctx, s, r, now)) ?? (await getIn<SessionRow>(env, s, "checkout_sessions", id));
	if (r.payment_id && (r.status === "open" || r.status === "pending_review")) {
		// A provider callback may have succeeded the payment without touching the session.
		const p = await findIn<PaymentRow>(env, s, "payments", r.payment_id);
		if (p?.status === "succeeded") {
			await reconcileSucceeded(env, ctx, s, p, now);
			r = await getIn<SessionRow>(env, s, "checkout_sessions", id);
		}
	}
	return r;
}

async function moveSession(
	env: Env,
	s: Scope,
	id: string,
	move: "cancel" | "expire" | "complete" | "confirm" | "offline_chosen",
	set: string,
	binds: unknown[],
) {
	const from = fromStatuses(move);
	return env.DB_PAY.prepare(
		`UPDATE checkout_sessions SET ${set} WHERE id = ? AND account_id = ? AND environment = ? AND status IN (${from.map(() => "?").join(", ")}) RETURNING *`,
	)
		.bind(...binds, id, s.workspaceId, s.environment, ...from)
		.first<SessionRow>();
}

const cancelPendingPayments = (env: Env, s: Scope, sessionId: string, code: string, at: number) =>
	env.DB_PAY.prepare(
		"UPDATE payments SET status = 'canceled', failure_code = ?, updated_at = ? WHERE session_id = ? AND account_id = ? AND environment = ? AND status = 'pending'",
	)
		.bind(code, at, sessionId, s.workspaceId, s.environment)
		.run();

export async function expireSession(
	env: Env,
	ctx: Ctx,
	s: Scope,
	r: SessionRow,
	now: number,
): Promise<SessionRow | null> {
	const moved = await moveSession(env, s, r.id, "expire", "status = 'expired', expired_at = ?, updated_at = ?", [
		r.expires_at,
		now,
	]);
	if (!moved) return null;
	await cancelPendingPayments(env, s, r.id, "session_expired", now);
	await emit(env, ctx, s, "checkout_session.expired", sessionView(moved), now);
	return moved;
}

export async function cancelSession(env: Env, ctx: Ctx, s: Scope, id: string): Promise<SessionRow> {
	const r = await loadSession(env, ctx, s, id);
	const now = await nowIn(env, s);
	const moved = await moveSession(env, s, id, "cancel", "status = 'canceled', canceled_at = ?, updated_at = ?", [
		now,
		now,
	]);
	if (!moved)
		throw new ApiError(
			409,
			"invalid_transition",
			`A ${r.status} checkout session cannot be canceled (only open or pending_review)`,
		);
	await cancelPendingPayments(env, s, id, "session_canceled", now);
	return moved;
}

/** The merchant confirms the offline transfer of a pending_review session: payment and session complete. */
export async function confirmSession(env: Env, ctx: Ctx, s: Scope, id: string): Promise<SessionRow> {
	const r = await loadSession(env, ctx, s, id);
	if (r.status !== "pending_review" || !r.payment_id)
		throw new ApiError(
			409,
			"invalid_transition",
			`Only a pending_review checkout session can be confirmed (this one is ${r.status})`,
		);
	const now = await nowIn(env, s);
	const p = await succeedPayment(env, ctx, s, r.payment_id, null, now);
	if (p?.status !== "succeeded")
		throw new ApiError(409, "invalid_transition", "The session's payment is no longer pending");
	const after = await getIn<SessionRow>(env, s, "checkout_sessions", id);
	if (after.status !== "completed")
		throw new ApiError(409, "invalid_transition", `The checkout session is ${after.status}`);
	return after;
}

// ---------------------------------------------------------------- the customer's choice

export type Started =
	| { kind: "pending"; payment: PaymentRow } // simulated: wait for the test buttons or the provider
	| { kind: "redirect"; payment: PaymentRow; url: string } // a gateway's hosted step
	| { kind: "offline"; payment: PaymentRow }; // manual: instructions, session in pending_review

/** The customer picked `method` on the hosted page: creates the payment with the routed adapter. */
export async function startPayment(
	env: Env,
	ctx: Ctx,
	s: Scope,
	sessionId: string,
	method: CheckoutMethod,
	pageUrl: string,
): Promise<Started> {
	const r = await loadSession(env, ctx, s, sessionId);
	if (r.status === "expired") throw new ApiError(409, "session_expired", "This checkout session has expired");
	if (r.status !== "open") throw new ApiError(409, "session_not_open", `This checkout session is ${r.status}`);
	if (!sessionMethods(r).includes(method))
		throw new ApiError(400, "method_not_offered", `${method} is not offered by this checkout session`, "method");
	if (r.invoice_id) {
		const inv = await findRow<InvoiceRow>(env, s, "invoices", r.invoice_id);
		if (inv?.status !== "open")
			throw new ApiError(409, "invoice_not_open", `The invoice this checkout pays is ${inv?.status ?? "gone"}`);
	}
	const kind = (await routingOf(env, s)).routing[method];
	if (!kind)
		throw new ApiError(409, "method_not_available", `${method} is no longer routed to an adapter (checkout settings)`);
	const now = await nowIn(env, s);
	await cancelPendingPayments(env, s, r.id, "superseded", now);
	const n =
		(
			await env.DB_PAY.prepare("SELECT COUNT(*) AS n FROM payments WHERE session_id = ?")
				.bind(r.id)
				.first<{ n: number }>()
		)?.n ?? 0;
	const p: PaymentRow = {
		...pendingPayment({
			id: newId("pay_", now),
			invoice_id: null,
			session_id: r.id,
			customer_id: r.customer_id,
			payment_token_id: null,
			amount: r.amount,
			currency: r.currency,
			method,
			adapter: kind,
			idempotency_key: `${r.id}:${n + 1}`,
			created_at: now,
		}),
		ledger_transaction_id: isOffline(method) ? NOT_SETTLED : null,
	};
	let redirect: string | null = null;
	if (kind === "managed") {
		p.provider_reference = `sim_ch_${(await sha256Hex(`${s.workspaceId}:${s.environment}:${p.idempotency_key}`)).slice(0, 24)}`;
	} else if (kind !== "manual") {
		const charge: HostedCharge = {
			reference: p.idempotency_key,
			amount: r.amount,
			currency: r.currency,
			description: `Checkout ${r.id}`,
			customerEmail: r.customer_email,
			successUrl: r.success_url,
			cancelUrl: r.cancel_url ?? pageUrl,
			returnUrl: `${pageUrl}/return`,
			items: sessionLineItems(r),
		};
		const started = await startAtGateway(env, s, kind, charge);
		p.provider_reference = started.providerReference;
		redirect = started.redirectUrl;
	}
	const insert = { ...p, account_id: s.workspaceId, environment: s.environment };
	const cols = Object.keys(insert);
	const stmts = [
		env.DB_PAY.prepare(`INSERT INTO payments (${cols.join(", ")}) VALUES (${cols.map(() => "?").join(", ")})`).bind(
			...Object.values(insert),
		),
		env.DB_PAY.prepare(
			"UPDATE checkout_sessions SET payment_id = ?, updated_at = ? WHERE id = ? AND status = 'open'",
		).bind(p.id, now, r.id),
	];
	if (kind === "manual")
		stmts.push(
			env.DB_PAY.prepare(
				"UPDATE checkout_sessions SET status = 'pending_review', updated_at = ? WHERE id = ? AND status = 'open'",
			).bind(now, r.id),
		);
	await env.DB_PAY.batch(stmts);
	if (kind === "manual") return { kind: "offline", payment: p };
	return redirect ? { kind: "redirect", payment: p, url: redirect } : { kind: "pending", payment: p };
}

async function startAtGateway(env: Env, s: Scope, kind: "gateway_a" | "gateway_b" | "gateway_c", c: HostedCharge) {
	const row = await getAdapter(env, s, kind);
	if (!row || row.status === "disabled") throw new ApiError(409, "method_not_available", `${kind} is not connected`);
	try {
		if (kind === "gateway_a")
			return await gatewayAInvoice((await openSecrets<{ secretKey: string }>(env, row)).secretKey, c);
		if (kind === "gateway_b") {
			const cfg = JSON.parse(row.public_config) as { env: GatewayBEnv };
			return await gatewayBSnap((await openSecrets<{ serverKey: string }>(env, row)).serverKey, cfg.env, c);
		}
		const client = await gatewayCClientFor(env, s, row);
		const cfg = JSON.parse(row.public_config) as { mode: GatewayCMode };
		if (!client) throw new ApiError(409, "method_not_available", "gateway_c is not connected");
		return await gatewayCOrder(await client.accessToken(), cfg.mode, c);
	} catch (err) {
		if (err instanceof ApiError) throw err;
		log(env, "warn", {
			service: "pay",
			event: "checkout_gateway_failed",
			kind,
			error: err instanceof Error ? err.message : String(err),
		});
		throw new ApiError(
			502,
			"gateway_error",
			"The payment provider could not start this payment; try again or pick another method",
		);
	}
}

/** Gateway C sends the customer back here after approval: capture the order. */
export async function captureReturned(env: Env, ctx: Ctx, s: Scope, session: SessionRow): Promise<PaymentRow | null> {
	const p = session.payment_id ? await findIn<PaymentRow>(env, s, "payments", session.payment_id) : null;
	if (p?.status !== "pending" || p.adapter !== "gateway_c" || !p.provider_reference) return p;
	const row = await getAdapter(env, s, "gateway_c");
	const client = row ? await gatewayCClientFor(env, s, row) : null;
	if (!row || !client) return p;
	const cfg = JSON.parse(row.public_config) as { mode: GatewayCMode };
	const cap = await gatewayCCapture(await client.accessToken(), cfg.mode, p.provider_reference, p.idempotency_key);
	const now = await nowIn(env, s);
	return cap.status === "succeeded"
		? await succeedPayment(env, ctx, s, p.id, cap.captureId, now)
		: await failPayment(env, ctx, s, p.id, "payment_declined", now);
}

// ---------------------------------------------------------------- outcomes

/**
 * pending → succeeded (fee from the checkout schedule), then the follow-ups: settle once, complete
 * the session, events. Also safe when another path already succeeded it (returns the row).
 */
export async function succeedPayment(
	env: Env,
	ctx: Ctx,
	s: Scope,
	paymentId: string,
	providerReference: string | null,
	now: number,
): Promise<PaymentRow | null> {
	const p = await findIn<PaymentRow>(env, s, "payments", paymentId);
	if (!p) return null;
	const fee = checkoutFee(p.method as CheckoutMethod, p.amount, p.currency);
	const moved = await env.DB_PAY.prepare(
		"UPDATE payments SET status = 'succeeded', provider_reference = COALESCE(?, provider_reference), fee = ?, net = ?, failure_code = NULL, updated_at = ? WHERE id = ? AND status = 'pending' RETURNING *",
	)
		.bind(providerReference, fee, p.amount - fee, now, p.id)
		.first<PaymentRow>();
	const cur = moved ?? (await findIn<PaymentRow>(env, s, "payments", paymentId));
	if (cur?.status === "succeeded") await reconcileSucceeded(env, ctx, s, cur, now);
	return cur;
}

/** Everything that follows a succeeded payment; idempotent, so every path may call it. */
export async function reconcileSucceeded(env: Env, ctx: Ctx, s: Scope, p: PaymentRow, now: number) {
	if (p.ledger_transaction_id == null) await settle(env, s, p);
	await emit(
		env,
		ctx,
		s,
		"payment.succeeded",
		paymentView(p),
		now,
		await stableEventId("payment.succeeded", p.id, p.created_at),
	);
	if (!p.session_id) return;
	const session = await env.DB_PAY.prepare(
		"UPDATE checkout_sessions SET status = 'completed', completed_at = ?, payment_id = ?, updated_at = ? WHERE id = ? AND account_id = ? AND environment = ? AND status IN ('open', 'pending_review') RETURNING *",
	)
		.bind(now, p.id, now, p.session_id, s.workspaceId, s.environment)
		.first<SessionRow>();
	const done = session ?? (await findIn<SessionRow>(env, s, "checkout_sessions", p.session_id));
	if (done?.invoice_id) await payBoundInvoice(env, ctx, s, done.invoice_id, p, now);
	if (done?.status === "completed" && done.payment_id === p.id)
		await emit(
			env,
			ctx,
			s,
			"checkout_session.completed",
			sessionView(done),
			done.completed_at ?? now,
			await stableEventId("checkout_session.completed", done.id, done.created_at),
		);
}

/**
 * A session the hosted invoice page opened pays its invoice exactly once: open → paid (amountPaid,
 * paidAt, paymentId), invoice.paid under an id fixed by the invoice, the payment linked to it, the
 * invoice's other open sessions canceled, and a past_due subscription back to active. Repeats
 * (page reloads, callbacks, the simulate button) find the invoice paid by this payment and only
 * redo the idempotent follow-ups. A payment that finds the invoice void or paid otherwise is logged
 * for the merchant to refund; it stays a plain, settled checkout payment.
 */
async function payBoundInvoice(env: Env, ctx: Ctx, s: Scope, invoiceId: string, p: PaymentRow, now: number) {
	const inv = await findRow<InvoiceRow>(env, s, "invoices", invoiceId);
	if (!inv) return;
	if (inv.status !== "open" && inv.payment_id !== p.id) {
		log(env, "warn", {
			service: "pay",
			event: "invoice_checkout_unapplied",
			invoice: inv.id,
			payment: p.id,
			status: inv.status,
		});
		return;
	}
	if (inv.status === "open") {
		if (p.amount !== inv.amount_due || p.currency !== inv.currency) {
			log(env, "warn", { service: "pay", event: "invoice_checkout_amount_mismatch", invoice: inv.id, payment: p.id });
			return;
		}
		const paid: InvoiceRow = {
			...inv,
			status: "paid",
			amount_paid: inv.amount_due,
			paid_at: now,
			payment_id: p.id,
			next_payment_attempt_at: null,
			exhaust_at: null,
			next_action_at: null,
			updated_at: now,
		};
		const byThis = "EXISTS (SELECT 1 FROM invoices WHERE id = ? AND status = 'paid' AND payment_id = ?)";
		await env.DB_PAY.batch([
			env.DB_PAY.prepare(
				"UPDATE invoices SET status = 'paid', amount_paid = amount_due, paid_at = ?, payment_id = ?, next_payment_attempt_at = NULL, exhaust_at = NULL, next_action_at = NULL, updated_at = ? WHERE id = ? AND account_id = ? AND environment = ? AND status = 'open'",
			).bind(now, p.id, now, inv.id, s.workspaceId, s.environment),
			billingEventStatement(env, s, {
				type: "invoice.paid",
				data: invoiceView(paid),
				occurredAt: now,
				id: await stableEventId("invoice.paid", inv.id, inv.created_at),
				guard: { table: "invoices", id: inv.id, column: "payment_id", value: p.id },
			}),
			env.DB_PAY.prepare(`UPDATE payments SET invoice_id = ? WHERE id = ? AND invoice_id IS NULL AND ${byThis}`).bind(
				inv.id,
				p.id,
				inv.id,
				p.id,
			),
			env.DB_PAY.prepare(
				`UPDATE payments SET status = 'canceled', failure_code = 'invoice_paid', updated_at = ? WHERE status = 'pending' AND id != ? AND session_id IN (SELECT id FROM checkout_sessions WHERE account_id = ? AND environment = ? AND invoice_id = ?) AND ${byThis}`,
			).bind(now, p.id, s.workspaceId, s.environment, inv.id, inv.id, p.id),
			env.DB_PAY.prepare(
				`UPDATE checkout_sessions SET status = 'canceled', canceled_at = ?, updated_at = ? WHERE account_id = ? AND environment = ? AND invoice_id = ? AND status = 'open' AND id != ? AND ${byThis}`,
			).bind(now, now, s.workspaceId, s.environment, inv.id, p.session_id, inv.id, p.id),
		]);
	}
	const after = await findRow<InvoiceRow>(env, s, "invoices", inv.id);
	if (after?.status !== "paid" || after.payment_id !== p.id) return;
	await applyInvoiceOutcome(env, s, after, now);
	await publishDue(env, s, now);
	await dispatchBillingEvents(env, ctx);
}

export async function failPayment(
	env: Env,
	ctx: Ctx,
	s: Scope,
	paymentId: string,
	code: string,
	now: number,
): Promise<PaymentRow | null> {
	const moved = await env.DB_PAY.prepare(
		"UPDATE payments SET status = 'failed', failure_code = ?, updated_at = ? WHERE id = ? AND account_id = ? AND environment = ? AND status = 'pending' RETURNING *",
	)
		.bind(code, now, paymentId, s.workspaceId, s.environment)
		.first<PaymentRow>();
	if (moved)
		await emit(
			env,
			ctx,
			s,
			"payment.failed",
			paymentView(moved),
			now,
			await stableEventId("payment.failed", moved.id, moved.created_at),
		);
	return moved ?? (await findIn<PaymentRow>(env, s, "payments", paymentId));
}

/** Test mode's buttons on the hosted page: the simulated provider answers for a managed payment. */
export async function simulateOutcome(
	env: Env,
	ctx: Ctx,
	s: Scope,
	session: SessionRow,
	outcome: "success" | "failure",
): Promise<PaymentRow> {
	if (s.environment !== "test") throw new ApiError(404, "not_found", "Simulation exists in test mode only");
	if (session.status === "expired") throw new ApiError(409, "session_expired", "This checkout session has expired");
	const p = session.payment_id ? await findIn<PaymentRow>(env, s, "payments", session.payment_id) : null;
	if (p?.adapter !== "managed") throw new ApiError(409, "no_pending_payment", "Pick a payment method first");
	if (p.status !== "pending" && !(p.status === "succeeded" && outcome === "success"))
		throw new ApiError(
			409,
			"payment_not_pending",
			`The payment is ${p.status}${p.failure_code ? ` (${p.failure_code})` : ""}`,
		);
	const now = await nowIn(env, s);
	const after =
		outcome === "success"
			? await succeedPayment(env, ctx, s, p.id, null, now)
			: await failPayment(env, ctx, s, p.id, "card_declined", now);
	if (!after) throw new ApiError(404, "not_found", "No such payment");
	if (outcome === "success" && after.status !== "succeeded")
		throw new ApiError(409, "payment_not_pending", `The payment is ${after.status}`);
	return after;
}

// ---------------------------------------------------------------- expiry (due runner)

/** Records when this workspace next has a session to expire (wall-clock ms, like every runner). */
export async function publishCheckoutDue(env: Env, s: Scope, now: number) {
	const r = await env.DB_PAY.prepare(
		"SELECT MIN(expires_at) AS t FROM checkout_sessions WHERE account_id = ? AND environment = ? AND status = 'open'",
	)
		.bind(s.workspaceId, s.environment)
		.first<{ t: number | null }>();
	if (r?.t == null) return markDue(env, s, CHECKOUT_RUNNER, null);
	const offset = s.environment === "live" ? 0 : now - Date.now();
	await markDue(env, s, CHECKOUT_RUNNER, r.t - offset);
}
