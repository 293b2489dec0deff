// The browser OAuth flow for social channels (spec §4): start → the vendor's authorize page with a
// signed 10-minute state (workspace, provider, the session's nonce) → callback: verify the state
// against the session cookie, exchange the code, upsert the workspace's channel for that provider.
import type { Env } from "../../../env";
import { ApiError } from "../../../platform/errors";
import { newId } from "../../../platform/ids";
import { workspaceEnv } from "../../admin/public";
import { type MktSession, signClaims, verifyClaims } from "../access/session";
import { providerBase } from "../integrations";
import { OAUTH_PROVIDERS, type Provider } from "../integrations/catalogue";
import type { OAuthApp } from "../integrations/oauth";
import { OAUTH_CLIENTS, type OAuthProvider } from "../integrations/oauth-clients";
import { type ChannelRow, upsertOAuthChannel } from "./store";

export const STATE_TTL_MS = 10 * 60_000;

interface State {
	ws: string;
	p: Provider;
	n: string;
	exp: number;
}

/** The OAuth app configured for `provider`: 404 UNKNOWN_PROVIDER when it has no flow, 503 when unset. */
export function oauthApp(env: Env, provider: string, redirectUri: string): OAuthApp & { provider: Provider } {
	if (!(OAUTH_PROVIDERS as readonly string[]).includes(provider))
		throw new ApiError(404, "unknown_provider", `No OAuth flow for provider ${provider.slice(0, 40)}`);
	const name = provider.toUpperCase();
	const clientId = env[`MKT_OAUTH_${name}_CLIENT_ID`];
	const clientSecret = env[`MKT_OAUTH_${name}_CLIENT_SECRET`];
	if (!clientId || !clientSecret)
		throw new ApiError(
			503,
			"oauth_not_configured",
			`Set MKT_OAUTH_${name}_CLIENT_ID and MKT_OAUTH_${name}_CLIENT_SECRET to connect ${provider}`,
		);
	return { provider: provider as Provider, clientId, clientSecret, redirectUri };
}

/** GET /channels/oauth/{provider}/start: the authorize URL to redirect the browser to. */
export async function oauthStartUrl(env: Env, session: MktSession, app: ReturnType<typeof oauthApp>) {
	const state = await signClaims(env, "oauth-state", {
		ws: session.workspaceId,
		p: app.provider,
		n: session.nonce,
		exp: Date.now() + STATE_TTL_MS,
	} satisfies State);
	// A provider pointed elsewhere (the local simulator) has its authorize page there too.
	const base = providerBase(env, app.provider);
	return OAUTH_CLIENTS[app.provider as OAuthProvider].authorizeUrl(
		app,
		state,
		base ? `${base}/oauth/${app.provider}/authorize` : "",
	);
}

/**
 * GET /channels/oauth/{provider}/callback: the state must verify, name this provider and this
 * browser's session; then the code becomes tokens (sealed) on the workspace's channel for that
 * provider, active, externalId "pending" until the asset is chosen. Throws a message for the plain-text 400.
 */
export async function completeOAuth(
	env: Env,
	session: MktSession | null,
	app: ReturnType<typeof oauthApp>,
	q: { code?: string; state?: string; error?: string },
) {
	if (q.error) throw new OAuthFailure(`The provider refused: ${q.error.slice(0, 100)}`);
	const state = await verifyClaims<State>(env, "oauth-state", q.state);
	if (!state || state.p !== app.provider) throw new OAuthFailure("The state is invalid or expired; start again");
	if (!session || session.nonce !== state.n || session.workspaceId !== state.ws)
		throw new OAuthFailure("This browser did not start the connection; start again");
	if (!q.code || q.code.length > 2048) throw new OAuthFailure("The provider sent no code");
	const client = OAUTH_CLIENTS[app.provider as OAuthProvider];
	const tokens = await client
		.exchangeCode(app, q.code, q.state as string, {
			fetch: (i, init) => fetch(i, init),
			baseUrl: providerBase(env, app.provider),
		})
		.catch((err: Error) => {
			throw new OAuthFailure(`The code could not be exchanged: ${err.message.slice(0, 200)}`);
		});
	const now = Date.now();
	const row: ChannelRow = {
		id: newId("", now).toLowerCase(),
		accountId: state.ws,
		provider: app.provider,
		externalId: "pending",
		displayName: client.vendor,
		status: "active",
		config: "{}",
		scopesGranted: JSON.stringify(tokens.scopesGranted),
		credentials: JSON.stringify({
			accessToken: tokens.accessToken,
			...(tokens.refreshToken ? { refreshToken: tokens.refreshToken } : {}),
		}),
		origin: "oauth",
		lastSyncedAt: now,
		lastError: null,
		expiresAt: tokens.expiresIn == null ? null : now + tokens.expiresIn * 1000,
		createdAt: now,
		updatedAt: now,
	};
	// A public callback: the verified state names the workspace, whose DB_MKT shard gets the channel (issue 38).
	return upsertOAuthChannel(await workspaceEnv(env, state.ws), row);
}

export class OAuthFailure extends Error {}
