// The SDK (sdk/, @pasar/sdk) is generated from the OpenAPI documents the Worker serves. Each test fetches
// one document through the real entry point and compares it with its committed snapshot in sdk/openapi/;
// `npm run sdk:generate` rewrites the snapshots (vitest -u on this file) and regenerates the SDK from them.
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ORIGIN } from "../helpers/http";

const DOCS = ["pay", "mkt", "pos", "ci", "loc", "secrets", "admin"];

describe("sdk/openapi snapshots match the served documents (stale: npm run sdk:generate)", () => {
	for (const doc of DOCS)
		it(`/${doc}/openapi.json`, async () => {
			const res = await SELF.fetch(`${ORIGIN}/${doc}/openapi.json`);
			expect(res.status).toBe(200);
			const served = `${JSON.stringify(await res.json(), null, 2)}\n`;
			await expect(served).toMatchFileSnapshot(
				`../../sdk/openapi/${doc}.json`,
				`sdk/openapi/${doc}.json is stale: run npm run sdk:generate`,
			);
		});
});
