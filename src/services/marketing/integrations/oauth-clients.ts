// The social providers' OAuth 2.0 apps (spec 001 §4: social_v1-v7 connect in the browser). Each
// vendor differs only in data: where the browser goes, the token endpoint and how it wants the
// client authenticated (body, HTTP Basic, or a GET with query parameters), the client id's
// parameter name, the scope separator, and whether PKCE (S256) is required. One table, one client.
import type { OAuthClient, OAuthTokens } from "./oauth";
import { pkceChallenge, pkceVerifier } from "./oauth";
import { ProviderError } from "./provider";
import { basic, form, sendTo } from "./send";

interface Vendor {
	vendor: string;
	authorize: string;
	/** Token endpoint: host (overridable like every provider base) and path. */
	tokenHost: string;
	tokenPath: string;
	scopes: readonly string[];
	scopeSeparator: " " | ",";
	clientIdParam?: "client_id" | "client_key";
	pkce?: boolean;
	clientAuth: "body" | "basic" | "query";
	extraAuthorize?: Record<string, string>;
}

export const OAUTH_VENDORS = {
	social_v1: {
		vendor: "Facebook Pages",
		authorize: "https://www.facebook.com/v21.0/dialog/oauth",
		tokenHost: "https://graph.facebook.com",
		tokenPath: "/v21.0/oauth/access_token",
		scopes: ["pages_show_list", "pages_manage_posts", "pages_read_engagement"],
		scopeSeparator: ",",
		clientAuth: "query",
	},
	social_v2: {
		vendor: "Instagram",
		authorize: "https://www.instagram.com/oauth/authorize",
		tokenHost: "https://api.instagram.com",
		tokenPath: "/oauth/access_token",
		scopes: ["instagram_business_basic", "instagram_business_content_publish"],
		scopeSeparator: ",",
		clientAuth: "body",
	},
	social_v3: {
		vendor: "TikTok",
		authorize: "https://www.tiktok.com/v2/auth/authorize/",
		tokenHost: "https://open.tiktokapis.com",
		tokenPath: "/v2/oauth/token/",
		scopes: ["user.info.basic", "video.publish"],
		scopeSeparator: ",",
		clientIdParam: "client_key",
		pkce: true,
		clientAuth: "body",
	},
	social_v4: {
		vendor: "X",
		authorize: "https://x.com/i/oauth2/authorize",
		tokenHost: "https://api.x.com",
		tokenPath: "/2/oauth2/token",
		scopes: ["tweet.read", "tweet.write", "users.read", "offline.access"],
		scopeSeparator: " ",
		pkce: true,
		clientAuth: "basic",
	},
	social_v5: {
		vendor: "LinkedIn",
		authorize: "https://www.linkedin.com/oauth/v2/authorization",
		tokenHost: "https://www.linkedin.com",
		tokenPath: "/oauth/v2/accessToken",
		scopes: ["openid", "profile", "w_member_social"],
		scopeSeparator: " ",
		clientAuth: "body",
	},
	social_v6: {
		vendor: "YouTube",
		authorize: "https://accounts.google.com/o/oauth2/v2/auth",
		tokenHost: "https://oauth2.googleapis.com",
		tokenPath: "/token",
		scopes: ["https://www.googleapis.com/auth/youtube.upload", "https://www.googleapis.com/auth/youtube.readonly"],
		scopeSeparator: " ",
		clientAuth: "body",
		extraAuthorize: { access_type: "offline", prompt: "consent", include_granted_scopes: "true" },
	},
	social_v7: {
		vendor: "Threads",
		authorize: "https://threads.net/oauth/authorize",
		tokenHost: "https://graph.threads.net",
		tokenPath: "/oauth/access_token",
		scopes: ["threads_basic", "threads_content_publish"],
		scopeSeparator: ",",
		clientAuth: "body",
	},
} as const satisfies Record<string, Vendor>;

export type OAuthProvider = keyof typeof OAUTH_VENDORS;

const str = (v: unknown) => (typeof v === "string" ? v : typeof v === "number" ? String(v) : null);

function tokensOf(v: Vendor, json: Record<string, unknown>): OAuthTokens {
	// TikTok nests nothing but names the scope "scope"; Facebook has no scope in the answer.
	const accessToken = str(json.access_token);
	if (!accessToken) throw new ProviderError("unavailable", `${v.vendor} answered without an access token`);
	const scope = str(json.scope);
	return {
		accessToken,
		refreshToken: str(json.refresh_token),
		expiresIn:
			typeof json.expires_in === "number" ? json.expires_in : json.expires_in ? Number(json.expires_in) || null : null,
		scopesGranted: scope ? scope.split(/[ ,]+/).filter(Boolean) : [...v.scopes],
	};
}

function clientFor(v: Vendor): OAuthClient {
	const idParam = v.clientIdParam ?? "client_id";
	return {
		vendor: v.vendor,
		scopes: v.scopes,
		async authorizeUrl(app, state, authorizeBase) {
			const u = new URL(authorizeBase || v.authorize);
			u.searchParams.set(idParam, app.clientId);
			u.searchParams.set("redirect_uri", app.redirectUri);
			u.searchParams.set("response_type", "code");
			u.searchParams.set("scope", v.scopes.join(v.scopeSeparator));
			u.searchParams.set("state", state);
			if (v.pkce) {
				u.searchParams.set("code_challenge", await pkceChallenge(await pkceVerifier(state, app.clientSecret)));
				u.searchParams.set("code_challenge_method", "S256");
			}
			for (const [k, val] of Object.entries(v.extraAuthorize ?? {})) u.searchParams.set(k, val);
			return u.toString();
		},
		async exchangeCode(app, code, state, deps) {
			const params: Record<string, string | undefined> = {
				grant_type: "authorization_code",
				code,
				redirect_uri: app.redirectUri,
				...(v.clientAuth === "basic" ? {} : { [idParam]: app.clientId, client_secret: app.clientSecret }),
				...(v.pkce ? { code_verifier: await pkceVerifier(state, app.clientSecret) } : {}),
			};
			const url = `${deps.baseUrl || v.tokenHost}${v.tokenPath}`;
			const readError = (a: { status: number; json: Record<string, unknown> | null }) => {
				const e = a.json?.error;
				const nested = e && typeof e === "object" ? (e as Record<string, unknown>) : null;
				return {
					code: str(nested?.code) ?? str(nested?.type) ?? str(e),
					message: str(a.json?.error_description) ?? str(nested?.message) ?? `HTTP ${a.status}`,
				};
			};
			const a =
				v.clientAuth === "query"
					? await sendTo(v.vendor, deps, `${url}?${form(params)}`, { method: "GET" }, readError)
					: await sendTo(
							v.vendor,
							deps,
							url,
							{
								method: "POST",
								headers: {
									"Content-Type": "application/x-www-form-urlencoded",
									Accept: "application/json",
									...(v.clientAuth === "basic" ? { Authorization: basic(app.clientId, app.clientSecret) } : {}),
								},
								body: form(params),
							},
							readError,
						);
			// TikTok wraps its answer in data (v2); the others answer at the top level.
			const body = (a.json?.data && typeof a.json.data === "object" ? a.json.data : a.json) as Record<string, unknown>;
			return tokensOf(v, body ?? {});
		},
	};
}

export const OAUTH_CLIENTS = Object.fromEntries(
	Object.entries(OAUTH_VENDORS).map(([p, v]) => [p, clientFor(v)]),
) as Record<OAuthProvider, OAuthClient>;
