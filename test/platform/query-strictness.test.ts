// Query strictness (issue 37 item 14): an undeclared query parameter is a 400 naming it in every
// service, in the service's envelope and with the code an unknown body field gets; it changes
// nothing; the declared spelling still works. A walk of every service's OpenAPI document sends
// ?zzunknown=1 to each operation; only operations marked x-unknown-query-parameters: ignored
// (pages, badges, callbacks) may accept it, and that list is pinned here.
import { z } from "@hono/zod-openapi";
import { describe, expect, it } from "vitest";
import { declaredQueryKeys, UNKNOWN_QUERY, unknownQueryError } from "../../src/platform/query-strictness";
import { type FuzzService, SERVICES, type Tenant } from "../fuzz/services";
import { call, type Res } from "../helpers/http";

const service = (name: string) => SERVICES.find((s) => s.name === name) as FuzzService;
const tenants = new Map<string, Promise<Tenant>>();
const tenantOf = (name: string) => {
	let t = tenants.get(name);
	if (!t) tenants.set(name, (t = service(name).tenant()));
	return t;
};
const get = async (name: string, path: string) => (await tenantOf(name)).send({ method: "GET", path });

/** Each service's validation code as it spells it: marketing's is VALIDATION, the storefront's (on its base) not. */
const CODES: Record<string, string> = {
	pay: "validation_error",
	admin: "validation_error",
	mkt: "VALIDATION",
	pos: "VALIDATION_ERROR",
	ci: "VALIDATION_ERROR",
	loc: "VALIDATION_ERROR",
	secrets: "VALIDATION_ERROR",
};
const STOREFRONT = /^(\/mkt)?\/api\/v1\/(storefront|inventory)\//;
const codeOf = (name: string, path: string) => (STOREFRONT.test(path) ? "VALIDATION_ERROR" : CODES[name]);

function expectUnknown(res: Res, name: string, key: string, path = "") {
	expect(res.status, res.text).toBe(400);
	expect(res.body.data).toBeNull();
	expect(res.body.error.code).toBe(codeOf(name, path));
	expect(res.body.error.param).toBe(key);
	expect(res.body.error.message).toContain(`Unknown query parameter: ${key}`);
}

describe("a typo'd query parameter is refused, the declared one works", () => {
	it("POS: ?outletid= on the summary and ?statuss= on sales (the issue's examples)", async () => {
		const outlet = await (await tenantOf("pos")).send({
			method: "POST",
			path: "/pos/api/v1/outlets",
			raw: JSON.stringify({ name: "Toko Pusat" }),
		});
		expect(outlet.status, outlet.text).toBe(201);
		const id = outlet.body.data.id;
		const typo = await get("pos", `/pos/api/v1/reports/summary?outletid=${id}`);
		expectUnknown(typo, "pos", "outletid");
		expect(typo.body.error.message).toContain("did you mean outletId?");
		expect((await get("pos", `/pos/api/v1/reports/summary?outletId=${id}`)).status).toBe(200);
		const sales = await get("pos", "/pos/api/v1/sales?statuss=VOIDED");
		expectUnknown(sales, "pos", "statuss");
		expect(sales.body.error.message).toContain("did you mean status?");
		expect((await get("pos", "/pos/api/v1/sales?status=VOIDED")).status).toBe(200);
	});

	it.each([
		["pay", "/pay/v1/customers?emial=a@example.com", "emial", "/pay/v1/customers?email=a@example.com"],
		["mkt", "/mkt/api/v1/contacts?limt=5", "limt", "/mkt/api/v1/contacts?limit=5"],
		[
			"mkt",
			"/mkt/api/v1/storefront/products?publishd=true",
			"publishd",
			"/mkt/api/v1/storefront/products?published=true",
		],
		["ci", "/ci/api/v1/projects?limt=1", "limt", "/ci/api/v1/projects?limit=1"],
		["loc", "/loc/api/v1/projects?cusor=x&limit=1", "cusor", "/loc/api/v1/projects?limit=1"],
		["secrets", "/secrets/api/v1/audit?Limit=1", "Limit", "/secrets/api/v1/audit?limit=1"],
		["admin", "/admin/v1/workspaces?limt=1", "limt", "/admin/v1/workspaces?limit=1"],
	])("%s: %s", async (name, typo, key, correct) => {
		expectUnknown(await get(name, typo), name, key, typo);
		const ok = await get(name, correct);
		expect(ok.status, ok.text).toBe(200);
	});

	it("the code is the one an unknown body field gets", async () => {
		for (const [name, path, body] of [
			["mkt", "/mkt/api/v1/contacts", { email: "q@example.com", zzfield: 1 }],
			["pos", "/pos/api/v1/outlets", { name: "Q", zzfield: 1 }],
			[
				"mkt",
				"/mkt/api/v1/storefront/products",
				{ type: "physical", name: "Q", price: 1000, currency: "IDR", zzfield: 1 },
			],
			["admin", "/admin/v1/workspaces", { name: "Q", zzfield: 1 }],
		] as const) {
			const res = await (await tenantOf(name)).send({ method: "POST", path, raw: JSON.stringify(body) });
			expect(res.status, res.text).toBe(400);
			expect(res.body.error).toMatchObject({ code: codeOf(name, path), param: "zzfield" });
		}
	});

	it("an operation that declares no query refuses any, and says it takes none", async () => {
		const res = await get("pos", "/pos/api/v1/settings?verbose=1");
		expectUnknown(res, "pos", "verbose");
		expect(res.body.error.message).toContain("this operation takes none");
	});

	it("a refused write changes nothing: no row, and its Idempotency-Key stays unused", async () => {
		const t = await tenantOf("pay");
		const raw = JSON.stringify({ email: "strict@example.com" });
		const headers = { "Idempotency-Key": `strict-${crypto.randomUUID()}` };
		const refused = await t.send({ method: "POST", path: "/pay/v1/customers?expand=x", raw, headers });
		expectUnknown(refused, "pay", "expand");
		const list = await t.send({ method: "GET", path: "/pay/v1/customers?email=strict@example.com" });
		expect(list.body.data.data ?? list.body.data).toEqual([]);
		const made = await t.send({ method: "POST", path: "/pay/v1/customers", raw, headers });
		expect(made.status, made.text).toBe(201);

		const pos = await tenantOf("pos");
		const outlet = { method: "POST", path: "/pos/api/v1/outlets?dryRun=true", raw: JSON.stringify({ name: "Dry" }) };
		expectUnknown(await pos.send(outlet), "pos", "dryRun");
		const outlets = await pos.send({ method: "GET", path: "/pos/api/v1/outlets?limit=100" });
		expect(JSON.stringify(outlets.body.data)).not.toContain('"Dry"');
	});
});

describe("tolerant routes: pages, badges and callbacks ignore parameters they do not declare", () => {
	it("the public tracker page and the badge take utm_* and cache busters", async () => {
		const page = await call("GET", "/pos/track/NOPE123?utm_source=wa");
		expect(page.status).toBe(404);
		expect(page.headers.get("Content-Type")).toContain("text/html");
		const badge = await call("GET", "/ci/api/v1/public/badges/nosuchbadge/pipeline.svg?v=2");
		expect(badge.status).not.toBe(400);
	});

	it("the courier callback reads its declared ?token= and ignores the aggregator's own parameters", async () => {
		const res = await call(
			"POST",
			"/pos/api/v1/fulfillment/shipping/callback?token=test-courier-callback-secret&src=x",
		);
		expect(res.status, res.text).toBe(200);
		expect(res.body.data).toEqual({ received: true, applied: false });
	});
});

/** Every operation of every service, with ?zzunknown=1: 400 naming it, unless marked tolerant. */
describe("every operation of every OpenAPI document refuses ?zzunknown=1", () => {
	const tolerant: string[] = [];
	it.each(SERVICES.map((s) => s.name))("%s", async (name) => {
		const svc = service(name);
		const doc = (await call("GET", `${svc.base}/openapi.json`)).body;
		const t = await tenantOf(name);
		const failures: string[] = [];
		for (const [path, item] of Object.entries<Record<string, Record<string, unknown>>>(doc.paths))
			for (const [method, op] of Object.entries(item)) {
				if (!["get", "post", "put", "patch", "delete"].includes(method)) continue;
				if (op[UNKNOWN_QUERY] === "ignored") {
					tolerant.push(`${name} ${method.toUpperCase()} ${path}`);
					continue;
				}
				const filled = path.replace(/\{[^}]+\}/g, "zz_0");
				const res = await t.send({ method: method.toUpperCase(), path: `${svc.base}${filled}?zzunknown=1` });
				if (res.status !== 400 || res.body?.error?.param !== "zzunknown" || res.body.error.code !== codeOf(name, path))
					failures.push(`${method.toUpperCase()} ${path}: ${res.status} ${res.text.slice(0, 160)}`);
			}
		expect(failures).toEqual([]);
	});

	it("and the tolerant ones are exactly the pages, badges and callbacks", () => {
		expect(tolerant.sort()).toEqual(
			[
				"pay POST /v1/callbacks/{kind}/{accountId}",
				"mkt GET /api/v1/channels/oauth/{provider}/start",
				"mkt GET /api/v1/channels/oauth/{provider}/callback",
				"pos POST /api/v1/fulfillment/shipping/callback",
				"pos GET /track/{waybillId}",
				"ci GET /api/v1/public/badges/{badgeToken}/pipeline.svg",
				"ci POST /api/v1/webhooks/scm/{projectId}",
				"loc GET /proxy/{projectId}/{locale}/{path}",
			].sort(),
		);
	});
});

describe("query strictness rules", () => {
	it("reads the declared keys through transforms and pipes, and refuses a non-object schema", () => {
		const base = z.object({ limit: z.string(), cursor: z.string().optional() });
		expect(declaredQueryKeys(base)).toEqual(["limit", "cursor"]);
		expect(declaredQueryKeys(base.transform((q) => q.limit))).toEqual(["limit", "cursor"]);
		expect(declaredQueryKeys(base.extend({ q: z.string() }).refine(() => true))).toEqual(["limit", "cursor", "q"]);
		expect(() => declaredQueryKeys(z.string())).toThrow(/zod object/);
	});

	it("suggests a near or differently cased key, else lists the accepted ones, and bounds the echo", () => {
		expect(unknownQueryError("outletid", ["from", "to", "outletId"]).message).toContain("did you mean outletId?");
		expect(unknownQueryError("statuss", ["limit", "status"]).message).toContain("did you mean status?");
		expect(unknownQueryError("zz", ["limit", "cursor"]).message).toContain("this operation takes limit, cursor");
		const long = unknownQueryError("k".repeat(5000), []);
		expect(long.message.length).toBeLessThan(200);
		expect(long.param?.length).toBeLessThanOrEqual(101);
		expect(long.status).toBe(400);
		expect(long.code).toBe("validation_error");
	});
});
