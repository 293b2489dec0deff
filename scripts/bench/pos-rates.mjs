// Bench (issue 20): POST /pos/api/v1/fulfillment/shipping/rates through the simulated courier
// aggregator (no COURIER_API_KEY: the client speaks Biteship's protocol to the in-process simulator)
// must reach >= 0.3 x the bare GET /ping req/s, measured in the same run (slices interleaved).
// Each request reads the saved origin and prices the parcel; the courier list is kept per isolate.
//
//   npm run bench -- pos-rates
//   BENCH_SLICES=10 BENCH_SLICE_MS=1000 BENCH_CONCURRENCY=32 BENCH_PORT=8805 npm run bench -- pos-rates
import { adminCall } from "../dev.mjs";
import { measureRatios, withBenchServer } from "./_slice.mjs";

const RUN = {
	slices: Number(process.env.BENCH_SLICES ?? 10),
	sliceMs: Number(process.env.BENCH_SLICE_MS ?? 1000),
	concurrency: Number(process.env.BENCH_CONCURRENCY ?? 32),
};
const DESTINATIONS = ["12450", "40115", "60231", "80361", "10110", "12440", "55281", "90111"];

await withBenchServer({ port: Number(process.env.BENCH_PORT ?? 8805) }, async ({ url, adminToken }) => {
	const ws = (await adminCall(url, adminToken, "POST", "/v1/workspaces", { name: "Bench POS rates" })).body.data.id;
	await adminCall(url, adminToken, "PUT", `/v1/workspaces/${ws}/plans/pos`, { plan: "business" });
	const { key } = (await adminCall(url, adminToken, "POST", `/v1/workspaces/${ws}/credentials`, { service: "pos" }))
		.body.data;
	const auth = { Authorization: `Bearer ${key}`, "Content-Type": "application/json" };
	const origin = await fetch(`${url}/pos/api/v1/fulfillment/shipping/origin`, {
		method: "PATCH",
		headers: auth,
		body: JSON.stringify({
			contactName: "Toko Bench",
			phone: "0812345678",
			address: "Jl. Melati 1",
			postalCode: "12440",
		}),
	});
	if (origin.status !== 200) throw new Error(`origin: ${origin.status} ${await origin.text()}`);
	let next = 0;
	const rates = () => {
		const i = next++;
		return fetch(`${url}/pos/api/v1/fulfillment/shipping/rates`, {
			method: "POST",
			headers: auth,
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
	for (let i = 0; i < 200; i++) await (await bare()).arrayBuffer();
	for (let i = 0; i < 100; i++) await (await rates()).arrayBuffer();
	return measureRatios(
		{ bare, rates },
		{ rates: 0.3 },
		{ bare: "GET /ping", rates: "POST /fulfillment/shipping/rates" },
		RUN,
	);
});
