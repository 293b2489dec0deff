// Bench (issue 40): one email campaign to 20,000 contacts on the local dev server, the provider being
// the channel simulator (scripts/sim/channels.mjs, Resend's routes with its Idempotency-Key). A
// forjio_internal workspace imports the contacts (POST /contacts/import, 5,000 rows each, into one
// list), an email_v1 channel capped at sendRatePerSecond 1000 sends one campaign to the list. Prints
// recipients per second (send → report status "sent"), the time to finish, and GET /ping latency
// (p50/p95) before and while the campaign sends. Exits 1 below 500 recipients/s, or when the
// simulator's log does not hold every address exactly once (no duplicate, none missing).
//
//   npm run bench -- campaigns
//   BENCH_CONTACTS=5000 BENCH_TIMEOUT_SECONDS=300 BENCH_PORT=8794 npm run bench -- campaigns
//
// Loopback only; bounded: the campaign must finish within BENCH_TIMEOUT_SECONDS, /ping is sampled
// one request at a time every 20 ms while it runs.

import { adminCall } from "../dev.mjs";
import { mktClient } from "../mkt-client.mjs";
import { simulatorUrls, startChannelSimulator } from "../sim/channels.mjs";
import { gate, SMOKE, sized, withBenchServer } from "./_slice.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 8794);
const CONTACTS = Number(process.env.BENCH_CONTACTS ?? sized(20_000, 60));
const BATCH = sized(5000, 30);
const TIMEOUT_MS = Number(process.env.BENCH_TIMEOUT_SECONDS ?? 300) * 1000;
const MIN_RATE = 500;
const RATE_CAP = 1000;
const PING_SAMPLES = sized(200, 20);

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const quantile = (xs, q) => {
	const s = [...xs].sort((a, b) => a - b);
	return s.length ? s[Math.min(s.length - 1, Math.floor(q * s.length))] : Number.NaN;
};
const ms = (x) => `${x.toFixed(1)} ms`;
const address = (i) => `r${i}@bench.example`;

async function pingOnce(url) {
	const t = performance.now();
	const res = await fetch(`${url}/ping`);
	await res.arrayBuffer();
	if (res.status !== 200) throw new Error(`/ping answered ${res.status}`);
	return performance.now() - t;
}

const sim = await startChannelSimulator();
console.log(`[bench] providers simulated at ${sim.url}`);
await withBenchServer(
	{ port: PORT, vars: { MKT_PROVIDER_URLS: simulatorUrls(sim.url) } },
	async ({ url, adminToken }) => {
		try {
			const ws = await adminCall(url, adminToken, "POST", "/v1/workspaces", { name: "Bench campaigns" });
			if (ws.status !== 201) throw new Error(`workspace: ${ws.status} ${JSON.stringify(ws.body)}`);
			const id = ws.body.data.id;
			const plan = await adminCall(url, adminToken, "PUT", `/v1/workspaces/${id}/plans/mkt`, {
				plan: "forjio_internal",
			});
			if (plan.status !== 200) throw new Error(`plan: ${plan.status}`);
			const cred = await adminCall(url, adminToken, "POST", `/v1/workspaces/${id}/credentials`, { service: "mkt" });
			if (cred.status !== 201) throw new Error(`credential: ${cred.status} ${JSON.stringify(cred.body)}`);
			const mkt = mktClient(url, cred.body.data);

			// ---- the audience: CONTACTS addresses in one list, imported 5,000 rows at a time.
			const t0 = performance.now();
			let listId = null;
			for (let from = 0; from < CONTACTS; from += BATCH) {
				const rows = Array.from({ length: Math.min(BATCH, CONTACTS - from) }, (_, i) => ({
					email: address(from + i),
					firstName: `N${from + i}`,
				}));
				const out = await mkt("POST", "/api/v1/contacts/import", { rows, listName: "Bench campaign list" });
				if (out.created !== rows.length) throw new Error(`import created ${out.created} of ${rows.length}`);
				listId = out.listId ?? listId;
			}
			if (!listId) throw new Error("the import answered no listId");
			console.log(`[bench] ${CONTACTS} contacts imported in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

			const channel = await mkt("POST", "/api/v1/channels", {
				provider: "email_v1",
				displayName: "Bench email",
				credentials: { apiKey: "re_bench" },
				config: { fromEmail: "news@bench.example", fromName: "Bench", sendRatePerSecond: RATE_CAP },
			});
			const campaign = await mkt("POST", "/api/v1/campaigns", {
				name: "Bench campaign",
				channelId: channel.id,
				audience: { listIds: [listId] },
				content: {
					subject: "Diskon akhir tahun",
					html: "<p>Halo {firstName}, diskon 20% untuk semua produk.</p>",
					text: "Halo, diskon 20% untuk semua produk.",
				},
			});

			// ---- /ping before: sequential samples on the idle server (after a warm-up).
			for (let i = 0; i < 20; i++) await pingOnce(url);
			const before = [];
			for (let i = 0; i < PING_SAMPLES; i++) before.push(await pingOnce(url));

			// ---- the send: poll the report; /ping sampled while it runs.
			await fetch(`${sim.url}/_sim/requests`, { method: "DELETE" });
			const sentAt = performance.now();
			await mkt("POST", `/api/v1/campaigns/${campaign.id}/send`);
			const during = [];
			let done = false;
			const sampler = (async () => {
				while (!done) {
					during.push(await pingOnce(url));
					await sleep(20);
				}
			})();
			let report = null;
			let finishedAt = 0;
			try {
				for (;;) {
					report = await mkt("GET", `/api/v1/campaigns/${campaign.id}/report`);
					finishedAt = performance.now();
					if (["sent", "failed", "canceled"].includes(report.status)) break;
					// Out of time: the figures so far are still printed (and the run fails below).
					if (finishedAt - sentAt > TIMEOUT_MS) break;
					await sleep(250);
				}
			} finally {
				done = true;
				await sampler;
			}
			const finished = report.status === "sent";

			// ---- exactly once: every address has one message at the provider, none has two.
			const summary = await (await fetch(`${sim.url}/_sim/summary`)).json();
			const per = summary.perRecipient;
			const missing = [];
			const twice = [];
			for (let i = 0; i < CONTACTS; i++) {
				const n = per[address(i)] ?? 0;
				if (n === 0) missing.push(address(i));
				else if (n > 1) twice.push(`${address(i)} ×${n}`);
			}
			const strangers = Object.keys(per).filter((a) => !/^r\d+@bench\.example$/.test(a));

			const seconds = (finishedAt - sentAt) / 1000;
			const handled = finished ? report.recipients : (report.counts?.sent ?? 0) + (report.counts?.failed ?? 0);
			const rate = handled / seconds;
			console.log(
				`  campaign to ${report.recipients} recipients   ${rate.toFixed(0).padStart(6)} recipients/s  (${finished ? `sent in ${seconds.toFixed(1)} s` : `only ${handled} handled, still ${report.status}, after ${seconds.toFixed(1)} s`}; cap ${RATE_CAP}/s)`,
			);
			console.log(
				`  report counts   ${JSON.stringify(report.counts)}${report.excluded ? `  excluded ${JSON.stringify(report.excluded)}` : ""}`,
			);
			console.log(
				`  GET /ping before   p50 ${ms(quantile(before, 0.5))}  p95 ${ms(quantile(before, 0.95))}  (${before.length} samples)`,
			);
			console.log(
				`  GET /ping during   p50 ${ms(quantile(during, 0.5))}  p95 ${ms(quantile(during, 0.95))}  (${during.length} samples)`,
			);
			console.log(
				`  provider log   ${summary.messages} messages, ${summary.replays} replays, ${summary.refused} refused; ${missing.length} addresses without a message, ${twice.length} with more than one`,
			);
			let ok = true;
			if (!finished) {
				console.error(`[bench] FAIL: the campaign is ${report.status}, not sent, after ${seconds.toFixed(0)} s`);
				ok = false;
			}
			// Unfinished, only duplicates and strangers tell; finished, a missing address does too.
			if (twice.length || strangers.length || (finished && (missing.length || summary.messages !== CONTACTS))) {
				console.error(
					`[bench] FAIL: exactly once broken: missing ${missing.slice(0, 5).join(", ")}; twice ${twice.slice(0, 5).join(", ")}; unknown ${strangers.slice(0, 5).join(", ")}`,
				);
				ok = false;
			}
			if (finished && report.counts?.sent !== CONTACTS) {
				console.error(`[bench] FAIL: the report counts ${report.counts?.sent} sent, not ${CONTACTS}`);
				ok = false;
			}
			console.log(`[bench] recipients/s = ${rate.toFixed(0)} (required >= ${MIN_RATE}${SMOKE ? ", not gated" : ""})`);
			if (!gate(rate >= MIN_RATE, `${rate.toFixed(0)} recipients/s is below ${MIN_RATE}`)) ok = false;
			return ok;
		} finally {
			await sim.close();
		}
	},
);
