import { expect } from "vitest";

/**
 * Issue 37 item 1b: a parser of tenant input must do work in proportion to its input. `prepare(n)` builds
 * the input of size n (untimed) and returns the work to time; times the work at n and 2n (best of up to three runs each, after a warm-up for the JIT) and requires doubling the input
 * to cost at most about 3× the time (quadratic work costs 4×), with a floor of `floorMs` (default 150 ms: timers are coarse and the CPUs shared; quadratic work at these sizes takes seconds),
 * and, when `maxMs` is given, the larger input to finish under it.
 */
export async function expectLinear(
	label: string,
	prepare: (n: number) => () => unknown,
	n: number,
	opts: { maxMs?: number; floorMs?: number } = {},
) {
	const best = async (m: number) => {
		let min = Number.POSITIVE_INFINITY;
		let spent = 0;
		const work = prepare(m);
		for (let k = 0; k < 3 && spent < 1000; k++) {
			const t0 = performance.now();
			await work();
			const ms = performance.now() - t0;
			min = Math.min(min, ms);
			spent += ms;
		}
		return min;
	};
	await best(Math.max(1, n >> 2));
	// Measured twice at most: a machine busy with other work (CI runs files in parallel) can stall one
	// measurement, while a super-linear parser is 4× slower at 2n every time.
	let small = 0;
	let big = 0;
	for (let attempt = 0; attempt < 2; attempt++) {
		small = await best(n);
		big = await best(2 * n);
		if (big < Math.max(3 * small, opts.floorMs ?? 150)) break;
	}
	const why = `${label}: n=${n} took ${small.toFixed(1)} ms, 2n took ${big.toFixed(1)} ms`;
	expect(big, why).toBeLessThan(Math.max(3 * small, opts.floorMs ?? 150));
	if (opts.maxMs !== undefined) expect(big, why).toBeLessThan(opts.maxMs);
}
