// Load and restart harness (issue 26): `npm run chaos`.
//
// A bounded mixed workload across the services — signed payments reads and writes, settlements,
// hosted-checkout payments, refunds and payouts racing for one balance, contact imports (JSON and CSV),
// POS sales on the last units of stock, CI trace appends, localization releases, webhook fan-out to a
// local receiver — against a local wrangler dev whose whole process tree is killed with SIGKILL at
// about 1/3 and 2/3 of the run and started again on the same state. Requests that fail while it is
// down are sent again with the same Idempotency-Key; each key's first answer is kept and every later
// answer compared with it. After the load: queues drain (bounded; the cron fired, test clocks
// advanced), then the invariants are read back through the public APIs. Prints throughput, p50/p99
// latency and the invariant report; exits 1 on any violation.
//
//   CHAOS_SECONDS=90 CHAOS_CONCURRENCY=8 CHAOS_PORT=8831 CHAOS_DRAIN_SECONDS=150 npm run chaos
//   CHAOS_REF=HEAD npm run chaos     (the Worker as committed, not the working tree: see server.mjs)
//   CHAOS_RESTARTS=6 npm run chaos   (more crashes, evenly spread, for hunting; the acceptance run uses 2)
//   CHAOS_SERVER_LOG=/tmp/worker.log npm run chaos   (the Worker's own log lines kept, for a post-mortem)
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { benchCodeHost } from "../bench/_ci.mjs";
import { fireScheduled } from "../dev.mjs";
import { simulatorUrls, startChannelSimulator } from "../sim/channels.mjs";
import { ciInvariants, ciOps, ciOwed, finishCi, setUpCi } from "./ci.mjs";
import { createRecorder, quantile, replayStored } from "./client.mjs";
import { campaignInvariants, campaignOwed, setUpCampaign, startCampaign } from "./mkt-campaign.mjs";
import { locInvariants, locOps, mktInvariants, mktOps, mktOwed, setUpLoc, setUpMkt } from "./mkt-loc.mjs";
import { paymentInvariants, paymentOps, paymentsOwed, settlePayments, setUpPayments } from "./payments.mjs";
import { posInvariants, posOps, posOwed, setUpPos } from "./pos.mjs";
import { startReceiver } from "./receiver.mjs";
import { chaosServer } from "./server.mjs";
import { shardInvariants } from "./shards.mjs";

const SECONDS = Math.min(Number(process.env.CHAOS_SECONDS ?? 90), 600);
const CONCURRENCY = Math.min(Number(process.env.CHAOS_CONCURRENCY ?? 8), 64);
const PORT = Number(process.env.CHAOS_PORT ?? 8831);
const DRAIN_SECONDS = Math.min(Number(process.env.CHAOS_DRAIN_SECONDS ?? 150), 900);
const PAY_WORKSPACES = 6;
const RESTARTS = Math.min(Math.max(Number(process.env.CHAOS_RESTARTS ?? 2), 1), 10);

const t0 = Date.now();
const say = (msg) => console.log(`[chaos ${((Date.now() - t0) / 1000).toFixed(0).padStart(3)} s] ${msg}`);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const receiver = await startReceiver();
// Marketing's providers: the campaign's emails go to the simulator in this process, which the crashes
// do not touch, so its log counts the messages each address got across restarts.
const sim = await startChannelSimulator();
const code = await benchCodeHost();
const persistTo = mkdtempSync(join(tmpdir(), "pasar-chaos-"));
const server = chaosServer({
	port: PORT,
	persistTo,
	vars: { LOG_LEVEL: "warn", CODE_HOST_API_URL: code.host.apiUrl, MKT_PROVIDER_URLS: simulatorUrls(sim.url) },
	ref: process.env.CHAOS_REF || undefined,
});
const rec = createRecorder();
const report = { violations: {}, restarts: [], cut: [] };
let failed = false;

try {
	say(
		`starting wrangler dev on 127.0.0.1:${PORT} (${process.env.CHAOS_REF ? `sources of ${process.env.CHAOS_REF}` : "the working tree's sources"}, state in ${persistTo})`,
	);
	await server.start();
	const ctx = { url: server.url, adminToken: server.adminToken, rec, receiver };
	// Six payments workspaces: refunds, payouts and cancels share the 60 a minute of each one's
	// mutating_heavy class, and a load waiting out 429s is not a load.
	say(`setting up workspaces: payments ×${PAY_WORKSPACES}, and POS, marketing, CI, localization ×2 (one per shard)`);
	const pay = await setUpPayments(ctx, PAY_WORKSPACES);
	// Two workspaces of each other service, created in a row: placement puts them on different shards
	// (issue 38), so the load runs on both and the shard invariants can tell.
	const pair = async (setUp) => [await setUp(0), await setUp(1)];
	const pos = await pair((i) => setUpPos(ctx, i));
	const mkt = await pair((i) => setUpMkt(ctx, i));
	const ci = await pair((i) => setUpCi(ctx, code, i));
	const loc = await pair((i) => setUpLoc(ctx, i));
	const campaign = await setUpCampaign(ctx, mkt[0], SECONDS);
	// Each pair shares its service's share of the load.
	const halved = (list) => list.map((o) => ({ ...o, weight: o.weight / 2 }));
	const ops = [
		...paymentOps(ctx, pay),
		...halved([...posOps(ctx, pos[0]), ...posOps(ctx, pos[1])]),
		...halved([...mktOps(ctx, mkt[0]), ...mktOps(ctx, mkt[1])]),
		...halved([...ciOps(ctx, ci[0]), ...ciOps(ctx, ci[1])]),
		...halved([...locOps(ctx, loc[0]), ...locOps(ctx, loc[1])]),
	];
	const weight = ops.reduce((s, o) => s + o.weight, 0);
	const choose = () => {
		let r = Math.random() * weight;
		for (const o of ops) if ((r -= o.weight) < 0) return o;
		return ops.at(-1);
	};

	// ---- the load, with two crashes
	const before = { responses: rec.responses, latencies: rec.latencies.length };
	const started = Date.now();
	const deadline = started + SECONDS * 1000;
	rec.giveUpAt = deadline + DRAIN_SECONDS * 1000;
	const opErrors = [];
	const workers = Array.from({ length: CONCURRENCY }, async () => {
		while (Date.now() < deadline) {
			const op = choose();
			try {
				await op.run();
			} catch (err) {
				opErrors.push(`${op.name}: ${err instanceof Error ? err.message : String(err)}`.slice(0, 300));
			}
		}
	});
	let lastUp = started;
	const chaos = (async () => {
		for (let i = 1; i <= RESTARTS; i++) {
			// At 1/3 and 2/3 of the load (i/(n+1) for n restarts), and after at least 10 s of serving since the last.
			await sleep(started + (i * SECONDS * 1000) / (RESTARTS + 1) - Date.now());
			if (i > 1) await sleep(10_000 - (Date.now() - lastUp));
			// A crash between requests proves nothing: wait (at most 5 s) until half the workers are on the wire.
			const busyBy = Date.now() + 5000;
			while (rec.inFlight.size < Math.ceil(CONCURRENCY / 2) && Date.now() < busyBy) await sleep(20);
			const down = Date.now();
			const cut = [...rec.inFlight.values()];
			const killed = await server.crash();
			const ops = Object.entries(Object.groupBy(cut, (op) => op)).map(([op, l]) => `${op} ×${l.length}`);
			report.cut.push(cut.length);
			say(
				`crash ${i}: SIGKILL to ${killed} processes (wrangler, workerd, …) with ${cut.length} requests on the wire (${ops.join(", ")}); restarting`,
			);
			await server.restart();
			const ms = Date.now() - down;
			report.restarts.push(ms);
			lastUp = Date.now();
			say(`restart ${i}: serving again after ${(ms / 1000).toFixed(1)} s`);
		}
	})();
	// The campaign starts a few seconds before the first crash, so the crash lands mid-send.
	const campaignStart = (async () => {
		await sleep(started + (SECONDS * 1000) / (RESTARTS + 1) - 4000 - Date.now());
		await startCampaign(ctx, campaign);
		say(`campaign ${campaign.id}: send started (${campaign.rate}/s cap)`);
	})();
	const cron = (async () => {
		while (Date.now() < deadline) {
			await sleep(15_000);
			await fireScheduled(server.url).catch(() => {});
		}
	})();
	await Promise.all([chaos, cron, campaignStart]);
	await Promise.all(workers);
	const loadMs = Date.now() - started;
	const responses = rec.responses - before.responses;
	const latencies = rec.latencies.slice(before.latencies);
	say(`load done: ${responses} answers in ${(loadMs / 1000).toFixed(1)} s; draining`);

	// ---- drain: the runner finishes its jobs, the cron and the test clocks move what is still moving
	for (const s of ci) await finishCi(ctx, s);
	const drainUntil = Date.now() + DRAIN_SECONDS * 1000;
	rec.giveUpAt = drainUntil + 120_000;
	let owed = null;
	for (let round = 0; Date.now() < drainUntil; round++) {
		if (round % 5 === 0) await fireScheduled(server.url).catch(() => {});
		await settlePayments(ctx, pay);
		owed = {
			pay: await paymentsOwed(ctx, pay),
			pos: (await posOwed(ctx, pos[0])) + (await posOwed(ctx, pos[1])),
			ci: (await ciOwed(ctx, ci[0])) + (await ciOwed(ctx, ci[1])),
			mkt: (await mktOwed(ctx, mkt[0])) + (await mktOwed(ctx, mkt[1])),
			campaign: await campaignOwed(ctx, campaign),
		};
		if (Object.values(owed).every((n) => n === 0)) break;
		if (round % 3 === 0) say(`  still owed: ${JSON.stringify(owed)}`);
		await sleep(3000);
	}
	say(`drained: ${JSON.stringify(owed)}`);
	const replayed = await replayStored(rec, 300);
	say(`replayed ${replayed} stored answers once more`);

	// ---- invariants
	const v = report.violations;
	/** Adds a check's lists to the report's (two workspaces' checks of one kind add up). */
	const add = (lists) => {
		for (const [name, list] of Object.entries(lists)) (v[name] ??= []).push(...list);
	};
	add(await paymentInvariants(ctx, pay));
	for (const s of pos) add(await posInvariants(ctx, s));
	for (const m of mkt) add(await mktInvariants(ctx, m));
	add(await campaignInvariants(ctx, campaign, sim));
	for (const s of ci) add(await ciInvariants(ctx, s));
	for (const l of loc) add(await locInvariants(ctx, l));
	const shards = await shardInvariants(ctx);
	v.shards = shards.violations;
	say(
		`shards: ${shards.workspaces} workspaces; spread databases with data on ${[...shards.covered].map(([db, c]) => `${db} ${[...c.seen].sort().join("+")}`).join(", ")}`,
	);
	v.idempotency = rec.mismatches.map((m) => `${m.key}: first ${m.first} then ${m.later}`);
	v.unanswered = rec.abandoned.map((a) => `${a.op} ${a.key ?? a.url} was never answered`);
	v.harness = opErrors;
	if (receiver.stats.badSignatures) v.webhooks.push(`${receiver.stats.badSignatures} deliveries with a bad signature`);

	// ---- report
	const lat = (q) => quantile(latencies, q).toFixed(0);
	console.log("\nChaos run");
	console.log(
		`  load           ${SECONDS} s, ${CONCURRENCY} workers, ${RESTARTS} SIGKILL restarts (down ${report.restarts.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(", ")}; ${report.cut.join(" and ")} requests cut off)`,
	);
	console.log(
		`  throughput     ${(responses / (loadMs / 1000)).toFixed(1)} answers/s (${responses} in ${(loadMs / 1000).toFixed(1)} s, downtime included)`,
	);
	console.log(`  latency        p50 ${lat(0.5)} ms, p99 ${lat(0.99)} ms (answered requests)`);
	console.log(
		`  retries        ${rec.networkErrors} connection failures, ${[...rec.serverErrors.values()].reduce((a, b) => a + b, 0)} answers ≥ 500, ${rec.inFlightWaits} "key still in flight" 409s, ${rec.rateLimited} 429s: all sent again`,
	);
	for (const [k, n] of rec.serverErrors) console.log(`                 ${n} × ${k}`);
	console.log(`  idempotency    ${rec.keys.size} keys, ${rec.replays} later answers compared with the first`);
	const opsLine = [...rec.byOp].map(([op, st]) => `${op} ${[...st].map(([s, n]) => `${s}:${n}`).join("/")}`);
	console.log(`  answers        ${opsLine.join("; ")}`);
	console.log(
		`  volume         pay ${JSON.stringify(Object.fromEntries(Object.keys(pay[0].counts).map((k) => [k, pay.reduce((t, w) => t + w.counts[k], 0)])))}; pos ${JSON.stringify(pos.map((s) => s.counts))}; mkt ${JSON.stringify(mkt.map((m) => m.counts))}; campaign ${JSON.stringify(campaign.counts)}; ci ${JSON.stringify(ci.map((s) => s.counts))}; loc ${JSON.stringify(loc.map((l) => l.counts))}; receiver ${JSON.stringify(receiver.stats)}`,
	);
	console.log("\nInvariants");
	for (const [name, list] of Object.entries(v)) {
		console.log(`  ${list.length ? "FAIL" : "ok  "} ${name}${list.length ? ` (${list.length})` : ""}`);
		for (const line of list.slice(0, 8)) console.log(`         ${line}`);
	}
	const total = Object.values(v).reduce((s, l) => s + l.length, 0);
	console.log(`\n${total} invariant violations across ${report.restarts.length} restarts`);
	failed = total > 0 || report.restarts.length !== RESTARTS;
} catch (err) {
	console.error(`[chaos] error: ${err instanceof Error ? err.stack : String(err)}`);
	failed = true;
} finally {
	await server.stop().catch(() => {});
	await code.host.close();
	await receiver.close();
	await sim.close();
	rmSync(persistTo, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
