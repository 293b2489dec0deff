// Bench (issue 19), one run against one fresh local state, slices interleaved with the bare
// GET /ping so machine noise hits every route alike:
//   POST /pos/api/v1/sales          >= 0.2 x /ping req/s (a COMPLETED sale: totals, stock take, movement, event)
//   GET  /pos/api/v1/sales/{id}     >= 0.5 x /ping req/s (the full receipt: sale, items, payments, customer)
//   GET  /pos/api/v1/reports/summary over 10,000 COMPLETED sales: median < 200 ms
// and, printed next to them (issue 43), the same sale and receipt with a key bound to a staff member
// (a cashier): the guard reads the member on every such request (their current role and outlets).
// The 10,000 sales are copies of one sale rung through POST /sales (same row shapes, their own ids,
// payment methods and soldAt spread over the last 29 days), written by one SQL file through
// `wrangler d1 execute --local` while the server is stopped: ringing them one by one takes minutes
// on a 2-core machine, and the report's cost depends on the rows, not on how they got there. The
// variant tracks stock with a level far above what the run sells, so no measured sale is refused.
// POS counts requests per workspace and minute (writes 300, reads 600), so the sales and receipts
// are spread round robin over enough workspaces, each with its own outlet, variant and seeded
// sales (issue 37): many tills at once, as a server sees them. The summary reads the first one's
// 10,000 sales; the others hold RECEIPTS copies each for the receipt reads.
//
//   npm run bench -- pos-sales
//   BENCH_SLICES=10 BENCH_SLICE_MS=1000 BENCH_CONCURRENCY=32 BENCH_SALES=10000 BENCH_PORT=8797 npm run bench -- pos-sales
import {
	gate,
	roundRobin,
	sized,
	slice,
	sqlByBinding,
	withBenchServer,
	workspacePool,
	workspacesFor,
} from "./_slice.mjs";

const RUN = {
	slices: Number(process.env.BENCH_SLICES ?? sized(10, 1)),
	sliceMs: Number(process.env.BENCH_SLICE_MS ?? sized(1000, 200)),
	concurrency: Number(process.env.BENCH_CONCURRENCY ?? sized(32, 4)),
	/** Idle time after each slice: a sale's background work (its event's deliveries) must not bill the next route's slice. */
	pauseMs: Number(process.env.BENCH_PAUSE_MS ?? sized(1000, 100)),
};
const PORT = Number(process.env.BENCH_PORT ?? 8797);
const SALES = Number(process.env.BENCH_SALES ?? sized(10_000, 50));
const SUMMARY_RUNS = Number(process.env.BENCH_SUMMARY_RUNS ?? sized(25, 3));
const WARM = sized(50, 5);
/** Requests of each route in the measured slices at most, whatever the machine's speed. */
const CAPS = { post: sized(4_000, 50), get: sized(8_000, 50), postStaff: sized(4_000, 50), getStaff: sized(8_000, 50) };
/** Sales copied into each workspace but the first (which holds SALES) for the receipt reads. */
const RECEIPTS = Math.min(SALES, 1_000);
const WORKSPACES = Math.max(
	2,
	workspacesFor(CAPS.post + CAPS.postStaff + 2 * WARM + 2, 300),
	workspacesFor(CAPS.get + CAPS.getStaff + 2 * WARM + SUMMARY_RUNS + 2, 600),
);
const BARS = { post: 0.2, get: 0.5 };
const SUMMARY_MEDIAN_MS = 200;
const PRICE = 10_000;
const TOTAL = 11_100; // 10,000 + 11% exclusive tax
const DAY_MS = 86_400_000;
const JAKARTA_S = 7 * 3600; // the outlet's zone, Asia/Jakarta (no daylight saving): soldDate = date(soldAt + 7 h)

/** One workspace's outlet, stocked variant and one sale rung through the API (its copies' template). */
async function till(url, key) {
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
	// A cashier's till key: bound to a staff member, so each of its requests reads the member.
	const member = await api("POST", "/staff", { name: "Kasir Bench", role: "cashier", pin: "1357" }, 201);
	const bound = await api("POST", "/api-keys", { name: "Till bench", staffId: member.id }, 201);
	const staffHeaders = { ...headers, Authorization: `Bearer ${bound.key}` };
	return { headers, staffHeaders, api, sale, template: template.id };
}

/** The workspaces (business plan, as a busy shop would have), each a till with its template sale. */
const setUp = (server) =>
	workspacePool(server, {
		count: WORKSPACES,
		name: "Bench POS sales",
		service: "pos",
		plan: "business",
		db: "DB_POS",
		prepare: ({ key }) => till(server.url, key),
	});

/** The id of copy `i` (1-based) in workspace number `w`: txn_SEED and 22 digits. */
const seededId = (w, i) => `txn_SEED${String(w).padStart(3, "0")}${String(i).padStart(19, "0")}`;

/**
 * SQL that copies a template sale (with its one item and one payment) `n` times: ids seededId(w, i),
 * soldAt spread evenly over the last 29 days, methods CASH, QRIS, CARD in turn.
 */
function seedSql(template, w, n, now) {
	const saleId = (col) => `'txn_SEED' || printf('%03d%019d', ${w}, ${col})`;
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
			const budget = (CAPS[k] ?? Number.POSITIVE_INFINITY) - t[k].n;
			if (budget <= 0) continue;
			const s = await slice(fire, RUN.sliceMs, RUN.concurrency, t[k].statuses, budget);
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

async function bench(url, pool) {
	const s = pool[0];
	const tills = roundRobin(pool);
	const receipts = roundRobin(pool.map((t, w) => ({ t, w, n: w === 0 ? SALES : RECEIPTS })));
	let next = 0;
	const fires = {
		bare: () => fetch(`${url}/ping`),
		post: () => {
			const t = tills();
			return fetch(`${url}/pos/api/v1/sales`, { method: "POST", headers: t.headers, body: JSON.stringify(t.sale) });
		},
		get: () => {
			const { t, w, n } = receipts();
			return fetch(`${url}/pos/api/v1/sales/${seededId(w, ((next++ * 7919) % n) + 1)}`, { headers: t.headers });
		},
		postStaff: () => {
			const t = tills();
			return fetch(`${url}/pos/api/v1/sales`, {
				method: "POST",
				headers: t.staffHeaders,
				body: JSON.stringify(t.sale),
			});
		},
		getStaff: () => {
			const { t, w, n } = receipts();
			return fetch(`${url}/pos/api/v1/sales/${seededId(w, ((next++ * 7919) % n) + 1)}`, { headers: t.staffHeaders });
		},
	};
	const labels = {
		bare: "GET /ping",
		post: "POST /sales",
		get: "GET /sales/{id}",
		postStaff: "POST /sales (staff-bound key)",
		getStaff: "GET /sales/{id} (staff-bound key)",
	};
	for (const [w, t] of [
		[0, s],
		[pool.length - 1, pool.at(-1)],
	]) {
		const probe = await t.api("GET", `/sales/${seededId(w, 1)}`);
		if (probe.items.length !== 1 || probe.payments.length !== 1) throw new Error(`probe: ${JSON.stringify(probe)}`);
	}
	// Every workspace at least once per route: its first request in the isolate waits for its limiter's sync.
	for (let i = 0; i < Math.max(WARM, pool.length); i++)
		for (const f of Object.values(fires)) await (await f()).arrayBuffer();
	console.log(`[bench] ${pool.length} workspaces; up to ${CAPS.post} sales and ${CAPS.get} receipt reads measured`);
	const rps = await measure(fires, { bare: 200, post: 201, get: 200, postStaff: 201, getStaff: 200 });
	for (const k of Object.keys(fires)) console.log(`  ${labels[k].padEnd(40)} ${rps(k).toFixed(0).padStart(6)} req/s`);
	// Informational (no gate): what reading the staff member costs a bound key, against the owner key.
	for (const [k, base] of [
		["postStaff", "post"],
		["getStaff", "get"],
	])
		console.log(`[bench] ratio ${labels[k]} / owner key = ${(rps(k) / rps(base)).toFixed(3)}`);
	let ok = true;
	for (const [k, required] of Object.entries(BARS)) {
		const ratio = rps(k) / rps("bare");
		console.log(`[bench] ratio ${labels[k]} / ping = ${ratio.toFixed(2)} (required >= ${required})`);
		if (!gate(ratio >= required, `${labels[k]} ratio ${ratio.toFixed(2)} is below ${required}`)) ok = false;
	}
	const r = await timeSummary(s.api);
	if (r.salesCount < SALES || r.total !== r.salesCount * TOTAL) throw new Error(`summary: ${JSON.stringify(r)}`);
	console.log(
		`  ${"GET /reports/summary".padEnd(40)} median ${r.median.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms over ${r.salesCount} COMPLETED sales`,
	);
	console.log(`[bench] summary median ${r.median.toFixed(1)} ms (required < ${SUMMARY_MEDIAN_MS} ms)`);
	if (
		!gate(r.median < SUMMARY_MEDIAN_MS, `summary median ${r.median.toFixed(1)} ms is not under ${SUMMARY_MEDIAN_MS} ms`)
	)
		ok = false;
	return ok;
}

await withBenchServer(
	{
		port: PORT,
		seed: {
			setUp,
			// Each workspace's copies on its own shard, next to its template sale.
			sql: (pool) => sqlByBinding(pool, (t, w) => seedSql(t.template, w, w === 0 ? SALES : RECEIPTS, Date.now())),
		},
	},
	(server, pool) => bench(server.url, pool),
);
