import { createAdminClient } from "@pasar/sdk";
import { readDevVars } from "../toolchain.mjs";
import { envelope } from "./sdk.mjs";

/** `--flag value`, `--flag=value`, bare `--flag` (true); everything after `--` is passthrough. */
export function parseArgs(args) {
	const positional = [];
	const flags = {};
	let passthrough = [];
	for (let i = 0; i < args.length; i++) {
		const a = args[i];
		if (a === "--") {
			passthrough = args.slice(i + 1);
			break;
		}
		if (a.startsWith("--")) {
			const [k, v] = a.slice(2).split(/=(.*)/s, 2);
			if (v !== undefined) flags[k] = v;
			else if (i + 1 < args.length && !args[i + 1].startsWith("--")) flags[k] = args[++i];
			else flags[k] = true;
		} else positional.push(a);
	}
	return { positional, flags, passthrough };
}

export function cliContext(flags) {
	const vars = readDevVars();
	const baseUrl = String(flags.url ?? process.env.PASAR_URL ?? `http://127.0.0.1:${process.env.PORT ?? 8787}`).replace(
		/\/$/,
		"",
	);
	const adminToken = flags["admin-token"] ?? process.env.ADMIN_TOKEN ?? vars.ADMIN_TOKEN;
	let adminClient;
	/** The platform admin API through the SDK's admin client: the envelope; throws on a non-2xx answer. */
	function admin(method, path, body) {
		if (!adminToken)
			throw new Error("no admin token: pass --admin-token, set ADMIN_TOKEN, or run npm start once to write .dev.vars");
		// No Idempotency-Key unless asked for, as before the SDK.
		adminClient ??= createAdminClient({ baseUrl: `${baseUrl}/admin`, token: adminToken, idempotencyKeys: false });
		return envelope(adminClient, method, path, { body });
	}
	return { baseUrl, adminToken, admin, flags };
}

export function need(flags, name) {
	const v = flags[name];
	if (v === undefined || v === true || v === "") throw new Error(`--${name} is required`);
	return String(v);
}

export const print = (v) => console.log(JSON.stringify(v, null, 2));
