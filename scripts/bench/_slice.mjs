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

/**
 * Runs `body(server)` against a fresh local dev server (its own state directory), then stops it and
 * exits 1 when the body threw or returned false, else 0. With `seed`, the server is first set up
 * through the API (`seed.setUp(server)` → ctx), stopped while `seed.sql(ctx)` is written into
 * `seed.binding` with `wrangler d1 execute --local` (rows a script writes in seconds that the API
 * would take minutes to make), and restarted: then `body(server, ctx)`.
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
			await executeLocalSql(persistTo, seed.binding, seed.sql(ctx));
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
 * whether every ratio held.
 */
export async function measureRatios(fires, min, labels, { slices, sliceMs, concurrency }) {
	const t = Object.fromEntries(Object.keys(fires).map((k) => [k, { n: 0, ms: 0, statuses: new Map() }]));
	for (let i = 0; i < slices; i++) {
		for (const [k, fire] of Object.entries(fires)) {
			const s = await slice(fire, sliceMs, concurrency, t[k].statuses);
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
		if (ratio < required) {
			console.error(`[bench] FAIL: ${k} ratio ${ratio.toFixed(2)} is below ${required}`);
			ok = false;
		}
	}
	return ok;
}
