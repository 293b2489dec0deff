// Bench (issue 24): a machine-translation job of 2,000 keys on the simulated upstream (no MT_API_KEY:
// the in-process DeepL simulator), on a fresh local dev server (loopback):
//   POST /loc/api/v1/projects/{id}/translate {locale: "id"} → 202, then the job runs through the
//   `tasks` queue (one message per 50-key chunk) until GET /projects/jobs/{jobId} says done   < 60 s
// The workspace is on the scale plan (unlimited words). The 2,000 keys go in one PUT: ICU sources
// with arguments (and some plurals, selects and tags), every text distinct and the account's memory
// empty, so every key goes to the upstream. Printed: elapsed seconds (POST → done seen by the poll,
// and the job's own createdAt → finishedAt), keys/s and doneKeys; exits 1 unless the job is done
// within 60 s with doneKeys = 2,000. GET /ping is measured in the same run — before the job (idle)
// and sampled while it runs — so a slow machine shows as a slow /ping too (reported, not a verdict).
//
//   npm run bench -- loc-translate
//   BENCH_KEYS=2000 BENCH_TIMEOUT_SECONDS=60 BENCH_PORT=8825 npm run bench -- loc-translate
import { adminCall } from "../dev.mjs";
import { gate, sized, slice, withBenchServer } from "./_slice.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 8825);
const KEYS = Math.min(Number(process.env.BENCH_KEYS ?? 2000), 2000); // one PUT takes at most 2,000 keys
const LIMIT_MS = Number(process.env.BENCH_TIMEOUT_SECONDS ?? 60) * 1000;
const POLL_MS = 250;
const PINGS = sized(500, 20);
const CONCURRENCY = 8;
// tasks messages of the job: one per 50-key chunk (run.ts CHUNK), and one more that finds the rest empty
// after a full last chunk, or ends the job with a short one: floor(keys / 50) + 1.
// 50-key chunks, 10 a delivery (src/services/localization/jobs/run.ts): the queue messages the job takes.
const CHUNKS = Math.floor(KEYS / 50) + 1;
const MESSAGES = Math.ceil(CHUNKS / 10);

const SOURCES = [
	(i) => `Item ${i} is ready for {name}`,
	(i) => `Order #${i} ships to {city} on {date, date, medium}`,
	(i) => `Hi {name}, your parcel ${i} has left the warehouse`,
	(i) => `You have {count, plural, one {# new message} other {# new messages}} in folder ${i}`,
	(i) => `{gender, select, female {She} male {He} other {They}} shared album ${i} with {name}`,
	(i) => `<b>Invoice ${i}</b> is due in {days} days`,
	(i) => `Save {count} changes to document ${i}?`,
	(i) => `Step ${i} of {total}: confirm your address`,
];

/** `n` keys in `default`, deterministic, every source text distinct. */
const payload = (n) => ({
	keys: Array.from({ length: n }, (_, i) => ({
		name: `screen${Math.floor(i / 50)}.section${i % 7}.key${i}`,
		sourceText: SOURCES[i % SOURCES.length](i),
	})),
});

async function setUp(url, adminToken) {
	const ws = (await adminCall(url, adminToken, "POST", "/v1/workspaces", { name: "Bench loc translate" })).body.data.id;
	await adminCall(url, adminToken, "PUT", `/v1/workspaces/${ws}/plans/loc`, { plan: "scale" });
	const { key } = (await adminCall(url, adminToken, "POST", `/v1/workspaces/${ws}/credentials`, { service: "loc" }))
		.body.data;
	const headers = { Authorization: `Bearer ${key}`, "Content-Type": "application/json" };
	const api = async (method, path, body, want) => {
		const res = await fetch(`${url}/loc/api/v1${path}`, { method, headers, body: body && JSON.stringify(body) });
		const json = await res.json();
		if (res.status !== want) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json.error)}`);
		return json.data;
	};
	const project = await api("POST", "/projects", { slug: "bench-translate", name: "Bench translate" }, 201);
	await api("POST", `/projects/${project.id}/locales`, { tag: "id" }, 201);
	const put = await api("PUT", `/projects/${project.id}/keys`, payload(KEYS), 200);
	if (put.created !== KEYS) throw new Error(`PUT created ${put.created} keys, expected ${KEYS}`);
	return { api, headers, projectId: project.id };
}

const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];

async function bench(url, adminToken) {
	const { api, headers, projectId } = await setUp(url, adminToken);
	console.log(`[bench] project ${projectId}: ${KEYS} keys, target id, simulated upstream`);
	const ping = () => fetch(`${url}/ping`);
	const timedPing = async () => {
		const p0 = performance.now();
		const res = await ping();
		await res.arrayBuffer();
		if (res.status !== 200) throw new Error(`GET /ping: ${res.status}`);
		return performance.now() - p0;
	};
	for (let i = 0; i < 50; i++) await timedPing();
	const idlePingMs = [];
	for (let i = 0; i < 100; i++) idlePingMs.push(await timedPing());
	const pingStatuses = new Map();
	const idle = await slice(ping, 60_000, CONCURRENCY, pingStatuses, PINGS);

	const t0 = performance.now();
	const queued = await api("POST", `/projects/${projectId}/translate`, { locale: "id" }, 202);
	const postMs = performance.now() - t0;
	if (queued.stats.estimatedKeys !== KEYS || queued.stats.memoryHits !== 0)
		throw new Error(`the job selected ${JSON.stringify(queued.stats)}, expected ${KEYS} keys and no memory hits`);
	console.log(
		`[bench] job ${queued.id} queued in ${postMs.toFixed(0)} ms: ${queued.stats.estimatedKeys} keys, ${queued.stats.estimatedWords} words`,
	);

	// Poll the job; one GET /ping per poll samples the interactive path while the consumer works.
	const busyPingMs = [];
	let job = queued;
	let lastReport = performance.now();
	while (performance.now() - t0 < LIMIT_MS) {
		await new Promise((r) => setTimeout(r, POLL_MS));
		busyPingMs.push(await timedPing());
		job = await api("GET", `/projects/jobs/${queued.id}`, undefined, 200);
		if (job.status === "done" || job.status === "failed") break;
		if (performance.now() - lastReport > 5000) {
			lastReport = performance.now();
			console.log(
				`[bench]   ${((performance.now() - t0) / 1000).toFixed(1)} s: ${job.status}, doneKeys ${job.stats.doneKeys}`,
			);
		}
	}
	const elapsed = (performance.now() - t0) / 1000;
	const after = await slice(ping, 60_000, CONCURRENCY, pingStatuses, PINGS);
	if (pingStatuses.size !== 1 || !pingStatuses.has(200))
		throw new Error(`GET /ping must answer 200, got ${JSON.stringify(Object.fromEntries(pingStatuses))}`);

	// The stored values: every key has an `id` value, and it came through the simulator (⟦word⟧).
	const res = await fetch(
		`${url}/loc/api/v1/projects/${projectId}/export?locale=id&namespace=default&format=json-flat`,
		{ headers },
	);
	if (res.status !== 200) throw new Error(`export: ${res.status} ${await res.text()}`);
	const values = Object.values(await res.json());
	const simulated = values.filter((v) => v.includes("⟦")).length;

	const { doneKeys, failedKeys } = job.stats;
	const jobSecs = job.finishedAt == null ? null : (Date.parse(job.finishedAt) - Date.parse(job.createdAt)) / 1000;
	const pingRps = ((idle.n + after.n) / (idle.ms + after.ms)) * 1000;
	console.log(
		`  ${"GET /ping idle, one at a time".padEnd(44)} p50 ${pct(idlePingMs, 0.5).toFixed(1)} ms, p95 ${pct(idlePingMs, 0.95).toFixed(1)} ms  (${idlePingMs.length} samples)`,
	);
	console.log(
		`  ${"GET /ping idle (before and after the job)".padEnd(44)} ${pingRps.toFixed(0).padStart(6)} req/s  (${idle.n + after.n} requests, ${CONCURRENCY} at a time)`,
	);
	console.log(
		`  ${"GET /ping while the job runs".padEnd(44)} p50 ${pct(busyPingMs, 0.5).toFixed(1)} ms, p95 ${pct(busyPingMs, 0.95).toFixed(1)} ms  (${busyPingMs.length} samples, one at a time)`,
	);
	console.log(
		`  ${"translate job".padEnd(44)} ${job.status}, doneKeys ${doneKeys}, failedKeys ${failedKeys}, stored values ${values.length} (${simulated} from the simulator)`,
	);
	console.log(
		`  ${"elapsed (POST → done seen)".padEnd(44)} ${elapsed.toFixed(2)} s  → ${(doneKeys / elapsed).toFixed(1)} keys/s`,
	);
	if (jobSecs != null)
		console.log(
			`  ${"elapsed (job createdAt → finishedAt)".padEnd(44)} ${jobSecs.toFixed(2)} s  → ${(doneKeys / jobSecs).toFixed(1)} keys/s, ${(jobSecs / MESSAGES).toFixed(2)} s per queue message (${MESSAGES} messages, ${CHUNKS} chunks)`,
		);
	console.log(
		`[bench] ratio /ping p50 latency while the job runs / idle = ${(pct(busyPingMs, 0.5) / pct(idlePingMs, 0.5)).toFixed(2)} (reported)`,
	);
	console.log(
		`[bench] job ${job.status} in ${elapsed.toFixed(2)} s with doneKeys ${doneKeys} (required: done within ${LIMIT_MS / 1000} s, doneKeys = ${KEYS})`,
	);

	let ok = true;
	if (job.status !== "done") {
		console.error(
			`[bench] FAIL: the job is ${job.status} after ${elapsed.toFixed(1)} s${job.error ? ` (${job.error})` : ""}, not done within ${LIMIT_MS / 1000} s`,
		);
		ok = false;
	} else if (!gate(elapsed * 1000 <= LIMIT_MS, `the job took ${elapsed.toFixed(1)} s, over ${LIMIT_MS / 1000} s`)) {
		ok = false;
	}
	if (doneKeys !== KEYS) {
		console.error(`[bench] FAIL: doneKeys ${doneKeys}, expected ${KEYS}`);
		ok = false;
	}
	if (job.status === "done" && (values.length !== KEYS || simulated !== KEYS)) {
		console.error(`[bench] FAIL: ${values.length} stored id values (${simulated} simulated), expected ${KEYS}`);
		ok = false;
	}
	return ok;
}

await withBenchServer({ port: PORT }, (server) => bench(server.url, server.adminToken));
