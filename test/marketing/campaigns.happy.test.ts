import { afterEach, describe, expect, it, vi } from "vitest";
import { emailChannel, importList, resend, waitFinished } from "../helpers/campaigns";
import { expectEnvelopeError } from "../helpers/http";
import { mkt, mktWorkspace } from "../helpers/mkt";

afterEach(() => vi.unstubAllGlobals());

describe("campaigns: draft → send → sent", () => {
	it("sends once to each eligible list member, excludes the others by reason, and reports it", async () => {
		const { sent } = resend();
		const { key } = await mktWorkspace("growth");
		const channelId = await emailChannel(key);
		const listId = await importList(key, "VIP", [
			{ email: "a@example.com", firstName: "Ani" },
			{ email: "b@example.com" },
			{ email: "c@example.com", subscriptions: { email: "unsubscribed" } },
			{ phone: "+6281234567890" },
		]);
		const created = await mkt(key, "POST", "/campaigns", {
			body: {
				name: "Promo Desember",
				channelId,
				audience: { listIds: [listId] },
				content: {
					subject: "Halo {firstName}",
					html: '<p>Halo {firstName}, lihat <a href="https://tokobudi.id/promo">promo</a></p>',
					fallbacks: { firstName: "Kak" },
				},
			},
		});
		expect(created.status, created.text).toBe(201);
		expect(created.body.data).toMatchObject({ status: "draft", recipients: 0, channelId });
		const id = created.body.data.id;
		const send = await mkt(key, "POST", `/campaigns/${id}/send`);
		expect(send.status, send.text).toBe(202);
		expect(send.body.data).toMatchObject({ status: "sending", recipients: 2 });
		const done = await waitFinished(key, id);
		expect(done.body.data.status).toBe("sent");
		const msgs = sent();
		expect(msgs.map((m) => m.to[0]).sort()).toEqual(["a@example.com", "b@example.com"]);
		expect(msgs.find((m) => m.to[0] === "a@example.com")?.subject).toBe("Halo Ani");
		expect(msgs.find((m) => m.to[0] === "b@example.com")?.subject).toBe("Halo Kak");
		for (const m of msgs) {
			expect(m.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
			expect(m.html).not.toContain('href="https://tokobudi.id/promo"');
		}
		const report = await mkt(key, "GET", `/campaigns/${id}/report`);
		expect(report.status, report.text).toBe(200);
		expect(report.body.data).toMatchObject({
			status: "sent",
			recipients: 2,
			counts: { sent: 2, queued: 0, sending: 0, failed: 0 },
			excluded: { not_subscribed: 1, no_address: 1 },
			links: [{ url: "https://tokobudi.id/promo", clicks: 0, uniqueClicks: 0 }],
		});
		const listed = await mkt(key, "GET", `/campaigns/${id}/recipients?status=sent`);
		expect(listed.body.data.data).toHaveLength(2);
		expect(listed.body.data.data[0]).toMatchObject({
			status: "sent",
			providerMessageId: expect.stringMatching(/^re_/),
		});
		const usage = await mkt(key, "GET", "/billing/usage");
		expect(usage.body.data.campaignSends).toBe(2);
	});

	it("20 racing sends start one send", async () => {
		const { sent } = resend();
		const { key } = await mktWorkspace("growth");
		const channelId = await emailChannel(key);
		const listId = await importList(key, "Race", [{ email: "r1@example.com" }, { email: "r2@example.com" }]);
		const id = (
			await mkt(key, "POST", "/campaigns", {
				body: { name: "Race", channelId, audience: { listIds: [listId] }, content: { subject: "Hi", text: "Hello" } },
			})
		).body.data.id;
		const answers = await Promise.all(Array.from({ length: 20 }, () => mkt(key, "POST", `/campaigns/${id}/send`)));
		expect(answers.filter((a) => a.status === 202)).toHaveLength(1);
		for (const a of answers.filter((a) => a.status !== 202)) expectEnvelopeError(a, 409, "BAD_STATE");
		await waitFinished(key, id);
		expect(sent()).toHaveLength(2);
		expect((await mkt(key, "GET", "/billing/usage")).body.data.campaignSends).toBe(2);
	});

	it("a test send goes to the given addresses now, marked [Test], not counted, under the channel's name", async () => {
		const { rx, sent } = resend();
		const { key } = await mktWorkspace("growth");
		// No fromName: the sender is named by the channel's display name.
		const channelId = await emailChannel(key, { fromName: "" });
		const listId = await importList(key, "T", [{ email: "t1@example.com" }]);
		const id = (
			await mkt(key, "POST", "/campaigns", {
				body: {
					name: "T",
					channelId,
					audience: { listIds: [listId] },
					content: { subject: "Halo {firstName}", text: "Hi", fallbacks: { firstName: "Kak" } },
				},
			})
		).body.data.id;
		const r = await mkt(key, "POST", `/campaigns/${id}/test`, { body: { recipients: ["qa@tokobudi.id", "fail@x"] } });
		expectEnvelopeError(r, 400, "VALIDATION");
		const ok = await mkt(key, "POST", `/campaigns/${id}/test`, { body: { recipients: ["qa@tokobudi.id"] } });
		expect(ok.status, ok.text).toBe(200);
		expect(ok.body.data.messages).toEqual([
			{ recipient: "qa@tokobudi.id", status: "sent", providerMessageId: expect.stringMatching(/^re_/), error: null },
		]);
		expect(sent().map((m) => [m.to[0], m.subject])).toEqual([["qa@tokobudi.id", "[Test] Halo Kak"]]);
		expect(JSON.parse(rx.to("https://api.resend.com/emails")[0].body).from).toBe("Toko Budi mail <halo@tokobudi.id>");
		expect((await mkt(key, "GET", `/campaigns/${id}`)).body.data.status).toBe("draft");
		expect((await mkt(key, "GET", "/billing/usage")).body.data.campaignSends).toBe(0);
	});
});
