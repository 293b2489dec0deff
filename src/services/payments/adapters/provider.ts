import type { Env } from "../../../env";
import type { PayEnvironment } from "../context";
import type { PaymentProvider } from "../gateways/provider";
import { SimulatedProvider } from "../gateways/simulated";
import { ownAccountProvider } from "./connect";

export type { ChargeRequest, ChargeResult, PaymentProvider } from "../gateways/provider";

const simulated = new SimulatedProvider();

/**
 * The provider that charges for this workspace and mode: the own-account gateway when one is
 * connected (adapters.ts), otherwise the simulated provider (test mode, managed mode in development).
 */
export async function providerFor(
	env: Env,
	workspaceId: string,
	environment: PayEnvironment,
): Promise<PaymentProvider> {
	return (await ownAccountProvider(env, workspaceId, environment)) ?? simulated;
}
