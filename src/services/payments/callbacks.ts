// Inbound provider callbacks: POST /v1/callbacks/{kind}/{accountId}. Each provider's own proof is
// checked against every environment's adapter of that kind for the workspace (the URL does not say
// which environment; the credentials do). Applied once per provider event id: a replay is
// acknowledged and changes nothing. State moves are conditional, so even racing duplicates are safe.
import type { Env } from "../../env";
import { ApiError } from "../../platform/errors";
import { log } from "../../platform/log";
import { gatewayBClientFor, gatewayCClientFor } from "./adapters";
import { settle } from "./billing";
import { feeFor, type PaymentMethod } from "./domain/fees";
import { str } from "./gateways/common";
import { verifyGatewayACallback } from "./gateways/gatewayA";
import { outcomeOfB, verifyGatewayBNotification } from "./gateways/gatewayB";
import { GATEWAY_C_WEBHOOK_HEADERS } from "./gateways/gatewayC";
import { applyGatewayStatus } from "./rail";
import { adaptersOfAccount, openSecrets, type Scope } from "./store/adapters";
import { findRow, type InvoiceRow, invoiceView, type PaymentRow } from "./store/billing";
import { billingEventStatement } from "./subscriptions-events";
import { dispatchPaymentsEvents } from "./events";
import { newId } from "../../platform/ids";

export type CallbackKind = "gateway_a" | "gateway_b" | "gateway_c";
type Ctx = Pick<ExecutionContext, "waitUntil"> | null | undefined;

export interface CallbackResult {
	eventId: string;
	duplicate: boolean;
	applied: string;
}

const unverified = () => new ApiError(401, "invalid_signature", "The callback could not be verified against this workspace's adapter");

async function seen(env: Env, s: Scope, kind: string, eventId: string) {
	return (
		(await env.DB_PAY.prepare("SELECT 1 AS x FROM provider_callbacks WHERE account_id = ? AND environment = ? AND kind = ? AND event_id = ?")
			.bind(s.workspaceId, s.environment, kind, eventId)
			.first()) != null
	);
}

async function record(env: Env, s: Scope, kind: string, eventId: string, outcome: string) {
	await env.DB_PAY.prepare("INSERT OR IGNORE INTO provider_callbacks (account_id, environment, kind, event_id, outcome, received_at) VALUES (?, ?, ?, ?, ?, ?)")
		.bind(s.workspaceId, s.environment, kind, eventId.slice(0, 255), outcome, Date.now())
		.run();
}

/**
 * A charge the gateway first reported as pending (or that we have not heard back on) has
 * succeeded: the payment becomes succeeded, its open invoice paid (invoice.paid), and the money is
 * settled to the ledger. Matched by our idempotency key (the provider's reference_id / order_id)
 * or by the provider's reference.
 */
export async function applyChargeSucceeded(env: Env, ctx: Ctx, s: Scope, match: { idempotencyKey?: string | null; providerReference?: string | null }, providerReference: string) {
	const p = await env.DB_PAY.prepare(
		"SELECT * FROM payments WHERE account_id = ? AND environment = ? AND (idempotency_key = ? OR provider_reference = ?) ORDER BY created_at DESC LIMIT 1",
	)
		.bind(s.workspaceId, s.environment, match.idempotencyKey ?? "\u0000", match.providerReference ?? "\u0000")
		.first<PaymentRow>();
	if (!p) return "no_matching_payment";
	if (p.status === "succeeded") return "already_succeeded";
	if (p.status === "failed" && p.failure_code !== "payment_pending") return "payment_already_failed";
	const at = Date.now();
	const eventId = newId("evt_", at);
	const fee = feeFor(p.method as PaymentMethod, p.amount, p.currency);
	const stmts: D1PreparedStatement[] = [
		env.DB_PAY.prepare(
			"UPDATE payments SET status = 'succeeded', failure_code = NULL, provider_reference = ?, fee = ?, net = ?, updated_at = ? WHERE id = ? AND status IN ('pending', 'failed')",
		).bind(providerReference || p.provider_reference, fee, p.amount - fee, at, p.id),
	];
	const inv = p.invoice_id ? await findRow<InvoiceRow>(env, s, "invoices", p.invoice_id) : null;
	if (inv && inv.status === "open") {
		stmts.push(
			env.DB_PAY.prepare(
				"UPDATE invoices SET status = 'paid', amount_paid = amount_due, paid_at = ?, payment_id = ?, next_payment_attempt_at = NULL, exhaust_at = NULL, next_action_at = NULL, updated_at = ? WHERE id = ? AND status = 'open'",
			).bind(at, p.id, at, inv.id),
			billingEventStatement(env, s, {
				type: "invoice.paid",
				data: invoiceView({ ...inv, status: "paid", amount_paid: inv.amount_due, paid_at: at, payment_id: p.id, updated_at: at }),
				occurredAt: at,
				id: eventId,
				guard: { table: "invoices", id: inv.id, column: "payment_id", value: p.id },
			}),
		);
	}
	await env.DB_PAY.batch(stmts);
	if (stmts.length > 1) await dispatchPaymentsEvents(env, ctx, [eventId]);
	await settle(env, s, { ...p, fee });
	return inv && inv.status === "open" ? "invoice_paid" : "payment_succeeded";
}

// ---- gateway A: x-callback-token -------------------------------------------------------------

async function gatewayA(env: Env, ctx: Ctx, accountId: string, headers: Headers, body: Record<string, unknown>): Promise<CallbackResult> {
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
	} else if (status === "SUCCEEDED") {
		applied = await applyChargeSucceeded(env, ctx, s, { idempotencyKey: ref, providerReference: upstreamId }, upstreamId);
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
	const applied =
		outcomeOfB(st) === "succeeded" ? await applyChargeSucceeded(env, ctx, s, { idempotencyKey: orderId, providerReference: st.transactionId }, st.transactionId) : "ignored";
	await record(env, s, "gateway_b", eventId, applied);
	return { eventId, duplicate: false, applied };
}

// ---- gateway C: verify-webhook-signature --------------------------------------------------------

async function gatewayC(env: Env, ctx: Ctx, accountId: string, headers: Headers, body: Record<string, unknown>): Promise<CallbackResult> {
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
	if (body.event_type === "PAYMENT.CAPTURE.COMPLETED" && typeof resource.id === "string") {
		const customId = str(resource.custom_id) ?? str(resource.invoice_id);
		applied = await applyChargeSucceeded(env, ctx, s, { idempotencyKey: customId, providerReference: resource.id }, resource.id);
	}
	await record(env, s, "gateway_c", eventId, applied);
	return { eventId, duplicate: false, applied };
}

export async function handleCallback(env: Env, ctx: Ctx, kind: CallbackKind, accountId: string, headers: Headers, body: Record<string, unknown>): Promise<CallbackResult> {
	const r = kind === "gateway_a" ? await gatewayA(env, ctx, accountId, headers, body) : kind === "gateway_b" ? await gatewayB(env, ctx, accountId, body) : await gatewayC(env, ctx, accountId, headers, body);
	log(env, "info", { service: "pay", event: "provider_callback", kind, workspace: accountId, duplicate: r.duplicate, applied: r.applied });
	return r;
}
