import { env, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { payLimiter, rateLimiterName } from "../../src/services/payments/access/ratelimit";
import { LAST_USED_FLUSH_MS, RATE_WINDOW_MS } from "../../src/services/payments/access/ratelimit.do";
import { createWorkspace, expectEnvelopeError } from "../helpers/http";
import { eventually, mintPayKey, payCall } from "../helpers/pay";
import { expectRateLimited, freshWindow } from "../helpers/ratelimit";
import { dbOf } from "../helpers/shards";

const limiter = (ws: string, environment: string) =>
	env.PAY_RATE_LIMITER.get(env.PAY_RATE_LIMITER.idFromName(rateLimiterName(ws, environment)));

describe("rate-limit headers", () => {
	it("every authenticated response carries X-RateLimit-Limit/Remaining/Reset, counted exactly per class", async () => {
		await freshWindow(8_000);
		const ws = await createWorkspace();
		const k = await mintPayKey(ws);
		const r1 = await payCall(k, "GET", "/v1/api-keys");
		const r2 = await payCall(k, "GET", `/v1/api-keys/${k.id}`);
		const notFound = await payCall(k, "GET", "/v1/api-keys/akey_01JB4X6N0ZQ8K3C9W2T5V7R1MD");
		const denied = await payCall(k, "GET", "/v1/api-keys", { scope: "apiKeys:write" });
		expect([r1, r2, notFound, denied].map((r) => r.status)).toEqual([200, 200, 404, 403]);
		expect([r1, r2, notFound, denied].map((r) => r.headers.get("x-ratelimit-limit"))).toEqual([
			"600",
			"600",
			"600",
			"600",
		]);
		expect([r1, r2, notFound, denied].map((r) => r.headers.get("x-ratelimit-remaining"))).toEqual([
			"599",
			"598",
			"597",
			"596",
		]);
		const reset = Number(r1.headers.get("x-ratelimit-reset"));
		expect((reset * 1000) % RATE_WINDOW_MS).toBe(0);
		expect(reset * 1000 - Date.now()).toBeGreaterThan(0);
		expect(reset * 1000 - Date.now()).toBeLessThanOrEqual(RATE_WINDOW_MS);

		// writes are their own class (apiKeys:write is mutating_heavy: 60 a minute)
		const post = await payCall(k, "POST", "/v1/api-keys", { body: { name: "h" } });
		const invalid = await payCall(k, "POST", "/v1/api-keys", { body: {} });
		const del = await payCall(k, "DELETE", `/v1/api-keys/${post.body.data.id}`);
		expect([post.status, invalid.status, del.status]).toEqual([201, 400, 204]);
		expect([post, invalid, del].map((r) => r.headers.get("x-ratelimit-limit"))).toEqual(["60", "60", "60"]);
		expect([post, invalid, del].map((r) => r.headers.get("x-ratelimit-remaining"))).toEqual(["59", "58", "57"]);
		// decided in this isolate; the gate object hears of them at the next report (at most a second later)
		await payLimiter.flush(env, rateLimiterName(ws, "test"));
		expect(await runInDurableObject(limiter(ws, "test"), (o) => o.peek("read"))).toBe(4);
	});

	it("401s are not attributed to a workspace and carry no rate headers", async () => {
		const ws = await createWorkspace();
		const k = await mintPayKey(ws);
		const res = await payCall({ keyId: k.keyId, key: "sk_test_nope" }, "GET", "/v1/api-keys");
		expect(res.status).toBe(401);
		expect(res.headers.get("x-ratelimit-limit")).toBeNull();
	});
});

describe("429", () => {
	it("the 61st mutating_heavy request in a minute is 429 with Retry-After; other classes, environments and workspaces are unaffected", async () => {
		await freshWindow(15_000);
		const ws = await createWorkspace();
		const k = await mintPayKey(ws);
		// 70 concurrent requests: the count is exact, so exactly 60 pass (they fail validation, which still counts).
		const results = await Promise.all(
			Array.from({ length: 70 }, () => payCall(k, "POST", "/v1/api-keys", { body: { bad: true } })),
		);
		expect(results.filter((r) => r.status === 400)).toHaveLength(60);
		const limited = results.filter((r) => r.status === 429);
		expect(limited).toHaveLength(10);
		for (const r of limited) expectRateLimited(r, "rate_limited", 60);
		// a valid create is refused too, and nothing is created
		expect((await payCall(k, "POST", "/v1/api-keys", { body: { name: "late" } })).status).toBe(429);
		// reads are another class
		const read = await payCall(k, "GET", "/v1/api-keys");
		expect(read.status).toBe(200);
		expect(read.body.data).toHaveLength(1);
		// the live environment and another workspace have their own buckets
		const live = await mintPayKey(ws, { environment: "live" });
		expect(
			(await payCall(live, "POST", "/v1/api-keys", { body: { name: "live ok", environment: "live" } })).status,
		).toBe(201);
		const other = await mintPayKey(await createWorkspace());
		expect((await payCall(other, "POST", "/v1/api-keys", { body: { name: "other ok" } })).status).toBe(201);
	});

	it("read is 600 a minute: a full bucket refuses the next GET", async () => {
		await freshWindow(8_000);
		const ws = await createWorkspace();
		const k = await mintPayKey(ws);
		// 599 reads already counted this minute (through the object's own entry point)
		await runInDurableObject(limiter(ws, "test"), async (o) => {
			for (let i = 0; i < 599; i++) await o.hit("read", 600, null);
		});
		const last = await payCall(k, "GET", "/v1/api-keys");
		expect(last.status).toBe(200);
		expect(last.headers.get("x-ratelimit-remaining")).toBe("0");
		const refused = await payCall(k, "GET", "/v1/api-keys");
		expectEnvelopeError(refused, 429, "rate_limited");
		expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
	});
});

describe("lastUsedAt coalescing (no D1 write per request)", () => {
	it("the first use is flushed at once; later uses within a minute wait for one trailing flush", async () => {
		const ws = await createWorkspace();
		const k = await mintPayKey(ws);
		const db = await dbOf("DB_PAY", ws);
		const read = () =>
			db.prepare("SELECT last_used_at AS t FROM api_keys WHERE id = ?").bind(k.id).first<{ t: number | null }>();
		expect((await payCall(k, "GET", "/v1/api-keys")).status).toBe(200);
		const first = await eventually(read, (r) => r?.t != null, 5_000, 50);
		expect(first?.t).not.toBeNull();

		for (let i = 0; i < 5; i++) expect((await payCall(k, "GET", "/v1/api-keys")).status).toBe(200);
		// the uses travel with the isolate's next report to the gate (at most a second later)
		await payLimiter.flush(env, rateLimiterName(ws, "test"));
		const stub = limiter(ws, "test");
		const state = await stub.inspect();
		// D1 still holds the first use; the newer one waits for the alarm a minute after the last flush
		expect((await read())?.t).toBe(first?.t);
		// A use names the key's own workspace: its row is on that workspace's shard (issue 38).
		const usedAt = state.pendingUses[`${ws}/${k.id}`];
		expect(LAST_USED_FLUSH_MS).toBe(60_000);
		expect(state.alarm).toBe(state.lastFlush + LAST_USED_FLUSH_MS);
		expect(usedAt).toBeGreaterThan(first?.t as number);
		expect(await runDurableObjectAlarm(stub)).toBe(true);
		expect((await read())?.t).toBe(usedAt);
		expect((await stub.inspect()).pendingUses).toEqual({});
	});
});
