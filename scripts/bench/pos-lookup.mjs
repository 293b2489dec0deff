// Bench (issue 18): GET /pos/api/v1/products/lookup?barcode= over 10,000 variants must reach
// >= 0.5 x the bare GET /ping req/s, measured in the same run (slices interleaved), both printed.
// The barcode is a UNIQUE index per workspace, so a scan is one indexed join whatever the size.
//
//   npm run bench -- pos-lookup
//   BENCH_SLICES=10 BENCH_SLICE_MS=1000 BENCH_CONCURRENCY=32 BENCH_PORT=8796 npm run bench -- pos-lookup
import { adminCall } from "../dev.mjs";
import { measureRatios, withBenchServer } from "./_slice.mjs";

const RUN = {
	slices: Number(process.env.BENCH_SLICES ?? 10),
	sliceMs: Number(process.env.BENCH_SLICE_MS ?? 1000),
	concurrency: Number(process.env.BENCH_CONCURRENCY ?? 32),
};
const PRODUCTS = 100;
const VARIANTS = 100;

await withBenchServer({ port: Number(process.env.BENCH_PORT ?? 8796) }, async ({ url, adminToken }) => {
	const ws = (await adminCall(url, adminToken, "POST", "/v1/workspaces", { name: "Bench POS" })).body.data.id;
	await adminCall(url, adminToken, "PUT", `/v1/workspaces/${ws}/plans/pos`, { plan: "business" });
	const { key } = (await adminCall(url, adminToken, "POST", `/v1/workspaces/${ws}/credentials`, { service: "pos" }))
		.body.data;
	const auth = { Authorization: `Bearer ${key}`, "Content-Type": "application/json" };
	const barcodes = [];
	for (let p = 0; p < PRODUCTS; p++) {
		const variants = Array.from({ length: VARIANTS }, (_, v) => {
			const barcode = `899${String(p * VARIANTS + v).padStart(10, "0")}`;
			barcodes.push(barcode);
			return { name: `V${v}`, price: 1_000 + v, barcode, sku: `SKU-${p}-${v}` };
		});
		const res = await fetch(`${url}/pos/api/v1/products`, {
			method: "POST",
			headers: auth,
			body: JSON.stringify({ name: `Produk ${p}`, variants }),
		});
		if (res.status !== 201) throw new Error(`product: ${res.status} ${await res.text()}`);
	}
	console.log(`[bench] ${barcodes.length} variants`);
	let next = 0;
	const lookup = () =>
		fetch(`${url}/pos/api/v1/products/lookup?barcode=${barcodes[(next++ * 7919) % barcodes.length]}`, {
			headers: auth,
		});
	const bare = () => fetch(`${url}/ping`);
	const probe = await (await lookup()).json();
	if (!probe.data?.variant?.barcode) throw new Error(`lookup probe: ${JSON.stringify(probe)}`);
	for (let i = 0; i < 200; i++) await (await bare()).arrayBuffer();
	for (let i = 0; i < 100; i++) await (await lookup()).arrayBuffer();
	return measureRatios(
		{ bare, lookup },
		{ lookup: 0.5 },
		{ bare: "GET /ping", lookup: "GET /products/lookup?barcode=" },
		RUN,
	);
});
