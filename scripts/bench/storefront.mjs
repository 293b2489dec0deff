// Bench (issue 17), every ratio against the bare GET /ping in the same run on the local dev server,
// slices interleaved: a cached product page >= 0.9 x, a first render (Cache-Control: no-cache, so
// D1 and the renderer run every time) >= 0.5 x, and GET /mkt/api/v1/storefront/products (secret
// key, 20 products with their files and page addresses) >= 0.5 x.
//
//   npm run bench -- storefront
//   BENCH_SLICES=10 BENCH_SLICE_MS=1000 BENCH_CONCURRENCY=32 BENCH_PORT=8795 npm run bench -- storefront
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { adminCall, startLocal } from "../dev.mjs";
import { slice } from "./_slice.mjs";

const SLICES = Number(process.env.BENCH_SLICES ?? 10);
const SLICE_MS = Number(process.env.BENCH_SLICE_MS ?? 1000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const PORT = Number(process.env.BENCH_PORT ?? 8795);
const MIN = { cached: 0.9, render: 0.5, list: 0.5 };

const persistTo = mkdtempSync(join(tmpdir(), "pasar-bench-"));
console.log(`[bench] starting wrangler dev on 127.0.0.1:${PORT} (fresh state in ${persistTo})`);
const server = await startLocal({ port: PORT, persistTo, quiet: true, vars: { LOG_LEVEL: "warn" } });
let failed = false;
try {
	const { url, adminToken } = server;
	if (!/^http:\/\/127\.0\.0\.1:/.test(url)) throw new Error("the bench runs against loopback only");
	const ws = (await adminCall(url, adminToken, "POST", "/v1/workspaces", { name: "Bench shop" })).body.data.id;
	await adminCall(url, adminToken, "PUT", `/v1/workspaces/${ws}/plans/store`, { plan: "growth" });
	const { key } = (await adminCall(url, adminToken, "POST", `/v1/workspaces/${ws}/credentials`, { service: "store" }))
		.body.data;
	const auth = { Authorization: `Bearer ${key}`, "Content-Type": "application/json" };
	const pages = [];
	for (let i = 0; i < 20; i++) {
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

	const t = Object.fromEntries(Object.keys(fires).map((k) => [k, { n: 0, ms: 0, statuses: new Map() }]));
	for (let i = 0; i < SLICES; i++) {
		for (const [k, fire] of Object.entries(fires)) {
			const s = await slice(fire, SLICE_MS, CONCURRENCY, t[k].statuses);
			t[k].n += s.n;
			t[k].ms += s.ms;
		}
	}
	const st = (m) => JSON.stringify(Object.fromEntries(m));
	for (const k of Object.keys(fires))
		if (t[k].statuses.size !== 1 || !t[k].statuses.has(200))
			throw new Error(`${k} must all be 200, got ${st(t[k].statuses)}`);
	const rps = (k) => (t[k].n / t[k].ms) * 1000;
	const label = {
		bare: "GET /ping",
		cached: "product page (cached)",
		render: "product page (first render)",
		list: "GET /storefront/products",
	};
	for (const k of Object.keys(fires))
		console.log(`  ${label[k].padEnd(32)} ${rps(k).toFixed(0).padStart(6)} req/s  (${t[k].n} requests)`);
	for (const k of ["cached", "render", "list"]) {
		const ratio = rps(k) / rps("bare");
		console.log(`[bench] ratio ${k}/ping = ${ratio.toFixed(2)} (required >= ${MIN[k]})`);
		if (ratio < MIN[k]) {
			console.error(`[bench] FAIL: ${k} ratio ${ratio.toFixed(2)} is below ${MIN[k]}`);
			failed = true;
		}
	}
} catch (err) {
	console.error(`[bench] error: ${err instanceof Error ? err.message : String(err)}`);
	failed = true;
} finally {
	await server.stop();
	rmSync(persistTo, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
