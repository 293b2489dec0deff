// Runs in Node before the workers start: the marketing channel simulator, so workerd tests can
// exercise each provider client against a local stand-in of its vendor (never the network), and
// gateway C's sandbox simulator, which vitest.config.ts hands the Worker as GATEWAY_C_SANDBOX_URL.
import type { TestProject } from "vitest/node";
// @ts-expect-error: a plain .mjs script with no type declarations
import { startChannelSimulator } from "../scripts/sim/channels.mjs";
// @ts-expect-error: a plain .mjs script with no type declarations
import { startGatewayCSimulator } from "../scripts/sim/gateway-c.mjs";

export default async function setup(project: TestProject) {
	const sim = await startChannelSimulator();
	const gatewayC = await startGatewayCSimulator();
	project.provide("channelSimulatorUrl", sim.url);
	project.provide("gatewayCSimulatorUrl", gatewayC.url);
	return async () => {
		await sim.close();
		await gatewayC.close();
	};
}

declare module "vitest" {
	export interface ProvidedContext {
		channelSimulatorUrl: string;
		gatewayCSimulatorUrl: string;
	}
}
