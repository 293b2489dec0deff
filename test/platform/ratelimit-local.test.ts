// Rate limits decided in the isolate (src/platform/ratelimit/local.ts, issue 27): exact within one
// isolate; across isolates a gate admits at most its limit plus what the other isolates admitted
// since their last report (one sync interval), and every isolate refuses once the reports are in.
// Two limiter instances stand for two isolates sharing one RateLimiter object.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { localRateLimiter, SYNC_INTERVAL_MS, type SyncReport } from "../../src/platform/ratelimit/local";
import { freshWindow } from "../helpers/ratelimit";

function isolate() {
	const calls: SyncReport[] = [];
	const limiter = localRateLimiter({
		service: "test",
		sync: (e, name, report) => {
			calls.push(report);
			return e.RATE_LIMITER.get(e.RATE_LIMITER.idFromName(name)).sync(report);
		},
	});
	return { limiter, calls };
}

const gateName = () => `test:${crypto.randomUUID()}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("one isolate: exact", () => {
	it("the 61st heavy request in a minute is refused, also when 70 race; one object call decides nothing", async () => {
		await freshWindow();
		const { limiter, calls } = isolate();
		const name = gateName();
		const results = await Promise.all(Array.from({ length: 70 }, () => limiter.take(env, name, "heavy", 60)));
		expect(results.filter((r) => r.allowed)).toHaveLength(60);
		expect(results.filter((r) => !r.allowed)).toHaveLength(10);
		expect(
			results
				.filter((r) => r.allowed)
				.map((r) => r.remaining)
				.sort((a, b) => a - b),
		).toEqual(Array.from({ length: 60 }, (_, i) => i));
		expect((await limiter.take(env, name, "heavy", 60)).allowed).toBe(false);
		// other classes count apart
		expect((await limiter.take(env, name, "read", 600)).remaining).toBe(599);
		// only the cold start asked the object before deciding (it had nothing to report); any other call
		// is a report of requests already admitted (one follows at once if the cold start took over a
		// sync interval, as it can on a loaded machine)
		expect(calls[0].deltas).toEqual({});
		for (const later of calls.slice(1)) expect(Object.values(later.deltas).some((n) => n > 0)).toBe(true);
		expect(calls.length).toBeLessThanOrEqual(2);
		await limiter.flush(env, name);
		const stub = env.RATE_LIMITER.get(env.RATE_LIMITER.idFromName(name));
		expect(await stub.peek("heavy")).toBe(60);
		expect(await stub.peek("read")).toBe(1);
	});

	it("reports at most once per sync interval per gate, and once after a burst", async () => {
		await freshWindow();
		const { limiter, calls } = isolate();
		const name = gateName();
		const started = Date.now();
		let n = 0;
		while (Date.now() - started < 2.5 * SYNC_INTERVAL_MS) {
			await limiter.take(env, name, "", 100_000);
			n++;
			await sleep(10);
		}
		await sleep(SYNC_INTERVAL_MS + 200);
		// the cold start, about one a second while the traffic lasted, one trailing after it
		expect(calls.length).toBeGreaterThanOrEqual(3);
		expect(calls.length).toBeLessThanOrEqual(5);
		expect(calls.reduce((sum, r) => sum + (r.deltas[""] ?? 0), 0)).toBe(n);
		expect(await env.RATE_LIMITER.get(env.RATE_LIMITER.idFromName(name)).peek()).toBe(n);
	});
});

describe("two isolates: the documented bound", () => {
	it("admits at most the limit plus what the other isolate admitted since its last report; both refuse after one sync", async () => {
		await freshWindow();
		const a = isolate();
		const b = isolate();
		const name = gateName();
		const limit = 60;
		// both start from the object's count (0) before either admits anything (another class warms each
		// gate, so no cold-start read of B's can see A's report on a slow machine); a burst runs without
		// yielding to I/O, so neither hears of the other's requests meanwhile
		await a.limiter.take(env, name, "warm", limit);
		await b.limiter.take(env, name, "warm", limit);
		const burst = async (x: ReturnType<typeof isolate>) => {
			let admitted = 0;
			while ((await x.limiter.take(env, name, "", limit)).allowed) admitted++;
			return admitted;
		};
		const byA = await burst(a);
		const byB = await burst(b);
		expect(byA).toBe(limit);
		// B's view lagged A's by one report: it admitted its own full limit, the worst case of the bound
		expect(byA + byB).toBeLessThanOrEqual(limit + byA);
		expect(byA + byB).toBeGreaterThan(limit);
		// one report each: the object holds the true total and both isolates refuse from then on
		await a.limiter.flush(env, name);
		await b.limiter.flush(env, name);
		await a.limiter.flush(env, name);
		expect(await env.RATE_LIMITER.get(env.RATE_LIMITER.idFromName(name)).peek()).toBe(byA + byB);
		expect(a.limiter.inspect(name)?.synced[""]).toBe(byA + byB);
		expect((await a.limiter.take(env, name, "", limit)).allowed).toBe(false);
		expect((await b.limiter.take(env, name, "", limit)).allowed).toBe(false);
	});

	it("a fresh isolate starts from the global count, not from zero", async () => {
		await freshWindow();
		const a = isolate();
		const name = gateName();
		for (let i = 0; i < 50; i++) expect((await a.limiter.take(env, name, "", 60)).allowed).toBe(true);
		await a.limiter.flush(env, name);
		const late = isolate();
		const first = await late.limiter.take(env, name, "", 60);
		expect(first).toMatchObject({ allowed: true, remaining: 9 });
	});
});
