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

/** What POST /v1/orders and POST /v1/draft_orders send for ORDER_INPUT. */
const ORDER_BODY = {
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
};

// Recorded from Biteship's draft order, confirm and public tracking documentation (trimmed).
const DRAFT = {
	success: true,
	code: 20011001,
	object: "draft_order",
	id: "ef18275c-02a9-4887-a56b-f374edb96ec4",
	order_id: null,
	courier: { company: "jne", type: "reg", link: null, tracking_id: null, waybill_id: null },
	delivery: { type: "now", datetime: "2024-09-19T03:40:22.810Z" },
	currency: "IDR",
	price: 18000,
	status: "ready",
	reference_id: "shp_01HZX",
	created_at: "2024-09-19T03:40:22.802Z",
	ready_at: "2024-09-19T03:40:22.802Z",
	confirmed_at: null,
};
const CONFIRMED = {
	success: true,
	message: "Order successfully created",
	object: "order",
	id: "66eba364e2e5a64816928197",
	draft_order_id: "ef18275c-02a9-4887-a56b-f374edb96ec4",
	courier: {
		tracking_id: "66eba364e2e5a642a092819a",
		waybill_id: "000000000000",
		company: "jne",
		type: "reg",
		link: "https://track.biteship.com?waybill_id=000000000000",
		insurance: { amount: 0, fee: 0 },
	},
	reference_id: "shp_01HZX",
	currency: "IDR",
	price: 18000,
	status: "confirmed",
};
const TRACKING = {
	success: true,
	messsage: "Successfully get tracking info",
	object: "tracking",
	id: "6051861741a37414e6637fab",
	waybill_id: "0123082100003094",
	courier: { company: "jne", driver_name: null },
	origin: { contact_name: "TOKO SINAR", address: "JL. MELATI 1" },
	destination: { contact_name: "BUDI", address: "JL. BRAGA 2" },
	history: [
		{
			note: "SHIPMENT RECEIVED BY JNE COUNTER OFFICER AT [JAKARTA]",
			updated_at: "2021-03-16T18:17:00+07:00",
			status: "picked",
		},
		{ note: "RECEIVED AT SORTING CENTER [JAKARTA]", updated_at: "2021-03-16T21:15:00+07:00", status: "dropping_off" },
		{ note: "HELD AT HUB [BANDUNG]", updated_at: "2021-03-17T07:00:00+07:00", status: "on_hold" },
		{
			note: "DELIVERED TO [BUDI | 17-03-2021 11:15 | BANDUNG]",
			updated_at: "2021-03-17T11:15:00+07:00",
			status: "delivered",
		},
	],
	link: "https://jne.co.id/id/tracking/trace",
	order_id: "8041821741b38417d6644fbc",
	status: "delivered",
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
		expect(sent[0]?.body).toEqual(ORDER_BODY);
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

	it("drafts with POST /v1/draft_orders, sending the very body an order sends, and reads the id and price", async () => {
		const { sent, fetcher } = stub({ body: DRAFT }, { body: { ...DRAFT, price: undefined } });
		const draft = await client(fetcher).createDraftOrder(ORDER_INPUT);
		expect(sent[0]?.method).toBe("POST");
		expect(sent[0]?.url).toBe(`${BASE}/v1/draft_orders`);
		expect(sent[0]?.headers.get("Authorization")).toBe(KEY);
		expect(sent[0]?.headers.get("Content-Type")).toBe("application/json");
		expect(sent[0]?.body).toEqual(ORDER_BODY);
		expect(draft).toEqual({ id: "ef18275c-02a9-4887-a56b-f374edb96ec4", price: 18000 });
		expect(await client(fetcher).createDraftOrder(ORDER_INPUT)).toEqual({ id: DRAFT.id, price: null });
	});

	it("confirms with POST /v1/draft_orders/{id}/confirm and answers the order it became", async () => {
		const { sent, fetcher } = stub({ body: CONFIRMED });
		const order = await client(fetcher).confirmDraftOrder("ef18275c-02a9-4887-a56b-f374edb96ec4");
		expect(sent[0]?.method).toBe("POST");
		expect(sent[0]?.url).toBe(`${BASE}/v1/draft_orders/ef18275c-02a9-4887-a56b-f374edb96ec4/confirm`);
		expect(sent[0]?.headers.get("Authorization")).toBe(KEY);
		expect(sent[0]?.body).toBeUndefined();
		expect(order).toEqual({
			id: "66eba364e2e5a64816928197",
			waybillId: "000000000000",
			status: "confirmed",
			price: 18000,
			trackingUrl: "https://track.biteship.com?waybill_id=000000000000",
		});
	});

	it("refuses a confirm Biteship will not do: 422 (already confirmed) or a draft echoed back", async () => {
		const confirmed = stub({
			status: 422,
			body: { success: false, error: "Draft order with 'id=d1' has been confirmed.", code: 42211006 },
		});
		const err = await failure(client(confirmed.fetcher).confirmDraftOrder("d1"));
		expect(err.kind).toBe("rejected");
		expect(err.status).toBe(422);
		expect(err.message).toContain("has been confirmed");
		const echoed = stub({ body: { ...DRAFT, status: "placed" } });
		const notReady = await failure(client(echoed.fetcher).confirmDraftOrder(DRAFT.id));
		expect(notReady.kind).toBe("rejected");
		expect(notReady.message).toContain("placed");
		const noId = stub({ body: { success: true, object: "order", status: "confirmed" } });
		expect((await failure(client(noId.fetcher).confirmDraftOrder("d1"))).kind).toBe("unavailable");
	});

	it("deletes with DELETE /v1/draft_orders/{id}, whatever the answer's body", async () => {
		const { sent, fetcher } = stub(
			{ body: { success: true, message: "Draft order successfully deleted" } },
			{ body: "" },
		);
		await expect(client(fetcher).deleteDraftOrder("ef18275c-02a9-4887-a56b-f374edb96ec4")).resolves.toBeUndefined();
		await expect(client(fetcher).deleteDraftOrder("d2")).resolves.toBeUndefined();
		expect(sent[0]?.method).toBe("DELETE");
		expect(sent[0]?.url).toBe(`${BASE}/v1/draft_orders/ef18275c-02a9-4887-a56b-f374edb96ec4`);
		expect(sent[0]?.headers.get("Authorization")).toBe(KEY);
		expect(sent[0]?.body).toBeUndefined();
		const confirmed = stub({ status: 422, body: { success: false, error: "has been confirmed", code: 42211006 } });
		expect((await failure(client(confirmed.fetcher).deleteDraftOrder("d1"))).kind).toBe("rejected");
	});

	it("tracks with GET /v1/trackings/{waybill}/couriers/{courier}: status, link and the followed steps in time order", async () => {
		const { sent, fetcher } = stub({ body: { ...TRACKING, history: [...TRACKING.history].reverse() } });
		const t = await client(fetcher).tracking("0123082100003094", "jne");
		expect(sent[0]?.method).toBe("GET");
		expect(sent[0]?.url).toBe(`${BASE}/v1/trackings/0123082100003094/couriers/jne`);
		expect(sent[0]?.headers.get("Authorization")).toBe(KEY);
		expect(sent[0]?.body).toBeUndefined();
		expect(t).toEqual({
			status: "delivered",
			trackingUrl: "https://jne.co.id/id/tracking/trace",
			history: [
				{
					status: "picked",
					note: "SHIPMENT RECEIVED BY JNE COUNTER OFFICER AT [JAKARTA]",
					at: Date.parse("2021-03-16T11:17:00Z"),
				},
				{
					status: "dropping_off",
					note: "RECEIVED AT SORTING CENTER [JAKARTA]",
					at: Date.parse("2021-03-16T14:15:00Z"),
				},
				{
					status: "delivered",
					note: "DELIVERED TO [BUDI | 17-03-2021 11:15 | BANDUNG]",
					at: Date.parse("2021-03-17T04:15:00Z"),
				},
			],
		});
	});

	it("tracks a waybill on hold at the last status it had, and reads camelCase, bad links and bad steps", async () => {
		const { fetcher } = stub({
			body: {
				...TRACKING,
				status: "onHold",
				link: "-",
				history: [
					{ note: "Picked", updated_at: "2021-03-16T18:17:00+07:00", status: "picked" },
					{ note: "Sorting", updated_at: "2021-03-16T21:15:00+07:00", status: "droppingOff" },
					{ note: "No time", status: "delivered" },
					{ note: null, updated_at: "2021-03-17T07:00:00+07:00", status: "onHold" },
				],
			},
		});
		const t = await client(fetcher).tracking("0123082100003094", "jne");
		expect(t.status).toBe("dropping_off");
		expect(t.trackingUrl).toBeNull();
		expect(t.history.map((h) => h.status)).toEqual(["picked", "dropping_off"]);
	});

	it("refuses a tracking without history, or in no status it follows", async () => {
		const noHistory = stub({ body: { ...TRACKING, history: undefined } });
		expect((await failure(client(noHistory.fetcher).tracking("w", "jne"))).kind).toBe("unavailable");
		const unknown = stub({ body: { ...TRACKING, status: "on_hold", history: [] } });
		const err = await failure(client(unknown.fetcher).tracking("w", "jne"));
		expect(err.kind).toBe("unavailable");
		expect(err.message).toContain("on_hold");
		const missing = stub({ status: 404, body: { success: false, error: "Tracking not found" } });
		expect((await failure(client(missing.fetcher).tracking("w", "jne"))).kind).toBe("not_found");
	});

	it("escapes ids, waybills and courier codes in the path", async () => {
		const { sent, fetcher } = stub({ body: ORDER }, { body: CONFIRMED }, { body: {} }, { body: TRACKING });
		await client(fetcher).order("a/../b");
		await client(fetcher).confirmDraftOrder("d/../x?y");
		await client(fetcher).deleteDraftOrder("../orders/o1");
		await client(fetcher).tracking("W 1/2", "j&t#");
		expect(sent.map((r) => r.url)).toEqual([
			`${BASE}/v1/orders/a%2F..%2Fb`,
			`${BASE}/v1/draft_orders/d%2F..%2Fx%3Fy/confirm`,
			`${BASE}/v1/draft_orders/..%2Forders%2Fo1`,
			`${BASE}/v1/trackings/W%201%2F2/couriers/j%26t%23`,
		]);
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
	const calls: Record<string, (c: ReturnType<typeof client>) => Promise<unknown>> = {
		order: (c) => c.order("o1"),
		createDraftOrder: (c) => c.createDraftOrder(ORDER_INPUT),
		confirmDraftOrder: (c) => c.confirmDraftOrder("d1"),
		deleteDraftOrder: (c) => c.deleteDraftOrder("d1"),
		tracking: (c) => c.tracking("WYB-1", "jne"),
	};
	for (const [what, answer, kind, status] of cases)
		it(`maps ${what} to ${kind}, whichever the call`, async () => {
			for (const [name, call] of Object.entries(calls)) {
				const { fetcher } = stub(answer);
				const err = await failure(call(client(fetcher)));
				expect({ name, kind: err.kind, status: err.status }).toEqual({ name, kind, status });
				expect(err.message).not.toContain(KEY);
				expect(err.message).not.toContain(BASE);
			}
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
