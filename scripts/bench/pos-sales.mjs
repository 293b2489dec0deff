// Bench (issue 19), one run against one fresh local state, slices interleaved with the bare
// GET /ping so machine noise hits every route alike:
//   POST /pos/api/v1/sales          >= 0.2 x /ping req/s (a COMPLETED sale: totals, stock take, movement, event)
//   GET  /pos/api/v1/sales/{id}     >= 0.5 x /ping req/s (the full receipt: sale, items, payments, customer)
//   GET  /pos/api/v1/reports/summary over 10,000 COMPLETED sales: median < 200 ms
// The 10,000 sales are copies of one sale rung through POST /sales (same row shapes, their own ids,
// payment methods and soldAt spread over the last 29 days), written by one SQL file through
// `wrangler d1 execute --local` while the server is stopped: ringing them one by one takes minutes
// on a 2-core machine, and the report's cost depends on the rows, not on how they got there. The
// variant tracks stock with a level far above what the run sells, so no measured sale is refused.
//
//   npm run bench -- pos-sales
//   BENCH_SLICES=10 BENCH_SLICE_MS=1000 BENCH_CONCURRENCY=32 BENCH_SALES=10000 BENCH_PORT=8797 npm run bench -- pos-sales
import { adminCall } from "../dev.mjs";
import { slice, withBenchServer } from "./_slice.mjs";

const RUN = {
	slices: Number(process.env.BENCH_SLICES ?? 10),
	sliceMs: Number(process.env.BENCH_SLICE_MS ?? 1000),
	concurrency: Number(process.env.BENCH_CONCURRENCY ?? 32),
	/** Idle time after each slice: a sale's background work (its event's deliveries) must not bill the next route's slice. */
	pauseMs: Number(process.env.BENCH_PAUSE_MS ?? 1000),
};
const PORT = Number(process.env.BENCH_PORT ?? 8797);
const SALES = Number(process.env.BENCH_SALES ?? 10_000);
const SUMMARY_RUNS = Number(process.env.BENCH_SUMMARY_RUNS ?? 25);
const BARS = { post: 0.2, get: 0.5 };
const SUMMARY_MEDIAN_MS = 200;
const PRICE = 10_000;
const TOTAL = 11_100; // 10,000 + 11% exclusive tax
const DAY_MS = 86_400_000;
const JAKARTA_S = 7 * 3600; // the outlet's zone, Asia/Jakarta (no daylight saving): soldDate = date(soldAt + 7 h)

/** The workspace, its key, an outlet, a stocked variant and one sale rung through the API (the copies' template). */
async function setUp(url, adminToken) {
	const ws = (await adminCall(url, adminToken, "POST", "/v1/workspaces", { name: "Bench POS sales" })).body.data.id;
	await adminCall(url, adminToken, "PUT", `/v1/workspaces/${ws}/plans/pos`, { plan: "business" });
	const { key } = (await adminCall(url, adminToken, "POST", `/v1/workspaces/${ws}/credentials`, { service: "pos" }))
		.body.data;
	const headers = { Authorization: `Bearer ${key}`, "Content-Type": "application/json" };
	const api = async (method, path, body, want = 200) => {
		const res = await fetch(`${url}/pos/api/v1${path}`, { method, headers, body: body && JSON.stringify(body) });
		const json = await res.json();
		if (res.status !== want) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json.error)}`);
		return json.data;
	};
	const outlet = await api("POST", "/outlets", { name: "Toko Bench", taxRateBps: 1100, taxInclusive: false }, 201);
	const product = await api(
		"POST",
		"/products",
		{ name: "Kopi Susu", trackStock: true, variants: [{ price: PRICE }] },
		201,
	);
	const variantId = product.variants[0].id;
	await api("POST", "/inventory/adjust", { outletId: outlet.id, variantId, delta: 1_000_000, reason: "initial_stock" });
	const sale = {
		outletId: outlet.id,
		items: [{ variantId, quantity: 1 }],
		payments: [{ method: "CASH", amount: TOTAL }],
	};
	const template = await api("POST", "/sales", sale, 201);
	return { headers, api, sale, template: template.id };
}

/**
 * SQL that copies the template sale (with its one item and one payment) `n` times: ids
 * txn_SEED…, soldAt spread evenly over the last 29 days, methods CASH, QRIS, CARD in turn.
 */
function seedSql(template, n, now) {
	const saleId = (col) => `'txn_SEED' || printf('%022d', ${col})`;
	const copies = (table, alias, where) =>
		`CREATE TABLE seed_${table} AS SELECT ${alias}.* FROM seed_n JOIN ${table} ${alias} ON ${where} = '${template}' ORDER BY seed_n.i;`;
	return [
		`CREATE TABLE seed_n AS WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM c WHERE i < ${n}) SELECT i FROM c;`,
		copies("sales", "s", "s.id"),
		`UPDATE seed_sales SET id = ${saleId("rowid")}, idempotency_key = NULL, request_hash = NULL, op_id = NULL,
			sold_at = ${now} - rowid * ${Math.floor((29 * DAY_MS) / n)};`,
		`UPDATE seed_sales SET sold_date = date(sold_at / 1000 + ${JAKARTA_S}, 'unixepoch'), completed_at = sold_at,
			created_at = sold_at, updated_at = sold_at;`,
		"INSERT INTO sales SELECT * FROM seed_sales;",
		copies("sale_items", "si", "si.sale_id"),
		`UPDATE seed_sale_items SET sale_id = ${saleId("rowid")}, id = ${saleId("rowid")} || '_i0';`,
		"INSERT INTO sale_items SELECT * FROM seed_sale_items;",
		copies("sale_payments", "sp", "sp.sale_id"),
		`UPDATE seed_sale_payments SET sale_id = ${saleId("rowid")}, id = ${saleId("rowid")} || '_p0',
			method = CASE rowid % 3 WHEN 0 THEN 'CASH' WHEN 1 THEN 'QRIS' ELSE 'CARD' END, tendered = amount;`,
		"INSERT INTO sale_payments SELECT * FROM seed_sale_payments;",
		...["n", "sales", "sale_items", "sale_payments"].map((t) => `DROP TABLE seed_${t};`),
	].join("\n");
}

/** Interleaved slices of each route; every answer must carry its route's status. */
async function measure(fires, want) {
	const t = Object.fromEntries(Object.keys(fires).map((k) => [k, { n: 0, ms: 0, statuses: new Map() }]));
	for (let i = 0; i < RUN.slices; i++)
		for (const [k, fire] of Object.entries(fires)) {
			const s = await slice(fire, RUN.sliceMs, RUN.concurrency, t[k].statuses);
			t[k].n += s.n;
			t[k].ms += s.ms;
			await new Promise((r) => setTimeout(r, RUN.pauseMs));
		}
	for (const k of Object.keys(fires))
		if (t[k].statuses.size !== 1 || !t[k].statuses.has(want[k]))
			throw new Error(`${k} must all be ${want[k]}, got ${JSON.stringify(Object.fromEntries(t[k].statuses))}`);
	return (k) => (t[k].n / t[k].ms) * 1000;
}

async function timeSummary(api) {
	const first = await api("GET", "/reports/summary");
	const times = [];
	for (let i = 0; i < SUMMARY_RUNS; i++) {
		const s = performance.now();
		await api("GET", "/reports/summary");
		times.push(performance.now() - s);
	}
	times.sort((a, b) => a - b);
	const at = (q) => times[Math.min(times.length - 1, Math.floor(times.length * q))];
	return { salesCount: first.salesCount, total: first.total, median: at(0.5), p95: at(0.95) };
}

async function bench(url, s) {
	let next = 0;
	const fires = {
		bare: () => fetch(`${url}/ping`),
		post: () => fetch(`${url}/pos/api/v1/sales`, { method: "POST", headers: s.headers, body: JSON.stringify(s.sale) }),
		get: () =>
			fetch(`${url}/pos/api/v1/sales/txn_SEED${String(((next++ * 7919) % SALES) + 1).padStart(22, "0")}`, {
				headers: s.headers,
			}),
	};
	const labels = { bare: "GET /ping", post: "POST /sales", get: "GET /sales/{id}" };
	const probe = await s.api("GET", "/sales/txn_SEED0000000000000000000001");
	if (probe.items.length !== 1 || probe.payments.length !== 1) throw new Error(`probe: ${JSON.stringify(probe)}`);
	for (let i = 0; i < 50; i++) for (const f of Object.values(fires)) await (await f()).arrayBuffer();
	const rps = await measure(fires, { bare: 200, post: 201, get: 200 });
	for (const k of Object.keys(fires)) console.log(`  ${labels[k].padEnd(40)} ${rps(k).toFixed(0).padStart(6)} req/s`);
	let ok = true;
	for (const [k, required] of Object.entries(BARS)) {
		const ratio = rps(k) / rps("bare");
		console.log(`[bench] ratio ${labels[k]} / ping = ${ratio.toFixed(2)} (required >= ${required})`);
		if (ratio < required) {
			console.error(`[bench] FAIL: ${labels[k]} ratio ${ratio.toFixed(2)} is below ${required}`);
			ok = false;
		}
	}
	const r = await timeSummary(s.api);
	if (r.salesCount < SALES || r.total !== r.salesCount * TOTAL) throw new Error(`summary: ${JSON.stringify(r)}`);
	console.log(
		`  ${"GET /reports/summary".padEnd(40)} median ${r.median.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms over ${r.salesCount} COMPLETED sales`,
	);
	console.log(`[bench] summary median ${r.median.toFixed(1)} ms (required < ${SUMMARY_MEDIAN_MS} ms)`);
	if (r.median >= SUMMARY_MEDIAN_MS) {
		console.error(`[bench] FAIL: summary median ${r.median.toFixed(1)} ms is not under ${SUMMARY_MEDIAN_MS} ms`);
		ok = false;
	}
	return ok;
}

await withBenchServer(
	{
		port: PORT,
		seed: {
			binding: "DB_POS",
			setUp: (server) => setUp(server.url, server.adminToken),
			sql: (setup) => seedSql(setup.template, SALES, Date.now()),
		},
	},
	(server, setup) => bench(server.url, setup),
);
