// The API references stand on their own (issue 41): no text in any service's /openapi.json points at
// a repository file or an internal section a reader cannot open; the signing recipe and the webhook
// verification recipe are in the reference itself, complete enough to implement.
import { describe, expect, it } from "vitest";
import { call } from "../helpers/http";

const BASES = ["pay", "mkt", "pos", "ci", "loc", "secrets", "admin"] as const;

// docs/…, *.md, DESIGN, § sections, "issue 12", "spec 000", "(spec)", "../", repository folders. (A
// snippet's own file name, sign.mjs, is the reader's file, not ours.)
const INTERNAL =
	/docs\/|\.md\b|\bDESIGN\b|§|\bissues? #?\d|\bspecs?\b|(?<![/\w])\.\.\/|\b(src|scripts|test|durable|sdk|migrations)\/[\w-]/i;

function strings(v: unknown, at: string, out: Array<[string, string]>) {
	if (typeof v === "string") out.push([at, v]);
	else if (v && typeof v === "object") for (const [k, x] of Object.entries(v)) strings(x, `${at}/${k}`, out);
	return out;
}

describe("API reference text", () => {
	it.each(BASES)("/%s/openapi.json names no repository file or internal section", async (base) => {
		const doc = (await call("GET", `/${base}/openapi.json`)).body;
		const hits = strings(doc, "", [])
			.filter(([, s]) => INTERNAL.test(s))
			.map(([at, s]) => `${at}: …${s.match(new RegExp(`.{0,40}(${INTERNAL.source}).{0,40}`, "i"))?.[0]}…`);
		expect(hits).toEqual([]);
	});

	it.each(["pay", "mkt"])("/%s/openapi.json carries the whole signing recipe", async (base) => {
		const doc = (await call("GET", `/${base}/openapi.json`)).body;
		const text: string = doc.info.description;
		const prefix = base === "pay" ? "Pay" : "Mkt";
		for (const part of [
			`${prefix}-HMAC-SHA256 keyId=<keyId>, scope=<scope or *>, signature=<hex>`,
			`X-${prefix}-Timestamp`,
			`X-${prefix}-On-Behalf-Of`,
			"lowercase hex SHA-256 of the raw body bytes",
			"e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
			"300 seconds",
			"Idempotency-Key",
			`/${base}…`,
		])
			expect(text).toContain(part);
	});

	it("payments opens with its roles and the scope catalogue", async () => {
		const text: string = (await call("GET", "/pay/openapi.json")).body.info.description;
		expect(text).toContain("## Roles and scopes");
		expect(text).toContain("| `pay:refund:write` | write |");
	});

	it.each([
		["pay", "/v1/webhook-endpoints", "Pay-Signature"],
		["pos", "/api/v1/webhook-subscriptions", "Pos-Signature"],
		["ci", "/api/v1/webhook-endpoints", "Ci-Signature"],
		["mkt", "/api/v1/storefront/webhook-endpoints", "Store-Signature"],
	])("/%s documents how to verify a delivery on %s", async (base, path, header) => {
		const doc = (await call("GET", `/${base}/openapi.json`)).body;
		const text: string = doc.paths[path].post.description;
		expect(text).toContain(`${header}: t=<Unix seconds>,v1=<hex>`);
		expect(text).toContain("<t>.<raw body>");
		expect(text).toContain("crypto.subtle.verify");
	});
});
