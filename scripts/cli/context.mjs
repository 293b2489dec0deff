import { createAdminClient } from "@pasar/sdk";
import { readDevVars } from "../toolchain.mjs";
import { envelope, netFetch, UsageError } from "./sdk.mjs";

export { UsageError };

/** Flags that never take a value: `--json GET /x` is the switch and then the method, not json=GET. */
export const SWITCHES = ["help", "json", "raw", "follow", "no-color", "draft", "pseudo", "preserve-env"];
const SHORT = { "-o": "output", "-h": "help" };

/**
 * `--flag value`, `--flag=value`, bare `--flag` (true), `-o FILE`, `-h`; everything after `--` is passthrough.
 * A switch (SWITCHES) takes no value: `--json=false` is the only way to give one.
 */
export function parseArgs(args) {
	const positional = [];
	const flags = {};
	let passthrough = [];
	for (let i = 0; i < args.length; i++) {
		const a = SHORT[args[i]] ? `--${SHORT[args[i]]}` : args[i];
		if (a === "--") {
			passthrough = args.slice(i + 1);
			break;
		}
		if (a.startsWith("--")) {
			const [k, v] = a.slice(2).split(/=(.*)/s, 2);
			if (v !== undefined) flags[k] = v;
			else if (!SWITCHES.includes(k) && i + 1 < args.length && !args[i + 1].startsWith("--")) flags[k] = args[++i];
			else flags[k] = true;
		} else positional.push(a);
	}
	return { positional, flags, passthrough };
}

/** Flags every command takes: the server and help. */
export const COMMON_FLAGS = ["url", "help"];

/** Refuses a flag the command does not know (a typo must not be ignored): exit 2 naming it. */
export function checkFlags(flags, allowed, command) {
	for (const k of Object.keys(flags))
		if (!COMMON_FLAGS.includes(k) && !allowed.includes(k))
			throw new UsageError(`unknown flag --${k} for ${command} (see ${command} --help)`);
}

/** The server's origin: --url, PASAR_URL, else the local server on PORT (default 8787). */
export const originOf = (flags, env = process.env) =>
	String(
		(typeof flags.url === "string" && flags.url) || env.PASAR_URL || `http://127.0.0.1:${env.PORT || 8787}`,
	).replace(/\/$/, "");

/** The admin token: --admin-token, ADMIN_TOKEN, else the one npm start wrote to .dev.vars. */
export function adminTokenOf(flags, env = process.env) {
	const t = flags["admin-token"] ?? env.ADMIN_TOKEN ?? readDevVars().ADMIN_TOKEN;
	if (!t || t === true)
		throw new UsageError("no admin token: pass --admin-token or set ADMIN_TOKEN (npm start writes it to .dev.vars)");
	return String(t);
}

export function cliContext(flags) {
	const baseUrl = originOf(flags);
	let adminClient;
	/** The platform admin API through the SDK's admin client: the envelope; throws on a non-2xx answer. */
	function admin(method, path, body) {
		// No Idempotency-Key unless asked for, as before the SDK.
		adminClient ??= createAdminClient({
			baseUrl: `${baseUrl}/admin`,
			token: adminTokenOf(flags),
			idempotencyKeys: false,
			fetch: netFetch,
		});
		return envelope(adminClient, method, path, { body });
	}
	return { baseUrl, admin, flags };
}

export function need(flags, name) {
	const v = flags[name];
	if (v === undefined || v === true || v === "") throw new UsageError(`--${name} is required`);
	return String(v);
}
