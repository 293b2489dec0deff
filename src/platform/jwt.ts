import { createRemoteJWKSet, type JWTPayload, jwtVerify, SignJWT } from "jose";
import { isDevelopment } from "../env";
import { utf8 } from "./encoding";

/** Identity-provider claims Pasar relies on (REFERENCE: sub, accountId, email, roles). */
export interface IdpClaims extends JWTPayload {
	sub: string;
	accountId: string;
	email?: string;
	roles?: string[];
}

/** A verified token that may name no account. */
export type IdpIdentity = JWTPayload & { sub: string; accountId?: string; email?: string; roles?: string[] };

type JwtEnv = { ENVIRONMENT: string; JWT_DEV_KEY: string; IDP_JWKS_URL: string };

const jwksCache = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

/**
 * Longest lifetime left on a token we accept. A token without `exp` would be valid for ever, and
 * one with a far-off `exp` nearly so: either, once leaked, outlives any key rotation or logout.
 */
export const MAX_IDP_TOKEN_SECONDS_AHEAD = 86_400;

/**
 * Verifies an IdP access token: HS256 with the local key in development, RS256/ES256 from the
 * JWKS URL in production. `exp` is required, in the future and at most 24 h ahead. Returns null
 * for anything that does not verify.
 */
export async function verifyIdpToken(env: JwtEnv, token: string): Promise<IdpClaims | null> {
	const claims = await verifyIdpIdentity(env, token);
	return claims?.accountId ? (claims as IdpClaims) : null;
}

/**
 * The same verification, keeping a token that names no account (accountId absent): a service that
 * must tell "does not verify" (401) from "verified, but no account" (marketing's 403 NO_ACCOUNT).
 */
export async function verifyIdpIdentity(env: JwtEnv, token: string): Promise<IdpIdentity | null> {
	try {
		let payload: JWTPayload;
		if (env.IDP_JWKS_URL) {
			let jwks = jwksCache.get(env.IDP_JWKS_URL);
			if (!jwks) jwksCache.set(env.IDP_JWKS_URL, (jwks = createRemoteJWKSet(new URL(env.IDP_JWKS_URL))));
			({ payload } = await jwtVerify(token, jwks, { algorithms: ["RS256", "ES256"], requiredClaims: ["exp"] }));
		} else if (isDevelopment(env) && env.JWT_DEV_KEY) {
			({ payload } = await jwtVerify(token, utf8(env.JWT_DEV_KEY), { algorithms: ["HS256"], requiredClaims: ["exp"] }));
		} else return null;
		if (typeof payload.sub !== "string") return null;
		if (payload.accountId !== undefined && (typeof payload.accountId !== "string" || !payload.accountId)) return null;
		// jose has checked that exp is a number in the future; this bounds how far.
		if ((payload.exp as number) - Date.now() / 1000 > MAX_IDP_TOKEN_SECONDS_AHEAD) return null;
		if (
			payload.roles !== undefined &&
			!(Array.isArray(payload.roles) && payload.roles.every((r) => typeof r === "string"))
		)
			return null;
		return payload as IdpIdentity;
	} catch {
		return null;
	}
}

/** Development-only token minting (admin API /v1/tokens); ttlSeconds is at most MAX_IDP_TOKEN_SECONDS_AHEAD, so tokens verify. */
export async function signDevToken(
	env: JwtEnv,
	claims: Omit<IdpClaims, "iat" | "exp">,
	ttlSeconds = 3600,
): Promise<string> {
	return new SignJWT({ ...claims })
		.setProtectedHeader({ alg: "HS256", typ: "JWT" })
		.setIssuedAt()
		.setExpirationTime(`${ttlSeconds}s`)
		.setIssuer("pasar-dev")
		.sign(utf8(env.JWT_DEV_KEY));
}

export const looksLikeJwt = (token: string) => /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/.test(token);
