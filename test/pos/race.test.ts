import { describe, expect, it } from "vitest";
import { expectEnvelopeError } from "../helpers/http";
import { pos, posWorkspace } from "../helpers/pos";

// State moves and one-per rules two requests can hit at once, fired in parallel.
describe("racing POS writes", () => {
	it("8 parallel creates of one category name make one; the rest are 409", async () => {
		const { key } = await posWorkspace();
		const all = await Promise.all(
			Array.from({ length: 8 }, (_, i) => pos(key, "POST", "/categories", { name: i % 2 ? "Kopi" : "KOPI" })),
		);
		expect(all.filter((r) => r.status === 201)).toHaveLength(1);
		for (const r of all.filter((x) => x.status !== 201)) expectEnvelopeError(r, 409, "CONFLICT");
	});

	it("8 parallel products with one barcode make one; the others write nothing", async () => {
		const { key } = await posWorkspace("growth");
		const all = await Promise.all(
			Array.from({ length: 8 }, (_, i) =>
				pos(key, "POST", "/products", { name: `P${i}`, variants: [{ price: 1, barcode: "123" }] }),
			),
		);
		expect(all.filter((r) => r.status === 201)).toHaveLength(1);
		expect((await pos(key, "GET", "/products")).body.data).toHaveLength(1);
	});

	it("6 parallel reactivations of outlets on free: at most one outlet ends up active", async () => {
		const { key } = await posWorkspace();
		const a = (await pos(key, "POST", "/outlets", { name: "A" })).body.data.id;
		await pos(key, "DELETE", `/outlets/${a}`);
		const b = (await pos(key, "POST", "/outlets", { name: "B" })).body.data.id;
		await pos(key, "DELETE", `/outlets/${b}`);
		const all = await Promise.all(
			[a, b, a, b, a, b].map((id) => pos(key, "PATCH", `/outlets/${id}`, { isActive: true })),
		);
		expect(all.some((r) => r.status === 200)).toBe(true);
		const active = (await pos(key, "GET", "/outlets")).body.data.filter((o: { isActive: boolean }) => o.isActive);
		expect(active).toHaveLength(1);
	});

	it("6 parallel closes of one shift: one closes, the rest are 409", async () => {
		const { key } = await posWorkspace();
		const outletId = (await pos(key, "POST", "/outlets", { name: "T" })).body.data.id;
		const shift = (await pos(key, "POST", "/shifts/open", { outletId, openingFloat: 0 })).body.data;
		const all = await Promise.all(
			Array.from({ length: 6 }, () => pos(key, "POST", `/shifts/${shift.id}/close`, { countedCash: 0 })),
		);
		expect(all.filter((r) => r.status === 200)).toHaveLength(1);
		for (const r of all.filter((x) => x.status !== 200)) expectEnvelopeError(r, 409, "CONFLICT");
	});
});
