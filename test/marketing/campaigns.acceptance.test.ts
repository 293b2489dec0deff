// Issue 40's acceptance, end to end through the HTTP entry point with the provider simulator behind
// fetch: a 2,000-contact segment campaign reaches each eligible contact once; a bounce webhook
// suppresses the address for the next campaign; a click through the redirect counts while a tampered
// or foreign one is refused; the campaign events carry the figures; an erased contact leaves no
// personal data in any marketing table.
import { afterEach, describe, expect, it, vi } from "vitest";
import { waitFinished } from "../helpers/campaigns";
import { newSvixSecret, svixHeaders } from "../helpers/email-events";
import { call } from "../helpers/http";
import { type MktKey, mkt, mktWorkspace } from "../helpers/mkt";
import { installProviderSimulator } from "../helpers/provider-sim";
import { dbOf } from "../helpers/shards";

afterEach(() => vi.unstubAllGlobals());

async function channel(key: MktKey, credentials: Record<string, string>) {
	const r = await mkt(key, "POST", "/channels", {
		body: {
			provider: "email_v1",
			displayName: "Toko Budi",
			credentials: { apiKey: "re_accept", ...credentials },
			config: { fromEmail: "halo@tokobudi.id", fromName: "Toko Budi", sendRatePerSecond: 1000 },
		},
	});
	expect(r.status, r.text).toBe(201);
	return r.body.data.id as string;
}

async function campaign(key: MktKey, channelId: string, audience: Record<string, string[]>, html: string) {
	const r = await mkt(key, "POST", "/campaigns", {
		body: {
			name: "Accept",
			channelId,
			audience,
			content: { subject: "Halo {firstName}", html, fallbacks: { firstName: "Kak" } },
		},
	});
	expect(r.status, r.text).toBe(201);
	const send = await mkt(key, "POST", `/campaigns/${r.body.data.id}/send`);
	expect(send.status, send.text).toBe(202);
	return r.body.data.id as string;
}

describe("campaigns, end to end", () => {
	it("a 2,000-contact segment: each eligible contact once, the excluded counted by reason, events with the figures", async () => {
		const sim = installProviderSimulator();
		const { key } = await mktWorkspace("scale");
		const channelId = await channel(key, {});
		const rows = [
			...Array.from({ length: 2000 }, (_, i) => ({ email: `seg${i}@example.com`, tags: ["vip"] })),
			...Array.from({ length: 5 }, (_, i) => ({
				email: `off${i}@example.com`,
				tags: ["vip"],
				subscriptions: { email: "unsubscribed" },
			})),
			...Array.from({ length: 3 }, (_, i) => ({ phone: `+62812000000${i}`, tags: ["vip"] })),
			...Array.from({ length: 4 }, (_, i) => ({ email: `other${i}@example.com` })),
		];
		expect((await mkt(key, "POST", "/contacts/import", { body: { rows } })).status).toBe(200);
		await mkt(key, "POST", "/suppressions", { body: { address: "seg7@example.com" } });
		const segment = await mkt(key, "POST", "/audience-segments", {
			body: { name: "VIP", filter: { match: "all", rules: [{ field: "tag", op: "in", value: ["vip"] }] } },
		});
		expect(segment.status, segment.text).toBe(201);
		const id = await campaign(key, channelId, { segmentIds: [segment.body.data.id] }, "<p>Halo {firstName}</p>");
		const done = await waitFinished(key, id, 120_000);
		expect(done.body.data).toMatchObject({ status: "sent", recipients: 1999 });
		const perRecipient = sim.perRecipient();
		expect(Object.keys(perRecipient)).toHaveLength(1999);
		expect(Object.values(perRecipient).every((n) => n === 1)).toBe(true);
		expect(perRecipient["seg7@example.com"]).toBeUndefined();
		const report = (await mkt(key, "GET", `/campaigns/${id}/report`)).body.data;
		expect(report.counts).toMatchObject({ sent: 1999, queued: 0, sending: 0, failed: 0 });
		expect(report.excluded).toEqual({ not_subscribed: 5, no_address: 3, suppressed: 1 });
		const events = (await mkt(key, "GET", "/events")).body.data as { type: string; data: Record<string, unknown> }[];
		const finished = events.find((e) => e.type === "mkt.campaign.finished.v1");
		expect(finished?.data).toMatchObject({ id, status: "sent", recipients: 1999, counts: { sent: 1999 } });
		expect(events.filter((e) => e.type === "mkt.campaign.sent.v1")).toHaveLength(1);
	}, 180_000);

	it("a bounce suppresses the next send; clicks count through the redirect; erase leaves no personal data", async () => {
		const sim = installProviderSimulator();
		const { ws, key } = await mktWorkspace("growth");
		const secret = newSvixSecret();
		const channelId = await channel(key, { webhookSecret: secret });
		const imported = await mkt(key, "POST", "/contacts/import", {
			body: {
				rows: [
					{ email: "bounce@example.com" },
					{ email: "reader@example.com", phone: "+6281299990000", firstName: "Rina" },
				],
				listName: "Two",
			},
		});
		const listId = imported.body.data.listId as string;
		const html = '<p>Halo {firstName}, <a href="https://tokobudi.id/sale">lihat sale</a></p>';
		const first = await campaign(key, channelId, { listIds: [listId] }, html);
		await waitFinished(key, first);

		// The provider reports a hard bounce for bounce@: suppressed, and the next campaign leaves it out.
		const bounced = sim.messagesTo("bounce@example.com")[0];
		const body = JSON.stringify({
			type: "email.bounced",
			created_at: new Date().toISOString(),
			data: { email_id: bounced.messageId, to: ["bounce@example.com"], bounce: { type: "Permanent" } },
		});
		const hook = await call("POST", `/mkt/webhooks/email/${channelId}`, {
			raw: body,
			headers: { "Content-Type": "application/json", ...(await svixHeaders(secret, body)) },
		});
		expect(hook.status, hook.text).toBe(200);
		const second = await campaign(key, channelId, { listIds: [listId] }, "<p>Lagi</p>");
		await waitFinished(key, second);
		expect((await mkt(key, "GET", `/campaigns/${second}/report`)).body.data.excluded).toEqual({ suppressed: 1 });
		expect(sim.messagesTo("bounce@example.com")).toHaveLength(1);

		// reader@ clicks the tracked link: 302 to the content's URL, counted once per link.
		const sent = JSON.parse(sim.messagesTo("reader@example.com")[0].body) as { html: string };
		const link = /href="([^"]+\/l\/[^"]+)"/.exec(sent.html)?.[1] as string;
		expect(link).toBeTruthy();
		const path = new URL(link).pathname;
		const click = await call("GET", path, { redirect: "manual" });
		expect(click.status).toBe(302);
		expect(click.headers.get("location")).toBe("https://tokobudi.id/sale");
		const token = path.split("/").pop() as string;
		// One character of the signature changed (to a different one, whatever it was).
		const at = token.length - 3;
		const tampered = `${path.slice(0, -token.length)}${token.slice(0, at)}${token[at] === "A" ? "B" : "A"}${token.slice(at + 1)}`;
		expect(tampered).not.toBe(path);
		expect((await call("GET", tampered, { redirect: "manual" })).status).toBe(404);
		const report = (await mkt(key, "GET", `/campaigns/${first}/report`)).body.data;
		expect(report).toMatchObject({
			uniqueClicks: 1,
			clicks: 1,
			links: [{ url: "https://tokobudi.id/sale", clicks: 1, uniqueClicks: 1 }],
		});
		expect(report.counts.bounced).toBe(1);

		// Erase reader@: no table of the workspace's database holds the email or phone any more.
		const contact = (await mkt(key, "GET", "/contacts?q=reader@example.com")).body.data.data[0].id as string;
		expect((await mkt(key, "POST", `/contacts/${contact}/erase`)).status).toBe(200);
		const db = await dbOf("DB_MKT", ws);
		const tables = (
			await db
				.prepare(
					"SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_%' ESCAPE '\\' AND name NOT LIKE 'sqlite%'",
				)
				.all<{ name: string }>()
		).results;
		for (const { name } of tables) {
			const rows = (await db.prepare(`SELECT * FROM "${name}"`).all()).results;
			const text = JSON.stringify(rows);
			expect(text.includes("reader@example.com"), name).toBe(false);
			expect(text.includes("6281299990000"), name).toBe(false);
		}
		expect((await mkt(key, "GET", `/campaigns/${first}/report`)).body.data.counts.sent).toBe(2);
	});
});
