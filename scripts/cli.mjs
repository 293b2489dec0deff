#!/usr/bin/env node
// Pasar CLI for operators and developers: one command group per service, each taking any request of
// its API (`<group> METHOD PATH`) and its own verbs; docs/cli.md is the manual.
//   npm run cli -- --help                          the groups, a line each; `<group> --help` for one
//   npm run cli -- pos GET /api/v1/outlets         a request: prints the envelope's data (--raw, --json)
//   npm run cli -- pay POST /v1/test-helpers/settlements --data '{"amount":150000,"currency":"IDR"}'
//   npm run cli -- ci lint .pasar-ci.yml --project proj_...   (also run, status, logs --follow)
//   npm run cli -- loc pull --project prj_... --out .tmp/locales   (also push, check)
//   npm run cli -- secrets run --project web-app --env production -- node app.js
//   npm run cli -- workspace list | credentials create | token | plan set | allowlist set | runners list
// Each group lives in scripts/cli/<group>.mjs with its help text; the request and output path every
// group shares is scripts/cli/request.mjs. Also installed as `pasar` (package.json bin): npx pasar …
// Connection: --url / PASAR_URL (default http://127.0.0.1:8787); credentials per group (see --help).
// Exit status: 0 success, 1 an error answer or no answer, 2 a command line that cannot run.
import { checkFlags, cliContext, parseArgs, UsageError } from "./cli/context.mjs";
import { METHODS, REQUEST_FLAGS, reportFailure } from "./cli/request.mjs";

const admin = (name) => () => import("./cli/admin.mjs").then((m) => m[name]);
const GROUPS = {
	pay: () => import("./cli/pay.mjs").then((m) => m.pay),
	mkt: () => import("./cli/mkt.mjs").then((m) => m.mkt),
	store: () => import("./cli/store.mjs").then((m) => m.store),
	pos: () => import("./cli/pos.mjs").then((m) => m.pos),
	ci: () => import("./cli/ci.mjs").then((m) => m.ci),
	loc: () => import("./cli/loc.mjs").then((m) => m.loc),
	secrets: () => import("./cli/secrets.mjs").then((m) => m.secrets),
	admin: admin("admin"),
	workspace: admin("workspace"),
	credentials: admin("credentials"),
	token: admin("token"),
	plan: admin("plan"),
	allowlist: admin("allowlist"),
	runners: admin("runners"),
};

async function overview() {
	const lines = ["usage: npm run cli -- <group> [METHOD PATH | command] [options]   (or: npx pasar …)", ""];
	for (const [name, load] of Object.entries(GROUPS)) lines.push(`  ${name.padEnd(12)}${(await load()).summary}`);
	lines.push(
		"",
		"A request prints the answer's data; --raw the envelope, --json one compact JSON document (also on",
		"failure), --output FILE saves it (a PDF or CSV answer needs it). `<group> --help` shows a group's",
		"options, credential and examples. The server: --url or PASAR_URL (default http://127.0.0.1:8787).",
		"Exit status: 0 success, 1 an error answer or no answer, 2 a command line that cannot run.",
		"",
		"Examples:",
		"  npm run cli -- pos GET /api/v1/outlets",
		"  npm run cli -- store GET /api/v1/storefront/products --json",
		"  npm run cli -- ci --help",
	);
	return lines.join("\n");
}

/** A word echoed in an error: only when it looks like a command, never a pasted credential. */
const shown = (word) => (/^[a-z][a-z-]{0,23}$/.test(word) ? ` "${word}"` : "");

/** Runs one group: a generic request, a verb, or the group's own command; the exit status. */
async function dispatch(name, g, positional, flags, passthrough) {
	const [first, ...args] = positional;
	// A group with verbs takes the method in capitals (`secrets get` is a verb); the others in any case.
	const method = first && g.generic && METHODS.includes(g.verbs ? first : first.toUpperCase());
	if (flags.help && (method || !first || !g.verbs?.[first])) {
		console.log(g.help);
		return 0;
	}
	const ctx = cliContext(flags);
	if (method) {
		checkFlags(flags, [...REQUEST_FLAGS, ...g.generic.flags], name);
		return g.generic.run(positional, flags, ctx);
	}
	if (g.run) {
		checkFlags(flags, g.flags, name);
		return g.run(positional, flags, ctx);
	}
	const verb = g.verbs?.[first];
	if (!verb) {
		const known = [...Object.keys(g.verbs ?? {}), ...(g.generic ? ["a METHOD (GET, POST, ...)"] : [])].join(", ");
		throw new UsageError(
			first
				? `unknown ${name} command${shown(first)}: ${name} takes ${known}`
				: `${name} takes ${known} (${name} --help)`,
		);
	}
	if (flags.help) {
		console.log(verb.help ?? g.help);
		return 0;
	}
	checkFlags(flags, verb.flags, `${name} ${first}`);
	return (await verb.run(args, flags, ctx, passthrough)) ?? 0;
}

const [name, ...rest] = process.argv.slice(2);
let flags = {};
let code;
try {
	if (!name || ["help", "--help", "-h"].includes(name)) {
		const text = await overview();
		if (name) console.log(text);
		else console.error(text);
		code = name ? 0 : 2;
	} else if (!GROUPS[name]) {
		throw new UsageError(
			`unknown group${shown(name)}: one of ${Object.keys(GROUPS).join(", ")} (npm run cli -- --help)`,
		);
	} else {
		const parsed = parseArgs(rest);
		flags = parsed.flags;
		code = await dispatch(name, await GROUPS[name](), parsed.positional, flags, parsed.passthrough);
	}
} catch (err) {
	code = reportFailure(err, flags);
}
process.exitCode = code ?? 0;
