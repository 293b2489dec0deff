import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { handleQueue, handleScheduled } from "../../src/index";
import { type QueueRoute, serviceDirectory, type TickHandler } from "../../src/platform/service-module";
import { SPREAD, shardCount, shardDb, UnplacedRead } from "../../src/platform/shards";
import { SERVICES } from "../../src/services";

/** A directory of one test module with the given consumers and ticks (what a service index.ts declares). */
const services = (queues: QueueRoute[], ticks: Record<string, TickHandler> = {}) =>
	serviceDirectory([{ name: "mkt", app: SERVICES.app("mkt")!, queues, ticks }]);

describe("queue dispatch by kind", () => {
	it("acks handled messages, retries failures with backoff, drops malformed and unknown kinds", async () => {
		const seen: string[] = [];
		const dir = services([
			{
				queue: "tasks",
				kind: "test.ok",
				handler: async (job) => {
					seen.push(String(job.body.n));
				},
			},
			{
				queue: "tasks",
				kind: "test.fail",
				handler: async () => {
					throw new Error("downstream down");
				},
			},
			{ queue: "tasks", kind: "test.later", handler: async (job) => job.retry(42) },
		]);
		const batch = createMessageBatch("pasar-tasks", [
			{ id: "m1", timestamp: new Date(), attempts: 1, body: { kind: "test.ok", n: 1 } },
			{ id: "m2", timestamp: new Date(), attempts: 3, body: { kind: "test.fail" } },
			{ id: "m3", timestamp: new Date(), attempts: 1, body: { nokind: true } },
			{ id: "m4", timestamp: new Date(), attempts: 1, body: { kind: "test.unknown" } },
			{ id: "m5", timestamp: new Date(), attempts: 1, body: { kind: "test.later" } },
		]);
		const ctx = createExecutionContext();
		await handleQueue(batch, env, ctx, dir);
		const result = await getQueueResult(batch, ctx);
		expect(seen).toEqual(["1"]);
		expect(result.explicitAcks.sort()).toEqual(["m1", "m3", "m4"]);
		expect(result.retryMessages.map((m) => m.msgId).sort()).toEqual(["m2", "m5"]);
	});

	it("passes the handler's delay, or exponential backoff on a throw, to message.retry", async () => {
		const retries: Record<string, unknown> = {};
		const dir = services([
			{
				queue: "tasks",
				kind: "test.fail",
				handler: async () => {
					throw new Error("downstream down");
				},
			},
			{ queue: "tasks", kind: "test.later", handler: async (job) => job.retry(42) },
		]);
		const message = (id: string, attempts: number, body: unknown) => ({
			id,
			attempts,
			body,
			timestamp: new Date(),
			ack() {},
			retry(opts?: { delaySeconds?: number }) {
				retries[id] = opts?.delaySeconds;
			},
		});
		const batch = {
			queue: "pasar-tasks",
			messages: [
				message("a", 3, { kind: "test.fail" }),
				message("b", 1, { kind: "test.later" }),
				message("c", 20, { kind: "test.fail" }),
			],
			ackAll() {},
			retryAll() {},
		} as unknown as MessageBatch;
		await handleQueue(batch, env, createExecutionContext(), dir);
		expect(retries).toEqual({ a: 8, b: 42, c: 300 });
	});

	it("routes dead letters to the <kind>.dead handler", async () => {
		const dead: unknown[] = [];
		const dir = services([
			{
				queue: "webhooks-dlq",
				kind: "test.deliver.dead",
				handler: async (job) => {
					dead.push(job.body);
				},
			},
		]);
		const batch = createMessageBatch("pasar-webhooks-dlq", [
			{ id: "d1", timestamp: new Date(), attempts: 1, body: { kind: "test.deliver", id: "x" } },
		]);
		const ctx = createExecutionContext();
		await handleQueue(batch, env, ctx, dir);
		expect(dead).toEqual([{ kind: "test.deliver", id: "x" }]);
		expect((await getQueueResult(batch, ctx)).explicitAcks).toEqual(["d1"]);
	});
});

describe("scheduled dispatch", () => {
	it("runs every registered tick once per shard of its service's database, isolating failures", async () => {
		const ran: number[] = [];
		const failed: number[] = [];
		const dir = services([], {
			mkt: async (now) => {
				failed.push(now);
				throw new Error("one service failing");
			},
			"mkt.other": async (now, e) => {
				ran.push(now);
				// Each run sees one shard as DB_MKT: a marker written through it lands on that shard only.
				await e.DB_MKT.prepare("CREATE TABLE IF NOT EXISTS tick_marks (n INTEGER)").run();
				await e.DB_MKT.prepare("INSERT INTO tick_marks VALUES (?)").bind(ran.length).run();
				// Another service's database is not this tick's to scan: reading it is refused, not shard 0.
				if (SPREAD.has("DB_SECRETS")) expect(() => e.DB_SECRETS).toThrow(UnplacedRead);
			},
		});
		await handleScheduled(1_700_000_000_000, env, createExecutionContext(), dir);
		expect(shardCount(env, "DB_MKT")).toBe(2);
		expect(ran).toEqual([1_700_000_000_000, 1_700_000_000_000]);
		expect(failed).toHaveLength(2);
		for (const [i, n] of [
			[0, 1],
			[1, 2],
		]) {
			const db = shardDb(env, "DB_MKT", i);
			expect((await db.prepare("SELECT n FROM tick_marks").all<{ n: number }>()).results).toEqual([{ n }]);
			await db.prepare("DROP TABLE tick_marks").run();
		}
	});
});
