// Bench: requests per second of a signed GET /pay/v1/api-keys against the bare GET /ping, in the
// same run on the local dev server (wrangler dev), printed as a ratio. Issue 27 asks for >= 0.8 (issue
// 3 asked for 0.5): a warm signed read makes no storage round trip (key and listing from isolate
// memory, the rate limit decided locally and reported in the background), which the Server-Timing
// counts of every signed answer are checked for.
//
//   npm run bench -- api-keys
//   BENCH_SLICES=40 BENCH_SLICE_MS=250 BENCH_CONCURRENCY=32 BENCH_PORT=8790 npm run bench -- api-keys
//
// How it measures, and why:
// - The two routes run in alternating short slices (ping, signed, ping, signed, ...) and the ratio
//   is total signed req/s over total ping req/s, so load from anything else on the machine hits
//   both sides alike instead of whichever happened to run during a spike.
// - The server runs with LOG_LEVEL=warn: wrangler dev ships every console line through the
//   inspector to its Node process, a cost of the dev server's log plumbing (production logs are
//   not on the request's CPU) that /ping never pays because it logs nothing.
// - Signed requests are spread over enough workspaces that none passes its read limit
//   (600 a minute): a 429 would measure the limiter rather than the API, so any 429 fails the run.
// - Loopback only; bounded by time (slices) and by a hard request cap.
import { adminCall } from "../dev.mjs";
import { payHeaders } from "../pay-client.mjs";
import { gate, sized, slice, withBenchServer } from "./_slice.mjs";

const SLICES = Number(process.env.BENCH_SLICES ?? 40);
const SLICE_MS = Number(process.env.BENCH_SLICE_MS ?? 250);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const PORT = Number(process.env.BENCH_PORT ?? 8790);
const MIN_RATIO = 0.8;
/** Hard cap on signed requests in the whole run, whatever the machine's speed. */
const MAX_SIGNED = sized(30_000, 200);
/** Signed requests per workspace per minute: under the 600 read limit with room to spare. */
const PER_WORKSPACE_BUDGET = 500;

await withBenchServer({ port: PORT }, async ({ url, adminToken }) => {
	let failed = false;

	const workspaces = Math.min(80, Math.ceil((MAX_SIGNED + 1_000) / PER_WORKSPACE_BUDGET));
	const keys = [];
	for (let i = 0; i < workspaces; i++) {
		const ws = await adminCall(url, adminToken, "POST", "/v1/workspaces", { name: `Bench ${i}` });
		if (ws.status !== 201) throw new Error(`workspace: ${ws.status} ${JSON.stringify(ws.body)}`);
		const cred = await adminCall(url, adminToken, "POST", `/v1/workspaces/${ws.body.data.id}/credentials`, {
			service: "pay",
			name: "bench",
		});
		if (cred.status !== 201) throw new Error(`credential: ${cred.status} ${JSON.stringify(cred.body)}`);
		keys.push(cred.body.data);
	}
	const path = "/pay/v1/api-keys";
	let next = 0;
	const bare = () => fetch(`${url}/ping`);
	const signed = () => {
		const key = keys[next++ % keys.length];
		return fetch(`${url}${path}`, { headers: payHeaders(key, "GET", path) });
	};

	// The signed request really is authenticated and answered by the API.
	const probe = await signed();
	const body = await probe.json();
	if (probe.status !== 200 || !Array.isArray(body.data))
		throw new Error(`signed probe failed: ${probe.status} ${JSON.stringify(body)}`);

	console.log(
		`[bench] ${SLICES} slices of ${SLICE_MS} ms per route, alternating; concurrency ${CONCURRENCY}; ${keys.length} workspaces`,
	);
	// Warm-up: JIT, key caches, one rate-limit object per workspace.
	for (let i = 0; i < keys.length * 2; i++) await (await signed()).arrayBuffer();
	for (let i = 0; i < 200; i++) await (await bare()).arrayBuffer();

	// Warm, a signed read makes no storage call on its path (Server-Timing d1/do, development only).
	const warm = (await signed()).headers.get("server-timing") ?? "";
	console.log(`[bench] a warm signed answer's round trips: ${warm}`);
	// A round-trip budget, timing-bound like the ratio (the key row is cached 5 s): gated, not in the smoke run.
	if (!gate(/^d1;desc="0", do;desc="0"/.test(warm), `a warm signed read made storage calls: ${warm}`))
		throw new Error(`a warm signed read made storage calls: ${warm}`);

	const total = { bare: { n: 0, ms: 0, statuses: new Map() }, signed: { n: 0, ms: 0, statuses: new Map() } };
	const perSlice = [];
	for (let i = 0; i < SLICES; i++) {
		const b = await slice(bare, SLICE_MS, CONCURRENCY, total.bare.statuses);
		const s = await slice(signed, SLICE_MS, CONCURRENCY, total.signed.statuses, MAX_SIGNED - total.signed.n);
		total.bare.n += b.n;
		total.bare.ms += b.ms;
		total.signed.n += s.n;
		total.signed.ms += s.ms;
		perSlice.push(s.n / s.ms / (b.n / b.ms));
	}
	const st = (m) => JSON.stringify(Object.fromEntries(m));
	if (total.signed.statuses.size !== 1 || !total.signed.statuses.has(200)) {
		throw new Error(
			`signed requests must all be 200, got ${st(total.signed.statuses)} (a 429 means the bench outran its per-workspace budget)`,
		);
	}
	const bareRps = (total.bare.n / total.bare.ms) * 1000;
	const signedRps = (total.signed.n / total.signed.ms) * 1000;
	const ratio = signedRps / bareRps;
	perSlice.sort((a, b) => a - b);
	console.log(
		`  GET /ping                  ${bareRps.toFixed(0).padStart(6)} req/s  (${total.bare.n} requests, statuses ${st(total.bare.statuses)})`,
	);
	console.log(
		`  signed GET ${path}  ${signedRps.toFixed(0).padStart(6)} req/s  (${total.signed.n} requests, statuses ${st(total.signed.statuses)})`,
	);
	console.log(
		`  per-slice ratio: min ${perSlice[0].toFixed(2)}, median ${perSlice[Math.floor(perSlice.length / 2)].toFixed(2)}, max ${perSlice.at(-1).toFixed(2)}`,
	);
	console.log(`[bench] ratio signed/bare = ${ratio.toFixed(2)} (required >= ${MIN_RATIO})`);
	if (!gate(ratio >= MIN_RATIO, `ratio ${ratio.toFixed(2)} is below ${MIN_RATIO}`)) failed = true;
	return !failed;
});
