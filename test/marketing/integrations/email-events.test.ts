// The email providers' delivery-event verifiers (issue 40): each accepts what its vendor signs and
// refuses a tampered body, a wrong key and a stale timestamp; each maps the vendor's events onto
// delivered / bounce (hard or soft) / complaint / failed with the message id our client recorded.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { VerifyContext } from "../../../src/services/marketing/integrations/email-events/common";
import {
	ecdsaDerToRaw,
	pemToDer,
	readTlv,
	spkiOfCertificate,
} from "../../../src/services/marketing/integrations/email-events/der";
import { verifyMailgun } from "../../../src/services/marketing/integrations/email-events/mailgun";
import { verifyPostmark } from "../../../src/services/marketing/integrations/email-events/postmark";
import { verifyResend } from "../../../src/services/marketing/integrations/email-events/resend";
import { verifySendgrid } from "../../../src/services/marketing/integrations/email-events/sendgrid";
import {
	forgetSnsCertificates,
	snsUrlProblem,
	verifySes,
} from "../../../src/services/marketing/integrations/email-events/ses";
import {
	basicAuth,
	mailgunBody,
	newSvixSecret,
	otherRsaKey,
	SNS_CERT_URL,
	SNS_TOPIC,
	sendgridKeys,
	sesNotification,
	snsCertPem,
	snsMessage,
	svixHeaders,
} from "../../helpers/email-events";

const req = (body: string, headers: Record<string, string> = {}) => ({
	headers: new Headers(headers),
	body,
	now: Date.now(),
});
const noFetch = vi.fn(async () => new Response("unexpected", { status: 500 }));
const ctx = (config: Record<string, unknown> = {}, fetcher: typeof fetch = noFetch): VerifyContext => ({
	config,
	fetch: fetcher,
});
const old = () => Math.floor(Date.now() / 1000) - 6 * 60;

describe("Resend (Svix)", () => {
	const secret = newSvixSecret();
	const creds = { apiKey: "re_x", webhookSecret: secret };
	const bounced = JSON.stringify({
		type: "email.bounced",
		created_at: "2026-11-29T01:02:03.000Z",
		data: {
			email_id: "4ef9a417-02e9-4d39-ad75-9611e0fcc33c",
			to: ["Budi@Example.com"],
			bounce: { type: "Permanent", subType: "Suppressed", message: "mailbox does not exist" },
		},
	});

	it("verifies the signature and maps a permanent bounce to a hard one", async () => {
		const v = await verifyResend(req(bounced, await svixHeaders(secret, bounced)), creds);
		expect(v).toEqual({
			ok: true,
			events: [
				{
					providerMessageId: "4ef9a417-02e9-4d39-ad75-9611e0fcc33c",
					type: "bounce",
					bounceType: "hard",
					at: Date.parse("2026-11-29T01:02:03.000Z"),
					address: "budi@example.com",
					detail: "mailbox does not exist",
				},
			],
		});
	});

	it("accepts any matching v1 entry (a secret being rotated) and maps the other event types", async () => {
		const cases = [
			["email.delivered", {}, { type: "delivered" }],
			["email.bounced", { bounce: { type: "Transient" } }, { type: "bounce", bounceType: "soft" }],
			["email.complained", {}, { type: "complaint" }],
			[
				"email.failed",
				{ failed: { reason: "reached_daily_quota" } },
				{ type: "failed", detail: "reached_daily_quota" },
			],
			["email.opened", {}, null],
		] as const;
		for (const [type, extra, want] of cases) {
			const body = JSON.stringify({ type, created_at: new Date().toISOString(), data: { email_id: "e1", ...extra } });
			const h = await svixHeaders(secret, body);
			h["svix-signature"] = `v1,AAAA ${h["svix-signature"]}`;
			const v = await verifyResend(req(body, h), creds);
			expect(v.ok).toBe(true);
			if (v.ok) expect(v.events).toEqual(want ? [expect.objectContaining({ providerMessageId: "e1", ...want })] : []);
		}
	});

	it("refuses a tampered body, another secret, a stale timestamp, missing headers and a channel without the secret", async () => {
		const h = await svixHeaders(secret, bounced);
		expect((await verifyResend(req(bounced.replace("Permanent", "Transient"), h), creds)).ok).toBe(false);
		expect((await verifyResend(req(bounced, await svixHeaders(newSvixSecret(), bounced)), creds)).ok).toBe(false);
		expect((await verifyResend(req(bounced, await svixHeaders(secret, bounced, { ts: old() })), creds)).ok).toBe(false);
		expect((await verifyResend(req(bounced, { "svix-id": h["svix-id"] }), creds)).ok).toBe(false);
		expect(await verifyResend(req(bounced, h), { apiKey: "re_x" })).toEqual({
			ok: false,
			reason: expect.stringContaining("webhookSecret"),
		});
	});
});

describe("SendGrid (Signed Event Webhook)", () => {
	const events = (extra: object[]) =>
		JSON.stringify(
			extra.map((e) => ({
				email: "budi@example.com",
				timestamp: 1795000000,
				sg_event_id: crypto.randomUUID(),
				sg_message_id: "14c5d75ce93.dfd.64b469.filter0001.16648.5515E0B88.0",
				...e,
			})),
		);

	it("verifies the ECDSA signature over timestamp + body and maps each event of the array", async () => {
		const keys = await sendgridKeys();
		const body = events([
			{ event: "processed" },
			{ event: "delivered", response: "250 OK" },
			{ event: "bounce", type: "bounce", reason: "550 5.1.1 unknown user" },
			{ event: "bounce", type: "blocked", reason: "421 try later" },
			{ event: "dropped", reason: "Bounced Address" },
			{ event: "spamreport" },
		]);
		const v = await verifySendgrid(req(body, await keys.headers(body)), { webhookPublicKey: keys.publicKey });
		expect(v.ok).toBe(true);
		if (!v.ok) return;
		const base = { providerMessageId: "14c5d75ce93", at: 1795000000_000, address: "budi@example.com" };
		expect(v.events).toEqual([
			{ ...base, type: "delivered" },
			{ ...base, type: "bounce", bounceType: "hard", detail: "550 5.1.1 unknown user" },
			{ ...base, type: "bounce", bounceType: "soft", detail: "421 try later" },
			{ ...base, type: "failed", detail: "Bounced Address" },
			{ ...base, type: "complaint" },
		]);
	});

	it("refuses a tampered body, another key, a stale timestamp and a malformed signature", async () => {
		const keys = await sendgridKeys();
		const other = await sendgridKeys();
		const body = events([{ event: "delivered" }]);
		const creds = { webhookPublicKey: keys.publicKey };
		const h = await keys.headers(body);
		expect((await verifySendgrid(req(body, h), creds)).ok).toBe(true);
		expect((await verifySendgrid(req(body.replace("delivered", "bounce"), h), creds)).ok).toBe(false);
		expect((await verifySendgrid(req(body, await other.headers(body)), creds)).ok).toBe(false);
		expect((await verifySendgrid(req(body, await keys.headers(body, old())), creds)).ok).toBe(false);
		const bad = { ...h, "X-Twilio-Email-Event-Webhook-Signature": "MAYCAQECAQE=" };
		expect((await verifySendgrid(req(body, bad), creds)).ok).toBe(false);
		expect((await verifySendgrid(req(body, h), { webhookPublicKey: "not-a-key" })).ok).toBe(false);
	});
});

describe("Mailgun", () => {
	const key = "key-0123456789abcdef0123456789abcdef";
	const data = (e: object) => ({
		event: "failed",
		severity: "permanent",
		timestamp: 1795000000.5,
		recipient: "Budi@example.com",
		message: { headers: { "message-id": "20261129010203.1.ABC@mg.toko.example" } },
		"delivery-status": { description: "No such mailbox" },
		...e,
	});

	it("verifies the HMAC of timestamp + token and records the message id as the send API answered it (<id>)", async () => {
		const body = await mailgunBody(key, data({}));
		expect(await verifyMailgun(req(body), { webhookSigningKey: key })).toEqual({
			ok: true,
			events: [
				{
					providerMessageId: "<20261129010203.1.ABC@mg.toko.example>",
					type: "bounce",
					bounceType: "hard",
					at: 1795000000_500,
					address: "budi@example.com",
					detail: "No such mailbox",
				},
			],
		});
		for (const [e, want] of [
			[{ severity: "temporary" }, { type: "bounce", bounceType: "soft" }],
			[{ event: "delivered" }, { type: "delivered" }],
			[{ event: "complained" }, { type: "complaint" }],
		] as const) {
			const v = await verifyMailgun(req(await mailgunBody(key, data(e))), { webhookSigningKey: key });
			expect(v.ok && v.events[0]).toMatchObject(want);
		}
	});

	it("refuses a forged signature, another key, a stale timestamp and a body without a signature", async () => {
		const body = await mailgunBody(key, data({}));
		const forged = JSON.parse(body);
		forged["event-data"].recipient = "other@example.com";
		forged.signature.signature = "0".repeat(64);
		expect((await verifyMailgun(req(JSON.stringify(forged)), { webhookSigningKey: key })).ok).toBe(false);
		expect((await verifyMailgun(req(body), { webhookSigningKey: "key-other" })).ok).toBe(false);
		expect((await verifyMailgun(req(await mailgunBody(key, data({}), old())), { webhookSigningKey: key })).ok).toBe(
			false,
		);
		expect((await verifyMailgun(req(JSON.stringify({ "event-data": data({}) })), { webhookSigningKey: key })).ok).toBe(
			false,
		);
	});
});

describe("Postmark (HTTP Basic auth)", () => {
	const creds = { serverToken: "pm", webhookUsername: "pasar", webhookPassword: "s3cret-pass" };
	const bounce = JSON.stringify({
		RecordType: "Bounce",
		Type: "HardBounce",
		MessageID: "883953f4-6105-42a2-a16a-77a8eac79483",
		Email: "budi@example.com",
		BouncedAt: "2026-11-29T08:28:10.2735393+07:00",
		Description: "The server was unable to deliver your message",
	});

	it("accepts the configured credentials and maps Delivery, Bounce and SpamComplaint", async () => {
		const v = await verifyPostmark(req(bounce, basicAuth("pasar", "s3cret-pass")), creds);
		expect(v.ok && v.events).toEqual([
			{
				providerMessageId: "883953f4-6105-42a2-a16a-77a8eac79483",
				type: "bounce",
				bounceType: "hard",
				at: Date.parse("2026-11-29T01:28:10.273Z"),
				address: "budi@example.com",
				detail: "The server was unable to deliver your message",
			},
		]);
		for (const [record, want] of [
			[{ RecordType: "Bounce", Type: "SoftBounce" }, [{ type: "bounce", bounceType: "soft" }]],
			[{ RecordType: "Bounce", Type: "AutoResponder" }, []],
			[
				{ RecordType: "Delivery", DeliveredAt: "2026-11-29T01:00:00Z", Recipient: "budi@example.com" },
				[{ type: "delivered" }],
			],
			[{ RecordType: "SpamComplaint", Type: "SpamComplaint" }, [{ type: "complaint" }]],
			[{ RecordType: "Open" }, []],
		] as const) {
			const body = JSON.stringify({ MessageID: "m1", ...record });
			const v = await verifyPostmark(req(body, basicAuth("pasar", "s3cret-pass")), creds);
			expect(v.ok && v.events).toEqual(want.map((w) => expect.objectContaining(w)));
		}
	});

	it("refuses a wrong password, no credentials and a channel without webhook credentials", async () => {
		expect((await verifyPostmark(req(bounce, basicAuth("pasar", "guess")), creds)).ok).toBe(false);
		expect((await verifyPostmark(req(bounce), creds)).ok).toBe(false);
		expect((await verifyPostmark(req(bounce, basicAuth("pasar", "s3cret-pass")), { serverToken: "pm" })).ok).toBe(
			false,
		);
	});
});

describe("Amazon SES through SNS", () => {
	let certFetches = 0;
	const certFetch = vi.fn(async (input: RequestInfo | URL) => {
		const url = String(input instanceof Request ? input.url : input);
		if (url === SNS_CERT_URL) {
			certFetches++;
			return new Response(snsCertPem);
		}
		return new Response("not found", { status: 404 });
	}) as unknown as typeof fetch;
	beforeEach(() => {
		forgetSnsCertificates();
		certFetches = 0;
	});
	afterEach(() => vi.clearAllMocks());

	it("verifies SignatureVersion 1 and 2 with the certificate's key, fetched once per isolate", async () => {
		for (const version of ["2", "1"] as const) {
			const m = await snsMessage(
				{ Type: "Notification", Message: sesNotification("Bounce", "0102019-ses-id"), Subject: "Amazon SES" },
				{ version },
			);
			const v = await verifySes(req(JSON.stringify(m)), {}, ctx({ snsTopicArn: SNS_TOPIC }, certFetch));
			expect(v).toEqual({
				ok: true,
				events: [expect.objectContaining({ providerMessageId: "0102019-ses-id", type: "bounce", bounceType: "hard" })],
			});
		}
		expect(certFetches).toBe(1);
	});

	it("maps Delivery, Complaint, a transient bounce and event publishing's eventType", async () => {
		const cases = [
			[sesNotification("Delivery", "d1"), { type: "delivered", address: "budi@example.com" }],
			[sesNotification("Complaint", "c1"), { type: "complaint" }],
			[sesNotification("Bounce", "b1", { bounceType: "Transient" }), { type: "bounce", bounceType: "soft" }],
			[
				sesNotification("Bounce", "b2").replace('"notificationType"', '"eventType"'),
				{ type: "bounce", bounceType: "hard" },
			],
		] as const;
		for (const [message, want] of cases) {
			const v = await verifySes(
				req(JSON.stringify(await snsMessage({ Type: "Notification", Message: message }))),
				{},
				ctx({}, certFetch),
			);
			expect(v.ok && v.events[0]).toMatchObject(want);
		}
	});

	it("refuses a tampered message, another key, another topic, an old message and certificates off SNS's host", async () => {
		const m = await snsMessage({ Type: "Notification", Message: sesNotification("Bounce", "x1") });
		const verify = (x: object, config = {}) => verifySes(req(JSON.stringify(x)), {}, ctx(config, certFetch));
		expect((await verify({ ...m, Message: sesNotification("Bounce", "x2") })).ok).toBe(false);
		expect(
			(await verify(await snsMessage({ Type: "Notification", Message: "{}" }, { key: await otherRsaKey() }))).ok,
		).toBe(false);
		expect(await verify(m, { snsTopicArn: "arn:aws:sns:ap-southeast-1:123456789012:other" })).toEqual({
			ok: false,
			reason: expect.stringContaining("TopicArn"),
		});
		const stale = await snsMessage({
			Type: "Notification",
			Message: "{}",
			Timestamp: new Date(Date.now() - 2 * 60 * 60_000).toISOString(),
		});
		expect((await verify(stale)).ok).toBe(false);
		for (const url of [
			"http://sns.ap-southeast-1.amazonaws.com/cert.pem",
			"https://sns.ap-southeast-1.amazonaws.com.evil.example/cert.pem",
			"https://evil.example/sns.ap-southeast-1.amazonaws.com/cert.pem",
			"https://user@sns.ap-southeast-1.amazonaws.com/cert.pem",
			"https://sns.ap-southeast-1.amazonaws.com:8443/cert.pem",
			"https://sns.ap-southeast-1.amazonaws.com/cert.txt",
		]) {
			const v = await verify(await snsMessage({ Type: "Notification", Message: "{}" }, { certUrl: url }));
			expect(v.ok, url).toBe(false);
		}
		// Only the genuine certificate was ever fetched: the URLs off SNS's host were refused unread.
		expect(certFetches).toBe(1);
		expect((await verify({ ...m, SignatureVersion: "3" })).ok).toBe(false);
	});

	it("answers a verified SubscriptionConfirmation with its SubscribeURL, only on SNS's host", async () => {
		const subscribe = "https://sns.ap-southeast-1.amazonaws.com/?Action=ConfirmSubscription&TopicArn=x&Token=t";
		const m = await snsMessage({
			Type: "SubscriptionConfirmation",
			Message: "confirm",
			SubscribeURL: subscribe,
			Token: "t",
		});
		expect(await verifySes(req(JSON.stringify(m)), {}, ctx({}, certFetch))).toEqual({
			ok: true,
			events: [],
			subscribeUrl: subscribe,
		});
		const evil = await snsMessage({
			Type: "SubscriptionConfirmation",
			Message: "confirm",
			SubscribeURL: "https://169.254.169.254/latest/meta-data",
			Token: "t",
		});
		expect((await verifySes(req(JSON.stringify(evil)), {}, ctx({}, certFetch))).ok).toBe(false);
		expect(snsUrlProblem("https://sns.us-east-1.amazonaws.com/?Action=ConfirmSubscription", false)).toBeNull();
	});
});

describe("the bounded DER reader", () => {
	it("takes the certificate's public key (it verifies the fixture's signatures above) and refuses truncated input", async () => {
		const der = pemToDer(snsCertPem);
		expect(der).not.toBeNull();
		const spki = spkiOfCertificate(der as Uint8Array);
		const key = await crypto.subtle.importKey(
			"spki",
			spki as Uint8Array,
			{ name: "RSASSA-PKCS1-v1_5", hash: "SHA-256" },
			true,
			["verify"],
		);
		expect((key.algorithm as { modulusLength: number }).modulusLength).toBe(2048);
		for (const cut of [1, 10, 100, (der as Uint8Array).length - 1])
			expect(spkiOfCertificate((der as Uint8Array).slice(0, cut)), `cut at ${cut}`).toBeNull();
		expect(spkiOfCertificate(new Uint8Array(20_000))).toBeNull();
		expect(pemToDer("no pem here")).toBeNull();
	});

	it("reads lengths of at most 4 bytes inside their parent, and converts DER ECDSA signatures", () => {
		expect(readTlv(Uint8Array.from([0x30, 0x85, 1, 1, 1, 1, 1]), 0)).toBeNull();
		expect(readTlv(Uint8Array.from([0x30, 0x80, 0, 0]), 0)).toBeNull();
		expect(readTlv(Uint8Array.from([0x30, 0x82, 0xff, 0xff, 0]), 0)).toBeNull();
		expect(readTlv(Uint8Array.from([0x04, 0x81, 0x01, 0x2a]), 0)).toEqual({ tag: 4, offset: 0, start: 3, end: 4 });
		const raw = ecdsaDerToRaw(Uint8Array.from([0x30, 0x07, 0x02, 0x02, 0x00, 0x81, 0x02, 0x01, 0x05]));
		expect(raw?.[31]).toBe(0x81);
		expect(raw?.[63]).toBe(0x05);
		expect(ecdsaDerToRaw(Uint8Array.from([0x30, 0x03, 0x02, 0x01, 0x01]))).toBeNull();
		expect(
			ecdsaDerToRaw(Uint8Array.from([0x30, 0x24, 0x02, 0x21, ...new Array(33).fill(1), 0x02, 0x01, 1])),
		).toBeNull();
	});
});
