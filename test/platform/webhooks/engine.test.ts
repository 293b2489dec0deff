import { env } from "cloudflare:test";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { handleQueue } from "../../../src/index";
import { ulid } from "../../../src/platform/ids";
import { RETRY_SCHEDULE_SECONDS } from "../../../src/platform/webhooks/domain";
import { defineWebhookService, SWEEP_EVENT_GRACE_MS, SWEEP_GRACE_MS } from "../../../src/platform/webhooks/engine";
import { verifyWebhookSignature } from "../../../src/platform/webhooks/signing";
import type { Tenant } from "../../../src/platform/webhooks/store";
import { endpointView } from "../../../src/platform/webhooks/store";
import { paymentsWebhooks } from "../../../src/services/payments/events/index";
import { fakeJob, hookUrl, queueRecorder, sleep, stubReceiver } from "../../helpers/webhooks";
import { referenceVerify, v1Values } from "./hmac-reference";

// The engine driven directly: fan-out and delivery handlers get fake queue jobs, and the engine's
// queue producer is a recorder, so every retry delay and every queued message is observable.

const rec = queueRecorder();
const engine = defineWebhookService({ ...paymentsWebhooks.cfg, queue: () => rec.queue, timeoutMs: 300 });
let receiver: ReturnType<typeof stubReceiver>;

beforeAll(() => {
	receiver = stubReceiver();
});
afterAll(() => {
	vi.unstubAllGlobals();
});
beforeEach(() => {
	rec.take();
});

const fresh = (environment: "test" | "live" = "test"): Tenant => ({ accountId: `acc_${ulid()}`, environment });
const PAYOUT = { id: "po_01JB4X6N0ZQ8K3C9W2T5V7R1MD", amount: 250_000, currency: "IDR", status: "paid" };

async function endpoint(tenant: Tenant, opts: { url?: string; events?: string[] } = {}) {
	const url = opts.url ?? hookUrl();
	const { row, secret } = await engine.createEndpoint(env, tenant, { url, events: opts.events ?? ["payout."] });
	return { ep: row, secret, url };
}

/** Emits an event and runs its fan-out; returns the event id and the queued delivery messages. */
async function emitAndFanout(tenant: Tenant, type = "payout.paid", data: unknown = PAYOUT) {
	const eventId = await engine.emit(env, null, {
		type,
		accountId: tenant.accountId,
		environment: tenant.environment,
		data,
	});
	const fanouts = rec.take();
	expect(fanouts).toEqual([{ kind: "pay.webhook.fanout", eventId, shard: 0 }]);
	await engine.handlers.fanout(fakeJob(fanouts[0]).job, env);
	return { eventId, deliveries: rec.take() as Array<{ kind: string; deliveryId: string; token: string }> };
}

const delivery = async (id: string) =>
	(await env.DB_PAY.prepare("SELECT * FROM webhook_deliveries WHERE id = ?")
		.bind(id)
		.first<Record<string, any>>()) as Record<string, any>;
const endpointRow = async (id: string) =>
	(await env.DB_PAY.prepare("SELECT * FROM webhook_endpoints WHERE id = ?")
		.bind(id)
		.first<Record<string, any>>()) as Record<string, any>;

/** Runs the deliver handler until it stops asking for a retry; returns the delays it asked for. */
async function driveToEnd(msg: Record<string, unknown>, max = 20) {
	const delays: number[] = [];
	for (let i = 0; i < max; i++) {
		const { job, retries } = fakeJob(msg);
		await engine.handlers.deliver(job, env);
		if (!retries.length) break;
		delays.push(...retries);
	}
	return delays;
}

describe("fan-out", () => {
	it("one pending delivery per matching active endpoint of the event's own workspace and environment", async () => {
		const a = fresh();
		const exact = await endpoint(a, { events: ["payout.paid"] });
		const prefix = await endpoint(a, { events: ["payout."] });
		const star = await endpoint(a, { events: ["*"] });
		const other = await endpoint(a, { events: ["subscription."] });
		const paused = await endpoint(a, { events: ["*"] });
		await engine.updateEndpoint(env, a, paused.ep.id, { active: false });
		const liveSameAccount = await endpoint({ accountId: a.accountId, environment: "live" }, { events: ["*"] });
		const otherAccount = await endpoint(fresh(), { events: ["*"] });

		const { eventId, deliveries } = await emitAndFanout(a);
		const rows = await Promise.all(deliveries.map((d) => delivery(d.deliveryId)));
		expect(rows.map((r) => r.endpoint_id).sort()).toEqual([exact.ep.id, prefix.ep.id, star.ep.id].sort());
		for (const r of rows) {
			expect(r).toMatchObject({
				status: "pending",
				attempts: 0,
				event_id: eventId,
				event_type: "payout.paid",
				account_id: a.accountId,
				environment: "test",
			});
			expect(r.id).toMatch(/^whd_[0-9A-Z]{26}$/);
			expect(JSON.parse(r.body)).toEqual({
				id: eventId,
				type: "payout.paid",
				occurredAt: expect.any(String),
				accountId: a.accountId,
				data: PAYOUT,
			});
		}
		for (const none of [other, paused, liveSameAccount, otherAccount]) {
			const n = await env.DB_PAY.prepare("SELECT COUNT(*) AS n FROM webhook_deliveries WHERE endpoint_id = ?")
				.bind(none.ep.id)
				.first<{ n: number }>();
			expect(n?.n).toBe(0);
		}
	});

	it("an endpoint created after the event occurred gets no delivery of it, however late the fan-out runs", async () => {
		// Issue 26's merchant journey: a storefront endpoint made a moment after a product was archived
		// received store.product.archived.v1, because the queued fan-out ran after the create.
		const a = fresh();
		const before = await endpoint(a, { events: ["payout."] });
		const eventId = await engine.emit(env, null, {
			type: "payout.paid",
			accountId: a.accountId,
			environment: a.environment,
			data: PAYOUT,
			occurredAt: Date.now() - 5_000,
		});
		await env.DB_PAY.prepare("UPDATE webhook_endpoints SET created_at = ? WHERE id = ?")
			.bind(Date.now() - 60_000, before.ep.id)
			.run();
		const after = await endpoint(a, { events: ["payout."] }); // made after the event, before its fan-out
		const [fanout] = rec.take();
		await engine.handlers.fanout(fakeJob(fanout).job, env);
		const rows = await env.DB_PAY.prepare("SELECT endpoint_id FROM webhook_deliveries WHERE event_id = ?")
			.bind(eventId)
			.all<{ endpoint_id: string }>();
		expect(rows.results.map((r) => r.endpoint_id)).toEqual([before.ep.id]);
		expect(rows.results.map((r) => r.endpoint_id)).not.toContain(after.ep.id);
	});

	it("is idempotent: a repeated fan-out adds no delivery and re-queues only never-attempted ones", async () => {
		const a = fresh();
		await endpoint(a);
		await endpoint(a);
		const { eventId, deliveries } = await emitAndFanout(a);
		expect(deliveries).toHaveLength(2);
		// Already fanned out: nothing.
		await engine.handlers.fanout(fakeJob({ kind: "pay.webhook.fanout", eventId }).job, env);
		expect(rec.take()).toEqual([]);
		// A crash before fanned_out_at was written: the rerun inserts nothing new and re-queues the two.
		await env.DB_PAY.prepare("UPDATE events SET fanned_out_at = NULL WHERE id = ?").bind(eventId).run();
		await engine.handlers.fanout(fakeJob({ kind: "pay.webhook.fanout", eventId }).job, env);
		expect(rec.take().map((m) => m.deliveryId)).toEqual(expect.arrayContaining(deliveries.map((d) => d.deliveryId)));
		const n = await env.DB_PAY.prepare("SELECT COUNT(*) AS n FROM webhook_deliveries WHERE event_id = ?")
			.bind(eventId)
			.first<{ n: number }>();
		expect(n?.n).toBe(2);
	});

	it("in-process listeners get each event once at fan-out, before deliveries; a throw leaves it to be fanned out again", async () => {
		const own = defineWebhookService({ ...paymentsWebhooks.cfg, queue: () => rec.queue, timeoutMs: 300 });
		const seen: Array<{ type: string; accountId: string; environment: string; data: unknown }> = [];
		let fail = true;
		own.listen(async (_env, e) => {
			seen.push({ type: e.type, accountId: e.accountId, environment: e.environment, data: e.data });
			if (fail) throw new Error("listener down");
		});
		const a = fresh();
		await endpoint(a);
		const eventId = await own.emit(env, null, {
			type: "payout.paid",
			accountId: a.accountId,
			environment: "test",
			data: PAYOUT,
		});
		const job = rec.take()[0];
		await expect(own.handlers.fanout(fakeJob(job).job, env)).rejects.toThrow("listener down");
		expect(rec.take()).toEqual([]);
		const row = await env.DB_PAY.prepare("SELECT fanned_out_at FROM events WHERE id = ?").bind(eventId).first();
		expect(row?.fanned_out_at).toBeNull();
		fail = false;
		await own.handlers.fanout(fakeJob(job).job, env);
		expect(rec.take()).toHaveLength(1);
		await own.handlers.fanout(fakeJob(job).job, env);
		expect(seen).toEqual([
			{ type: "payout.paid", accountId: a.accountId, environment: "test", data: PAYOUT },
			{ type: "payout.paid", accountId: a.accountId, environment: "test", data: PAYOUT },
		]);
	});

	it("an unknown event id is acknowledged without effect; unknown types cannot be emitted", async () => {
		await engine.handlers.fanout(fakeJob({ kind: "pay.webhook.fanout", eventId: "evt_nope" }).job, env);
		expect(rec.take()).toEqual([]);
		await expect(
			engine.emit(env, null, { type: "api_key.created", accountId: "acc_x", environment: "test", data: {} }),
		).rejects.toThrow(/unknown event type/);
	});
});

describe("delivery", () => {
	it("POSTs the body with a Pay-Signature an independent implementation verifies; 2xx succeeds", async () => {
		const a = fresh();
		const { ep, secret, url } = await endpoint(a);
		const { eventId, deliveries } = await emitAndFanout(a);
		const { job, retries } = fakeJob(deliveries[0]);
		await engine.handlers.deliver(job, env);
		expect(retries).toEqual([]);
		const [req] = receiver.to(url);
		expect(req.method).toBe("POST");
		expect(req.headers["content-type"]).toBe("application/json");
		expect(req.init?.redirect).toBe("manual");
		expect(req.init?.signal).toBeInstanceOf(AbortSignal);
		expect(referenceVerify(secret, req.headers["pay-signature"], req.body, Math.floor(Date.now() / 1000))).toBe(true);
		expect(referenceVerify(`${secret}x`, req.headers["pay-signature"], req.body, Math.floor(Date.now() / 1000))).toBe(
			false,
		);
		expect(JSON.parse(req.body)).toMatchObject({
			id: eventId,
			type: "payout.paid",
			accountId: a.accountId,
			data: PAYOUT,
		});
		const row = await delivery(deliveries[0].deliveryId);
		expect(row).toMatchObject({
			status: "succeeded",
			attempts: 1,
			next_retry_at: null,
			lease_until: null,
			endpoint_id: ep.id,
		});
		const log = JSON.parse(row.attempt_log);
		expect(log).toEqual([{ at: expect.any(Number), statusCode: 200, durationMs: expect.any(Number), error: null }]);
	});

	it("follows the retry schedule 1 s, 5 s, 25 s, 2 min, 10 min, 1 h, 6 h through job.retry, then fails", async () => {
		const a = fresh();
		const { ep, url } = await endpoint(a);
		receiver.on(url, () => new Response("down", { status: 503 }));
		const { deliveries } = await emitAndFanout(a);
		const msg = deliveries[0];
		const delays: number[] = [];
		for (let attempt = 1; attempt <= 8; attempt++) {
			const before = Date.now();
			const { job, retries } = fakeJob(msg, attempt);
			await engine.handlers.deliver(job, env);
			const row = await delivery(msg.deliveryId);
			expect(row.attempts).toBe(attempt);
			if (attempt < 8) {
				expect(retries).toEqual([RETRY_SCHEDULE_SECONDS[attempt - 1]]);
				expect(row.status).toBe("pending");
				expect(row.next_retry_at).toBeGreaterThanOrEqual(before + retries[0] * 1000);
				expect(row.next_retry_at).toBeLessThanOrEqual(Date.now() + retries[0] * 1000);
			} else {
				expect(retries).toEqual([]);
				expect(row).toMatchObject({ status: "failed", failure_reason: "attempts_exhausted", next_retry_at: null });
			}
			delays.push(...retries);
		}
		expect(delays).toEqual([1, 5, 25, 120, 600, 3600, 21600]);
		expect(receiver.to(url)).toHaveLength(8);
		const log = JSON.parse((await delivery(msg.deliveryId)).attempt_log);
		expect(log).toHaveLength(8);
		expect(
			log.every((e: { statusCode: number; error: string }) => e.statusCode === 503 && e.error === "HTTP 503"),
		).toBe(true);
		const e = await endpointRow(ep.id);
		expect(e).toMatchObject({ failure_streak: 1, active: 1 });
		expect(e.first_failure_at).toBeTypeOf("number");
	});

	it("times out after the configured timeout, does not follow redirects, records network errors", async () => {
		const a = fresh();
		const slow = await endpoint(a);
		const redirect = await endpoint(a);
		const broken = await endpoint(a);
		receiver.on(
			slow.url,
			(req) =>
				new Promise((_, reject) => {
					req.init?.signal?.addEventListener("abort", () => reject(req.init?.signal?.reason));
				}),
		);
		receiver.on(
			redirect.url,
			() => new Response(null, { status: 302, headers: { Location: "http://169.254.169.254/" } }),
		);
		receiver.on(broken.url, () => {
			throw new TypeError("connection refused");
		});
		const { deliveries } = await emitAndFanout(a);
		const byEndpoint = new Map<string, Record<string, unknown>>();
		for (const d of deliveries) byEndpoint.set((await delivery(d.deliveryId)).endpoint_id, d);
		const errorOf = async (ep: { ep: { id: string } }) => {
			const d = byEndpoint.get(ep.ep.id) as { deliveryId: string };
			const { job, retries } = fakeJob(d);
			await engine.handlers.deliver(job, env);
			expect(retries).toEqual([1]);
			return JSON.parse((await delivery(d.deliveryId)).attempt_log)[0];
		};
		const t = await errorOf(slow);
		expect(t).toMatchObject({ statusCode: null, error: "timed out after 0.3 s" });
		expect(t.durationMs).toBeGreaterThanOrEqual(250);
		expect(await errorOf(redirect)).toMatchObject({ statusCode: 302, error: "HTTP 302: redirects are not followed" });
		expect(receiver.received.some((r) => r.url.startsWith("http://169.254.169.254"))).toBe(false);
		expect(await errorOf(broken)).toMatchObject({
			statusCode: null,
			error: expect.stringContaining("connection refused"),
		});
	});

	it("a delivery can never go to another workspace's endpoint", async () => {
		const a = fresh();
		const b = fresh();
		const mine = await endpoint(a);
		const theirs = await endpoint(b);
		const { deliveries } = await emitAndFanout(a);
		// Point a's delivery at b's endpoint, as a corrupted or forged row would.
		await env.DB_PAY.prepare("UPDATE webhook_deliveries SET endpoint_id = ? WHERE id = ?")
			.bind(theirs.ep.id, deliveries[0].deliveryId)
			.run();
		const { job, retries } = fakeJob(deliveries[0]);
		await engine.handlers.deliver(job, env);
		expect(retries).toEqual([]);
		expect(receiver.to(theirs.url)).toHaveLength(0);
		expect(receiver.to(mine.url)).toHaveLength(0);
		expect(await delivery(deliveries[0].deliveryId)).toMatchObject({
			status: "failed",
			failure_reason: "endpoint_deleted",
			attempts: 0,
		});
	});

	it("re-checks the URL before sending: a stored private target is never contacted", async () => {
		const a = fresh();
		const { ep } = await endpoint(a);
		await env.DB_PAY.prepare("UPDATE webhook_endpoints SET url = 'https://10.0.0.7/hook' WHERE id = ?")
			.bind(ep.id)
			.run();
		const { deliveries } = await emitAndFanout(a);
		await engine.handlers.deliver(fakeJob(deliveries[0]).job, env);
		expect(receiver.received.some((r) => r.url.includes("10.0.0.7"))).toBe(false);
		const [entry] = JSON.parse((await delivery(deliveries[0].deliveryId)).attempt_log);
		expect(entry.error).toMatch(/^not sent: .*private/);
	});

	it("an endpoint switched off before the attempt fails the delivery without sending", async () => {
		const a = fresh();
		const { ep, url } = await endpoint(a);
		const { deliveries } = await emitAndFanout(a);
		await env.DB_PAY.prepare("UPDATE webhook_endpoints SET active = 0 WHERE id = ?").bind(ep.id).run();
		await engine.handlers.deliver(fakeJob(deliveries[0]).job, env);
		expect(receiver.to(url)).toHaveLength(0);
		expect(await delivery(deliveries[0].deliveryId)).toMatchObject({
			status: "failed",
			failure_reason: "endpoint_disabled",
		});
	});

	it("an endpoint paused while its delivery is in flight: the receiver's 200 makes it succeeded, and nothing is sent again", async () => {
		// Issue 37 item 15: it was recorded failed/endpoint_disabled with a 200 in its attemptLog, so a
		// merchant's manual retry after re-enabling sent the event a second time.
		const a = fresh();
		const { ep, url } = await endpoint(a);
		let answer: (r: Response) => void = () => {};
		receiver.on(url, () => new Promise<Response>((resolve) => (answer = resolve)));
		const { deliveries } = await emitAndFanout(a);
		const { job, retries } = fakeJob(deliveries[0]);
		const inFlight = engine.handlers.deliver(job, env);
		for (let i = 0; i < 100 && receiver.to(url).length === 0; i++) await sleep(10);
		expect(receiver.to(url)).toHaveLength(1);
		await engine.updateEndpoint(env, a, ep.id, { active: false });
		expect(await delivery(deliveries[0].deliveryId)).toMatchObject({ status: "failed" }); // queued ones fail
		answer(new Response("ok"));
		await inFlight;
		const row = await delivery(deliveries[0].deliveryId);
		expect(row).toMatchObject({ status: "succeeded", attempts: 1, failure_reason: null, next_retry_at: null });
		expect(JSON.parse(row.attempt_log)).toEqual([expect.objectContaining({ statusCode: 200, error: null })]);
		expect(retries).toEqual([]);
		expect((await endpointRow(ep.id)).failure_streak).toBe(0);
		// Paused: a retry is refused; re-enabled, nothing re-sends it on its own (sweeper included).
		await expect(engine.retryDelivery(env, a, deliveries[0].deliveryId)).rejects.toMatchObject({ status: 409 });
		await engine.updateEndpoint(env, a, ep.id, { active: true });
		await engine.sweep(env, Date.now() + 3_600_000);
		for (const m of rec.take()) if (m.kind === "pay.webhook.deliver") await driveToEnd(m);
		expect(receiver.to(url)).toHaveLength(1);
		expect((await delivery(deliveries[0].deliveryId)).status).toBe("succeeded");
	});

	it("a message whose token was retired (manual retry, sweeper) sends nothing; a leased delivery waits for the lease", async () => {
		const a = fresh();
		const { url } = await endpoint(a);
		receiver.on(url, () => new Response("no", { status: 500 }));
		const { deliveries } = await emitAndFanout(a);
		const old = deliveries[0];
		// Fail it for good, then retry manually: a new token.
		await env.DB_PAY.prepare("UPDATE webhook_deliveries SET status = 'failed' WHERE id = ?").bind(old.deliveryId).run();
		await engine.retryDelivery(env, a, old.deliveryId);
		const [fresh1] = rec.take() as Array<{ deliveryId: string; token: string }>;
		expect(fresh1.token).not.toBe(old.token);
		const stale = fakeJob(old);
		await engine.handlers.deliver(stale.job, env);
		expect(stale.retries).toEqual([]);
		expect(receiver.to(url)).toHaveLength(0);

		// Another copy holds the lease: come back after it.
		await env.DB_PAY.prepare("UPDATE webhook_deliveries SET lease_until = ? WHERE id = ?")
			.bind(Date.now() + 20_000, old.deliveryId)
			.run();
		const leased = fakeJob(fresh1);
		await engine.handlers.deliver(leased.job, env);
		expect(receiver.to(url)).toHaveLength(0);
		expect(leased.retries).toHaveLength(1);
		expect(leased.retries[0]).toBeGreaterThanOrEqual(20);
		expect(leased.retries[0]).toBeLessThanOrEqual(22);

		await env.DB_PAY.prepare("UPDATE webhook_deliveries SET lease_until = NULL WHERE id = ?")
			.bind(old.deliveryId)
			.run();
		const now = fakeJob(fresh1);
		await engine.handlers.deliver(now.job, env);
		expect(receiver.to(url)).toHaveLength(1);
		// A manual retry is one attempt: failing it ends the delivery.
		expect(now.retries).toEqual([]);
		expect(await delivery(old.deliveryId)).toMatchObject({
			status: "failed",
			attempts: 1,
			failure_reason: "attempts_exhausted",
		});
	});
});

describe("auto-disable and re-enable", () => {
	it("15 consecutive failed deliveries switch the endpoint off with the reason; queued deliveries fail; re-enabling clears the streak", async () => {
		const a = fresh();
		const { ep, url } = await endpoint(a);
		receiver.on(url, () => new Response("no", { status: 500 }));
		const msgs: Record<string, unknown>[] = [];
		for (let i = 0; i < 16; i++) msgs.push((await emitAndFanout(a)).deliveries[0]);
		for (let i = 0; i < 15; i++) {
			const delays = await driveToEnd(msgs[i]);
			expect(delays).toEqual([...RETRY_SCHEDULE_SECONDS]);
			const e = await endpointRow(ep.id);
			expect(e.failure_streak).toBe(i + 1);
			expect(e.active).toBe(i + 1 < 15 ? 1 : 0);
		}
		const off = await endpointRow(ep.id);
		expect(off.disabled_reason).toBe("Switched off after 15 consecutive failed deliveries");
		// The 16th was queued: it became failed when the endpoint went off, and its message sends nothing.
		const queued = msgs[15] as { deliveryId: string };
		expect(await delivery(queued.deliveryId)).toMatchObject({
			status: "failed",
			failure_reason: "endpoint_disabled",
			attempts: 0,
		});
		const sent = receiver.to(url).length;
		await engine.handlers.deliver(fakeJob(queued).job, env);
		expect(receiver.to(url)).toHaveLength(sent);

		const on = await engine.updateEndpoint(env, a, ep.id, { active: true });
		expect(on).toMatchObject({ active: true, disabledReason: null, failureStreak: 0, firstFailureAt: null });
	});

	it("an endpoint failing continuously for 3 days is switched off at its next failed attempt", async () => {
		const a = fresh();
		const { ep, url } = await endpoint(a);
		receiver.on(url, () => new Response("no", { status: 500 }));
		const since = Date.now() - 3 * 86_400_000 - 1000;
		await env.DB_PAY.prepare("UPDATE webhook_endpoints SET first_failure_at = ?, failure_streak = 2 WHERE id = ?")
			.bind(since, ep.id)
			.run();
		const { deliveries } = await emitAndFanout(a);
		const { job, retries } = fakeJob(deliveries[0]);
		await engine.handlers.deliver(job, env);
		expect(retries).toEqual([]);
		const e = await endpointRow(ep.id);
		expect(e.active).toBe(0);
		expect(e.disabled_reason).toBe(
			`Switched off after failing continuously since ${new Date(since).toISOString()} (3 days)`,
		);
		expect(await delivery(deliveries[0].deliveryId)).toMatchObject({
			status: "failed",
			failure_reason: "endpoint_disabled",
			attempts: 1,
		});
	});

	it("a success resets the streak and the failing-since clock", async () => {
		const a = fresh();
		const { ep } = await endpoint(a);
		await env.DB_PAY.prepare("UPDATE webhook_endpoints SET first_failure_at = ?, failure_streak = 9 WHERE id = ?")
			.bind(Date.now() - 86_400_000, ep.id)
			.run();
		const { deliveries } = await emitAndFanout(a);
		await engine.handlers.deliver(fakeJob(deliveries[0]).job, env);
		expect(await endpointRow(ep.id)).toMatchObject({ failure_streak: 0, first_failure_at: null, active: 1 });
	});
});

describe("dead letters", () => {
	it("a dead-lettered delivery is marked failed with a log entry; a stale one is left alone", async () => {
		const a = fresh();
		await endpoint(a);
		await endpoint(a);
		const { deliveries } = await emitAndFanout(a);
		await engine.handlers.deadDeliver(fakeJob(deliveries[0]).job, env);
		const row = await delivery(deliveries[0].deliveryId);
		expect(row).toMatchObject({ status: "failed", failure_reason: "dead_lettered", next_retry_at: null });
		expect(JSON.parse(row.attempt_log)).toEqual([
			{ at: expect.any(Number), statusCode: null, durationMs: 0, error: expect.stringMatching(/^dead-lettered/) },
		]);

		await engine.handlers.deadDeliver(fakeJob({ ...deliveries[1], token: "retired" }).job, env);
		expect(await delivery(deliveries[1].deliveryId)).toMatchObject({ status: "pending" });
	});

	it("the Worker routes webhooks-dlq messages to them", async () => {
		const a = fresh();
		await endpoint(a);
		const { deliveries } = await emitAndFanout(a);
		const acks: string[] = [];
		const batch = {
			queue: "pasar-webhooks-dlq",
			messages: [
				{
					id: "d1",
					attempts: 1,
					timestamp: new Date(),
					body: deliveries[0],
					ack: () => acks.push("d1"),
					retry: () => {},
				},
			],
			ackAll() {},
			retryAll() {},
		} as unknown as MessageBatch;
		await handleQueue(batch, env, { waitUntil() {}, passThroughOnException() {} } as unknown as ExecutionContext);
		expect(acks).toEqual(["d1"]);
		expect(await delivery(deliveries[0].deliveryId)).toMatchObject({
			status: "failed",
			failure_reason: "dead_lettered",
		});
	});
});

describe("concurrent batches", () => {
	it("a receiver that answers slowly does not hold up the other deliveries of the batch", async () => {
		const a = fresh();
		const slow = await endpoint(a);
		const fast1 = await endpoint(a);
		const fast2 = await endpoint(a);
		let release!: () => void;
		const gate = new Promise<void>((r) => {
			release = r;
		});
		receiver.on(slow.url, async () => {
			await gate;
			return new Response("finally");
		});
		const { deliveries } = await emitAndFanout(a);
		const idOf = async (ep: { ep: { id: string } }) => {
			for (const d of deliveries) if ((await delivery(d.deliveryId)).endpoint_id === ep.ep.id) return d;
			throw new Error("no delivery");
		};
		const ordered = [await idOf(slow), await idOf(fast1), await idOf(fast2)];
		const acks: string[] = [];
		const batch = {
			queue: "pasar-webhooks",
			messages: ordered.map((body, i) => ({
				id: `m${i}`,
				attempts: 1,
				timestamp: new Date(),
				body,
				ack: () => acks.push(`m${i}`),
				retry: () => {},
			})),
			ackAll() {},
			retryAll() {},
		} as unknown as MessageBatch;
		// The real consumer (registered by the payments service) handles the batch.
		const running = handleQueue(batch, env, {
			waitUntil() {},
			passThroughOnException() {},
		} as unknown as ExecutionContext);
		const until = Date.now() + 5_000;
		while (Date.now() < until && (acks.length < 2 || (await delivery(ordered[2].deliveryId)).status !== "succeeded"))
			await sleep(20);
		expect((await delivery(ordered[1].deliveryId)).status).toBe("succeeded");
		expect((await delivery(ordered[2].deliveryId)).status).toBe("succeeded");
		expect((await delivery(ordered[0].deliveryId)).status).toBe("pending");
		expect(acks.sort()).toEqual(["m1", "m2"]);
		release();
		await running;
		expect((await delivery(ordered[0].deliveryId)).status).toBe("succeeded");
		expect(acks.sort()).toEqual(["m0", "m1", "m2"]);
	});
});

describe("sweeper", () => {
	it("re-queues the fan-out of an event nobody dispatched, after its grace period", async () => {
		const a = fresh();
		const id = `evt_${ulid()}`;
		await env.DB_PAY.prepare(
			"INSERT INTO events (id, type, occurred_at, account_id, environment, data) VALUES (?, 'payout.paid', ?, ?, 'test', '{}')",
		)
			.bind(id, Date.now(), a.accountId)
			.run();
		const now = Date.now();
		await engine.sweep(env, now);
		expect(rec.take().filter((m) => m.eventId === id)).toEqual([]);
		await engine.sweep(env, now + SWEEP_EVENT_GRACE_MS + 1000);
		expect(rec.take().filter((m) => m.eventId === id)).toEqual([{ kind: "pay.webhook.fanout", eventId: id, shard: 0 }]);
		// Fanned out: never again.
		await engine.handlers.fanout(fakeJob({ kind: "pay.webhook.fanout", eventId: id }).job, env);
		await engine.sweep(env, now + 10 * SWEEP_EVENT_GRACE_MS);
		expect(rec.take().filter((m) => m.eventId === id)).toEqual([]);
	});

	it("re-queues an overdue pending delivery under a new token, retiring the lost message", async () => {
		const a = fresh();
		await endpoint(a);
		const { deliveries } = await emitAndFanout(a);
		const [lost] = deliveries;
		await engine.sweep(env, Date.now());
		expect(rec.take().filter((m) => m.deliveryId === lost.deliveryId)).toEqual([]);
		await engine.sweep(env, Date.now() + SWEEP_GRACE_MS + 1000);
		const [again] = rec.take().filter((m) => m.deliveryId === lost.deliveryId) as Array<{ token: string }>;
		expect(again.token).not.toBe(lost.token);
		const stale = fakeJob(lost);
		const before = receiver.received.length;
		await engine.handlers.deliver(stale.job, env);
		expect(receiver.received.length).toBe(before);
		await engine.handlers.deliver(fakeJob({ ...lost, token: again.token }).job, env);
		expect((await delivery(lost.deliveryId)).status).toBe("succeeded");
	});
});

describe("sweeper after a crash (chaos run: every event delivered to each subscribed endpoint)", () => {
	it("a delivery whose message the queue lost goes out a minute later, not ten", async () => {
		const a = fresh();
		await endpoint(a);
		// Fanned out, its deliver message lost (the recorder holds it; the queue of a killed server is gone).
		const { deliveries } = await emitAndFanout(a);
		const [lost] = deliveries;
		const t = Date.now();
		await engine.sweep(env, t + 30_000);
		expect(rec.take().filter((m) => m.deliveryId === lost.deliveryId)).toEqual([]);
		await engine.sweep(env, t + 61_000);
		const [again] = rec.take().filter((m) => m.deliveryId === lost.deliveryId) as Array<{ token: string }>;
		expect(again?.token).toBeDefined();
		await engine.handlers.deliver(fakeJob({ ...lost, token: again.token }).job, env);
		expect((await delivery(lost.deliveryId)).status).toBe("succeeded");
		// Delivered: no later sweep sends it again.
		await engine.sweep(env, t + 10 * 61_000);
		expect(rec.take().filter((m) => m.deliveryId === lost.deliveryId)).toEqual([]);
	});
});

describe("secret roll (rotate-secret with expiresInSeconds)", () => {
	const nowS = () => Math.floor(Date.now() / 1000);
	/** Emits one event, delivers it, and returns the request the receiver saw. */
	async function deliverOne(tenant: Tenant, url: string) {
		const { deliveries } = await emitAndFanout(tenant);
		await engine.handlers.deliver(fakeJob(deliveries[0]).job, env);
		const reqs = receiver.to(url);
		return reqs[reqs.length - 1];
	}

	it("until the stored expiry every delivery carries v1=<new>,v1=<old>; after it only the new one", async () => {
		const a = fresh();
		const { ep, secret: old, url } = await endpoint(a);
		const before = Date.now();
		const { row, secret } = await engine.rotateSecret(env, a, ep.id, 3600);
		expect(secret).not.toBe(old);
		expect(row.previousSecretExpiresAt).toBeGreaterThanOrEqual(before + 3_600_000);
		expect(row.previousSecretExpiresAt).toBeLessThanOrEqual(Date.now() + 3_600_000);
		expect(endpointView(row).previousSecretExpiresAt).toBe(
			new Date(row.previousSecretExpiresAt as number).toISOString(),
		);
		expect(JSON.stringify(endpointView(row))).not.toContain("whsec_");

		const during = await deliverOne(a, url);
		const header = during.headers["pay-signature"];
		expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64},v1=[0-9a-f]{64}$/);
		const [first, second] = v1Values(header);
		expect(referenceVerify(secret, `t=${header.split(",")[0].slice(2)},v1=${first}`, during.body, nowS())).toBe(true);
		expect(referenceVerify(old, `t=${header.split(",")[0].slice(2)},v1=${second}`, during.body, nowS())).toBe(true);
		expect(await verifyWebhookSignature(secret, header, during.body)).toBe(true);
		expect(await verifyWebhookSignature(old, header, during.body)).toBe(true);
		expect(await verifyWebhookSignature(`${old}x`, header, during.body)).toBe(false);

		// The stored expiry passes: the old secret stops signing.
		await env.DB_PAY.prepare("UPDATE webhook_endpoints SET previous_secret_expires_at = ? WHERE id = ?")
			.bind(Date.now() - 1, ep.id)
			.run();
		expect(
			endpointView(
				await engine
					.queries(env)
					.endpoints.get(a, ep.id)
					.then((r) => r as NonNullable<typeof r>),
			).previousSecretExpiresAt,
		).toBeNull();
		const after = await deliverOne(a, url);
		expect(v1Values(after.headers["pay-signature"])).toHaveLength(1);
		expect(await verifyWebhookSignature(secret, after.headers["pay-signature"], after.body)).toBe(true);
		expect(await verifyWebhookSignature(old, after.headers["pay-signature"], after.body)).toBe(false);
	});

	it("the expiry runs from the rotation's clock: a roll that has already run out signs with the new secret only", async () => {
		const a = fresh();
		const { ep, secret: old, url } = await endpoint(a);
		const { secret } = await engine.rotateSecret(env, a, ep.id, 60, Date.now() - 61_000);
		const req = await deliverOne(a, url);
		expect(v1Values(req.headers["pay-signature"])).toHaveLength(1);
		expect(await verifyWebhookSignature(secret, req.headers["pay-signature"], req.body)).toBe(true);
		expect(await verifyWebhookSignature(old, req.headers["pay-signature"], req.body)).toBe(false);
	});

	it("default rotation (0) stops the old secret at once and stores no previous secret", async () => {
		const a = fresh();
		const { ep, secret: old, url } = await endpoint(a);
		await engine.rotateSecret(env, a, ep.id, 3600);
		const { row, secret } = await engine.rotateSecret(env, a, ep.id);
		expect(row).toMatchObject({ previousSecretSalt: null, previousSecretHash: null, previousSecretExpiresAt: null });
		expect(endpointView(row).previousSecretExpiresAt).toBeNull();
		const req = await deliverOne(a, url);
		expect(v1Values(req.headers["pay-signature"])).toHaveLength(1);
		expect(await verifyWebhookSignature(secret, req.headers["pay-signature"], req.body)).toBe(true);
		expect(await verifyWebhookSignature(old, req.headers["pay-signature"], req.body)).toBe(false);
	});

	it("rolling again keeps the secret it replaces, not an older one; the database holds no secret", async () => {
		const a = fresh();
		const { ep, secret: first, url } = await endpoint(a);
		const { secret: second } = await engine.rotateSecret(env, a, ep.id, 3600);
		const { secret: third } = await engine.rotateSecret(env, a, ep.id, 600);
		const req = await deliverOne(a, url);
		const header = req.headers["pay-signature"];
		expect(v1Values(header)).toHaveLength(2);
		expect(await verifyWebhookSignature(third, header, req.body)).toBe(true);
		expect(await verifyWebhookSignature(second, header, req.body)).toBe(true);
		expect(await verifyWebhookSignature(first, header, req.body)).toBe(false);
		const stored = JSON.stringify(await endpointRow(ep.id));
		for (const s of [first, second, third]) expect(stored).not.toContain(s.slice(6));
	});

	it("another workspace's endpoint id is not found and its secret is untouched", async () => {
		const a = fresh();
		const { ep } = await endpoint(a);
		const hashBefore = (await endpointRow(ep.id)).secret_hash;
		await expect(engine.rotateSecret(env, fresh(), ep.id, 3600)).rejects.toMatchObject({ status: 404 });
		await expect(
			engine.rotateSecret(env, { accountId: a.accountId, environment: "live" }, ep.id, 3600),
		).rejects.toMatchObject({ status: 404 });
		expect(await endpointRow(ep.id)).toMatchObject({
			secret_hash: hashBefore,
			previous_secret_salt: null,
			previous_secret_expires_at: null,
		});
	});
});
