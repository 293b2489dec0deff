// A workspace ready to ship: origin saved (Bandung 40115), shipping credit granted, and helpers for
// drafts, balance and the simulated aggregator's minute step.
import { shippingTick } from "../../src/services/pos/shipments/jobs";
import { admin } from "./http";
import { pos, posWorkspace } from "./pos";
import { runTick } from "./shards";

export const DESTINATION = {
	name: "Budi Santoso",
	phone: "+62 812 3456 7890",
	address: "Jl. Kebon Jeruk 12, Jakarta Barat",
	postalCode: "11530",
};
export const PARCEL = { name: "Kopi Gayo 250 g", value: 85_000, weight: 300, quantity: 2 };

export async function grantCredit(ws: string, amount: number) {
	const r = await admin("POST", "/v1/maintenance/pos/shipping-credit-grant", {
		workspaceId: ws,
		amount,
		reason: "test",
	});
	if (r.status !== 200) throw new Error(`grant failed: ${r.status} ${r.text}`);
}

export async function shipShop(opts: { credit?: number; origin?: boolean } = {}) {
	const { ws, key } = await posWorkspace("business");
	if (opts.origin !== false) {
		const r = await pos(key, "PATCH", "/fulfillment/shipping/origin", {
			contactName: "Toko Maju",
			phone: "+62 22 1234 567",
			address: "Jl. Braga 1, Bandung",
			postalCode: "40115",
		});
		if (r.status !== 200) throw new Error(`origin failed: ${r.status} ${r.text}`);
	}
	if (opts.credit) await grantCredit(ws, opts.credit);
	const draft = async (over: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
		pos(
			key,
			"POST",
			"/fulfillment/shipments",
			{ courierCode: "jne", courierServiceCode: "reg", destination: DESTINATION, items: [PARCEL], ...over },
			headers,
		);
	const balance = async () => (await pos(key, "GET", "/fulfillment/shipping-credits")).body.data.balance as number;
	return { ws, key, draft, balance };
}

/** One minute-cron step of the simulated aggregator (every booked order moves one status). */
export const courierStep = () => runTick(shippingTick, "DB_POS");
