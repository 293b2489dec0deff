// npm start: local secrets, migrations, a seeded demo workspace, the Worker on 127.0.0.1:8787 (PORT),
// the local code host for CI on the next port (git push + GitHub's REST subset + push webhooks), a
// small shop website for localization's crawl on the one after, marketing's providers and gateway C's
// sandbox simulated (USD through the wallet network, offline), and the minute cron fired locally at
// each minute's start so behaviour matches production. A helper whose usual port is taken takes a free
// one. The demo's credentials go to .wrangler/demo.json (kept, reused) and .wrangler/demo.env (shell
// variables for the README, and where each helper listens).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { startCodeHost } from "./code-host/server.mjs";
import { adminCall, fireScheduled, portFree, StartError, startLocal } from "./dev.mjs";
import { mktClient } from "./mkt-client.mjs";
import { payHeaders } from "./pay-client.mjs";
import { simulatorUrls, startChannelSimulator } from "./sim/channels.mjs";
import { routeWalletNetwork, startGatewayCSimulator } from "./sim/gateway-c.mjs";
import { startDemoSite } from "./sim/site.mjs";
import { root } from "./toolchain.mjs";

const port = Number(process.env.PORT ?? 8787);
// Local state (D1, Durable Objects, R2), the demo seed and the code host's repositories; PASAR_LOCAL_DIR
// moves them elsewhere (the README test starts a fresh copy in a temporary directory).
const localDir = process.env.PASAR_LOCAL_DIR || join(root, ".wrangler");
const demoFile = join(localDir, "demo.json");
const envFile = join(localDir, "demo.env");

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

/**
 * The demo's plans: generous enough that every walkthrough runs again and again in the one demo
 * workspace (the README test runs each twice) without meeting a plan's cap; free stays the default
 * for every other workspace.
 */
const DEMO_PLANS = { loc: "scale", pos: "business", store: "growth", mkt: "starter" };

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
	if (demo.credentials.pay) await seedPayouts(url, demo.credentials.pay);
	// USD is taken only through the wallet network (gateway C): the demo shop sells in USD too.
	if (demo.credentials.pay && !demo.walletNetwork) {
		await routeWalletNetwork(url, demo.credentials.pay, "demo");
		demo.walletNetwork = true;
	}
	// Plans the examples need, set when the demo's default changes (a plan the developer sets later
	// through the API is theirs until then).
	demo.plans ??= {};
	for (const [service, plan] of Object.entries(DEMO_PLANS)) {
		if (demo.plans[service] === plan) continue;
		const res = await call("PUT", `/v1/workspaces/${demo.workspace.id}/plans/${service}`, { plan });
		if (res.status === 200) demo.plans[service] = plan;
	}
	if (demo.credentials.pos && !demo.outlet) demo.outlet = await seedOutlet(url, demo.credentials.pos.key);
	mkdirSync(localDir, { recursive: true });
	writeFileSync(demoFile, JSON.stringify(demo, null, 2));
	return demo;
}

/** The till the quickstart sells at: one outlet, PPN 11 % (made once; OUTLET in demo.env). */
async function seedOutlet(url, key) {
	const res = await fetch(`${url}/pos/api/v1/outlets`, {
		method: "POST",
		headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
		body: JSON.stringify({ name: "Toko Pusat", taxRateBps: 1100 }),
	});
	const body = await res.json().catch(() => null);
	if (res.status !== 201) throw new Error(`could not open the demo outlet: ${JSON.stringify(body)}`);
	return body.data.id;
}

/**
 * A payout needs a bank account on file (400 bank_account_missing otherwise), so the README's
 * payments quickstart can settle, read the balance and pay out: the demo's test environment gets one
 * the first time, and a second start leaves whatever is on file (the developer may have changed it).
 */
async function seedPayouts(url, key) {
	const send = async (method, path, body) => {
		const raw = body ? JSON.stringify(body) : "";
		const res = await fetch(`${url}/pay${path}`, {
			method,
			headers: payHeaders(key, method, `/pay${path}`, raw, body ? "demo-seed-bank-account" : undefined),
			body: raw || undefined,
		});
		return { status: res.status, body: await res.json().catch(() => null) };
	};
	const onFile = await send("GET", "/v1/payouts/bank-account");
	if (onFile.status === 200) return;
	const set = await send("PATCH", "/v1/payouts/bank-account", {
		bankCode: "ID_BCA",
		bankName: "Bank Central Asia",
		bankAccountNumber: "1234567890",
		bankAccountHolder: "Demo Toko",
	});
	if (set.status !== 200) throw new Error(`could not set the demo bank account: ${JSON.stringify(set.body)}`);
}

/**
 * The demo's credentials as shell variables (`source .wrangler/demo.env`): the names the README's and
 * docs' examples use, plus the ones the CLI reads, so every example runs as written against this
 * server. Rewritten on every start (the port or the keys may have changed).
 */
function demoEnv(url, adminToken, demo, helpers) {
	const c = demo.credentials;
	const vars = [
		["BASE", url, "this server"],
		["ADMIN", adminToken, "the admin token (also ADMIN_TOKEN)"],
		["ADMIN_TOKEN", adminToken],
		["WS", demo.workspace.id, `the demo workspace (${demo.workspace.slug})`],
		["WS_SLUG", demo.workspace.slug],
		["OUTLET", demo.outlet, "the demo's point-of-sale outlet (Toko Pusat, PPN 11 %)"],
		["CODE_HOST", helpers.codeHost, "the local code host: git push $CODE_HOST/<owner>/<name>.git"],
		["SITE", helpers.site, "a small shop website for localization's crawl, proxy and preview"],
		["MKT_SIM", helpers.mktSim, "marketing's delivery providers, simulated (requests: $MKT_SIM/_sim/requests)"],
		["GATEWAY_C_SIM", helpers.gatewayC, "gateway C's sandbox, simulated (the wallet network, USD)"],
		["PAY_KEY_ID", c.pay?.keyId, "payments (test environment, Pay-HMAC-SHA256)"],
		["PAY_KEY", c.pay?.key],
		["MKT_KEY_ID", c.mkt?.keyId, "marketing (Mkt-HMAC-SHA256)"],
		["MKT_KEY", c.mkt?.key],
		["STORE_KEY", c.store?.key, "storefront (Bearer)"],
		["POS_KEY", c.pos?.key, "point of sale (Bearer)"],
		["CI_KEY", c.ci?.key, "pipeline (Bearer)"],
		["LOC_KEY", c.loc?.key, "localization (Bearer)"],
		["SECRETS_KEY", c.secrets?.key, "secrets (Bearer)"],
		["PASAR_URL", url, "what npm run cli reads"],
		["PASAR_PAY_KEY_ID", c.pay?.keyId],
		["PASAR_PAY_KEY", c.pay?.key],
		["PASAR_MKT_KEY_ID", c.mkt?.keyId],
		["PASAR_MKT_KEY", c.mkt?.key],
		["PASAR_STORE_KEY", c.store?.key],
		["PASAR_POS_KEY", c.pos?.key],
		["PASAR_LOC_TOKEN", c.loc?.key],
		["PASAR_CI_KEY", c.ci?.key],
		["PASAR_SECRETS_TOKEN", c.secrets?.key],
	];
	const lines = [
		"# Written by npm start for the demo workspace: source it, then the README's examples run as written.",
	];
	for (const [name, value, note] of vars)
		if (value) lines.push(`export ${name}='${String(value).replaceAll("'", "'\\''")}'${note ? `   # ${note}` : ""}`);
	return `${lines.join("\n")}\n`;
}

/**
 * Marketing bills its plans from a payments workspace (test mode locally): one is made once, and a
 * platform-admin marketing key points billing at it (PUT /billing/config makes the plans' prices
 * there), so POST /billing/checkout works offline: "simulate success" on its page completes an IDR
 * one, the wallet network (approved on the gateway C simulator's page) a USD one.
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
	// Plans billed in USD (every country but ID/XX/T1) are paid through the wallet network: gateway C
	// in sandbox, i.e. the local simulator (issue 37 item 6). Done once; the operator may change it.
	if (!billing.walletNetwork) {
		if (!billing.payKey) {
			const pay = await call("POST", `/v1/workspaces/${billing.workspace}/credentials`, {
				service: "pay",
				environment: "test",
				name: "billing",
			});
			if (pay.status !== 201) throw new Error(`could not mint the billing payments key: ${JSON.stringify(pay.body)}`);
			billing.payKey = pay.body.data;
		}
		await routeWalletNetwork(url, billing.payKey, "billing");
		billing.walletNetwork = true;
	}
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
		`  shell variables for the README's examples (BASE, ADMIN, WS, each service's key): source ${relative(process.cwd(), envFile).startsWith("..") ? envFile : relative(process.cwd(), envFile)}`,
		`  curl -s -X POST ${url}/admin/v1/workspaces -H "Authorization: Bearer ${adminToken}" -H "Content-Type: application/json" -d '{"name":"Toko Baru"}'`,
		"  signed payments request with the demo key:  npm run cli -- pay GET /v1/payouts/balance",
		"  signed marketing request with the demo key: npm run cli -- mkt GET /api/v1/contacts",
		`  storefront pages: ${url}/pages/${demo.workspace.slug} (products made with the store key show there once published)`,
		`  marketing plans bill from workspace ${demo.billing.workspace} (test mode: "simulate success" on the checkout page)`,
		`  marketing channel providers are simulated locally at ${sim.url} (requests: ${sim.url}/_sim/requests)`,
		`  gateway C's sandbox (the wallet network, USD) is simulated at ${gatewayC.url} (requests: ${gatewayC.url}/_sim/requests)`,
		`  localization's demo website (crawl, proxy, preview): ${site.url}`,
		`  CI code host: git push ${codeHost.url}/<owner>/<name>.git main   (REST ${codeHost.apiUrl}, webhook deliveries ${codeHost.url}/_local/deliveries)`,
		`  docs: ${url}/pay/docs  ${url}/mkt/docs  ${url}/secrets/docs  ...   health: ${url}/health`,
		"",
	);
	console.log(lines.join("\n"));
}

/**
 * The port a local helper listens on: the one its variable names (which must then be free), else its
 * usual one when free, else any free one — where each ended up is written to demo.env.
 */
async function helperPort(variable, usual) {
	const named = process.env[variable];
	if (named !== undefined && named !== "") {
		const port = Number(named);
		if (!Number.isInteger(port) || port < 0 || port > 65_535)
			throw new StartError(`${variable}=${named} is not a port`);
		if (port && !(await portFree(port)))
			throw new StartError(
				`${variable}=${port} is taken by another program: set ${variable} to a free port, or unset it`,
			);
		return port;
	}
	return usual && (await portFree(usual)) ? usual : 0;
}

// Marketing's delivery providers answer locally (nothing external is needed): the simulator speaks
// each vendor's API, and MKT_PROVIDER_URLS points the Worker at it.
async function startHelpers() {
	if (!(await portFree(port)))
		throw new StartError(
			`port ${port} is taken by another program: start on another one, e.g. PORT=${port + 8} npm start`,
		);
	const sim = await startChannelSimulator({ port: await helperPort("MKT_SIM_PORT", 0) });
	// CI's code host answers locally too: repositories are created by a first `git push`, the Worker's
	// GitHub client reads refs and .pasar-ci.yml from it and registers hooks there, and each push is
	// delivered to the project's intake as a signed GitHub push event.
	const codeHost = await startCodeHost({
		port: await helperPort("CI_GIT_PORT", port + 1),
		dir: join(localDir, "code-host"),
		log: (m) => process.stderr.write(`[code-host] ${m}\n`),
	});
	// Gateway C (the only adapter that takes the wallet network, so USD) answers locally: its sandbox
	// simulator, which GATEWAY_C_SANDBOX_URL points sandbox adapters at (live adapters never).
	const gatewayC = await startGatewayCSimulator({ port: await helperPort("GATEWAY_C_SIM_PORT", 0) });
	// Localization's crawl, proxy and preview read a website: a small local one answers offline.
	const site = await startDemoSite({ port: await helperPort("LOC_SITE_PORT", port + 2) });
	return { sim, codeHost, gatewayC, site };
}

const verbose = ["info", "debug"].includes(process.env.LOG_LEVEL ?? "");
/**
 * Which of wrangler's lines npm start shows: its bindings table once (it prints it again when the
 * local server is up), and request lines only with LOG_LEVEL=info, so the ready banner stays the last
 * thing on the screen.
 */
function wranglerLines() {
	let tables = 0;
	let skipping = false;
	return (line) => {
		if (line.startsWith("Your Worker has access to the following bindings")) skipping = ++tables > 1;
		if (skipping) {
			if (line.trim() === "") skipping = false;
			return false;
		}
		if (/^⎔ Connection status updated/.test(line)) return false;
		return verbose || !/^\[wrangler:info\] (GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS|QUEUE|CRON) /.test(line);
	};
}

let helpers;
let server;
try {
	helpers = await startHelpers();
	server = await startLocal({
		port,
		persistTo: join(localDir, "state"),
		vars: {
			MKT_PROVIDER_URLS: simulatorUrls(helpers.sim.url),
			CODE_HOST_API_URL: helpers.codeHost.apiUrl,
			GATEWAY_C_SANDBOX_URL: helpers.gatewayC.url,
			// Request lines bury the ready banner: warnings and errors only unless asked (LOG_LEVEL=info).
			LOG_LEVEL: process.env.LOG_LEVEL || "warn",
		},
		keepLine: wranglerLines(),
	});
} catch (err) {
	if (!(err instanceof StartError)) throw err;
	console.error(`npm start: ${err.message}`);
	process.exit(1);
}
const { sim, codeHost, gatewayC, site } = helpers;
const demo = await seed(server.url, server.adminToken);
writeFileSync(
	envFile,
	demoEnv(server.url, server.adminToken, demo, {
		codeHost: codeHost.url,
		site: site.url,
		mktSim: sim.url,
		gatewayC: gatewayC.url,
	}),
);
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
	await gatewayC.close();
	await codeHost.close();
	await site.close();
	process.exit(0);
};
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
server.child.on("exit", (code) => {
	clearTimeout(timer);
	process.exit(code ?? 1);
});
