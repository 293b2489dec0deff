import type { Env } from "../../../env";
import type { PayEnvironment } from "../clock";
import { SimulatedProvider } from "./simulated";
import type { PaymentProvider } from "./types";

export type { ChargeRequest, ChargeResult, PaymentProvider } from "./types";

const simulated = new SimulatedProvider();
let override: PaymentProvider | null = null;

export type OwnAccountResolver = (env: Env, workspaceId: string, environment: PayEnvironment) => Promise<PaymentProvider | null>;
let ownAccount: OwnAccountResolver | null = null;

/** adapters.ts registers how to build a workspace's own-account gateway (A, B or C) from its adapters. */
export function setOwnAccountResolver(fn: OwnAccountResolver | null) {
	ownAccount = fn;
}

/**
 * The provider that charges for this workspace and mode: the own-account gateway when one is
 * connected (adapters.ts), otherwise the simulated provider (test mode, managed mode in development).
 */
export async function providerFor(env: Env, workspaceId: string, environment: PayEnvironment): Promise<PaymentProvider> {
	if (override) return override;
	return (ownAccount ? await ownAccount(env, workspaceId, environment) : null) ?? simulated;
}

/** Tests only: route every charge through `p` (null restores the default). */
export function setProviderOverride(p: PaymentProvider | null) {
	override = p;
}
