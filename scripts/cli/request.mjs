// One request and output path for every group: `<group> METHOD PATH [--data|--data-file]` builds the
// request here, the group's SDK client authenticates it (pay and mkt sign, the others send a Bearer
// credential, admin the admin token), and the answer prints in the one shape every command shares:
//   default   the envelope's `data`, pretty JSON (a list answer prints the array)
//   --raw     the envelope exactly as received
//   --json    exactly one compact JSON document on stdout, also on failure (the error object)
//   failure   `error: <status> <CODE>: <message> (request <id>)` on stderr, exit 1
//   non-JSON  (a PDF receipt, a CSV file) only with --output FILE (-o); `-o -` writes it to stdout
// Exit status: 0 success, 1 an error answer or no answer, 2 a command line the CLI cannot run.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import {
	createAdminClient,
	createCiClient,
	createLocClient,
	createMktClient,
	createPayClient,
	createPosClient,
	createSecretsClient,
	createStoreClient,
	PasarError,
} from "@pasar/sdk";
import { adminTokenOf, originOf } from "./context.mjs";
import { ApiError, cliError, NetworkError, netFetch, send, UsageError } from "./sdk.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));
const DEMO = join(root, ".wrangler", "demo.json");

export const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD"];
/** Flags of every command that prints an API answer. */
export const OUTPUT_FLAGS = ["json", "raw", "output"];
/** Flags of every generic request. */
export const REQUEST_FLAGS = ["data", "data-file", "idempotency-key", ...OUTPUT_FLAGS];

/**
 * Each group's service: its base path on the server, the prefix its documented paths start with, and
 * where its credential comes from. `idempotency`: the SDK adds a random Idempotency-Key to writes.
 */
export const SERVICES = {
	pay: { base: "/pay", prefix: "/v1/", what: "payments", signed: "PAY", idempotency: true },
	mkt: { base: "/mkt", prefix: "/api/v1/", what: "marketing", signed: "MKT" },
	store: { base: "/mkt", prefix: "/api/v1/", what: "storefront", keyEnv: "PASAR_STORE_KEY", idempotency: true },
	pos: { base: "/pos", prefix: "/api/v1/", what: "point of sale", keyEnv: "PASAR_POS_KEY", idempotency: true },
	ci: {
		base: "/ci",
		prefix: "/api/v1/",
		what: "CI",
		keyEnv: "PASAR_CI_KEY",
		urlEnv: "PASAR_CI_URL",
		idempotency: true,
	},
	loc: {
		base: "/loc",
		prefix: "/api/v1/",
		what: "localization",
		keyEnv: "PASAR_LOC_TOKEN",
		keyFlags: ["token", "key"],
		urlEnv: "PASAR_LOC_URL",
	},
	secrets: {
		base: "/secrets",
		prefix: "/api/v1/",
		what: "secrets",
		keyEnv: "PASAR_SECRETS_TOKEN",
		keyFlags: ["token", "key"],
	},
	admin: { base: "/admin", prefix: "/v1/", what: "admin" },
};
const FACTORIES = {
	store: createStoreClient,
	pos: createPosClient,
	ci: createCiClient,
	loc: createLocClient,
	secrets: createSecretsClient,
};

/** The flags naming a Bearer group's credential: --key, or --token and --key where --token came first. */
export const keyFlagsOf = (group) => SERVICES[group].keyFlags ?? ["key"];

/**
 * The service's base URL. For ci and loc, --url is the service's own base (as their verbs always took
 * it), else PASAR_CI_URL / PASAR_LOC_URL; for the others --url is the server. Then PASAR_URL + base.
 */
export function serviceBase(group, flags, env = process.env) {
	const s = SERVICES[group];
	const trim = (u) => String(u).replace(/\/$/, "");
	if (s.urlEnv && typeof flags.url === "string" && flags.url) return trim(flags.url);
	if (s.urlEnv && env[s.urlEnv]) return trim(env[s.urlEnv]);
	return `${originOf(s.urlEnv ? {} : flags, env)}${s.base}`;
}

/** A credential goes into a header: one that cannot is refused without echoing it. */
function headerSafe(value, source) {
	if (!/^[\x21-\x7e]+$/.test(value))
		throw new UsageError(
			`the credential from ${source} has characters a header cannot carry (space, newline, non-ASCII)`,
		);
	return value;
}

/** A Bearer group's credential from its flags, else its variable; missing → exit 2 naming both. */
export function bearerKey(group, flags, env = process.env) {
	const s = SERVICES[group];
	const names = keyFlagsOf(group);
	for (const f of names) {
		if (flags[f] === true || flags[f] === "") throw new UsageError(`--${f} needs a value`);
		if (flags[f] !== undefined) return headerSafe(String(flags[f]), `--${f}`);
	}
	if (env[s.keyEnv]) return headerSafe(String(env[s.keyEnv]), s.keyEnv);
	throw new UsageError(`no ${s.what} credential: pass ${names.map((f) => `--${f}`).join(" or ")} or set ${s.keyEnv}`);
}

/** pay and mkt's signing key: --key-id and --key, PASAR_<PAY|MKT>_KEY_ID and _KEY, else npm start's demo seed. */
export function signedKey(group, flags, env = process.env, demoFile = DEMO) {
	const v = `PASAR_${SERVICES[group].signed}`;
	const keyId = flags["key-id"] ?? env[`${v}_KEY_ID`];
	const key = flags.key ?? env[`${v}_KEY`];
	if (keyId && key && keyId !== true && key !== true)
		return { keyId: headerSafe(String(keyId), "--key-id"), key: String(key) };
	if (existsSync(demoFile)) {
		const demo = JSON.parse(readFileSync(demoFile, "utf8")).credentials?.[group];
		if (demo?.keyId && demo?.key) return { keyId: demo.keyId, key: demo.key };
	}
	throw new UsageError(
		`no ${SERVICES[group].what} key: pass --key-id and --key, set ${v}_KEY_ID and ${v}_KEY, or run npm start once`,
	);
}

/** The SDK client a group's generic requests go through, authenticated as the group's service wants. */
export function clientFor(group, flags, env = process.env, fetch = netFetch) {
	const s = SERVICES[group];
	const baseUrl = serviceBase(group, flags, env);
	const idempotencyKeys = !!s.idempotency;
	if (s.signed) {
		const k = signedKey(group, flags, env);
		const create = group === "pay" ? createPayClient : createMktClient;
		return create({ baseUrl, keyId: k.keyId, secret: k.key, fetch, idempotencyKeys });
	}
	if (group === "admin") return createAdminClient({ baseUrl, token: adminTokenOf(flags, env), fetch, idempotencyKeys });
	return FACTORIES[group]({ baseUrl, key: bearerKey(group, flags, env), fetch, idempotencyKeys });
}

/** A JSON body from --data or --data-file (`-` = stdin), normalised; "" when neither. */
export function bodyOf(flags, readFile = (f) => readFileSync(f === "-" ? 0 : f, "utf8")) {
	if (flags.data !== undefined && flags["data-file"] !== undefined)
		throw new UsageError("send --data or --data-file, not both");
	let text;
	let from = "--data";
	if (flags.data !== undefined) text = String(flags.data);
	else if (flags["data-file"] !== undefined) {
		const file = flags["data-file"] === true ? "-" : String(flags["data-file"]);
		from = `--data-file ${file === "-" ? "(stdin)" : file}`;
		try {
			text = readFile(file);
		} catch (err) {
			throw new UsageError(`${from}: ${err.code === "ENOENT" ? "no such file" : err.message}`);
		}
	} else return "";
	try {
		return JSON.stringify(JSON.parse(text));
	} catch {
		throw new UsageError(`${from} must be JSON`);
	}
}

/** The request a generic command line asks for: method, documented path (query included), body, headers. */
export function requestOf(group, [method, path, ...extra], flags) {
	const s = SERVICES[group];
	const m = String(method ?? "").toUpperCase();
	if (!METHODS.includes(m) || !path)
		throw new UsageError(`usage: ${group} <${METHODS.join("|")}> <${s.prefix}...> [--data json | --data-file file]`);
	if (!path.startsWith(s.prefix))
		throw new UsageError(
			`the path is a documented ${s.what} path, relative to ${s.base} and starting ${s.prefix} (e.g. ${group} GET ${s.prefix}...)`,
		);
	if (extra.length) throw new UsageError(`one path only; quote a path with ? or & in it (got ${extra.length} more)`);
	if (flags.output === true) throw new UsageError("--output needs a file name (or - for stdout)");
	const body = bodyOf(flags);
	if (body && (m === "GET" || m === "HEAD")) throw new UsageError(`${m} takes no body: drop --data/--data-file`);
	const headers = {};
	if (flags["idempotency-key"] !== undefined) {
		if (flags["idempotency-key"] === true) throw new UsageError("--idempotency-key needs a value");
		headers["Idempotency-Key"] = String(flags["idempotency-key"]);
	}
	return { method: m, path, body, headers };
}

// ---- output ----

/** Writes what a command prints: to --output FILE (or `-o -`, stdout), else stdout. */
function put(text, flags) {
	const file = typeof flags.output === "string" ? flags.output : null;
	if (flags.output === true) throw new UsageError("--output needs a file name (or - for stdout)");
	if (!file || file === "-") process.stdout.write(text);
	else writeFileSync(file, text);
}

/** An answer's envelope as the command prints it: `data` (pretty), --raw the envelope, --json compact. */
export function emitEnvelope(env, flags, rawText) {
	const isEnvelope = env && typeof env === "object" && !Array.isArray(env) && "data" in env;
	const value = flags.raw || !isEnvelope ? env : env.data;
	const text =
		flags.raw && rawText !== undefined && !flags.json
			? rawText.replace(/\n?$/, "\n")
			: `${flags.json ? JSON.stringify(value ?? null) : JSON.stringify(value ?? null, null, 2)}\n`;
	put(text, flags);
	return 0;
}

/** A value a command computed from API answers (a list collected across pages): --json compact, else pretty. */
export function emitData(value, flags) {
	put(`${flags.json ? JSON.stringify(value ?? null) : JSON.stringify(value ?? null, null, 2)}\n`, flags);
	return 0;
}

const isJson = (type) => /^application\/([\w.+-]+\+)?json\b/i.test(type ?? "");

/** Prints one answer of a generic request; the exit status. A failure is thrown (an ApiError). */
export async function emitAnswer(client, req, { data, error, response }, flags) {
	if (req.method === "HEAD") {
		const headers = Object.fromEntries(response.headers);
		if (flags.json) put(`${JSON.stringify({ status: response.status, headers })}\n`, flags);
		else
			put(
				`${[`HTTP ${response.status} ${response.statusText}`.trim(), ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)].join("\n")}\n`,
				flags,
			);
		return response.ok ? 0 : 1;
	}
	if (!response.ok) {
		const err = cliError(PasarError.from(client.service, { method: req.method, url: response.url }, response, error));
		if (flags.raw && !flags.json && error !== undefined)
			process.stdout.write(`${typeof error === "string" ? error : JSON.stringify(error, null, 2)}\n`);
		throw err;
	}
	const bytes = data ? Buffer.from(await response.arrayBuffer()) : Buffer.alloc(0);
	const type = response.headers.get("Content-Type") ?? "";
	if (!bytes.length) {
		if (flags.json) put("null\n", flags);
		return 0;
	}
	if (isJson(type)) {
		const text = bytes.toString("utf8");
		let env;
		try {
			env = JSON.parse(text);
		} catch {
			throw new Error(`the answer says ${type} but is not JSON`);
		}
		return emitEnvelope(env, flags, text);
	}
	const file = typeof flags.output === "string" ? flags.output : null;
	if (!file)
		throw new UsageError(
			`the answer is ${type || "not JSON"} (${bytes.length} bytes): pass --output FILE (or -o -) to save it`,
		);
	if (file === "-") process.stdout.write(bytes);
	else writeFileSync(file, bytes);
	if (flags.json && file !== "-")
		process.stdout.write(
			`${JSON.stringify({ status: response.status, contentType: type, bytes: bytes.length, file })}\n`,
		);
	else if (file !== "-") process.stderr.write(`wrote ${file} (${type}, ${bytes.length} bytes)\n`);
	return 0;
}

/** Sends a generic request through the group's client and prints the answer; the exit status. */
export async function runRequest(client, req, flags) {
	return emitAnswer(client, req, await send(client, req), flags);
}

/**
 * What a failed command prints; its exit status. --json: one JSON document on stdout (an API error's
 * object, else {status: null, code, message}); otherwise one `error: …` line on stderr.
 */
export function reportFailure(err, flags = {}) {
	const code = err instanceof UsageError ? 2 : 1;
	if (flags.json) {
		const doc =
			err instanceof ApiError
				? err.toJSON()
				: {
						status: null,
						code: err instanceof UsageError ? "usage" : err instanceof NetworkError ? "network_error" : "error",
						message: err.message,
					};
		process.stdout.write(`${JSON.stringify(doc)}\n`);
	} else process.stderr.write(`error: ${err.message}\n`);
	return code;
}
