// What every bench shares: fire one route with a number of workers for a slice of time.

/**
 * Fires `fire` with `concurrency` workers for `ms` (each worker sends at least one request, so a
 * slow route is still measured), at most `budget` requests; counts statuses. Returns the count and
 * the elapsed ms.
 */
export async function slice(fire, ms, concurrency, statuses, budget = Number.POSITIVE_INFINITY) {
	const until = Date.now() + ms;
	let n = 0;
	const t0 = performance.now();
	const worker = async () => {
		do {
			if (n >= budget) break;
			n++;
			const res = await fire();
			await res.arrayBuffer();
			statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
		} while (Date.now() < until);
	};
	await Promise.all(Array.from({ length: concurrency }, worker));
	return { n, ms: performance.now() - t0 };
}
