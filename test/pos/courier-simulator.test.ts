// The simulated aggregator through the real client (issue 20): fixed couriers, deterministic rates,
// orders with unique waybills, one status step per tick, cancel until the parcel is picked.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { courierClient } from "../../src/services/pos/integrations/courier";
import { advanceSimulatedOrders, simulatorFetch } from "../../src/services/pos/integrations/courier-simulator";
import { CourierError, type OrderInput } from "../../src/services/pos/integrations/types";

const sim = () => courierClient({ ...env, COURIER_API_KEY: undefined });
const parcel = (weight: number, quantity = 1) => ({ name: "Kopi", value: 50_000, weight, quantity });

const orderInput = (over: Partial<OrderInput> = {}): OrderInput => ({
	reference: `shp_${crypto.randomUUID()}`,
	origin: { contactName: "Toko Sinar", phone: "0812345678", address: "Jl. Melati 1", postalCode: "12440" },
	destination: { name: "Budi", phone: "0813999888", address: "Jl. Braga 2", postalCode: "40115" },
	courierCode: "jne",
	courierServiceCode: "reg",
	courierType: "standard",
	insurance: 0,
	items: [parcel(1500)],
	...over,
});

async function failure(p: Promise<unknown>): Promise<CourierError> {
	const err = await p.then(
		() => null,
		(e) => e,
	);
	expect(err).toBeInstanceOf(CourierError);
	return err as CourierError;
}

/** Ticks until the order stops moving; the statuses it passed through. */
async function ride(orderId: string, ticks = 8) {
	const seen: string[] = [];
	for (let i = 0; i < ticks; i++) {
		const moved = (await advanceSimulatedOrders(env)).filter((c) => c.orderId === orderId);
		expect(moved.length).toBeLessThanOrEqual(1);
		if (moved[0]) seen.push(moved[0].status);
	}
	return seen;
}

describe("simulated aggregator", () => {
	it("offers a fixed courier list", async () => {
		const list = await sim().couriers();
		expect(list.map((c) => `${c.courierCode}/${c.courierServiceCode}/${c.courierType}`)).toEqual([
			"jne/reg/standard",
			"jne/yes/overnight",
			"sicepat/reg/standard",
			"sicepat/best/overnight",
			"anteraja/reg/standard",
			"gojek/instant/instant",
			"gojek/same_day/same_day",
			"grab/instant/instant",
		]);
		expect(list[0]?.names).toEqual({ courier: "JNE", service: "Reguler" });
	});

	it("prices by started kilogram, distance and insurance, the same every time", async () => {
		const ask = (o: string, d: string, grams: number, insurance = 0) =>
			sim().rates({ originPostalCode: o, destinationPostalCode: d, items: [parcel(grams)], insurance });
		const price = (rates: Awaited<ReturnType<typeof ask>>, code: string) =>
			rates.find((r) => `${r.courierCode}/${r.courierServiceCode}` === code)?.price;

		const city = await ask("12440", "12450", 1500);
		expect(await ask("12440", "12450", 1500)).toEqual(city);
		expect(price(city, "jne/reg")).toBe(18_000); // 9,000 first kg + 9,000 second, zone 0
		expect(price(city, "gojek/instant")).toBe(22_500);
		expect(city.find((r) => r.courierCode === "jne")?.duration).toBe("1 - 2 days");

		const far = await ask("12440", "40115", 1500);
		expect(price(far, "jne/reg")).toBe(30_000); // + 3 zones × 4,000
		expect(far.some((r) => r.courierType === "instant" || r.courierType === "same_day")).toBe(false);

		expect(price(await ask("12440", "40115", 1000), "jne/reg")).toBe(21_000);
		expect(price(await ask("12440", "40115", 1001), "jne/reg")).toBe(30_000);
		expect(price(await ask("12440", "40115", 1500, 1_000_000), "jne/reg")).toBe(32_000); // 0.2% = 2,000
		expect(price(await ask("12440", "40115", 1500, 100), "jne/reg")).toBe(31_000); // at least 1,000
	});

	it("refuses rates without postal codes or items, as the aggregator does", async () => {
		const noPostal = sim().rates({
			originPostalCode: null,
			destinationPostalCode: "40115",
			items: [parcel(1)],
			insurance: 0,
		});
		expect((await failure(noPostal)).kind).toBe("rejected");
		const noItems = sim().rates({ originPostalCode: "12440", destinationPostalCode: "40115", items: [], insurance: 0 });
		expect((await failure(noItems)).kind).toBe("rejected");
	});

	it("asks for the key like Biteship: no Authorization is 401", async () => {
		const res = await simulatorFetch(env)("https://courier-simulator.invalid/v1/couriers");
		expect(res.status).toBe(401);
		expect(await res.json()).toMatchObject({ success: false });
	});

	it("books an order at the quoted price with a unique waybill and no tracking link", async () => {
		const quote = await sim().rates({
			originPostalCode: "12440",
			destinationPostalCode: "40115",
			items: [parcel(1500)],
			insurance: 0,
		});
		const a = await sim().createOrder(orderInput());
		const b = await sim().createOrder(orderInput());
		expect(a).toMatchObject({ status: "confirmed", trackingUrl: null });
		expect(a.price).toBe(quote.find((r) => r.courierCode === "jne" && r.courierServiceCode === "reg")?.price);
		expect(a.waybillId).toMatch(/^JP\d{10}$/);
		expect(b.waybillId).not.toBe(a.waybillId);
		expect(a.id).toMatch(/^[0-9a-f]{24}$/);
		expect(await sim().order(a.id)).toEqual(a);
		const instant = await sim().createOrder(
			orderInput({
				courierCode: "gojek",
				courierServiceCode: "instant",
				destination: { ...orderInput().destination, postalCode: "12450" },
			}),
		);
		expect(instant.waybillId).toMatch(/^GK-11-\d{10}$/);
	});

	it("refuses an unknown service, a route it does not serve and an unknown order", async () => {
		expect((await failure(sim().createOrder(orderInput({ courierCode: "tiki" })))).kind).toBe("rejected");
		expect(
			(await failure(sim().createOrder(orderInput({ courierCode: "grab", courierServiceCode: "instant" })))).kind,
		).toBe("rejected");
		const missing = await failure(sim().order("000000000000000000000000"));
		expect(missing.kind).toBe("not_found");
		expect(missing.status).toBe(404);
	});

	it("moves an order one step per tick to delivered, then never again", async () => {
		const o = await sim().createOrder(orderInput());
		expect(await ride(o.id)).toEqual(["allocated", "picking_up", "picked", "dropping_off", "delivered"]);
		expect((await sim().order(o.id)).status).toBe("delivered");
		const callbacks = (await advanceSimulatedOrders(env)).filter((c) => c.orderId === o.id);
		expect(callbacks).toEqual([]);
	});

	it("reports each step as a callback with the waybill", async () => {
		const o = await sim().createOrder(orderInput());
		const before = Date.now();
		const [cb] = (await advanceSimulatedOrders(env)).filter((c) => c.orderId === o.id);
		expect(cb).toEqual({ orderId: o.id, waybillId: o.waybillId, status: "allocated", at: expect.any(Number) });
		expect(cb?.at).toBeGreaterThanOrEqual(before);
	});

	for (const steps of [0, 1, 2])
		it(`cancels after ${steps} step(s), before the parcel is picked`, async () => {
			const o = await sim().createOrder(orderInput());
			for (let i = 0; i < steps; i++) await advanceSimulatedOrders(env);
			const cancelled = await sim().cancelOrder(o.id, "Pembeli batal");
			expect(cancelled).toMatchObject({ id: o.id, status: "cancelled", waybillId: o.waybillId });
			expect(await ride(o.id, 3)).toEqual([]);
			expect((await failure(sim().cancelOrder(o.id, "again"))).kind).toBe("rejected");
		});

	it("refuses to cancel once picked, and an unknown order", async () => {
		const o = await sim().createOrder(orderInput());
		for (let i = 0; i < 3; i++) await advanceSimulatedOrders(env);
		expect((await sim().order(o.id)).status).toBe("picked");
		const err = await failure(sim().cancelOrder(o.id, "too late"));
		expect(err.kind).toBe("rejected");
		expect(err.message).toContain("picked");
		expect((await sim().order(o.id)).status).toBe("picked");
		expect((await failure(sim().cancelOrder("000000000000000000000000", "x"))).kind).toBe("not_found");
	});

	it("cancels once when many cancels race, and a cancel racing a tick leaves one consistent state", async () => {
		const o = await sim().createOrder(orderInput());
		const results = await Promise.allSettled(Array.from({ length: 10 }, () => sim().cancelOrder(o.id, "race")));
		expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);

		const p = await sim().createOrder(orderInput());
		for (let i = 0; i < 2; i++) await advanceSimulatedOrders(env); // picking_up: the last cancellable step
		const [cancel, tick] = await Promise.allSettled([sim().cancelOrder(p.id, "race"), advanceSimulatedOrders(env)]);
		const final = (await sim().order(p.id)).status;
		const stepped = tick.status === "fulfilled" && tick.value.some((c) => c.orderId === p.id);
		if (cancel.status === "fulfilled") {
			expect(final).toBe("cancelled");
			expect(stepped).toBe(false);
		} else {
			expect(final).toBe("picked");
			expect(stepped).toBe(true);
		}
		const steps = (await sim().tracking(p.waybillId ?? "", "jne")).history.map((h) => h.status);
		expect(steps).toEqual(["confirmed", "allocated", "picking_up", final]);
	});
});

/** How many simulated orders and drafts carry this reference. */
async function stored(reference: string) {
	const count = async (table: string) =>
		(
			await env.DB_POS.prepare(`SELECT count(*) AS n FROM ${table} WHERE json_extract(body, '$.reference_id') = ?`)
				.bind(reference)
				.first<{ n: number }>()
		)?.n;
	return { orders: await count("courier_sim_orders"), drafts: await count("courier_sim_drafts") };
}

describe("simulated aggregator: draft orders", () => {
	it("drafts at the order's price and books nothing until confirmed", async () => {
		const input = orderInput();
		const draft = await sim().createDraftOrder(input);
		expect(draft.id).toMatch(/^[0-9a-f-]{36}$/);
		const booked = await sim().createOrder(orderInput());
		expect(draft.price).toBe(booked.price);
		expect(await stored(input.reference)).toEqual({ orders: 0, drafts: 1 });
		expect((await advanceSimulatedOrders(env)).some((c) => c.orderId === draft.id)).toBe(false);
	});

	it("refuses a draft it could not book, and keeps nothing", async () => {
		for (const over of [
			{ courierCode: "tiki" },
			{ courierCode: "grab", courierServiceCode: "instant" },
			{ items: [] },
		]) {
			const input = orderInput(over);
			expect((await failure(sim().createDraftOrder(input))).kind).toBe("rejected");
			expect(await stored(input.reference)).toEqual({ orders: 0, drafts: 0 });
		}
	});

	it("confirms a draft into an order booked exactly as POST /v1/orders books one", async () => {
		const input = orderInput({ insurance: 1_000_000 });
		const draft = await sim().createDraftOrder(input);
		const order = await sim().confirmDraftOrder(draft.id);
		expect(order).toMatchObject({ status: "confirmed", price: draft.price, trackingUrl: null });
		expect(order.waybillId).toMatch(/^JP\d{10}$/);
		expect(order.id).toMatch(/^[0-9a-f]{24}$/);
		expect(order.id).not.toBe(draft.id);
		expect(await sim().order(order.id)).toEqual(order);
		expect(await stored(input.reference)).toEqual({ orders: 1, drafts: 1 });
		const row = await env.DB_POS.prepare("SELECT status, order_id FROM courier_sim_drafts WHERE id = ?")
			.bind(draft.id)
			.first();
		expect(row).toEqual({ status: "confirmed", order_id: order.id });
		expect(await ride(order.id, 2)).toEqual(["allocated", "picking_up"]);
	});

	it("answers the confirm with the order and its draft's id, as Biteship does", async () => {
		const draft = await sim().createDraftOrder(orderInput());
		const res = await simulatorFetch(env)(`https://courier-simulator.invalid/v1/draft_orders/${draft.id}/confirm`, {
			method: "POST",
			headers: { Authorization: "simulated" },
		});
		expect(res.status).toBe(200);
		expect(await res.json()).toMatchObject({
			success: true,
			object: "order",
			draft_order_id: draft.id,
			status: "confirmed",
		});
	});

	it("confirms once: a second confirm is refused and books nothing", async () => {
		const input = orderInput();
		const draft = await sim().createDraftOrder(input);
		const order = await sim().confirmDraftOrder(draft.id);
		const again = await failure(sim().confirmDraftOrder(draft.id));
		expect(again.kind).toBe("rejected");
		expect(again.status).toBe(422);
		expect(again.message).toContain("confirmed");
		expect(await stored(input.reference)).toEqual({ orders: 1, drafts: 1 });
		expect((await sim().order(order.id)).status).toBe("confirmed");
	});

	it("books exactly one order when ten confirms race", async () => {
		const input = orderInput();
		const draft = await sim().createDraftOrder(input);
		const results = await Promise.allSettled(Array.from({ length: 10 }, () => sim().confirmDraftOrder(draft.id)));
		const won = results.filter((r) => r.status === "fulfilled");
		expect(won).toHaveLength(1);
		for (const r of results) if (r.status === "rejected") expect((r.reason as CourierError).kind).toBe("rejected");
		expect(await stored(input.reference)).toEqual({ orders: 1, drafts: 1 });
		const row = await env.DB_POS.prepare("SELECT order_id FROM courier_sim_drafts WHERE id = ?").bind(draft.id).first();
		expect(row?.order_id).toBe(won[0]?.status === "fulfilled" ? won[0].value.id : "none");
	});

	it("deletes a placed draft only: then neither confirm nor delete again", async () => {
		const input = orderInput();
		const draft = await sim().createDraftOrder(input);
		await sim().deleteDraftOrder(draft.id);
		expect((await failure(sim().deleteDraftOrder(draft.id))).kind).toBe("rejected");
		const confirm = await failure(sim().confirmDraftOrder(draft.id));
		expect(confirm.kind).toBe("rejected");
		expect(confirm.message).toContain("deleted");
		expect(await stored(input.reference)).toEqual({ orders: 0, drafts: 1 });

		const confirmed = await sim().createDraftOrder(orderInput());
		const order = await sim().confirmDraftOrder(confirmed.id);
		const del = await failure(sim().deleteDraftOrder(confirmed.id));
		expect(del.kind).toBe("rejected");
		expect(del.message).toContain("confirmed");
		expect((await sim().order(order.id)).status).toBe("confirmed");
	});

	it("knows no draft it did not make", async () => {
		const unknown = "00000000-0000-4000-8000-000000000000";
		expect((await failure(sim().confirmDraftOrder(unknown))).kind).toBe("not_found");
		expect((await failure(sim().deleteDraftOrder(unknown))).kind).toBe("not_found");
	});
});

describe("simulated aggregator: public tracking", () => {
	it("tracks a just-confirmed order with its one step", async () => {
		const before = Date.now();
		const order = await sim().confirmDraftOrder((await sim().createDraftOrder(orderInput())).id);
		const t = await sim().tracking(order.waybillId ?? "", "jne");
		expect(t).toEqual({
			status: "confirmed",
			trackingUrl: null,
			history: [{ status: "confirmed", note: expect.any(String), at: expect.any(Number) }],
		});
		expect(t.history[0]?.at).toBeGreaterThanOrEqual(before - 1);
		expect(t.history[0]?.at).toBeLessThanOrEqual(Date.now());
	});

	it("lists every status an order passed, in order, with its time", async () => {
		const order = await sim().createOrder(orderInput());
		const times: number[] = [];
		for (let i = 0; i < 6; i++) {
			await advanceSimulatedOrders(env);
			times.push(Date.now());
		}
		const t = await sim().tracking(order.waybillId ?? "", "jne");
		expect(t.status).toBe("delivered");
		expect(t.history.map((h) => h.status)).toEqual([
			"confirmed",
			"allocated",
			"picking_up",
			"picked",
			"dropping_off",
			"delivered",
		]);
		const at = t.history.map((h) => h.at);
		expect([...at].sort((a, b) => a - b)).toEqual(at);
		expect(at[5]).toBeLessThanOrEqual(times[4] ?? 0);
		expect(new Set(t.history.map((h) => h.note)).size).toBe(6);
	});

	it("ends a cancelled order's history with the cancel", async () => {
		const order = await sim().createOrder(orderInput());
		await advanceSimulatedOrders(env);
		await sim().cancelOrder(order.id, "Pembeli batal");
		await advanceSimulatedOrders(env);
		const t = await sim().tracking(order.waybillId ?? "", "jne");
		expect(t.status).toBe("cancelled");
		expect(t.history.map((h) => h.status)).toEqual(["confirmed", "allocated", "cancelled"]);
	});

	it("knows a waybill only with its own courier", async () => {
		const order = await sim().createOrder(orderInput());
		expect((await failure(sim().tracking(order.waybillId ?? "", "sicepat"))).kind).toBe("not_found");
		expect((await failure(sim().tracking("JP0000000000", "jne"))).kind).toBe("not_found");
	});
});
