import { describe, expect, it } from "vitest";
import { expectEnvelopeError } from "../helpers/http";
import { pos, posWorkspace } from "../helpers/pos";

describe("POS modifiers", () => {
	it("groups with items, select bounds, attach to products in order, delete cascades, tenancy", async () => {
		const { key } = await posWorkspace();
		const g = await pos(key, "POST", "/modifiers", {
			name: "Gula",
			minSelect: 1,
			maxSelect: 1,
			modifiers: [
				{ name: "Normal", price: 0 },
				{ name: "Extra", price: 2_000 },
			],
		});
		expect(g.status, g.text).toBe(201);
		expect(g.body.data.id).toMatch(/^mdg_/);
		expect(g.body.data.modifiers.map((m: { name: string }) => m.name)).toEqual(["Normal", "Extra"]);
		expect(g.body.data.modifiers[0].id).toMatch(/^mod_/);
		for (const body of [
			{ name: "X", minSelect: 2, maxSelect: 1 },
			{ name: "X", minSelect: 0, maxSelect: 0 },
			{ name: "X", minSelect: -1 },
			{ name: "X", modifiers: [{ name: "A", price: 1_000_000_001 }] },
			{ name: "" },
		])
			expectEnvelopeError(await pos(key, "POST", "/modifiers", body), 400, "VALIDATION_ERROR");
		const id = g.body.data.id;
		expectEnvelopeError(await pos(key, "PATCH", `/modifiers/${id}`, { minSelect: 3 }), 400, "VALIDATION_ERROR");
		expect((await pos(key, "PATCH", `/modifiers/${id}`, { minSelect: 0, maxSelect: 2 })).body.data).toMatchObject({
			minSelect: 0,
			maxSelect: 2,
		});
		const item = await pos(key, "POST", `/modifiers/${id}/items`, { name: "Less", price: 0 });
		expect(item.status).toBe(201);
		expect(
			(await pos(key, "PATCH", `/modifiers/${id}/items/${item.body.data.id}`, { price: 500 })).body.data.price,
		).toBe(500);
		expect((await pos(key, "DELETE", `/modifiers/${id}/items/${item.body.data.id}`)).status).toBe(204);
		expectEnvelopeError(await pos(key, "DELETE", `/modifiers/${id}/items/${item.body.data.id}`), 404, "NOT_FOUND");

		const size = (await pos(key, "POST", "/modifiers", { name: "Ukuran" })).body.data;
		const product = (await pos(key, "POST", "/products", { name: "Es Teh", variants: [{ price: 5_000 }] })).body.data;
		expect((await pos(key, "GET", `/modifiers/product/${product.id}`)).body.data).toEqual([]);
		const put = await pos(key, "PUT", `/modifiers/product/${product.id}`, { groupIds: [size.id, id] });
		expect(put.body.data.map((x: { id: string }) => x.id)).toEqual([size.id, id]);
		expectEnvelopeError(
			await pos(key, "PUT", `/modifiers/product/${product.id}`, { groupIds: ["mdg_nope"] }),
			404,
			"NOT_FOUND",
		);
		expect((await pos(key, "GET", `/modifiers/product/${product.id}`)).body.data).toHaveLength(2);
		expect((await pos(key, "DELETE", `/modifiers/${size.id}`)).status).toBe(204);
		expect(
			(await pos(key, "GET", `/modifiers/product/${product.id}`)).body.data.map((x: { id: string }) => x.id),
		).toEqual([id]);
		const other = await posWorkspace();
		expectEnvelopeError(await pos(other.key, "GET", `/modifiers/${id}`), 404, "NOT_FOUND");
		expectEnvelopeError(
			await pos(other.key, "POST", `/modifiers/${id}/items`, { name: "x", price: 1 }),
			404,
			"NOT_FOUND",
		);
		expectEnvelopeError(
			await pos(other.key, "PUT", `/modifiers/product/${product.id}`, { groupIds: [] }),
			404,
			"NOT_FOUND",
		);
		expect((await pos(key, "GET", "/modifiers")).body.data).toHaveLength(1);
	});
});
