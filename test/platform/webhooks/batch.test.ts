// Webhook fan-out throughput (issue 27): a queue batch's fan-outs and deliveries are handled together.
// Storage round trips are counted with the router's meter (src/platform/roundtrips.ts) around the
// batch handlers; the receiver is the stubbed fetch, which records how many requests each endpoint
// had in flight at once.
import { env } from "cloudflare:test";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ulid } from "../../../src/platform/ids";
import { meteredEnv, newMeter } from "../../../src/platform/roundtrips";
import { defineWebhookService, ENDPOINT_CONCURRENCY } from "../../../src/platform/webhooks/engine";
import type { Tenant } from "../../../src/platform/webhooks/store";
import { paymentsWebhooks } from "../../../src/services/payments/events/index";
import { fakeJob, hookUrl, queueRecorder, sleep, stubReceiver } from "../../helpers/webhooks";

const rec = queueRecorder();
const engine = defineWebhookService({ ...paymentsWebhooks.cfg, queue: () => rec.queue, timeoutMs: 2_000 });
let receiver: ReturnType<typeof stubReceiver>;
beforeAll(() => {
	receiver = stubReceiver();
});
afterAll(() => vi.unstubAllGlobals());
beforeEach(() => void rec.take());

const fresh = (): Tenant => ({ accountId: `acc_${ulid()}`, environment: "test" });
const PAYOUT = { id: "po_01JB4X6N0ZQ8K3C9W2T5V7R1MD", amount: 250_000, currency: "IDR", status: "paid" };

/** `n` events for the tenant, fanned out as one batch; returns the deliver messages and the fan-out's round trips. */
async function burst(tenant: Tenant, n: number) {
	const ids = await engine.emitMany(
		env,
		null,
		Array.from({ length: n }, () => ({
			type: "payout.paid",
			accountId: tenant.accountId,
			environment: "test",
			data: PAYOUT,
		})),
	);
	const fanouts = rec.take();
	expect(fanouts).toHaveLength(n);
	const meter = newMeter();
	await engine.handlers.fanoutBatch(
		fanouts.map((m) => fakeJob(m).job),
		meteredEnv(env, meter),
	);
	return { ids, deliveries: rec.take() as Array<{ deliveryId: string; token: string }>, fanoutTrips: meter.request };
}

describe("a batch of fan-outs", () => {
	it("one read of the events, one of the endpoints, one D1 batch of inserts, one update: whatever the count", async () => {
		const a = fresh();
		for (let i = 0; i < 3; i++) await engine.createEndpoint(env, a, { url: hookUrl(), events: ["payout."] });
		const { ids, deliveries, fanoutTrips } = await burst(a, 40);
		expect(deliveries).toHaveLength(120);
		expect(fanoutTrips).toEqual({ d1: 4, do: 0 });
		const { n } = (await env.DB_PAY.prepare(
			"SELECT COUNT(*) AS n FROM webhook_deliveries WHERE event_id IN (SELECT value FROM json_each(?))",
		)
			.bind(JSON.stringify(ids))
			.first<{ n: number }>()) as { n: number };
		expect(n).toBe(120);
		// idempotent: the same batch again finds its events fanned out and adds or queues nothing
		await engine.handlers.fanoutBatch(
			ids.map((eventId) => fakeJob({ kind: "pay.webhook.fanout", eventId }).job),
			env,
		);
		expect(rec.take()).toEqual([]);
	});
});

describe("a batch of deliveries", () => {
	it("attempts run in parallel, at most ENDPOINT_CONCURRENCY per endpoint; three D1 calls record the whole batch", async () => {
		const a = fresh();
		const urls = [hookUrl("a"), hookUrl("b"), hookUrl("c")];
		const inFlight = new Map<string, number>();
		const peak = new Map<string, number>();
		for (const url of urls) {
			await engine.createEndpoint(env, a, { url, events: ["payout."] });
			receiver.on(url, async () => {
				inFlight.set(url, (inFlight.get(url) ?? 0) + 1);
				peak.set(url, Math.max(peak.get(url) ?? 0, inFlight.get(url) ?? 0));
				await sleep(20);
				inFlight.set(url, (inFlight.get(url) ?? 0) - 1);
				return new Response(null, { status: 204 });
			});
		}
		const { deliveries } = await burst(a, 20);
		const jobs = deliveries.map((d) => fakeJob({ kind: "pay.webhook.deliver", ...d }));
		const acks: number[] = [];
		for (const [i, j] of jobs.entries()) Object.assign(j.job, { ack: () => acks.push(i) });
		const meter = newMeter();
		const started = Date.now();
		await engine.handlers.deliverBatch(
			jobs.map((j) => j.job),
			meteredEnv(env, meter),
		);
		// lease, endpoints, outcomes
		expect(meter.request).toEqual({ d1: 3, do: 0 });
		for (const url of urls) {
			expect(receiver.to(url)).toHaveLength(20);
			expect(peak.get(url)).toBe(ENDPOINT_CONCURRENCY);
		}
		// 60 attempts of 20 ms, 4 at a time per endpoint and the three endpoints at once: ~5 rounds, not 60
		expect(Date.now() - started).toBeLessThan(60 * 20);
		expect(acks).toHaveLength(60);
		expect(jobs.every((j) => j.retries.length === 0)).toBe(true);
		const { n } = (await env.DB_PAY.prepare(
			"SELECT COUNT(*) AS n FROM webhook_deliveries WHERE account_id = ? AND status = 'succeeded' AND attempts = 1 AND json_array_length(attempt_log) = 1 AND lease_until IS NULL",
		)
			.bind(a.accountId)
			.first<{ n: number }>()) as { n: number };
		expect(n).toBe(60);
	});

	it("a failing endpoint's streak moves by the failed deliveries after its last success; retries follow the schedule", async () => {
		const a = fresh();
		const ok = hookUrl("ok");
		const bad = hookUrl("bad");
		const { row: good } = await engine.createEndpoint(env, a, { url: ok, events: ["payout."] });
		const { row: failing } = await engine.createEndpoint(env, a, { url: bad, events: ["payout."] });
		receiver.on(ok, () => new Response(null, { status: 204 }));
		receiver.on(bad, () => new Response("down", { status: 503 }));
		const { deliveries } = await burst(a, 5);
		const jobs = deliveries.map((d) => fakeJob({ kind: "pay.webhook.deliver", ...d }));
		await engine.handlers.deliverBatch(
			jobs.map((j) => j.job),
			env,
		);
		// the 5 deliveries to the failing endpoint are pending with a retry in 1 s; the others done
		expect(jobs.filter((j) => j.retries.length === 1 && j.retries[0] === 1)).toHaveLength(5);
		const ep = (id: string) =>
			env.DB_PAY.prepare("SELECT failure_streak, first_failure_at FROM webhook_endpoints WHERE id = ?")
				.bind(id)
				.first<{ failure_streak: number; first_failure_at: number | null }>();
		// attempts that will be retried are not failed deliveries yet: the streak counts failed ones only
		expect(await ep(failing.id)).toMatchObject({ failure_streak: 0, first_failure_at: expect.any(Number) });
		expect(await ep(good.id)).toEqual({ failure_streak: 0, first_failure_at: null });
	});
});
