// Secrets over two shards (issue 38): each workspace's rows live on its own shard only, every main
// flow works on either, and a key presented with no workspace is found through the locator.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { shardDb } from "../../src/platform/shards";
import { roundTrips } from "../helpers/roundtrips";
import { onBothShards, shardOf } from "../helpers/shards";
import { api, environment, project, put, reveal, tenant } from "./helpers";

const TABLES = ["api_keys", "projects", "environments", "secrets", "secret_versions", "audit_log"];

async function rowsOf(shard: number, ws: string) {
	const db = shardDb(env, "DB_SECRETS", shard);
	let n = 0;
	for (const t of TABLES) {
		const col = t === "secret_versions" ? null : "workspace_id";
		const sql = col
			? `SELECT COUNT(*) AS n FROM ${t} WHERE ${col} = ?`
			: "SELECT COUNT(*) AS n FROM secret_versions v JOIN secrets s ON s.id = v.secret_id WHERE s.workspace_id = ?";
		n += (await db.prepare(sql).bind(ws).first<{ n: number }>())!.n;
	}
	return n;
}

describe("secrets on two shards", () => {
	it("a workspace on each shard: keys, projects, secrets, reveal and audit work, and rows stay on its shard", async () => {
		const pair = await onBothShards("DB_SECRETS", tenant);
		for (const t of pair) {
			const p = await project(t);
			const e = await environment(t, p.id);
			const s = await put(t, e.id, "DATABASE_URL", `postgres://${t.ws}`);
			expect((await reveal(t, s.id)).body.data.value).toBe(`postgres://${t.ws}`);
			expect((await api("GET", "/audit", t.jwt)).body.data.length).toBeGreaterThan(0);
			const home = await shardOf("DB_SECRETS", t.ws);
			expect(await rowsOf(home, t.ws)).toBeGreaterThan(5);
			expect(await rowsOf(1 - home, t.ws)).toBe(0);
		}
		// Server-Timing (development) names the databases that answered: only the workspace's own shard.
		for (const t of pair) {
			const home = await shardOf("DB_SECRETS", t.ws);
			const res = await api("GET", "/projects", t.key);
			const by = roundTrips(res).byDatabase;
			expect(Object.keys(by).filter((k) => k.startsWith("DB_SECRETS"))).toEqual([home ? "DB_SECRETS_1" : "DB_SECRETS"]);
		}
		// Tenancy across shards: the other shard's ids are 404, not a read of the wrong database.
		const [a, b] = pair;
		const pb = await project(b);
		expect((await api("GET", `/projects/${pb.id}/environments`, a.key)).status).toBe(404);
	});
});
