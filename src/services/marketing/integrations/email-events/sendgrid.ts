// email_v2 SendGrid Signed Event Webhook: X-Twilio-Email-Event-Webhook-Signature is a base64 DER
// ECDSA (P-256, SHA-256) signature over the X-Twilio-Email-Event-Webhook-Timestamp header followed by
// the raw body, verified with the public key the Mail Settings page shows (base64 DER SPKI). The body
// is an array of events {event, email, timestamp, sg_message_id, type, reason}. sg_message_id is the
// X-Message-Id our client recorded, then ".filter…" detail: the part before the first "." matches.
import { utf8 } from "../../../../platform/encoding";
import {
	addressOf,
	type DeliveryEvent,
	detailOf,
	fresh,
	fromBase64,
	isObject,
	parseJson,
	refused,
	str,
	timeOf,
	type Verified,
	type WebhookRequest,
} from "./common";
import { ecdsaDerToRaw } from "./der";

/** The channel credential holding the verification key (base64 DER SubjectPublicKeyInfo). */
export const SENDGRID_KEY_KEY = "webhookPublicKey";
export const SENDGRID_SIGNATURE_HEADER = "X-Twilio-Email-Event-Webhook-Signature";
export const SENDGRID_TIMESTAMP_HEADER = "X-Twilio-Email-Event-Webhook-Timestamp";

async function publicKey(b64: string | undefined): Promise<CryptoKey | null> {
	const der = b64 ? fromBase64(b64) : null;
	if (!der) return null;
	try {
		return await crypto.subtle.importKey("spki", der, { name: "ECDSA", namedCurve: "P-256" }, false, ["verify"]);
	} catch {
		return null;
	}
}

export async function verifySendgrid(req: WebhookRequest, creds: Record<string, string>): Promise<Verified> {
	const key = await publicKey(creds[SENDGRID_KEY_KEY]);
	if (!key) return refused(`the channel holds no usable credentials.${SENDGRID_KEY_KEY} to verify with`);
	const sigB64 = req.headers.get(SENDGRID_SIGNATURE_HEADER);
	const ts = req.headers.get(SENDGRID_TIMESTAMP_HEADER);
	if (!sigB64 || !ts) return refused(`${SENDGRID_SIGNATURE_HEADER} and ${SENDGRID_TIMESTAMP_HEADER} are required`);
	if (!fresh(ts, req.now)) return refused(`${SENDGRID_TIMESTAMP_HEADER} is more than 5 minutes from our clock`);
	const der = fromBase64(sigB64);
	const raw = der ? ecdsaDerToRaw(der) : null;
	const ok = !!raw && (await crypto.subtle.verify({ name: "ECDSA", hash: "SHA-256" }, key, raw, utf8(ts + req.body)));
	if (!ok) return refused("the signature does not match");
	const body = parseJson(req.body);
	const events = Array.isArray(body) ? body.filter(isObject).flatMap((e) => sendgridEvent(e, req.now)) : [];
	return { ok: true, events };
}

function sendgridEvent(e: Record<string, unknown>, now: number): DeliveryEvent[] {
	const sg = str(e.sg_message_id);
	if (!sg) return [];
	const base = { providerMessageId: sg.split(".")[0], at: timeOf(e.timestamp, now), address: addressOf(e.email) };
	switch (e.event) {
		case "delivered":
			return [{ ...base, type: "delivered" }];
		case "bounce":
			// type "blocked" is a temporary refusal SendGrid may retry; "bounce" is permanent.
			return [
				{ ...base, type: "bounce", bounceType: e.type === "blocked" ? "soft" : "hard", detail: detailOf(e.reason) },
			];
		case "dropped":
			return [{ ...base, type: "failed", detail: detailOf(e.reason) }];
		case "spamreport":
			return [{ ...base, type: "complaint" }];
		default:
			return [];
	}
}
