// npm run cli -- mkt <METHOD> </api/v1/...> [--data '<json>' | --csv <file>] [--idempotency-key k] [--on-behalf-of acc_...]
// Sends one signed marketing request (Mkt-HMAC-SHA256, DESIGN §4) and prints the envelope.
//   npm run cli -- mkt GET '/api/v1/contacts?q=budi'
//   npm run cli -- mkt POST /api/v1/contacts --data '{"email":"budi@example.com"}'
//   npm run cli -- mkt POST '/api/v1/contacts/import/csv?listName=Newsletter' --csv contacts.csv
// Key: --key-id and --key, else PASAR_MKT_KEY_ID / PASAR_MKT_KEY, else the demo key `npm start` seeded
// (.wrangler/demo.json). Writes without --idempotency-key get none (marketing keys are optional).
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { mktHeaders } from "../mkt-client.mjs";
import { sendAndPrint } from "./context.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"];

/** The signing key from flags, the environment or the local demo seed. */
export function resolveMktKey(flags, env = process.env, demoFile = join(root, ".wrangler", "demo.json")) {
	const keyId = flags["key-id"] ?? env.PASAR_MKT_KEY_ID;
	const key = flags.key ?? env.PASAR_MKT_KEY;
	if (keyId && key) return { keyId: String(keyId), key: String(key) };
	if (existsSync(demoFile)) {
		const demo = JSON.parse(readFileSync(demoFile, "utf8")).credentials?.mkt;
		if (demo?.keyId && demo?.key) return { keyId: demo.keyId, key: demo.key };
	}
	throw new Error(
		"no marketing key: pass --key-id and --key, set PASAR_MKT_KEY_ID and PASAR_MKT_KEY, or run npm start once",
	);
}

/** Builds the request the CLI sends: method, wire path (with the /mkt prefix), headers and body. */
export function buildMktRequest([method, path], flags, key, readFile = (f) => readFileSync(f, "utf8")) {
	const m = String(method ?? "").toUpperCase();
	if (!METHODS.includes(m))
		throw new Error(`usage: mkt <${METHODS.join("|")}> </api/v1/...> [--data json | --csv file]`);
	if (!path?.startsWith("/api/v1/")) throw new Error("the path is a documented marketing path, starting /api/v1/");
	if (flags.data !== undefined && flags.csv !== undefined) throw new Error("send --data or --csv, not both");
	let body = "";
	let contentType = "application/json";
	if (flags.data !== undefined) {
		try {
			body = JSON.stringify(JSON.parse(String(flags.data)));
		} catch {
			throw new Error("--data must be JSON");
		}
	} else if (flags.csv !== undefined) {
		body = readFile(String(flags.csv));
		contentType = "text/csv";
	}
	const idempotencyKey = flags["idempotency-key"] ? String(flags["idempotency-key"]) : undefined;
	const onBehalfOf = flags["on-behalf-of"] ? String(flags["on-behalf-of"]) : undefined;
	const wirePath = `/mkt${path}`;
	const headers = mktHeaders(key, m, wirePath, body, idempotencyKey, onBehalfOf, contentType);
	return { method: m, wirePath, headers, body };
}

export async function mkt(positional, flags, ctx) {
	return sendAndPrint(ctx.baseUrl, buildMktRequest(positional, flags, resolveMktKey(flags)));
}
