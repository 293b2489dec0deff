// Managed mode (spec 000 §3 "Managed onboarding", REFERENCE "Managed mode"): the service holds the
// provider relationship and provisions a sub-account per workspace and environment. In development
// and tests the provider is simulated in-process; its onboarding advances not_started → invited →
// registered → live through a test helper, each step arriving as the provider's webhook would.
import type { Env } from "../../../env";
import { iso } from "../../../platform/encoding";
import { ApiError } from "../../../platform/errors";
import { newId } from "../../../platform/ids";
import { emitPaymentsEvents, type PaymentsEvent } from "../events/index";
import type { AdapterView, Scope } from "./store";
import { getManagedRow, insertManagedRow, type ManagedRow, moveManagedRow } from "./store";

export const KYB_STATUSES = ["not_started", "invited", "registered", "live"] as const;
export type KybStatus = (typeof KYB_STATUSES)[number];
export const CAPABILITIES_STATUSES = ["inactive", "pending", "active"] as const;
export type CapabilitiesStatus = (typeof CAPABILITIES_STATUSES)[number];

/** What each KYB state implies for the sub-account's payment capabilities and payouts. */
export function stateOf(kyb: KybStatus): { capabilitiesStatus: CapabilitiesStatus; payoutsReady: boolean } {
	switch (kyb) {
		case "live":
			return { capabilitiesStatus: "active", payoutsReady: true };
		case "registered":
			return { capabilitiesStatus: "pending", payoutsReady: false };
		default:
			return { capabilitiesStatus: "inactive", payoutsReady: false };
	}
}

/** The next KYB state, or null at live (onboarding only moves forward). */
export const nextKyb = (k: KybStatus): KybStatus | null => KYB_STATUSES[KYB_STATUSES.indexOf(k) + 1] ?? null;

/** The in-process provider: provisioning returns a sub-account and the invitation it sent. */
export const simulatedManagedProvider = {
	provision(s: Scope, _email: string) {
		const subAccountId = newId("sacc_");
		return {
			subAccountId,
			kybStatus: "invited" as KybStatus,
			onboardingUrl: `https://onboarding.managed.invalid/${s.environment}/${subAccountId}`,
		};
	},
};

const get = getManagedRow;

export function onboardingView(r: ManagedRow | null) {
	if (!r)
		return {
			subAccountId: null,
			kybStatus: "not_started" as KybStatus,
			capabilitiesStatus: "inactive" as CapabilitiesStatus,
			payoutsReady: false,
			onboardingUrl: null,
		};
	return {
		subAccountId: r.sub_account_id,
		kybStatus: r.kyb_status,
		capabilitiesStatus: r.capabilities_status,
		payoutsReady: r.payouts_ready === 1,
		onboardingUrl: r.kyb_status === "live" ? null : r.onboarding_url,
	};
}

/** The virtual "managed" adapter entry of GET /v1/adapters, derived from the sub-account profile. */
export function managedAdapterView(r: ManagedRow): AdapterView {
	return {
		kind: "managed",
		status: "active",
		secretKeyLast4: null,
		publicConfig: {
			subAccountId: r.sub_account_id,
			env: r.environment === "live" ? "production" : "sandbox",
			kybStatus: r.kyb_status,
			capabilitiesStatus: r.capabilities_status,
			payoutsReady: r.payouts_ready === 1,
			lastWebhookAt: iso(r.last_webhook_at),
		},
		configuredAt: iso(r.created_at) as string,
		lastErrorAt: null,
		lastErrorCode: null,
	};
}

export async function getManaged(env: Env, s: Scope) {
	return get(env, s);
}

type Ctx = Pick<ExecutionContext, "waitUntil"> | null | undefined;

/** POST /v1/adapters/managed/onboarding: provisions once; a later call returns the profile unchanged. */
export async function startOnboarding(env: Env, ctx: Ctx, s: Scope, email: string, now: number) {
	const existing = await get(env, s);
	if (existing) return { row: existing, started: false };
	const p = simulatedManagedProvider.provision(s, email);
	const st = stateOf(p.kybStatus);
	const inserted = await insertManagedRow(env, s, {
		sub_account_id: p.subAccountId,
		email,
		kyb_status: p.kybStatus,
		capabilities_status: st.capabilitiesStatus,
		payouts_ready: st.payoutsReady ? 1 : 0,
		onboarding_url: p.onboardingUrl,
		now,
	});
	const row = (await get(env, s)) as ManagedRow;
	if (!inserted) return { row, started: false }; // a concurrent call provisioned first
	await emitPaymentsEvents(env, ctx, [
		{
			type: "adapter.managed.kyb_changed",
			accountId: s.workspaceId,
			environment: s.environment,
			occurredAt: now,
			data: { ...managedAdapterView(row), previousKybStatus: "not_started" },
		},
	]);
	return { row, started: true };
}

/**
 * Applies a provider onboarding update (the simulated provider's webhook): moves kybStatus one step
 * forward (or to `to`, which must be ahead), derives capabilities, emits kyb_changed and, when the
 * capabilities moved, capabilities_changed. A conditional UPDATE makes racing updates apply once.
 */
export async function advanceOnboarding(env: Env, ctx: Ctx, s: Scope, to: KybStatus | undefined, now: number) {
	const cur = await get(env, s);
	if (!cur)
		throw new ApiError(
			409,
			"conflict",
			"Managed onboarding has not started; POST /v1/adapters/managed/onboarding first",
		);
	const target = to ?? nextKyb(cur.kyb_status);
	if (!target || KYB_STATUSES.indexOf(target) <= KYB_STATUSES.indexOf(cur.kyb_status))
		throw new ApiError(
			409,
			"conflict",
			`kybStatus is ${cur.kyb_status}; onboarding only moves forward (not_started → invited → registered → live)`,
		);
	const st = stateOf(target);
	if (
		!(await moveManagedRow(
			env,
			s,
			cur.kyb_status,
			{ kyb_status: target, capabilities_status: st.capabilitiesStatus, payouts_ready: st.payoutsReady ? 1 : 0 },
			now,
		))
	)
		throw new ApiError(409, "conflict", "Onboarding changed while this request ran; retry");
	const row = (await get(env, s)) as ManagedRow;
	const events: PaymentsEvent[] = [
		{
			type: "adapter.managed.kyb_changed",
			accountId: s.workspaceId,
			environment: s.environment,
			occurredAt: now,
			data: { ...managedAdapterView(row), previousKybStatus: cur.kyb_status },
		},
	];
	if (st.capabilitiesStatus !== cur.capabilities_status)
		events.push({
			type: "adapter.managed.capabilities_changed",
			accountId: s.workspaceId,
			environment: s.environment,
			occurredAt: now,
			data: { ...managedAdapterView(row), previousCapabilitiesStatus: cur.capabilities_status },
		});
	await emitPaymentsEvents(env, ctx, events);
	return row;
}
