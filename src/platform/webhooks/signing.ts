// Outbound webhook signatures (DESIGN §4 CONTRACT): header `<Svc>-Signature: t=<unix>,v1=<hex>`
// where v1 = hex HMAC-SHA256(secret, `${t}.${rawBody}`), keyed with the whole `whsec_...` string.
// Receivers reject signatures older than 300 s. Only WebCrypto is used, so the verifier below is
// the receiver snippet docs/webhooks.md prints (and test/platform/webhooks/signing.test.ts runs).

export const SIGNATURE_TOLERANCE_SECONDS = 300;

const enc = new TextEncoder();

async function hmacHex(secret: string, message: string): Promise<string> {
	const key = await crypto.subtle.importKey("raw", enc.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
		"sign",
	]);
	const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, enc.encode(message)));
	return Array.from(mac, (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * The header value for one delivery attempt, signed at `timestamp` (Unix seconds). Several secrets
 * (the new one first, then a rolled one still valid) give one v1 each, as Stripe does.
 */
export async function signatureHeaderValue(
	secret: string | readonly string[],
	rawBody: string,
	timestamp: number,
): Promise<string> {
	const secrets = typeof secret === "string" ? [secret] : secret;
	const v1 = await Promise.all(secrets.map((s) => hmacHex(s, `${timestamp}.${rawBody}`)));
	return [`t=${timestamp}`, ...v1.map((h) => `v1=${h}`)].join(",");
}

// ---- receiver side: copied verbatim into docs/webhooks.md -------------------------------------

/**
 * Verifies a `<Svc>-Signature` header against the raw request body (the exact bytes received,
 * before any JSON parsing). True when any v1 signature matches (during a secret roll the header
 * carries one per valid secret) and t is within `toleranceSeconds` of `nowSeconds`.
 */
export async function verifyWebhookSignature(
	secret: string,
	header: string | null,
	rawBody: string,
	nowSeconds: number = Math.floor(Date.now() / 1000),
	toleranceSeconds = 300,
): Promise<boolean> {
	if (!header) return false;
	let t = Number.NaN;
	const v1: string[] = [];
	for (const part of header.split(",")) {
		const i = part.indexOf("=");
		const k = part.slice(0, i).trim();
		const v = part.slice(i + 1).trim();
		if (k === "t" && /^\d+$/.test(v)) t = Number(v);
		if (k === "v1") v1.push(v.toLowerCase());
	}
	if (!Number.isSafeInteger(t) || Math.abs(nowSeconds - t) > toleranceSeconds) return false;
	const key = await crypto.subtle.importKey(
		"raw",
		new TextEncoder().encode(secret),
		{ name: "HMAC", hash: "SHA-256" },
		false,
		["verify"],
	);
	for (const hex of v1) {
		if (!/^[0-9a-f]{64}$/.test(hex)) continue;
		const sig = new Uint8Array((hex.match(/../g) ?? []).map((b) => Number.parseInt(b, 16)));
		// crypto.subtle.verify compares in constant time.
		if (await crypto.subtle.verify("HMAC", key, sig, new TextEncoder().encode(`${t}.${rawBody}`))) return true;
	}
	return false;
}
