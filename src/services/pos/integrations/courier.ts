// The courier aggregator as the shipments, shipping and label features reach it (issue 20): one
// client whichever aggregator answers. With COURIER_API_KEY it is Biteship (COURIER_API_URL, default
// https://api.biteship.com); without it, the same client talks to the in-process simulator.
import type { Env } from "../../../env";
import { defaultFetch } from "../../../platform/http";
import { isolateCache } from "../../../platform/isolate-cache";
import { BITESHIP_URL, courierApi } from "./biteship";
import { SIMULATOR_URL, simulatorFetch } from "./courier-simulator";
import type { CourierClient, CourierService } from "./types";

export { parseCourierCallback } from "./courier-wire";

// The courier list changes only when the aggregator adds a service; ten minutes per isolate is fresh enough.
const couriersCache = isolateCache<CourierService[]>(10 * 60_000, 16);

/** Biteship when COURIER_API_KEY is set (fetcher: a test seam for it), else the same client on the simulator. */
export function courierClient(env: Env, fetcher?: typeof fetch): CourierClient {
	if (env.COURIER_API_KEY)
		return courierApi({
			provider: "biteship",
			baseUrl: env.COURIER_API_URL || BITESHIP_URL,
			apiKey: env.COURIER_API_KEY,
			fetch: fetcher ?? defaultFetch,
			couriersCache,
		});
	return courierApi({
		provider: "simulated",
		baseUrl: SIMULATOR_URL,
		apiKey: "simulated",
		fetch: simulatorFetch(env),
		couriersCache,
	});
}
