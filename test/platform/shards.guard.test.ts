// The shards guard rail (issue 38): a spread service database read before the request's workspace is
// known throws UnplacedRead (an error, never a silent read of shard 0), and no route of any service —
// public pages and callbacks included — reaches its database that way: called with no credential and
// made-up ids, every operation of every service answers anything but a 500.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { meteredEnv, newMeter } from "../../src/platform/roundtrips";
import { pinnedEnv, placedEnv, type ShardedDb, SPREAD, UnplacedRead, unplacedRoute } from "../../src/platform/shards";
import { call } from "../helpers/http";

const BASES = ["/pay", "/mkt", "/pos", "/ci", "/loc", "/secrets", "/admin"];
/** Hosted pages and callbacks outside the OpenAPI documents (their ids made up). */
const PAGES = [
	"/pay/checkout/cs_01J0000000000000000000000A",
	"/pay/invoices/inv_01J0000000000000000000000A/pay?t=x",
	"/pay/portal/ps_01J0000000000000000000000A",
	"/pages/no-such-shop",
	"/pages/no-such-shop/p/no-such-product",
	"/pos/track/WB000000000",
	"/mkt/u/not-a-token",
	"/mkt/c/not-a-token",
	"/loc/proxy/prj_01J0000000000000000000000A/en/",
];

describe("shards guard rail", () => {
	it("an unplaced env refuses every spread database; placed and pinned envs read their shard", () => {
		const unplaced = meteredEnv(env, newMeter(), unplacedRoute()) as unknown as Record<string, unknown>;
		for (const db of SPREAD) {
			expect(() => unplaced[db]).toThrow(UnplacedRead);
			expect(() => (placedEnv(env, { [db]: 1 }) as unknown as Record<string, unknown>)[db]).not.toThrow();
			expect(() => (pinnedEnv(env, db as ShardedDb, 0) as unknown as Record<string, unknown>)[db]).not.toThrow();
		}
		expect(SPREAD.size).toBeGreaterThan(0);
	});

	it("no operation of any service, called with no credential and made-up ids, answers 500", async () => {
		const failures: string[] = [];
		let calls = 0;
		for (const base of BASES) {
			const doc = (await call("GET", `${base}/openapi.json`)).body as {
				paths: Record<string, Record<string, unknown>>;
			};
			for (const [path, methods] of Object.entries(doc.paths ?? {}))
				for (const method of Object.keys(methods)) {
					if (!["get", "post", "put", "patch", "delete"].includes(method)) continue;
					const filled = path.replace(/\{[^}]+\}/g, "x01J0000000000000000000000A");
					const res = await call(method.toUpperCase(), `${base}${filled}`, method === "get" ? {} : { body: {} });
					calls++;
					if (res.status >= 500 && res.status !== 503)
						failures.push(`${method.toUpperCase()} ${base}${filled}: ${res.status} ${res.text.slice(0, 160)}`);
				}
		}
		for (const page of PAGES) {
			for (const method of ["GET", "POST"]) {
				const res = await call(method, page, method === "GET" ? {} : { body: {} });
				calls++;
				if (res.status >= 500) failures.push(`${method} ${page}: ${res.status} ${res.text.slice(0, 160)}`);
			}
		}
		expect(failures).toEqual([]);
		expect(calls).toBeGreaterThan(300);
	});
});
