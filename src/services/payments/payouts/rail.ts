import { z } from "zod";
import type { Env } from "../../../env";
import { log } from "../../../platform/log";
import type { QueueHandler } from "../../../platform/service-module";
import { workspaceEnv } from "../../admin/public";
import { gatewayAClientFor } from "../adapters/connect";
import type { PayEnvironment } from "../context";
import { type GatewayAClient, GatewayAError, outcomeOf } from "../gateways/gatewayA";
import { ledgerStub } from "../ledger/client";
import type { LedgerScope, PayoutView, Rail } from "../ledger/ledger.do";

/**
 * The payout rail: how a pending payout reaches the bank.
 *  - gateway_a (a gateway A adapter is connected): the payouts queue submits it to the gateway's
 *    disbursement API; polls (and, with the adapters issue, callbacks) move it to paid or failed;
 *    a later REVERSED posts a reversing ledger entry.
 *  - simulated (test mode, no gateway): the minute tick or a test-clock advance moves it one step:
 *    pending → in_transit at the first tick at least 60 s after creation, in_transit → paid at the next.
 *  - manual (live mode, no gateway): an operator pays it and records that with the platform-admin
 *    mark-in-transit / mark-paid / mark-failed endpoints.
 */

export type GatewayResolver = (
	env: Env,
	workspaceId: string,
	environment: PayEnvironment,
) => Promise<GatewayAClient | null>;

/** The workspace's gateway A client (credentials from its adapter row), or null when none is connected. */
export const gatewayFor: GatewayResolver = (env, workspaceId, environment) =>
	gatewayAClientFor(env, { workspaceId, environment });

/** Where a new payout goes for this workspace right now. */
export async function railFor(env: Env, s: LedgerScope): Promise<Rail> {
	if (await gatewayFor(env, s.workspaceId, s.environment)) return "gateway_a";
	return s.environment === "test" ? "simulated" : "manual";
}

export const DISPATCH_KIND = "pay.payout.dispatch";
const DispatchMessage = z.object({
	kind: z.literal(DISPATCH_KIND),
	workspaceId: z.string().min(1),
	environment: z.enum(["test", "live"]),
	payoutId: z.string().startsWith("po_"),
});

/** Hands a new payout to the rail through the payouts queue. A lost send is caught up by the due runner. */
export async function enqueueDispatch(env: Env, s: LedgerScope, payoutId: string): Promise<void> {
	try {
		await env.PAYOUTS.send({ kind: DISPATCH_KIND, workspaceId: s.workspaceId, environment: s.environment, payoutId });
	} catch (err) {
		log(env, "error", {
			service: "pay",
			event: "payout_dispatch_enqueue_failed",
			workspace: s.workspaceId,
			payoutId,
			error: err instanceof Error ? err.message : String(err),
		});
	}
}

/**
 * Applies what gateway A says about a payout. Every branch is a legal move or nothing: a status
 * the payout has already reached changes nothing, so polls and callbacks may repeat freely.
 */
export async function applyGatewayStatus(
	env: Env,
	s: LedgerScope,
	payoutId: string,
	upstream: { id: string; status: string; failureCode: string | null },
): Promise<PayoutView | null> {
	const stub = ledgerStub(env, s);
	const current = await stub.getPayout(s, payoutId);
	if (!current) return null;
	const outcome = outcomeOf(upstream);
	let status = current.status;
	const toInTransit = async () => {
		if (status !== "pending") return;
		const r = await stub.transition(s, payoutId, "in_transit", { reference: upstream.id, submitted: true });
		if (r.ok) status = r.payout.status;
	};
	switch (outcome.move) {
		case "in_transit":
			if (status === "pending") await toInTransit();
			else if (status === "in_transit") await stub.deferRail(s, payoutId);
			break;
		case "paid":
			await toInTransit();
			if (status === "in_transit") await stub.transition(s, payoutId, "paid", { reference: upstream.id });
			break;
		case "failed":
			if (status === "pending" || status === "in_transit")
				await stub.transition(s, payoutId, "failed", { failureReason: outcome.reason, reference: upstream.id });
			break;
		case "reversed":
			// Money that never left is a failure; money that left and came back is a new credit entry.
			if (status === "pending" || status === "in_transit")
				await stub.transition(s, payoutId, "failed", { failureReason: outcome.reason, reference: upstream.id });
			else if (status === "paid") {
				const r = await stub.reversePayout(s, payoutId, outcome.reason);
				if (!r.ok)
					log(env, "error", { service: "pay", event: "payout_reversal_refused", payoutId, error: r.error.message });
			}
			break;
	}
	return stub.getPayout(s, payoutId);
}

/**
 * Submits a pending gateway_a payout (or, once submitted, polls it). Errors the gateway will keep
 * returning fail the payout (its money returns to the balance, with the reason); network trouble
 * is rethrown so the queue retries with the same Idempotency-key.
 */
export async function driveGatewayPayout(
	env: Env,
	s: LedgerScope,
	payoutId: string,
	client: GatewayAClient,
): Promise<PayoutView | null> {
	const stub = ledgerStub(env, s);
	const p = await stub.getPayout(s, payoutId);
	if (p?.rail.rail !== "gateway_a" || (p.status !== "pending" && p.status !== "in_transit")) return p;
	try {
		if (p.status === "in_transit") {
			if (p.rail.submittedAt == null || !p.reference) return p; // moved by an operator, not the gateway's to report on
			return await applyGatewayStatus(env, s, payoutId, await client.getPayout(p.reference));
		}
		if (!p.bankCode) {
			const r = await stub.transition(s, payoutId, "failed", {
				failureReason: "Gateway A needs a bankCode (its channel code, e.g. ID_BCA) on the payout",
			});
			return r.ok ? r.payout : p;
		}
		const upstream = await client.createPayout({
			payoutId,
			channelCode: p.bankCode,
			accountNumber: p.bankAccountNumber,
			accountHolderName: p.bankAccountHolder,
			amount: p.amount,
			currency: p.currency,
			description: p.note ?? undefined,
		});
		return await applyGatewayStatus(env, s, payoutId, upstream);
	} catch (err) {
		if (!(err instanceof GatewayAError) || err.retryable) throw err;
		log(env, "warn", {
			service: "pay",
			event: "payout_gateway_refused",
			workspace: s.workspaceId,
			payoutId,
			kind: err.kind,
			upstreamCode: err.upstreamCode,
		});
		if (p.status === "in_transit") {
			// The money may already be with the bank: a failed status check never fails the payout. Ask again later.
			await stub.deferRail(s, payoutId);
			return p;
		}
		const r = await stub.transition(s, payoutId, "failed", { failureReason: err.message });
		return r.ok ? r.payout : p;
	}
}

/**
 * payouts queue consumer: a new payout reaches its rail. Idempotent: anything already moved is
 * left alone. `resolve` is the seam tests use to hand in a gateway client on a stubbed fetch.
 */
export const dispatchPayout = async (
	job: Parameters<QueueHandler>[0],
	queueEnv: Env,
	resolve: GatewayResolver = gatewayFor,
) => {
	const parsed = DispatchMessage.safeParse(job.body);
	if (!parsed.success) {
		log(queueEnv, "error", { service: "pay", event: "payout_dispatch_malformed" });
		return;
	}
	const s: LedgerScope = { workspaceId: parsed.data.workspaceId, environment: parsed.data.environment };
	// The message names its workspace: the adapter and everything after run on that workspace's shard.
	const env = await workspaceEnv(queueEnv, s.workspaceId);
	const p = await ledgerStub(env, s).getPayout(s, parsed.data.payoutId);
	if (p?.status !== "pending") return;
	if (p.rail.rail !== "gateway_a") return; // simulated: tick-driven; manual: waits for an operator
	const client = await resolve(env, s.workspaceId, s.environment);
	if (!client) return; // adapter gone: the due runner retries and the merchant may cancel
	try {
		await driveGatewayPayout(env, s, p.id, client);
	} catch (err) {
		job.retry(Math.min(30 * 2 ** (job.attempts - 1), 3600));
		log(env, "warn", {
			service: "pay",
			event: "payout_dispatch_retry",
			payoutId: p.id,
			attempts: job.attempts,
			error: err instanceof Error ? err.message : String(err),
		});
	}
};

/** The due runner for payouts: simulated rail steps and schedules in the object, then gateway work outside it. */
export async function runPayoutWork(env: Env, workspaceId: string, environment: PayEnvironment): Promise<void> {
	const s: LedgerScope = { workspaceId, environment };
	const client = await gatewayFor(env, workspaceId, environment);
	const stub = ledgerStub(env, s);
	const res = await stub.runDue(s, { rail: client ? "gateway_a" : environment === "test" ? "simulated" : "manual" });
	for (const id of res.created) await enqueueDispatch(env, s, id);
	for (const id of res.gatewayDue) {
		if (!client) {
			await stub.deferRail(s, id);
			continue;
		}
		try {
			await driveGatewayPayout(env, s, id, client);
		} catch (err) {
			await stub.deferRail(s, id, 60_000);
			log(env, "warn", {
				service: "pay",
				event: "payout_gateway_poll_failed",
				payoutId: id,
				error: err instanceof Error ? err.message : String(err),
			});
		}
	}
}
