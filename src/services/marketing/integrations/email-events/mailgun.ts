// email_v3 Mailgun: the proof is in the body — {signature: {timestamp, token, signature}, "event-data"}
// where signature is the hex HMAC-SHA256, keyed by the account's HTTP webhook signing key, of
// timestamp followed by token. event-data.event is delivered, failed (severity permanent or
// temporary) or complained; the message is event-data.message.headers["message-id"], which Mailgun's
// send API answered as "<id>" (our client records it with the angle brackets).
import { hmacSha256Hex, timingSafeEqual } from "../../../../platform/crypto";
import {
	addressOf,
	type DeliveryEvent,
	detailOf,
	fresh,
	isObject,
	parseJson,
	refused,
	str,
	timeOf,
	type Verified,
	type WebhookRequest,
} from "./common";

/** The channel credential holding the HTTP webhook signing key (Mailgun: Sending → Webhooks). */
export const MAILGUN_KEY_KEY = "webhookSigningKey";

export async function verifyMailgun(req: WebhookRequest, creds: Record<string, string>): Promise<Verified> {
	const key = creds[MAILGUN_KEY_KEY];
	if (!key) return refused(`the channel holds no credentials.${MAILGUN_KEY_KEY} to verify with`);
	const body = parseJson(req.body);
	const sig = isObject(body) && isObject(body.signature) ? body.signature : null;
	const ts = sig && (typeof sig.timestamp === "number" ? String(sig.timestamp) : str(sig.timestamp));
	const token = sig && str(sig.token);
	const given = sig && str(sig.signature);
	if (!isObject(body) || !ts || !token || !given)
		return refused("signature.timestamp, token and signature are required");
	if (!fresh(ts, req.now)) return refused("signature.timestamp is more than 5 minutes from our clock");
	if (!timingSafeEqual(given.toLowerCase(), await hmacSha256Hex(key, ts + token)))
		return refused("the signature does not match");
	const data = isObject(body["event-data"]) ? body["event-data"] : null;
	return { ok: true, events: data ? mailgunEvent(data, req.now) : [] };
}

function mailgunEvent(e: Record<string, unknown>, now: number): DeliveryEvent[] {
	const message = isObject(e.message) ? e.message : {};
	const headers = isObject(message.headers) ? message.headers : {};
	const id = str(headers["message-id"]);
	if (!id) return [];
	const status = isObject(e["delivery-status"]) ? e["delivery-status"] : {};
	const base = {
		providerMessageId: id.startsWith("<") ? id : `<${id}>`,
		at: timeOf(e.timestamp, now),
		address: addressOf(e.recipient),
	};
	switch (e.event) {
		case "delivered":
			return [{ ...base, type: "delivered" }];
		case "failed":
			return [
				{
					...base,
					type: "bounce",
					bounceType: e.severity === "permanent" ? "hard" : "soft",
					detail: detailOf(status.description || status.message || e.reason),
				},
			];
		case "complained":
			return [{ ...base, type: "complaint" }];
		default:
			return [];
	}
}
