import type { Env } from "../../../env";
import type { PayEnvironment } from "../clock";
import { SimulatedProvider } from "./simulated";
import type { PaymentProvider } from "./types";

export type { ChargeRequest, ChargeResult, PaymentProvider } from "./types";

const simulated = new SimulatedProvider();
let override: PaymentProvider | null = null;

/**
 * The provider that charges for this workspace and mode. For now always the simulated provider;
 * the adapters issue resolves own-account gateways from the workspace's adapters here.
 */
export async function providerFor(_env: Env, _workspaceId: string, _environment: PayEnvironment): Promise<PaymentProvider> {
	return override ?? simulated;
}

/** Tests only: route every charge through `p` (null restores the default). */
export function setProviderOverride(p: PaymentProvider | null) {
	override = p;
}
