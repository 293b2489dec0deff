// The simulated aggregator's couriers and its price list. Prices are a pure function of the parcel
// weight, how far apart the two postal codes are and the insured value, so the same question always
// gets the same answer (tests and the bench depend on it).

export interface SimService {
	courierCode: string;
	courierServiceCode: string;
	courierName: string;
	serviceName: string;
	/** Biteship's service_type */
	serviceType: "standard" | "overnight" | "instant" | "same_day";
	description: string;
	/** first kilogram, whole IDR */
	base: number;
	perKg: number;
	/** added per distance zone (0 same area … 3 another region) */
	perZone: number;
	/** duration by zone, as Biteship words it */
	durations: [string, string, string, string];
	/** waybill prefix, shaped like the courier's own */
	waybill: string;
}

const days = (a: string, b: string, c: string, d: string): SimService["durations"] => [a, b, c, d];

export const SIM_SERVICES: readonly SimService[] = [
	{
		courierCode: "jne",
		courierServiceCode: "reg",
		courierName: "JNE",
		serviceName: "Reguler",
		serviceType: "standard",
		description: "Layanan reguler",
		base: 9_000,
		perKg: 9_000,
		perZone: 4_000,
		durations: days("1 - 2 days", "2 - 3 days", "2 - 4 days", "3 - 6 days"),
		waybill: "JP",
	},
	{
		courierCode: "jne",
		courierServiceCode: "yes",
		courierName: "JNE",
		serviceName: "YES",
		serviceType: "overnight",
		description: "Yakin Esok Sampai",
		base: 18_000,
		perKg: 16_000,
		perZone: 6_000,
		durations: days("1 days", "1 days", "1 days", "1 - 2 days"),
		waybill: "JY",
	},
	{
		courierCode: "sicepat",
		courierServiceCode: "reg",
		courierName: "SiCepat",
		serviceName: "Reguler",
		serviceType: "standard",
		description: "Layanan reguler",
		base: 8_500,
		perKg: 8_500,
		perZone: 4_000,
		durations: days("1 - 2 days", "2 - 3 days", "2 - 4 days", "3 - 5 days"),
		waybill: "0040",
	},
	{
		courierCode: "sicepat",
		courierServiceCode: "best",
		courierName: "SiCepat",
		serviceName: "BEST",
		serviceType: "overnight",
		description: "Besok sampai tujuan",
		base: 16_000,
		perKg: 15_000,
		perZone: 5_000,
		durations: days("1 days", "1 days", "1 days", "1 - 2 days"),
		waybill: "0041",
	},
	{
		courierCode: "anteraja",
		courierServiceCode: "reg",
		courierName: "AnterAja",
		serviceName: "Reguler",
		serviceType: "standard",
		description: "Regular shipment",
		base: 8_000,
		perKg: 8_000,
		perZone: 4_500,
		durations: days("1 - 2 days", "2 - 3 days", "3 - 4 days", "3 - 6 days"),
		waybill: "1000",
	},
	{
		courierCode: "gojek",
		courierServiceCode: "instant",
		courierName: "Gojek",
		serviceName: "Instant",
		serviceType: "instant",
		description: "On demand instant (bike)",
		base: 20_000,
		perKg: 2_500,
		perZone: 0,
		durations: days("1 - 3 hours", "", "", ""),
		waybill: "GK-11-",
	},
	{
		courierCode: "gojek",
		courierServiceCode: "same_day",
		courierName: "Gojek",
		serviceName: "Same Day",
		serviceType: "same_day",
		description: "On demand within 8 hours (bike)",
		base: 15_000,
		perKg: 2_000,
		perZone: 0,
		durations: days("6 - 8 hours", "", "", ""),
		waybill: "GK-12-",
	},
	{
		courierCode: "grab",
		courierServiceCode: "instant",
		courierName: "Grab",
		serviceName: "Instant",
		serviceType: "instant",
		description: "On demand instant (bike)",
		base: 21_000,
		perKg: 2_500,
		perZone: 0,
		durations: days("1 - 3 hours", "", "", ""),
		waybill: "IN-",
	},
];

export const simService = (courierCode: string, serviceCode: string) =>
	SIM_SERVICES.find((s) => s.courierCode === courierCode && s.courierServiceCode === serviceCode) ?? null;

/**
 * 0: the same first three digits (one city), 1: the same first two, 2: the same first digit (one
 * island group), 3: anything else. An unknown code counts as zone 1.
 */
export function zone(origin: string | null, destination: string | null): 0 | 1 | 2 | 3 {
	if (!origin || !destination) return 1;
	if (origin.slice(0, 3) === destination.slice(0, 3)) return 0;
	if (origin.slice(0, 2) === destination.slice(0, 2)) return 1;
	return origin[0] === destination[0] ? 2 : 3;
}

export interface SimParcel {
	weight: number;
	quantity: number;
}

/**
 * The price of one service, or null where it does not go (instant and same-day only within one
 * city). Weight is charged per started kilogram; insurance costs 0.2% of the insured value, at
 * least Rp 1.000; the total is rounded up to Rp 500.
 */
export function simPrice(s: SimService, z: 0 | 1 | 2 | 3, items: SimParcel[], insurance: number): number | null {
	if ((s.serviceType === "instant" || s.serviceType === "same_day") && z !== 0) return null;
	const grams = items.reduce((sum, i) => sum + i.weight * i.quantity, 0);
	const kg = Math.max(1, Math.ceil(grams / 1000));
	const shipping = s.base + (kg - 1) * s.perKg + z * s.perZone;
	const fee = insurance > 0 ? Math.max(1_000, Math.ceil(insurance * 0.002)) : 0;
	return Math.ceil((shipping + fee) / 500) * 500;
}
