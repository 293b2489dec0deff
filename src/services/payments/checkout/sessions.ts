// Checkout I/O (issue 8): sessions, the charge a customer starts on the hosted page, success and
// failure of that charge, merchant confirmation of offline transfers, cancel, expiry (a due runner,
// so the minute cron and the test clock both drive it) and refunds. Race safety:
//  - every state move is a conditional UPDATE … RETURNING; whoever gets the row does the follow-up;
//  - payment.succeeded and checkout_session.completed carry ids derived from the object, so however
//    many paths see the same success (simulated button, provider callback, page reload, GET), the
//    event is recorded once; the ledger settles once per pay_ id (settlePayment is idempotent);
//  - a refund reserves its amount on the payment (refunded_amount) with a conditional UPDATE.
import type { Env } from "../../../env";
import { ApiError } from "../../../platform/errors";
import { newId } from "../../../platform/ids";
import { markDue, scopeNow } from "../ledger/clock";
import { type CheckoutMethod, fromStatuses, type LineItem } from "./domain";
import { type Ctx, emit } from "./emit";
import { reconcileSucceeded, succeedPayment } from "./payment-outcomes";
import { findIn, getIn, type PaymentRow, type Scope, type SessionRow, sessionView } from "./store";
import { cancelPendingPayments, earliestExpiry, insertSession, moveSessionRow } from "./store/sessions";

export const CHECKOUT_RUNNER = "checkout";
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

/**
 * The hosted page of a session: <base>/checkout/<cs_id>?w=<workspace>. The page is public and the
 * id is the capability; the workspace in the address tells the page which shard holds the session
 * (issue 38) without a platform write per checkout, and the page checks it against the row. An
 * address without it, handed out before sharding, is read on shard 0.
 */
export const hostedCheckoutUrl = (base: string, s: Scope, id: string, suffix = "") =>
	`${base}/checkout/${id}${suffix}?w=${encodeURIComponent(s.workspaceId)}`;

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
		hosted_url: hostedCheckoutUrl(hostedBase, s, id),
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
	await insertSession(env, row);
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

/** A state move of the session machine (domain.ts): only from the states the move allows. */
const moveSession = (
	env: Env,
	s: Scope,
	id: string,
	move: "cancel" | "expire" | "complete" | "confirm" | "offline_chosen",
	set: string,
	binds: unknown[],
) => moveSessionRow(env, s, id, fromStatuses(move), set, binds);

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

// ---------------------------------------------------------------- expiry (due runner)

/** Records when this workspace next has a session to expire (wall-clock ms, like every runner). */
export async function publishCheckoutDue(env: Env, s: Scope, now: number) {
	const t = await earliestExpiry(env, s);
	if (t == null) return markDue(env, s, CHECKOUT_RUNNER, null);
	const offset = s.environment === "live" ? 0 : now - Date.now();
	await markDue(env, s, CHECKOUT_RUNNER, t - offset);
}
