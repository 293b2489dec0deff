// npm start: local secrets, migrations, a seeded demo workspace, the Worker on 127.0.0.1:8787 (PORT),
// the local code host for CI on the next port (git push + GitHub's REST subset + push webhooks), a
// small shop website for localization's crawl on the one after, marketing's providers and gateway C's
// sandbox simulated (USD through the wallet network, offline), and the minute cron fired locally at
// each minute's start so behaviour matches production. A helper whose usual port is taken takes a free
// one. The demo's credentials go to .wrangler/demo.json (kept, reused) and .wrangler/demo.env (shell
// variables for the README, and where each helper listens).
import { writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { startCodeHost } from "./code-host/server.mjs";
import { demoEnv, seedDemo } from "./demo-seed.mjs";
import { fireScheduled, portFree, StartError, startLocal } from "./dev.mjs";
import { simulatorUrls, startChannelSimulator } from "./sim/channels.mjs";
import { startGatewayCSimulator } from "./sim/gateway-c.mjs";
import { startDemoSite } from "./sim/site.mjs";
import { root } from "./toolchain.mjs";

const port = Number(process.env.PORT ?? 8787);
// Local state (D1, Durable Objects, R2), the demo seed and the code host's repositories; PASAR_LOCAL_DIR
// moves them elsewhere (the README test starts a fresh copy in a temporary directory).
const localDir = process.env.PASAR_LOCAL_DIR || join(root, ".wrangler");
const demoFile = join(localDir, "demo.json");
const envFile = join(localDir, "demo.env");

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
const demo = await seedDemo(server.url, server.adminToken, demoFile);
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
