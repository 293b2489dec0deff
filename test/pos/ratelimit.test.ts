import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { platformLimiter } from "../../src/platform/ratelimit";
import { RATE_WINDOW_MS } from "../../src/platform/ratelimit/local";
import { POS_RATE_LIMITS, posRateClass } from "../../src/services/pos/access/ratelimit";
import { call } from "../helpers/http";
import { pos, posWorkspace } from "../helpers/pos";
import { expectRateLimited, freshWindow } from "../helpers/ratelimit";

const gate = (ws: string) => env.RATE_LIMITER.get(env.RATE_LIMITER.idFromName(`pos:${ws}`));

describe("POS rate classes", () => {
	it("reads, ordinary writes, and the writes that call a courier or payments or mint keys", () => {
		expect(posRateClass("GET", "/api/v1/api-keys")).toBe("read");
		expect(posRateClass("POST", "/api/v1/sales")).toBe("mutating_light");
		expect(posRateClass("POST", "/api/v1/sales/s_1/void")).toBe("mutating_light");
		expect(posRateClass("PATCH", "/api/v1/products/p_1")).toBe("mutating_light");
		for (const p of [
			"/api/v1/api-keys",
			"/api/v1/api-keys/key_1",
			"/api/v1/billing/checkout",
			"/api/v1/fulfillment/shipping-credits/topup",
			"/api/v1/fulfillment/shipping/rates",
			"/api/v1/delivery/rates",
			"/api/v1/fulfillment/shipments",
			"/api/v1/fulfillment/shipments/shp_1/rebook",
			"/api/v1/delivery/sales/s_1/dispatch",
			"/api/v1/products/bulk-category",
		])
			expect(posRateClass(p.endsWith("key_1") ? "DELETE" : "POST", p), p).toBe("mutating_heavy");
		expect(POS_RATE_LIMITS).toEqual({ read: 600, mutating_light: 300, mutating_heavy: 60 });
	});
});

describe("POS rate limits", () => {
	it("every authenticated answer carries X-RateLimit-*, counted per class; public routes none", async () => {
		await freshWindow(15_000);
		const { key } = await posWorkspace();
		const a = await pos(key, "GET", "/outlets");
		const b = await pos(key, "GET", "/outlets/out_nope");
		const w = await pos(key, "POST", "/outlets", { name: "Toko" });
		expect([a.status, b.status, w.status]).toEqual([200, 404, 201]);
		expect([a, b].map((r) => r.headers.get("x-ratelimit-limit"))).toEqual(["600", "600"]);
		expect([a, b].map((r) => r.headers.get("x-ratelimit-remaining"))).toEqual(["599", "598"]);
		expect(w.headers.get("x-ratelimit-limit")).toBe("300");
		expect(w.headers.get("x-ratelimit-remaining")).toBe("299");
		expect((Number(a.headers.get("x-ratelimit-reset")) * 1000) % RATE_WINDOW_MS).toBe(0);
		const health = await call("GET", "/pos/api/v1/health");
		expect(health.status).toBe(200);
		expect(health.headers.get("x-ratelimit-limit")).toBeNull();
	});

	it("the 61st heavy request in a minute is 429 with Retry-After, with one isolate and racing; other classes and workspaces go on", async () => {
		await freshWindow(15_000);
		const { ws, key } = await posWorkspace();
		// 70 racing requests: decided in this isolate's memory, so exactly 60 pass (failed validation still counts).
		const results = await Promise.all(Array.from({ length: 70 }, () => pos(key, "POST", "/api-keys", { bad: 1 })));
		expect(results.filter((r) => r.status === 400)).toHaveLength(60);
		const limited = results.filter((r) => r.status === 429);
		expect(limited).toHaveLength(10);
		for (const r of limited) expectRateLimited(r, "RATE_LIMITED", 60);
		// the 71st, valid, is refused and creates nothing
		expect((await pos(key, "POST", "/api-keys", { name: "late" })).status).toBe(429);
		const keys = await pos(key, "GET", "/api-keys");
		expect(keys.status).toBe(200);
		expect(keys.body.data).toHaveLength(1);
		// ordinary writes are their own class; another workspace its own gate
		expect((await pos(key, "POST", "/outlets", { name: "Cabang" })).status).toBe(201);
		const other = await posWorkspace();
		expect((await pos(other.key, "POST", "/api-keys", { bad: 1 })).status).toBe(400);
		// the gate's object learns the count in the background (what other isolates start from)
		await platformLimiter.flush(env, `pos:${ws}`);
		expect(await gate(ws).peek("mutating_heavy")).toBe(60);
	});

	it("another isolate's requests, once synchronised, count here: a fresh isolate starts from the global count", async () => {
		await freshWindow(15_000);
		const { ws, key } = await posWorkspace();
		// 55 heavy requests admitted elsewhere and reported to the gate's object
		await gate(ws).sync({ windowStart: Date.now() - (Date.now() % RATE_WINDOW_MS), deltas: { mutating_heavy: 55 } });
		platformLimiter.clear();
		const results = [];
		for (let i = 0; i < 7; i++) results.push((await pos(key, "POST", "/api-keys", { bad: 1 })).status);
		expect(results).toEqual([400, 400, 400, 400, 400, 429, 429]);
	});
});
