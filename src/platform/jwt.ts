import { type JWTPayload, SignJWT, createRemoteJWKSet, jwtVerify } from "jose";
import { isDevelopment } from "../env";
import { utf8 } from "./encoding";

/** Identity-provider claims Pasar relies on (REFERENCE: sub, accountId, email, roles). */
export interface IdpClaims extends JWTPayload {
	sub: string;
	accountId: string;
	email?: string;
	roles?: string[];
}

type JwtEnv = { ENVIRONMENT: string; JWT_DEV_KEY: string; IDP_JWKS_URL: string };

const jwksCache = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

/**
 * Verifies an IdP access token: HS256 with the local key in development, RS256/ES256 from the
 * JWKS URL in production. Returns null for anything that does not verify.
 */
export async function verifyIdpToken(env: JwtEnv, token: string): Promise<IdpClaims | null> {
	try {
		let payload: JWTPayload;
		if (env.IDP_JWKS_URL) {
			let jwks = jwksCache.get(env.IDP_JWKS_URL);
			if (!jwks) jwksCache.set(env.IDP_JWKS_URL, (jwks = createRemoteJWKSet(new URL(env.IDP_JWKS_URL))));
			({ payload } = await jwtVerify(token, jwks, { algorithms: ["RS256", "ES256"] }));
		} else if (isDevelopment(env) && env.JWT_DEV_KEY) {
			({ payload } = await jwtVerify(token, utf8(env.JWT_DEV_KEY), { algorithms: ["HS256"] }));
		} else return null;
		if (typeof payload.sub !== "string" || typeof payload.accountId !== "string") return null;
		return payload as IdpClaims;
	} catch {
		return null;
	}
}

/** Development-only token minting (admin API /v1/tokens). */
export async function signDevToken(env: JwtEnv, claims: Omit<IdpClaims, "iat" | "exp">, ttlSeconds = 3600): Promise<string> {
	return new SignJWT({ ...claims })
		.setProtectedHeader({ alg: "HS256", typ: "JWT" })
		.setIssuedAt()
		.setExpirationTime(`${ttlSeconds}s`)
		.setIssuer("pasar-dev")
		.sign(utf8(env.JWT_DEV_KEY));
}

export const looksLikeJwt = (token: string) => /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/.test(token);
