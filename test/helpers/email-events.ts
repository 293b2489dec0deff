// Signing email providers' delivery webhooks the way each vendor documents it (issue 40), written
// independently of the verifiers so the tests check the vendors' schemes: Svix (Resend), SendGrid's
// ECDSA, Mailgun's HMAC, Postmark's Basic auth and SNS's RSA over the canonical string. The SNS key
// and self-signed certificate under test/fixtures/sns/ are test-only (made with openssl once).
import snsCertPem from "../fixtures/sns/cert.pem?raw";
import snsKeyPem from "../fixtures/sns/key.pem?raw";

export { snsCertPem };

const enc = new TextEncoder();
const b64 = (bytes: ArrayBuffer | Uint8Array) => {
	let s = "";
	for (const b of new Uint8Array(bytes)) s += String.fromCharCode(b);
	return btoa(s);
};
const unb64 = (s: string) => Uint8Array.from(atob(s), (ch) => ch.charCodeAt(0));
const nowSec = () => Math.floor(Date.now() / 1000);

/** A Resend (Svix) signing secret: whsec_ + base64 of 24 random bytes. */
export const newSvixSecret = () => `whsec_${b64(crypto.getRandomValues(new Uint8Array(24)))}`;

export async function svixHeaders(secret: string, body: string, opts: { ts?: number; id?: string } = {}) {
	const id = opts.id ?? `msg_${crypto.randomUUID()}`;
	const ts = String(opts.ts ?? nowSec());
	const key = await crypto.subtle.importKey(
		"raw",
		unb64(secret.replace(/^whsec_/, "")),
		{ name: "HMAC", hash: "SHA-256" },
		false,
		["sign"],
	);
	const sig = b64(await crypto.subtle.sign("HMAC", key, enc.encode(`${id}.${ts}.${body}`)));
	return { "svix-id": id, "svix-timestamp": ts, "svix-signature": `v1,${sig}` };
}

/** r‖s (WebCrypto's ECDSA output) as the DER SEQUENCE SendGrid sends. */
function derSignature(raw: Uint8Array) {
	const int = (v: Uint8Array) => {
		let i = 0;
		while (i < v.length - 1 && v[i] === 0) i++;
		let x = v.slice(i);
		if (x[0] & 0x80) x = Uint8Array.from([0, ...x]);
		return [0x02, x.length, ...x];
	};
	const body = [...int(raw.slice(0, 32)), ...int(raw.slice(32))];
	return Uint8Array.from([0x30, body.length, ...body]);
}

/** A SendGrid verification key pair: the base64 DER public key and a signer of timestamp + body. */
export async function sendgridKeys() {
	const pair = (await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, [
		"sign",
		"verify",
	])) as CryptoKeyPair;
	const publicKey = b64((await crypto.subtle.exportKey("spki", pair.publicKey)) as ArrayBuffer);
	return {
		publicKey,
		async headers(body: string, ts = nowSec()) {
			const raw = new Uint8Array(
				await crypto.subtle.sign({ name: "ECDSA", hash: "SHA-256" }, pair.privateKey, enc.encode(`${ts}${body}`)),
			);
			return {
				"X-Twilio-Email-Event-Webhook-Signature": b64(derSignature(raw)),
				"X-Twilio-Email-Event-Webhook-Timestamp": String(ts),
			};
		},
	};
}

/** A Mailgun webhook body: {signature: {timestamp, token, signature}, "event-data"}. */
export async function mailgunBody(signingKey: string, eventData: unknown, ts = nowSec()) {
	const token = crypto.randomUUID().replace(/-/g, "") + crypto.randomUUID().replace(/-/g, "").slice(0, 18);
	const key = await crypto.subtle.importKey("raw", enc.encode(signingKey), { name: "HMAC", hash: "SHA-256" }, false, [
		"sign",
	]);
	const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, enc.encode(`${ts}${token}`)));
	const signature = [...mac].map((b) => b.toString(16).padStart(2, "0")).join("");
	return JSON.stringify({ signature: { timestamp: String(ts), token, signature }, "event-data": eventData });
}

export const basicAuth = (user: string, password: string) => ({
	Authorization: `Basic ${btoa(`${user}:${password}`)}`,
});

export const SNS_CERT_URL = "https://sns.ap-southeast-1.amazonaws.com/SimpleNotificationService-test.pem";
export const SNS_TOPIC = "arn:aws:sns:ap-southeast-1:123456789012:ses-events";

let snsKey: Promise<CryptoKey> | null = null;
const fixtureKey = (hash: "SHA-1" | "SHA-256") =>
	crypto.subtle.importKey(
		"pkcs8",
		unb64(snsKeyPem.replace(/-----[A-Z ]+-----/g, "").replace(/\s+/g, "")),
		{ name: "RSASSA-PKCS1-v1_5", hash },
		false,
		["sign"],
	);

const SIGNED = {
	Notification: ["Message", "MessageId", "Subject", "Timestamp", "TopicArn", "Type"],
	SubscriptionConfirmation: ["Message", "MessageId", "SubscribeURL", "Timestamp", "Token", "TopicArn", "Type"],
} as const;

/** An SNS message signed with the fixture key (or `key`), SignatureVersion 1 or 2. */
export async function snsMessage(
	fields: Record<string, string> & { Type: "Notification" | "SubscriptionConfirmation" },
	opts: { version?: "1" | "2"; key?: CryptoKey; certUrl?: string } = {},
) {
	const version = opts.version ?? "2";
	const m: Record<string, string> = {
		MessageId: crypto.randomUUID(),
		TopicArn: SNS_TOPIC,
		Timestamp: new Date().toISOString(),
		...fields,
	};
	let canonical = "";
	for (const k of SIGNED[m.Type as keyof typeof SIGNED]) if (m[k] !== undefined) canonical += `${k}\n${m[k]}\n`;
	const key = opts.key ?? (version === "2" ? await (snsKey ??= fixtureKey("SHA-256")) : await fixtureKey("SHA-1"));
	const sig = await crypto.subtle.sign("RSASSA-PKCS1-v1_5", key, enc.encode(canonical));
	return { ...m, SignatureVersion: version, Signature: b64(sig), SigningCertURL: opts.certUrl ?? SNS_CERT_URL };
}

/** An RSA key that is not the certificate's (a forger's). */
export const otherRsaKey = async (hash: "SHA-1" | "SHA-256" = "SHA-256") =>
	(
		(await crypto.subtle.generateKey(
			{ name: "RSASSA-PKCS1-v1_5", modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash },
			false,
			["sign", "verify"],
		)) as CryptoKeyPair
	).privateKey;

/** An SES notification as SNS's Message carries it. */
export function sesNotification(type: "Bounce" | "Complaint" | "Delivery", messageId: string, extra: object = {}) {
	const at = new Date().toISOString();
	const mail = { timestamp: at, messageId, source: "shop@example.com", destination: ["budi@example.com"] };
	const detail =
		type === "Bounce"
			? {
					bounce: {
						bounceType: "Permanent",
						bounceSubType: "General",
						bouncedRecipients: [{ emailAddress: "budi@example.com" }],
						timestamp: at,
						...extra,
					},
				}
			: type === "Complaint"
				? { complaint: { complainedRecipients: [{ emailAddress: "budi@example.com" }], timestamp: at, ...extra } }
				: { delivery: { recipients: ["budi@example.com"], timestamp: at, ...extra } };
	return JSON.stringify({ notificationType: type, mail, ...detail });
}
