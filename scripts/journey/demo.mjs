// npm run demo:journey: the merchant journey (scripts/journey/steps.mjs) against the running
// `npm start`, in its demo workspace. Connection and keys come from the environment when
// .wrangler/demo.env has been sourced (BASE, WS, WS_SLUG, PAY_KEY_ID, PAY_KEY, MKT_KEY_ID, MKT_KEY,
// STORE_KEY, POS_KEY, SECRETS_KEY, ADMIN), else from the files npm start writes:
// $PASAR_LOCAL_DIR (default .wrangler)/demo.env, then demo.json and .dev.vars.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { readDevVars, root } from "../toolchain.mjs";
import { runJourney } from "./steps.mjs";

/** `export NAME='value'   # note` lines, as npm start writes them. */
export function parseDemoEnv(text) {
	const out = {};
	for (const line of text.split("\n")) {
		const m = line.match(/^export ([A-Z0-9_]+)='((?:[^']|'\\'')*)'/);
		if (m) out[m[1]] = m[2].replaceAll("'\\''", "'");
	}
	return out;
}

/** The demo's connection: the sourced environment first, then npm start's files. */
export function demoConnection(env = process.env) {
	const dir = env.PASAR_LOCAL_DIR || join(root, ".wrangler");
	let vars = env;
	if (!(env.BASE && env.WS && env.PAY_KEY)) {
		const file = join(dir, "demo.env");
		if (existsSync(file)) vars = { ...parseDemoEnv(readFileSync(file, "utf8")), ...pick(env) };
		else if (existsSync(join(dir, "demo.json"))) vars = { ...fromDemoJson(join(dir, "demo.json"), env), ...pick(env) };
		else throw new Error(`no demo workspace: run npm start first (it writes ${join(dir, "demo.env")})`);
	}
	const need = [
		"BASE",
		"WS",
		"WS_SLUG",
		"PAY_KEY_ID",
		"PAY_KEY",
		"MKT_KEY_ID",
		"MKT_KEY",
		"STORE_KEY",
		"POS_KEY",
		"SECRETS_KEY",
	];
	const missing = need.filter((k) => !vars[k]);
	if (missing.length) throw new Error(`the demo's ${missing.join(", ")} are missing: restart npm start to write them`);
	return {
		base: vars.BASE,
		adminToken: vars.ADMIN ?? vars.ADMIN_TOKEN,
		workspace: { id: vars.WS, slug: vars.WS_SLUG },
		keys: {
			pay: { keyId: vars.PAY_KEY_ID, key: vars.PAY_KEY },
			mkt: { keyId: vars.MKT_KEY_ID, key: vars.MKT_KEY },
			store: vars.STORE_KEY,
			pos: vars.POS_KEY,
			secrets: vars.SECRETS_KEY,
		},
	};
}

/** Only what a caller set explicitly on top of a file (an admin token, another base URL). */
const pick = (env) => Object.fromEntries(["BASE", "ADMIN"].filter((k) => env[k]).map((k) => [k, env[k]]));

function fromDemoJson(file, env) {
	const demo = JSON.parse(readFileSync(file, "utf8"));
	const c = demo.credentials ?? {};
	return {
		BASE: env.PASAR_URL ?? `http://127.0.0.1:${env.PORT ?? 8787}`,
		ADMIN: readDevVars().ADMIN_TOKEN,
		WS: demo.workspace?.id,
		WS_SLUG: demo.workspace?.slug,
		PAY_KEY_ID: c.pay?.keyId,
		PAY_KEY: c.pay?.key,
		MKT_KEY_ID: c.mkt?.keyId,
		MKT_KEY: c.mkt?.key,
		STORE_KEY: c.store?.key,
		POS_KEY: c.pos?.key,
		SECRETS_KEY: c.secrets?.key,
	};
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
	try {
		const conn = demoConnection();
		const ping = await fetch(`${conn.base}/ping`).catch(() => null);
		if (ping?.status !== 200) throw new Error(`nothing answers at ${conn.base}: start it with npm start`);
		console.log(`A day at a merchant, against ${conn.base} (workspace ${conn.workspace.slug})\n`);
		const t0 = Date.now();
		const j = await runJourney(conn);
		const steps = Object.entries(j.timings)
			.map(([k, ms]) => `${k} ${(ms / 1000).toFixed(1)}`)
			.join(", ");
		console.log(`\ndone in ${((Date.now() - t0) / 1000).toFixed(1)} s (${steps})`);
		console.log(`the shop: ${conn.base}/pages/${conn.workspace.slug}`);
	} catch (err) {
		console.error(`error: ${err.message}`);
		process.exit(1);
	}
}
