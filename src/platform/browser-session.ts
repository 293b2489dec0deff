import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { isDevelopment } from "../env";
import type { AppEnv } from "./context";
import { hmacSha256, masterKeyBytes, timingSafeEqual } from "./crypto";
import { base64urlEncode } from "./encoding";

// Browser sessions of every service (issue 37 item 2): one rule for how a session cookie is named and
// scoped, and one CSRF token for the writes it authenticates.
//
// A cookie is scoped to its service: Path=<base> on the local single origin (/pos), so a page served
// elsewhere on that origin (the localization proxy at /loc/proxy) is never sent it; on the service's
// own production host over https it is `__Host-<name>; Path=/`, which the browser only accepts from
// that exact host (no Domain, no sibling subdomain can plant or overwrite it). Always HttpOnly,
// SameSite=Strict unless a cross-site navigation must carry it, and Secure except over plain http to
// this machine in development (a browser may refuse a Secure cookie over http://127.0.0.1).

const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

export interface SessionCookieScope {
	/** Below the service's base: "" for the whole service, or a narrower path ("/api/v1/channels/oauth"). */
	path?: string;
	/**
	 * Strict, unless the cookie must ride a cross-site top-level navigation (an OAuth provider's
	 * redirect back to its callback); Lax then, and the path kept to those GET routes.
	 */
	sameSite?: "Strict" | "Lax";
}

/** The cookie's name (with `__Host-` where the host allows it) and attributes for this request. */
export function sessionCookie(c: Context<AppEnv>, name: string, scope: SessionCookieScope = {}) {
	const url = new URL(c.req.url);
	const https = url.protocol === "https:";
	const path = `${c.get("base") ?? ""}${scope.path ?? ""}` || "/";
	const secure = https || !(isDevelopment(c.env) && LOOPBACK.test(url.hostname));
	const hostOnly = https && path === "/";
	return {
		name: hostOnly ? `__Host-${name}` : name,
		options: { path, secure, httpOnly: true, sameSite: scope.sameSite ?? "Strict" } as const,
	};
}

export function setSessionCookie(
	c: Context<AppEnv>,
	name: string,
	value: string,
	maxAgeSeconds: number,
	scope?: SessionCookieScope,
) {
	const cookie = sessionCookie(c, name, scope);
	setCookie(c, cookie.name, value, { ...cookie.options, maxAge: maxAgeSeconds });
}

/** This request's session cookie under the name this host gives it (a `__Host-` cookie on a service host). */
export const readSessionCookie = (c: Context<AppEnv>, name: string, scope?: SessionCookieScope) =>
	getCookie(c, sessionCookie(c, name, scope).name);

export function clearSessionCookie(c: Context<AppEnv>, name: string, scope?: SessionCookieScope) {
	const cookie = sessionCookie(c, name, scope);
	deleteCookie(c, cookie.name, cookie.options);
}

// CSRF: a cookie rides every same-site request, so it proves the browser, not the page. A write
// authenticated by a session cookie must also carry the session's CSRF token, which only a page that
// was handed it at sign-in (or rendered by the server) holds. The token is derived, not stored:
// HMAC(MASTER_KEY-derived key for `purpose`, the session's secret), so it is per session, dies with
// it, and a database read never yields one.

export const CSRF_HEADER = "X-CSRF-Token";

export async function csrfToken(env: { MASTER_KEY: string }, purpose: string, sessionSecret: string) {
	const key = await hmacSha256(masterKeyBytes(env.MASTER_KEY), `csrf:${purpose}`);
	return base64urlEncode(await hmacSha256(key, sessionSecret));
}

/** Whether `sent` (a header or form field) is the session's token; compared in constant time. */
export async function csrfMatches(
	env: { MASTER_KEY: string },
	purpose: string,
	sessionSecret: string,
	sent: string | undefined | null,
) {
	if (!sent || sent.length > 200) return false;
	return timingSafeEqual(sent, await csrfToken(env, purpose, sessionSecret));
}
