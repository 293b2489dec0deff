import { env } from "cloudflare:test";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ulid } from "../../../src/platform/ids";
import { pinnedEnv, shardDb } from "../../../src/platform/shards";
import { defineWebhookService } from "../../../src/platform/webhooks/engine";
import { paymentsWebhooks } from "../../../src/services/payments/events/index";
import { fakeJob, hookUrl, queueRecorder, stubReceiver } from "../../helpers/webhooks";

// The engine over shards (issue 38): an event and its deliveries live on their workspace's shard,
// every queue message names that shard, and the consumer reads it there whatever env it is handed.

const rec = queueRecorder();
const engine = defineWebhookService({ ...paymentsWebhooks.cfg, queue: () => rec.queue, timeoutMs: 300 });
const PAYOUT = { id: "po_01JB4X6N0ZQ8K3C9W2T5V7R1MD", amount: 250_000, currency: "IDR", status: "paid" };

beforeAll(() => {
	stubReceiver();
});
afterAll(() => {
	vi.unstubAllGlobals();
});

describe("webhook engine on shard 1", () => {
	it("fan-out and delivery messages name the shard; consumers given any env work on that shard only", async () => {
		const one = pinnedEnv(env, "DB_PAY", 1);
		const tenant = { accountId: `acc_${ulid()}`, environment: "test" as const };
		await engine.createEndpoint(one, tenant, { url: hookUrl(), events: ["payout."] });
		rec.take();
		const eventId = await engine.emit(one, null, { type: "payout.paid", ...tenant, data: PAYOUT });
		const fanouts = rec.take();
		expect(fanouts).toEqual([{ kind: "pay.webhook.fanout", eventId, shard: 1 }]);
		// The raw env: shard 0 unless the message says otherwise.
		await engine.handlers.fanout(fakeJob(fanouts[0]).job, env);
		const deliveries = rec.take() as Array<{ deliveryId: string; shard: number }>;
		expect(deliveries).toHaveLength(1);
		expect(deliveries[0].shard).toBe(1);
		const count = (i: number, table: string) =>
			shardDb(env, "DB_PAY", i)
				.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE account_id = ?`)
				.bind(tenant.accountId)
				.first<{ n: number }>();
		expect(await count(1, "webhook_deliveries")).toEqual({ n: 1 });
		expect(await count(0, "webhook_deliveries")).toEqual({ n: 0 });
		expect(await count(0, "events")).toEqual({ n: 0 });
		await engine.handlers.deliver(fakeJob(deliveries[0]).job, env);
		const row = await shardDb(env, "DB_PAY", 1)
			.prepare("SELECT status FROM webhook_deliveries WHERE id = ?")
			.bind(deliveries[0].deliveryId)
			.first<{ status: string }>();
		expect(row?.status).toBe("succeeded");
	});

	it("a message naming a shard the deployment does not declare is dropped with a log, not a crash", async () => {
		await expect(
			engine.handlers.fanout(fakeJob({ kind: "pay.webhook.fanout", eventId: "evt_x", shard: 9 }).job, env),
		).resolves.toBeUndefined();
		expect(rec.take()).toEqual([]);
	});
});
