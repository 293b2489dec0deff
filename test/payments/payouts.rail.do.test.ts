import { describe, expect, it } from "vitest";
import { BANK, createInput, freshScope, funded, ledgerOf } from "./ledger-helpers";

// Due work inside the object: the simulated rail and payout schedules, driven by runDue at the
// object's clock (moved with advanceClock, as the test-clock endpoint does).

async function advance(stub: ReturnType<typeof ledgerOf>, s: ReturnType<typeof freshScope>, seconds: number) {
	const r = await stub.advanceClock(s, seconds);
	if (!r.ok) throw new Error(r.error.message);
	return r.now;
}

describe("simulated rail", () => {
	it("pending → in_transit at the first run at least 60 s after creation, → paid at the next run", async () => {
		const s = freshScope();
		const stub = await funded(s, 10_000);
		const created = await stub.createPayout(s, createInput(4_000));
		if (!created.ok) throw new Error(created.error.message);
		const id = created.payout.id;

		expect((await stub.runDue(s, { rail: "simulated" })).moved).toEqual([]);
		await advance(stub, s, 58);
		expect((await stub.runDue(s, { rail: "simulated" })).moved).toEqual([]);
		expect((await stub.getPayout(s, id))?.status).toBe("pending");

		await advance(stub, s, 2);
		expect((await stub.runDue(s, { rail: "simulated" })).moved).toEqual([[id, "in_transit"]]);
		const inTransit = await stub.getPayout(s, id);
		expect(inTransit).toMatchObject({ status: "in_transit", reference: `sim_${id.slice(3)}` });
		expect(inTransit?.processedAt).not.toBeNull();

		await advance(stub, s, 1);
		expect((await stub.runDue(s, { rail: "simulated" })).moved).toEqual([[id, "paid"]]);
		const paid = await stub.getPayout(s, id);
		expect(paid?.status).toBe("paid");
		expect(paid?.ledgerTransactionId).toMatch(/^le_/);
		expect((await stub.runDue(s, { rail: "simulated" })).moved).toEqual([]);
		expect((await stub.balances(s))[0]).toEqual({ ledgerBalance: 6_000, locked: 0, available: 6_000, currency: "IDR" });
		expect(await stub.audit(s)).toEqual([]);
	});

	it("one run moves a payout one step only, even after a long gap", async () => {
		const s = freshScope();
		const stub = await funded(s, 10_000);
		const r = await stub.createPayout(s, createInput(1_000));
		if (!r.ok) throw new Error(r.error.message);
		await advance(stub, s, 3600);
		expect((await stub.runDue(s, { rail: "simulated" })).moved).toEqual([[r.payout.id, "in_transit"]]);
	});

	it("a cancelled payout never moves; manual and gateway payouts are not the simulated rail's", async () => {
		const s = freshScope();
		const stub = await funded(s, 10_000);
		const a = await stub.createPayout(s, createInput(1_000));
		const b = await stub.createPayout(s, createInput(1_000, { rail: "manual" }));
		const c = await stub.createPayout(s, createInput(1_000, { rail: "gateway_a" }));
		if (!a.ok || !b.ok || !c.ok) throw new Error("refused");
		await stub.cancelPayout(s, a.payout.id);
		await advance(stub, s, 120);
		const res = await stub.runDue(s, { rail: "simulated" });
		expect(res.moved).toEqual([]);
		expect(res.gatewayDue).toEqual([]); // gateway polls come after 5 minutes
		await advance(stub, s, 300);
		expect((await stub.runDue(s, { rail: "simulated" })).gatewayDue).toEqual([c.payout.id]);
	});

	it("reports when it is next due", async () => {
		const s = freshScope();
		const stub = await funded(s, 10_000);
		const first = await stub.runDue(s, { rail: "simulated" });
		expect(first.nextDueAt).toBeNull();
		const r = await stub.createPayout(s, createInput(1_000));
		if (!r.ok) throw new Error(r.error.message);
		const res = await stub.runDue(s, { rail: "simulated" });
		expect(res.nextDueAt).toBe(Date.parse(r.payout.createdAt) + 60_000);
	});

	it("the live object has no test clock", async () => {
		const s = freshScope("live");
		expect(await ledgerOf(s).advanceClock(s, 60)).toMatchObject({ ok: false, error: { status: 404 } });
	});
});

describe("payout schedules", () => {
	it("a daily schedule pays the full available balance once per period, starting at the next 00:00 WIB", async () => {
		const s = freshScope();
		const stub = await funded(s, 75_000);
		await stub.setBankAccount(s, BANK);
		const set = await stub.setSchedule(s, { currency: "IDR", interval: "daily" });
		if (!set.ok) throw new Error(set.error.message);
		expect(set.schedule).toMatchObject({
			currency: "IDR",
			interval: "daily",
			weeklyAnchor: null,
			monthlyAnchor: null,
			timezone: "Asia/Jakarta",
			lastRunAt: null,
			lastOutcome: null,
		});
		const nextRunAt = Date.parse(set.schedule.nextRunAt as string);
		expect((nextRunAt + 7 * 3600_000) % 86_400_000).toBe(0);

		// Mid-period: nothing yet.
		expect((await stub.runDue(s, { rail: "simulated" })).created).toEqual([]);
		const { now } = await stub.now(s);
		await advance(stub, s, Math.ceil((nextRunAt - now) / 1000) + 5);

		const run = await stub.runDue(s, { rail: "simulated" });
		expect(run.created).toHaveLength(1);
		const payout = await stub.getPayout(s, run.created[0]);
		expect(payout).toMatchObject({ amount: 75_000, currency: "IDR", status: "pending", method: "manual", ...BANK });
		expect(payout?.rail.origin).toBe("schedule");

		// The tick runs again in the same period (twice, and later the same day): no second payout.
		await stub.settle(s, { paymentId: "pay_later", amount: 5_000, currency: "IDR" });
		expect((await stub.runDue(s, { rail: "simulated" })).created).toEqual([]);
		await advance(stub, s, 3600);
		expect((await stub.runDue(s, { rail: "simulated" })).created).toEqual([]);
		expect(await stub.listPayouts(s, { limit: 10 })).toHaveLength(1);
		const [view] = await stub.getSchedules(s, "IDR");
		expect(view).toMatchObject({ lastOutcome: "created", lastPayoutId: run.created[0] });
		expect(view.lastPeriod).toMatch(/^\d{4}-\d{2}-\d{2}$/);

		// Next day: a new period pays what became available since.
		await advance(stub, s, 86_400);
		const nextDay = await stub.runDue(s, { rail: "simulated" });
		expect(nextDay.created).toHaveLength(1);
		expect((await stub.getPayout(s, nextDay.created[0]))?.amount).toBe(5_000);
		expect(await stub.audit(s)).toEqual([]);
	});

	it("records skipped periods (no funds, no bank account) without retrying them", async () => {
		const s = freshScope();
		const stub = ledgerOf(s);
		await stub.setSchedule(s, { currency: "IDR", interval: "daily" });
		await advance(stub, s, 86_400);
		await stub.runDue(s, { rail: "simulated" });
		expect((await stub.getSchedules(s))[0].lastOutcome).toBe("skipped_no_funds");
		await stub.settle(s, { paymentId: "pay_1", amount: 1_000, currency: "IDR" });
		expect((await stub.runDue(s, { rail: "simulated" })).created).toEqual([]); // same period: already ran
		await advance(stub, s, 86_400);
		await stub.runDue(s, { rail: "simulated" });
		expect((await stub.getSchedules(s))[0].lastOutcome).toBe("skipped_no_bank_account");
	});

	it("PUT of the same rule changes nothing; a new rule restarts at the next boundary; manual turns it off", async () => {
		const s = freshScope();
		const stub = await funded(s, 10_000);
		await stub.setBankAccount(s, BANK);
		const a = await stub.setSchedule(s, { currency: "IDR", interval: "weekly", weeklyAnchor: "friday" });
		const b = await stub.setSchedule(s, { currency: "IDR", interval: "weekly", weeklyAnchor: "friday" });
		if (!a.ok || !b.ok) throw new Error("refused");
		expect(b.schedule.updatedAt).toBe(a.schedule.updatedAt);
		expect(new Date(Date.parse(a.schedule.nextRunAt as string) + 7 * 3600_000).getUTCDay()).toBe(5);
		const m = await stub.setSchedule(s, { currency: "IDR", interval: "monthly", monthlyAnchor: 31 });
		expect(m).toMatchObject({ ok: true, schedule: { interval: "monthly", monthlyAnchor: 31, weeklyAnchor: null } });
		const off = await stub.setSchedule(s, { currency: "IDR", interval: "manual" });
		expect(off).toMatchObject({ ok: true, schedule: { interval: "manual", nextRunAt: null } });
		await advance(stub, s, 40 * 86_400);
		expect((await stub.runDue(s, { rail: "simulated" })).created).toEqual([]);
	});

	it("schedules are per currency", async () => {
		const s = freshScope();
		const stub = await funded(s, 10_000, "IDR");
		await stub.settle(s, { paymentId: "pay_usd", amount: 700, currency: "USD" });
		await stub.setBankAccount(s, BANK);
		await stub.setSchedule(s, { currency: "USD", interval: "daily" });
		await advance(stub, s, 86_400);
		const run = await stub.runDue(s, { rail: "simulated" });
		expect(run.created).toHaveLength(1);
		expect(await stub.getPayout(s, run.created[0])).toMatchObject({ currency: "USD", amount: 700 });
		expect((await stub.balances(s, "IDR"))[0].available).toBe(10_000);
		expect((await stub.getSchedules(s)).map((x) => x.currency)).toEqual(["USD"]);
	});
});
