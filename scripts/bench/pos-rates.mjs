// Bench (issue 20): POST /pos/api/v1/fulfillment/shipping/rates through the simulated courier
// aggregator (no COURIER_API_KEY: the client speaks Biteship's protocol to the in-process simulator)
// must reach >= 0.3 x the bare GET /ping req/s, measured in the same run (slices interleaved).
// Each request reads the saved origin and prices the parcel; the courier list is kept per isolate.
// POS allows 60 courier calls per workspace and minute, so the quotes are spread round robin over
// enough workspaces, each with its saved origin (issue 37): many shops quoting at once.
//
//   npm run bench -- pos-rates
//   BENCH_SLICES=10 BENCH_SLICE_MS=1000 BENCH_CONCURRENCY=32 BENCH_PORT=8805 npm run bench -- pos-rates
import { measureRatios, roundRobin, sized, withBenchServer, workspacePool, workspacesFor } from "./_slice.mjs";

const RUN = {
	slices: Number(process.env.BENCH_SLICES ?? sized(10, 1)),
	sliceMs: Number(process.env.BENCH_SLICE_MS ?? sized(1000, 200)),
	concurrency: Number(process.env.BENCH_CONCURRENCY ?? sized(32, 4)),
};
const DESTINATIONS = ["12450", "40115", "60231", "80361", "10110", "12440", "55281", "90111"];
const WARM = sized(100, 5);
/** Quotes in the measured slices at most, whatever the machine's speed (60 a minute per workspace). */
const MAX_RATES = sized(3_000, 20);
const WORKSPACES = workspacesFor(MAX_RATES + WARM + 1, 60);

/** Each workspace's shipping origin, saved through the API. */
async function saveOrigin(url, key) {
	const origin = await fetch(`${url}/pos/api/v1/fulfillment/shipping/origin`, {
		method: "PATCH",
		headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
		body: JSON.stringify({
			contactName: "Toko Bench",
			phone: "0812345678",
			address: "Jl. Melati 1",
			postalCode: "12440",
		}),
	});
	if (origin.status !== 200) throw new Error(`origin: ${origin.status} ${await origin.text()}`);
	return {};
}

await withBenchServer({ port: Number(process.env.BENCH_PORT ?? 8805) }, async (server) => {
	const { url } = server;
	const pool = await workspacePool(server, {
		count: WORKSPACES,
		name: "Bench POS rates",
		service: "pos",
		plan: "business",
		prepare: ({ key }) => saveOrigin(url, key),
	});
	const nextAuth = roundRobin(
		pool.map(({ key }) => ({ Authorization: `Bearer ${key}`, "Content-Type": "application/json" })),
	);
	let next = 0;
	const rates = () => {
		const i = next++;
		return fetch(`${url}/pos/api/v1/fulfillment/shipping/rates`, {
			method: "POST",
			headers: nextAuth(),
			body: JSON.stringify({
				destination: { postalCode: DESTINATIONS[i % DESTINATIONS.length] },
				items: [{ name: "Kopi", value: 50_000, weight: 250 + (i % 7) * 300, quantity: 1 + (i % 3) }],
				insurance: i % 2 ? 100_000 : 0,
			}),
		});
	};
	const bare = () => fetch(`${url}/ping`);
	const probe = await (await rates()).json();
	if (!Array.isArray(probe.data) || !probe.data[0]?.price) throw new Error(`rates probe: ${JSON.stringify(probe)}`);
	console.log(`[bench] ${probe.data.length} rates in the probe answer`);
	for (let i = 0; i < sized(200, 10); i++) await (await bare()).arrayBuffer();
	// One quote per workspace at least: a workspace's first request in the isolate waits for its limiter's sync.
	for (let i = 0; i < Math.max(WARM, pool.length); i++) await (await rates()).arrayBuffer();
	return measureRatios(
		{ bare, rates },
		{ rates: 0.3 },
		{ bare: "GET /ping", rates: "POST /fulfillment/shipping/rates" },
		{ ...RUN, caps: { rates: MAX_RATES } },
	);
});
