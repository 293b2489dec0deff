import { describe, expect, it } from "vitest";
import { expectEnvelopeError } from "../helpers/http";
import { pos, posWorkspace } from "../helpers/pos";

describe("POS shifts", () => {
	it("open (one per outlet, racing opens make one), current, close with expected, counted and difference", async () => {
		const { key } = await posWorkspace();
		const outletId = (await pos(key, "POST", "/outlets", { name: "Toko" })).body.data.id;
		expectEnvelopeError(await pos(key, "GET", `/shifts/current?outletId=${outletId}`), 404, "NOT_FOUND");
		expectEnvelopeError(await pos(key, "GET", "/shifts/current"), 400, "VALIDATION_ERROR");
		expectEnvelopeError(
			await pos(key, "POST", "/shifts/open", { outletId, openingFloat: -1 }),
			400,
			"VALIDATION_ERROR",
		);
		expectEnvelopeError(
			await pos(key, "POST", "/shifts/open", { outletId: "out_nope", openingFloat: 0 }),
			404,
			"NOT_FOUND",
		);
		const all = await Promise.all(
			Array.from({ length: 5 }, () => pos(key, "POST", "/shifts/open", { outletId, openingFloat: 200_000 })),
		);
		const opened = all.filter((r) => r.status === 201);
		expect(opened).toHaveLength(1);
		for (const r of all.filter((x) => x.status !== 201)) expectEnvelopeError(r, 409, "CONFLICT");
		const shift = opened[0].body.data;
		expect(shift).toMatchObject({ status: "OPEN", openingFloat: 200_000, expectedCash: null, closedAt: null });
		expect(shift.id).toMatch(/^shf_/);
		expect((await pos(key, "GET", `/shifts/current?outletId=${outletId}`)).body.data.id).toBe(shift.id);
		expectEnvelopeError(
			await pos(key, "POST", `/shifts/${shift.id}/close`, { countedCash: 1, notes: "x".repeat(1001) }),
			400,
			"VALIDATION_ERROR",
		);
		const closed = await pos(key, "POST", `/shifts/${shift.id}/close`, {
			countedCash: 195_000,
			notes: "Kurang 5 ribu",
		});
		expect(closed.body.data).toMatchObject({
			status: "CLOSED",
			expectedCash: 200_000,
			countedCash: 195_000,
			difference: -5_000,
			notes: "Kurang 5 ribu",
		});
		expectEnvelopeError(await pos(key, "POST", `/shifts/${shift.id}/close`, { countedCash: 0 }), 409, "CONFLICT");
		expect((await pos(key, "POST", "/shifts/open", { outletId, openingFloat: 0 })).status).toBe(201);
		expect((await pos(key, "GET", "/shifts?status=CLOSED")).body.data.map((x: { id: string }) => x.id)).toEqual([
			shift.id,
		]);
		expect((await pos(key, "GET", `/shifts?outletId=${outletId}`)).body.data).toHaveLength(2);
		const other = await posWorkspace();
		expectEnvelopeError(await pos(other.key, "GET", `/shifts/${shift.id}`), 404, "NOT_FOUND");
		expectEnvelopeError(await pos(other.key, "POST", "/shifts/open", { outletId, openingFloat: 0 }), 404, "NOT_FOUND");
		expectEnvelopeError(await pos(other.key, "GET", `/shifts/current?outletId=${outletId}`), 404, "NOT_FOUND");
	});
});
