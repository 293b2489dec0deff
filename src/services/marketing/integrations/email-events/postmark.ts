// email_v4 Postmark: its webhooks carry no signature; the URL is protected by HTTP Basic auth whose
// user name and password are set on the webhook (https://user:password@host/…) and stored on the
// channel. The body is one record: RecordType Delivery, Bounce (Type HardBounce is permanent) or
// SpamComplaint, each with the MessageID POST /email answered.
import { timingSafeEqual } from "../../../../platform/crypto";
import { utf8 } from "../../../../platform/encoding";
import {
	addressOf,
	type DeliveryEvent,
	detailOf,
	isObject,
	parseJson,
	refused,
	str,
	timeOf,
	type Verified,
	type WebhookRequest,
} from "./common";

export const POSTMARK_USER_KEY = "webhookUsername";
export const POSTMARK_PASSWORD_KEY = "webhookPassword";

/** Bounce records that are not a failed delivery (auto-replies, list requests, tests): ignored. */
const NOT_BOUNCES = new Set(["AutoResponder", "Subscribe", "Unsubscribe", "OpenRelayTest", "ChallengeVerification"]);

export async function verifyPostmark(req: WebhookRequest, creds: Record<string, string>): Promise<Verified> {
	const user = creds[POSTMARK_USER_KEY];
	const password = creds[POSTMARK_PASSWORD_KEY];
	if (!user || !password)
		return refused(`the channel holds no credentials.${POSTMARK_USER_KEY} and ${POSTMARK_PASSWORD_KEY} to check`);
	const given = req.headers.get("Authorization")?.match(/^Basic\s+([A-Za-z0-9+/=]+)\s*$/i)?.[1];
	if (!given) return refused("HTTP Basic credentials are required");
	// Both sides base64 of "user:password": one constant-time comparison of the whole pair.
	const expected = btoa(String.fromCharCode(...utf8(`${user}:${password}`)));
	if (!timingSafeEqual(given, expected)) return refused("the credentials do not match");
	const body = parseJson(req.body);
	return { ok: true, events: isObject(body) ? postmarkEvent(body, req.now) : [] };
}

function postmarkEvent(e: Record<string, unknown>, now: number): DeliveryEvent[] {
	const providerMessageId = str(e.MessageID);
	if (!providerMessageId) return [];
	switch (e.RecordType) {
		case "Delivery":
			return [
				{ providerMessageId, type: "delivered", at: timeOf(e.DeliveredAt, now), address: addressOf(e.Recipient) },
			];
		case "Bounce":
			if (NOT_BOUNCES.has(String(e.Type))) return [];
			return [
				{
					providerMessageId,
					type: "bounce",
					bounceType: e.Type === "HardBounce" ? "hard" : "soft",
					at: timeOf(e.BouncedAt, now),
					address: addressOf(e.Email),
					detail: detailOf(e.Description),
				},
			];
		case "SpamComplaint":
			return [{ providerMessageId, type: "complaint", at: timeOf(e.BouncedAt, now), address: addressOf(e.Email) }];
		default:
			return [];
	}
}
