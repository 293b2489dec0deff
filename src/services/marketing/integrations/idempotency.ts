// Idempotency keys for the vendors that take one, all derived from our message id (msg_…), so a send
// retried after a lost answer carries the same key and the vendor answers it without a second message.
// LINE (X-Line-Retry-Key) and OneSignal (idempotency_key) want a UUID: ours is SHA-256 of the message
// id laid out as an RFC 9562 version 8 UUID (the custom, name-based layout), the same id every time.
// Resend takes any key of 1–256 characters: the message id itself, readable in their dashboard.

/** The UUID of a message id: the first 16 bytes of SHA-256(messageId), version 8, variant 10xx. */
export async function messageUuid(messageId: string): Promise<string> {
	const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(messageId));
	const b = new Uint8Array(digest).slice(0, 16);
	b[6] = (b[6] & 0x0f) | 0x80;
	b[8] = (b[8] & 0x3f) | 0x80;
	const x = [...b].map((v) => v.toString(16).padStart(2, "0")).join("");
	return `${x.slice(0, 8)}-${x.slice(8, 12)}-${x.slice(12, 16)}-${x.slice(16, 20)}-${x.slice(20)}`;
}

/** Resend's limit on Idempotency-Key. */
export const RESEND_KEY_MAX = 256;

/** Resend's Idempotency-Key: the message id, or (never for our msg_ ids, but kept within the limit) its UUID. */
export async function resendKey(messageId: string): Promise<string> {
	return messageId.length >= 1 && messageId.length <= RESEND_KEY_MAX ? messageId : messageUuid(messageId);
}
