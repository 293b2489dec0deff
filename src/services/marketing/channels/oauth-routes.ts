import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { router } from "../../../platform/app";
import { readSessionCookie, setSessionCookie } from "../../../platform/browser-session";
import type { AppEnv } from "../../../platform/context";
import { ApiError } from "../../../platform/errors";
import { errors } from "../../../platform/openapi";
import { toleratesUnknownQuery } from "../../../platform/query-strictness";
import { principalOf, publicRoute } from "../access/auth";
import {
	type MktSession,
	newSession,
	SESSION_COOKIE,
	SESSION_TTL_MS,
	signClaims,
	verifyClaims,
} from "../access/session";
import { completeOAuth, OAuthFailure, oauthApp, oauthStartUrl } from "./oauth";

// The browser side of connecting a social channel (spec §4): a dashboard session, the OAuth start
// (302 to the vendor) and its callback (302 back to the dashboard, or a plain-text 400).

const app = router();
/**
 * The session cookie rides only the OAuth start and callback (GETs; no write trusts it alone: the
 * callback needs the signed state bound to it). Lax, not Strict, because the provider's redirect back
 * to the callback is a cross-site navigation, which a Strict cookie would miss.
 */
const COOKIE_SCOPE = { path: "/api/v1/channels/oauth", sameSite: "Lax" } as const;
const origin = (c: Context<AppEnv>) => `${new URL(c.req.url).origin}${c.get("base") ?? ""}`;
const redirectUri = (c: Context<AppEnv>, provider: string) => `${origin(c)}/api/v1/channels/oauth/${provider}/callback`;
const session = (c: Context<AppEnv>) =>
	verifyClaims<MktSession>(c.env, "session", readSessionCookie(c, SESSION_COOKIE, COOKIE_SCOPE));
const ProviderParam = z.object({
	provider: z
		.string()
		.min(1)
		.max(40)
		.openapi({ param: { name: "provider", in: "path" } }),
});

app.openapi(
	createRoute({
		method: "post",
		path: "/api/v1/session",
		summary: "Open a dashboard browser session (for the OAuth connect flow)",
		description:
			"Authorization: Bearer <identity-provider token with a merchant role>. 204 with a signed HttpOnly, SameSite=Lax cookie (8 hours) that the OAuth start and callback read. Keys cannot open sessions (a session is a person's).",
		responses: {
			204: { description: "Session cookie set" },
			...errors(
				[401, "UNAUTHORIZED: a browser session needs a person's identity-provider token"],
				[403, "FORBIDDEN, NO_ACCOUNT"],
			),
		},
	}),
	async (c) => {
		const p = principalOf(c);
		if (p.kind !== "token")
			throw new ApiError(401, "unauthorized", "A browser session needs a person's identity-provider token");
		const claims = newSession(c.get("workspaceId") as string, p.sub);
		const value = await signClaims(c.env, "session", claims);
		setSessionCookie(c, SESSION_COOKIE, value, SESSION_TTL_MS / 1000, COOKIE_SCOPE);
		return c.body(null, 204);
	},
);

app.openapi(
	createRoute({
		method: "get",
		path: "/api/v1/channels/oauth/{provider}/start",
		// A browser navigation: links into it may carry tracking parameters.
		...toleratesUnknownQuery,
		summary: "Start connecting a social channel (browser; 302 to the provider)",
		description:
			"Needs the dashboard session cookie (POST /api/v1/session): none → 401 UNAUTHORIZED. Unknown provider or one without OAuth → 404 UNKNOWN_PROVIDER; MKT_OAUTH_<PROVIDER>_CLIENT_ID unset → 503 OAUTH_NOT_CONFIGURED. Else 302 to the provider's authorize page with a signed 10-minute state bound to this session.",
		middleware: [publicRoute()] as const,
		request: { params: ProviderParam },
		responses: {
			302: { description: "To the provider" },
			...errors(
				[401, "UNAUTHORIZED: open a dashboard session first (POST /api/v1/session)"],
				[404, "UNKNOWN_PROVIDER"],
				[503, "OAUTH_NOT_CONFIGURED"],
			),
		},
	}),
	async (c) => {
		const s = await session(c);
		if (!s) throw new ApiError(401, "unauthorized", "Open a dashboard session first (POST /api/v1/session)");
		const { provider } = c.req.valid("param");
		return c.redirect(await oauthStartUrl(c.env, s, oauthApp(c.env, provider, redirectUri(c, provider))), 302);
	},
);

app.openapi(
	createRoute({
		method: "get",
		path: "/api/v1/channels/oauth/{provider}/callback",
		// Providers add their own (scope, iss, error_description…) to the redirect.
		...toleratesUnknownQuery,
		summary: "The provider sends the browser back here (code, state)",
		description:
			"Verifies the state against this browser's session, exchanges the code and upserts the workspace's channel for the provider (active, externalId pending, tokens sealed, expiresAt and scopesGranted from the provider); 302 to MKT_DASHBOARD_URL/channels?connected=<provider>. Any failure is a plain-text 400.",
		middleware: [publicRoute()] as const,
		request: {
			params: ProviderParam,
			query: z.object({
				code: z.string().max(2048).optional(),
				state: z.string().max(4096).optional(),
				error: z.string().max(200).optional(),
			}),
		},
		responses: { 302: { description: "To the dashboard" }, 400: { description: "text/plain: why it failed" } },
	}),
	async (c) => {
		const { provider } = c.req.valid("param");
		try {
			const app = oauthApp(c.env, provider, redirectUri(c, provider));
			await completeOAuth(c.env, await session(c), app, c.req.valid("query"));
		} catch (err) {
			if (err instanceof OAuthFailure || err instanceof ApiError)
				return c.text(`Could not connect ${provider.slice(0, 40)}: ${err.message}`, 400);
			throw err;
		}
		const dashboard = (c.env.MKT_DASHBOARD_URL || origin(c)).replace(/\/$/, "");
		return c.redirect(`${dashboard}/channels?connected=${encodeURIComponent(provider)}`, 302);
	},
);

export default app;
