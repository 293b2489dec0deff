// Issue 25: what the API reference is built from. /docs is Scalar loaded from the Worker's own static
// assets; /openapi.json states each operation's security (public ones `[]`), carries the signing recipe
// and per-operation signing snippets for the HMAC services, and the platform's shared field meanings.
import { describe, expect, it } from "vitest";
import { describeSharedFields } from "../../src/platform/openapi-fields";
import { call } from "../helpers/http";

describe("API reference", () => {
	it("/docs loads Scalar from the same origin, pointed at the base's openapi.json, with no CDN", async () => {
		const res = await call("GET", "/loc/docs");
		expect(res.status).toBe(200);
		// The bundle under its content-hashed name (scripts/assets.mjs); the page itself is revalidated every time.
		expect(res.text).toMatch(/<script src="\/_pasar\/scalar\/standalone\.[0-9a-f]{12}\.js"/);
		expect(res.headers.get("cache-control")).toBe("no-cache");
		expect(res.text).toContain('"url":"/loc/openapi.json"');
		expect(res.text).toContain('"preferredSecurityScheme":["bearerAuth"]');
		expect(res.text).toContain('"withDefaultFonts":false');
		expect(res.text).not.toMatch(/https?:\/\/(?!127\.0\.0\.1)/);
		expect(res.headers.get("content-security-policy")).toContain("connect-src 'self'");
	});

	it("payments hides the unsigned try-it: its snippets sign instead", async () => {
		const res = await call("GET", "/pay/docs");
		expect(res.text).toContain('"hideTestRequestButton":true');
		expect(res.text).not.toContain("preferredSecurityScheme");
	});

	it("states security per operation: bearer, signed, runner tokens and public operations", async () => {
		const op = async (base: string, method: string, path: string) =>
			(await call("GET", `/${base}/openapi.json`)).body.paths[path][method].security;
		expect(await op("secrets", "get", "/api/v1/projects")).toEqual([{ bearerAuth: [] }]);
		expect(await op("pay", "post", "/v1/payouts")).toEqual([{ payHmac: [] }]);
		expect(await op("pay", "post", "/v1/callbacks/{kind}/{accountId}")).toEqual([]);
		expect(await op("mkt", "post", "/api/v1/contacts")).toEqual([{ mktHmac: [] }, { bearerAuth: [] }]);
		expect(await op("mkt", "post", "/api/v1/referrals/attributions/signup")).toEqual([{ mktHmac: [] }]);
		expect(await op("mkt", "post", "/api/v1/storefront/products")).toEqual([{ storeKey: [] }]);
		expect(await op("ci", "post", "/api/v1/runner/register")).toEqual([{ runnerToken: [] }]);
		expect(await op("ci", "post", "/api/v1/webhooks/scm/{projectId}")).toEqual([]);
		expect(await op("loc", "get", "/api/v1/public/projects/{id}/catalog")).toEqual([]);
		expect(await op("pos", "get", "/track/{waybillId}")).toEqual([]);
		const pay = (await call("GET", "/pay/openapi.json")).body;
		expect(pay.components.securitySchemes.payHmac).toMatchObject({
			type: "apiKey",
			in: "header",
			name: "Authorization",
		});
	});

	it("signed operations carry Node.js and curl snippets of the DESIGN §4 signature; the description the recipe", async () => {
		const doc = (await call("GET", "/pay/openapi.json")).body;
		expect(doc.info.description).toContain("## Signing requests");
		const samples = doc.paths["/v1/payouts"].post["x-codeSamples"];
		expect(samples.map((s: { lang: string }) => s.lang)).toEqual(["JavaScript", "Shell"]);
		const [node, shell] = samples.map((s: { source: string }) => s.source);
		expect(node).toContain("new URL(`http://127.0.0.1:8787/pay/v1/payouts`)");
		expect(node).toContain('const body = JSON.stringify({"amount":150000,"currency":"IDR"});');
		expect(node).toContain('["POST", url.pathname + url.search, timestamp, createHash("sha256")');
		expect(node).toContain("idempotencyKey].join");
		expect(shell).toContain("Authorization: Pay-HMAC-SHA256 keyId=$KEY_ID, scope=*, signature=$SIG");
		// Path parameters become variables; a GET signs no Idempotency-Key.
		const get = doc.paths["/v1/payouts/{id}"].get["x-codeSamples"][0].source;
		expect(get).toContain('const id = "');
		expect(get).not.toContain("idempotencyKey");
		const mkt = (await call("GET", "/mkt/openapi.json")).body;
		expect(mkt.paths["/api/v1/contacts"].post["x-codeSamples"][0].source).toContain("PASAR_MKT_KEY_ID");
		expect(mkt.paths["/api/v1/storefront/products"].post["x-codeSamples"]).toBeUndefined();
	});

	it("shared field meanings fill only undescribed properties, and only where the meaning holds", () => {
		const doc = {
			components: {
				schemas: {
					Thing: {
						type: "object",
						properties: {
							id: { type: "string" },
							createdAt: { type: "string", description: "Own words win." },
							deleted: { type: "boolean" },
							cursor: { type: "string" },
						},
					},
					Page: {
						type: "object",
						properties: { data: { type: "array" }, cursor: { type: ["string", "null"] }, hasMore: { type: "boolean" } },
					},
				},
			},
		};
		describeSharedFields(doc);
		const thing = doc.components.schemas.Thing.properties as Record<string, { description?: string }>;
		expect(thing.id.description).toMatch(/^Identifier of this object/);
		expect(thing.createdAt.description).toBe("Own words win.");
		expect(thing.deleted.description).toBeUndefined();
		expect(thing.cursor.description).toBeUndefined();
		const page = doc.components.schemas.Page.properties as Record<string, { description?: string }>;
		expect(page.cursor.description).toMatch(/next page/);
		expect(page.data.description).toBe("The items on this page.");
	});
});
