/** The signature header each service sends. */
export declare const WEBHOOK_SIGNATURE_HEADERS: {
    readonly pay: "Pay-Signature";
    readonly mkt: "Mkt-Signature";
    readonly store: "Store-Signature";
    readonly pos: "Pos-Signature";
    readonly ci: "Ci-Signature";
    readonly loc: "Loc-Signature";
    readonly secrets: "Secrets-Signature";
};
export type WebhookService = keyof typeof WEBHOOK_SIGNATURE_HEADERS;
export declare const DEFAULT_WEBHOOK_TOLERANCE_SECONDS = 300;
/** The body of every delivery. */
export interface WebhookEvent<T = unknown> {
    /** The event id: the dedupe key (delivery is at least once). */
    id: string;
    type: string;
    occurredAt: string;
    accountId: string;
    data: T;
}
export type WebhookVerificationReason = "missing_header" | "malformed_header" | "timestamp_outside_tolerance" | "no_matching_signature" | "invalid_payload";
export declare class WebhookVerificationError extends Error {
    readonly reason: WebhookVerificationReason;
    readonly name = "WebhookVerificationError";
    constructor(reason: WebhookVerificationReason, message: string);
}
export interface VerifyWebhookOptions {
    /** The `<Svc>-Signature` header value as received. */
    header: string | null | undefined;
    /** The raw body: the exact bytes received, before any JSON parsing. */
    payload: string | Uint8Array | ArrayBuffer;
    /** The endpoint's `whsec_...` secret; during a roll on your side, every secret you still accept. */
    secret: string | readonly string[];
    /** Maximum |now - t| in seconds (default 300). */
    toleranceSeconds?: number;
    /** The clock, Unix seconds (default now). */
    now?: number;
}
export interface ParsedSignatureHeader {
    timestamp: number;
    /** Every v1 signature, lowercase hex. */
    signatures: string[];
}
/** `t=<unix>,v1=<hex>[,v1=<hex>...]` → its parts; null when there is no usable t or no v1. */
export declare function parseSignatureHeader(header: string): ParsedSignatureHeader | null;
/**
 * Checks the signature and the timestamp, then parses the body. Throws WebhookVerificationError
 * (with a `reason`) when the delivery must be refused; answer it with a 4xx and do not process it.
 */
export declare function verifyWebhook<T = unknown>(opts: VerifyWebhookOptions): Promise<WebhookEvent<T>>;
/**
 * Verifies a delivery as a Fetch API Request (Workers, Deno, Bun, Node's Request): reads the raw body and
 * the service's `<Svc>-Signature` header.
 */
export declare function verifyWebhookRequest<T = unknown>(request: Request, opts: {
    service: WebhookService;
} & Omit<VerifyWebhookOptions, "header" | "payload">): Promise<WebhookEvent<T>>;
