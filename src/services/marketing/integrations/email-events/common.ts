// What every email provider's delivery-event verifier shares (issue 40): the request it reads, the
// normalised events it answers, and the small checks (base64, freshness, JSON) each scheme uses. A
// verifier is pure but for WebCrypto (and, for SNS, fetching AWS's signing certificate): it never
// reads storage, and it answers events only once the provider's proof holds.
import { base64urlDecode } from "../../../../platform/encoding";

/** One delivery fact about one message the provider accepted from us. */
export interface DeliveryEvent {
	/** The id as our client recorded it (campaign_recipients.provider_message_id). */
	providerMessageId: string;
	type: "delivered" | "bounce" | "complaint" | "failed";
	bounceType?: "hard" | "soft";
	/** When it happened (ms), from the provider; the receipt time when it names none. */
	at: number;
	/** The recipient address the provider names (lowercased), when it names one. */
	address?: string;
	/** The provider's words for a failure or bounce (short). */
	detail?: string;
}

/** The webhook request as received: headers and the raw body (signatures cover the exact bytes). */
export interface WebhookRequest {
	headers: Headers;
	body: string;
	now: number;
}

export type Verified = { ok: true; events: DeliveryEvent[]; subscribeUrl?: string } | { ok: false; reason: string };

export const refused = (reason: string): Verified => ({ ok: false, reason });

/** How far a signed timestamp may be from our clock, either way (Svix's and the brief's 5 minutes). */
export const MAX_SKEW_MS = 5 * 60_000;

/** A Unix-seconds timestamp (string or number) within MAX_SKEW_MS of `now`. */
export function fresh(ts: unknown, now: number, skewMs = MAX_SKEW_MS): boolean {
	const n = typeof ts === "number" ? ts : typeof ts === "string" && /^\d{1,12}(\.\d+)?$/.test(ts) ? Number(ts) : NaN;
	return Number.isFinite(n) && Math.abs(now - n * 1000) <= skewMs;
}

/** Standard base64 (with + / =) to bytes; null when it is not base64. */
export function fromBase64(s: string): Uint8Array | null {
	const t = s.trim();
	if (!/^[A-Za-z0-9+/]*={0,2}$/.test(t)) return null;
	try {
		return base64urlDecode(t.replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_"));
	} catch {
		return null;
	}
}

export function toBase64(bytes: Uint8Array): string {
	let s = "";
	for (const b of bytes) s += String.fromCharCode(b);
	return btoa(s);
}

/** The body as JSON, or null when it is not JSON. */
export function parseJson(body: string): unknown {
	try {
		return JSON.parse(body);
	} catch {
		return null;
	}
}

export const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === "object" && !Array.isArray(v);
export const str = (v: unknown): string | undefined => (typeof v === "string" && v !== "" ? v : undefined);

/** An ISO 8601 time or Unix seconds as ms; `fallback` when neither. */
export function timeOf(v: unknown, fallback: number): number {
	if (typeof v === "number" && Number.isFinite(v)) return Math.round(v * 1000);
	if (typeof v === "string") {
		const t = Date.parse(v);
		if (Number.isFinite(t)) return t;
	}
	return fallback;
}

export const addressOf = (v: unknown) =>
	typeof v === "string" && v.includes("@") ? v.trim().toLowerCase() : undefined;
export const detailOf = (v: unknown) => (typeof v === "string" && v ? v.slice(0, 300) : undefined);

/** What a verifier may need besides the request and the channel's credentials. */
export interface VerifyContext {
	config: Record<string, unknown>;
	/** The outbound seam (SNS certificates). */
	fetch: typeof fetch;
}

export type Verifier = (req: WebhookRequest, creds: Record<string, string>, ctx: VerifyContext) => Promise<Verified>;
