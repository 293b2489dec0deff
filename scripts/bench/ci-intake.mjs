// Bench (issue 21): the CI intake on a fresh local dev server whose code host is the local one
// (loopback, random port). The project's repository holds 50 commits on main, pushed before the
// project existed; then 50 GitHub push deliveries (one per commit, each `before` its parent, the
// body built by the code host's own push-event code, signed with the project's webhookSecret,
// distinct X-GitHub-Delivery) are posted to POST /ci/api/v1/webhooks/scm/{projectId}, 10 at a time.
// Reported: the intake's req/s next to GET /ping's (measured just before and after, same
// concurrency) and the push → pipeline-listed latency (delivery sent → its pipeline in GET
// /projects/{id}/pipelines): p95 must be <= 3 s, else exit 1.
//
//   npm run bench -- ci-intake
//   BENCH_DELIVERIES=50 BENCH_CONCURRENCY=10 BENCH_PORT=8811 npm run bench -- ci-intake
import { randomUUID } from "node:crypto";
import { pushPayload } from "../code-host/events.mjs";
import { Repo } from "../code-host/git.mjs";
import { signPayload, USER_AGENT } from "../code-host/hooks.mjs";
import { benchCodeHost, ciProject } from "./_ci.mjs";
import { gate, sized, slice, withBenchServer } from "./_slice.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 8811);
const DELIVERIES = Number(process.env.BENCH_DELIVERIES ?? 50);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);
const PINGS = sized(500, 20);
const P95_MS = 3_000;
const WAIT_MS = 60_000;

const code = await benchCodeHost();
await withBenchServer({ port: PORT, vars: { CODE_HOST_API_URL: code.host.apiUrl } }, async (server) => {
	try {
		const [owner, name] = ["toko", "intake"];
		const { project, shas, call } = await ciProject(server, code, {
			repo: `${owner}/${name}`,
			commits: DELIVERIES,
		});
		// GitHub's push bodies for each commit on main, as the code host would send them.
		const repo = new Repo(code.host.dir, owner, name);
		const bodies = [];
		for (let i = 1; i <= DELIVERIES; i++) {
			const payload = await pushPayload(repo, {
				ref: "refs/heads/main",
				before: shas[i - 1],
				after: shas[i],
				others: [],
				base: code.host.url,
				pusher: owner,
				defaultBranch: "main",
			});
			bodies.push({ sha: shas[i], body: JSON.stringify(payload) });
		}
		const deliver = ({ body }) =>
			fetch(project.webhookUrl, {
				method: "POST",
				headers: {
					"Content-Type": "application/json",
					"User-Agent": USER_AGENT,
					"X-GitHub-Event": "push",
					"X-GitHub-Delivery": randomUUID(),
					"X-GitHub-Hook-ID": "1",
					"X-Hub-Signature-256": signPayload(project.webhookSecret, body),
				},
				body,
			});
		const ping = () => fetch(`${server.url}/ping`);
		// Warm the intake's code (a signed ping event: answered 200, makes nothing) and /ping.
		for (let i = 0; i < 20; i++) {
			const pingEvent = JSON.stringify({ zen: "warm", hook_id: 1 });
			const res = await fetch(project.webhookUrl, {
				method: "POST",
				headers: {
					"Content-Type": "application/json",
					"X-GitHub-Event": "ping",
					"X-GitHub-Delivery": randomUUID(),
					"X-Hub-Signature-256": signPayload(project.webhookSecret, pingEvent),
				},
				body: pingEvent,
			});
			if (res.status !== 200) throw new Error(`warm-up ping: ${res.status} ${await res.text()}`);
			await (await ping()).arrayBuffer();
		}

		const pingStatuses = new Map();
		const before = await slice(ping, 60_000, CONCURRENCY, pingStatuses, PINGS);

		// The deliveries, CONCURRENCY at a time; each one's send time, and a poller noting when each
		// commit's pipeline is first listed. The poller reads the newest 20 every 100 ms (a few new
		// pipelines arrive between two reads), so measuring costs the server little, and every 10th
		// read the whole list, so one that slipped past is still counted (up to 1 s late).
		const sentAt = new Map();
		const seenAt = new Map();
		const statuses = new Map();
		let polling = true;
		const poller = (async () => {
			for (let round = 1; polling; round++) {
				const limit = round % 10 === 0 ? 100 : 20;
				const list = await call("GET", `/projects/${project.id}/pipelines?limit=${limit}`);
				const now = performance.now();
				if (list.status === 200)
					for (const p of list.body.data) if (!seenAt.has(p.sha) && p.source === "push") seenAt.set(p.sha, now);
				if (seenAt.size >= DELIVERIES) break;
				await new Promise((r) => setTimeout(r, 100));
			}
		})();
		let next = 0;
		const t0 = performance.now();
		await Promise.all(
			Array.from({ length: CONCURRENCY }, async () => {
				while (next < bodies.length) {
					const d = bodies[next++];
					sentAt.set(d.sha, performance.now());
					const res = await deliver(d);
					const answer = await res.json().catch(() => null);
					const key = res.status === 202 && answer?.data?.accepted ? 202 : `${res.status} ${JSON.stringify(answer)}`;
					statuses.set(key, (statuses.get(key) ?? 0) + 1);
				}
			}),
		);
		const intakeMs = performance.now() - t0;
		const after = await slice(ping, 60_000, CONCURRENCY, pingStatuses, PINGS);
		const until = performance.now() + WAIT_MS;
		while (seenAt.size < DELIVERIES && performance.now() < until) await new Promise((r) => setTimeout(r, 100));
		polling = false;
		await poller;

		if (statuses.size !== 1 || !statuses.has(202))
			throw new Error(`every delivery must be accepted (202), got ${JSON.stringify(Object.fromEntries(statuses))}`);
		if (pingStatuses.size !== 1 || !pingStatuses.has(200)) throw new Error("GET /ping must answer 200");
		const intakeRps = (DELIVERIES / intakeMs) * 1000;
		const pingRps = ((before.n + after.n) / (before.ms + after.ms)) * 1000;
		console.log(
			`  ${"GET /ping".padEnd(44)} ${pingRps.toFixed(0).padStart(6)} req/s  (${before.n + after.n} requests)`,
		);
		console.log(
			`  ${"POST …/webhooks/scm/{id} (signed push)".padEnd(44)} ${intakeRps.toFixed(0).padStart(6)} req/s  (${DELIVERIES} deliveries, ${CONCURRENCY} at a time)`,
		);
		console.log(`[bench] ratio intake/ping = ${(intakeRps / pingRps).toFixed(2)} (reported)`);

		const missing = shas.slice(1).filter((s) => !seenAt.has(s));
		if (missing.length) {
			console.error(
				`[bench] FAIL: ${missing.length} of ${DELIVERIES} pushes made no pipeline within ${WAIT_MS / 1000} s`,
			);
			return false;
		}
		const list = await call("GET", `/projects/${project.id}/pipelines?limit=100`);
		const pushPipelines = list.body.data.filter((p) => p.source === "push");
		if (pushPipelines.length !== DELIVERIES)
			throw new Error(`${pushPipelines.length} push pipelines for ${DELIVERIES} deliveries`);
		const times = shas
			.slice(1)
			.map((s) => seenAt.get(s) - sentAt.get(s))
			.sort((a, b) => a - b);
		const at = (p) => times[Math.min(times.length - 1, Math.floor(times.length * p))];
		console.log(
			`  ${"push → pipeline listed".padEnd(44)} median ${at(0.5).toFixed(0)} ms, p95 ${at(0.95).toFixed(0)} ms, max ${at(1).toFixed(0)} ms`,
		);
		console.log(`[bench] push → pipeline p95 ${at(0.95).toFixed(0)} ms (required <= ${P95_MS} ms)`);
		return gate(at(0.95) <= P95_MS, `push → pipeline p95 ${at(0.95).toFixed(0)} ms is over ${P95_MS} ms`);
	} finally {
		await code.host.close();
	}
});
