// Bench (issue 15): POST /mkt/api/v1/channels/{id}/test against the bare GET /ping, in the same run
// on the local dev server: test sends per second must be >= 0.3 x /ping req/s. The answer does not
// wait for the provider (the send stays in the tasks queue), so this measures the API's own work:
// auth, the recipient check, the send row and the queue message. Providers are the local simulator.
//
//   npm run bench -- channels
//   BENCH_SLICES=10 BENCH_SLICE_MS=1000 BENCH_CONCURRENCY=32 BENCH_PORT=8793 npm run bench -- channels
import { adminCall } from "../dev.mjs";
import { mktHeaders } from "../mkt-client.mjs";
import { simulatorUrls, startChannelSimulator } from "../sim/channels.mjs";
import { gate, slice, withBenchServer } from "./_slice.mjs";

const SLICES = Number(process.env.BENCH_SLICES ?? 10);
const SLICE_MS = Number(process.env.BENCH_SLICE_MS ?? 1000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const PORT = Number(process.env.BENCH_PORT ?? 8793);
const MIN_RATIO = 0.3;
const MAX_SENDS = 20_000;

const sim = await startChannelSimulator();
console.log(`[bench] providers simulated at ${sim.url}`);
await withBenchServer(
	{ port: PORT, vars: { MKT_PROVIDER_URLS: simulatorUrls(sim.url) } },
	async ({ url, adminToken }) => {
		let failed = false;
		try {
			const channels = [];
			for (let i = 0; i < 8; i++) {
				const ws = await adminCall(url, adminToken, "POST", "/v1/workspaces", { name: `Bench channels ${i}` });
				const id = ws.body.data.id;
				await adminCall(url, adminToken, "PUT", `/v1/workspaces/${id}/plans/mkt`, { plan: "forjio_internal" });
				const key = (await adminCall(url, adminToken, "POST", `/v1/workspaces/${id}/credentials`, { service: "mkt" }))
					.body.data;
				const raw = JSON.stringify({
					provider: "webhook_generic",
					displayName: "Bench",
					credentials: { url: `${sim.url}/hooks/generic/${i}`, secret: "whsec_bench" },
				});
				const created = await fetch(`${url}/mkt/api/v1/channels`, {
					method: "POST",
					headers: mktHeaders(key, "POST", "/mkt/api/v1/channels", raw),
					body: raw,
				});
				const body = await created.json();
				if (created.status !== 201) throw new Error(`channel: ${created.status} ${JSON.stringify(body)}`);
				channels.push({ key, id: body.data.id });
			}
			let next = 0;
			const test = () => {
				const c = channels[next++ % channels.length];
				const path = `/mkt/api/v1/channels/${c.id}/test`;
				const raw = JSON.stringify({ recipient: "bench" });
				return fetch(`${url}${path}`, { method: "POST", headers: mktHeaders(c.key, "POST", path, raw), body: raw });
			};
			const bare = () => fetch(`${url}/ping`);
			const probe = await test();
			if (probe.status !== 200) throw new Error(`test probe: ${probe.status} ${await probe.text()}`);
			for (let i = 0; i < 200; i++) await (await bare()).arrayBuffer();
			for (let i = 0; i < 50; i++) await (await test()).arrayBuffer();

			const t = { bare: { n: 0, ms: 0, statuses: new Map() }, test: { n: 0, ms: 0, statuses: new Map() } };
			for (let i = 0; i < SLICES; i++) {
				const b = await slice(bare, SLICE_MS, CONCURRENCY, t.bare.statuses);
				const s = await slice(test, SLICE_MS, CONCURRENCY, t.test.statuses, MAX_SENDS - t.test.n);
				t.bare.n += b.n;
				t.bare.ms += b.ms;
				t.test.n += s.n;
				t.test.ms += s.ms;
			}
			const st = (m) => JSON.stringify(Object.fromEntries(m));
			if (t.test.statuses.size !== 1 || !t.test.statuses.has(200))
				throw new Error(`test sends must all be 200, got ${st(t.test.statuses)}`);
			const bareRps = (t.bare.n / t.bare.ms) * 1000;
			const testRps = (t.test.n / t.test.ms) * 1000;
			const ratio = testRps / bareRps;
			console.log(`  GET /ping                        ${bareRps.toFixed(0).padStart(6)} req/s  (${t.bare.n} requests)`);
			console.log(`  POST /channels/{id}/test         ${testRps.toFixed(0).padStart(6)} req/s  (${t.test.n} requests)`);
			console.log(`[bench] ratio test/ping = ${ratio.toFixed(2)} (required >= ${MIN_RATIO})`);
			if (!gate(ratio >= MIN_RATIO, `ratio ${ratio.toFixed(2)} is below ${MIN_RATIO}`)) failed = true;
			return !failed;
		} finally {
			await sim.close();
		}
	},
);
