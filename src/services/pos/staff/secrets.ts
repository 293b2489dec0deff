// The two secrets of staff access (issue 43): a member's PIN, kept only as a salted slow hash, and the
// manager approval token, signed with a key derived from MASTER_KEY. Neither is ever logged.

import { deriveSecret, hmacSha256, timingSafeEqual } from "../../../platform/crypto";
import { base64urlDecode, base64urlEncode } from "../../../platform/encoding";

/** Workers allows at most 100 000 PBKDF2 iterations. */
const PIN_ITERATIONS = 100_000;

async function pbkdf2(pin: string, salt: Uint8Array) {
	const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(pin), "PBKDF2", false, ["deriveBits"]);
	const bits = await crypto.subtle.deriveBits(
		{ name: "PBKDF2", hash: "SHA-256", salt, iterations: PIN_ITERATIONS },
		key,
		256,
	);
	return base64urlEncode(new Uint8Array(bits));
}

/** A new PIN's salt (16 random bytes) and PBKDF2-SHA-256 hash, both base64url. */
export async function hashPin(pin: string) {
	const salt = crypto.getRandomValues(new Uint8Array(16));
	return { pinSalt: base64urlEncode(salt), pinHash: await pbkdf2(pin, salt) };
}

export const pinMatches = async (pin: string, row: { pinSalt: string; pinHash: string }) =>
	timingSafeEqual(await pbkdf2(pin, base64urlDecode(row.pinSalt)), row.pinHash);

export interface Approval {
	workspaceId: string;
	permission: string;
	staffId: string;
	/** Epoch ms. */
	expiresAt: number;
	nonce: string;
}

export const APPROVAL_MAX_TTL_S = 300;
const signingKey = (masterKey: string) => deriveSecret(masterKey, "pos-approval-token");
const enc = (s: string) => base64urlEncode(new TextEncoder().encode(s));

/** `<base64url(JSON)>.<base64url(HMAC-SHA-256)>`: the claims are readable, only the signature proves them. */
export async function signApproval(masterKey: string, a: Approval) {
	const body = enc(JSON.stringify(a));
	return `${body}.${base64urlEncode(await hmacSha256(await signingKey(masterKey), body))}`;
}

/** The token's claims when its signature holds and it has not expired; null otherwise. */
export async function readApproval(masterKey: string, token: string, now: number): Promise<Approval | null> {
	const [body, sig, extra] = token.split(".");
	if (!body || !sig || extra !== undefined || token.length > 1000) return null;
	const want = base64urlEncode(await hmacSha256(await signingKey(masterKey), body));
	if (!timingSafeEqual(want, sig)) return null;
	try {
		const a = JSON.parse(new TextDecoder().decode(base64urlDecode(body))) as Approval;
		return typeof a.expiresAt === "number" && a.expiresAt > now ? a : null;
	} catch {
		return null;
	}
}
