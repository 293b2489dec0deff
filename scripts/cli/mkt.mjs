// npm run cli -- mkt <METHOD> </api/v1/...> [--data '<json>' | --csv <file>] [--idempotency-key k] [--on-behalf-of acc_...]
// Sends one signed marketing request (Mkt-HMAC-SHA256, DESIGN §4) and prints the envelope.
//   npm run cli -- mkt GET '/api/v1/contacts?q=budi'
//   npm run cli -- mkt POST /api/v1/contacts --data '{"email":"budi@example.com"}'
//   npm run cli -- mkt POST '/api/v1/contacts/import/csv?listName=Newsletter' --csv contacts.csv
// Key: --key-id and --key, else PASAR_MKT_KEY_ID / PASAR_MKT_KEY, else the demo key `npm start` seeded
// (.wrangler/demo.json). Writes without --idempotency-key get none (marketing keys are optional).
// The request goes through @pasar/sdk's marketing client, which signs it.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createMktClient } from "@pasar/sdk";
import { sendAndPrint } from "./sdk.mjs";

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

/** The request the command line asks for: method, documented path (query included), body text, headers. */
export function buildMktRequest([method, path], flags, readFile = (f) => readFileSync(f, "utf8")) {
	const m = String(method ?? "").toUpperCase();
	if (!METHODS.includes(m))
		throw new Error(`usage: mkt <${METHODS.join("|")}> </api/v1/...> [--data json | --csv file]`);
	if (!path?.startsWith("/api/v1/")) throw new Error("the path is a documented marketing path, starting /api/v1/");
	if (flags.data !== undefined && flags.csv !== undefined) throw new Error("send --data or --csv, not both");
	let body = "";
	const headers = {};
	if (flags.data !== undefined) {
		try {
			body = JSON.stringify(JSON.parse(String(flags.data)));
		} catch {
			throw new Error("--data must be JSON");
		}
	} else if (flags.csv !== undefined) {
		body = readFile(String(flags.csv));
		headers["Content-Type"] = "text/csv";
	}
	if (flags["idempotency-key"]) headers["Idempotency-Key"] = String(flags["idempotency-key"]);
	// Signed by the SDK with the rest (DESIGN §4).
	if (flags["on-behalf-of"]) headers["X-Mkt-On-Behalf-Of"] = String(flags["on-behalf-of"]);
	return { method: m, path, body, headers };
}

/** The SDK's marketing client for `baseUrl` (the origin; the client's base is <origin>/mkt). */
export const mktClientFor = (baseUrl, key, fetch) =>
	createMktClient({ baseUrl: `${baseUrl}/mkt`, keyId: key.keyId, secret: key.key, fetch, idempotencyKeys: false });

export async function mkt(positional, flags, ctx) {
	const req = buildMktRequest(positional, flags);
	return sendAndPrint(mktClientFor(ctx.baseUrl, resolveMktKey(flags)), req);
}
