import type { Env } from "../../../env";
import { log } from "../../../platform/log";
import { advanceSimulatedOrders } from "../integrations/courier-simulator";
import { applyCourierStatus } from "./apply-status";
import { catchUpTracking } from "./upstream";

/**
 * Minute cron: offline (no COURIER_API_KEY) the simulated aggregator moves each booked order one
 * step and its reports are applied exactly as a real callback's would be. With a real aggregator
 * its callbacks do this, and the tick only catches up shipments that went quiet (upstream.ts).
 */
export async function shippingTick(now: number, env: Env) {
	if (env.COURIER_API_KEY) return catchUpTracking(env, now);
	const steps = await advanceSimulatedOrders(env);
	let moved = 0;
	for (const cb of steps) if (await applyCourierStatus(env, cb)) moved++;
	if (steps.length) log(env, "info", { service: "pos", event: "shipping.simulated_steps", steps: steps.length, moved });
}
