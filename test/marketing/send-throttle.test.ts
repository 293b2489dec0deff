// The per-channel send throttle (issue 40): the SendThrottle object through env.SEND_THROTTLE (RPC in
// workerd), called through the campaigns' client (throttle.ts) as the send path calls it. The
// arithmetic is unit-tested in domain/send-rate.test.ts; here real time passes between calls, so each
// start is measured as the caller sees it (when the answer arrived, plus the wait).
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { BURST_MS, MAX_PENALTY_MS } from "../../src/services/marketing/campaigns/domain/send-rate";
import { backOffSends, reserveSends } from "../../src/services/marketing/campaigns/throttle";

const channel = () => `ch_test_${crypto.randomUUID()}`;
/** Clock slack: RPC latency and the time the object's clock moves between calls on a busy machine (ms). */
const SLACK_MS = 150;

describe("SendThrottle", () => {
	it("10 concurrent reservations of 100 at 500/s: one second's burst, then starts spaced so they stay ≤ 500/s", async () => {
		const ch = channel();
		const t0 = Date.now();
		const starts = await Promise.all(
			Array.from({ length: 10 }, async () => {
				const wait = await reserveSends(env, ch, 100, 500);
				return { wait, start: Date.now() + wait };
			}),
		);
		starts.sort((a, b) => a.start - b.start);
		// Messages started by the k-th start never exceed the rate over the time since the first plus one second's burst.
		starts.forEach(({ start }, i) => {
			expect((i + 1) * 100).toBeLessThanOrEqual((500 * (start - starts[0].start + BURST_MS + SLACK_MS)) / 1000);
		});
		// The waits spread: half went at once (the burst), the last about a second later (500 more at 500/s).
		expect(starts.filter((s) => s.wait === 0).length).toBeGreaterThanOrEqual(5);
		expect(starts[9].start - t0).toBeGreaterThan(1000 - SLACK_MS);
		expect(starts[9].start - t0).toBeLessThan(1000 + SLACK_MS * 2);
	});

	it("channels are independent", async () => {
		const [a, b] = [channel(), channel()];
		expect(await reserveSends(env, a, 500, 500)).toBe(0);
		expect(await reserveSends(env, b, 500, 500)).toBe(0);
		expect(await reserveSends(env, a, 250, 500)).toBeGreaterThan(500 - SLACK_MS);
	});

	it("penalize (a provider's 429) pushes later reservations past the pause; a shorter one never pulls it back", async () => {
		const ch = channel();
		expect(await reserveSends(env, ch, 10, 500)).toBe(0);
		await backOffSends(env, ch, 3000);
		const after = await reserveSends(env, ch, 100, 500);
		expect(after).toBeGreaterThan(3000 + 200 - SLACK_MS);
		expect(after).toBeLessThanOrEqual(3000 + 200);
		await backOffSends(env, ch, 10);
		expect(await reserveSends(env, ch, 100, 500)).toBeGreaterThan(3000 + 400 - SLACK_MS);
	});

	it("caps a penalty at MAX_PENALTY_MS; the client refuses nonsense arguments before the RPC", async () => {
		const ch = channel();
		await backOffSends(env, ch, 24 * 3600_000);
		const wait = await reserveSends(env, ch, 0, 1);
		expect(wait).toBeLessThanOrEqual(MAX_PENALTY_MS);
		expect(wait).toBeGreaterThan(MAX_PENALTY_MS - SLACK_MS);
		const other = channel();
		await expect(reserveSends(env, other, -1, 10)).rejects.toThrow(/n must be/);
		await expect(reserveSends(env, other, 1.5, 10)).rejects.toThrow(/n must be/);
		await expect(reserveSends(env, other, 1, 0)).rejects.toThrow(/perSecond/);
		await expect(backOffSends(env, other, -5)).rejects.toThrow(/ms must be/);
		expect(await reserveSends(env, other, 1, 10)).toBe(0);
	});
});
