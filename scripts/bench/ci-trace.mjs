// Bench (issue 22): job trace appends over the runner protocol, on a fresh local dev server whose
// code host is the local one (loopback, random port). One project whose .pasar-ci.yml has 8 jobs
// with `needs: []` (all pending at once), one manual pipeline, one workspace runner that takes the
// 8 jobs itself (POST /runner/jobs/request, no CLI). Then 8 writers — one per job, each with its job
// token — PATCH 4 KiB chunks with the right Content-Range, in slices interleaved with slices of the
// bare GET /ping (8 workers too), so machine noise hits both alike. Meanwhile one SSE reader per job
// (GET /ci/api/v1/jobs/{id}/log/stream with the API key) notes when each chunk arrives.
// Printed: appends/s and the ratio to /ping (exit 1 below 0.5), and the chunk → reader latency
// (the PATCH's 202 to the chunk's `event: chunk` at the reader; 0 when the reader had it first) and,
// for context, from the PATCH being sent, p50/p95/max; every chunk must reach its reader and every
// reader must see `event: done` once the jobs finish.
//
//   npm run bench -- ci-trace
//   BENCH_SLICES=10 BENCH_SLICE_MS=1000 BENCH_PORT=8812 npm run bench -- ci-trace
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { benchCodeHost, ciProject, git } from "./_ci.mjs";
import { gate, sized, slice, withBenchServer } from "./_slice.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 8812);
const SLICES = Number(process.env.BENCH_SLICES ?? 10);
const SLICE_MS = Number(process.env.BENCH_SLICE_MS ?? 1000);
const JOBS = 8;
const CHUNK = 4096;
const MIN = 0.5;
// A job keeps 4 MiB of log; past it appends are accepted but make no chunk. Stay under it.
const MAX_APPENDS_PER_JOB = sized(1000, 20);
const DRAIN_MS = 10_000;

const CONFIG = `stages: [test]
${Array.from(
	{ length: JOBS },
	(_, i) => `
job${i + 1}:
  stage: test
  needs: []
  script: [echo ${i + 1}]
`,
).join("")}`;

/** One 4 KiB ASCII chunk, ending in a newline. */
const chunkBytes = (job, n) => {
	const head = `job${job} append ${n} `;
	return new TextEncoder().encode(`${head}${"x".repeat(CHUNK - head.length - 1)}\n`);
};

/**
 * An SSE reader: records each chunk's arrival time by seq until `event: done`. A stream that ends
 * without `done` (the JobLog object restarted: `wrangler dev` reloads the Worker when a source file
 * changes) is opened again with Last-Event-ID, as EventSource does; `reconnects` counts those.
 */
function openReader(url, key) {
	const arrived = new Map();
	const ctrl = new AbortController();
	let status = null;
	let sizes = 0;
	let lastSeq = 0;
	let reconnects = 0;
	const connect = () =>
		fetch(url, {
			headers: { Authorization: `Bearer ${key}`, ...(lastSeq ? { "Last-Event-ID": String(lastSeq) } : {}) },
			signal: ctrl.signal,
		});
	const opened = connect();
	const done = (async () => {
		let res = await opened;
		for (;;) {
			if (res.status !== 200) throw new Error(`stream ${url}: ${res.status} ${await res.text()}`);
			const decoder = new TextDecoder();
			let buf = "";
			try {
				for await (const part of res.body) {
					buf += decoder.decode(part, { stream: true });
					let end = buf.indexOf("\n\n");
					while (end !== -1) {
						const frame = buf.slice(0, end);
						buf = buf.slice(end + 2);
						end = buf.indexOf("\n\n");
						const event = /^event: (.*)$/m.exec(frame)?.[1];
						const data = /^data: (.*)$/m.exec(frame)?.[1];
						if (event === "chunk") {
							const c = JSON.parse(data);
							if (!arrived.has(c.seq)) {
								arrived.set(c.seq, performance.now());
								sizes += c.content.length;
							}
							lastSeq = Math.max(lastSeq, c.seq);
						} else if (event === "done") status = JSON.parse(data).status;
					}
				}
			} catch (e) {
				if (ctrl.signal.aborted) throw e;
			}
			if (status || ctrl.signal.aborted) return status;
			reconnects++;
			// The reloading server may refuse connections for a moment: up to 40 tries, 250 ms apart.
			for (let attempt = 1; ; attempt++) {
				await new Promise((r) => setTimeout(r, 250));
				try {
					res = await connect();
					break;
				} catch (e) {
					if (ctrl.signal.aborted || attempt >= 40) throw e;
				}
			}
		}
	})();
	// Aborted in `finally` when the bench fails early: never an unhandled rejection.
	opened.catch(() => {});
	done.catch(() => {});
	return { arrived, opened, done, ctrl, bytes: () => sizes, reconnects: () => reconnects };
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

const code = await benchCodeHost();
await withBenchServer({ port: PORT, vars: { CODE_HOST_API_URL: code.host.apiUrl } }, async (server) => {
	const readers = [];
	try {
		const { key, project, work, call } = await ciProject(server, code, { repo: "toko/trace" });
		// The 8-job config, pushed with [skip ci] so the hook makes no pipeline of its own.
		writeFileSync(join(work, ".pasar-ci.yml"), CONFIG);
		await git(work, "commit", "-q", "-am", "Eight parallel jobs [skip ci]");
		await git(work, "push", "-q", `${code.host.url}/toko/trace.git`, "main");
		const run = await call("POST", `/projects/${project.id}/pipelines`, { ref: "main" });
		if (run.status !== 201) throw new Error(`pipeline: ${run.status} ${JSON.stringify(run.body)}`);
		const pending = run.body.data.jobs.filter((j) => j.status === "pending");
		if (pending.length !== JOBS) throw new Error(`${pending.length} pending jobs, not ${JOBS}`);

		const reg = await call("POST", "/runners", { description: "bench runner" });
		if (reg.status !== 201) throw new Error(`runner: ${reg.status} ${JSON.stringify(reg.body)}`);
		const protocol = (path, token, init = {}) =>
			fetch(`${server.url}/ci/api/v1/runner${path}`, {
				...init,
				headers: { Authorization: `Bearer ${token}`, ...init.headers },
			});
		const runnerToken = reg.body.data.token;
		const registered = await protocol("/register", runnerToken, {
			method: "POST",
			headers: { "Content-Type": "application/json" },
			body: JSON.stringify({ name: "bench", version: "bench", platform: "node" }),
		});
		if (registered.status !== 200) throw new Error(`register: ${registered.status} ${await registered.text()}`);
		const jobs = [];
		for (let i = 0; i < JOBS; i++) {
			const res = await protocol("/jobs/request", runnerToken, {
				method: "POST",
				headers: { "Content-Type": "application/json" },
				body: JSON.stringify({ wait: 0 }),
			});
			if (res.status !== 201) throw new Error(`request ${i + 1}: ${res.status} ${await res.text()}`);
			const { data } = await res.json();
			jobs.push({
				id: data.id,
				name: data.name,
				token: data.token,
				length: 0,
				appends: 0,
				sent: new Map(),
				acked: new Map(),
			});
		}
		console.log(`[bench] ${JOBS} jobs of pipeline ${run.body.data.id} taken by runner ${reg.body.data.id}`);

		for (const j of jobs) {
			const r = openReader(`${server.url}/ci/api/v1/jobs/${j.id}/log/stream`, key);
			readers.push(r);
			const res = await r.opened;
			if (res.status !== 200) throw new Error(`stream of ${j.id}: ${res.status}`);
		}

		const statuses = { ping: new Map(), trace: new Map() };
		const append = async (j) => {
			const body = chunkBytes(j.name, j.appends + 1);
			const sentAt = performance.now();
			const res = await protocol(`/jobs/${j.id}/trace`, j.token, {
				method: "PATCH",
				headers: { "Content-Type": "text/plain", "Content-Range": `${j.length}-${j.length + body.length - 1}` },
				body,
			});
			if (res.status === 202) {
				j.appends++;
				j.acked.set(j.appends, performance.now());
				j.sent.set(j.appends, sentAt);
				j.length += body.length;
			}
			return res;
		};
		// One writer per job (a job's appends are sequential, as a runner's are); a writer stops at the cap.
		const traceSlice = async () => {
			const until = Date.now() + SLICE_MS;
			let n = 0;
			const t0 = performance.now();
			await Promise.all(
				jobs.map(async (j) => {
					while (Date.now() < until && j.appends < MAX_APPENDS_PER_JOB) {
						const res = await append(j);
						await res.arrayBuffer();
						statuses.trace.set(res.status, (statuses.trace.get(res.status) ?? 0) + 1);
						n++;
					}
				}),
			);
			return { n, ms: performance.now() - t0 };
		};
		const ping = () => fetch(`${server.url}/ping`);
		for (let i = 0; i < 50; i++) await (await ping()).arrayBuffer();

		const tot = { ping: { n: 0, ms: 0 }, trace: { n: 0, ms: 0 } };
		for (let i = 0; i < SLICES; i++) {
			const p = await slice(ping, SLICE_MS, JOBS, statuses.ping);
			tot.ping.n += p.n;
			tot.ping.ms += p.ms;
			const t = await traceSlice();
			tot.trace.n += t.n;
			tot.trace.ms += t.ms;
		}
		for (const [k, s] of Object.entries(statuses))
			if (s.size !== 1 || !s.has(k === "ping" ? 200 : 202))
				throw new Error(`${k} answers: ${JSON.stringify(Object.fromEntries(s))}`);
		if (jobs.some((j) => j.appends >= MAX_APPENDS_PER_JOB))
			console.log(`[bench] note: some jobs reached ${MAX_APPENDS_PER_JOB} appends (4 MiB cap) and stopped early`);

		// Every chunk reaches its reader; then the jobs finish and each stream ends with `done`.
		const drainUntil = Date.now() + DRAIN_MS;
		while (Date.now() < drainUntil && jobs.some((j, i) => readers[i].arrived.size < j.appends))
			await new Promise((r) => setTimeout(r, 50));
		for (const [i, j] of jobs.entries()) {
			const r = readers[i];
			if (r.arrived.size !== j.appends)
				throw new Error(`${j.name}: ${j.appends} appends, ${r.arrived.size} chunks at its reader`);
			if (r.bytes() !== j.length) throw new Error(`${j.name}: ${j.length} bytes sent, ${r.bytes()} streamed`);
		}
		for (const j of jobs) {
			const res = await protocol(`/jobs/${j.id}`, j.token, {
				method: "PUT",
				headers: { "Content-Type": "application/json" },
				body: JSON.stringify({ state: "success", exitCode: 0 }),
			});
			if (res.status !== 200) throw new Error(`finish ${j.name}: ${res.status} ${await res.text()}`);
		}
		const ends = await Promise.race([
			Promise.all(readers.map((r) => r.done)),
			new Promise((_, reject) => setTimeout(() => reject(new Error("a stream did not end")), DRAIN_MS)),
		]);
		if (ends.some((s) => s !== "success")) throw new Error(`streams ended with ${JSON.stringify(ends)}`);

		// Latency: the PATCH's 202 (as the writer saw it) → the chunk at the reader. Both clocks are this
		// process's; a chunk can reach the reader before the writer has read its 202 (counted as 0).
		// Also from the PATCH being sent, which no scheduling of this process can hide.
		const lat = [];
		const sendLat = [];
		let early = 0;
		for (const [i, j] of jobs.entries())
			for (const [seq, ack] of j.acked) {
				const arrived = readers[i].arrived.get(seq);
				const d = arrived - ack;
				if (d < 0) early++;
				lat.push(Math.max(0, d));
				sendLat.push(arrived - j.sent.get(seq));
			}
		lat.sort((a, b) => a - b);
		sendLat.sort((a, b) => a - b);

		const reconnects = readers.reduce((a, r) => a + r.reconnects(), 0);
		if (reconnects)
			console.log(
				`[bench] note: ${reconnects} SSE stream(s) ended early and were resumed with Last-Event-ID (did wrangler dev reload on a source change?); their replayed chunks count with their late arrival`,
			);
		const rps = (k) => (tot[k].n / tot[k].ms) * 1000;
		console.log(`  ${"GET /ping".padEnd(44)} ${rps("ping").toFixed(0).padStart(6)} req/s  (${tot.ping.n} requests)`);
		console.log(
			`  ${"PATCH /runner/jobs/{id}/trace (4 KiB)".padEnd(44)} ${rps("trace").toFixed(0).padStart(6)} appends/s  (${tot.trace.n} appends, ${((tot.trace.n * CHUNK) / 1024 / 1024).toFixed(1)} MiB, ${JOBS} jobs)`,
		);
		console.log(
			`[bench] chunk → SSE reader (from the 202): p50 ${pct(lat, 50).toFixed(1)} ms, p95 ${pct(lat, 95).toFixed(1)} ms, max ${lat.at(-1).toFixed(1)} ms (${lat.length} chunks; ${early} arrived before their 202 was read)`,
		);
		console.log(
			`[bench] PATCH sent → SSE reader: p50 ${pct(sendLat, 50).toFixed(1)} ms, p95 ${pct(sendLat, 95).toFixed(1)} ms, max ${sendLat.at(-1).toFixed(1)} ms`,
		);
		const ratio = rps("trace") / rps("ping");
		console.log(`[bench] ratio trace/ping = ${ratio.toFixed(2)} (required >= ${MIN})`);
		return gate(ratio >= MIN, `trace ratio ${ratio.toFixed(2)} is below ${MIN}`);
	} finally {
		for (const r of readers) r.ctrl.abort();
		await code.host.close();
	}
});
