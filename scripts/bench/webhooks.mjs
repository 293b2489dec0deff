// Bench: webhook fan-out and delivery on the local dev server (issue 5 acceptance; issue 27: at least
// 500 deliveries a second and a p95 from emit to receipt under 3 s for the 1,000 x 3 burst).
//
//   npm run bench -- webhooks        (BENCH_EVENTS, BENCH_TIMEOUT_SECONDS, BENCH_PORT to tune)
//
// 1,000 payout.paid events, emitted through the test-mode helper POST /pay/v1/test-helpers/events
// (100 per request), fan out to 3 endpoints of one workspace (subscribed as "payout.paid",
// "payout." and "*"), each delivered to a node http receiver on 127.0.0.1 that checks every
// Pay-Signature. Passes when all 3,000 deliveries arrived exactly once as far as the API is
// concerned (every delivery succeeded, none pending or failed), every signature verified, and it
// all finished within the time bound; prints the throughput and fails below MIN_RATE deliveries a
// second or at a p95 emit -> receipt of MAX_P95_MS or more. Loopback only: the Worker runs with
// ENVIRONMENT=development, where test-mode endpoints may target loopback.
import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer } from "node:http";
import { adminCall } from "../dev.mjs";
import { payHeaders } from "../pay-client.mjs";
import { gate, withBenchServer } from "./_slice.mjs";

const EVENTS = Math.min(Number(process.env.BENCH_EVENTS ?? 1000), 5000);
const ENDPOINTS = [["payout.paid"], ["payout."], ["*"]];
const PER_REQUEST = 100;
const TIMEOUT_MS = Math.min(Number(process.env.BENCH_TIMEOUT_SECONDS ?? 240), 900) * 1000;
const PORT = Number(process.env.BENCH_PORT ?? 8791);
const MIN_RATE = 500;
const MAX_P95_MS = 3_000;

async function pay(url, key, method, path, body) {
	const raw = body === undefined ? "" : JSON.stringify(body);
	const res = await fetch(`${url}${path}`, {
		method,
		headers: payHeaders(key, method, path, raw),
		body: raw || undefined,
	});
	const json = await res.json().catch(() => null);
	return { status: res.status, body: json };
}

// ---- the receiver: verifies Pay-Signature (t=<unix>,v1=hex HMAC-SHA256(secret, t + "." + body))
function verify(secret, header, body) {
	const parts = Object.fromEntries(
		String(header ?? "")
			.split(",")
			.map((p) => [p.slice(0, p.indexOf("=")), p.slice(p.indexOf("=") + 1)]),
	);
	const t = Number(parts.t);
	if (!Number.isInteger(t) || Math.abs(Date.now() / 1000 - t) > 300 || !/^[0-9a-f]{64}$/.test(parts.v1 ?? ""))
		return false;
	const want = createHmac("sha256", secret).update(`${t}.${body}`).digest();
	return timingSafeEqual(want, Buffer.from(parts.v1, "hex"));
}

const secrets = new Map(); // path -> whsec_
const seen = new Map(); // path -> Set(event id)
const stats = { requests: 0, duplicates: 0, badSignatures: 0, latencies: [], last: 0 };
const receiver = createServer((req, res) => {
	const chunks = [];
	req.on("data", (c) => chunks.push(c));
	req.on("end", () => {
		const body = Buffer.concat(chunks).toString("utf8");
		stats.requests++;
		const secret = secrets.get(req.url);
		if (!secret || !verify(secret, req.headers["pay-signature"], body)) {
			stats.badSignatures++;
			res.writeHead(400).end("bad signature");
			return;
		}
		const event = JSON.parse(body);
		const set = seen.get(req.url);
		if (set.has(event.id)) stats.duplicates++;
		else {
			set.add(event.id);
			stats.latencies.push(Date.now() - Date.parse(event.occurredAt));
			stats.last = Date.now();
		}
		res.writeHead(204).end();
	});
});
await new Promise((r) => receiver.listen(0, "127.0.0.1", r));
const receiverPort = receiver.address().port;

console.log(`[bench] receiver on 127.0.0.1:${receiverPort}`);
await withBenchServer({ port: PORT }, async ({ url, adminToken }) => {
	let failed = false;
	try {
		const ws = await adminCall(url, adminToken, "POST", "/v1/workspaces", { name: "Webhook bench" });
		if (ws.status !== 201) throw new Error(`workspace: ${ws.status} ${JSON.stringify(ws.body)}`);
		const cred = await adminCall(url, adminToken, "POST", `/v1/workspaces/${ws.body.data.id}/credentials`, {
			service: "pay",
			name: "bench",
			environment: "test",
		});
		if (cred.status !== 201) throw new Error(`credential: ${cred.status} ${JSON.stringify(cred.body)}`);
		const key = cred.body.data;

		const endpoints = [];
		for (const [i, events] of ENDPOINTS.entries()) {
			const path = `/hook/${i}`;
			const res = await pay(url, key, "POST", "/pay/v1/webhook-endpoints", {
				url: `http://127.0.0.1:${receiverPort}${path}`,
				events,
				description: `bench ${i}`,
			});
			if (res.status !== 201) throw new Error(`endpoint: ${res.status} ${JSON.stringify(res.body)}`);
			secrets.set(path, res.body.data.secret);
			seen.set(path, new Set());
			endpoints.push(res.body.data);
		}
		const expected = EVENTS * endpoints.length;
		console.log(
			`[bench] ${EVENTS} events x ${endpoints.length} endpoints = ${expected} deliveries (timeout ${TIMEOUT_MS / 1000} s)`,
		);

		const started = Date.now();
		const deadline = started + TIMEOUT_MS;
		for (let sent = 0; sent < EVENTS; sent += PER_REQUEST) {
			const count = Math.min(PER_REQUEST, EVENTS - sent);
			const res = await pay(url, key, "POST", "/pay/v1/test-helpers/events", {
				type: "payout.paid",
				count,
				data: { id: `po_bench_${sent}`, amount: 250000, currency: "IDR", status: "paid" },
			});
			if (res.status !== 201 || res.body.data.length !== count)
				throw new Error(`emit: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
		}
		const emitted = Date.now();
		console.log(`[bench] emitted ${EVENTS} events in ${((emitted - started) / 1000).toFixed(2)} s`);

		const received = () => [...seen.values()].reduce((n, s) => n + s.size, 0);
		let lastReport = Date.now();
		while (received() < expected && Date.now() < deadline) {
			await new Promise((r) => setTimeout(r, 100));
			if (Date.now() - lastReport > 5000) {
				lastReport = Date.now();
				console.log(`[bench]   ${received()} / ${expected} received`);
			}
		}
		const got = received();
		const secs = ((stats.last || Date.now()) - started) / 1000;
		stats.latencies.sort((a, b) => a - b);
		const pct = (p) =>
			stats.latencies[Math.min(stats.latencies.length - 1, Math.floor(stats.latencies.length * p))] ?? 0;
		console.log(
			`  deliveries received        ${got} / ${expected} (requests ${stats.requests}, duplicates ${stats.duplicates}, bad signatures ${stats.badSignatures})`,
		);
		console.log(
			`  throughput                 ${(got / secs).toFixed(0)} deliveries/s over ${secs.toFixed(2)} s (first emit to last delivery)`,
		);
		console.log(`  event -> receipt latency   p50 ${pct(0.5)} ms   p95 ${pct(0.95)} ms   max ${pct(1)} ms`);

		// The API's view: every delivery of every endpoint succeeded; nothing pending or failed.
		let succeeded = 0;
		for (const ep of endpoints) {
			for (const status of ["pending", "failed"]) {
				const res = await pay(
					url,
					key,
					"GET",
					`/pay/v1/webhook-endpoints/${ep.id}/deliveries?status=${status}&limit=1`,
				);
				if (res.status !== 200) throw new Error(`deliveries: ${res.status} ${JSON.stringify(res.body)}`);
				if (res.body.data.length)
					throw new Error(
						`endpoint ${ep.id} has ${status} deliveries (${JSON.stringify(res.body.data[0]).slice(0, 300)})`,
					);
			}
			let cursor = null;
			let pages = 0;
			do {
				const res = await pay(
					url,
					key,
					"GET",
					`/pay/v1/webhook-endpoints/${ep.id}/deliveries?status=succeeded&limit=100${cursor ? `&cursor=${cursor}` : ""}`,
				);
				if (res.status !== 200) throw new Error(`deliveries: ${res.status} ${JSON.stringify(res.body)}`);
				succeeded += res.body.data.length;
				cursor = res.body.meta.page.nextCursor;
			} while (cursor && ++pages < 100);
		}
		console.log(`  deliveries succeeded (API) ${succeeded} / ${expected}`);
		const rate = got / secs;
		if (
			got === expected &&
			!gate(
				rate >= MIN_RATE && pct(0.95) < MAX_P95_MS,
				`${rate.toFixed(0)} deliveries/s (required >= ${MIN_RATE}), p95 ${pct(0.95)} ms (required < ${MAX_P95_MS})`,
			)
		)
			failed = true;
		if (got !== expected || succeeded !== expected || stats.badSignatures) {
			console.error(
				`[bench] FAIL: expected ${expected} verified deliveries, received ${got}, API reports ${succeeded} succeeded, ${stats.badSignatures} bad signatures`,
			);
			failed = true;
		} else if (!failed) {
			console.log(
				`[bench] all ${expected} deliveries succeeded: ${rate.toFixed(0)}/s (>= ${MIN_RATE}), p95 ${pct(0.95)} ms (< ${MAX_P95_MS})`,
			);
		}
		return !failed;
	} finally {
		receiver.close();
	}
});
