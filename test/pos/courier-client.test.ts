// The Biteship client against recorded answers (issue 20): what it sends (method, path, headers,
// JSON body), how it reads the answers, each error kind, and the key never in an error message.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { courierApi } from "../../src/services/pos/integrations/biteship";
import { courierClient, parseCourierCallback } from "../../src/services/pos/integrations/courier";
import { CourierError } from "../../src/services/pos/integrations/types";

const KEY = "biteship_live.eyJhbGciOiJIUzI1NiJ9.secret-part";
const BASE = "https://api.biteship.example";

interface Sent {
	method: string;
	url: string;
	headers: Headers;
	body: any;
}

/** A fetch that records each request and answers from `answers` in turn. */
function stub(...answers: Array<{ status?: number; body: unknown } | Error>) {
	const sent: Sent[] = [];
	const fetcher: typeof fetch = async (input, init) => {
		const req = new Request(input, init);
		const text = await req.text();
		sent.push({ method: req.method, url: req.url, headers: req.headers, body: text ? JSON.parse(text) : undefined });
		const a = answers.shift();
		if (!a) throw new Error("no more answers");
		if (a instanceof Error) throw a;
		return new Response(typeof a.body === "string" ? a.body : JSON.stringify(a.body), {
			status: a.status ?? 200,
			headers: { "Content-Type": "application/json" },
		});
	};
	return { sent, fetcher };
}

const client = (fetcher: typeof fetch) =>
	courierApi({ provider: "biteship", baseUrl: `${BASE}/`, apiKey: KEY, fetch: fetcher });

// Recorded from Biteship's documented answers (trimmed to the fields the client reads and a few it ignores).
const COURIERS = {
	success: true,
	object: "courier",
	couriers: [
		{
			available_for_cash_on_delivery: true,
			available_for_insurance: true,
			courier_name: "JNE",
			courier_code: "jne",
			courier_service_name: "Reguler",
			courier_service_code: "reg",
			tier: "free",
			description: "Layanan reguler",
			service_type: "standard",
			shipping_type: "parcel",
			shipment_duration_range: "2 - 3",
			shipment_duration_unit: "days",
		},
		{
			courier_name: "Gojek",
			courier_code: "gojek",
			courier_service_name: "Instant",
			courier_service_code: "instant",
			description: "On Demand Instant (bike)",
			service_type: "same_day",
			shipping_type: "parcel",
		},
	],
};
const PRICING = {
	success: true,
	object: "courier_pricing",
	message: "Success to retrieve courier pricing",
	code: 20001003,
	origin: { postal_code: 12440 },
	destination: { postal_code: 40115 },
	pricing: [
		{
			courier_name: "JNE",
			courier_code: "jne",
			courier_service_name: "Reguler",
			courier_service_code: "reg",
			description: "Layanan reguler",
			duration: "2 - 3 days",
			shipment_duration_range: "2 - 3",
			shipment_duration_unit: "days",
			service_type: "standard",
			shipping_type: "parcel",
			price: 18000,
			type: "reg",
		},
		{
			courier_name: "Gojek",
			courier_code: "gojek",
			courier_service_code: "instant",
			shipment_duration_range: "1 - 3",
			shipment_duration_unit: "hours",
			service_type: "same_day",
			price: 45000,
		},
	],
};
const ORDER = {
	success: true,
	message: "Order successfully created",
	object: "order",
	id: "5dd599ebdefcd4158eb8470b",
	reference_id: "shp_01HZX",
	courier: {
		tracking_id: "6092fae2bc0bb9a0d5e1e3f0",
		waybill_id: "WYB-1612953394",
		company: "jne",
		type: "reg",
		link: "https://track.biteship.com/6092fae2bc0bb9a0d5e1e3f0",
		insurance: { amount: 0, fee: 0 },
	},
	price: 18000,
	status: "confirmed",
};
const ORDER_INPUT = {
	reference: "shp_01HZX",
	origin: { contactName: "Toko Sinar", phone: "0812345678", address: "Jl. Melati 1", postalCode: "12440" },
	destination: {
		name: "Budi",
		phone: "0813999888",
		address: "Jl. Braga 2",
		postalCode: "40115",
		email: "budi@example.com",
		note: null,
	},
	courierCode: "jne",
	courierServiceCode: "reg",
	courierType: "standard",
	insurance: 250_000,
	items: [{ name: "Kopi", value: 50_000, weight: 500, quantity: 2, sku: "KP-1" }],
};

async function failure(p: Promise<unknown>): Promise<CourierError> {
	const err = await p.then(
		() => null,
		(e) => e,
	);
	expect(err).toBeInstanceOf(CourierError);
	return err as CourierError;
}

describe("Biteship client: requests and answers", () => {
	it("lists couriers with GET /v1/couriers and the bare key as Authorization", async () => {
		const { sent, fetcher } = stub({ body: COURIERS });
		const list = await client(fetcher).couriers();
		expect(sent).toHaveLength(1);
		expect(sent[0]?.method).toBe("GET");
		expect(sent[0]?.url).toBe(`${BASE}/v1/couriers`);
		expect(sent[0]?.headers.get("Authorization")).toBe(KEY);
		expect(sent[0]?.body).toBeUndefined();
		expect(list).toEqual([
			{
				courierCode: "jne",
				courierServiceCode: "reg",
				courierType: "standard",
				names: { courier: "JNE", service: "Reguler" },
				description: "Layanan reguler",
			},
			{
				courierCode: "gojek",
				courierServiceCode: "instant",
				courierType: "same_day",
				names: { courier: "Gojek", service: "Instant" },
				description: "On Demand Instant (bike)",
			},
		]);
	});

	it("prices with POST /v1/rates/couriers: numeric postal codes, the listed couriers, items and insurance", async () => {
		const { sent, fetcher } = stub({ body: COURIERS }, { body: PRICING });
		const rates = await client(fetcher).rates({
			originPostalCode: "12440",
			destinationPostalCode: "40115",
			items: [{ name: "Kopi", value: 50_000, weight: 500, quantity: 2 }],
			insurance: 100_000,
		});
		expect(sent[1]?.method).toBe("POST");
		expect(sent[1]?.url).toBe(`${BASE}/v1/rates/couriers`);
		expect(sent[1]?.headers.get("Content-Type")).toBe("application/json");
		expect(sent[1]?.body).toEqual({
			origin_postal_code: 12440,
			destination_postal_code: 40115,
			couriers: "jne,gojek",
			items: [{ name: "Kopi", value: 50_000, weight: 500, quantity: 2 }],
			courier_insurance: 100_000,
		});
		expect(rates).toEqual([
			{ courierCode: "jne", courierServiceCode: "reg", courierType: "standard", price: 18000, duration: "2 - 3 days" },
			{
				courierCode: "gojek",
				courierServiceCode: "instant",
				courierType: "same_day",
				price: 45000,
				duration: "1 - 3 hours",
			},
		]);
	});

	it("books with POST /v1/orders and reads the waybill, price, status and tracking link", async () => {
		const { sent, fetcher } = stub({ body: ORDER });
		const order = await client(fetcher).createOrder(ORDER_INPUT);
		expect(sent[0]?.method).toBe("POST");
		expect(sent[0]?.url).toBe(`${BASE}/v1/orders`);
		expect(sent[0]?.body).toEqual({
			reference_id: "shp_01HZX",
			origin_contact_name: "Toko Sinar",
			origin_contact_phone: "0812345678",
			origin_address: "Jl. Melati 1",
			origin_postal_code: 12440,
			destination_contact_name: "Budi",
			destination_contact_phone: "0813999888",
			destination_contact_email: "budi@example.com",
			destination_address: "Jl. Braga 2",
			destination_postal_code: 40115,
			courier_company: "jne",
			courier_type: "reg",
			courier_insurance: 250_000,
			delivery_type: "now",
			items: [{ name: "Kopi", sku: "KP-1", value: 50_000, weight: 500, quantity: 2 }],
		});
		expect(order).toEqual({
			id: "5dd599ebdefcd4158eb8470b",
			waybillId: "WYB-1612953394",
			status: "confirmed",
			price: 18000,
			trackingUrl: "https://track.biteship.com/6092fae2bc0bb9a0d5e1e3f0",
		});
	});

	it("reads an order with GET /v1/orders/{id}, mapping camelCase statuses", async () => {
		const { sent, fetcher } = stub({ body: { ...ORDER, status: "droppingOff" } });
		const order = await client(fetcher).order("5dd599ebdefcd4158eb8470b");
		expect(sent[0]?.method).toBe("GET");
		expect(sent[0]?.url).toBe(`${BASE}/v1/orders/5dd599ebdefcd4158eb8470b`);
		expect(order.status).toBe("dropping_off");
	});

	it("cancels with POST /v1/orders/{id}/cancel and cancellation_reason", async () => {
		const { sent, fetcher } = stub({ body: { success: true, id: "5dd599ebdefcd4158eb8470b", status: "cancelled" } });
		const order = await client(fetcher).cancelOrder("5dd599ebdefcd4158eb8470b", "Pembeli batal");
		expect(sent[0]?.method).toBe("POST");
		expect(sent[0]?.url).toBe(`${BASE}/v1/orders/5dd599ebdefcd4158eb8470b/cancel`);
		expect(sent[0]?.body).toEqual({ cancellation_reason: "Pembeli batal" });
		expect(order).toMatchObject({ id: "5dd599ebdefcd4158eb8470b", status: "cancelled", waybillId: null });
	});

	it("escapes an order id in the path", async () => {
		const { sent, fetcher } = stub({ body: ORDER });
		await client(fetcher).order("a/../b");
		expect(sent[0]?.url).toBe(`${BASE}/v1/orders/a%2F..%2Fb`);
	});
});

describe("Biteship client: errors", () => {
	const cases: Array<[string, { status?: number; body: unknown } | Error, CourierError["kind"], number | null]> = [
		[
			"401",
			{ status: 401, body: { success: false, error: "Invalid key", code: 40101001 } },
			"invalid_credentials",
			401,
		],
		["403", { status: 403, body: { success: false, error: "Forbidden" } }, "invalid_credentials", 403],
		["404", { status: 404, body: { success: false, error: "Order not found" } }, "not_found", 404],
		["400", { status: 400, body: { success: false, error: "courier_type is invalid" } }, "rejected", 400],
		["429", { status: 429, body: { success: false, error: "Too many requests" } }, "unavailable", 429],
		["503", { status: 503, body: "<html>Service Unavailable</html>" }, "unavailable", 503],
		["a network failure", new TypeError("fetch failed"), "unavailable", null],
		["a 2xx that is not JSON", { body: "<html>oops</html>" }, "unavailable", null],
		["a 2xx with success false", { body: { success: false, error: "Balance is insufficient" } }, "rejected", 200],
	];
	for (const [what, answer, kind, status] of cases)
		it(`maps ${what} to ${kind}`, async () => {
			const { fetcher } = stub(answer);
			const err = await failure(client(fetcher).order("o1"));
			expect(err.kind).toBe(kind);
			expect(err.status).toBe(status);
			expect(err.message).not.toContain(KEY);
			expect(err.message).not.toContain(BASE);
		});

	it("carries upstream's reason, with the key scrubbed if upstream echoes it", async () => {
		const { fetcher } = stub({ status: 401, body: { success: false, error: `Key ${KEY} is revoked` } });
		const err = await failure(client(fetcher).couriers());
		expect(err.message).toContain("Biteship answered 401");
		expect(err.message).toContain("is revoked");
		expect(err.message).not.toContain(KEY);
		expect(err.message).not.toContain("secret-part");
	});

	it("refuses an order in a status it does not follow, and answers without an id", async () => {
		const onHold = stub({ body: { ...ORDER, status: "on_hold" } });
		expect((await failure(client(onHold.fetcher).order("o1"))).kind).toBe("unavailable");
		const noId = stub({ body: { success: true, status: "confirmed" } });
		expect((await failure(client(noId.fetcher).createOrder(ORDER_INPUT))).kind).toBe("unavailable");
	});
});

describe("Biteship statuses and the order.status webhook", () => {
	it("maps Biteship's statuses onto ours", async () => {
		const seen: Record<string, string | null> = {};
		for (const s of [
			"confirmed",
			"scheduled",
			"allocated",
			"pickingUp",
			"picking_up",
			"picked",
			"droppingOff",
			"delivered",
			"cancelled",
			"rejected",
			"courier_not_found",
			"returnInTransit",
			"returned",
			"on_hold",
			"teleported",
		])
			seen[s] = parseCourierCallback({ event: "order.status", order_id: "o", status: s })?.status ?? null;
		expect(seen).toEqual({
			confirmed: "confirmed",
			scheduled: "confirmed",
			allocated: "allocated",
			pickingUp: "picking_up",
			picking_up: "picking_up",
			picked: "picked",
			droppingOff: "dropping_off",
			delivered: "delivered",
			cancelled: "cancelled",
			rejected: "rejected",
			courier_not_found: "rejected",
			returnInTransit: "returned",
			returned: "returned",
			on_hold: null,
			teleported: null,
		});
	});

	it("parses a recorded order.status payload", () => {
		const cb = parseCourierCallback({
			event: "order.status",
			courier_tracking_id: "6092fae2bc0bb9a0d5e1e3f0",
			courier_waybill_id: "WYB-1612953394",
			courier_company: "jne",
			courier_type: "reg",
			courier_driver_name: "Budi",
			courier_link: "https://track.biteship.com/6092fae2bc0bb9a0d5e1e3f0",
			order_id: "5dd599ebdefcd4158eb8470b",
			order_price: 18000,
			status: "picked",
			updated_at: "2024-03-01T08:30:00.000Z",
		});
		expect(cb).toEqual({
			orderId: "5dd599ebdefcd4158eb8470b",
			waybillId: "WYB-1612953394",
			status: "picked",
			at: Date.parse("2024-03-01T08:30:00.000Z"),
		});
	});

	it("drops other events and malformed bodies", () => {
		expect(parseCourierCallback({ event: "order.price", order_id: "o", status: "picked" })).toBeNull();
		expect(parseCourierCallback({ event: "order.status", status: "picked" })).toBeNull();
		expect(parseCourierCallback(null)).toBeNull();
		expect(parseCourierCallback("order.status")).toBeNull();
		expect(parseCourierCallback([{ order_id: "o", status: "picked" }])).toBeNull();
		const now = Date.now();
		const cb = parseCourierCallback({ order_id: "o", status: "picked" });
		expect(cb?.waybillId).toBeNull();
		expect(cb?.at).toBeGreaterThanOrEqual(now);
	});
});

describe("courierClient", () => {
	it("is Biteship at COURIER_API_URL when COURIER_API_KEY is set, else the simulator", async () => {
		const { sent, fetcher } = stub({ body: ORDER });
		const live = courierClient(
			{ ...env, COURIER_API_KEY: KEY, COURIER_API_URL: "https://staging.biteship.example" },
			fetcher,
		);
		expect(live.provider).toBe("biteship");
		await live.order("o1");
		expect(sent[0]?.url).toBe("https://staging.biteship.example/v1/orders/o1");
		expect(sent[0]?.headers.get("Authorization")).toBe(KEY);

		const local = courierClient({ ...env, COURIER_API_KEY: undefined }, fetcher);
		expect(local.provider).toBe("simulated");
		expect((await local.couriers()).length).toBeGreaterThan(0);
		expect(sent).toHaveLength(1);
	});
});
