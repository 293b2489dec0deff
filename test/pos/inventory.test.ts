import { describe, expect, it } from "vitest";
import { expectEnvelopeError } from "../helpers/http";
import { pos, posWorkspace } from "../helpers/pos";

async function stockable() {
	const { key } = await posWorkspace();
	const outlet = (await pos(key, "POST", "/outlets", { name: "Toko" })).body.data;
	const product = (
		await pos(key, "POST", "/products", { name: "Kopi", trackStock: true, variants: [{ price: 10_000 }] })
	).body.data;
	return { key, outletId: outlet.id as string, variantId: product.variants[0].id as string };
}

describe("POS inventory", () => {
	it("adjust moves the level with a movement; below zero is 409 and writes nothing; reorder points", async () => {
		const { key, outletId, variantId } = await stockable();
		const adj = (delta: number, reason = "manual_adjust") =>
			pos(key, "POST", "/inventory/adjust", { outletId, variantId, delta, reason });
		expectEnvelopeError(await adj(-1), 409, "CONFLICT");
		expect((await pos(key, "GET", "/inventory/levels")).body.data).toEqual([]);
		expect((await adj(10, "initial_stock")).body.data).toEqual({ outletId, variantId, quantity: 10 });
		expect((await adj(-4, "damaged")).body.data.quantity).toBe(6);
		expectEnvelopeError(await adj(-7), 409, "CONFLICT");
		for (const body of [
			{ outletId, variantId, delta: 0, reason: "manual_adjust" },
			{ outletId, variantId, delta: 1, reason: "sale" },
			{ outletId, variantId, delta: 1.5, reason: "manual_adjust" },
			{ outletId, variantId, delta: 1, reason: "manual_adjust", note: "x".repeat(501) },
		])
			expectEnvelopeError(await pos(key, "POST", "/inventory/adjust", body), 400, "VALIDATION_ERROR");
		expectEnvelopeError(
			await pos(key, "POST", "/inventory/adjust", { outletId: "out_nope", variantId, delta: 1, reason: "import" }),
			404,
			"NOT_FOUND",
		);
		expectEnvelopeError(
			await pos(key, "POST", "/inventory/adjust", { outletId, variantId: "var_nope", delta: 1, reason: "import" }),
			404,
			"NOT_FOUND",
		);
		const moves = await pos(key, "GET", `/inventory/movements?variantId=${variantId}`);
		expect(
			moves.body.data.map((m: { delta: number; reason: string; balanceAfter: number }) => [
				m.delta,
				m.reason,
				m.balanceAfter,
			]),
		).toEqual([
			[-4, "damaged", 6],
			[10, "initial_stock", 10],
		]);
		expect((await pos(key, "GET", "/inventory/movements?reason=damaged")).body.data).toHaveLength(1);
		const r = await pos(key, "PUT", "/inventory/reorder", { outletId, variantId, reorderPoint: 5, reorderQty: 20 });
		expect(r.body.data).toEqual({ outletId, variantId, quantity: 6, reorderPoint: 5, reorderQty: 20 });
		expectEnvelopeError(
			await pos(key, "PUT", "/inventory/reorder", { outletId, variantId, reorderPoint: -1 }),
			400,
			"VALIDATION_ERROR",
		);
		const other = await posWorkspace();
		expectEnvelopeError(
			await pos(other.key, "POST", "/inventory/adjust", { outletId, variantId, delta: 1, reason: "import" }),
			404,
			"NOT_FOUND",
		);
		expect((await pos(other.key, "GET", "/inventory/levels")).body.data).toEqual([]);
	});

	it("30 racing takes of 1 from a level of 5: exactly 5 succeed, the level is 0, 6 movements", async () => {
		const { key, outletId, variantId } = await stockable();
		await pos(key, "POST", "/inventory/adjust", { outletId, variantId, delta: 5, reason: "initial_stock" });
		const all = await Promise.all(
			Array.from({ length: 30 }, () =>
				pos(key, "POST", "/inventory/adjust", { outletId, variantId, delta: -1, reason: "damaged" }),
			),
		);
		expect(all.filter((r) => r.status === 200)).toHaveLength(5);
		for (const r of all.filter((x) => x.status !== 200)) expectEnvelopeError(r, 409, "CONFLICT");
		expect((await pos(key, "GET", `/inventory/levels?variantId=${variantId}`)).body.data[0].quantity).toBe(0);
		expect((await pos(key, "GET", `/inventory/movements?variantId=${variantId}&limit=100`)).body.data).toHaveLength(6);
	});
});
