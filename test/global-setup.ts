// Runs in Node before the workers start: the marketing channel simulator, so workerd tests can
// exercise each provider client against a local stand-in of its vendor (never the network).
import type { TestProject } from "vitest/node";
// @ts-expect-error: a plain .mjs script with no type declarations
import { startChannelSimulator } from "../scripts/sim/channels.mjs";

export default async function setup(project: TestProject) {
	const sim = await startChannelSimulator();
	project.provide("channelSimulatorUrl", sim.url);
	return async () => sim.close();
}

declare module "vitest" {
	export interface ProvidedContext {
		channelSimulatorUrl: string;
	}
}
