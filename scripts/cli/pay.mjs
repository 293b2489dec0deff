// npm run cli -- pay <METHOD> <path> [--data '<json>'] [--idempotency-key k] [--on-behalf-of acc_...]
// Sends one signed payments request (Pay-HMAC-SHA256, DESIGN §4) and prints the envelope, so
// developers can try the API without writing the signing code first.
//   npm run cli -- pay GET /v1/payouts/balance
//   npm run cli -- pay POST /v1/test-helpers/settlements --data '{"amount":150000,"currency":"IDR"}'
//   npm run cli -- pay POST /v1/payouts --data '{"amount":50000,"currency":"IDR"}' --idempotency-key po-1
// Key: --key-id and --key, else PASAR_PAY_KEY_ID / PASAR_PAY_KEY, else the demo key `npm start` seeded
// (.wrangler/demo.json). A mutating request without --idempotency-key gets a fresh random one.
// The request goes through @pasar/sdk's payments client, which signs it.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createPayClient } from "@pasar/sdk";
import { sendAndPrint } from "./sdk.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"];

/** The signing key from flags, the environment or the local demo seed. */
export function resolvePayKey(flags, env = process.env, demoFile = join(root, ".wrangler", "demo.json")) {
	const keyId = flags["key-id"] ?? env.PASAR_PAY_KEY_ID;
	const key = flags.key ?? env.PASAR_PAY_KEY;
	if (keyId && key) return { keyId: String(keyId), key: String(key) };
	if (existsSync(demoFile)) {
		const demo = JSON.parse(readFileSync(demoFile, "utf8")).credentials?.pay;
		if (demo?.keyId && demo?.key) return { keyId: demo.keyId, key: demo.key };
	}
	throw new Error(
		"no payments key: pass --key-id and --key, set PASAR_PAY_KEY_ID and PASAR_PAY_KEY, or run npm start once",
	);
}

/** The request the command line asks for: method, documented path (query included), JSON body text, headers. */
export function buildPayRequest([method, path], flags) {
	const m = String(method ?? "").toUpperCase();
	if (!METHODS.includes(m)) throw new Error(`usage: pay <${METHODS.join("|")}> </v1/...> [--data json]`);
	if (!path?.startsWith("/v1/")) throw new Error("the path is a documented payments path, starting /v1/");
	let body = "";
	if (flags.data !== undefined) {
		try {
			body = JSON.stringify(JSON.parse(String(flags.data)));
		} catch {
			throw new Error("--data must be JSON");
		}
	}
	// A mutating request without one gets a random key from the SDK.
	const headers = flags["idempotency-key"] ? { "Idempotency-Key": String(flags["idempotency-key"]) } : {};
	// The target workspace is part of the signed string (DESIGN §4): the SDK signs the header it finds.
	if (flags["on-behalf-of"]) headers["X-Pay-On-Behalf-Of"] = String(flags["on-behalf-of"]);
	return { method: m, path, body, headers };
}

/** The SDK's payments client for `baseUrl` (the origin; the client's base is <origin>/pay). */
export const payClientFor = (baseUrl, key, fetch) =>
	createPayClient({ baseUrl: `${baseUrl}/pay`, keyId: key.keyId, secret: key.key, fetch });

export async function pay(positional, flags, ctx) {
	const req = buildPayRequest(positional, flags);
	return sendAndPrint(payClientFor(ctx.baseUrl, resolvePayKey(flags)), req);
}
