// npm run cli -- pay METHOD /v1/... : one signed payments request (Pay-HMAC-SHA256), so developers can try
// the API without writing the signing code first. The request goes through @pasar/sdk's payments client,
// which signs it; the answer prints in the CLI's one output shape (scripts/cli/request.mjs).
import { createPayClient } from "@pasar/sdk";
import { clientFor, requestOf, runRequest, signedKey } from "./request.mjs";

export const help = `usage: npm run cli -- pay <GET|POST|PUT|PATCH|DELETE|HEAD> </v1/...> [options]
Sends one signed payments request (Pay-HMAC-SHA256) to <server>/pay and prints the answer's data.
The path is the documented one, relative to /pay: /v1/payments, /v1/payouts/balance, ...

Options:
  --data JSON | --data-file FILE   the JSON body (FILE - reads stdin)
  --idempotency-key K              for a write (default: a fresh random key, signed with the rest)
  --on-behalf-of acc_...           a platform_admin key's target workspace (sent and signed)
  --key-id ID --key SECRET         the signing key
  --raw | --json | --output FILE   the envelope as received | compact JSON, also on failure | to a file
  --url URL                        the server (PASAR_URL, default http://127.0.0.1:8787)

Credential: --key-id/--key, else PASAR_PAY_KEY_ID and PASAR_PAY_KEY, else the demo key npm start seeded.

Examples:
  npm run cli -- pay GET /v1/payouts/balance
  npm run cli -- pay POST /v1/test-helpers/settlements --data '{"amount":150000,"currency":"IDR"}'
  npm run cli -- pay GET '/v1/payments?limit=5' --json | jq -e '.[0].id'
  npm run cli -- pay POST /v1/payouts --data '{"amount":50000,"currency":"IDR"}' --idempotency-key po-1`;

/** The signing key from flags, the environment or the local demo seed. */
export const resolvePayKey = (flags, env, demoFile) => signedKey("pay", flags, env, demoFile);

/** The request the command line asks for: method, documented path (query included), JSON body text, headers. */
export function buildPayRequest(positional, flags) {
	const req = requestOf("pay", positional, flags);
	// The target workspace is part of the signed string: the SDK signs the header it finds.
	if (typeof flags["on-behalf-of"] === "string") req.headers["X-Pay-On-Behalf-Of"] = flags["on-behalf-of"];
	return req;
}

/** The SDK's payments client for `baseUrl` (the origin; the client's base is <origin>/pay). */
export const payClientFor = (baseUrl, key, fetch) =>
	createPayClient({ baseUrl: `${baseUrl}/pay`, keyId: key.keyId, secret: key.key, fetch });

export const pay = {
	summary: "payments: signed requests under /pay/v1 (PASAR_PAY_KEY_ID, PASAR_PAY_KEY)",
	help,
	generic: {
		flags: ["key-id", "key", "on-behalf-of"],
		run: (positional, flags) => runRequest(clientFor("pay", flags), buildPayRequest(positional, flags), flags),
	},
};
