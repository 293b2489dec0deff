// Exactly once through the real send path (issue 40): the provider is the simulator behind global
// fetch (test/helpers/provider-sim.ts), which counts messages per address and answers a resend with
// the same Idempotency-Key from the first message. One answer is lost after Resend accepted the email
// (the consumer never learns of it), one is a 429; a later attempt of the batch (its clock past the
// claim lease) resends them: every address ends with exactly one provider message and status sent.
import { afterEach, describe, expect, it, vi } from "vitest";
import { sendBatch } from "../../src/services/marketing/campaigns/jobs";
import { CLAIM_LEASE_MS } from "../../src/services/marketing/campaigns/store/delivery";
import { mkt, mktWorkspace } from "../helpers/mkt";
import { eventually } from "../helpers/pay";
import { installProviderSimulator } from "../helpers/provider-sim";
import { envOf } from "../helpers/shards";

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
});
