// npm run cli -- pos METHOD /api/v1/... : one point-of-sale request (Bearer) under /pos.
import { clientFor, requestOf, runRequest } from "./request.mjs";

export const help = `usage: npm run cli -- pos <GET|POST|PUT|PATCH|DELETE|HEAD> </api/v1/...> [options]
Sends one point-of-sale request to <server>/pos with Authorization: Bearer <key> and prints the
answer's data. Paths: /api/v1/outlets, /api/v1/products, /api/v1/sales, ... A receipt PDF is not
JSON: save it with --output FILE (or -o -).

Options:
  --data JSON | --data-file FILE   the JSON body (FILE - reads stdin)
  --idempotency-key K              for a write (default: a fresh random key)
  --key KEY                        an sk_live_ point-of-sale key or an identity-provider token
  --raw | --json | --output FILE   the envelope as received | compact JSON, also on failure | to a file
  --url URL                        the server (PASAR_URL, default http://127.0.0.1:8787)

Credential: --key, else PASAR_POS_KEY (npm start writes it to .wrangler/demo.env).

Examples:
  npm run cli -- pos GET /api/v1/outlets
  npm run cli -- pos POST /api/v1/outlets --data '{"name":"Toko Pusat","taxRateBps":1100}'
  npm run cli -- pos GET '/api/v1/sales?limit=5' --json | jq -e 'length'
  npm run cli -- pos GET '/api/v1/sales/sale_.../receipt?format=pdf' -o .tmp/receipt.pdf`;

export const pos = {
	summary: "point of sale: outlets, products, sales, receipts under /pos/api/v1 (PASAR_POS_KEY)",
	help,
	generic: {
		flags: ["key"],
		run: (positional, flags) => runRequest(clientFor("pos", flags), requestOf("pos", positional, flags), flags),
	},
};
