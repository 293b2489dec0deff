// What every delivery-provider client implements (spec 001 §4 "Channels"): one client per vendor
// API in this folder, each constructed with the channel's credentials and config and the outbound
// seam (fetch, base URL). A client knows its vendor's wire format and nothing about our storage;
// errors never carry the request (it holds credentials) nor any credential.
import { kindForStatus, type UpstreamErrorKind } from "../../../platform/http";

/**
 * One message to one recipient. Email clients use subject/html/headers; the others send `text`, except
 * where `template` (WhatsApp Cloud API) or `push` (OneSignal, FCM) says more.
 */
export interface OutboundMessage {
	/** Our id for the send (msg_…); clients pass it where the vendor takes an idempotency or reference key. */
	messageId: string;
	/** An email address, an E.164 number, a chat id, a device/player id or (webhooks) any text. */
	recipient: string;
	subject: string;
	text: string;
	html?: string;
	/** Extra email headers (List-Unsubscribe, List-Unsubscribe-Post). */
	headers?: Record<string, string>;
	/** A WhatsApp approved template (campaigns): sent instead of `text` by the WhatsApp Cloud API client. */
	template?: { name: string; language: string; parameters: string[] };
	/** A push notification's title and the URL opened on tap (campaigns); `text` is its body. */
	push?: { title: string; url?: string };
	occurredAt: string;
}

export interface SendResult {
	/** The vendor's id for the accepted message, when it gives one. */
	providerMessageId: string | null;
	statusCode: number;
}

export class ProviderError extends Error {
	constructor(
		readonly kind: UpstreamErrorKind,
		message: string,
		readonly statusCode: number | null = null,
		readonly upstreamCode: string | null = null,
	) {
		super(message);
		this.name = "ProviderError";
	}
}

export interface ChannelProvider {
	send(msg: OutboundMessage): Promise<SendResult>;
}

export interface ProviderDeps {
	fetch: typeof fetch;
	/** The vendor API's base URL (production default, or MKT_PROVIDER_URLS / the local simulator). */
	baseUrl: string;
	timeoutMs?: number;
	now?: () => number;
}

export type ProviderFactory = (
	credentials: Record<string, string>,
	config: Record<string, unknown>,
	deps: ProviderDeps,
) => ChannelProvider;

/** A non-2xx answer as a ProviderError (the vendor's message shortened; never the request). */
export function answerError(label: string, status: number, code: string | null, message: string): ProviderError {
	const kind = kindForStatus(status);
	const m = message.slice(0, 300);
	const what =
		kind === "invalid_credentials"
			? "rejected the credentials"
			: kind === "unavailable"
				? `is unavailable (HTTP ${status})`
				: kind === "not_found"
					? "has no such resource"
					: `rejected the message${code ? ` (${code})` : ""}`;
	return new ProviderError(kind, `${label} ${what}: ${m}`, status, code);
}

export const networkError = (label: string, why: string) =>
	new ProviderError("unavailable", `${label} could not be reached (network failure: ${why})`);
