// The API references are navigable (issue 41): every operation of every service's /openapi.json,
// fetched through the real entry, carries exactly one tag, that tag is listed (with a description)
// in the document's top-level `tags`, no listed tag is empty, and grouped documents put every tag in
// exactly one `x-tagGroups` entry (Scalar hides a tag outside every group).
import { describe, expect, it } from "vitest";
import { call } from "../helpers/http";

const BASES = ["pay", "mkt", "pos", "ci", "loc", "secrets", "admin"] as const;
const METHODS = new Set(["get", "put", "post", "delete", "patch", "head", "options", "trace"]);

function operations(doc: any) {
	return Object.entries<any>(doc.paths ?? {}).flatMap(([path, item]) =>
		Object.entries<any>(item)
			.filter(([m]) => METHODS.has(m))
			.map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, op })),
	);
}

describe("API reference tags", () => {
	it.each(BASES)("every operation of /%s/openapi.json has exactly one listed tag, none empty", async (base) => {
		const res = await call("GET", `/${base}/openapi.json`);
		expect(res.status).toBe(200);
		const doc = res.body;
		const listed = (doc.tags ?? []).map((t: any) => t.name);
		expect(new Set(listed).size).toBe(listed.length);
		for (const t of doc.tags) expect(t.description, t.name).toMatch(/\w.{20,}/);
		const wrong = operations(doc).filter(({ op }) => op.tags?.length !== 1 || !listed.includes(op.tags[0]));
		expect(wrong.map((w) => `${w.name} → ${JSON.stringify(w.op.tags)}`)).toEqual([]);
		const used = new Set(operations(doc).map(({ op }) => op.tags[0]));
		expect(listed.filter((t: string) => !used.has(t))).toEqual([]);
	});

	it.each(BASES)("/%s/openapi.json groups every tag once when it has tag groups", async (base) => {
		const doc = (await call("GET", `/${base}/openapi.json`)).body;
		const groups: Array<{ name: string; tags: string[] }> | undefined = doc["x-tagGroups"];
		if (!groups) return expect(doc.tags.length).toBeLessThanOrEqual(8);
		const grouped = groups.flatMap((g) => g.tags);
		expect(grouped.sort()).toEqual(doc.tags.map((t: any) => t.name).sort());
	});

	it("payments reads as its features, storefront's tags follow marketing's", async () => {
		const pay = (await call("GET", "/pay/openapi.json")).body;
		expect(pay.tags.map((t: any) => t.name)).toEqual(
			expect.arrayContaining([
				"API keys",
				"Balances and payouts",
				"Customers",
				"Plans and prices",
				"Subscriptions and invoices",
				"Checkout and payments",
				"Refunds",
				"Adapters",
				"Portal",
				"Webhooks",
				"Test helpers",
			]),
		);
		expect(pay.paths["/v1/test-helpers/adapters/managed/advance"].post.tags).toEqual(["Test helpers"]);
		const mkt = (await call("GET", "/mkt/openapi.json")).body;
		expect(mkt.paths["/api/v1/contacts/{id}/erase"].post.tags).toEqual(["Privacy"]);
		expect(mkt.paths["/api/v1/storefront/products"].post.tags).toEqual(["Products"]);
		expect(mkt["x-tagGroups"].at(-1)).toMatchObject({ name: "Storefront" });
	});
});
