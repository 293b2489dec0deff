// Bench (issue 18): GET /pos/api/v1/products/lookup?barcode= over 10,000 variants must reach
// >= 0.5 x the bare GET /ping req/s, measured in the same run (slices interleaved), both printed.
// The barcode is a UNIQUE index per workspace, so a scan is one indexed join whatever the size.
//
// POS counts requests per workspace and minute (600 reads), so the scans are spread round robin over
// enough workspaces, each holding the same 10,000 variants (issue 37): many shops scanning at once,
// as a server sees them. The first workspace's catalogue is made through the API (100 products of
// 100 variants); the others get copies of its rows (their own ids) by one SQL file through
// `wrangler d1 execute --local` while the server is stopped, as pos-sales seeds its sales.
//
//   npm run bench -- pos-lookup
//   BENCH_SLICES=10 BENCH_SLICE_MS=1000 BENCH_CONCURRENCY=32 BENCH_PORT=8796 npm run bench -- pos-lookup
import {
	measureRatios,
	roundRobin,
	sized,
	sqlByBinding,
	withBenchServer,
	workspacePool,
	workspacesFor,
} from "./_slice.mjs";

const RUN = {
	slices: Number(process.env.BENCH_SLICES ?? sized(10, 1)),
	sliceMs: Number(process.env.BENCH_SLICE_MS ?? sized(1000, 200)),
	concurrency: Number(process.env.BENCH_CONCURRENCY ?? sized(32, 4)),
};
const PRODUCTS = sized(100, 2);
const VARIANTS = sized(100, 10);
const WARM = sized(100, 10);
/** Scans in the measured slices at most (whatever the machine's speed), and the workspaces they need. */
const MAX_LOOKUPS = sized(8_000, 100);
/** Two at least, so the copy is exercised in the smoke run too. */
const WORKSPACES = Math.max(2, workspacesFor(MAX_LOOKUPS + WARM + 1, 600));

const barcode = (i) => `899${String(i).padStart(10, "0")}`;

/**
 * Workspaces and keys; the catalogue through the API for the first workspace on each shard (the SQL
 * copies it within that shard: a workspace's rows live on the shard it was placed on, issue 38).
 */
async function setUp(server) {
	// A 100-product catalogue needs a plan above the free 50 active products, as such a shop would have.
	const pool = await workspacePool(server, {
		count: WORKSPACES,
		name: "Bench POS lookup",
		service: "pos",
		plan: "business",
		db: "DB_POS",
	});
	const templates = new Map();
	for (const w of pool) if (!templates.has(w.binding)) templates.set(w.binding, w.ws);
	for (const w of pool) if (templates.get(w.binding) === w.ws) await catalogue(server, w.key);
	return pool.map((w) => ({ ...w, template: templates.get(w.binding) }));
}

/** The PRODUCTS × VARIANTS catalogue of one workspace, through the API. */
async function catalogue(server, key) {
	const auth = { Authorization: `Bearer ${key}`, "Content-Type": "application/json" };
	for (let p = 0; p < PRODUCTS; p++) {
		const variants = Array.from({ length: VARIANTS }, (_, v) => {
			const i = p * VARIANTS + v;
			return { name: `V${v}`, price: 1_000 + v, barcode: barcode(i), sku: `SKU-${p}-${v}` };
		});
		const res = await fetch(`${server.url}/pos/api/v1/products`, {
			method: "POST",
			headers: auth,
			body: JSON.stringify({ name: `Produk ${p}`, variants }),
		});
		if (res.status !== 201) throw new Error(`product: ${res.status} ${await res.text()}`);
	}
}

/** SQL copying each shard's template catalogue into every other workspace on it (ids suffixed _w<k>), per shard. */
function seedSql(pool) {
	return sqlByBinding(pool, ({ ws, template }, i) => {
		if (ws === template) return "";
		const sfx = `'_w${i}'`;
		return [
			`CREATE TABLE seed_p AS SELECT * FROM products WHERE account_id = '${template}';`,
			`UPDATE seed_p SET id = id || ${sfx}, account_id = '${ws}';`,
			"INSERT INTO products SELECT * FROM seed_p;",
			`CREATE TABLE seed_v AS SELECT * FROM variants WHERE account_id = '${template}';`,
			`UPDATE seed_v SET id = id || ${sfx}, product_id = product_id || ${sfx}, account_id = '${ws}';`,
			"INSERT INTO variants SELECT * FROM seed_v;",
			"DROP TABLE seed_p;",
			"DROP TABLE seed_v;",
		].join("\n");
	});
}

async function bench({ url }, pool) {
	const total = PRODUCTS * VARIANTS;
	console.log(`[bench] ${total} variants in each of ${pool.length} workspaces`);
	const nextKey = roundRobin(pool.map(({ key }) => ({ Authorization: `Bearer ${key}` })));
	let next = 0;
	const lookup = () =>
		fetch(`${url}/pos/api/v1/products/lookup?barcode=${barcode((next++ * 7919) % total)}`, { headers: nextKey() });
	const bare = () => fetch(`${url}/ping`);
	// Every workspace answers from its own copy (the last one is a SQL copy, unless it is its shard's template).
	for (const { key } of [pool[0], pool.at(-1)]) {
		const res = await fetch(`${url}/pos/api/v1/products/lookup?barcode=${barcode(total - 1)}`, {
			headers: { Authorization: `Bearer ${key}` },
		});
		const probe = await res.json();
		if (probe.data?.variant?.barcode !== barcode(total - 1)) throw new Error(`lookup probe: ${JSON.stringify(probe)}`);
	}
	for (let i = 0; i < sized(200, 10); i++) await (await bare()).arrayBuffer();
	// One scan per workspace at least: a workspace's first request in the isolate waits for its limiter's sync.
	for (let i = 0; i < Math.max(WARM, pool.length); i++) await (await lookup()).arrayBuffer();
	return measureRatios(
		{ bare, lookup },
		{ lookup: 0.5 },
		{ bare: "GET /ping", lookup: "GET /products/lookup?barcode=" },
		{ ...RUN, caps: { lookup: MAX_LOOKUPS } },
	);
}

await withBenchServer({ port: Number(process.env.BENCH_PORT ?? 8796), seed: { setUp, sql: seedSql } }, bench);
