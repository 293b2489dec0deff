// Bench (issue 16): a signed POST /mkt/api/v1/referrals/links/click (one guarded UPDATE … RETURNING)
// must reach >= 0.3 x and the public GET /mkt/api/v1/referrals/links/{accountId}/{code} >= 0.5 x the
// bare GET /ping req/s, measured in the same run on the local dev server, slices interleaved.
//
//   npm run bench -- referrals
//   BENCH_SLICES=10 BENCH_SLICE_MS=1000 BENCH_CONCURRENCY=32 BENCH_PORT=8794 npm run bench -- referrals
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { adminCall, startLocal } from "../dev.mjs";
import { mktClient, mktHeaders } from "../mkt-client.mjs";
import { slice } from "./_slice.mjs";

const SLICES = Number(process.env.BENCH_SLICES ?? 10);
const SLICE_MS = Number(process.env.BENCH_SLICE_MS ?? 1000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const PORT = Number(process.env.BENCH_PORT ?? 8794);
const MIN = { click: 0.3, link: 0.5 };

const persistTo = mkdtempSync(join(tmpdir(), "pasar-bench-"));
console.log(`[bench] starting wrangler dev on 127.0.0.1:${PORT} (fresh state in ${persistTo})`);
const server = await startLocal({ port: PORT, persistTo, quiet: true, vars: { LOG_LEVEL: "warn" } });
let failed = false;
try {
	const { url, adminToken } = server;
	if (!/^http:\/\/127\.0\.0\.1:/.test(url)) throw new Error("the bench runs against loopback only");
	const links = [];
	for (let i = 0; i < 8; i++) {
		const ws = (await adminCall(url, adminToken, "POST", "/v1/workspaces", { name: `Bench referrals ${i}` })).body.data
			.id;
		await adminCall(url, adminToken, "PUT", `/v1/workspaces/${ws}/plans/mkt`, { plan: "forjio_internal" });
		const key = (await adminCall(url, adminToken, "POST", `/v1/workspaces/${ws}/credentials`, { service: "mkt" })).body
			.data;
		const api = mktClient(url, key);
		await api("PUT", "/api/v1/referrals/program", {
			rewardType: "percent",
			referrerValue: 10,
			refereeValue: 10,
			currency: "IDR",
			enabled: true,
		});
		for (let c = 0; c < 4; c++) {
			const { link } = await api("POST", "/api/v1/referrals/links/issue", { customerId: `cus_${c}` });
			links.push({ ws, key, code: link.code });
		}
	}
	let next = 0;
	const click = () => {
		const l = links[next++ % links.length];
		const path = "/mkt/api/v1/referrals/links/click";
		const raw = JSON.stringify({ code: l.code });
		return fetch(`${url}${path}`, { method: "POST", headers: mktHeaders(l.key, "POST", path, raw), body: raw });
	};
	const link = () => {
		const l = links[next++ % links.length];
		return fetch(`${url}/mkt/api/v1/referrals/links/${l.ws}/${l.code}`);
	};
	const bare = () => fetch(`${url}/ping`);
	for (const [name, fire] of [
		["click", click],
		["link", link],
	]) {
		const probe = await fire();
		if (probe.status !== 200) throw new Error(`${name} probe: ${probe.status} ${await probe.text()}`);
	}
	for (let i = 0; i < 200; i++) await (await bare()).arrayBuffer();
	for (let i = 0; i < 50; i++) await (await click()).arrayBuffer();
	for (let i = 0; i < 50; i++) await (await link()).arrayBuffer();

	const t = {};
	for (const k of ["bare", "click", "link"]) t[k] = { n: 0, ms: 0, statuses: new Map() };
	for (let i = 0; i < SLICES; i++) {
		for (const [k, fire] of [
			["bare", bare],
			["click", click],
			["link", link],
		]) {
			const s = await slice(fire, SLICE_MS, CONCURRENCY, t[k].statuses);
			t[k].n += s.n;
			t[k].ms += s.ms;
		}
	}
	const st = (m) => JSON.stringify(Object.fromEntries(m));
	for (const k of ["click", "link"])
		if (t[k].statuses.size !== 1 || !t[k].statuses.has(200))
			throw new Error(`${k} must all be 200, got ${st(t[k].statuses)}`);
	const rps = (k) => (t[k].n / t[k].ms) * 1000;
	console.log(
		`  GET /ping                               ${rps("bare").toFixed(0).padStart(6)} req/s  (${t.bare.n} requests)`,
	);
	console.log(
		`  POST /referrals/links/click (signed)    ${rps("click").toFixed(0).padStart(6)} req/s  (${t.click.n} requests)`,
	);
	console.log(
		`  GET /referrals/links/{acc}/{code}       ${rps("link").toFixed(0).padStart(6)} req/s  (${t.link.n} requests)`,
	);
	for (const k of ["click", "link"]) {
		const ratio = rps(k) / rps("bare");
		console.log(`[bench] ratio ${k}/ping = ${ratio.toFixed(2)} (required >= ${MIN[k]})`);
		if (ratio < MIN[k]) {
			console.error(`[bench] FAIL: ${k} ratio ${ratio.toFixed(2)} is below ${MIN[k]}`);
			failed = true;
		}
	}
} catch (err) {
	console.error(`[bench] error: ${err instanceof Error ? err.message : String(err)}`);
	failed = true;
} finally {
	await server.stop();
	rmSync(persistTo, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
