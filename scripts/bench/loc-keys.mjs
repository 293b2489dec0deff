// Bench (issue 23): the localization bulk key PUT on a fresh local server (loopback):
//   PUT /loc/api/v1/projects/{id}/keys with 2,000 new keys   < 3 s
//   the same PUT again (all unchanged)                      < 2 s
// The keys look like an app's strings: ICU plurals, selects, tags and arguments, descriptions,
// maxLength, usages. Each round uses a fresh project (the workspace is on the pro plan: 20,000 live
// keys per project), and the verdict is on the median of ROUNDS rounds so one hiccup of a shared
// machine does not decide it; every timing is printed. A small PUT first warms the isolate, so the
// Worker's start-up is not billed to the first round.
//
//   npm run bench -- loc-keys
//   BENCH_ROUNDS=5 BENCH_KEYS=2000 BENCH_PORT=8821 npm run bench -- loc-keys
import { adminCall } from "../dev.mjs";
import { gate, withBenchServer } from "./_slice.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 8821);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const KEYS = Number(process.env.BENCH_KEYS ?? 2000);
const BARS = { create: 3000, unchanged: 2000 };

const SOURCES = [
	(i) => `Welcome back, {name}! You have {count, plural, one {# new message} other {# new messages}} (${i}).`,
	(i) => `<b>Order #${i}</b> ships on {date, date, medium} to {city}.`,
	(i) => `{gender, select, female {She} male {He} other {They}} liked your post ${i}.`,
	(i) => `Step ${i}: {rank, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} place`,
	(i) => `Save changes to document ${i}`,
	(i) =>
		`Total: {amount, number, ::currency/IDR} for {count, plural, =0 {no items} one {# item} other {# items}} (${i})`,
];

/** `n` keys over four namespaces' worth of names in `default`, deterministic. */
const payload = (n) => ({
	keys: Array.from({ length: n }, (_, i) => ({
		name: `screen${Math.floor(i / 50)}.section${i % 7}.key${i}`,
		sourceText: SOURCES[i % SOURCES.length](i),
		...(i % 3 === 0 ? { description: `Shown on screen ${Math.floor(i / 50)} near the top` } : {}),
		...(i % 4 === 0 ? { maxLength: 120 } : {}),
		...(i % 5 === 0
			? { context: [{ file: `src/screens/screen${Math.floor(i / 50)}.tsx`, line: 10 + (i % 300) }] }
			: {}),
	})),
});

async function setUp(url, adminToken) {
	const ws = (await adminCall(url, adminToken, "POST", "/v1/workspaces", { name: "Bench loc keys" })).body.data.id;
	await adminCall(url, adminToken, "PUT", `/v1/workspaces/${ws}/plans/loc`, { plan: "pro" });
	const { key } = (await adminCall(url, adminToken, "POST", `/v1/workspaces/${ws}/credentials`, { service: "loc" }))
		.body.data;
	const headers = { Authorization: `Bearer ${key}`, "Content-Type": "application/json" };
	const api = async (method, path, body, want) => {
		const res = await fetch(`${url}/loc/api/v1${path}`, { method, headers, body: body && JSON.stringify(body) });
		const json = await res.json();
		if (res.status !== want) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json.error)}`);
		return json.data;
	};
	return { api };
}

/** One timed PUT; its counts must be `want`. */
async function timedPut(api, projectId, body, want) {
	const t0 = performance.now();
	const data = await api("PUT", `/projects/${projectId}/keys`, body, 200);
	const ms = performance.now() - t0;
	for (const [k, v] of Object.entries(want))
		if (data[k] !== v) throw new Error(`PUT answered ${JSON.stringify(data)}, expected ${k} = ${v}`);
	return ms;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function bench(url, adminToken) {
	const { api } = await setUp(url, adminToken);
	const body = payload(KEYS);
	console.log(`[bench] payload: ${KEYS} keys, ${(JSON.stringify(body).length / 1024).toFixed(0)} KiB`);
	const warm = await api("POST", "/projects", { slug: "bench-warm", name: "Warm-up" }, 201);
	await timedPut(api, warm.id, payload(20), { created: 20 });
	const t = { create: [], unchanged: [] };
	for (let r = 0; r < ROUNDS; r++) {
		const p = await api("POST", "/projects", { slug: `bench-${r}`, name: `Bench ${r}` }, 201);
		t.create.push(await timedPut(api, p.id, body, { created: KEYS, updated: 0, unchanged: 0 }));
		t.unchanged.push(await timedPut(api, p.id, body, { created: 0, updated: 0, unchanged: KEYS }));
		console.log(
			`  round ${r + 1}: create ${t.create[r].toFixed(0)} ms, unchanged repeat ${t.unchanged[r].toFixed(0)} ms`,
		);
	}
	let ok = true;
	for (const [k, bar] of Object.entries(BARS)) {
		const m = median(t[k]);
		console.log(`[bench] ${k} median ${m.toFixed(0)} ms over ${ROUNDS} rounds (required < ${bar} ms)`);
		if (!gate(m < bar, `${k} median ${m.toFixed(0)} ms is not under ${bar} ms`)) ok = false;
	}
	return ok;
}

await withBenchServer({ port: PORT }, (server) => bench(server.url, server.adminToken));
