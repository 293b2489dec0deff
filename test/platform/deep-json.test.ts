import { describe, expect, it } from "vitest";
import { illFormedAt } from "../../src/platform/body";
import { ADMIN_TOKEN, bearerWorkspace, call, createWorkspace, type Res } from "../helpers/http";
import { mktWorkspace, signMkt } from "../helpers/mkt";
import { mintPayKey, signPay } from "../helpers/pay";
import { storeWorkspace } from "../helpers/store";
import { tenant } from "../secrets/helpers";

// Issue 37 item 4c: a deeply nested JSON body holding a lone surrogate escape answered 500 on every
// service, before credentials were checked (the surrogate walk recursed once per level). Every service
// answers it, and deep JSON without one, with a 4xx in its own envelope whose text stays short.

const DEPTH = 20_000;
const deepArray = (inner: string) => `${"[".repeat(DEPTH)}${inner}${"]".repeat(DEPTH)}`;
const deepObject = (inner: string) => `${'{"a":'.repeat(DEPTH)}${inner}${"}".repeat(DEPTH)}`;
const BODIES = {
	"deep array, lone surrogate": deepArray('"\\ud800"'),
	"deep object, lone surrogate": deepObject('"x\\udc00"'),
	"deep array, no surrogate": deepArray('"ok"'),
};

type Send = (raw: string) => Promise<Res>;
const json = { "Content-Type": "application/json" };

/** Each service's entry: a POST on a documented collection, without credentials and with them. */
async function entries(): Promise<Record<string, { anonymous: Send; signed: Send }>> {
	const payWs = await createWorkspace();
	const payKey = await mintPayKey(payWs);
	const mkt = await mktWorkspace();
	const store = await storeWorkspace();
	const pos = await bearerWorkspace("pos");
	const ci = await bearerWorkspace("ci");
	const loc = await bearerWorkspace("loc");
	const secrets = await tenant();
	const plain = (path: string, token?: string) => ({
		anonymous: (raw: string) => call("POST", path, { raw, headers: json }),
		signed: (raw: string) =>
			call("POST", path, { raw, headers: { ...json, Authorization: `Bearer ${token ?? ADMIN_TOKEN}` } }),
	});
	const ts = () => Math.floor(Date.now() / 1000);
	return {
		admin: plain("/admin/v1/workspaces", ADMIN_TOKEN),
		payments: {
			anonymous: (raw) => call("POST", "/pay/v1/customers", { raw, headers: json }),
			signed: async (raw) => {
				const t = ts();
				const auth = await signPay(payKey, "POST", "/pay/v1/customers", raw, t);
				return call("POST", "/pay/v1/customers", {
					raw,
					headers: { ...json, Authorization: auth, "X-Pay-Timestamp": String(t) },
				});
			},
		},
		marketing: {
			anonymous: (raw) => call("POST", "/mkt/api/v1/contacts", { raw, headers: json }),
			signed: async (raw) => {
				const t = ts();
				const auth = await signMkt(mkt.key, "POST", "/mkt/api/v1/contacts", raw, t);
				return call("POST", "/mkt/api/v1/contacts", {
					raw,
					headers: { ...json, Authorization: auth, "X-Mkt-Timestamp": String(t) },
				});
			},
		},
		storefront: plain("/mkt/api/v1/storefront/products", store.key.key),
		pos: plain("/pos/api/v1/products", pos.key),
		ci: plain("/ci/api/v1/projects", ci.key),
		localization: plain("/loc/api/v1/projects", loc.key),
		secrets: plain("/secrets/api/v1/projects", secrets.key),
	};
}

describe("deeply nested JSON bodies (issue 37 item 4c)", () => {
	it("every service answers a 4xx envelope, never 500, with or without credentials, and echoes no long path", async () => {
		const all = await entries();
		for (const [service, entry] of Object.entries(all))
			for (const [kind, send] of Object.entries(entry))
				for (const [shape, raw] of Object.entries(BODIES)) {
					const r = await send(raw);
					const where = `${service} ${kind} ${shape}: ${r.status} ${r.text.slice(0, 300)}`;
					expect(r.status, where).toBeGreaterThanOrEqual(400);
					expect(r.status, where).toBeLessThan(500);
					expect(r.body?.data, where).toBeNull();
					expect(typeof r.body?.error?.code, where).toBe("string");
					expect(r.text.length, where).toBeLessThan(2_000);
				}
	});
});

describe("illFormedAt", () => {
	it("walks 100,000 levels without recursion and names a truncated path", () => {
		const deep = JSON.parse(`${"[".repeat(100_000)}"\\ud800"${"]".repeat(100_000)}`);
		const at = illFormedAt(deep);
		expect(at).not.toBeNull();
		expect((at as string).length).toBeLessThanOrEqual(200);
		expect(at).toMatch(/^\[0\]/);
		expect(at).toMatch(/\[0\]$/);
	});

	it("names the exact path of a shallow lone surrogate, in a value or a key", () => {
		expect(illFormedAt({ a: [1, { b: "x\ud800" }] })).toBe("a[1].b");
		expect(illFormedAt({ ok: "fine", "\udc00": 1 })).toBe("\udc00");
		expect(illFormedAt("\ud800")).toBe("body");
		expect(illFormedAt({ a: ["\ud83c\uddee"] })).toBeNull();
	});
});
