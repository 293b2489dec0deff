// GitHub's webhook signature, both directions (issue 21): the intake verifies X-Hub-Signature-256 and
// the local code host signs the push events it sends. The header is "sha256=" + the hex HMAC-SHA256
// of the raw body under the hook's secret. Pure Web Crypto, so Workers and Node both load it.
import { hmacSha256Hex, timingSafeEqual } from "../../../platform/crypto";

export const SIGNATURE_HEADER = "X-Hub-Signature-256";

const HEADER_FORMAT = /^sha256=([0-9a-fA-F]{64})$/;

/** The X-Hub-Signature-256 value for `rawBody`. */
export async function signGithubPayload(secret: string, rawBody: Uint8Array | string): Promise<string> {
	if (!secret) throw new Error("a webhook signature needs a secret");
	return `sha256=${await hmacSha256Hex(secret, rawBody)}`;
}

/**
 * Whether `header` signs exactly `rawBody` (the bytes as received, before any JSON parsing) under
 * `secret`. A missing or malformed header, or an empty secret, is never valid. The comparison takes
 * the same time wherever the digests differ.
 */
export async function verifyGithubSignature(
	secret: string,
	rawBody: Uint8Array | string,
	header: string | null | undefined,
): Promise<boolean> {
	const given = header ? HEADER_FORMAT.exec(header.trim())?.[1] : undefined;
	if (!secret || !given) return false;
	return timingSafeEqual(given.toLowerCase(), await hmacSha256Hex(secret, rawBody));
}
