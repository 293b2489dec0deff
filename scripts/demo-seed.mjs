// npm start's demo (scripts/start.mjs): one workspace with a credential per service, plans generous
// enough for every walkthrough, a payout bank account, an outlet, marketing's plan billing through
// gateway C's simulator, and the shell variables of .wrangler/demo.env.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { adminCall } from "./dev.mjs";
import { mktClient } from "./mkt-client.mjs";
import { payHeaders } from "./pay-client.mjs";
import { routeWalletNetwork } from "./sim/gateway-c.mjs";

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

/**
 * The demo workspace, its credentials and plans, made once and kept in `demoFile` (reused on every later
 * start; what a newer start seeds, such as the outlet, is added to an older demo).
 */
export async function seedDemo(url, adminToken, demoFile) {
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
	mkdirSync(dirname(demoFile), { recursive: true });
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
export function demoEnv(url, adminToken, demo, helpers) {
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
