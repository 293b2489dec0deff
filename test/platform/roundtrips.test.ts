import { env, SELF } from "cloudflare:test";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { describe, expect, it } from "vitest";
import { backgroundEnv, meteredEnv, meterOf, newMeter } from "../../src/platform/roundtrips";
import { SHARDED_DBS, shardCount } from "../../src/platform/shards";
import { ORIGIN } from "../helpers/http";
import { roundTrips } from "../helpers/roundtrips";

describe("storage round trips per request (Server-Timing in development)", () => {
	it("the bare /ping makes none and says so", async () => {
		const res = await SELF.fetch(`${ORIGIN}/ping`);
		expect(await res.text()).toBe("pong");
		const rt = roundTrips(res);
		expect(rt.d1).toBe(0);
		expect(rt.do).toBe(0);
		expect(rt.total).toBeGreaterThanOrEqual(0);
		expect(res.headers.get("server-timing")).toMatch(/^d1;desc="0", do;desc="0", total;dur=\d+$/);
	});

	it("/health counts one D1 call per database: the platform's and every shard of each service's", async () => {
		const res = await SELF.fetch(`${ORIGIN}/health`);
		expect(res.status).toBe(200);
		const shards = SHARDED_DBS.map((db) => shardCount(env, db));
		expect(shards.every((n) => n === 2)).toBe(true);
		expect(roundTrips(res)).toMatchObject({ d1: 1 + 14, do: 0 });
		const body = (await res.json()) as { data: { services: Record<string, { shards: number; ok: boolean }> } };
		expect(body.data.services.pos).toMatchObject({ database: "DB_POS", shards: 2, ok: true });
	});

	it("404 envelopes of the router and of a service carry the header too", async () => {
		for (const path of ["/nowhere", "/pay/v1/nothing-here"]) {
			const res = await SELF.fetch(`${ORIGIN}${path}`);
			expect(res.status).toBe(404);
			expect(roundTrips(res)).toMatchObject({ d1: 0, do: 0 });
		}
	});
});

describe("meteredEnv", () => {
	it("counts one call per statement run, batch and Durable Object call; variables read through", async () => {
		const meter = newMeter();
		const e = meteredEnv(env, meter);
		expect(e.ENVIRONMENT).toBe(env.ENVIRONMENT);
		expect(meterOf(e)).toBe(meter);
		expect(meterOf(env)).toBeUndefined();
		const one = await e.DB_PLATFORM.prepare("SELECT 1 AS one").first<{ one: number }>();
		expect(one?.one).toBe(1);
		expect((await e.DB_PLATFORM.prepare("SELECT ?1 AS v").bind(7).first("v")) as number).toBe(7);
		await e.DB_PLATFORM.batch([e.DB_PLATFORM.prepare("SELECT 1"), e.DB_PLATFORM.prepare("SELECT 2")]);
		await drizzle(e.DB_PAY).run(sql`SELECT 1`);
		expect(meter.request).toEqual({ d1: 4, do: 0 });
		const stub = e.RATE_LIMITER.get(e.RATE_LIMITER.idFromName(`roundtrips:${crypto.randomUUID()}`));
		expect(stub.id.name).toMatch(/^roundtrips:/);
		await stub.hit(10);
		expect(meter.request).toEqual({ d1: 4, do: 1 });
		expect(meter.background).toEqual({ d1: 0, do: 0 });
	});

	it("work handed to the background, and anything after the answer, counts as background", async () => {
		const meter = newMeter();
		const e = meteredEnv(env, meter);
		await backgroundEnv(e).DB_PAY.prepare("SELECT 1").first();
		expect(meter.request.d1).toBe(0);
		expect(meter.background.d1).toBe(1);
		meter.open = false;
		await e.DB_PAY.prepare("SELECT 1").first();
		expect(meter.background.d1).toBe(2);
		// a raw env is its own background env
		expect(backgroundEnv(env)).toBe(env);
	});

	it("a request's reads see its own writes (one D1 session per database, from the primary)", async () => {
		const e = meteredEnv(env, newMeter());
		const id = `rt_${crypto.randomUUID()}`;
		await e.DB_PLATFORM.prepare("INSERT INTO workspaces (id, name, slug, created_at) VALUES (?, ?, ?, ?)")
			.bind(id, "Round trips", id.replace(/_/g, "-").toLowerCase(), Date.now())
			.run();
		const row = await e.DB_PLATFORM.prepare("SELECT name FROM workspaces WHERE id = ?").bind(id).first("name");
		expect(row).toBe("Round trips");
	});
});
