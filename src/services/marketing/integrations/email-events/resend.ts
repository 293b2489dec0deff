// email_v1 Resend: webhooks signed by Svix. Headers svix-id, svix-timestamp (Unix seconds) and
// svix-signature (space-separated "v1,<base64>" entries: more than one while a secret rotates); the
// signature is HMAC-SHA256 keyed by the base64 after "whsec_" of the endpoint's signing secret, over
// `${id}.${timestamp}.${raw body}`. The body is one event {type, created_at, data: {email_id, to,
// bounce: {type}, failed: {reason}}}; email_id is the id POST /emails answered (our providerMessageId).
import { hmacSha256, timingSafeEqual } from "../../../../platform/crypto";
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
	toBase64,
	type Verified,
	type WebhookRequest,
} from "./common";

/** The channel credential holding the endpoint's signing secret ("whsec_…"). */
export const RESEND_SECRET_KEY = "webhookSecret";

export async function verifyResend(req: WebhookRequest, creds: Record<string, string>): Promise<Verified> {
	const secret = creds[RESEND_SECRET_KEY];
	const key = secret ? fromBase64(secret.replace(/^whsec_/, "")) : null;
	if (!key?.length) return refused(`the channel holds no credentials.${RESEND_SECRET_KEY} to verify with`);
	const id = req.headers.get("svix-id");
	const ts = req.headers.get("svix-timestamp");
	const sigs = req.headers.get("svix-signature");
	if (!id || !ts || !sigs) return refused("svix-id, svix-timestamp and svix-signature are required");
	if (!fresh(ts, req.now)) return refused("svix-timestamp is more than 5 minutes from our clock");
	const expected = utf8(toBase64(await hmacSha256(key, `${id}.${ts}.${req.body}`)));
	const match = sigs
		.split(" ")
		.map((entry) => entry.split(","))
		.some(([version, sig]) => version === "v1" && !!sig && timingSafeEqual(utf8(sig), expected));
	if (!match) return refused("the signature does not match");
	const event = parseJson(req.body);
	return { ok: true, events: isObject(event) ? resendEvents(event, req.now) : [] };
}

function resendEvents(e: Record<string, unknown>, now: number): DeliveryEvent[] {
	const data = isObject(e.data) ? e.data : {};
	const providerMessageId = str(data.email_id);
	if (!providerMessageId) return [];
	const base = {
		providerMessageId,
		at: timeOf(e.created_at ?? data.created_at, now),
		address: addressOf(Array.isArray(data.to) ? data.to[0] : data.to),
	};
	const bounce = isObject(data.bounce) ? data.bounce : {};
	switch (e.type) {
		case "email.delivered":
			return [{ ...base, type: "delivered" }];
		case "email.bounced":
			return [
				{
					...base,
					type: "bounce",
					bounceType: bounce.type === "Permanent" ? "hard" : "soft",
					detail: detailOf(bounce.message),
				},
			];
		case "email.complained":
			return [{ ...base, type: "complaint" }];
		case "email.failed":
			return [{ ...base, type: "failed", detail: detailOf(isObject(data.failed) ? data.failed.reason : undefined) }];
		default:
			return [];
	}
}
