// email_v5 Amazon SES, whose bounce, complaint and delivery notifications reach us through an SNS
// topic subscribed to our URL. SNS signs every message: Signature is base64 RSA (SignatureVersion 1:
// SHA-1, 2: SHA-256) over the canonical string — "Key\nvalue\n" for Message, MessageId, Subject (if
// present), Timestamp, TopicArn, Type on a Notification; Message, MessageId, SubscribeURL, Timestamp,
// Token, TopicArn, Type on a (Un)SubscriptionConfirmation — with the key of the X.509 certificate at
// SigningCertURL, which must be https on sns.<region>.amazonaws.com and end .pem (certificates are
// kept per isolate). A verified SubscriptionConfirmation is answered by fetching its SubscribeURL
// (same host rule). The Notification's Message is SES's JSON: notificationType (eventType with event
// publishing) Delivery, Bounce (bounceType Permanent is hard) or Complaint; mail.messageId is the
// MessageId SendEmail answered.

import { utf8 } from "../../../../platform/encoding";
import { requestUpstream, type UpstreamAnswer } from "../../../../platform/http";
import { isolateCache } from "../../../../platform/isolate-cache";
import {
	addressOf,
	type DeliveryEvent,
	detailOf,
	fromBase64,
	isObject,
	parseJson,
	refused,
	str,
	timeOf,
	type Verified,
	type VerifyContext,
	type WebhookRequest,
} from "./common";
import { pemToDer, spkiOfCertificate } from "./der";

/** The channel config key naming the only topic accepted (recommended: anyone can publish to a topic they own). */
export const SES_TOPIC_CONFIG = "snsTopicArn";
/**
 * How old a message's Timestamp may be. SNS keeps the first attempt's Timestamp on its retries, which
 * a delivery policy may spread over an hour, so the 5-minute window of the other schemes would drop
 * genuine retried bounces; the outcomes are idempotent, so a replay inside the hour changes nothing.
 */
export const SNS_MAX_AGE_MS = 60 * 60_000;
const SNS_HOST = /^sns\.[a-z0-9-]{1,40}\.amazonaws\.com(\.cn)?$/;

/** Why `raw` is not an SNS URL we may fetch (https, sns.<region>.amazonaws.com, default port, no userinfo), or null. */
export function snsUrlProblem(raw: unknown, pem: boolean): string | null {
	let u: URL;
	try {
		u = new URL(String(raw));
	} catch {
		return "is not a URL";
	}
	if (u.protocol !== "https:") return "must be https";
	if (u.username || u.password || u.port) return "must carry no user, password or port";
	if (!SNS_HOST.test(u.hostname)) return "must be on sns.<region>.amazonaws.com";
	if (pem && !u.pathname.endsWith(".pem")) return "must name a .pem certificate";
	return null;
}

// Signing certificates by URL: AWS names each certificate by its hash, so an entry never goes stale.
const certificates = isolateCache<Uint8Array>(24 * 60 * 60_000, 100);
export const forgetSnsCertificates = () => certificates.clear();

async function spkiAt(url: string, fetcher: typeof fetch): Promise<Uint8Array | null> {
	const hit = certificates.peek(url);
	if (hit) return hit;
	const a = await requestUpstream(fetcher, url, { method: "GET", timeoutMs: 5_000 });
	if ("networkError" in a || a.status !== 200 || a.text.length > 32 * 1024) return null;
	const der = pemToDer(a.text);
	const spki = der ? spkiOfCertificate(der) : null;
	if (spki) certificates.set(url, spki);
	return spki;
}

const FIELDS = {
	Notification: ["Message", "MessageId", "Subject", "Timestamp", "TopicArn", "Type"],
	SubscriptionConfirmation: ["Message", "MessageId", "SubscribeURL", "Timestamp", "Token", "TopicArn", "Type"],
	UnsubscribeConfirmation: ["Message", "MessageId", "SubscribeURL", "Timestamp", "Token", "TopicArn", "Type"],
} as const;

/** The string SNS signed: "Key\nvalue\n" per field in its fixed order, an absent Subject left out. */
export function snsCanonical(m: Record<string, unknown>): string | null {
	const fields = FIELDS[m.Type as keyof typeof FIELDS];
	if (!fields) return null;
	let out = "";
	for (const k of fields) {
		const v = m[k];
		if (v === undefined && k === "Subject") continue;
		if (typeof v !== "string") return null;
		out += `${k}\n${v}\n`;
	}
	return out;
}

async function signatureHolds(m: Record<string, unknown>, ctx: VerifyContext): Promise<string | null> {
	const hash = m.SignatureVersion === "1" ? "SHA-1" : m.SignatureVersion === "2" ? "SHA-256" : null;
	if (!hash) return "SignatureVersion must be 1 or 2";
	const certProblem = snsUrlProblem(m.SigningCertURL, true);
	if (certProblem) return `SigningCertURL ${certProblem}`;
	const canonical = snsCanonical(m);
	const sig = typeof m.Signature === "string" ? fromBase64(m.Signature) : null;
	if (!canonical || !sig) return "the message lacks a signed field or its Signature";
	const spki = await spkiAt(String(m.SigningCertURL), ctx.fetch);
	if (!spki) return "the signing certificate could not be read";
	try {
		const key = await crypto.subtle.importKey("spki", spki, { name: "RSASSA-PKCS1-v1_5", hash }, false, ["verify"]);
		return (await crypto.subtle.verify("RSASSA-PKCS1-v1_5", key, sig, utf8(canonical)))
			? null
			: "the signature does not match";
	} catch {
		return "the signing certificate holds no RSA key";
	}
}

export async function verifySes(
	req: WebhookRequest,
	_creds: Record<string, string>,
	ctx: VerifyContext,
): Promise<Verified> {
	const m = parseJson(req.body);
	if (!isObject(m)) return refused("the body is not an SNS message");
	const problem = await signatureHolds(m, ctx);
	if (problem) return refused(problem);
	const topic = str(ctx.config[SES_TOPIC_CONFIG]);
	if (topic && m.TopicArn !== topic) return refused(`TopicArn is not the channel's config.${SES_TOPIC_CONFIG}`);
	const sent = Date.parse(String(m.Timestamp));
	if (!(req.now - sent <= SNS_MAX_AGE_MS && sent - req.now <= 5 * 60_000))
		return refused("Timestamp is more than an hour old (or in the future)");
	if (m.Type === "SubscriptionConfirmation") {
		const urlProblem = snsUrlProblem(m.SubscribeURL, false);
		return urlProblem
			? refused(`SubscribeURL ${urlProblem}`)
			: { ok: true, events: [], subscribeUrl: String(m.SubscribeURL) };
	}
	const message = m.Type === "Notification" ? parseJson(String(m.Message)) : null;
	return { ok: true, events: isObject(message) ? sesEvents(message, req.now) : [] };
}

function sesEvents(n: Record<string, unknown>, now: number): DeliveryEvent[] {
	const mail = isObject(n.mail) ? n.mail : {};
	const providerMessageId = str(mail.messageId);
	if (!providerMessageId) return [];
	const first = (list: unknown) => (Array.isArray(list) && isObject(list[0]) ? list[0].emailAddress : undefined);
	const bounce = isObject(n.bounce) ? n.bounce : {};
	const complaint = isObject(n.complaint) ? n.complaint : {};
	const delivery = isObject(n.delivery) ? n.delivery : {};
	switch (n.notificationType ?? n.eventType) {
		case "Delivery":
			return [
				{
					providerMessageId,
					type: "delivered",
					at: timeOf(delivery.timestamp, now),
					address: addressOf(Array.isArray(delivery.recipients) ? delivery.recipients[0] : undefined),
				},
			];
		case "Bounce":
			return [
				{
					providerMessageId,
					type: "bounce",
					bounceType: bounce.bounceType === "Permanent" ? "hard" : "soft",
					at: timeOf(bounce.timestamp, now),
					address: addressOf(first(bounce.bouncedRecipients)),
					detail: detailOf(bounce.bounceSubType),
				},
			];
		case "Complaint":
			return [
				{
					providerMessageId,
					type: "complaint",
					at: timeOf(complaint.timestamp, now),
					address: addressOf(first(complaint.complainedRecipients)),
				},
			];
		default:
			return [];
	}
}

/** Confirms the subscription (GET SubscribeURL, already checked to be on SNS's host); true on a 2xx. */
export async function confirmSnsSubscription(url: string, fetcher: typeof fetch): Promise<boolean> {
	const a: UpstreamAnswer | { networkError: string } = await requestUpstream(fetcher, url, {
		method: "GET",
		timeoutMs: 10_000,
	});
	return !("networkError" in a) && a.status >= 200 && a.status < 300;
}
