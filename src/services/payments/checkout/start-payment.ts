// The customer's choice on the hosted page (issue 8): a payment with the routed adapter — simulated,
// at a gateway's hosted step, or offline instructions — plus Gateway C's return capture and test
// mode's outcome buttons.
import type { Env } from "../../../env";
import { sha256Hex } from "../../../platform/crypto";
import { ApiError } from "../../../platform/errors";
import { newId } from "../../../platform/ids";
import { log } from "../../../platform/log";
import { gatewayCClientFor } from "../adapters/connect";
import { getAdapter, openSecrets } from "../adapters/store";
import { findRow, type InvoiceRow, pendingPayment } from "../billing/store";
import {
	gatewayAInvoice,
	gatewayBSnap,
	gatewayCCapture,
	gatewayCOrder,
	type HostedCharge,
} from "../gateways/checkout-gateways";
import type { GatewayBEnv } from "../gateways/gatewayB";
import type { GatewayCMode } from "../gateways/gatewayC";
import { scopeNow } from "../ledger/clock";
import { hostedBrand } from "./brand";
import { type CheckoutMethod, isOffline } from "./domain";
import type { Ctx } from "./emit";
import type { Channel } from "./next-action";
import { failPayment, succeedPayment } from "./payment-outcomes";
import { loadSession } from "./sessions";
import { simulatedNextAction } from "./simulated-action";
import {
	findIn,
	NOT_SETTLED,
	type PaymentRow,
	routingOf,
	type Scope,
	type SessionRow,
	sessionLineItems,
	sessionMethods,
} from "./store";
import { cancelPendingPayments, recordAttempt, sessionPaymentCount } from "./store/sessions";

const nowIn = scopeNow;

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
	page: { url: string; returnUrl: string },
	channel: Channel | null = null,
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
	const n = await sessionPaymentCount(env, r.id);
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
		// Kept with the payment, as a real provider's answer would be: the page shows it, never recomputes it.
		const action = await simulatedNextAction({
			method,
			channel,
			amount: r.amount,
			currency: r.currency,
			merchantName: (await hostedBrand(env, s)).displayName,
			workspaceId: s.workspaceId,
			providerReference: p.provider_reference,
		});
		p.next_action = action ? JSON.stringify(action) : null;
	} else if (kind !== "manual") {
		const charge: HostedCharge = {
			reference: p.idempotency_key,
			amount: r.amount,
			currency: r.currency,
			description: `Checkout ${r.id}`,
			customerEmail: r.customer_email,
			successUrl: r.success_url,
			cancelUrl: r.cancel_url ?? page.url,
			returnUrl: page.returnUrl,
			items: sessionLineItems(r),
		};
		const started = await startAtGateway(env, s, kind, charge);
		p.provider_reference = started.providerReference;
		redirect = started.redirectUrl;
	}
	await recordAttempt(env, s, p, r.id, now, kind === "manual");
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
		return await gatewayCOrder(await client.accessToken(), cfg.mode, c, { baseUrl: client.baseUrl });
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
	const cap = await gatewayCCapture(await client.accessToken(), cfg.mode, p.provider_reference, p.idempotency_key, {
		baseUrl: client.baseUrl,
	});
	const now = await nowIn(env, s);
	return cap.status === "succeeded"
		? await succeedPayment(env, ctx, s, p.id, cap.captureId, now)
		: await failPayment(env, ctx, s, p.id, "payment_declined", now);
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
