// Exactly once through the real send path (issue 40): the provider is the simulator behind global
// fetch (test/helpers/provider-sim.ts), which counts messages per address and answers a resend with
// the same Idempotency-Key from the first message. One answer is lost after Resend accepted the email
// (the consumer never learns of it), one is a 429; a later attempt of the batch (its clock past the
// claim lease) resends them: every address ends with exactly one provider message and status sent.
import { afterEach, describe, expect, it, vi } from "vitest";
import { campaignsTick, STALL_MS, sendBatch } from "../../src/services/marketing/campaigns/jobs";
import {
	CLAIM_LEASE_MS,
	claimBatch,
	pendingBatches,
	progress,
} from "../../src/services/marketing/campaigns/store/delivery";
import { BATCH_SIZE } from "../../src/services/marketing/campaigns/store/send";
import { draftCampaign, emailChannel, importList } from "../helpers/campaigns";
import { mkt, mktWorkspace } from "../helpers/mkt";
import { eventually } from "../helpers/pay";
import { installProviderSimulator } from "../helpers/provider-sim";
import { dbOf, envOf, runTick } from "../helpers/shards";

afterEach(() => vi.unstubAllGlobals());

const recipients = async (key: Parameters<typeof mkt>[0], id: string) =>
	(await mkt(key, "GET", `/campaigns/${id}/recipients?limit=100`)).body.data.data as {
		address: string;
		status: string;
		messageId: string;
		providerMessageId: string | null;
	}[];

describe("campaign sends are exactly once per recipient", () => {
	it("a lost answer and a 429 are resent under the same key: one message each, all sent", async () => {
		const p = installProviderSimulator();
		const { ws, key } = await mktWorkspace("growth");
		const channel = await mkt(key, "POST", "/channels", {
			body: {
				provider: "email_v1",
				displayName: "Once",
				credentials: { apiKey: "re_once" },
				config: { fromEmail: "halo@once.example", sendRatePerSecond: 1000 },
			},
		});
		expect(channel.status, channel.text).toBe(201);
		const channelId = channel.body.data.id as string;
		const rows = ["a", "b", "c", "d"].map((x) => ({ email: `${x}@once.example` }));
		const imported = await mkt(key, "POST", "/contacts/import", { body: { rows, listName: "Once" } });
		expect(imported.status, imported.text).toBe(200);
		const listId = imported.body.data.listId as string;
		const created = await mkt(key, "POST", "/campaigns", {
			body: { name: "Once", channelId, audience: { listIds: [listId] }, content: { subject: "Hi", text: "Halo" } },
		});
		expect(created.status, created.text).toBe(201);
		const id = created.body.data.id as string;
		p.failNext("lost", { to: "b@once.example" });
		p.failNext("429", { to: "c@once.example" });
		expect((await mkt(key, "POST", `/campaigns/${id}/send`)).status).toBe(202);

		// The queue's first attempt: a and d sent, b's outcome lost (still claimed), c given back.
		const first = await eventually(
			() => recipients(key, id),
			(list) => list.filter((r) => r.status === "sent").length === 2,
		);
		const byAddress = Object.fromEntries(first.map((r) => [r.address, r]));
		expect(byAddress["b@once.example"].status).toBe("sending");
		expect(byAddress["c@once.example"].status).toBe("queued");
		expect(p.messagesTo("b@once.example")).toHaveLength(1);
		expect(p.messagesTo("c@once.example")).toHaveLength(0);

		// A later attempt of the batch, after b's claim lease: b resent with its key (a replay), c sent.
		await sendBatch(await envOf(ws), ws, id, 0, Date.now() + CLAIM_LEASE_MS + 1000);
		const done = await eventually(
			() => mkt(key, "GET", `/campaigns/${id}/report`),
			(r) => r.body.data?.status === "sent",
		);
		expect(done.body.data.counts).toMatchObject({ sent: 4, failed: 0, queued: 0, sending: 0 });
		for (const r of rows) expect(p.messagesTo(r.email), r.email).toHaveLength(1);
		expect(p.log.filter((e) => e.kind === "replay").map((e) => e.to)).toEqual([["b@once.example"]]);
		const after = Object.fromEntries((await recipients(key, id)).map((r) => [r.address, r]));
		// b's recorded provider id is the first (only) message's, answered again by the replay.
		expect(after["b@once.example"].providerMessageId).toBe(p.messagesTo("b@once.example")[0].messageId);
		expect(new Set(Object.values(after).map((r) => r.messageId)).size).toBe(4);
	});

	it("a consumer killed mid-batch: the minute tick queues its batch again once the claims lapse, each sent once", async () => {
		const p = installProviderSimulator();
		const { ws, key } = await mktWorkspace("growth");
		const rows = ["a", "b", "c"].map((x) => ({ email: `${x}@crash.example` }));
		const id = await draftCampaign(key, await emailChannel(key), await importList(key, "Crash", rows), "Crash");
		// Every answer lost: the provider accepted all three, the consumer recorded nothing (as if killed).
		p.failNext("lost", { times: 3 });
		expect((await mkt(key, "POST", `/campaigns/${id}/send`)).status).toBe(202);
		await eventually(
			() => recipients(key, id),
			(list) => list.length === 3 && list.every((r) => r.status === "sending"),
		);
		// As a crash leaves it: the batch's first row recorded, the rest claimed by the dead consumer, the
		// campaign's last progress just now (no stall). Its queue message died with the process.
		const now = Date.now();
		const db = await dbOf("DB_MKT", ws);
		await db
			.prepare(
				"UPDATE campaign_recipients SET status = 'sent', claim_id = NULL, sent_at = ? WHERE campaign_id = ? AND seq = 1",
			)
			.bind(now, id)
			.run();
		await db.prepare("UPDATE campaigns SET updated_at = ? WHERE id = ?").bind(now, id).run();
		await runTick(campaignsTick, "DB_MKT", now + 5_000);
		expect((await recipients(key, id)).filter((r) => r.status === "sending")).toHaveLength(2);
		// Past the lease (well within STALL_MS): the batch is queued again and b, c resent under their keys.
		expect(CLAIM_LEASE_MS).toBeLessThan(STALL_MS);
		await db
			.prepare("UPDATE campaign_recipients SET claimed_at = ? WHERE campaign_id = ? AND status = 'sending'")
			.bind(now - CLAIM_LEASE_MS - 1, id)
			.run();
		await runTick(campaignsTick, "DB_MKT", now);
		const done = await eventually(
			() => mkt(key, "GET", `/campaigns/${id}/report`),
			(r) => r.body.data?.status === "sent",
		);
		expect(done.body.data.counts).toMatchObject({ sent: 3, sending: 0, failed: 0 });
		for (const r of rows) expect(p.messagesTo(r.email), r.email).toHaveLength(1);
		expect(p.log.filter((e) => e.kind === "replay")).toHaveLength(2);
	});

	it("a batch longer than the lease keeps its claim: each group's record renews it, so no second claim takes it", async () => {
		const { ws, key } = await mktWorkspace("growth");
		const rows = ["a", "b", "c"].map((x) => ({ email: `${x}@slow.example` }));
		const id = await draftCampaign(key, await emailChannel(key), await importList(key, "Slow", rows), "Slow");
		const menv = await envOf(ws);
		const db = await dbOf("DB_MKT", ws);
		// A send begun by hand (as the consumer does), its queue messages left alone: the campaign is sending.
		await db.prepare("UPDATE campaigns SET status = 'sending' WHERE id = ?").bind(id).run();
		await db
			.prepare(
				"INSERT INTO campaign_recipients (campaign_id, account_id, contact_id, address, message_id, status, seq, attempts) SELECT ?, account_id, id, email, 'msg_' || id, 'queued', ROW_NUMBER() OVER (ORDER BY id), 0 FROM contacts WHERE account_id = ?",
			)
			.bind(id, ws)
			.run();
		const t0 = Date.now();
		const claim = { id: "claim-slow", now: t0, subscription: "email", idempotent: true };
		const first = await claimBatch(menv, ws, id, { from: 1, to: 100 }, claim);
		expect(first.claimed).toHaveLength(3);
		const [one, ...rest] = first.claimed.map((c) => c.contactId);
		await progress(menv, ws, id, claim, [{ contactId: one, status: "sent" }], rest, t0 + 50_000);
		// 70 s after the claim, 20 s after the renewal: the rest are still the first claim's.
		const second = await claimBatch(menv, ws, id, { from: 1, to: 100 }, { ...claim, id: "claim-2", now: t0 + 70_000 });
		expect(second.claimed).toHaveLength(0);
		// Once the renewed lease is over too, they count as lost and the next claim takes them.
		const third = await claimBatch(menv, ws, id, { from: 1, to: 100 }, { ...claim, id: "claim-3", now: t0 + 111_000 });
		expect(third.claimed.map((c) => c.contactId).sort()).toEqual([...rest].sort());
		// Their batch, when the stalled-campaign sweep asks: batch 0, a whole number (D1 binds numbers as REAL).
		expect(await pendingBatches(menv, id, BATCH_SIZE, t0 + 172_000)).toEqual([0]);
	});
});
