import type { Context } from "hono";
import {
	CSRF_HEADER,
	clearSessionCookie,
	csrfMatches,
	csrfToken,
	readSessionCookie,
	setSessionCookie,
} from "../../../platform/browser-session";
import type { AppEnv } from "../../../platform/context";
import { hashBearerKey, randomToken } from "../../../platform/crypto";
import { endSession as end, insertSession } from "./store";

export const SESSION_TTL_S = 12 * 60 * 60;
/** The dashboard cookie: `pos_session; Path=/pos` locally, `__Host-pos_session; Path=/` on the POS host. */
export const SESSION_COOKIE = "pos_session";
const CSRF_PURPOSE = "pos-session";

/** The session id this request's cookie holds, if it is shaped like one. */
export function sessionIdOf(c: Context<AppEnv>) {
	const id = readSessionCookie(c, SESSION_COOKIE);
	return id && id.length <= 100 ? id : undefined;
}

/**
 * POST /auth/session (a bearer JWT): a 12-hour browser session; the cookie holds a random id, stored
 * hashed. The session's CSRF token comes back in X-CSRF-Token: every cookie write must send it.
 */
export async function startSession(c: Context<AppEnv>) {
	const id = randomToken(32);
	const now = Date.now();
	await insertSession(c.env, {
		idHash: await hashBearerKey(id),
		accountId: c.get("workspaceId") as string,
		sub: c.get("actor") as string,
		createdAt: now,
		expiresAt: now + SESSION_TTL_S * 1000,
		endedAt: null,
	});
	setSessionCookie(c, SESSION_COOKIE, id, SESSION_TTL_S);
	c.header(CSRF_HEADER, await csrfToken(c.env, CSRF_PURPOSE, id));
}

/** Whether this cookie-authenticated write carries its session's CSRF token (X-CSRF-Token). */
export async function csrfHeld(c: Context<AppEnv>, sessionId: string) {
	return csrfMatches(c.env, CSRF_PURPOSE, sessionId, c.req.header(CSRF_HEADER));
}

/** DELETE /auth/session: ends this browser's session (the cookie is cleared either way). */
export async function endSession(c: Context<AppEnv>) {
	const id = sessionIdOf(c);
	if (id) await end(c.env, await hashBearerKey(id), Date.now());
	clearSessionCookie(c, SESSION_COOKIE);
}
