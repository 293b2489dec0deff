// What every bench shares: fire one route with a number of workers for a slice of time, a fresh local
// server, workspaces to spread load over, and the smoke mode `npm test` runs every bench in.

/**
 * BENCH_SMOKE=1 (scripts/bench/bench.test.mjs, part of `npm test`): tiny sizes and no performance gate,
 * so every bench still proves it runs end to end (statuses, probes, seeds) without costing minutes.
 */
export const SMOKE = process.env.BENCH_SMOKE === "1";
if (SMOKE) console.log("[bench] smoke run: tiny sizes, no performance gate");

/** `full` normally, `smoke` in the smoke run. */
export const sized = (full, smoke) => (SMOKE ? smoke : full);

/**
 * A performance gate: prints the failure and returns false, except in the smoke run, where figures
 * from tiny sizes mean nothing and only errors fail.
 */
export function gate(passed, failure) {
	if (passed) return true;
	console.error(SMOKE ? `[bench] (smoke, not gated) ${failure}` : `[bench] FAIL: ${failure}`);
	return SMOKE;
}

/**
 * How many workspaces keep a route's `requests` (its cap for the whole run) under a per-workspace
 * `limit` a minute when spread round robin, with a fifth to spare. A bench measures what a server
 * does for many merchants at once; one workspace sending thousands a second would measure the
 * limiter's 429s instead (POS: reads 600, writes 300, heavy 60 a minute).
 */
export const workspacesFor = (requests, limit) => Math.max(1, Math.ceil(requests / (limit * 0.8)));

/** Calls `next()` on each item in turn, forever. */
export function roundRobin(items) {
	let i = 0;
	return () => items[i++ % items.length];
}

/**
 * The binding holding the workspace's rows of service database `db` (issue 38: DB_POS is shard 0,
 * DB_POS_1 shard 1, …), as GET /admin/v1/workspaces/{id}/shards places it: where a seed writes them.
 */
export async function shardBindingOf({ url, adminToken }, ws, db) {
	const { adminCall } = await import("../dev.mjs");
	const r = await adminCall(url, adminToken, "GET", `/v1/workspaces/${ws}/shards`);
	if (r.status !== 200) throw new Error(`shards of ${ws}: ${r.status} ${JSON.stringify(r.body)}`);
	const shard = r.body.data[db]?.shard ?? 0;
	return shard === 0 ? db : `${db}_${shard}`;
}

/**
 * A seed's SQL per binding: `sql(item, index)` for every item of a pool made with `db`, grouped by
 * the shard (item.binding) each workspace was placed on.
 */
export function sqlByBinding(pool, sql) {
	const out = {};
	pool.forEach((item, i) => {
		const text = sql(item, i);
		if (text) out[item.binding] = out[item.binding] ? `${out[item.binding]}\n${text}` : text;
	});
	return out;
}

/**
 * `count` workspaces, each with the credential for `service` (and `plan` for it when given), made
 * through the admin API a few at a time; `prepare({ws, key})` runs once for each. Returns [{ws, key, …}].
 */
export async function workspacePool({ url, adminToken }, { count, name, service, plan, db, prepare }) {
	const { adminCall } = await import("../dev.mjs");
	const one = async (i) => {
		const made = await adminCall(url, adminToken, "POST", "/v1/workspaces", { name: `${name} ${i + 1}` });
		if (made.status !== 201) throw new Error(`workspace: ${made.status} ${JSON.stringify(made.body)}`);
		const ws = made.body.data.id;
		if (plan) {
			const set = await adminCall(url, adminToken, "PUT", `/v1/workspaces/${ws}/plans/${service}`, { plan });
			if (set.status !== 200) throw new Error(`plan: ${set.status} ${JSON.stringify(set.body)}`);
		}
		const cred = await adminCall(url, adminToken, "POST", `/v1/workspaces/${ws}/credentials`, { service });
		if (cred.status !== 201) throw new Error(`credential: ${cred.status} ${JSON.stringify(cred.body)}`);
		const item = {
			ws,
			key: cred.body.data.key,
			...(db ? { binding: await shardBindingOf({ url, adminToken }, ws, db) } : {}),
		};
		return prepare ? { ...item, ...(await prepare(item)) } : item;
	};
	const out = new Array(count);
	let next = 0;
	const worker = async () => {
		while (next < count) {
			const i = next++;
			out[i] = await one(i);
		}
	};
	await Promise.all(Array.from({ length: Math.min(4, count) }, worker));
	console.log(`[bench] ${count} ${name} workspaces`);
	return out;
}

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

/**
 * Runs `body(server)` against a fresh local dev server (its own state directory), then stops it and
 * exits 1 when the body threw or returned false, else 0. With `seed`, the server is first set up
 * through the API (`seed.setUp(server)` → ctx), stopped while `seed.sql(ctx)` is written into
 * `seed.binding` with `wrangler d1 execute --local` (rows a script writes in seconds that the API
 * would take minutes to make), and restarted: then `body(server, ctx)`. `seed.sql(ctx)` may instead
 * answer `{ [binding]: sql }` (sqlByBinding): each workspace's rows on the shard it was placed on.
 */
export async function withBenchServer({ port, vars = {}, seed }, body) {
	const { mkdtempSync, rmSync } = await import("node:fs");
	const { tmpdir } = await import("node:os");
	const { join } = await import("node:path");
	const { startLocal } = await import("../dev.mjs");
	const persistTo = mkdtempSync(join(tmpdir(), "pasar-bench-"));
	const start = () => startLocal({ port, persistTo, quiet: true, vars: { LOG_LEVEL: "warn", ...vars } });
	console.log(`[bench] starting wrangler dev on 127.0.0.1:${port} (fresh state in ${persistTo})`);
	let server = null;
	let ok = false;
	try {
		server = await start();
		if (!/^http:\/\/127\.0\.0\.1:/.test(server.url)) throw new Error("the bench runs against loopback only");
		let ctx;
		if (seed) {
			ctx = await seed.setUp(server);
			await server.stop();
			const t0 = performance.now();
			const sql = seed.sql(ctx);
			for (const [binding, text] of Object.entries(typeof sql === "string" ? { [seed.binding]: sql } : sql))
				await executeLocalSql(persistTo, binding, text);
			console.log(`[bench] seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s; restarting`);
			server = await start();
		}
		ok = (await body(server, ctx)) !== false;
	} catch (err) {
		console.error(`[bench] error: ${err instanceof Error ? err.message : String(err)}`);
	} finally {
		await server?.stop();
		rmSync(persistTo, { recursive: true, force: true });
	}
	process.exit(ok ? 0 : 1);
}

/** Runs a SQL script against a stopped local server's database (wrangler d1 execute --local). */
async function executeLocalSql(persistTo, binding, sql) {
	const { spawnSync } = await import("node:child_process");
	const { writeFileSync } = await import("node:fs");
	const { join } = await import("node:path");
	const { root, toolEnv } = await import("../toolchain.mjs");
	const file = join(persistTo, "seed.sql");
	writeFileSync(file, sql);
	const args = ["d1", "execute", binding, "--local", "--persist-to", persistTo, "--file", file];
	const r = spawnSync("wrangler", args, { cwd: root, env: toolEnv({ CI: "true" }), encoding: "utf8" });
	if (r.status !== 0) throw new Error(`seeding failed: ${r.stdout}${r.stderr}`);
}

/**
 * Interleaves slices of every route in `fires` (one of them "bare", the /ping baseline), checks
 * every answer was 200, prints req/s and each route's ratio to /ping against `min`. Returns
 * whether every ratio held. `caps` bounds a route's requests over the whole run (a route spread
 * over workspaces to stay under their limits; a slice that reaches it ends early, its rate still
 * requests over time).
 */
export async function measureRatios(fires, min, labels, { slices, sliceMs, concurrency, caps = {} }) {
	const t = Object.fromEntries(Object.keys(fires).map((k) => [k, { n: 0, ms: 0, statuses: new Map() }]));
	for (let i = 0; i < slices; i++) {
		for (const [k, fire] of Object.entries(fires)) {
			const budget = (caps[k] ?? Number.POSITIVE_INFINITY) - t[k].n;
			if (budget <= 0) continue;
			const s = await slice(fire, sliceMs, concurrency, t[k].statuses, budget);
			t[k].n += s.n;
			t[k].ms += s.ms;
		}
	}
	for (const k of Object.keys(fires))
		if (t[k].statuses.size !== 1 || !t[k].statuses.has(200))
			throw new Error(`${k} must all be 200, got ${JSON.stringify(Object.fromEntries(t[k].statuses))}`);
	const rps = (k) => (t[k].n / t[k].ms) * 1000;
	for (const k of Object.keys(fires))
		console.log(`  ${labels[k].padEnd(40)} ${rps(k).toFixed(0).padStart(6)} req/s  (${t[k].n} requests)`);
	let ok = true;
	for (const [k, required] of Object.entries(min)) {
		const ratio = rps(k) / rps("bare");
		console.log(`[bench] ratio ${k}/ping = ${ratio.toFixed(2)} (required >= ${required})`);
		if (!gate(ratio >= required, `${k} ratio ${ratio.toFixed(2)} is below ${required}`)) ok = false;
	}
	return ok;
}
