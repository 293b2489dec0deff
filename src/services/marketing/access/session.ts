// Browser sessions for the marketing dashboard's redirects (the OAuth start): POST /api/v1/session
// with a merchant identity-provider token sets a signed HttpOnly cookie (SameSite=Lax, so it rides
// the provider's redirect back to the callback), valid 8 hours. Stateless: the cookie is the
// session's claims and an HMAC under a key derived from MASTER_KEY.
import type { Env } from "../../../env";
import { hmacSha256, hmacSigningKey, hmacSignWith, masterKeyBytes, timingSafeEqual } from "../../../platform/crypto";
import { base64urlDecode, base64urlEncode } from "../../../platform/encoding";
import { randomHex } from "../../../platform/ids";

export const SESSION_COOKIE = "mkt_session";
export const SESSION_TTL_MS = 8 * 3600_000;

export interface MktSession {
	workspaceId: string;
	sub: string;
	/** Binds OAuth states to this session: a state minted for another browser does not complete here. */
	nonce: string;
	exp: number;
}

// The key of each purpose, derived once per isolate and master key: a campaign signs a few links per
// recipient, thousands a second, and deriving and importing each time doubled the work.
const keys = new Map<string, Promise<CryptoKey>>();
function key(env: Pick<Env, "MASTER_KEY">, purpose: string): Promise<CryptoKey> {
	const id = `${purpose}\u0000${env.MASTER_KEY}`;
	let k = keys.get(id);
	if (!k) {
		if (keys.size >= 64) keys.clear();
		k = hmacSha256(masterKeyBytes(env.MASTER_KEY), `mkt:${purpose}`).then(hmacSigningKey);
		keys.set(id, k);
	}
	return k;
}

/** `<base64url(JSON claims)>.<base64url(HMAC)>` under the purpose's key. */
export async function signClaims(env: Pick<Env, "MASTER_KEY">, purpose: string, claims: object): Promise<string> {
	const body = base64urlEncode(new TextEncoder().encode(JSON.stringify(claims)));
	return `${body}.${base64urlEncode(await hmacSignWith(await key(env, purpose), body))}`;
}

/** The claims of a token signed for `purpose`, or null (bad MAC, malformed, or past its `exp`). */
export async function verifyClaims<T extends { exp: number }>(
	env: Pick<Env, "MASTER_KEY">,
	purpose: string,
	token: string | undefined | null,
	now = Date.now(),
): Promise<T | null> {
	if (!token || token.length > 4096) return null;
	const [body, mac] = token.split(".");
	if (!body || !mac) return null;
	const expected = base64urlEncode(await hmacSignWith(await key(env, purpose), body));
	if (!timingSafeEqual(expected, mac)) return null;
	try {
		const claims = JSON.parse(new TextDecoder().decode(base64urlDecode(body))) as T;
		return typeof claims.exp === "number" && claims.exp > now ? claims : null;
	} catch {
		return null;
	}
}

export const newSession = (workspaceId: string, sub: string, now = Date.now()): MktSession => ({
	workspaceId,
	sub,
	nonce: randomHex(16),
	exp: now + SESSION_TTL_MS,
});
