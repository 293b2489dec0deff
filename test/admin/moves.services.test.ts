// Moving a workspace that has data in every spread service (issue 38): each service's rows go to the
// other shard, none stay behind, and the workspace's keys, ids and public addresses keep working.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { ShardedDb } from "../../src/platform/shards";
import { SPREAD } from "../../src/platform/shards";
import { forgetDirectoryCache } from "../../src/services/admin/directory";
import { forgetLocatorCache, locate } from "../../src/services/admin/locator";
import { stepMove } from "../../src/services/admin/moves/step";
import { ci } from "../helpers/ci";
import { admin, call } from "../helpers/http";
import { loc, locProject } from "../helpers/loc";
import { mintMktKey, mkt } from "../helpers/mkt";
import { mintPayKey, payCall } from "../helpers/pay";
import { pos } from "../helpers/pos";
import { mintStoreKey, PRODUCT, st } from "../helpers/store";
import { api, project, tenant } from "../secrets/helpers";

/** A service's data for the workspace, and a check that reads it back through its API afterwards. */
type Seed = (ws: string) => Promise<() => Promise<void>>;

const mint = async (ws: string, service: string) => {
	const r = await admin("POST", `/v1/workspaces/${ws}/credentials`, { service });
	if (r.status !== 201) throw new Error(`${service} key: ${r.status} ${r.text}`);
	return r.body.data as { id: string; key: string };
};

const SEEDS: Record<string, { db: ShardedDb; seed: Seed }> = {
	pay: {
		db: "DB_PAY",
		seed: async (ws) => {
			const key = await mintPayKey(ws);
			const made = await payCall(key, "POST", "/v1/customers", { body: { name: "Budi" }, idempotencyKey: ws });
			expect(made.status, made.text).toBe(201);
			return async () => {
				const got = await payCall(key, "GET", `/v1/customers/${made.body.data.id}`);
				expect(got.body.data?.name, got.text).toBe("Budi");
			};
		},
	},
	mkt: {
		db: "DB_MKT",
		seed: async (ws) => {
			const key = await mintMktKey(ws);
			const made = await mkt(key, "POST", "/contacts", { body: { email: `budi-${ws}@example.com` } });
			expect(made.status, made.text).toBe(201);
			return async () => {
				const got = await mkt(key, "GET", `/contacts/${made.body.data.id}`);
				expect(got.status, got.text).toBe(200);
			};
		},
	},
	store: {
		db: "DB_STORE",
		seed: async (ws) => {
			const key = await mintStoreKey(ws);
			const made = await st(key, "POST", "/storefront/products", { ...PRODUCT, published: true });
			expect(made.status, made.text).toBe(201);
			return async () => {
				expect((await st(key, "GET", `/storefront/products/${made.body.data.id}`)).status).toBe(200);
				// The public page, by the shop's slug, from the new shard.
				const page = await call("GET", new URL(made.body.data.pageUrl).pathname, {
					headers: { "Cache-Control": "no-cache" },
				});
				expect(page.status).toBe(200);
			};
		},
	},
	pos: {
		db: "DB_POS",
		seed: async (ws) => {
			const { key } = await mint(ws, "pos");
			const made = await pos(key, "POST", "/products", { name: "Teh", variants: [{ price: 5_000 }] });
			expect(made.status, made.text).toBe(201);
			return async () => {
				const got = await pos(key, "GET", `/products/${made.body.data.id}`);
				expect(got.body.data?.name, got.text).toBe("Teh");
			};
		},
	},
	ci: {
		db: "DB_CI",
		seed: async (ws) => {
			const { key } = await mint(ws, "ci");
			const made = await ci(key, "POST", "/projects", { repoFullName: `toko/move-${ws}`, name: "move" });
			expect(made.status, made.text).toBe(201);
			return async () => {
				expect((await ci(key, "GET", `/projects/${made.body.data.id}`)).status).toBe(200);
				// The public badge, found by its token's locator.
				const badge = await call("GET", new URL(made.body.data.badgeUrl).pathname);
				expect(badge.status).toBe(200);
			};
		},
	},
	loc: {
		db: "DB_LOC",
		seed: async (ws) => {
			const { key } = await mint(ws, "loc");
			const p = await locProject(key);
			return async () => {
				expect((await loc(key, "GET", `/projects/${p.id}`)).status).toBe(200);
				// Public routes find the project through its locator, which a move leaves as it is.
				expect(await locate(env, "loc.project", p.id)).toBe(ws);
			};
		},
	},
};

async function drive(moveId: string) {
	let now = Date.now();
	for (let i = 0; i < 200; i++) {
		const { move, retryAfterMs } = await stepMove(env, moveId, now);
		if (move.phase === "done" || move.phase === "failed") return move;
		now += retryAfterMs + 1;
	}
	throw new Error("the move did not end in 200 steps");
}

describe("moving a workspace with data in every service", () => {
	it("every spread service's rows move to the other shard, nothing stays, everything still answers", async () => {
		const t = await tenant();
		const p = await project(t);
		const checks: Record<string, () => Promise<void>> = {
			secrets: async () => {
				const listed = await api("GET", "/projects", t.key);
				expect(listed.body.data.map((x: { id: string }) => x.id)).toEqual([p.id]);
			},
		};
		for (const [service, { db, seed }] of Object.entries(SEEDS)) if (SPREAD.has(db)) checks[service] = await seed(t.ws);
		expect(Object.keys(checks)).toEqual(["secrets", ...Object.keys(SEEDS)]); // every service is spread
		const before = (await admin("GET", `/v1/workspaces/${t.ws}/shards`)).body.data;

		for (const service of Object.keys(checks)) {
			const db = service === "secrets" ? "DB_SECRETS" : SEEDS[service].db;
			const from = before[db].shard as number;
			const started = await admin("POST", `/v1/workspaces/${t.ws}/moves`, { service, toShard: 1 - from });
			expect(started.status, started.text).toBe(201);
			const move = await drive(started.body.data.id);
			expect(move, `${service}: ${move.error}`).toMatchObject({ phase: "done" });
			const after = (await admin("GET", `/v1/workspaces/${t.ws}/shards`)).body.data[db];
			expect(after).toMatchObject({ shard: 1 - from, held: false });
			expect(after.rows[from], `${service}: rows left on shard ${from}`).toBe(0);
			expect(after.rows[1 - from]).toBe(before[db].rows[from]);
		}
		forgetDirectoryCache();
		forgetLocatorCache();
		for (const [service, check] of Object.entries(checks)) {
			try {
				await check();
			} catch (err) {
				throw new Error(`${service} after its move: ${(err as Error).message}`);
			}
		}
	}, 120_000);
});
