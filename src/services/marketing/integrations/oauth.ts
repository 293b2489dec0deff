// What every social provider's OAuth client implements (spec 001 §4 "Channels": OAuth start and
// callback). One module per vendor in this folder (oauth-<vendor>.ts): how its authorize URL is
// built and how a code becomes tokens. The flow itself (session, state, upsert) lives in channels/.
import type { ProviderDeps } from "./provider";

export interface OAuthApp {
	clientId: string;
	clientSecret: string;
	/** Our callback URL, registered with the vendor: <base>/api/v1/channels/oauth/<provider>/callback. */
	redirectUri: string;
}

export interface OAuthTokens {
	accessToken: string;
	refreshToken: string | null;
	/** Seconds until the access token expires, as the vendor says; null when it does not. */
	expiresIn: number | null;
	scopesGranted: string[];
}

export interface OAuthClient {
	/** The vendor's display name, for docs and errors. */
	vendor: string;
	/** Scopes we ask for (what posting and reading insights needs). */
	scopes: readonly string[];
	/**
	 * The browser goes here; `state` comes back on the callback untouched. Vendors that require PKCE
	 * (X, TikTok) get a verifier derived from state and the client secret (pkceVerifier), so the
	 * callback can recompute it without storing anything.
	 */
	authorizeUrl(app: OAuthApp, state: string, authorizeBase: string): Promise<string>;
	/** Exchanges the callback's code (POST to the vendor's token endpoint). Throws ProviderError. */
	exchangeCode(app: OAuthApp, code: string, state: string, deps: ProviderDeps): Promise<OAuthTokens>;
}

/** PKCE verifier (RFC 7636, 43 characters) derived from the state and the client secret. */
export async function pkceVerifier(state: string, clientSecret: string): Promise<string> {
	const d = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`pkce:${state}:${clientSecret}`));
	return base64url(new Uint8Array(d));
}

/** S256 challenge of a verifier. */
export async function pkceChallenge(verifier: string): Promise<string> {
	return base64url(new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier))));
}

function base64url(bytes: Uint8Array): string {
	let s = "";
	for (const b of bytes) s += String.fromCharCode(b);
	return btoa(s).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}
