// A move writes the locator rows of keys minted before sharding (issue 38): such a key has no locator
// row and is found on shard 0; once its workspace leaves shard 0 it must be found through the locator.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { hashBearerKey } from "../../src/platform/crypto";
import { forgetDirectoryCache } from "../../src/services/admin/directory";
import { forgetLocatorCache } from "../../src/services/admin/locator";
import { stepMove } from "../../src/services/admin/moves/step";
import { forgetKeyCache } from "../../src/services/secrets/auth";
import { admin } from "../helpers/http";
import { onBothShards, shardOf } from "../helpers/shards";
import { api, project, tenant } from "../secrets/helpers";

const KIND = "secrets.key";
const locatorOf = async (key: string) =>
	env.DB_PLATFORM.prepare("SELECT workspace_id AS ws FROM locators WHERE kind = ? AND key = ?")
		.bind(KIND, await hashBearerKey(key))
		.first<{ ws: string }>();

/** A workspace on shard 0 of DB_SECRETS whose key looks minted before sharding (no locator row). */
async function legacyTenant() {
	const [a, b] = await onBothShards("DB_SECRETS", tenant);
	const t = (await shardOf("DB_SECRETS", a.ws)) === 0 ? a : b;
	await env.DB_PLATFORM.prepare("DELETE FROM locators WHERE kind = ? AND workspace_id = ?").bind(KIND, t.ws).run();
	forgetLocatorCache();
	forgetKeyCache();
	expect(await locatorOf(t.key)).toBeNull();
	expect((await api("GET", "/projects", t.key)).status).toBe(200); // read on shard 0, as before sharding
	return t;
}

async function drive(moveId: string) {
	let now = Date.now();
	for (let i = 0; i < 100; i++) {
		const { move, retryAfterMs } = await stepMove(env, moveId, now);
		if (move.phase === "done" || move.phase === "failed") return move;
		now += retryAfterMs + 1;
	}
	throw new Error("the move did not end in 100 steps");
}

const fresh = () => {
	forgetDirectoryCache();
	forgetLocatorCache();
	forgetKeyCache();
};

describe("moves and the locator", () => {
	it("a key from before sharding gets its locator row as its workspace moves, and works on the new shard", async () => {
		const t = await legacyTenant();
		await project(t);
		const started = await admin("POST", `/v1/workspaces/${t.ws}/moves`, { service: "secrets", toShard: 1 });
		expect((await drive(started.body.data.id)).phase).toBe("done");
		expect((await locatorOf(t.key))?.ws).toBe(t.ws);
		fresh();
		const listed = await api("GET", "/projects", t.key);
		expect(listed.status, listed.text).toBe(200);
		expect(listed.body.data).toHaveLength(1);
	});

	it("a key whose locator row names another workspace fails the move: the hold lifted, the workspace where it was", async () => {
		const t = await legacyTenant();
		const other = await tenant();
		await env.DB_PLATFORM.prepare("INSERT INTO locators (kind, key, workspace_id, created_at) VALUES (?, ?, ?, 0)")
			.bind(KIND, await hashBearerKey(t.key), other.ws)
			.run();
		const started = await admin("POST", `/v1/workspaces/${t.ws}/moves`, { service: "secrets", toShard: 1 });
		const move = await drive(started.body.data.id);
		expect(move).toMatchObject({ phase: "failed" });
		expect(move.error).toContain("located to another workspace");
		fresh();
		expect(await shardOf("DB_SECRETS", t.ws)).toBe(0);
		const where = (await admin("GET", `/v1/workspaces/${t.ws}/shards`)).body.data;
		expect(where.DB_SECRETS).toMatchObject({ shard: 0, held: false });
	});
});
