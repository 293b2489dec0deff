// Shipping through HTTP (issue 20): couriers, origin and rates under /fulfillment/shipping and
// /delivery (simulated aggregator), the track redirect (tenancy) and the public tracker page.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../src/platform/errors";
import { recordLocator } from "../../src/services/admin/public";
import { WAYBILL_LOCATOR } from "../../src/services/pos/integrations/locate";
import { CourierError } from "../../src/services/pos/integrations/types";
import { viaCourier } from "../../src/services/pos/shipping/rates";
import { admin, call, expectEnvelopeError, ORIGIN } from "../helpers/http";
import { pos, posWorkspace } from "../helpers/pos";
import { dbOf } from "../helpers/shards";

const PREFIXES = ["/fulfillment/shipping", "/delivery"] as const;
const ORIGIN_BODY = {
	contactName: "Toko Sinar",
	phone: "+62 812 3456 7890",
	address: "Jl. Melati 1",
	postalCode: "12440",
};

async function withOrigin() {
	const w = await posWorkspace();
	const r = await pos(w.key, "PATCH", "/fulfillment/shipping/origin", ORIGIN_BODY);
	expect(r.status).toBe(200);
	return w;
}

/** A shipment row as the shipments feature writes it (this feature only reads them). */
async function shipment(
	ws: string,
	waybillId: string,
	over: { trackingUrl?: string | null; status?: string; duration?: string } = {},
) {
	const id = `shp_${crypto.randomUUID().replace(/-/g, "").slice(0, 26).toUpperCase()}`;
	const now = Date.now();
	// As a booking does (integrations/locate.ts): the waybill's locator row first, then the shipment on its shard.
	await recordLocator(env, WAYBILL_LOCATOR, waybillId, ws);
	await (await dbOf("DB_POS", ws))
		.prepare(
			`INSERT INTO shipments (id, account_id, courier_code, courier_service_code, courier_type, price, insured, insurance,
		   destination, items, origin, status, waybill_id, tracking_url, duration, booking, charged, created_at, updated_at)
		 VALUES (?1, ?2, 'jne', 'reg', 'standard', 18000, 0, 0, ?3, '[]', '{}', ?4, ?5, ?6, ?8, 1, 18000, ?7, ?7)`,
		)
		.bind(
			id,
			ws,
			JSON.stringify({
				name: "Budi Rahasia",
				phone: "0813",
				address: "Jl. Braga 2",
				postalCode: "40115",
				city: "Bandung",
			}),
			over.status ?? "picked",
			waybillId,
			over.trackingUrl ?? null,
			now,
			over.duration ?? null,
		)
		.run();
	return id;
}

async function event(ws: string, shipmentId: string, status: string, at: number, note: string | null = null) {
	await (await dbOf("DB_POS", ws))
		.prepare(
			"INSERT INTO shipment_events (id, account_id, shipment_id, status, note, created_at) VALUES (?, ?, ?, ?, ?, ?)",
		)
		.bind(`sev_${crypto.randomUUID()}`, ws, shipmentId, status, note, at)
		.run();
}

/** The track route without following its redirect. */
const track = (key: string, w: string) =>
	call("GET", `/pos/api/v1/fulfillment/shipping/track/${w}`, {
		headers: { Authorization: `Bearer ${key}` },
		redirect: "manual",
	});

const waybill = () => `JP${String(Math.floor(Math.random() * 1e10)).padStart(10, "0")}`;

describe("couriers", () => {
	for (const p of PREFIXES)
		it(`GET ${p}/couriers lists the aggregator's services`, async () => {
			const { key } = await posWorkspace();
			const r = await pos(key, "GET", `${p}/couriers`);
			expect(r.status).toBe(200);
			expect(r.body.data).toHaveLength(8);
			expect(r.body.data[0]).toEqual({
				courierCode: "jne",
				courierServiceCode: "reg",
				courierType: "standard",
				names: { courier: "JNE", service: "Reguler" },
			});
			expectEnvelopeError(await call("GET", `/pos/api/v1${p}/couriers`), 401, "AUTH_REQUIRED");
		});
});

describe("origin", () => {
	it("answers configured false with null fields before the first PATCH", async () => {
		const { key } = await posWorkspace();
		const r = await pos(key, "GET", "/fulfillment/shipping/origin");
		expect(r.status).toBe(200);
		expect(r.body.data).toEqual({
			configured: false,
			contactName: null,
			phone: null,
			address: null,
			postalCode: null,
			updatedAt: null,
		});
	});

	it("needs all four fields on the first PATCH, then takes any of them; both prefixes are one origin", async () => {
		const { key } = await posWorkspace();
		const half = await pos(key, "PATCH", "/delivery/origin", { contactName: "Toko", phone: "0812345678" });
		expectEnvelopeError(half, 400, "VALIDATION_ERROR");
		expect(half.body.error.param).toBe("address");
		expect((await pos(key, "GET", "/delivery/origin")).body.data.configured).toBe(false);

		const full = await pos(key, "PATCH", "/delivery/origin", ORIGIN_BODY);
		expect(full.status).toBe(200);
		expect(full.body.data).toMatchObject({ configured: true, ...ORIGIN_BODY });
		const moved = await pos(key, "PATCH", "/fulfillment/shipping/origin", { postalCode: "40115" });
		expect(moved.body.data).toMatchObject({ ...ORIGIN_BODY, postalCode: "40115" });
		for (const p of PREFIXES) expect((await pos(key, "GET", `${p}/origin`)).body.data).toEqual(moved.body.data);
	});

	it("refuses bad fields and writes nothing", async () => {
		const { key } = await withOrigin();
		const bad: Array<[Record<string, unknown>, string]> = [
			[{ postalCode: "1244" }, "postalCode"],
			[{ postalCode: "12440a" }, "postalCode"],
			[{ phone: "call me" }, "phone"],
			[{ contactName: "" }, "contactName"],
			[{ address: "x".repeat(501) }, "address"],
			[{ contactName: "Toko\nBaru" }, "contactName"],
		];
		for (const [body, param] of bad) {
			const r = await pos(key, "PATCH", "/fulfillment/shipping/origin", body);
			expectEnvelopeError(r, 400, "VALIDATION_ERROR");
			expect(r.body.error.param).toBe(param);
		}
		expectEnvelopeError(
			await pos(key, "PATCH", "/fulfillment/shipping/origin", { city: "Jakarta" }),
			400,
			"VALIDATION_ERROR",
		);
		expect((await pos(key, "GET", "/fulfillment/shipping/origin")).body.data).toMatchObject(ORIGIN_BODY);
	});

	it("keeps one origin when first PATCHes race", async () => {
		const { key } = await posWorkspace();
		const codes = Array.from({ length: 10 }, (_, i) => `1244${i}`);
		const all = await Promise.all(
			codes.map((postalCode) => pos(key, "PATCH", "/fulfillment/shipping/origin", { ...ORIGIN_BODY, postalCode })),
		);
		expect(all.map((r) => r.status)).toEqual(codes.map(() => 200));
		const saved = (await pos(key, "GET", "/fulfillment/shipping/origin")).body.data;
		expect(codes).toContain(saved.postalCode);
	});

	it("is per workspace", async () => {
		await withOrigin();
		const other = await posWorkspace();
		expect((await pos(other.key, "GET", "/fulfillment/shipping/origin")).body.data.configured).toBe(false);
	});

	it("replays an Idempotency-Key and refuses the key with another body", async () => {
		const { key } = await posWorkspace();
		const h = { "Idempotency-Key": crypto.randomUUID() };
		const a = await pos(key, "PATCH", "/fulfillment/shipping/origin", ORIGIN_BODY, h);
		const b = await pos(key, "PATCH", "/fulfillment/shipping/origin", ORIGIN_BODY, h);
		expect(b.status).toBe(200);
		expect(b.body.data).toEqual(a.body.data);
		const c = await pos(key, "PATCH", "/fulfillment/shipping/origin", { ...ORIGIN_BODY, postalCode: "40115" }, h);
		expectEnvelopeError(c, 409, "IDEMPOTENCY_KEY_IN_USE");
		expect((await pos(key, "GET", "/fulfillment/shipping/origin")).body.data.postalCode).toBe("12440");
	});
});

describe("rates", () => {
	it("is 409 CONFLICT before an origin is saved", async () => {
		const { key } = await posWorkspace();
		for (const p of PREFIXES) expectEnvelopeError(await pos(key, "POST", `${p}/rates`, {}), 409, "CONFLICT");
	});

	for (const p of PREFIXES)
		it(`POST ${p}/rates quotes from the saved origin; every field optional`, async () => {
			const { key } = await withOrigin();
			const local = await pos(key, "POST", `${p}/rates`, {});
			expect(local.status).toBe(200);
			// No destination: to the origin's own postal code; no items: one 1 kg parcel.
			expect(local.body.data.find((r: any) => r.courierCode === "jne" && r.courierServiceCode === "reg")).toEqual({
				courierCode: "jne",
				courierServiceCode: "reg",
				courierType: "standard",
				price: 9_000,
				duration: "1 - 2 days",
			});
			expect(local.body.data.some((r: any) => r.courierType === "instant")).toBe(true);

			const far = await pos(key, "POST", `${p}/rates`, {
				destination: { postalCode: "40115", name: "Budi" },
				items: [{ name: "Kopi", value: 50_000, weight: 750, quantity: 2 }],
				insurance: 1_000_000,
			});
			expect(far.status).toBe(200);
			const jne = far.body.data.find((r: any) => r.courierCode === "jne" && r.courierServiceCode === "reg");
			expect(jne.price).toBe(32_000); // 2 kg: 9,000 + 9,000, 3 zones × 4,000, insurance 2,000
			expect(far.body.data.some((r: any) => r.courierType === "instant")).toBe(false);
		});

	it("refuses bad input with 400", async () => {
		const { key } = await withOrigin();
		const item = { name: "Kopi", value: 1000, weight: 100, quantity: 1 };
		const bad: Array<Record<string, unknown>> = [
			{ items: [] },
			{ items: [{ ...item, weight: 0 }] },
			{ items: [{ ...item, quantity: 1.5 }] },
			{ items: [{ ...item, colour: "red" }] },
			{ insurance: -1 },
			{ destination: { postalCode: "x" } },
			{ destination: { name: "Budi" } },
			{ origin: { postalCode: "12440" } },
		];
		for (const body of bad)
			expectEnvelopeError(await pos(key, "POST", "/fulfillment/shipping/rates", body), 400, "VALIDATION_ERROR");
	});

	it("turns an aggregator failure into 502 UPSTREAM_ERROR", async () => {
		const err = await viaCourier(() =>
			Promise.reject(new CourierError("unavailable", "Biteship answered 503: down", 503)),
		).catch((e) => e);
		expect(err).toBeInstanceOf(ApiError);
		expect(err.status).toBe(502);
		expect(err.code).toBe("upstream_error");
		expect(err.message).toContain("503");
		const other = new Error("boom");
		expect(await viaCourier(() => Promise.reject(other)).catch((e) => e)).toBe(other);
	});
});

describe("tracking", () => {
	it("redirects to the courier's tracker, else POS's own page; another workspace's or unknown is 404", async () => {
		const a = await posWorkspace();
		const b = await posWorkspace();
		const local = waybill();
		const courier = waybill();
		await shipment(a.ws, local);
		await shipment(a.ws, courier, { trackingUrl: "https://track.biteship.com/abc" });

		const r = await track(a.key, local);
		expect(r.status).toBe(302);
		expect(r.headers.get("Location")).toBe(`${ORIGIN}/pos/track/${local}`);
		const c = await track(a.key, courier);
		expect(c.status).toBe(302);
		expect(c.headers.get("Location")).toBe("https://track.biteship.com/abc");

		expectEnvelopeError(await track(b.key, local), 404, "NOT_FOUND");
		expectEnvelopeError(await track(a.key, waybill()), 404, "NOT_FOUND");
		expectEnvelopeError(await call("GET", `/pos/api/v1/fulfillment/shipping/track/${local}`), 401, "AUTH_REQUIRED");
	});

	it("serves a public tracker page with the shop, the status and its history in buyer's words, newest first, and nothing private", async () => {
		const { ws } = await posWorkspace();
		const name = (await admin("GET", `/v1/workspaces/${ws}`)).body.data.name as string;
		const w = waybill();
		const id = await shipment(ws, w, {
			status: "picked",
			trackingUrl: "https://jne.example/track?w=1",
			duration: "1 - 2 days",
		});
		// Picked at 10:00 WIB on 30 November 2026: "1 - 2 days" is 1–2 December.
		const pickedAt = Date.UTC(2026, 10, 30, 3, 0);
		const t = pickedAt;
		await event(ws, id, "confirmed", t - 3_000);
		await event(ws, id, "allocated", t - 2_000, "Kurir <b>Andi</b>");
		await event(ws, id, "picked", t - 1_000);

		const r = await call("GET", `/pos/track/${w}`, { headers: { "Accept-Language": "id-ID,id;q=0.9" } });
		expect(r.status).toBe(200);
		expect(r.headers.get("Content-Type")).toContain("text/html");
		expect(r.text).toContain('<html lang="id">');
		expect(r.text).toContain(w);
		expect(r.text).toContain(name);
		expect(r.text).toContain('data-status="picked"');
		const order = ["Paket diambil kurir", "Kurir ditugaskan", "Kurir sudah dipesan"].map((s) => r.text.lastIndexOf(s));
		expect(order).toEqual([...order].sort((x, y) => x - y));
		expect(order.every((i) => i > 0)).toBe(true);
		expect(r.text).toContain('href="https://jne.example/track?w=1"');
		expect(r.text).toContain("Kurir &lt;b&gt;Andi&lt;/b&gt;");
		// No internal state name reaches the buyer (issue 39), nothing private either.
		const words = r.text.replace(/<[^>]+>/g, " ");
		for (const state of ["(picked)", "confirmed", "allocated", "draft"]) expect(words, state).not.toContain(state);
		expect(r.text).not.toContain("Budi Rahasia");
		expect(r.text).not.toContain("Braga");
		expect(r.text).not.toContain("40115");
		expect(r.text).not.toContain("18000");
		// Where it goes (the town only) and when it should arrive, counted from the pickup.
		expect(r.text).toMatch(/data-testid="destination">Bandung</);
		expect(r.text).toMatch(/data-testid="eta">Perkiraan tiba: <strong>1–2 Desember<\/strong>/);
		// The shop's brand bar, as on its checkout.
		expect(r.text).toContain('class="brandbar"');

		const en = await call("GET", `/pos/track/${w}`, { headers: { "Accept-Language": "en-US,en;q=0.9" } });
		expect(en.text).toContain('<html lang="en">');
		for (const s of ["Waybill", "Picked up by the courier", "Courier assigned", "Courier booked", "History", "WIB"])
			expect(en.text, s).toContain(s);
		expect(en.text).toMatch(/Expected: <strong>December 1 – 2<\/strong>/);
		expect(en.text).toContain("Destination");
		// No ISO timestamp reaches the page.
		expect(en.text).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
		expect(en.text).not.toContain("Riwayat");
		expect(en.headers.get("Content-Language")).toBe("en");
	});

	it("links a courier tracker only when it is http(s)", async () => {
		const { ws } = await posWorkspace();
		const w = waybill();
		await shipment(ws, w, { status: "delivered", trackingUrl: "javascript:alert(1)", duration: "1 - 2 days" });
		const r = await call("GET", `/pos/track/${w}`, { headers: { "Accept-Language": "en" } });
		expect(r.text).toContain("Delivered");
		expect(r.text).not.toContain('data-testid="eta"'); // arrived: no ETA
		expect(r.text).not.toContain("javascript:");
		expect(r.text).not.toContain('data-testid="courier-link"');
	});

	it("answers an unknown waybill with a 404 page, escaping what was asked", async () => {
		const r = await call("GET", "/pos/track/%3Cscript%3Ex", { headers: { "Accept-Language": "en" } });
		expect(r.status).toBe(404);
		expect(r.text).toContain("Waybill not found");
		expect(r.headers.get("Content-Type")).toContain("text/html");
		expect(r.text).toContain("&lt;script&gt;x");
		expect(r.text).not.toContain("<script>");
	});
});
