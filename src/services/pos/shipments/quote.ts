// The courier checks a shipment's create and rebook share: the service is one the aggregator lists
// (else 400), the route is served (else 409), and a price sent must be today's quote (else 409).
import { ApiError } from "../../../platform/errors";
import { conflict, type PosCtx } from "../context";
import { courierClient } from "../integrations/courier";
import type { Parcel } from "../integrations/types";
import { viaCourier } from "../shipping/rates";

export interface QuoteInput {
	courierCode: string;
	courierServiceCode: string;
	courierType?: string | null;
	price?: number;
	insurance: number;
	originPostalCode: string;
	destinationPostalCode: string;
	items: Parcel[];
}

export async function quote(ctx: PosCtx, q: QuoteInput) {
	const client = courierClient(ctx.env);
	const services = await viaCourier(() => client.couriers());
	const service = services.find(
		(c) => c.courierCode === q.courierCode && c.courierServiceCode === q.courierServiceCode,
	);
	if (!service)
		throw new ApiError(
			400,
			"validation_error",
			`${q.courierCode}/${q.courierServiceCode} is not a courier service from GET /fulfillment/shipping/couriers`,
			"courierServiceCode",
		);
	const rates = await viaCourier(() =>
		client.rates({
			originPostalCode: q.originPostalCode,
			destinationPostalCode: q.destinationPostalCode,
			items: q.items,
			insurance: q.insurance,
		}),
	);
	const rate = rates.find((r) => r.courierCode === q.courierCode && r.courierServiceCode === q.courierServiceCode);
	if (!rate) throw conflict(`${q.courierCode}/${q.courierServiceCode} does not serve this route`, "courierServiceCode");
	if (q.price !== undefined && q.price !== rate.price)
		throw conflict(`The quote for this service is now ${rate.price}; send that price or omit it`, "price");
	return { price: rate.price, courierType: q.courierType ?? service.courierType, duration: rate.duration };
}
