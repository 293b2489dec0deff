// Bench (issue 17; product pages with variants since issue 39), every ratio against the bare GET /ping in the same run on the local dev server,
// slices interleaved: a cached product page >= 0.9 x, a first render (Cache-Control: no-cache, so
// D1 and the renderer run every time) >= 0.5 x, and GET /mkt/api/v1/storefront/products (secret
// key, 20 products with their files and page addresses) >= 0.5 x.
//
//   npm run bench -- storefront
//   BENCH_SLICES=10 BENCH_SLICE_MS=1000 BENCH_CONCURRENCY=32 BENCH_PORT=8795 npm run bench -- storefront
import { adminCall } from "../dev.mjs";
import { measureRatios, withBenchServer } from "./_slice.mjs";

const RUN = {
	slices: Number(process.env.BENCH_SLICES ?? 10),
	sliceMs: Number(process.env.BENCH_SLICE_MS ?? 1000),
	concurrency: Number(process.env.BENCH_CONCURRENCY ?? 32),
};
const MIN = { cached: 0.9, render: 0.5, list: 0.5 };
const LABELS = {
	bare: "GET /ping",
	cached: "product page (cached)",
	render: "product page (first render)",
	list: "GET /storefront/products",
};

await withBenchServer({ port: Number(process.env.BENCH_PORT ?? 8795) }, async ({ url, adminToken }) => {
	const ws = (await adminCall(url, adminToken, "POST", "/v1/workspaces", { name: "Bench shop" })).body.data.id;
	await adminCall(url, adminToken, "PUT", `/v1/workspaces/${ws}/plans/store`, { plan: "growth" });
	const { key } = (await adminCall(url, adminToken, "POST", `/v1/workspaces/${ws}/credentials`, { service: "store" }))
		.body.data;
	const auth = { Authorization: `Bearer ${key}`, "Content-Type": "application/json" };
	const pages = [];
	// The smoke run in npm test (BENCH_SMOKE) seeds a few: it checks the bench works, not the ratios.
	const products = process.env.BENCH_SMOKE ? 4 : 20;
	for (let i = 0; i < products; i++) {
		const res = await fetch(`${url}/mkt/api/v1/storefront/products`, {
			method: "POST",
			headers: auth,
			body: JSON.stringify({
				name: `Kopi Nusantara ${i}`,
				price: 85_000 + i,
				currency: "IDR",
				type: "physical",
				published: true,
				description: "Kopi **arabika** pilihan dari dataran tinggi.\n\nDisangrai setiap minggu.",
				tags: ["kopi", "arabika"],
			}),
		});
		const body = await res.json();
		if (res.status !== 201) throw new Error(`product: ${res.status} ${JSON.stringify(body)}`);
		// Three variants each (issue 39): the page renders its picker and one JSON-LD Offer per variant.
		for (const [title, priceCents] of [
			["250 g", 85_000],
			["500 g", 160_000],
			["1 kg", 300_000],
		]) {
			const v = await fetch(`${url}/mkt/api/v1/inventory/variants`, {
				method: "POST",
				headers: auth,
				body: JSON.stringify({ productId: body.data.id, title, priceCents }),
			});
			if (v.status !== 201) throw new Error(`variant: ${v.status} ${await v.text()}`);
		}
		pages.push(body.data.pageUrl);
	}
	let next = 0;
	const lang = { "Accept-Language": "id-ID,id;q=0.9" };
	const cached = () => fetch(pages[next++ % pages.length], { headers: lang });
	const render = () => fetch(pages[next++ % pages.length], { headers: { ...lang, "Cache-Control": "no-cache" } });
	const list = () => fetch(`${url}/mkt/api/v1/storefront/products`, { headers: auth });
	const bare = () => fetch(`${url}/ping`);
	const fires = { bare, cached, render, list };
	for (const [name, fire] of Object.entries(fires)) {
		const probe = await fire();
		if (probe.status !== 200) throw new Error(`${name} probe: ${probe.status} ${await probe.text()}`);
		for (let i = 0; i < 50; i++) await (await fire()).arrayBuffer();
	}
	const probe = await cached();
	if (probe.headers.get("X-Cache") !== "HIT") throw new Error("a repeat view was not served from the cache");

	return measureRatios(fires, MIN, LABELS, RUN);
});
