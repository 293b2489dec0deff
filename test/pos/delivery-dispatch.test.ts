import { describe, expect, it } from "vitest";
import { expectEnvelopeError } from "../helpers/http";
import { pos } from "../helpers/pos";
import { posShop } from "../helpers/pos-sales";
import { DESTINATION, grantCredit } from "../helpers/pos-shipping";

/** A shop that sells (posShop) and ships: origin saved, credit granted. */
async function shopThatShips() {
	const shop = await posShop({ price: 50_000, stock: 100, plan: "business" });
	await pos(shop.key, "PATCH", "/delivery/origin", {
		contactName: "Toko Maju",
		phone: "+62 22 1234 567",
		address: "Jl. Braga 1, Bandung",
		postalCode: "40115",
	});
	await grantCredit(shop.ws, 1_000_000);
	return shop;
}
const delivery = { destination: DESTINATION, courierCode: "jne", courierServiceCode: "reg", itemWeight: 400 };

describe("POS delivery sales: dispatch from the sale's draft, deliveries", () => {
	it("a sale carries its delivery draft; dispatch makes its shipment once and the sale follows its status", async () => {
		const shop = await shopThatShips();
		const sale = (
			await shop.sell({
				items: [{ variantId: shop.variantId, quantity: 3 }],
				payments: [{ method: "QRIS", amount: 150_000 }],
				delivery,
			})
		).body.data;
		expect(sale).toMatchObject({ delivery, shipmentId: null, shipmentStatus: null });
		const first = await pos(shop.key, "POST", `/delivery/sales/${sale.id}/dispatch`);
		expect(first.status).toBe(201);
		expect(first.body.data).toMatchObject({
			transactionId: sale.id,
			status: "draft",
			destination: DESTINATION,
			items: [{ name: "Kopi Susu", quantity: 3, weight: 400, value: 150_000 }],
		});
		const again = await pos(shop.key, "POST", `/delivery/sales/${sale.id}/dispatch`);
		expect(again.status).toBe(200);
		expect(again.body.data.id).toBe(first.body.data.id);
		const id = first.body.data.id;
		await pos(shop.key, "POST", `/delivery/shipments/${id}/confirm-pickup`);
		const got = (await pos(shop.key, "GET", `/sales/${sale.id}`)).body.data;
		expect(got).toMatchObject({ shipmentId: id, shipmentStatus: "confirmed" });
		// POST /shipments for a sale that has one is a conflict, not a second shipment
		expectEnvelopeError(
			await pos(shop.key, "POST", "/delivery/shipments", {
				transactionId: sale.id,
				courierCode: "jne",
				courierServiceCode: "reg",
				destination: DESTINATION,
				items: [{ name: "x", value: 1, weight: 1, quantity: 1 }],
			}),
			409,
			"CONFLICT",
		);
		const list = (await pos(shop.key, "GET", "/fulfillment/deliveries")).body.data;
		expect(list).toHaveLength(1);
		expect(list[0]).toMatchObject({ transactionId: sale.id, kind: "shipment", status: "confirmed", shipment: { id } });
		expect(list[0].id).toMatch(/^dlv_/);
		expect((await pos(shop.key, "GET", `/fulfillment/deliveries/${list[0].id}`)).body.data.status).toBe("confirmed");
	});

	it("racing dispatches make one shipment", async () => {
		const shop = await shopThatShips();
		const sale = (await shop.sell({ payments: [{ method: "CASH", amount: 50_000 }], delivery })).body.data;
		const res = await Promise.all(
			Array.from({ length: 6 }, () => pos(shop.key, "POST", `/delivery/sales/${sale.id}/dispatch`)),
		);
		expect(res.every((r) => r.status === 200 || r.status === 201)).toBe(true);
		expect(new Set(res.map((r) => r.body.data.id)).size).toBe(1);
		expect((await pos(shop.key, "GET", "/delivery/shipments")).body.data).toHaveLength(1);
	});

	it("a sale without a draft whose shipment POST /delivery/shipments made (then cancelled) is still 409, never that shipment", async () => {
		const shop = await shopThatShips();
		const plain = (await shop.sell({ payments: [{ method: "CASH", amount: 50_000 }] })).body.data;
		// Issue 37 item 13: a shipment made for it by POST /delivery/shipments (then cancelled) is not a
		// dispatchable draft either — still 409, not 200 with that shipment.
		const made = await pos(shop.key, "POST", "/delivery/shipments", {
			transactionId: plain.id,
			courierCode: "jne",
			courierServiceCode: "reg",
			destination: DESTINATION,
			items: [{ name: "Kopi", value: 50_000, weight: 400, quantity: 1 }],
		});
		expect(made.status, made.text).toBe(201);
		expectEnvelopeError(await pos(shop.key, "POST", `/delivery/sales/${plain.id}/dispatch`), 409, "CONFLICT");
		expect((await pos(shop.key, "POST", `/delivery/shipments/${made.body.data.id}/cancel`)).status).toBe(200);
		expectEnvelopeError(await pos(shop.key, "POST", `/delivery/sales/${plain.id}/dispatch`), 409, "CONFLICT");
	});

	it("no draft, a parked or voided sale is 409; another workspace's sale or delivery is 404", async () => {
		const shop = await shopThatShips();
		const plain = (await shop.sell({ payments: [{ method: "CASH", amount: 50_000 }] })).body.data;
		expectEnvelopeError(await pos(shop.key, "POST", `/delivery/sales/${plain.id}/dispatch`), 409, "CONFLICT");
		const parked = (await shop.sell({ status: "PARKED", payments: undefined, delivery })).body.data;
		expectEnvelopeError(await pos(shop.key, "POST", `/delivery/sales/${parked.id}/dispatch`), 409, "CONFLICT");
		const voided = (await shop.sell({ payments: [{ method: "CASH", amount: 50_000 }], delivery })).body.data;
		await pos(shop.key, "POST", `/sales/${voided.id}/void`, {});
		expectEnvelopeError(await pos(shop.key, "POST", `/delivery/sales/${voided.id}/dispatch`), 409, "CONFLICT");
		expectEnvelopeError(
			await shop.sell({ payments: [{ method: "CASH", amount: 50_000 }], delivery: { ...delivery, extra: 1 } }),
			400,
			"VALIDATION_ERROR",
		);

		const other = await shopThatShips();
		const theirs = (await other.sell({ payments: [{ method: "CASH", amount: 50_000 }], delivery })).body.data;
		expectEnvelopeError(await pos(shop.key, "POST", `/delivery/sales/${theirs.id}/dispatch`), 404, "NOT_FOUND");
		await pos(other.key, "POST", `/delivery/sales/${theirs.id}/dispatch`);
		const dlv = (await pos(other.key, "GET", "/fulfillment/deliveries")).body.data[0];
		expectEnvelopeError(await pos(shop.key, "GET", `/fulfillment/deliveries/${dlv.id}`), 404, "NOT_FOUND");
		expect((await pos(shop.key, "GET", "/fulfillment/deliveries")).body.data).toEqual([]);
		expect((await pos(shop.key, "GET", "/delivery/shipments")).body.data).toEqual([]);
	});
});
