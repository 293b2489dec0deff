#!/usr/bin/env node
// Pasar CLI for operators and developers: wraps the platform admin API and service workflows.
//   npm run cli -- workspace create --name "Toko Budi"
//   npm run cli -- workspace list
//   npm run cli -- credentials create --workspace acc_... --service pay [--environment test] [--role full_access]
//   npm run cli -- credentials revoke --workspace acc_... --service secrets --id <credential id>
//   npm run cli -- token --workspace acc_... [--email a@b.c] [--roles owner,admin]
//   npm run cli -- plan set --workspace acc_... --service pay --plan growth
//   npm run cli -- allowlist set --workspace acc_... --service secrets --allowed true
//   npm run cli -- runners list | pause|resume|revoke --id runner_...   (the operator's shared CI runners)
//   npm run cli -- pay GET /v1/payouts/balance   (signed payments request; see scripts/cli/pay.mjs)
//   npm run cli -- mkt GET '/api/v1/contacts?q=budi'   (signed marketing request; see scripts/cli/mkt.mjs)
//   npm run cli -- secrets run --project web-app --env production -- node app.js   (see scripts/cli/secrets.mjs)
//   npm run cli -- loc pull --project prj_... --out locales   (also push, check; see scripts/cli/loc.mjs)
//   npm run cli -- ci lint .pasar-ci.yml --project proj_...   (also run, status, logs --follow; see scripts/cli/ci.mjs)
// Connection: --url / PASAR_URL (default http://127.0.0.1:8787), --admin-token / ADMIN_TOKEN / .dev.vars.
import { cliContext, parseArgs } from "./cli/context.mjs";

const groups = {
	workspace: () => import("./cli/admin.mjs").then((m) => m.workspace),
	credentials: () => import("./cli/admin.mjs").then((m) => m.credentials),
	token: () => import("./cli/admin.mjs").then((m) => m.token),
	plan: () => import("./cli/admin.mjs").then((m) => m.plan),
	allowlist: () => import("./cli/admin.mjs").then((m) => m.allowlist),
	runners: () => import("./cli/admin.mjs").then((m) => m.runners),
	secrets: () => import("./cli/secrets.mjs").then((m) => m.secrets),
	pay: () => import("./cli/pay.mjs").then((m) => m.pay),
	mkt: () => import("./cli/mkt.mjs").then((m) => m.mkt),
	loc: () => import("./cli/loc.mjs").then((m) => m.loc),
	ci: () => import("./cli/ci.mjs").then((m) => m.ci),
};

const argv = process.argv.slice(2);
const [group, ...rest] = argv;
if (!group || group === "help" || group === "--help" || !groups[group]) {
	console.log(`usage: npm run cli -- <${Object.keys(groups).join("|")}> ...   (see scripts/cli.mjs)`);
	process.exit(group && !["help", "--help"].includes(group) ? 2 : 0);
}
try {
	const { positional, flags, passthrough } = parseArgs(rest);
	const ctx = cliContext(flags);
	const code = await (await groups[group]())(positional, flags, ctx, passthrough);
	process.exit(code ?? 0);
} catch (err) {
	console.error(`error: ${err.message}`);
	process.exit(1);
}
