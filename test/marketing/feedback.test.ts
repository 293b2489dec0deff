// POST /mkt/webhooks/email/{channelId} (issue 40): a provider's verified delivery events land on the
// channel's campaign recipients and the workspace's suppression list; anything unverified changes
// nothing; a channel's webhook never reaches another workspace. Campaign and recipient rows are
// written on the workspace's shard directly (the campaign API is another part of the issue).
import { afterEach, describe, expect, it, vi } from "vitest";
import { forgetSnsCertificates } from "../../src/services/marketing/integrations/email-events/ses";
import {
	basicAuth,
	mailgunBody,
	newSvixSecret,
	SNS_CERT_URL,
	SNS_TOPIC,
	sendgridKeys,
	sesNotification,
	snsCertPem,
	snsMessage,
	svixHeaders,
} from "./../helpers/email-events";
import { call } from "../helpers/http";
import { type MktKey, mkt, mktWorkspace } from "../helpers/mkt";
import { dbOf, onBothShards } from "../helpers/shards";
import { stubReceiver } from "../helpers/webhooks";

afterEach(() => vi.unstubAllGlobals());

interface Setup {
	ws: string;
	key: MktKey;
	channelId: string;
	contactId: string;
	campaignId: string;
	email: string;
	providerMessageId: string;
}

/** A workspace with a subscribed contact, an email channel and a campaign that sent to the contact. */
async function setup(
	provider: string,
	credentials: Record<string, string>,
	opts: { config?: object; providerMessageId?: string; ws?: { ws: string; key: MktKey } } = {},
): Promise<Setup> {
	const { ws, key } = opts.ws ?? (await mktWorkspace());
	const email = `budi.${crypto.randomUUID().slice(0, 8)}@example.com`;
	const contact = await mkt(key, "POST", "/contacts", { body: { email, subscriptions: { email: "subscribed" } } });
	expect(contact.status, contact.text).toBe(201);
	const ch = await mkt(key, "POST", "/channels", {
		body: { provider, displayName: "Mail", credentials, config: { fromEmail: "shop@example.com", ...opts.config } },
	});
	expect(ch.status, ch.text).toBe(201);
	const s: Setup = {
		ws,
		key,
		channelId: ch.body.data.id,
		contactId: contact.body.data.id,
		campaignId: `cmp_${crypto.randomUUID().replace(/-/g, "")}`,
		email,
		providerMessageId: opts.providerMessageId ?? crypto.randomUUID(),
	};
	const db = await dbOf("DB_MKT", ws);
	const now = Date.now();
	await db.batch([
		db
			.prepare(
				`INSERT INTO campaigns (id, account_id, name, channel_id, audience, content, status, created_at, updated_at)
				 VALUES (?1, ?2, 'Promo', ?3, '{}', '{}', 'sent', ?4, ?4)`,
			)
			.bind(s.campaignId, ws, s.channelId, now),
		db
			.prepare(
				`INSERT INTO campaign_recipients (campaign_id, contact_id, account_id, seq, address, status, message_id, provider_message_id, sent_at)
				 VALUES (?1, ?2, ?3, 1, ?4, 'sent', ?5, ?6, ?7)`,
			)
			.bind(s.campaignId, s.contactId, ws, email, `msg_${crypto.randomUUID()}`, s.providerMessageId, now),
	]);
	return s;
}

const recipient = async (s: Setup) =>
	(await dbOf("DB_MKT", s.ws))
		.prepare("SELECT * FROM campaign_recipients WHERE campaign_id = ?1 AND contact_id = ?2")
		.bind(s.campaignId, s.contactId)
		.first<Record<string, unknown>>();
const suppressions = async (ws: string) =>
	(
		await (
			await dbOf("DB_MKT", ws)
		)
			.prepare("SELECT address, reason, source, campaign_id FROM suppressions WHERE account_id = ?1")
			.bind(ws)
			.all<Record<string, unknown>>()
	).results;
const post = (channelId: string, body: string, headers: Record<string, string> = {}) =>
	call("POST", `/mkt/webhooks/email/${channelId}`, {
		raw: body,
		headers: { "Content-Type": "application/json", ...headers },
	});

const resendBounce = (id: string, type = "Permanent") =>
	JSON.stringify({
		type: "email.bounced",
		created_at: new Date().toISOString(),
		data: { email_id: id, to: ["x@example.com"], bounce: { type, message: "no such user" } },
	});

describe("POST /webhooks/email/{channelId}", () => {
	it("a verified hard bounce (Resend) marks the recipient and suppresses the address; redelivery changes nothing", async () => {
		const secret = newSvixSecret();
		const s = await setup("email_v1", { apiKey: "re_test", webhookSecret: secret });
		const body = resendBounce(s.providerMessageId);
		const res = await post(s.channelId, body, await svixHeaders(secret, body));
		expect(res.status, res.text).toBe(200);
		expect(res.body.data).toEqual({ received: 1, applied: 1, ignored: 0 });
		const first = await recipient(s);
		expect(first).toMatchObject({ bounce_type: "hard", status: "sent" });
		expect(first?.bounced_at).toEqual(expect.any(Number));
		expect(await suppressions(s.ws)).toEqual([
			{ address: s.email, reason: "hard_bounce", source: "resend", campaign_id: s.campaignId },
		]);
		// The provider redelivers (a new svix-id and timestamp, the same event): the facts stay as they were.
		const again = await post(s.channelId, body, await svixHeaders(secret, body));
		expect(again.status).toBe(200);
		expect(await recipient(s)).toEqual(first);
		expect(await suppressions(s.ws)).toHaveLength(1);
	});

	it("a forged, stale or unsigned webhook is 401 and changes nothing; unknown and non-email channels are 404", async () => {
		const secret = newSvixSecret();
		const s = await setup("email_v1", { apiKey: "re_test", webhookSecret: secret });
		const body = resendBounce(s.providerMessageId);
		const forged = await post(s.channelId, body, await svixHeaders(newSvixSecret(), body));
		expect(forged.status).toBe(401);
		expect(forged.body.error.code).toBe("INVALID_SIGNATURE");
		const stale = await post(
			s.channelId,
			body,
			await svixHeaders(secret, body, { ts: Math.floor(Date.now() / 1000) - 600 }),
		);
		expect(stale.status).toBe(401);
		expect((await post(s.channelId, body)).status).toBe(401);
		expect(await recipient(s)).toMatchObject({ bounce_type: null, bounced_at: null });
		expect(await suppressions(s.ws)).toEqual([]);
		expect((await post("01jzzzzzzzzzzzzzzzzzzzzzzz", body, await svixHeaders(secret, body))).status).toBe(404);
		const sms = await mkt(s.key, "POST", "/channels", {
			body: { provider: "messaging_v3", displayName: "Bot", credentials: { botToken: "1:T" } },
		});
		expect((await post(sms.body.data.id, body, await svixHeaders(secret, body))).status).toBe(404);
	});

	it("a body over 1 MB is refused (413) before anything is read", async () => {
		const secret = newSvixSecret();
		const s = await setup("email_v1", { apiKey: "re_test", webhookSecret: secret });
		const body = JSON.stringify({
			type: "email.delivered",
			data: { email_id: s.providerMessageId },
			pad: "x".repeat(1024 * 1024),
		});
		const res = await post(s.channelId, body, await svixHeaders(secret, body));
		expect(res.status).toBe(413);
		expect(await recipient(s)).toMatchObject({ delivered_at: null });
	});

	it("tenancy: channel A's webhook never touches workspace B's recipient with the same provider message id", async () => {
		const secret = newSvixSecret();
		const [a, b] = await onBothShards("DB_MKT", () => mktWorkspace());
		const providerMessageId = crypto.randomUUID();
		const sa = await setup(
			"email_v1",
			{ apiKey: "re_a", webhookSecret: secret },
			{ ws: a, providerMessageId: "other-id" },
		);
		const sb = await setup("email_v1", { apiKey: "re_b", webhookSecret: secret }, { ws: b, providerMessageId });
		const body = resendBounce(providerMessageId);
		const res = await post(sa.channelId, body, await svixHeaders(secret, body));
		expect(res.status, res.text).toBe(200);
		expect(res.body.data).toEqual({ received: 1, applied: 0, ignored: 1 });
		expect(await recipient(sb)).toMatchObject({ bounce_type: null });
		expect(await suppressions(b.ws)).toEqual([]);
		expect(await suppressions(a.ws)).toEqual([]);
		// B's own channel, on the other shard, is found and applies it.
		const own = await post(sb.channelId, body, await svixHeaders(secret, body));
		expect(own.body.data).toEqual({ received: 1, applied: 1, ignored: 0 });
		expect(await recipient(sb)).toMatchObject({ bounce_type: "hard" });
	});

	it("a Postmark complaint (Basic auth) suppresses the address and turns the contact's email subscription off", async () => {
		const s = await setup("email_v4", { serverToken: "pm", webhookUsername: "pasar", webhookPassword: "pw-123456" });
		const body = JSON.stringify({
			RecordType: "SpamComplaint",
			MessageID: s.providerMessageId,
			Email: s.email,
			BouncedAt: new Date().toISOString(),
			Type: "SpamComplaint",
		});
		expect((await post(s.channelId, body, basicAuth("pasar", "wrong"))).status).toBe(401);
		const res = await post(s.channelId, body, basicAuth("pasar", "pw-123456"));
		expect(res.status, res.text).toBe(200);
		expect((await recipient(s))?.complained_at).toEqual(expect.any(Number));
		expect(await suppressions(s.ws)).toEqual([
			{ address: s.email, reason: "complaint", source: "postmark", campaign_id: s.campaignId },
		]);
		const contact = await mkt(s.key, "GET", `/contacts/${s.contactId}`);
		expect(contact.body.data.subscriptions).toEqual({ email: "unsubscribed" });
	});

	it("SendGrid's array: delivered sets deliveredAt, a soft bounce only the bounce type, dropped fails the recipient", async () => {
		const keys = await sendgridKeys();
		const s = await setup("email_v2", { apiKey: "SG.x", webhookPublicKey: keys.publicKey });
		const sg = `${s.providerMessageId}.filterdrecv-5bd9.1.0`;
		const at = Math.floor(Date.now() / 1000);
		const body = JSON.stringify([
			{ event: "delivered", sg_message_id: sg, email: s.email, timestamp: at },
			{ event: "bounce", type: "blocked", sg_message_id: sg, email: s.email, timestamp: at },
			{ event: "dropped", reason: "Spam Content", sg_message_id: sg, email: s.email, timestamp: at },
		]);
		const res = await post(s.channelId, body, await keys.headers(body));
		expect(res.status, res.text).toBe(200);
		expect(await recipient(s)).toMatchObject({
			delivered_at: at * 1000,
			bounce_type: "soft",
			bounced_at: null,
			status: "failed",
			error: "Spam Content",
		});
		expect(await suppressions(s.ws)).toEqual([]);
	});

	it("Mailgun's permanent failure matches the <id> our client recorded", async () => {
		const signingKey = "key-feedback-test";
		const id = `20261129.${crypto.randomUUID()}@mg.example.com`;
		const s = await setup(
			"email_v3",
			{ apiKey: "k", domain: "mg.example.com", webhookSigningKey: signingKey },
			{
				providerMessageId: `<${id}>`,
			},
		);
		const body = await mailgunBody(signingKey, {
			event: "failed",
			severity: "permanent",
			timestamp: Date.now() / 1000,
			recipient: s.email,
			message: { headers: { "message-id": id } },
		});
		const res = await post(s.channelId, body);
		expect(res.body.data).toEqual({ received: 1, applied: 1, ignored: 0 });
		expect(await recipient(s)).toMatchObject({ bounce_type: "hard" });
		expect(await suppressions(s.ws)).toEqual([expect.objectContaining({ reason: "hard_bounce", source: "mailgun" })]);
	});

	it("SES via SNS: the subscription is confirmed at its SubscribeURL, then a bounce notification applies", async () => {
		forgetSnsCertificates();
		const rx = stubReceiver();
		rx.on(SNS_CERT_URL, () => new Response(snsCertPem));
		const s = await setup(
			"email_v5",
			{ accessKeyId: "AKIA", secretAccessKey: "s", region: "ap-southeast-1" },
			{ config: { snsTopicArn: SNS_TOPIC } },
		);
		const subscribeUrl = `https://sns.ap-southeast-1.amazonaws.com/?Action=ConfirmSubscription&TopicArn=${SNS_TOPIC}&Token=tok`;
		const confirm = await snsMessage({
			Type: "SubscriptionConfirmation",
			Message: "confirm",
			SubscribeURL: subscribeUrl,
			Token: "tok",
		});
		const c = await post(s.channelId, JSON.stringify(confirm), { "Content-Type": "text/plain; charset=UTF-8" });
		expect(c.status, c.text).toBe(200);
		expect(rx.to(subscribeUrl)).toHaveLength(1);
		const n = await snsMessage({ Type: "Notification", Message: sesNotification("Bounce", s.providerMessageId) });
		const res = await post(s.channelId, JSON.stringify(n), { "Content-Type": "text/plain; charset=UTF-8" });
		expect(res.body.data).toEqual({ received: 1, applied: 1, ignored: 0 });
		expect(await suppressions(s.ws)).toEqual([expect.objectContaining({ reason: "hard_bounce", source: "ses" })]);
		// Another topic, though signed by SNS, is not this channel's.
		const foreign = await snsMessage({
			Type: "Notification",
			Message: sesNotification("Complaint", s.providerMessageId),
			TopicArn: "arn:aws:sns:ap-southeast-1:999999999999:someone-else",
		});
		expect((await post(s.channelId, JSON.stringify(foreign))).status).toBe(401);
		expect((await recipient(s))?.complained_at).toBeNull();
	});
});
