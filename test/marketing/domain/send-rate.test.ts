import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
	BURST_MS,
	badPenalty,
	badReservation,
	MAX_PENALTY_MS,
	penalize,
	reserve,
} from "../../../src/services/marketing/campaigns/domain/send-rate";

/** Runs reservations [n, msSincePrevious] from a fresh bucket at perSecond; answers each planned start (ms). */
function plan(perSecond: number, calls: Array<[number, number]>) {
	let nextFree = 0;
	let now = 1_000_000;
	return calls.map(([n, gap]) => {
		now += gap;
		const r = reserve(nextFree, now, n, perSecond);
		nextFree = r.nextFree;
		return { n, start: now + r.waitMs };
	});
}

describe("send rate (token bucket as a virtual clock)", () => {
	it("10 reservations of 100 at 500/s at one instant: 500 at once (one second's burst), then one every 200 ms", () => {
		expect(
			plan(
				500,
				Array.from({ length: 10 }, () => [100, 0]),
			).map((p) => p.start - 1_000_000),
		).toEqual([0, 0, 0, 0, 0, 200, 400, 600, 800, 1000]);
	});

	it("never lets starts over any stretch exceed perSecond × (its length + one second), for reservations ≤ one second's worth", () => {
		fc.assert(
			fc.property(
				fc.integer({ min: 1, max: 2000 }),
				fc.array(fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.integer({ min: 0, max: 3000 })), {
					minLength: 1,
					maxLength: 40,
				}),
				(perSecond, raw) => {
					const starts = plan(
						perSecond,
						raw.map(([f, gap]) => [Math.floor(f * perSecond), gap]),
					);
					for (let i = 0; i < starts.length; i++) {
						let sum = 0;
						for (let j = i; j < starts.length; j++) {
							sum += starts[j].n;
							expect(starts[j].start).toBeGreaterThanOrEqual(starts[i].start);
							expect(sum).toBeLessThanOrEqual(
								(perSecond * (starts[j].start - starts[i].start + BURST_MS)) / 1000 + 1e-6,
							);
						}
					}
				},
			),
		);
	});

	it("an idle bucket refills to one second's worth, no more", () => {
		const r1 = reserve(0, 10_000, 50, 50);
		expect(r1.waitMs).toBe(0);
		// An hour idle: still one second's worth at once, the next waits.
		const later = 10_000 + 3600_000;
		const r2 = reserve(r1.nextFree, later, 50, 50);
		expect(r2.waitMs).toBe(0);
		expect(reserve(r2.nextFree, later, 1, 50).waitMs).toBe(20);
	});

	it("a reservation beyond one second's worth waits for its own tokens; n = 0 reads the wait without reserving", () => {
		expect(reserve(0, 10_000, 30, 10).waitMs).toBe(2000);
		const r = reserve(0, 10_000, 20, 10);
		expect(reserve(r.nextFree, 10_000, 0, 10)).toEqual({ nextFree: r.nextFree, waitMs: 1000 });
	});

	it("a 429 pauses until now + ms with an empty bucket; a shorter one never pulls the clock back; capped", () => {
		const now = 50_000;
		const paused = penalize(0, now, 3000);
		expect(paused).toBe(now + 3000);
		expect(reserve(paused, now, 100, 500).waitMs).toBe(3200);
		expect(penalize(paused, now, 10)).toBe(paused);
		expect(penalize(0, now, 24 * 3600_000)).toBe(now + MAX_PENALTY_MS);
	});

	it("refuses nonsense arguments", () => {
		expect(badReservation(-1, 10)).toMatch(/n must be/);
		expect(badReservation(1.5, 10)).toMatch(/n must be/);
		expect(badReservation(1, 0)).toMatch(/perSecond/);
		expect(badReservation(1, Number.POSITIVE_INFINITY)).toMatch(/perSecond/);
		expect(badReservation(0, 0.5)).toBeNull();
		expect(badPenalty(Number.NaN)).toMatch(/ms must be/);
		expect(badPenalty(0)).toBeNull();
	});
});
