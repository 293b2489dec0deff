export type SigningScheme = "Pay-HMAC-SHA256" | "Mkt-HMAC-SHA256";
export interface HmacKey {
    /** The key's public id (pk_test_..., mkk_...). */
    keyId: string;
    /** The secret shown once when the key was minted (`key` in the create answer). */
    secret: string;
    /** The scope= parameter: `*` (default) or one scope the key holds. */
    scope?: string;
}
export interface SignInput {
    method: string;
    /** Path and query string exactly as sent. */
    path: string;
    /** Unix seconds. */
    timestamp: number;
    /** The exact body bytes (empty for none). */
    body?: Uint8Array | string;
    idempotencyKey?: string;
    onBehalfOf?: string;
}
/** A copy on a fresh ArrayBuffer (what Web Crypto takes in every runtime's typings). */
export declare function ownBytes(b: Uint8Array | string | undefined): Uint8Array<ArrayBuffer>;
export declare function sha256Hex(body: Uint8Array | string): Promise<string>;
export declare function hmacSha256Hex(secret: string, message: Uint8Array | string): Promise<string>;
/** The string the signature covers. */
export declare function stringToSign(input: SignInput): Promise<string>;
/** The Authorization header value for one request. */
export declare function authorizationHeader(scheme: SigningScheme, key: HmacKey, input: SignInput): Promise<string>;
/** `Pay` for Pay-HMAC-SHA256: the prefix of its X-Pay-Timestamp and X-Pay-On-Behalf-Of headers. */
export declare const headerPrefix: (scheme: SigningScheme) => string;
/**
 * Signs a Request in place: reads its body (from a clone), sets Authorization and X-<Pfx>-Timestamp.
 * The Idempotency-Key and X-<Pfx>-On-Behalf-Of headers already on it are signed as sent.
 */
export declare function signRequest(scheme: SigningScheme, key: HmacKey, request: Request, nowMs?: number): Promise<Request>;
