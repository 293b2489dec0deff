// Bench (issue 14): marketing imports and segment previews against the bare GET /ping, in the same
// run on the local dev server (wrangler dev), printed as ratios.
//   - 5,000-row imports (POST /mkt/api/v1/contacts/import): rows per second >= 1.0 x /ping req/s;
//   - previews over 50,000 contacts (POST /mkt/api/v1/audience-segments/preview): >= 0.05 x /ping req/s.
//
//   npm run bench -- contacts
//   BENCH_SLICES=8 BENCH_SLICE_MS=1500 BENCH_CONCURRENCY=32 BENCH_PORT=8792 npm run bench -- contacts
//
// As in api-keys.mjs: the routes run in alternating slices (ping, measured, ping, measured, ...) so
// load from anything else on the machine hits both sides alike; the server logs at warn; loopback
// only; bounded by slices and hard caps. Workspaces are on forjio_internal (no request or contact
// limits): a 429 or 403 would measure the limits, not the work, so any non-200 fails the run.
import { adminCall } from "../dev.mjs";
import { mktHeaders } from "../mkt-client.mjs";
import { gate, sized, slice, withBenchServer } from "./_slice.mjs";

const SLICES = Number(process.env.BENCH_SLICES ?? 8);
const SLICE_MS = Number(process.env.BENCH_SLICE_MS ?? 1500);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const PORT = Number(process.env.BENCH_PORT ?? 8792);
const IMPORT_ROWS = sized(5000, 20);
const IMPORT_CONCURRENCY = 2;
const PREVIEW_CONCURRENCY = 8;
const PREVIEW_CONTACTS = sized(50_000, 100);
const MIN_IMPORT_RATIO = 1.0;
const MIN_PREVIEW_RATIO = 0.05;
/** Hard cap on imports in the whole run (each is 5,000 rows), whatever the machine's speed. */
const MAX_IMPORTS = 200;

await withBenchServer({ port: PORT }, async ({ url, adminToken }) => {
	let failed = false;
	async function workspace(name) {
		const ws = await adminCall(url, adminToken, "POST", "/v1/workspaces", { name });
		if (ws.status !== 201) throw new Error(`workspace: ${ws.status} ${JSON.stringify(ws.body)}`);
		const id = ws.body.data.id;
		const plan = await adminCall(url, adminToken, "PUT", `/v1/workspaces/${id}/plans/mkt`, { plan: "forjio_internal" });
		if (plan.status !== 200) throw new Error(`plan: ${plan.status}`);
		const cred = await adminCall(url, adminToken, "POST", `/v1/workspaces/${id}/credentials`, { service: "mkt" });
		if (cred.status !== 201) throw new Error(`credential: ${cred.status} ${JSON.stringify(cred.body)}`);
		return cred.body.data;
	}
	const send = (key, path, body) => {
		const raw = JSON.stringify(body);
		return fetch(`${url}/mkt/api/v1${path}`, {
			method: "POST",
			headers: mktHeaders(key, "POST", `/mkt/api/v1${path}`, raw),
			body: raw,
		});
	};
	let serial = 0;
	const rows = (n, tag) =>
		Array.from({ length: n }, () => {
			const k = serial++;
			return {
				email: `c${k}@bench.example`,
				firstName: `N${k}`,
				tags: k % 5 === 0 ? [tag, "vip"] : [tag],
				source: "bench",
			};
		});
	const bare = () => fetch(`${url}/ping`);
	const st = (m) => JSON.stringify(Object.fromEntries(m));
	const mustBe200 = (what, statuses) => {
		if (statuses.size !== 1 || !statuses.has(200)) throw new Error(`${what} must all be 200, got ${st(statuses)}`);
	};

	// ---- imports: each workspace takes a few imports, so the table grows as a merchant's would.
	const importKeys = [];
	for (let i = 0; i < 8; i++) importKeys.push(await workspace(`Bench import ${i}`));
	let nextKey = 0;
	const importOnce = () =>
		send(importKeys[nextKey++ % importKeys.length], "/contacts/import", { rows: rows(IMPORT_ROWS, "imp") });
	const probe = await importOnce();
	const probeBody = await probe.json();
	if (probe.status !== 200 || probeBody.data?.created !== IMPORT_ROWS)
		throw new Error(`import probe failed: ${probe.status} ${JSON.stringify(probeBody).slice(0, 300)}`);
	for (let i = 0; i < 200; i++) await (await bare()).arrayBuffer();

	// ---- previews: one workspace with 50,000 contacts (a fifth tagged vip).
	const previewKey = await workspace("Bench preview");
	for (let i = 0; i < PREVIEW_CONTACTS / IMPORT_ROWS; i++) {
		const r = await send(previewKey, "/contacts/import", { rows: rows(IMPORT_ROWS, "pre") });
		if (r.status !== 200) throw new Error(`seeding previews: ${r.status} ${await r.text()}`);
	}
	const filter = {
		match: "all",
		rules: [
			{ field: "subscription.email", op: "eq", value: "subscribed" },
			{ field: "tag", op: "in", value: ["vip"] },
		],
	};
	const preview = () => send(previewKey, "/audience-segments/preview", { filter });
	const pv = await (await preview()).json();
	if (pv.data?.count !== PREVIEW_CONTACTS / 5) throw new Error(`preview probe: ${JSON.stringify(pv)}`);

	console.log(`[bench] ${SLICES} slices of ${SLICE_MS} ms per route, alternating; /ping concurrency ${CONCURRENCY}`);
	const t = {
		bare: { n: 0, ms: 0, statuses: new Map() },
		imports: { n: 0, ms: 0, statuses: new Map() },
		previews: { n: 0, ms: 0, statuses: new Map() },
	};
	const add = (into, r) => {
		into.n += r.n;
		into.ms += r.ms;
	};
	for (let i = 0; i < SLICES; i++) {
		add(t.bare, await slice(bare, SLICE_MS, CONCURRENCY, t.bare.statuses));
		add(
			t.imports,
			await slice(importOnce, SLICE_MS, IMPORT_CONCURRENCY, t.imports.statuses, MAX_IMPORTS - t.imports.n),
		);
		add(t.bare, await slice(bare, SLICE_MS, CONCURRENCY, t.bare.statuses));
		add(t.previews, await slice(preview, SLICE_MS, PREVIEW_CONCURRENCY, t.previews.statuses));
	}
	mustBe200("imports", t.imports.statuses);
	mustBe200("previews", t.previews.statuses);
	const bareRps = (t.bare.n / t.bare.ms) * 1000;
	const rowsPerSec = ((t.imports.n * IMPORT_ROWS) / t.imports.ms) * 1000;
	const previewRps = (t.previews.n / t.previews.ms) * 1000;
	const importRatio = rowsPerSec / bareRps;
	const previewRatio = previewRps / bareRps;
	console.log(
		`  GET /ping                               ${bareRps.toFixed(0).padStart(7)} req/s   (${t.bare.n} requests)`,
	);
	console.log(
		`  POST /contacts/import (5,000 rows)      ${rowsPerSec.toFixed(0).padStart(7)} rows/s  (${t.imports.n} imports, ${((t.imports.ms / t.imports.n) * IMPORT_CONCURRENCY).toFixed(0)} ms each)`,
	);
	console.log(
		`  POST /audience-segments/preview (50k)   ${previewRps.toFixed(1).padStart(7)} req/s   (${t.previews.n} previews)`,
	);
	console.log(`[bench] import rows/s ÷ ping req/s = ${importRatio.toFixed(2)} (required >= ${MIN_IMPORT_RATIO})`);
	console.log(`[bench] preview req/s ÷ ping req/s = ${previewRatio.toFixed(3)} (required >= ${MIN_PREVIEW_RATIO})`);
	if (!gate(importRatio >= MIN_IMPORT_RATIO && previewRatio >= MIN_PREVIEW_RATIO, "a ratio is below its threshold"))
		failed = true;
	return !failed;
});
