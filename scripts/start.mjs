// npm start: local secrets, migrations, a seeded demo workspace, the Worker on 127.0.0.1:8787,
// the local code host for CI on 127.0.0.1:8788 (git push + GitHub's REST subset + push webhooks),
// and the minute cron fired locally at each minute's start so behaviour matches production.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { startCodeHost } from "./code-host/server.mjs";
import { adminCall, fireScheduled, startLocal } from "./dev.mjs";
import { mktClient } from "./mkt-client.mjs";
import { simulatorUrls, startChannelSimulator } from "./sim/channels.mjs";
import { root } from "./toolchain.mjs";

const port = Number(process.env.PORT ?? 8787);
const demoFile = join(root, ".wrangler", "demo.json");

/** Services that may issue credentials, with what a demo needs before using them. */
const SERVICES = [
	{ service: "pay", body: { environment: "test", name: "demo" } },
	{ service: "mkt", body: {} },
	{ service: "store", body: {} },
	{ service: "pos", body: {} },
	{ service: "ci", body: {} },
	{ service: "loc", body: {} },
	{
		service: "secrets",
		body: {},
		before: (ws, call) => call("PUT", `/v1/workspaces/${ws}/allowlist/secrets`, { allowed: true }),
	},
];

async function seed(url, adminToken) {
	const call = (method, path, body) => adminCall(url, adminToken, method, path, body);
	let demo = existsSync(demoFile) ? JSON.parse(readFileSync(demoFile, "utf8")) : null;
	if (demo?.workspace?.id) {
		const got = await call("GET", `/v1/workspaces/${demo.workspace.id}`);
		if (got.status !== 200) demo = null; // state was wiped: seed again
	}
	if (!demo) {
		const ws = await call("POST", "/v1/workspaces", { name: "Demo Toko", slug: `demo-${Date.now().toString(36)}` });
		if (ws.status !== 201) throw new Error(`could not create the demo workspace: ${JSON.stringify(ws.body)}`);
		demo = { workspace: ws.body.data, credentials: {} };
	}
	// Credentials are shown once by the API, so the demo keeps them locally (gitignored) to reprint.
	for (const s of SERVICES) {
		if (demo.credentials[s.service]) continue;
		if (s.before) await s.before(demo.workspace.id, call);
		const res = await call("POST", `/v1/workspaces/${demo.workspace.id}/credentials`, {
			service: s.service,
			...s.body,
		});
		if (res.status === 201) demo.credentials[s.service] = res.body.data;
	}
	demo.billing = await seedBilling(url, call, demo.billing);
	mkdirSync(join(root, ".wrangler"), { recursive: true });
	writeFileSync(demoFile, JSON.stringify(demo, null, 2));
	return demo;
}

/**
 * Marketing bills its plans from a payments workspace (test mode locally): one is made once, and a
 * platform-admin marketing key points billing at it (PUT /billing/config makes the plans' prices
 * there), so POST /billing/checkout works offline and "simulate success" on its page completes it.
 */
async function seedBilling(url, call, billing) {
	if (billing?.workspace && (await call("GET", `/v1/workspaces/${billing.workspace}`)).status !== 200) billing = null;
	if (!billing) {
		const ws = await call("POST", "/v1/workspaces", {
			name: "Pasar Billing",
			slug: `billing-${Date.now().toString(36)}`,
		});
		if (ws.status !== 201) throw new Error(`could not create the billing workspace: ${JSON.stringify(ws.body)}`);
		const key = await call("POST", `/v1/workspaces/${ws.body.data.id}/credentials`, {
			service: "mkt",
			role: "platform_admin",
		});
		if (key.status !== 201) throw new Error(`could not mint the billing admin key: ${JSON.stringify(key.body)}`);
		billing = { workspace: ws.body.data.id, adminKey: key.body.data };
	}
	await mktClient(url, billing.adminKey)("PUT", "/api/v1/billing/config", {
		accountId: billing.workspace,
		environment: "test",
	});
	return billing;
}

function printBanner(url, adminToken, demo) {
	const lines = [
		"",
		`Pasar is running on ${url}`,
		"",
		`  ADMIN_TOKEN=${adminToken}`,
		`  demo workspace: ${demo.workspace.id} (${demo.workspace.slug})`,
		"",
	];
	const bases = { pay: "/pay", mkt: "/mkt", store: "/mkt", pos: "/pos", ci: "/ci", loc: "/loc", secrets: "/secrets" };
	for (const [svc, cred] of Object.entries(demo.credentials)) {
		const fields = Object.entries(cred)
			.filter(([k]) => ["id", "keyId", "key", "environment", "role"].includes(k))
			.map(([k, v]) => `${k}=${v}`)
			.join("  ");
		lines.push(`  ${svc.padEnd(8)} ${url}${bases[svc]}   ${fields}`);
	}
	if (!Object.keys(demo.credentials).length) lines.push("  (no service issues credentials yet)");
	lines.push(
		"",
		`  curl -s -X POST ${url}/admin/v1/workspaces -H "Authorization: Bearer ${adminToken}" -H "Content-Type: application/json" -d '{"name":"Toko Baru"}'`,
		"  signed payments request with the demo key:  npm run cli -- pay GET /v1/payouts/balance",
		"  signed marketing request with the demo key: npm run cli -- mkt GET /api/v1/contacts",
		`  storefront pages: ${url}/pages/${demo.workspace.slug} (products made with the store key show there once published)`,
		`  marketing plans bill from workspace ${demo.billing.workspace} (test mode: "simulate success" on the checkout page)`,
		`  marketing channel providers are simulated locally at ${sim.url} (requests: ${sim.url}/_sim/requests)`,
		`  CI code host: git push ${codeHost.url}/<owner>/<name>.git main   (REST ${codeHost.apiUrl}, webhook deliveries ${codeHost.url}/_local/deliveries)`,
		`  docs: ${url}/pay/docs  ${url}/mkt/docs  ${url}/secrets/docs  ...   health: ${url}/health`,
		"",
	);
	console.log(lines.join("\n"));
}

// Marketing's delivery providers answer locally (nothing external is needed): the simulator speaks
// each vendor's API, and MKT_PROVIDER_URLS points the Worker at it.
const sim = await startChannelSimulator({ port: Number(process.env.MKT_SIM_PORT ?? 0) });
// CI's code host answers locally too: repositories are created by a first `git push`, the Worker's
// GitHub client reads refs and .pasar-ci.yml from it and registers hooks there, and each push is
// delivered to the project's intake as a signed GitHub push event.
const codeHost = await startCodeHost({
	port: Number(process.env.CI_GIT_PORT ?? 8788),
	dir: join(root, ".wrangler", "code-host"),
	log: (m) => process.stderr.write(`[code-host] ${m}\n`),
});
const server = await startLocal({
	port,
	vars: { MKT_PROVIDER_URLS: simulatorUrls(sim.url), CODE_HOST_API_URL: codeHost.apiUrl },
});
const demo = await seed(server.url, server.adminToken);
printBanner(server.url, server.adminToken, demo);

// Production runs the minute cron at each minute's start; locally we fire the scheduled handler
// ourselves on the same boundaries: the next :00 second, then every 60 s, each timer aimed at its
// boundary so drift never accumulates (a late timer never fires twice for one minute).
let timer = null;
let nextMinute = Math.floor(Date.now() / 60_000) * 60_000 + 60_000;
const everyMinute = () => {
	timer = setTimeout(
		() => {
			fireScheduled(server.url).catch(() => {});
			nextMinute += 60_000;
			while (nextMinute <= Date.now()) nextMinute += 60_000;
			everyMinute();
		},
		Math.max(0, nextMinute - Date.now()),
	);
};
everyMinute();
const shutdown = async () => {
	clearTimeout(timer);
	await server.stop();
	await sim.close();
	await codeHost.close();
	process.exit(0);
};
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
server.child.on("exit", (code) => {
	clearTimeout(timer);
	process.exit(code ?? 1);
});
