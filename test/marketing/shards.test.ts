// Marketing over two shards (issue 38): each workspace's rows live on its own DB_MKT shard only, every
// main flow works on either, and every entry point presented before a workspace is known — signed
// keys (locator), tokens, on-behalf-of, the public referral routes, the subscription pages and the
// OAuth callback — finds the workspace's shard. Queues, ticks and billing: shards.background.test.ts.
import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { deriveSecret, newSalt, sha256Hex } from "../../src/platform/crypto";
import { newId } from "../../src/platform/ids";
import { shardDb } from "../../src/platform/shards";
import { forgetLocatorCache } from "../../src/services/admin/locator";
import { subscriptionLink } from "../../src/services/marketing/channels/subscription-links";
import { admin, call } from "../helpers/http";
import { bearer, idpToken, mintMktKey, mkt, mktWorkspace } from "../helpers/mkt";
import { eventually } from "../helpers/pay";
import { fulfil, referralSetup, signup } from "../helpers/referrals";
import { envOf, onBothShards, shardOf } from "../helpers/shards";
import { hookUrl, stubReceiver } from "../helpers/webhooks";

afterEach(() => vi.unstubAllGlobals());
type Key = { keyId: string; key: string };

let owned: string[] | null = null;
/** The DB_MKT tables with an account_id column (the same schema on every shard). */
async function ownedTables() {
	if (owned) return owned;
	const db = shardDb(env, "DB_MKT", 0);
	const all = await db
		.prepare(
			"SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'",
		)
		.all<{ name: string }>();
	owned = [];
	for (const { name } of all.results) {
		const cols = await db.prepare(`PRAGMA table_info("${name}")`).all<{ name: string }>();
		if (cols.results.some((c) => c.name === "account_id")) owned.push(name);
	}
	return owned;
}

/** Rows of the workspace in every DB_MKT table with an account_id column, on one shard. */
async function rowsOf(shard: number, ws: string) {
	const db = shardDb(env, "DB_MKT", shard);
	let n = 0;
	for (const name of await ownedTables())
		n += (await db.prepare(`SELECT COUNT(*) AS n FROM "${name}" WHERE account_id = ?`).bind(ws).first<{ n: number }>())!
			.n;
	return n;
}

const ok = async <T extends { status: number; text: string }>(r: Promise<T>, status = 200) => {
	const got = await r;
	expect(got.status, got.text).toBe(status);
	return got as T & { body: any };
};

describe("marketing on two shards", () => {
	it("a workspace on each shard: contacts, CSV import, segments, channels and test sends, referrals, discount codes; rows only on its shard", async () => {
		const rx = stubReceiver();
		const pair = await onBothShards("DB_MKT", () => referralSetup());
		for (const t of pair) {
			const k = t.key as Key;
			await ok(mkt(k, "POST", "/contacts", { body: { email: "a@toko.example", tags: ["vip"] } }), 201);
			// The CSV job's chunks go through the tasks queue (mkt.contacts.import carries the workspace).
			const csv = await ok(
				mkt(k, "POST", "/contacts/import/csv", { raw: "email\nb@x.example\nc@x.example", contentType: "text/csv" }),
				202,
			);
			await eventually(
				() => mkt(k, "GET", `/contacts/import/jobs/${csv.body.data.jobId}`),
				(r) => r.body.data?.status === "completed",
				10_000,
			);
			// The segment's size is computed by the queue (mkt.segment.refresh).
			const seg = await ok(
				mkt(k, "POST", "/audience-segments", { body: { name: "All", filter: { match: "all", rules: [] } } }),
				201,
			);
			const sized = await eventually(
				() => mkt(k, "GET", `/audience-segments/${seg.body.data.id}`),
				(r) => r.body.data.cachedAt !== null,
				10_000,
			);
			expect(sized.body.data.cachedSize).toBeGreaterThanOrEqual(3);
			// A test send is applied by the queue (mkt.channel.send carries the workspace).
			const url = hookUrl("shards");
			const ch = await ok(
				mkt(k, "POST", "/channels", {
					body: { provider: "webhook_generic", displayName: "Ops", credentials: { url, secret: "whsec_s" } },
				}),
				201,
			);
			await ok(mkt(k, "POST", `/channels/${ch.body.data.id}/test`, { body: { recipient: "ops" } }));
			await eventually(
				() => mkt(k, "GET", `/channels/${ch.body.data.id}/sends`),
				(r) => r.body.data.data[0]?.status === "sent",
				10_000,
			);
			expect(rx.to(url)).toHaveLength(1);
			// Referrals: signup → checkout → fulfil mints codes; a discount code of its own.
			await ok(signup(k, t.link.code));
			await ok(
				mkt(k, "POST", "/referrals/attributions/checkout-start", {
					body: { customerId: "cus_bob", checkoutSessionId: "cs_1" },
				}),
			);
			expect((await fulfil(k, "cs_1")).body.data.issued).toBe(true);
			await ok(
				mkt(k, "POST", "/discount-codes", {
					body: { code: "hemat", rewardType: "fixed", value: 5_000, currency: "IDR" },
				}),
				201,
			);
			const home = await shardOf("DB_MKT", t.ws);
			expect(await rowsOf(home, t.ws)).toBeGreaterThan(10);
			expect(await rowsOf(1 - home, t.ws)).toBe(0);
		}
		// Tenancy across shards: the other shard's ids are 404, not a read of the wrong database.
		const [a, b] = pair;
		const theirs = await ok(mkt(b.key, "POST", "/contacts", { body: { email: "only-b@example.com" } }), 201);
		expect((await mkt(a.key, "GET", `/contacts/${theirs.body.data.id}`)).status).toBe(404);
		expect((await call("GET", `/mkt/api/v1/referrals/links/${a.ws}/${b.link.code}`)).status).toBe(404);
	});

	it("public referral routes find the workspace in the URL on either shard", async () => {
		for (const t of await onBothShards("DB_MKT", () => referralSetup())) {
			const link = await ok(call("GET", `/mkt/api/v1/referrals/links/${t.ws}/${t.link.code}`));
			expect(link.body.data).toMatchObject({ accountId: t.ws, code: t.link.code });
			await ok(signup(t.key, t.link.code));
			await ok(
				mkt(t.key, "POST", "/referrals/attributions/checkout-start", {
					body: { customerId: "cus_bob", checkoutSessionId: "cs_r" },
				}),
			);
			await fulfil(t.key, "cs_r");
			const rewards = await ok(call("GET", `/mkt/api/v1/referrals/rewards/${t.ws}/cus_alice`));
			expect(rewards.body.data.rewards).toHaveLength(1);
		}
	});

	it("signed keys are found through the locator; a key from before sharding (no locator row) is on shard 0; revocation bites", async () => {
		const pair = await onBothShards("DB_MKT", () => mktWorkspace());
		for (const t of pair) {
			const at = await env.DB_PLATFORM.prepare(
				"SELECT workspace_id AS ws FROM locators WHERE kind = 'mkt.key' AND key = ?",
			)
				.bind(t.key.keyId)
				.first<{ ws: string }>();
			expect(at?.ws).toBe(t.ws);
			await ok(mkt(t.key, "GET", "/contacts"));
			await ok(admin("DELETE", `/v1/workspaces/${t.ws}/credentials/mkt/${t.key.keyId}`));
			expect((await mkt(t.key, "GET", "/contacts")).status).toBe(401);
		}
		// A legacy key: its row on shard 0 and no locator row (minted before sharding, for a workspace on shard 0).
		const legacyWs = (await shardOf("DB_MKT", pair[0].ws)) === 0 ? pair[0].ws : pair[1].ws;
		const salt = newSalt();
		const secret = await deriveSecret(env.MASTER_KEY, salt, "mks_");
		const keyId = newId("mkk_", Date.now());
		await shardDb(env, "DB_MKT", 0)
			.prepare(
				"INSERT INTO api_keys (id, account_id, role, name, salt, secret_hash, created_at) VALUES (?, ?, 'merchant', NULL, ?, ?, ?)",
			)
			.bind(keyId, legacyWs, salt, await sha256Hex(secret), Date.now())
			.run();
		await ok(mkt({ keyId, key: secret }, "GET", "/contacts"));
		// A key row on a shard the locator does not point at is never used.
		const [, other] = pair;
		const stray = await mintMktKey(other.ws);
		await env.DB_PLATFORM.prepare("UPDATE locators SET workspace_id = ? WHERE kind = 'mkt.key' AND key = ?")
			.bind(pair[0].ws, stray.keyId)
			.run();
		forgetLocatorCache();
		expect((await mkt(stray, "GET", "/contacts")).status).toBe(401);
	});

	it("identity tokens and on-behalf-of work on the named workspace's shard", async () => {
		const [a, b] = await onBothShards("DB_MKT", () => mktWorkspace());
		const token = await idpToken({ sub: "u1", accountId: b.ws, roles: ["owner"] });
		await ok(bearer(token, "POST", "/contacts", { email: "by-token@example.com" }), 201);
		// A's platform-admin key (A's shard) acts for B: the contact lands on B's shard.
		const adminKey = await mintMktKey(a.ws, "platform_admin");
		const made = await ok(
			mkt(adminKey, "POST", "/contacts", { body: { email: "obo@example.com" }, onBehalfOf: b.ws }),
			201,
		);
		expect((await mkt(b.key, "GET", `/contacts/${made.body.data.id}`)).body.data.email).toBe("obo@example.com");
		expect(await rowsOf(await shardOf("DB_MKT", a.ws), b.ws)).toBe(0);
		expect((await mkt(a.key, "GET", "/contacts")).body.data.data).toHaveLength(0);
	});

	it("unsubscribe and confirm pages find the contact on the shard of the token's workspace", async () => {
		for (const t of await onBothShards("DB_MKT", () => mktWorkspace())) {
			const c = await ok(mkt(t.key, "POST", "/contacts", { body: { email: "sari@example.com" } }), 201);
			const id = c.body.data.id as string;
			const e = await envOf(t.ws);
			for (const [kind, state] of [
				["c", "subscribed"],
				["u", "unsubscribed"],
			] as const) {
				const link = await subscriptionLink(e, "http://x/mkt", kind, { workspaceId: t.ws }, id, "email");
				await ok(call("POST", new URL(link).pathname));
				expect((await mkt(t.key, "GET", `/contacts/${id}`)).body.data.subscriptions.email).toBe(state);
			}
		}
	});

	it("the OAuth callback upserts the channel on the shard of the state's workspace", async () => {
		const rx = stubReceiver();
		rx.on("https://api.x.com/2/oauth2/token", () =>
			Response.json({ token_type: "bearer", access_token: "x-at", expires_in: 7200, scope: "tweet.read" }),
		);
		for (const t of await onBothShards("DB_MKT", () => mktWorkspace())) {
			const token = await idpToken({ sub: "owner-1", accountId: t.ws, roles: ["owner"] });
			const s = await call("POST", "/mkt/api/v1/session", { headers: { Authorization: `Bearer ${token}` } });
			const cookie = (s.headers.get("Set-Cookie") ?? "").split(";")[0];
			const start = await call("GET", "/mkt/api/v1/channels/oauth/social_v4/start", {
				headers: { Cookie: cookie },
				redirect: "manual",
			});
			const state = new URL(start.headers.get("Location") as string).searchParams.get("state") as string;
			const back = await call(
				"GET",
				`/mkt/api/v1/channels/oauth/social_v4/callback?code=abc&state=${encodeURIComponent(state)}`,
				{ headers: { Cookie: cookie }, redirect: "manual" },
			);
			expect(back.status, back.text).toBe(302);
			expect((await mkt(t.key, "GET", "/channels")).body.data).toEqual([
				expect.objectContaining({ provider: "social_v4", status: "active" }),
			]);
		}
	});
});
