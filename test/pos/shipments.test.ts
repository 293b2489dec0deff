import { describe, expect, it } from "vitest";
import { advanceSimulatedOrders } from "../../src/services/pos/integrations/courier-simulator";
import { catchUpTracking, QUIET_MS } from "../../src/services/pos/shipments/upstream";
import { call, expectEnvelopeError } from "../helpers/http";
import { pos } from "../helpers/pos";
import { courierStep, DESTINATION, PARCEL, shipShop } from "../helpers/pos-shipping";
import { dbOf, envOf, rowOnShards } from "../helpers/shards";

const S = "/fulfillment/shipments";
const credits = async (key: string) => (await pos(key, "GET", "/fulfillment/shipping-credits/transactions")).body.data;
const shipmentCount = async (ws: string) =>
	(
		await (
			await dbOf("DB_POS", ws)
		)
			.prepare("SELECT COUNT(*) AS n FROM shipments WHERE account_id = ?")
			.bind(ws)
			.first<{ n: number }>()
	)?.n;
const callback = (body: unknown, secret = "test-courier-callback-secret") =>
	call("POST", "/pos/api/v1/fulfillment/shipping/callback", { body, headers: { "X-Courier-Secret": secret } });

describe("POS shipments: drafts, booking, credit, cancel, rebook", () => {
	it("a draft is priced by the quote at the saved origin, listed under both prefixes, with its history", async () => {
		const shop = await shipShop();
		const rates = (
			await pos(shop.key, "POST", "/fulfillment/shipping/rates", {
				destination: DESTINATION,
				items: [PARCEL],
				insurance: 2_000,
			})
		).body.data as Array<{ courierCode: string; courierServiceCode: string; price: number }>;
		const quoted = rates.find((r) => r.courierCode === "jne" && r.courierServiceCode === "reg")?.price;
		const r = await shop.draft({ insured: true, insurance: 2_000 });
		expect(r.status).toBe(201);
		const sh = r.body.data;
		expect(sh.id).toMatch(/^shp_/);
		expect(sh).toMatchObject({
			status: "draft",
			price: quoted,
			insured: true,
			insurance: 2_000,
			charged: 0,
			waybillId: null,
			destination: DESTINATION,
			origin: { contactName: "Toko Maju", postalCode: "40115" },
			history: [{ status: "draft" }],
		});
		expect(sh.courierType).toBeTruthy();
		for (const base of ["/fulfillment", "/delivery"]) {
			expect((await pos(shop.key, "GET", `${base}/shipments/${sh.id}`)).body.data.history).toHaveLength(1);
			const list = (await pos(shop.key, "GET", `${base}/shipments?status=draft`)).body.data;
			expect(list.map((x: { id: string }) => x.id)).toEqual([sh.id]);
			expect((await pos(shop.key, "GET", `${base}/shipments?status=confirmed`)).body.data).toEqual([]);
		}
		expect((await shop.draft({ price: quoted, insured: true, insurance: 2_000 })).status).toBe(201);
	});

	it("a booked shipment's public tracker shows the quote's delivery time as its ETA and the destination town only", async () => {
		const shop = await shipShop({ credit: 200_000 });
		const rates = (
			await pos(shop.key, "POST", "/fulfillment/shipping/rates", { destination: DESTINATION, items: [PARCEL] })
		).body.data as Array<{ courierCode: string; courierServiceCode: string; duration: string }>;
		const duration = rates.find((r) => r.courierCode === "jne" && r.courierServiceCode === "reg")?.duration as string;
		expect(duration).toMatch(/days$/);
		const sh = (await shop.draft({ destination: { ...DESTINATION, city: "Kota Bandung" } })).body.data;
		expect(sh.destination.city).toBe("Kota Bandung");
		const booked = (await pos(shop.key, "POST", `${S}/${sh.id}/confirm-pickup`)).body.data;
		const page = await call("GET", `/pos/track/${booked.waybillId}`, { headers: { "Accept-Language": "en" } });
		expect(page.status).toBe(200);
		expect(page.text).toContain('data-testid="destination">Kota Bandung<');
		expect(page.text).toContain('data-testid="eta">Expected: <strong>');
		expect(page.text).not.toContain(DESTINATION.address);
		// A town longer than 100 characters is refused like any other bad destination.
		const long = await shop.draft({ destination: { ...DESTINATION, city: "x".repeat(101) } });
		expect(long.status).toBe(400);
	});

	it("refuses bad drafts with their codes and writes nothing", async () => {
		const none = await shipShop({ origin: false });
		expectEnvelopeError(await none.draft(), 409, "CONFLICT");
		const shop = await shipShop();
		expectEnvelopeError(await shop.draft({ courierCode: "nope" }), 400, "VALIDATION_ERROR");
		expectEnvelopeError(await shop.draft({ price: 1 }), 409, "CONFLICT");
		expectEnvelopeError(await shop.draft({ items: [] }), 400, "VALIDATION_ERROR");
		expectEnvelopeError(await shop.draft({ extra: 1 }), 400, "VALIDATION_ERROR");
		expectEnvelopeError(
			await shop.draft({ destination: { ...DESTINATION, postalCode: "12" } }),
			400,
			"VALIDATION_ERROR",
		);
		expectEnvelopeError(await shop.draft({ customerId: "cus_nope" }), 404, "NOT_FOUND");
		expectEnvelopeError(await shop.draft({ transactionId: "txn_nope" }), 404, "NOT_FOUND");
		expect(await shipmentCount(shop.ws)).toBe(0);
		expect(await shipmentCount(none.ws)).toBe(0);
	});

	it("confirm-pickup books the courier and debits the quoted price (premium included, never the insured value again); short credit is 409 with nothing booked", async () => {
		const poor = await shipShop({ credit: 1_000 });
		const d = (await poor.draft()).body.data;
		expectEnvelopeError(await pos(poor.key, "POST", `${S}/${d.id}/confirm-pickup`), 409, "CONFLICT");
		const still = (await pos(poor.key, "GET", `${S}/${d.id}`)).body.data;
		expect(still).toMatchObject({ status: "draft", waybillId: null, charged: 0 });
		expect(await poor.balance()).toBe(1_000);

		// Issue 37 item 8: jne/reg, 1.5 kg, insured for 1,000,000 is quoted 32,000 (30,000 uninsured);
		// the merchant is charged the quote, not quote + insured value.
		const shop = await shipShop({ credit: 500_000 });
		const parcel = { name: "Kain 1.5 kg", value: 1_000_000, weight: 1_500, quantity: 1 };
		const quoted = async (insurance?: number) =>
			(
				(
					await pos(shop.key, "POST", "/fulfillment/shipping/rates", {
						destination: DESTINATION,
						items: [parcel],
						insurance,
					})
				).body.data as Array<{ courierCode: string; courierServiceCode: string; price: number }>
			).find((r) => r.courierCode === "jne" && r.courierServiceCode === "reg")?.price as number;
		const [insuredQuote, plainQuote] = [await quoted(1_000_000), await quoted()];
		expect(insuredQuote).toBeGreaterThan(plainQuote);
		const sh = (await shop.draft({ items: [parcel], insured: true, insurance: 1_000_000 })).body.data;
		expect(sh.price).toBe(insuredQuote);
		const r = await pos(shop.key, "POST", `${S}/${sh.id}/confirm-pickup`);
		expect(r.status).toBe(200);
		expect(r.body.data).toMatchObject({ status: "confirmed", charged: insuredQuote });
		expect(r.body.data.waybillId).toBeTruthy();
		expect(await shop.balance()).toBe(500_000 - insuredQuote);
		const tx = await credits(shop.key);
		expect(tx[0]).toMatchObject({ type: "debit", amount: -insuredQuote, shipmentId: sh.id });
		expectEnvelopeError(await pos(shop.key, "POST", `${S}/${sh.id}/confirm-pickup`), 409, "CONFLICT");
		// Uninsured (an insured value sent but insured false): priced and charged without the premium.
		const plain = (await shop.draft({ items: [parcel], insured: false, insurance: 1_000_000 })).body.data;
		expect(plain.price).toBe(plainQuote);
		const booked = (await pos(shop.key, "POST", `/delivery/shipments/${plain.id}/confirm-pickup`)).body.data;
		expect(booked.charged).toBe(plainQuote);
		expect((await credits(shop.key))[0]).toMatchObject({ type: "debit", amount: -plainQuote, shipmentId: plain.id });
		expect(await shop.balance()).toBe(500_000 - insuredQuote - plainQuote);
	});

	it("cancel refunds the booking once; rebook makes a draft that books (and refunds) again", async () => {
		const shop = await shipShop({ credit: 200_000 });
		const sh = (await shop.draft()).body.data;
		await pos(shop.key, "POST", `${S}/${sh.id}/confirm-pickup`);
		expectEnvelopeError(await pos(shop.key, "POST", `${S}/${sh.id}/rebook`, {}), 409, "CONFLICT");
		const c = await pos(shop.key, "POST", `${S}/${sh.id}/cancel`, { reason: "Pembeli batal" });
		expect(c.body.data).toMatchObject({ status: "cancelled", cancelReason: "Pembeli batal", charged: 0 });
		expect(await shop.balance()).toBe(200_000);
		expectEnvelopeError(await pos(shop.key, "POST", `${S}/${sh.id}/cancel`), 409, "CONFLICT");
		expectEnvelopeError(await pos(shop.key, "POST", `${S}/${sh.id}/confirm-pickup`), 409, "CONFLICT");
		const rb = await pos(shop.key, "POST", `${S}/${sh.id}/rebook`, {
			courierCode: "sicepat",
			courierServiceCode: "reg",
		});
		expect(rb.status).toBe(200);
		expect(rb.body.data).toMatchObject({
			status: "draft",
			courierCode: "sicepat",
			waybillId: null,
			cancelReason: null,
		});
		const again = (await pos(shop.key, "POST", `${S}/${sh.id}/confirm-pickup`)).body.data;
		expect(await shop.balance()).toBe(200_000 - again.price);
		await pos(shop.key, "POST", `/delivery/shipments/${sh.id}/cancel`);
		expect(await shop.balance()).toBe(200_000);
		const types = (await credits(shop.key)).map((t: { type: string }) => t.type);
		expect(types).toEqual(["refund", "debit", "refund", "debit", "grant"]);
		const history = (await pos(shop.key, "GET", `${S}/${sh.id}`)).body.data.history.map(
			(h: { status: string }) => h.status,
		);
		expect(history).toEqual(["draft", "confirmed", "cancelled", "draft", "confirmed", "cancelled"]);
	});

	it("20 confirm-pickups racing for credit for 5 book exactly 5; 10 racing cancels refund once", async () => {
		const shop = await shipShop();
		const drafts = [];
		for (let i = 0; i < 20; i++) drafts.push((await shop.draft()).body.data);
		const price = drafts[0].price as number;
		const { grantCredit } = await import("../helpers/pos-shipping");
		await grantCredit(shop.ws, price * 5);
		const res = await Promise.all(drafts.map((d) => pos(shop.key, "POST", `${S}/${d.id}/confirm-pickup`)));
		expect(res.filter((r) => r.status === 200)).toHaveLength(5);
		expect(res.filter((r) => r.status === 409)).toHaveLength(15);
		expect(await shop.balance()).toBe(0);
		const debits = (await credits(shop.key)).filter((t: { type: string }) => t.type === "debit");
		expect(debits).toHaveLength(5);
		const booked = res.find((r) => r.status === 200)?.body.data;
		const cancels = await Promise.all(
			Array.from({ length: 10 }, () => pos(shop.key, "POST", `${S}/${booked.id}/cancel`)),
		);
		expect(cancels.filter((r) => r.status === 200)).toHaveLength(1);
		expect(cancels.filter((r) => r.status === 409)).toHaveLength(9);
		expect(await shop.balance()).toBe(price);
	});

	it("the simulated courier moves a booking one status per minute tick; picked cannot be cancelled", async () => {
		const shop = await shipShop({ credit: 100_000 });
		const sh = (await shop.draft()).body.data;
		await pos(shop.key, "POST", `${S}/${sh.id}/confirm-pickup`);
		const seen = [];
		for (let i = 0; i < 5; i++) {
			await courierStep();
			seen.push((await pos(shop.key, "GET", `${S}/${sh.id}`)).body.data.status);
		}
		expect(seen).toEqual(["allocated", "picking_up", "picked", "dropping_off", "delivered"]);
		expectEnvelopeError(await pos(shop.key, "POST", `${S}/${sh.id}/cancel`), 409, "CONFLICT");
		await courierStep();
		expect((await pos(shop.key, "GET", `${S}/${sh.id}`)).body.data.status).toBe("delivered");
		expect(await shop.balance()).toBe(100_000 - sh.price);
	});

	it("courier callbacks: the shared secret, forward moves only, unknown orders acknowledged", async () => {
		const shop = await shipShop({ credit: 100_000 });
		const sh = (await shop.draft()).body.data;
		await pos(shop.key, "POST", `${S}/${sh.id}/confirm-pickup`);
		const orderId = (
			await rowOnShards<{ o: string }>("DB_POS", "SELECT upstream_order_id AS o FROM shipments WHERE id = ?", sh.id)
		)?.o;
		const report = (status: string) => ({ event: "order.status", order_id: orderId, status, courier_waybill_id: "X" });
		expectEnvelopeError(await callback(report("picked"), "wrong"), 401, "AUTH_REQUIRED");
		expectEnvelopeError(
			await call("POST", "/pos/api/v1/fulfillment/shipping/callback", { body: report("picked") }),
			401,
			"AUTH_REQUIRED",
		);
		expect((await callback("")).body.data).toEqual({ received: true, applied: false });
		const bad = await call("POST", "/pos/api/v1/fulfillment/shipping/callback?token=test-courier-callback-secret", {
			raw: "{nope",
			headers: { "Content-Type": "application/json" },
		});
		expectEnvelopeError(bad, 400, "VALIDATION_ERROR");
		expect((await callback(report("pickingUp"))).body.data.applied).toBe(true);
		expect((await callback(report("allocated"))).body.data.applied).toBe(false);
		expect((await callback({ ...report("picked"), order_id: "unknown" })).body.data.applied).toBe(false);
		expect((await pos(shop.key, "GET", `${S}/${sh.id}`)).body.data.status).toBe("picking_up");
		// the courier rejecting a booking it never collected gives the credit back, once
		expect((await callback(report("rejected"))).body.data.applied).toBe(true);
		expect((await callback(report("rejected"))).body.data.applied).toBe(false);
		expect(await shop.balance()).toBe(100_000);
	});

	it("a booked shipment prints its label; a draft has no waybill to print (409)", async () => {
		const shop = await shipShop({ credit: 100_000 });
		const sh = (await shop.draft()).body.data;
		expectEnvelopeError(await pos(shop.key, "GET", `${S}/${sh.id}/label`), 409, "CONFLICT");
		const booked = (await pos(shop.key, "POST", `${S}/${sh.id}/confirm-pickup`)).body.data;
		const r = await call("GET", `/pos/api/v1${S}/${sh.id}/label?size=thermal-80x100&maskRecipientName=true`, {
			headers: { Authorization: `Bearer ${shop.key}` },
		});
		expect(r.status).toBe(200);
		expect(r.headers.get("content-type")).toBe("application/pdf");
		expect(r.text.startsWith("%PDF")).toBe(true);
		expect(r.headers.get("content-disposition")).toContain(booked.waybillId);
	});

	it("the aggregator holds a draft order from create; confirm-pickup confirms it, cancel deletes it, rebook drafts anew", async () => {
		const shop = await shipShop({ credit: 100_000 });
		const d1 = await dbOf("DB_POS", shop.ws);
		const row = async (id: string) =>
			d1
				.prepare(
					"SELECT s.upstream_draft_id AS draftId, s.upstream_order_id AS orderId, d.status AS draftStatus, d.order_id AS draftOrder FROM shipments s LEFT JOIN courier_sim_drafts d ON d.id = s.upstream_draft_id WHERE s.id = ?",
				)
				.bind(id)
				.first<{
					draftId: string | null;
					orderId: string | null;
					draftStatus: string | null;
					draftOrder: string | null;
				}>();
		const a = (await shop.draft()).body.data;
		expect(await row(a.id)).toMatchObject({ draftStatus: "placed", orderId: null });
		await pos(shop.key, "POST", `${S}/${a.id}/confirm-pickup`);
		const booked = await row(a.id);
		expect(booked?.draftStatus).toBe("confirmed");
		expect(booked?.orderId).toBe(booked?.draftOrder);
		const b = (await shop.draft()).body.data;
		const bDraft = (await row(b.id))?.draftId;
		await pos(shop.key, "POST", `${S}/${b.id}/cancel`);
		const deleted = await d1
			.prepare("SELECT status FROM courier_sim_drafts WHERE id = ?")
			.bind(bDraft)
			.first<{ status: string }>();
		expect(deleted?.status).toBe("deleted");
		await pos(shop.key, "POST", `${S}/${b.id}/rebook`, {});
		const again = await row(b.id);
		expect(again?.draftId).not.toBe(bDraft);
		expect(again?.draftStatus).toBe("placed");
	});

	it("a booking whose callbacks were lost is caught up from the courier's tracking on the minute cron", async () => {
		const shop = await shipShop({ credit: 100_000 });
		const sh = (await shop.draft()).body.data;
		await pos(shop.key, "POST", `${S}/${sh.id}/confirm-pickup`);
		// The aggregator moves on twice, and neither report reaches us (the simulator's orders and the
		// catch-up tick both run on the shop's shard, as the per-shard minute cron runs them).
		const at = await envOf(shop.ws);
		await advanceSimulatedOrders(at);
		await advanceSimulatedOrders(at);
		expect((await pos(shop.key, "GET", `${S}/${sh.id}`)).body.data.status).toBe("confirmed");
		await catchUpTracking(at, Date.now() + 60_000);
		expect((await pos(shop.key, "GET", `${S}/${sh.id}`)).body.data.status).toBe("confirmed");
		const later = Date.now() + QUIET_MS + 60_000;
		// Ten per tick across the platform, longest unchecked first: other tests' bookings may go first.
		for (let i = 0; i < 5; i++) await catchUpTracking(at, later);
		const got = (await pos(shop.key, "GET", `${S}/${sh.id}`)).body.data;
		expect(got.status).toBe("picking_up");
		expect(got.history.at(-1)).toMatchObject({ status: "picking_up", note: "courier" });
	});

	it("tenancy: another workspace's shipment is 404 for every route and never listed", async () => {
		const a = await shipShop({ credit: 100_000 });
		const b = await shipShop({ credit: 100_000 });
		const sh = (await a.draft()).body.data;
		for (const [m, p] of [
			["GET", `${S}/${sh.id}`],
			["POST", `${S}/${sh.id}/confirm-pickup`],
			["POST", `${S}/${sh.id}/cancel`],
			["POST", `/delivery/shipments/${sh.id}/cancel`],
		])
			expectEnvelopeError(await pos(b.key, m, p), 404, "NOT_FOUND");
		expectEnvelopeError(await pos(b.key, "POST", `${S}/${sh.id}/rebook`, {}), 404, "NOT_FOUND");
		expect((await pos(b.key, "GET", S)).body.data).toEqual([]);
		expect(await b.balance()).toBe(100_000);
		expect((await pos(a.key, "GET", `${S}/${sh.id}`)).body.data.status).toBe("draft");
	});

	it("an Idempotency-Key replays the first draft", async () => {
		const shop = await shipShop();
		const h = { "Idempotency-Key": `ship-${crypto.randomUUID()}` };
		const first = await shop.draft({}, h);
		const again = await shop.draft({}, h);
		expect(again.body.data.id).toBe(first.body.data.id);
		expect(again.headers.get("idempotent-replayed")).toBe("true");
		expectEnvelopeError(await shop.draft({ insured: true }, h), 409, "IDEMPOTENCY_KEY_IN_USE");
		expect(await shipmentCount(shop.ws)).toBe(1);
	});
});
