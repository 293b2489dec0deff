// npm run cli -- store METHOD /api/v1/... : one storefront request (Bearer) on the marketing base /mkt.
import { clientFor, requestOf, runRequest } from "./request.mjs";

export const help = `usage: npm run cli -- store <GET|POST|PUT|PATCH|DELETE|HEAD> </api/v1/...> [options]
Sends one storefront request to <server>/mkt (the storefront shares marketing's base) with
Authorization: Bearer <key> and prints the answer's data. Paths: /api/v1/storefront/products, ...

Options:
  --data JSON | --data-file FILE   the JSON body (FILE - reads stdin)
  --idempotency-key K              for a write (default: a fresh random key)
  --key KEY                        a secret key sk_test_/sk_live_ (a pk_ key reads)
  --raw | --json | --output FILE   the envelope as received | compact JSON, also on failure | to a file
  --url URL                        the server (PASAR_URL, default http://127.0.0.1:8787)

Credential: --key, else PASAR_STORE_KEY (npm start writes it to .wrangler/demo.env).

Examples:
  npm run cli -- store GET /api/v1/storefront/products
  npm run cli -- store POST /api/v1/storefront/products --data '{"name":"Kopi Susu 250 ml","price":45000,"currency":"IDR"}'
  npm run cli -- store GET '/api/v1/storefront/products?limit=5' --json | jq -e '.data | length'`;

export const store = {
	summary: "storefront: products and files under /mkt/api/v1/storefront (PASAR_STORE_KEY)",
	help,
	generic: {
		flags: ["key"],
		run: (positional, flags) => runRequest(clientFor("store", flags), requestOf("store", positional, flags), flags),
	},
};
