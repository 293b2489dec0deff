// Inbound provider callbacks: POST /v1/callbacks/{kind}/{accountId}. Each provider's own proof is
// checked against every environment's adapter of that kind for the workspace (the URL does not say
// which environment; the credentials do). Applied once per provider event id: a replay is
// acknowledged and changes nothing. State moves are conditional, so even racing duplicates are safe.
import type { Env } from "../../../env";
import { ApiError } from "../../../platform/errors";
import { newId } from "../../../platform/ids";
import { log } from "../../../platform/log";
import { workspaceEnv } from "../../admin/public";
import { gatewayBClientFor, gatewayCClientFor } from "../adapters/connect";
import { adaptersOfAccount, openSecrets, type Scope } from "../adapters/store";
import { confirmPendingDecline, type Decline, recordInvoiceDecline } from "../billing/charge";
import { billingEventStatement, dispatchBillingEvents } from "../billing/events";
import { commit, findRow, type InvoiceRow, invoiceView, type PaymentRow } from "../billing/store";
import { invoicePaid } from "../billing/store/charges";
import { type CheckoutMethod, checkoutFee } from "../checkout/domain";
import { failPayment, reconcileSucceeded } from "../checkout/payment-outcomes";
import { dispatchPaymentsEvents } from "../events/index";
import { str } from "../gateways/common";
import { gatewayADecline, verifyGatewayACallback } from "../gateways/gatewayA";
import { gatewayBFailureCode, outcomeOfB, verifyGatewayBNotification } from "../gateways/gatewayB";
import { GATEWAY_C_WEBHOOK_HEADERS } from "../gateways/gatewayC";
import { workspaceNow } from "../ledger/clock";
import { applyGatewayStatus } from "../payouts/rail";
import { AMOUNT_MISMATCH_CODE, amountMismatch, type Said, statedByA, statedByB, statedByC } from "./amount";
import { holdForReview } from "./review";
import {
	callbackSeen,
	flagLateSuccess,
	keepProviderReference,
	paymentByMatch,
	paymentSucceededByCallback,
	recordCallback,
	sessionEnded,
} from "./store";

export type CallbackKind = "gateway_a" | "gateway_b" | "gateway_c";
type Ctx = Pick<ExecutionContext, "waitUntil"> | null | undefined;

export interface CallbackResult {
	eventId: string;
	duplicate: boolean;
	applied: string;
}

const unverified = () =>
	new ApiError(401, "invalid_signature", "The callback could not be verified against this workspace's adapter");

const seen = callbackSeen;
const record = recordCallback;

type Match = { idempotencyKey?: string | null; providerReference?: string | null };

const findPayment = (env: Env, s: Scope, match: Match) => paymentByMatch(env, s, match);

/** The provider's word is still out on the charge: pending, an invoice charge answered "pending", or held for review. */
const awaitingProvider = (p: PaymentRow) =>
	p.status === "pending" ||
	(p.status === "failed" && (p.failure_code === "payment_pending" || p.failure_code === AMOUNT_MISMATCH_CODE));

/** failure_code of a payment the provider reported paid after we had canceled it (docs/payments.md). */
export const LATE_SUCCESS_CODE = "succeeded_after_cancel";

/**
 * The provider reports a charge succeeded. A payment still awaiting the provider becomes succeeded
 * (fee from the checkout schedule, like every payment), its open invoice paid (invoice.paid), and
 * then everything a success implies runs at once through checkout's reconcileSucceeded: settled
 * once, payment.succeeded, and its checkout session completed (checkout_session.completed) — the
 * events carry derived ids, so the simulated button or a page reload seeing the same success adds
 * nothing. A canceled payment (its session expired or was canceled, or the charge was abandoned)
 * is never settled: it stays canceled, flagged with failure_code succeeded_after_cancel and the
 * provider's reference, for the merchant to refund at the provider. A success stating another amount or
 * currency than the payment's settles nothing: the payment is held for review (callbacks/review.ts).
 */
export async function applyChargeSucceeded(
	env: Env,
	ctx: Ctx,
	s: Scope,
	match: Match,
	providerReference: string,
	said: Said,
) {
	const p = await findPayment(env, s, match);
	if (!p) return "no_matching_payment";
	const at = await workspaceNow(env, s.workspaceId, s.environment);
	if (p.status === "succeeded") {
		await reconcileSucceeded(env, ctx, s, p, at);
		return "already_succeeded";
	}
	// A session that ended while this payment was pending (expiry cancels its payments right after
	// the session moves): the payment is as good as canceled.
	const ended = p.session_id ? await sessionEnded(env, p.session_id) : false;
	if (p.status === "canceled" || (ended && p.status === "pending")) {
		if (await flagLateSuccess(env, p.id, LATE_SUCCESS_CODE, providerReference || null))
			log(env, "warn", {
				service: "pay",
				event: "late_success_on_canceled_payment",
				workspace: s.workspaceId,
				payment: p.id,
				previous: p.failure_code,
			});
		return "late_success_flagged";
	}
	if (!awaitingProvider(p)) return "payment_already_failed";
	const off = amountMismatch(p, said.stated);
	if (off) return holdForReview(env, ctx, s, p, said, off, providerReference || null);
	const fee = checkoutFee(p.method as CheckoutMethod, p.amount, p.currency);
	const eventId = newId("evt_", at);
	const stmts: D1PreparedStatement[] = [
		paymentSucceededByCallback(env, p, providerReference || p.provider_reference, fee),
	];
	const inv = p.invoice_id ? await findRow<InvoiceRow>(env, s, "invoices", p.invoice_id) : null;
	if (inv && inv.status === "open") {
		stmts.push(
			invoicePaid(env, inv.id, p.id, at),
			billingEventStatement(env, s, {
				type: "invoice.paid",
				data: invoiceView({
					...inv,
					status: "paid",
					amount_paid: inv.amount_due,
					paid_at: at,
					payment_id: p.id,
					updated_at: at,
				}),
				occurredAt: at,
				id: eventId,
				guard: { table: "invoices", id: inv.id, column: "payment_id", value: p.id },
			}),
		);
	}
	await commit(env, stmts);
	if (stmts.length > 1) await dispatchPaymentsEvents(env, ctx, [eventId]);
	const now = await findRow<PaymentRow>(env, s, "payments", p.id);
	if (now?.status !== "succeeded") return "payment_not_pending";
	await reconcileSucceeded(env, ctx, s, now, at);
	return inv && inv.status === "open" ? "invoice_paid" : "payment_succeeded";
}

/**
 * The provider reports a charge failed. A checkout payment awaiting it fails (payment.failed; the
 * session stays open for another try). An invoice payment goes through billing's decline path, the
 * one a declined charge takes in chargeInvoice: a charge still in flight takes its dunning step
 * (invoice.payment_failed); one answered "pending" already took it and gets its real failure code
 * (confirmPendingDecline). Anything else (succeeded, canceled, already failed) is left alone.
 */
export async function applyChargeFailed(env: Env, ctx: Ctx, s: Scope, match: Match, d: Decline) {
	const p = await findPayment(env, s, match);
	if (!p) return "no_matching_payment";
	if (!awaitingProvider(p)) return `payment_already_${p.status}`;
	const at = await workspaceNow(env, s.workspaceId, s.environment);
	if (!p.invoice_id) {
		if (d.providerReference) await keepProviderReference(env, p.id, d.providerReference);
		const after = await failPayment(env, ctx, s, p.id, d.failureCode, at);
		return after?.status === "failed" ? "payment_failed" : "payment_not_pending";
	}
	if (p.status === "pending") {
		const inv = await findRow<InvoiceRow>(env, s, "invoices", p.invoice_id);
		if (inv?.status !== "open") return "invoice_not_open";
		await recordInvoiceDecline(env, s, inv, p, d, at, { auto: inv.first_failed_at != null });
	} else if (!(await confirmPendingDecline(env, s, p, d, at))) return "payment_not_pending";
	await dispatchBillingEvents(env, ctx);
	return "payment_failed";
}

// ---- gateway A: x-callback-token -------------------------------------------------------------

async function gatewayA(
	env: Env,
	ctx: Ctx,
	accountId: string,
	headers: Headers,
	body: Record<string, unknown>,
): Promise<CallbackResult> {
	const received = headers.get("x-callback-token");
	let s: Scope | null = null;
	for (const row of await adaptersOfAccount(env, accountId, "gateway_a")) {
		if (row.status === "disabled") continue;
		const sec = await openSecrets<{ callbackToken?: string }>(env, row);
		if (verifyGatewayACallback(sec.callbackToken, received)) {
			s = { workspaceId: accountId, environment: row.environment };
			break;
		}
	}
	if (!s) throw unverified();
	const data = (body.data && typeof body.data === "object" ? body.data : body) as Record<string, unknown>;
	const event = str(body.event) ?? "";
	const upstreamId = str(data.id) ?? "";
	const status = str(data.status) ?? "";
	const eventId = headers.get("webhook-id") ?? `${event}:${upstreamId}:${status}`;
	if (!upstreamId || !status) throw new ApiError(400, "validation_error", "Callback without data.id or data.status");
	if (await seen(env, s, "gateway_a", eventId)) return { eventId, duplicate: true, applied: "none" };
	let applied = "ignored";
	const ref = str(data.reference_id);
	if (event.startsWith("payout") || ref?.startsWith("po_")) {
		if (ref?.startsWith("po_")) {
			const p = await applyGatewayStatus(env, s, ref, { id: upstreamId, status, failureCode: str(data.failure_code) });
			applied = p ? `payout_${p.status}` : "no_matching_payout";
		}
	} else if (status === "SUCCEEDED" || status === "PAID" || status === "SETTLED") {
		applied = await applyChargeSucceeded(
			env,
			ctx,
			s,
			{ idempotencyKey: ref ?? str(data.external_id), providerReference: upstreamId },
			upstreamId,
			{ kind: "gateway_a", eventId, stated: statedByA(data) },
		);
	} else if (status === "FAILED" || status === "EXPIRED") {
		const decline =
			status === "EXPIRED"
				? { failureCode: "payment_expired", hardDecline: false }
				: gatewayADecline(str(data.failure_code) ?? null);
		applied = await applyChargeFailed(
			env,
			ctx,
			s,
			{ idempotencyKey: ref ?? str(data.external_id), providerReference: upstreamId },
			{ ...decline, providerReference: upstreamId },
		);
	}
	await record(env, s, "gateway_a", eventId, applied);
	return { eventId, duplicate: false, applied };
}

// ---- gateway B: sha512 signature, then the status API ----------------------------------------

async function gatewayB(env: Env, ctx: Ctx, accountId: string, body: Record<string, unknown>): Promise<CallbackResult> {
	let s: Scope | null = null;
	let rowFound = null;
	for (const row of await adaptersOfAccount(env, accountId, "gateway_b")) {
		if (row.status === "disabled") continue;
		const sec = await openSecrets<{ serverKey: string }>(env, row);
		if (await verifyGatewayBNotification(body, sec.serverKey)) {
			s = { workspaceId: accountId, environment: row.environment };
			rowFound = row;
			break;
		}
	}
	if (!s || !rowFound) throw unverified();
	const orderId = str(body.order_id) as string;
	// The notification is authentic; its status is still confirmed with the status API.
	const client = await gatewayBClientFor(env, s, rowFound);
	if (!client) throw unverified();
	const st = await client.getStatus(orderId);
	const eventId = `${st.transactionId || orderId}:${st.transactionStatus}`;
	if (await seen(env, s, "gateway_b", eventId)) return { eventId, duplicate: true, applied: "none" };
	const outcome = outcomeOfB(st);
	const match = { idempotencyKey: orderId, providerReference: st.transactionId };
	const applied =
		outcome === "succeeded"
			? await applyChargeSucceeded(env, ctx, s, match, st.transactionId, {
					kind: "gateway_b",
					eventId,
					stated: statedByB(st),
				})
			: outcome === "failed"
				? await applyChargeFailed(env, ctx, s, match, {
						failureCode: gatewayBFailureCode(st),
						hardDecline: false,
						providerReference: st.transactionId || null,
					})
				: "ignored";
	await record(env, s, "gateway_b", eventId, applied);
	return { eventId, duplicate: false, applied };
}

// ---- gateway C: verify-webhook-signature --------------------------------------------------------

async function gatewayC(
	env: Env,
	ctx: Ctx,
	accountId: string,
	headers: Headers,
	body: Record<string, unknown>,
): Promise<CallbackResult> {
	const h: Record<string, string | null> = {};
	for (const name of Object.values(GATEWAY_C_WEBHOOK_HEADERS)) h[name] = headers.get(name);
	let s: Scope | null = null;
	for (const row of await adaptersOfAccount(env, accountId, "gateway_c")) {
		const webhookId = (JSON.parse(row.public_config) as { webhookId?: string | null }).webhookId;
		if (row.status === "disabled" || !webhookId) continue;
		const client = await gatewayCClientFor(env, { workspaceId: accountId, environment: row.environment }, row);
		if (client && (await client.verifyWebhook(h, body, webhookId))) {
			s = { workspaceId: accountId, environment: row.environment };
			break;
		}
	}
	if (!s) throw unverified();
	const eventId = str(body.id);
	if (!eventId) throw new ApiError(400, "validation_error", "Webhook event without an id");
	if (await seen(env, s, "gateway_c", eventId)) return { eventId, duplicate: true, applied: "none" };
	const resource = (body.resource ?? {}) as Record<string, unknown>;
	let applied = "ignored";
	const type = str(body.event_type) ?? "";
	if (typeof resource.id === "string") {
		const customId = str(resource.custom_id) ?? str(resource.invoice_id);
		const related = ((resource.supplementary_data as Record<string, unknown> | undefined)?.related_ids ?? {}) as Record<
			string,
			unknown
		>;
		// Checkout payments carry the order id as their reference; a capture names it in related_ids.
		const match = { idempotencyKey: customId, providerReference: str(related.order_id) ?? resource.id };
		if (type === "PAYMENT.CAPTURE.COMPLETED")
			applied = await applyChargeSucceeded(env, ctx, s, match, resource.id, {
				kind: "gateway_c",
				eventId,
				stated: statedByC(resource),
			});
		else if (GATEWAY_C_FAILURES[type])
			applied = await applyChargeFailed(env, ctx, s, match, {
				failureCode: GATEWAY_C_FAILURES[type],
				hardDecline: false,
				providerReference: resource.id,
			});
	}
	await record(env, s, "gateway_c", eventId, applied);
	return { eventId, duplicate: false, applied };
}

/** Gateway C events that end a charge unpaid → our failure code (payment_declined as a declined capture). */
const GATEWAY_C_FAILURES: Record<string, string> = {
	"PAYMENT.CAPTURE.DENIED": "payment_declined",
	"PAYMENT.CAPTURE.DECLINED": "payment_declined",
	"PAYMENT.AUTHORIZATION.VOIDED": "payment_voided",
	"CHECKOUT.ORDER.VOIDED": "payment_voided",
};

export async function handleCallback(
	anyEnv: Env,
	ctx: Ctx,
	kind: CallbackKind,
	accountId: string,
	headers: Headers,
	body: Record<string, unknown>,
): Promise<CallbackResult> {
	// The URL names the workspace whose adapter registered it (issue 38): its shard holds the adapter,
	// the payments and the callback log, whatever the request's env worked for.
	const env = await workspaceEnv(anyEnv, accountId);
	const r =
		kind === "gateway_a"
			? await gatewayA(env, ctx, accountId, headers, body)
			: kind === "gateway_b"
				? await gatewayB(env, ctx, accountId, body)
				: await gatewayC(env, ctx, accountId, headers, body);
	log(env, "info", {
		service: "pay",
		event: "provider_callback",
		kind,
		workspace: accountId,
		duplicate: r.duplicate,
		applied: r.applied,
	});
	return r;
}
