import { readDevVars } from "../toolchain.mjs";

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
	/** JSON request; throws with the envelope's error on a non-2xx answer. */
	async function request(method, path, body, headers = {}) {
		const res = await fetch(baseUrl + path, {
			method,
			headers: { ...(body !== undefined ? { "Content-Type": "application/json" } : {}), ...headers },
			body: body !== undefined ? JSON.stringify(body) : undefined,
		});
		const text = await res.text();
		let json;
		try {
			json = text ? JSON.parse(text) : null;
		} catch {
			json = null;
		}
		if (!res.ok)
			throw new Error(
				`${method} ${path} → ${res.status} ${json?.error?.code ?? ""} ${json?.error?.message ?? text}`.trim(),
			);
		return json;
	}
	function admin(method, path, body) {
		if (!adminToken)
			throw new Error("no admin token: pass --admin-token, set ADMIN_TOKEN, or run npm start once to write .dev.vars");
		return request(method, `/admin${path}`, body, { Authorization: `Bearer ${adminToken}` });
	}
	return { baseUrl, adminToken, request, admin, flags };
}

export function need(flags, name) {
	const v = flags[name];
	if (v === undefined || v === true || v === "") throw new Error(`--${name} is required`);
	return String(v);
}

export const print = (v) => console.log(JSON.stringify(v, null, 2));

/** Sends a built request, prints the answer (JSON pretty-printed) and returns the exit code. */
export async function sendAndPrint(baseUrl, req) {
	const res = await fetch(baseUrl + req.wirePath, {
		method: req.method,
		headers: req.headers,
		body: req.body || undefined,
	});
	const text = await res.text();
	let out = text;
	try {
		out = JSON.stringify(JSON.parse(text), null, 2);
	} catch {}
	console.log(out || `(${res.status}, no body)`);
	if (!res.ok) {
		console.error(`HTTP ${res.status}`);
		return 1;
	}
	return 0;
}
