import { afterEach, describe, expect, it, vi } from "vitest";
import { sendBatch } from "../../src/services/marketing/campaigns/jobs";
import { emailChannel, importList, waitFinished } from "../helpers/campaigns";
import { type MktKey, mkt, mktWorkspace } from "../helpers/mkt";
import { eventually } from "../helpers/pay";
import { installProviderSimulator } from "../helpers/provider-sim";
import { envOf } from "../helpers/shards";
import { stubReceiver } from "../helpers/webhooks";

afterEach(() => vi.unstubAllGlobals());

/**
 * A Resend stand-in whose first `holdAfter` requests pass and the rest wait for release(): the test
 * acts while a send is under way. `lose` addresses are accepted, then the answer is lost (fetch throws).
 */
function heldProvider(holdAfter: number) {
	const rx = stubReceiver();
	let n = 0;
	let release: () => void = () => {};
	const gate = new Promise<void>((r) => {
		release = r;
	});
	rx.on("https://api.resend.com/emails", async () => {
		if (++n > holdAfter) await gate;
		return Response.json({ id: `re_${n}` });
	});
	const to = () => rx.to("https://api.resend.com/emails").map((r) => (JSON.parse(r.body) as { to: string[] }).to[0]);
	return { release, to, count: () => n };
}

const rows = (n: number, tag: string) => Array.from({ length: n }, (_, i) => ({ email: `${tag}${i}@example.com` }));

async function campaign(key: MktKey, listId: string) {
	const channelId = await emailChannel(key);
	const r = await mkt(key, "POST", "/campaigns", {
		body: { name: "Mid", channelId, audience: { listIds: [listId] }, content: { subject: "Hi", text: "Hello" } },
	});
	expect(r.status, r.text).toBe(201);
	return { id: r.body.data.id as string, channelId };
}

const perAddress = (to: string[]) => {
	const m = new Map<string, number>();
	for (const a of to) m.set(a, (m.get(a) ?? 0) + 1);
	return m;
};

describe("campaign sends under way", () => {
	it("a cancel mid-send leaves the rest unsent and gives their count back to the month", async () => {
		const p = heldProvider(5);
		const { key } = await mktWorkspace("growth");
		const listId = await importList(key, "Big", rows(250, "cx"));
		const { id } = await campaign(key, listId);
		expect((await mkt(key, "POST", `/campaigns/${id}/send`)).status).toBe(202);
		await eventually(
			async () => p.count(),
			(n) => n > 5,
		);
		const canceled = await mkt(key, "POST", `/campaigns/${id}/cancel`);
		expect(canceled.status, canceled.text).toBe(200);
		expect(canceled.body.data.status).toBe("canceled");
		p.release();
		const report = await eventually(
			() => mkt(key, "GET", `/campaigns/${id}/report`),
			(r) => r.body.data.counts.sending === 0,
		);
		const { sent, canceled: notSent } = report.body.data.counts;
		expect(sent + notSent).toBe(250);
		// At most the messages already with the provider when the cancel landed: one group of twenty
		// in each of the three batches' consumers, and the five let through before the hold.
		expect(p.to().length).toBeLessThanOrEqual(65);
		expect(notSent).toBeGreaterThanOrEqual(185);
		expect(sent).toBe(p.to().length);
		expect([...perAddress(p.to()).values()].every((n) => n === 1)).toBe(true);
		expect((await mkt(key, "GET", "/billing/usage")).body.data.campaignSends).toBe(sent);
	});

	it("a contact unsubscribed mid-send receives nothing after; the report counts the skip", async () => {
		const p = heldProvider(5);
		const { key } = await mktWorkspace("growth");
		const listId = await importList(key, "Big", rows(150, "ux"));
		const target = (await mkt(key, "GET", "/contacts?q=ux149@example.com")).body.data.data[0].id as string;
		const { id } = await campaign(key, listId);
		await mkt(key, "POST", `/campaigns/${id}/send`);
		await eventually(
			async () => p.count(),
			(n) => n > 5,
		);
		expect((await mkt(key, "DELETE", `/contacts/${target}`)).status).toBe(200);
		p.release();
		const done = await waitFinished(key, id);
		expect(done.body.data.status).toBe("sent");
		expect(p.to()).not.toContain("ux149@example.com");
		const report = (await mkt(key, "GET", `/campaigns/${id}/report`)).body.data;
		expect(report.skipped).toEqual({ unsubscribed: 1 });
		expect(report.counts.sent).toBe(149);
		expect(p.to()).toHaveLength(149);
	});

	it("consumer retries and duplicate queue messages send nobody twice", async () => {
		const p = heldProvider(1_000_000);
		const { ws, key } = await mktWorkspace("growth");
		const listId = await importList(key, "Dup", rows(120, "dx"));
		const { id } = await campaign(key, listId);
		await mkt(key, "POST", `/campaigns/${id}/send`);
		const env = await envOf(ws);
		// Four more consumers of both batches at once, on top of the queue's own.
		await Promise.all([0, 1, 0, 1].map((b) => sendBatch(env, ws, id, b)));
		await waitFinished(key, id);
		await Promise.all([0, 1].map((b) => sendBatch(env, ws, id, b)));
		const counts = perAddress(p.to());
		expect(counts.size).toBe(120);
		expect([...counts.values()].every((n) => n === 1)).toBe(true);
	});

	it("a provider without idempotency keys: an answer lost before the record is not sent again blind, but recorded as a failure", async () => {
		const p = installProviderSimulator();
		const { ws, key } = await mktWorkspace("growth");
		const listId = await importList(key, "Lost", rows(10, "lx"));
		const postmark = await mkt(key, "POST", "/channels", {
			body: {
				provider: "email_v4",
				displayName: "Postmark",
				credentials: { serverToken: "pm_test" },
				config: { fromEmail: "halo@tokobudi.id", sendRatePerSecond: 1000 },
			},
		});
		const created = await mkt(key, "POST", "/campaigns", {
			body: {
				name: "Lost",
				channelId: postmark.body.data.id,
				audience: { listIds: [listId] },
				content: { subject: "Hi", text: "Hello" },
			},
		});
		const id = created.body.data.id as string;
		p.failNext("lost", { to: "lx3@example.com" });
		await mkt(key, "POST", `/campaigns/${id}/send`);
		const stuck = await eventually(
			() => mkt(key, "GET", `/campaigns/${id}/report`),
			(r) => r.body.data.counts.sent === 9,
		);
		expect(stuck.body.data.counts).toMatchObject({ sent: 9, sending: 1 });
		// The queue brings the batch back after the lease; here, a consumer one lease later.
		await sendBatch(await envOf(ws), ws, id, 0, Date.now() + 61_000);
		const lost = (await mkt(key, "GET", `/campaigns/${id}/recipients?status=failed`)).body.data.data;
		expect(lost).toMatchObject([{ address: "lx3@example.com", reason: "outcome_unknown" }]);
		expect(p.messagesTo("lx3@example.com")).toHaveLength(1);
		expect((await mkt(key, "GET", `/campaigns/${id}`)).body.data.status).toBe("sent");
	});

	it("a channel revoked mid-send: the campaign fails with the reason, the rest stays unsent", async () => {
		const p = heldProvider(5);
		const { key } = await mktWorkspace("growth");
		const listId = await importList(key, "Rev", rows(250, "rv"));
		const { id, channelId } = await campaign(key, listId);
		await mkt(key, "POST", `/campaigns/${id}/send`);
		await eventually(
			async () => p.count(),
			(n) => n > 5,
		);
		expect((await mkt(key, "DELETE", `/channels/${channelId}`)).status).toBe(200);
		p.release();
		const done = await waitFinished(key, id);
		expect(done.body.data.status).toBe("failed");
		expect(done.body.data.failureReason).toContain("revoked");
		const report = (await mkt(key, "GET", `/campaigns/${id}/report`)).body.data;
		expect(report.counts.sent).toBe(p.to().length);
		expect(report.counts.canceled).toBe(250 - p.to().length);
	});
});
