// npm run cli -- pay <METHOD> <path> [--data '<json>'] [--idempotency-key k] [--on-behalf-of acc_...]
// Sends one signed payments request (Pay-HMAC-SHA256, DESIGN §4) and prints the envelope, so
// developers can try the API without writing the signing code first.
//   npm run cli -- pay GET /v1/payouts/balance
//   npm run cli -- pay POST /v1/test-helpers/settlements --data '{"amount":150000,"currency":"IDR"}'
//   npm run cli -- pay POST /v1/payouts --data '{"amount":50000,"currency":"IDR"}' --idempotency-key po-1
// Key: --key-id and --key, else PASAR_PAY_KEY_ID / PASAR_PAY_KEY, else the demo key `npm start` seeded
// (.wrangler/demo.json). A mutating request without --idempotency-key gets a fresh random one.
import { randomUUID } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { payHeaders } from "../pay-client.mjs";
import { sendAndPrint } from "./context.mjs";

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

/** Builds the request the CLI sends: method, wire path (with the /pay prefix), headers and body. */
export function buildPayRequest([method, path], flags, key) {
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
	const idempotencyKey = flags["idempotency-key"]
		? String(flags["idempotency-key"])
		: m === "GET"
			? undefined
			: randomUUID();
	const wirePath = `/pay${path}`;
	// The target workspace is part of the signed string (DESIGN §4), so it goes through the signer.
	const onBehalfOf = flags["on-behalf-of"] ? String(flags["on-behalf-of"]) : undefined;
	const headers = payHeaders(key, m, wirePath, body, idempotencyKey, onBehalfOf);
	return { method: m, wirePath, headers, body };
}

export async function pay(positional, flags, ctx) {
	return sendAndPrint(ctx.baseUrl, buildPayRequest(positional, flags, resolvePayKey(flags)));
}
