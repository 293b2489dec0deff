import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { handleScheduled } from "../../src/index";
import { runDueWork } from "../../src/services/payments/due";
import { FAILED_RUNNER_BACKOFF_MS, markDue } from "../../src/services/payments/ledger/clock";
import { expectEnvelopeError } from "../helpers/http";
import { payCall } from "../helpers/pay";
import { dbOf, envOf, runTick } from "../helpers/shards";
import { advance, BANK, createPayout, merchant, setBank, settle } from "./payouts-helpers";

const ledger = (ws: string) => env.PAYMENTS_LEDGER.get(env.PAYMENTS_LEDGER.idFromName(`${ws}:test`));
const scope = (ws: string) => ({ workspaceId: ws, environment: "test" as const });

/** Moves a test workspace's clock without running anything (what the cron sees between ticks). */
async function moveClockOnly(ws: string, seconds: number) {
	const r = await ledger(ws).advanceClock(scope(ws), seconds);
	if (!r.ok) throw new Error(r.error.message);
	return r.now;
}

async function tick() {
	const ctx = createExecutionContext();
	await handleScheduled(Date.now(), env, ctx);
	await waitOnExecutionContext(ctx);
}

describe("payout schedule over HTTP", () => {
	it("PUT sets a currency's schedule, GET lists them; the clock advance pays the full available balance at the period start, once", async () => {
		const { key } = await merchant();
		await settle(key, 80_000);
		await setBank(key);
		const put = await payCall(key, "PUT", "/v1/payouts/schedule", { body: { currency: "idr", interval: "daily" } });
		expect(put.status).toBe(200);
		expect(put.body.data).toMatchObject({
			currency: "IDR",
			interval: "daily",
			weeklyAnchor: null,
			monthlyAnchor: null,
			timezone: "Asia/Jakarta",
			lastOutcome: null,
			lastPayoutId: null,
		});
		const nextRunAt = Date.parse(put.body.data.nextRunAt);
		const weekly = await payCall(key, "PUT", "/v1/payouts/schedule", {
			body: { currency: "USD", interval: "weekly", weeklyAnchor: "friday" },
		});
		expect(weekly.body.data).toMatchObject({ currency: "USD", interval: "weekly", weeklyAnchor: "friday" });

		const list = await payCall(key, "GET", "/v1/payouts/schedule");
		expect(list.body.data.map((s: any) => s.currency)).toEqual(["IDR", "USD"]);
		expect((await payCall(key, "GET", "/v1/payouts/schedule?currency=USD")).body.data).toHaveLength(1);

		// Mid-period: nothing. Past the boundary: one payout of everything available.
		expect((await payCall(key, "GET", "/v1/payouts")).body.data).toEqual([]);
		const clock = await advance(key, 1);
		const untilBoundary = Math.ceil((nextRunAt - Date.parse(clock.body.data.now)) / 1000) + 1;
		await advance(key, untilBoundary);
		const payouts = (await payCall(key, "GET", "/v1/payouts")).body.data;
		expect(payouts).toHaveLength(1);
		expect(payouts[0]).toMatchObject({ amount: 80_000, currency: "IDR", status: "pending", ...BANK });
		expect(payouts[0].note).toMatch(/^Scheduled daily payout for \d{4}-\d{2}-\d{2}$/);

		// More ticks in the same period: still one.
		await settle(key, 1_000);
		await advance(key, 30);
		await advance(key, 30);
		expect((await payCall(key, "GET", "/v1/payouts?status=pending")).body.data).toHaveLength(0); // the rail moved it on
		expect((await payCall(key, "GET", "/v1/payouts")).body.data).toHaveLength(1);
		const [idr] = (await payCall(key, "GET", "/v1/payouts/schedule?currency=IDR")).body.data;
		expect(idr).toMatchObject({ lastOutcome: "created", lastPayoutId: payouts[0].id });
		expect(Date.parse(idr.nextRunAt)).toBe(nextRunAt + 86_400_000);
	});

	it("interval manual turns automatic payouts off", async () => {
		const { key } = await merchant();
		await settle(key, 5_000);
		await setBank(key);
		await payCall(key, "PUT", "/v1/payouts/schedule", { body: { currency: "IDR", interval: "daily" } });
		const off = await payCall(key, "PUT", "/v1/payouts/schedule", { body: { currency: "IDR", interval: "manual" } });
		expect(off.body.data).toMatchObject({ interval: "manual", nextRunAt: null });
		await advance(key, 3 * 86_400);
		expect((await payCall(key, "GET", "/v1/payouts")).body.data).toEqual([]);
	});
});

describe("the minute cron", () => {
	it("runs a due schedule once per period even when the tick runs twice", async () => {
		const { ws, key } = await merchant();
		await settle(key, 42_000);
		await setBank(key);
		const put = await payCall(key, "PUT", "/v1/payouts/schedule", {
			body: { currency: "IDR", interval: "monthly", monthlyAnchor: 31 },
		});
		const nextRunAt = Date.parse(put.body.data.nextRunAt);
		const { now } = await ledger(ws).now(scope(ws));
		await moveClockOnly(ws, Math.ceil((nextRunAt - now) / 1000) + 1);

		await tick();
		await tick();
		const payouts = (await payCall(key, "GET", "/v1/payouts")).body.data;
		expect(payouts).toHaveLength(1);
		expect(payouts[0]).toMatchObject({ amount: 42_000, status: "pending" });
		expect((await payCall(key, "GET", "/v1/payouts/schedule")).body.data[0].lastOutcome).toBe("created");
	});

	it("advances the simulated rail one step per tick", async () => {
		const { ws, key } = await merchant();
		await settle(key, 10_000);
		await setBank(key);
		const id = (await createPayout(key, { amount: 10_000, currency: "IDR" })).body.data.id;
		await tick();
		expect((await payCall(key, "GET", `/v1/payouts/${id}`)).body.data.status).toBe("pending");
		await moveClockOnly(ws, 60);
		await tick();
		expect((await payCall(key, "GET", `/v1/payouts/${id}`)).body.data.status).toBe("in_transit");
		await moveClockOnly(ws, 60);
		await tick();
		expect((await payCall(key, "GET", `/v1/payouts/${id}`)).body.data.status).toBe("paid");
		await tick();
		const entries = await payCall(key, "GET", `/v1/ledger/entries?sourceType=payout&sourceId=${id}`);
		expect(entries.body.data).toHaveLength(1);
	});

	it("visits only workspaces whose work is due", async () => {
		let visited = 0;
		await runTick(
			async (now, e) => {
				visited += (await runDueWork(e, now)).visited;
			},
			"DB_PAY",
			0,
		);
		expect(visited).toBe(0);
		const { ws } = await merchant();
		const e = await envOf(ws);
		let calls = 0;
		const runners = {
			"test-counter": async (_env: unknown, workspaceId: string) => {
				if (workspaceId === ws) calls++;
			},
		};
		await markDue(e, scope(ws), "test-counter", Date.now() + 3_600_000);
		await runTick((now, on) => runDueWork(on, now, runners), "DB_PAY");
		expect(calls).toBe(0);
		await markDue(e, scope(ws), "test-counter", Date.now() - 1);
		await runTick((now, on) => runDueWork(on, now, runners), "DB_PAY");
		expect(calls).toBe(1);
	});

	it("a runner that throws is pushed back instead of hogging every tick", async () => {
		const { ws } = await merchant();
		const runners = {
			"test-broken": async (_env: unknown, workspaceId: string) => {
				if (workspaceId === ws) throw new Error("boom");
			},
		};
		await markDue(await envOf(ws), scope(ws), "test-broken", Date.now() - 1);
		const before = Date.now();
		await runTick((now, on) => runDueWork(on, now, runners), "DB_PAY", before);
		const row = await (await dbOf("DB_PAY", ws))
			.prepare("SELECT due_at FROM due_work WHERE account_id = ? AND runner = 'test-broken'")
			.bind(ws)
			.first<{ due_at: number }>();
		expect(row?.due_at).toBe(before + FAILED_RUNNER_BACKOFF_MS);
	});
});

describe("test clock", () => {
	it("answers with the new time, the offset and the runners that ran", async () => {
		const { key } = await merchant();
		const a = await advance(key, 90);
		expect(a.status).toBe(200);
		expect(a.body.data.offsetSeconds).toBe(90);
		expect(Math.abs(Date.parse(a.body.data.now) - (Date.now() + 90_000))).toBeLessThan(5_000);
		expect(a.body.data.ran).toContain("payouts");
		expect(a.body.data.failed).toEqual([]);
		expect((await advance(key, 10)).body.data.offsetSeconds).toBe(100);
	});

	it("rejects non-positive, fractional and absurd advances", async () => {
		const { key } = await merchant();
		for (const seconds of [0, -1, 1.5, "60", 10 ** 12])
			expectEnvelopeError(await advance(key, seconds as number), 400, "validation_error");
	});

	it("live keys get 404", async () => {
		const { key } = await merchant("live");
		expectEnvelopeError(await advance(key, 60), 404, "not_found");
	});
});
