// Marketing's background work over two shards (issue 38): queue consumers read on the shard of the
// workspace their message names (a message from before sharding, naming none, on shard 0), the
// minute ticks run once per shard, the platform-admin sweep walks every shard, and plan billing keeps
// its global rows on shard 0 while the payments listener writes each merchant's own shard. Entry
// points presented with a key, token or URL: shards.test.ts.
import { createExecutionContext, env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Env } from "../../src/env";
import { meteredEnv, newMeter } from "../../src/platform/roundtrips";
import { shardDb, unplacedRoute } from "../../src/platform/shards";
import { sendQueued } from "../../src/services/marketing/channels/jobs";
import { queueSend } from "../../src/services/marketing/channels/store";
import { SEND_KIND } from "../../src/services/marketing/channels/test-send";
import { IMPORT_KIND } from "../../src/services/marketing/contacts/import-csv";
import { applyImportChunk, IMPORT_IDLE_MS, resendStalledImports } from "../../src/services/marketing/contacts/jobs";
import { ContactFields } from "../../src/services/marketing/contacts/schemas";
import { insertImportJob } from "../../src/services/marketing/contacts/store/imports";
import { countReferralClick, platformBillingWorkspace } from "../../src/services/marketing/public";
import { expireTick } from "../../src/services/marketing/referrals/jobs";
import { call } from "../helpers/http";
import { mintMktKey, mkt, mktWorkspace } from "../helpers/mkt";
import { advanceBillingClock, billingSetup, merchant, payOnPage } from "../helpers/mkt-billing";
import { eventually } from "../helpers/pay";
import { referralSetup, signup } from "../helpers/referrals";
import { dbOf, envOf, onBothShards, runTick, shardOf } from "../helpers/shards";
import { fakeJob, hookUrl, queueRecorder, stubReceiver } from "../helpers/webhooks";

afterEach(() => vi.unstubAllGlobals());
type Key = { keyId: string; key: string };

/** A queue consumer's env: no workspace placed (src/index.ts handleQueue). */
const unplaced = () => meteredEnv(env, newMeter(), unplacedRoute());

/** A CSV job of one chunk (two contacts) stored on the workspace's shard, its message not sent. */
async function storedJob(ws: string, updatedAt = Date.now()) {
	const id = `job_${crypto.randomUUID().replaceAll("-", "")}`;
	const rows = JSON.stringify(
		["x", "y"].map((n, index) => ({
			index,
			row: ContactFields.parse({ email: `${n}.${id.slice(4, 20)}@example.com` }),
		})),
	);
	await insertImportJob(
		await envOf(ws),
		{
			id,
			accountId: ws,
			status: "queued",
			listName: null,
			listId: null,
			skipExisting: 0,
			total: 2,
			chunks: 1,
			chunksDone: 0,
			processed: 0,
			created: 0,
			updated: 0,
			skipped: 0,
			errors: "[]",
			errorCount: 0,
			failureReason: null,
			createdAt: updatedAt,
			updatedAt,
			completedAt: null,
		},
		[{ seq: 0, offset: 0, rows }],
	);
	return id;
}
const jobState = async (key: Key, id: string) => (await mkt(key, "GET", `/contacts/import/jobs/${id}`)).body.data;

describe("marketing background work on two shards", () => {
	it("import and send consumers read on the shard the message names; a message without accountId is read on shard 0", async () => {
		const pair = await onBothShards("DB_MKT", () => mktWorkspace("starter"));
		for (const t of pair) {
			const id = await storedJob(t.ws);
			await applyImportChunk(
				fakeJob({ kind: IMPORT_KIND, accountId: t.ws, jobId: id, seq: 0 }).job,
				unplaced(),
				createExecutionContext(),
			);
			expect(await jobState(t.key, id)).toMatchObject({ status: "completed", created: 2 });
			// From before sharding: no accountId, so shard 0 — the job of a workspace on shard 1 is not there.
			const legacy = await storedJob(t.ws);
			await applyImportChunk(
				fakeJob({ kind: IMPORT_KIND, jobId: legacy, seq: 0 }).job,
				unplaced(),
				createExecutionContext(),
			);
			const home = await shardOf("DB_MKT", t.ws);
			expect((await jobState(t.key, legacy)).status).toBe(home === 0 ? "completed" : "queued");

			// A queued test send: the producer names the workspace; the consumer sends on its shard.
			const rx = stubReceiver();
			const url = hookUrl("shards-bg");
			const ch = await mkt(t.key, "POST", "/channels", {
				body: { provider: "webhook_generic", displayName: "Ops", credentials: { url, secret: "whsec_b" } },
			});
			const rec = queueRecorder();
			const e = await envOf(t.ws, { ...env, TASKS: rec.queue } as Env);
			for (const sendId of [`msg_${crypto.randomUUID()}`, `msg_${crypto.randomUUID()}`])
				await queueSend(
					e,
					{
						id: sendId,
						accountId: t.ws,
						channelId: ch.body.data.id,
						createdAt: Date.now(),
						kind: "test",
						recipient: "ops",
						contactId: null,
						link: null,
					},
					SEND_KIND,
				);
			const [named, bare] = rec.take();
			expect(named).toMatchObject({ kind: SEND_KIND, accountId: t.ws });
			await sendQueued(fakeJob(named as { kind: string }).job, unplaced(), createExecutionContext());
			await sendQueued(fakeJob({ kind: SEND_KIND, sendId: bare.sendId }).job, unplaced(), createExecutionContext());
			const sends = (await mkt(t.key, "GET", `/channels/${ch.body.data.id}/sends`)).body.data.data;
			const status = (id: unknown) => sends.find((s: { messageId: string }) => s.messageId === id)?.status;
			expect(status(named.sendId)).toBe("sent");
			expect(status(bare.sendId)).toBe(home === 0 ? "sent" : "queued");
			expect(rx.to(url)).toHaveLength(home === 0 ? 2 : 1);
			vi.unstubAllGlobals();
		}
	});

	it("the minute ticks run per shard: stalled imports and expiring attributions of both shards' workspaces", async () => {
		const imports = await onBothShards("DB_MKT", () => mktWorkspace("starter"));
		const idle = Date.now() - IMPORT_IDLE_MS - 1_000;
		const jobs = await Promise.all(imports.map((t) => storedJob(t.ws, idle)));
		await runTick(resendStalledImports, "DB_MKT");
		for (const [i, t] of imports.entries())
			await eventually(
				() => mkt(t.key, "GET", `/contacts/import/jobs/${jobs[i]}`),
				(r) => r.body.data?.status === "completed",
				10_000,
			);

		const referrals = await onBothShards("DB_MKT", () => referralSetup());
		const pending = async () => {
			const out: { ws: string; id: string }[] = [];
			for (const t of referrals) {
				const who = crypto.randomUUID().slice(0, 8);
				const a = (await signup(t.key, t.link.code, `cus_${who}`, `r${who}@example.com`)).body.data;
				await (await dbOf("DB_MKT", t.ws))
					.prepare("UPDATE referral_attributions SET expires_at = 1 WHERE id = ?")
					.bind(a.id)
					.run();
				out.push({ ws: t.ws, id: a.id });
			}
			return out;
		};
		const statusOf = async (a: { ws: string; id: string }) =>
			(
				await (
					await dbOf("DB_MKT", a.ws)
				)
					.prepare("SELECT status FROM referral_attributions WHERE id = ?")
					.bind(a.id)
					.first<{ status: string }>()
			)?.status;
		const byTick = await pending();
		await runTick(expireTick, "DB_MKT");
		for (const a of byTick) expect(await statusOf(a)).toBe("expired");
		// The platform-admin sweep, from a key of one workspace, expires them on every shard.
		const bySweep = await pending();
		const adminKey = await mintMktKey(referrals[0].ws, "platform_admin");
		const r = await mkt(adminKey, "POST", "/referrals/sweeps/expire-pending");
		expect(r.status, r.text).toBe(200);
		expect(r.body.data.expired).toBeGreaterThanOrEqual(2);
		for (const a of bySweep) expect(await statusOf(a)).toBe("expired");
	});

	it("the storefront counts referral clicks on the link's shard, from an env working for no marketing workspace", async () => {
		for (const t of await onBothShards("DB_MKT", () => referralSetup())) {
			expect(await countReferralClick(unplaced(), t.ws, t.link.code)).not.toBeNull();
			const link = await call("GET", `/mkt/api/v1/referrals/links/${t.ws}/${t.link.code}`);
			expect(link.body.data.clicks).toBe(1);
		}
	});

	it("plan billing: global config and prices on shard 0; merchants on both shards check out, pay and cancel", async () => {
		const { billingWs, payKey } = await billingSetup();
		const count = async (shard: number, table: string) =>
			(await shardDb(env, "DB_MKT", shard).prepare(`SELECT COUNT(*) AS n FROM ${table}`).first<{ n: number }>())!.n;
		expect(await count(0, "billing_config")).toBe(1);
		expect(await count(0, "billing_prices")).toBe(6);
		expect([await count(1, "billing_config"), await count(1, "billing_prices")]).toEqual([0, 0]);

		const pair = await onBothShards("DB_MKT", () => merchant());
		for (const m of pair) {
			// POS reads the platform billing workspace through marketing, whatever env it works for.
			expect(await platformBillingWorkspace(await envOf(m.ws))).toEqual({
				workspaceId: billingWs,
				environment: "test",
			});
			const r = await m.as("POST", "/billing/checkout", { plan: "GROWTH" }, { "Edge-IPCountry": "ID" });
			expect(r.status, r.text).toBe(200);
			// The payments listener (invoice.paid) finds the merchant through the subscription's metadata.
			await payOnPage(r.body.data.checkoutUrl, "qris");
			await eventually(
				() => m.as("GET", "/billing/subscription"),
				(x) => x.body.data.status === "active" && x.body.data.plan === "growth",
			);
			expect((await m.as("GET", "/billing/invoices")).body.data.data[0]).toMatchObject({ status: "paid" });
			const c = await m.as("POST", "/billing/cancel");
			expect(c.status, c.text).toBe(200);
			expect(c.body.data).toMatchObject({ status: "canceling" });
			const home = await shardOf("DB_MKT", m.ws);
			for (const table of ["billing_subscriptions", "billing_invoices", "billing_customers"]) {
				const on = (s: number) =>
					shardDb(env, "DB_MKT", s)
						.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE account_id = ?`)
						.bind(m.ws)
						.first<{ n: number }>();
				expect((await on(home))!.n).toBe(1);
				expect((await on(1 - home))!.n).toBe(0);
			}
		}
		// The period ends on the payments test clock: subscription.deleted moves each merchant's own row.
		await advanceBillingClock(payKey, 32 * 86_400);
		for (const m of pair)
			await eventually(
				() => m.as("GET", "/billing/subscription"),
				(x) => x.body.data.status === "canceled" && x.body.data.plan === "free",
			);
		expect(await platformBillingWorkspace(unplaced())).toEqual({ workspaceId: billingWs, environment: "test" });
	});
});
