import { env } from "cloudflare:test";
import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type PayKey, payCall } from "../helpers/pay";
import { dbOf } from "../helpers/shards";
import { A_HOST, A_SECRET, put, stubGateways } from "./adapters-helpers";
import { workspaceKey } from "./billing-helpers";
import { balance, ledgerEntries, paidSession, refund } from "./checkout-helpers";
import { createPayout, setBank } from "./payouts-helpers";

// Issue 12: refunds and payouts racing on one workspace may not spend the same money twice. Both
// take their money in the PaymentsLedger object, in the step that checks the available balance.

const audit = (ws: string) =>
	env.PAYMENTS_LEDGER.get(env.PAYMENTS_LEDGER.idFromName(`${ws}:test`)).audit({ workspaceId: ws, environment: "test" });

/** One settled 200,000 IDR checkout payment (available 198,600 after its fee) and a bank account on file. */
async function funded() {
	const { ws, key } = await workspaceKey();
	const { payment } = await paidSession(key, { amount: 200_000 });
	await setBank(key);
	const start = await balance(key);
	expect(start).toMatchObject({ ledgerBalance: 198_600, locked: 0, available: 198_600 });
	return { ws, key, payment, start };
}

/** Fires every refund and payout at once (each with its own Idempotency-Key), then checks the money. */
async function race(
	key: PayKey,
	ws: string,
	paymentId: string,
	start: { ledgerBalance: number; available: number },
	refunds: number[],
	payouts: number[],
) {
	const sendRefund = (amount: number) =>
		refund(key, { paymentId, amount, reason: "requested_by_customer" }).then((r) => ({
			kind: "refund" as const,
			amount,
			r,
		}));
	const sendPayout = (amount: number) =>
		createPayout(key, { amount, currency: "IDR" }).then((r) => ({ kind: "payout" as const, amount, r }));
	// Interleaved, so each refund's balance check races the payouts' locks.
	const sends: Promise<{ kind: "refund" | "payout"; amount: number; r: Awaited<ReturnType<typeof refund>> }>[] = [];
	for (let i = 0; i < Math.max(refunds.length, payouts.length); i++) {
		if (i < refunds.length) sends.push(sendRefund(refunds[i]));
		if (i < payouts.length) sends.push(sendPayout(payouts[i]));
	}
	const results = await Promise.all(sends);
	const okRefunds = results.filter((x) => x.kind === "refund" && x.r.status === 201);
	const okPayouts = results.filter((x) => x.kind === "payout" && x.r.status === 201);
	for (const x of results.filter((x) => x.r.status !== 201)) {
		// A refusal is up front: insufficient balance, or a refund above what is left to refund.
		expect([409, 400], x.r.text).toContain(x.r.status);
		expect(["insufficient_balance", "amount_exceeds_refundable"]).toContain(x.r.body.error.code);
	}
	for (const x of okRefunds) expect(x.r.body.data.status, x.r.text).toBe("succeeded");
	const refunded = okRefunds.reduce((n, x) => n + x.amount, 0);
	const paidOut = okPayouts.reduce((n, x) => n + x.amount, 0);
	expect(refunded + paidOut).toBeLessThanOrEqual(start.available);

	// Every succeeded refund has exactly one ledger entry, and no entry belongs to anything else.
	const entries = await ledgerEntries(key, "&sourceType=refund");
	const ids = okRefunds.map((x) => x.r.body.data.id).sort();
	expect(entries.map((e) => e.sourceId).sort()).toEqual(ids);
	expect(entries.every((e) => e.code === "refund")).toBe(true);
	expect(entries.reduce((n, e) => n + e.amount, 0)).toBe(refunded);

	const end = await balance(key);
	expect(end).toMatchObject({
		ledgerBalance: start.ledgerBalance - refunded,
		locked: paidOut,
		available: start.ledgerBalance - refunded - paidOut,
	});
	expect(end.available).toBeGreaterThanOrEqual(0);
	expect((await payCall(key, "GET", `/v1/payments/${paymentId}`)).body.data.refundedAmount).toBe(refunded);
	expect(await audit(ws)).toEqual([]);
	return { refunds: okRefunds.length, payouts: okPayouts.length, refunded, paidOut };
}

describe("refunds and payouts racing on one workspace", () => {
	it("20 refunds and 20 payouts of 19,000 at once: accepted money never exceeds the 198,600 available; every succeeded refund is in the ledger once", async () => {
		const { ws, key, payment, start } = await funded();
		const out = await race(key, ws, payment.id, start, Array(20).fill(19_000), Array(20).fill(19_000));
		// 198,600 / 19,000: exactly 10 fit, whichever kind won each race.
		expect(out.refunds + out.payouts).toBe(10);
	});

	it("property: random refund and payout amounts racing keep refunds + payouts within what was available", async () => {
		await fc.assert(
			fc.asyncProperty(
				fc.array(fc.integer({ min: 1, max: 60_000 }), { minLength: 1, maxLength: 12 }),
				fc.array(fc.integer({ min: 1, max: 60_000 }), { minLength: 1, maxLength: 12 }),
				async (refunds, payouts) => {
					const { ws, key, payment, start } = await funded();
					await race(key, ws, payment.id, start, refunds, payouts);
				},
			),
			// A failure is reported as found: shrinking would replay dozens of funded workspaces.
			{ numRuns: 6, endOnFailure: true },
		);
	});
});

describe("a refund waiting on its provider", () => {
	afterEach(() => vi.unstubAllGlobals());

	it("keeps its money: payouts created while 10 refunds are held at the gateway cannot spend it, and each refund is debited once", async () => {
		const gw = stubGateways();
		const { ws, key, payment, start } = await funded();
		expect((await put(key, "gateway_a", { secretKey: A_SECRET })).status).toBe(200);
		// The payment was taken through gateway A, so its refunds go back through gateway A (stubbed).
		await (await dbOf("DB_PAY", ws))
			.prepare("UPDATE payments SET adapter = 'gateway_a', provider_reference = 'pr-held' WHERE id = ?")
			.bind(payment.id)
			.run();
		let release = () => {};
		const held = new Promise<void>((ok) => (release = ok));
		let atProvider = 0;
		gw.on(A_HOST, async (r) => {
			if (!r.url.endsWith("/refunds")) return Response.json({ balance: 1_000_000 });
			const n = ++atProvider;
			await held;
			return Response.json({ id: `rfd-${n}`, status: "SUCCEEDED" });
		});
		const refunds = Array.from({ length: 10 }, () =>
			refund(key, { paymentId: payment.id, amount: 19_000, reason: "requested_by_customer" }),
		);
		for (let i = 0; i < 200 && atProvider < 10; i++) await new Promise((ok) => setTimeout(ok, 10));
		expect(atProvider).toBe(10);
		// 190,000 of the 198,600 is on its way back to customers: 8,600 is left for payouts.
		const payouts = await Promise.all(
			Array.from({ length: 10 }, () => createPayout(key, { amount: 19_000, currency: "IDR" })),
		);
		release();
		for (const r of await Promise.all(refunds)) expect(r.body.data?.status, r.text).toBe("succeeded");
		for (const p of payouts) expect(p.body.error?.code, p.text).toBe("insufficient_balance");
		expect((await ledgerEntries(key, "&sourceType=refund")).filter((e) => e.code === "refund")).toHaveLength(10);
		expect(await balance(key)).toMatchObject({
			ledgerBalance: start.ledgerBalance - 190_000,
			locked: 0,
			available: 8_600,
		});
		expect(await audit(ws)).toEqual([]);
	});
});
