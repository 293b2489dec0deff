// Rates for a parcel from the saved origin. Every field of the request is optional: no destination
// quotes to the origin's own postal code, no items a single 1 kg parcel, no insurance none.
import { ApiError } from "../../../platform/errors";
import { conflict, type PosCtx, type PosScope } from "../context";
import { courierClient } from "../integrations/courier";
import { CourierError, type Parcel } from "../integrations/types";
import type { RatesBody } from "./schemas";
import { getOrigin } from "./store";

const DEFAULT_PARCEL: Parcel = { name: "Parcel", value: 0, weight: 1000, quantity: 1 };

/** The aggregator's failure at the API: 502 UPSTREAM_ERROR, with its (key-free) reason. */
export const courierFailure = (err: CourierError) =>
	new ApiError(502, "upstream_error", `The courier aggregator did not answer usefully: ${err.message}`);

/** Calls the aggregator, its failures answered as courierFailure. */
export async function viaCourier<T>(call: () => Promise<T>): Promise<T> {
	try {
		return await call();
	} catch (err) {
		throw err instanceof CourierError ? courierFailure(err) : err;
	}
}

export async function quoteRates(ctx: PosCtx, s: PosScope, input: RatesBody) {
	const origin = await getOrigin(ctx.env, s);
	if (!origin) throw conflict("Save a shipping origin first (PATCH /fulfillment/shipping/origin)");
	const client = courierClient(ctx.env);
	return viaCourier(() =>
		client.rates({
			originPostalCode: origin.postalCode,
			destinationPostalCode: input.destination?.postalCode ?? origin.postalCode,
			items: input.items ?? [DEFAULT_PARCEL],
			insurance: input.insurance ?? 0,
		}),
	);
}

export async function listCouriers(ctx: PosCtx) {
	const services = await viaCourier(() => courierClient(ctx.env).couriers());
	return services.map(({ courierCode, courierServiceCode, courierType, names }) => ({
		courierCode,
		courierServiceCode,
		courierType,
		names,
	}));
}
