// Bench (issue 38): a mixed load over many workspaces, and how it spread over each service's shards.
// Every request of the load reports, in development, the D1 statements it made per database binding
// (Server-Timing d1db: "DB_POS_1=2 DB_PLATFORM=1"); the bench sums them per shard. With two shards
// per service and 100 workspaces, no shard of a database whose workspaces are spread (SPREAD in
// src/platform/shards.ts) may carry more than 60 % of that database's statements; a database not
// spread yet is reported, not gated.
//
//   npm run bench -- shards
//   BENCH_WORKSPACES=100 BENCH_ROUNDS=3 BENCH_PORT=8798 npm run bench -- shards
import { randomUUID } from "node:crypto";
import { adminCall } from "../dev.mjs";
import { mktHeaders } from "../mkt-client.mjs";
import { payHeaders } from "../pay-client.mjs";
import { gate, sized, withBenchServer } from "./_slice.mjs";

const WORKSPACES = Number(process.env.BENCH_WORKSPACES ?? sized(100, 6));
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? sized(3, 1));
const PORT = Number(process.env.BENCH_PORT ?? 8798);
const MAX_SHARE = 0.6;
const SERVICES = ["pay", "mkt", "store", "pos", "ci", "loc", "secrets"];

/** D1 statements per binding, summed over every answer of the load. */
const totals = new Map();
function count(res) {
	const header = res.headers.get("server-timing") ?? "";
	const by = /d1db;desc="([^"]*)"/.exec(header)?.[1] ?? "";
	for (const kv of by.split(" ").filter(Boolean)) {
		const [k, n] = kv.split("=");
		totals.set(k, (totals.get(k) ?? 0) + Number(n));
	}
}

/** A workspace with a credential for every service (secrets allowlisted). */
async function workspace({ url, adminToken }, i) {
	const admin = (m, p, b) => adminCall(url, adminToken, m, p, b);
	const ws = (await admin("POST", "/v1/workspaces", { name: `Bench shards ${i + 1}` })).body.data.id;
	await admin("PUT", `/v1/workspaces/${ws}/allowlist/secrets`, { allowed: true });
	// Plans with room for a project per round (the free localization plan holds one).
	await admin("PUT", `/v1/workspaces/${ws}/plans/loc`, { plan: "pro" });
	const creds = {};
	for (const service of SERVICES) {
		const res = await admin("POST", `/v1/workspaces/${ws}/credentials`, { service });
		if (res.status !== 201) throw new Error(`credential ${service}: ${res.status} ${JSON.stringify(res.body)}`);
		creds[service] = res.body.data;
	}
	return { ws, creds };
}

/** One round of each service's everyday calls for a workspace: a create and a list or read each. */
function flows(url, w) {
	const bearer = (service) => ({ Authorization: `Bearer ${w.creds[service].key}`, "Content-Type": "application/json" });
	const send = async (path, init) => {
		const res = await fetch(`${url}${path}`, init);
		count(res);
		if (res.status >= 300) throw new Error(`${init.method ?? "GET"} ${path}: ${res.status} ${await res.text()}`);
		return res.json();
	};
	const post = (service, path, body) =>
		send(path, { method: "POST", headers: bearer(service), body: JSON.stringify(body) });
	const get = (service, path) => send(path, { headers: bearer(service) });
	const signedPost = (headersOf, path, body, idem) => {
		const raw = JSON.stringify(body);
		return send(path, {
			method: "POST",
			headers: headersOf(w.creds[path.split("/")[1]], "POST", path, raw, idem),
			body: raw,
		});
	};
	const signedGet = (headersOf, service, path) => send(path, { headers: headersOf(w.creds[service], "GET", path) });
	const n = randomUUID().slice(0, 8);
	return [
		async () => {
			await signedPost(payHeaders, "/pay/v1/customers", { email: `c-${n}@toko.example`, name: "Budi" }, `ik-${n}`);
			await signedGet(payHeaders, "pay", "/pay/v1/customers?limit=5");
		},
		async () => {
			await signedPost(mktHeaders, "/mkt/api/v1/contacts", { email: `m-${n}@toko.example` });
			await signedGet(mktHeaders, "mkt", "/mkt/api/v1/contacts?limit=5");
		},
		async () => {
			await post("store", "/mkt/api/v1/storefront/products", {
				name: `Kopi ${n}`,
				price: 85_000,
				currency: "IDR",
				type: "physical",
			});
			await get("store", "/mkt/api/v1/storefront/products?limit=5");
		},
		async () => {
			// (No outlet per round: the plan allows one; products are the everyday write.)
			await post("pos", "/pos/api/v1/products", { name: `Teh ${n}`, variants: [{ price: 5_000 }] });
			await get("pos", "/pos/api/v1/products?limit=5");
			await get("pos", "/pos/api/v1/outlets");
		},
		async () => {
			await post("ci", "/ci/api/v1/projects", { repoFullName: `toko/app-${n}`, name: `app-${n}` });
			await get("ci", "/ci/api/v1/projects?limit=5");
		},
		async () => {
			await post("loc", "/loc/api/v1/projects", { slug: `web-${n}`, name: "Web" });
			await get("loc", "/loc/api/v1/projects?limit=5");
		},
		async () => {
			await post("secrets", "/secrets/api/v1/projects", { name: `App ${n}` });
			await get("secrets", "/secrets/api/v1/projects?limit=5");
		},
	];
}

await withBenchServer({ port: PORT }, async (server) => {
	const pool = [];
	for (let i = 0; i < WORKSPACES; i += 4)
		pool.push(
			...(await Promise.all(Array.from({ length: Math.min(4, WORKSPACES - i) }, (_, k) => workspace(server, i + k)))),
		);
	console.log(`[bench] ${pool.length} workspaces, every service's credential`);
	totals.clear(); // the load only, not the set-up
	const t0 = performance.now();
	let calls = 0;
	for (let r = 0; r < ROUNDS; r++) {
		const work = pool.flatMap((w) => flows(server.url, w));
		let next = 0;
		const worker = async () => {
			while (next < work.length) {
				await work[next++]();
				calls++;
			}
		};
		await Promise.all(Array.from({ length: 8 }, worker));
	}
	console.log(`[bench] ${calls} flows in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
	const health = await (await fetch(`${server.url}/health`)).json();
	let ok = true;
	// /health names each service's database, its shard count and whether its workspaces are spread.
	for (const [service, { database: db, shards }] of Object.entries(health.data.services)) {
		if (service === "platform") continue;
		const per = Array.from({ length: shards }, (_, i) => totals.get(i ? `${db}_${i}` : db) ?? 0);
		const sum = per.reduce((a, b) => a + b, 0);
		const shares = per.map((n) => (sum ? n / sum : 0));
		const line = per.map((n, i) => `shard ${i}: ${n} (${(shares[i] * 100).toFixed(0)} %)`).join(", ");
		const top = Math.max(...shares);
		const gated = health.data.services[service]?.spread === true;
		console.log(
			`  ${db.padEnd(11)} ${String(sum).padStart(6)} statements  ${line}${gated ? "" : "  (not spread: reported)"}`,
		);
		if (
			gated &&
			!gate(top <= MAX_SHARE, `${db}: one shard carried ${(top * 100).toFixed(0)} % (> ${MAX_SHARE * 100} %)`)
		)
			ok = false;
	}
	console.log(
		`  DB_PLATFORM ${String(totals.get("DB_PLATFORM") ?? 0).padStart(6)} statements (the directory and locators)`,
	);
	return ok;
});
