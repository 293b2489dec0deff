import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { payCall } from "../helpers/pay";
import { createPayout, merchant, setBank, settle } from "./payouts-helpers";

// Acceptance: racing creates over the real HTTP entry point never lock money twice.

const audit = (ws: string) => {
	const s = { workspaceId: ws, environment: "test" as const };
	return env.PAYMENTS_LEDGER.get(env.PAYMENTS_LEDGER.idFromName(`${ws}:test`)).audit(s);
};

describe("payouts under concurrency", () => {
	it("50 simultaneous creates of 5% each with distinct keys: at most 20 succeed, the rest are insufficient_balance, invariants hold", async () => {
		const { ws, key } = await merchant();
		await settle(key, 2_000_000);
		await setBank(key);
		const results = await Promise.all(
			Array.from({ length: 50 }, (_, i) => createPayout(key, { amount: 100_000, currency: "IDR" }, `race-${i}`)),
		);
		const created = results.filter((r) => r.status === 201);
		const refused = results.filter((r) => r.status !== 201);
		expect(created.length).toBeLessThanOrEqual(20);
		expect(created.length).toBe(20); // serialised in the ledger object: exactly the 20 that fit
		for (const r of refused) {
			expect(r.status, r.text).toBe(409);
			expect(r.body.error.code).toBe("insufficient_balance");
		}
		expect(new Set(created.map((r) => r.body.data.id)).size).toBe(20);
		const bal = await payCall(key, "GET", "/v1/payouts/balance");
		expect(bal.body.data).toEqual({ ledgerBalance: 2_000_000, locked: 2_000_000, available: 0, currency: "IDR" });
		const listed = await payCall(key, "GET", "/v1/payouts?limit=100");
		expect(listed.body.data).toHaveLength(20);
		expect(await audit(ws)).toEqual([]);
	});

	it("20 simultaneous creates with the same Idempotency-Key make one payout and lock its amount once", async () => {
		const { ws, key } = await merchant();
		await settle(key, 1_000_000);
		await setBank(key);
		const results = await Promise.all(
			Array.from({ length: 20 }, () => createPayout(key, { amount: 250_000, currency: "IDR" }, "one-key")),
		);
		for (const r of results) expect(r.status, r.text).toBe(201);
		expect(new Set(results.map((r) => r.body.data.id)).size).toBe(1);
		expect(results.filter((r) => r.headers.get("idempotent-replayed") !== "true")).toHaveLength(1);
		expect((await payCall(key, "GET", "/v1/payouts")).body.data).toHaveLength(1);
		expect((await payCall(key, "GET", "/v1/payouts/balance")).body.data).toMatchObject({
			locked: 250_000,
			available: 750_000,
		});
		expect(await audit(ws)).toEqual([]);
	});

	it("a cancel racing the clock either cancels or finds it in transit — never both, never a lost lock", async () => {
		const { ws, key } = await merchant();
		await settle(key, 100_000);
		await setBank(key);
		const ids: string[] = [];
		for (let i = 0; i < 5; i++) ids.push((await createPayout(key, { amount: 10_000, currency: "IDR" })).body.data.id);
		const [advanced, ...cancels] = await Promise.all([
			payCall(key, "POST", "/v1/test-helpers/clock/advance", { body: { seconds: 60 } }),
			...ids.map((id) => payCall(key, "POST", `/v1/payouts/${id}/cancel`, { idempotencyKey: crypto.randomUUID() })),
		]);
		expect(advanced.status).toBe(200);
		for (const c of cancels) expect([200, 409]).toContain(c.status);
		const statuses = (await payCall(key, "GET", "/v1/payouts")).body.data.map((p: any) => p.status);
		expect(statuses.every((s: string) => s === "cancelled" || s === "in_transit")).toBe(true);
		expect(statuses.filter((s: string) => s === "cancelled")).toHaveLength(
			cancels.filter((c) => c.status === 200).length,
		);
		expect(await audit(ws)).toEqual([]);
	});
});
