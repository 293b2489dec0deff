// npm run cli -- mkt METHOD /api/v1/... : one signed marketing request (Mkt-HMAC-SHA256). The request goes
// through @pasar/sdk's marketing client, which signs it; the answer prints in the CLI's one output shape
// (scripts/cli/request.mjs). Writes without --idempotency-key get none (marketing keys are optional).
import { readFileSync } from "node:fs";
import { createMktClient } from "@pasar/sdk";
import { clientFor, requestOf, runRequest, signedKey } from "./request.mjs";
import { UsageError } from "./sdk.mjs";

export const help = `usage: npm run cli -- mkt <GET|POST|PUT|PATCH|DELETE|HEAD> </api/v1/...> [options]
Sends one signed marketing request (Mkt-HMAC-SHA256) to <server>/mkt and prints the answer's data.
The path is the documented one, relative to /mkt: /api/v1/contacts, /api/v1/campaigns, ...

Options:
  --data JSON | --data-file FILE   the JSON body (FILE - reads stdin)
  --csv FILE                       the body is FILE, sent as text/csv (the contacts import)
  --idempotency-key K              for a write (default: none)
  --on-behalf-of acc_...           a platform-admin key's target workspace (sent and signed)
  --key-id ID --key SECRET         the signing key
  --raw | --json | --output FILE   the envelope as received | compact JSON, also on failure | to a file
  --url URL                        the server (PASAR_URL, default http://127.0.0.1:8787)

Credential: --key-id/--key, else PASAR_MKT_KEY_ID and PASAR_MKT_KEY, else the demo key npm start seeded.

Examples:
  npm run cli -- mkt GET '/api/v1/contacts?q=budi'
  npm run cli -- mkt POST /api/v1/contacts --data '{"email":"budi@example.com"}'
  npm run cli -- mkt POST '/api/v1/contacts/import/csv?listName=Newsletter' --csv .tmp/contacts.csv
  npm run cli -- mkt GET /api/v1/lists --json | jq -e 'length'`;

/** The signing key from flags, the environment or the local demo seed. */
export const resolveMktKey = (flags, env, demoFile) => signedKey("mkt", flags, env, demoFile);

/** The request the command line asks for: method, documented path (query included), body text, headers. */
export function buildMktRequest(positional, flags, readFile = (f) => readFileSync(f, "utf8")) {
	if (flags.csv !== undefined && (flags.data !== undefined || flags["data-file"] !== undefined))
		throw new UsageError("send --data or --csv, not both");
	const req = requestOf("mkt", positional, flags);
	if (flags.csv !== undefined) {
		if (flags.csv === true) throw new UsageError("--csv needs a file name");
		req.body = readFile(String(flags.csv));
		req.headers["Content-Type"] = "text/csv";
	}
	// Signed by the SDK with the rest.
	if (typeof flags["on-behalf-of"] === "string") req.headers["X-Mkt-On-Behalf-Of"] = flags["on-behalf-of"];
	return req;
}

/** The SDK's marketing client for `baseUrl` (the origin; the client's base is <origin>/mkt). */
export const mktClientFor = (baseUrl, key, fetch) =>
	createMktClient({ baseUrl: `${baseUrl}/mkt`, keyId: key.keyId, secret: key.key, fetch, idempotencyKeys: false });

export const mkt = {
	summary: "marketing: signed requests under /mkt/api/v1 (PASAR_MKT_KEY_ID, PASAR_MKT_KEY)",
	help,
	generic: {
		flags: ["key-id", "key", "on-behalf-of", "csv"],
		run: (positional, flags) => runRequest(clientFor("mkt", flags), buildMktRequest(positional, flags), flags),
	},
};
