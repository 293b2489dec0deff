import type { Context } from "hono";
import type { Env } from "../../../env";
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
import { placedEnv } from "../../../platform/shards";
import { workspaceEnv } from "../../admin/public";
import { endSession as end, insertSession } from "./store";

export const SESSION_TTL_S = 12 * 60 * 60;
/** The dashboard cookie: `pos_session; Path=/pos` locally, `__Host-pos_session; Path=/` on the POS host. */
export const SESSION_COOKIE = "pos_session";
const CSRF_PURPOSE = "pos-session";

/** The session id this request's cookie holds, if it is shaped like one. */
export function sessionIdOf(c: Context<AppEnv>) {
	const id = readSessionCookie(c, SESSION_COOKIE);
	return id && id.length <= 200 ? id : undefined;
}

/**
 * The env a session cookie's row lives in (issue 38): the cookie is `<workspace>.<random>`, the
 * workspace part a hint naming the shard (the row found there must belong to it); a cookie without
 * one was set before sharding: shard 0.
 */
export async function sessionEnv<E extends Env>(env: E, sessionId: string) {
	const dot = sessionId.lastIndexOf(".");
	const workspaceId = dot > 0 ? sessionId.slice(0, dot) : null;
	return { workspaceId, env: workspaceId ? await workspaceEnv(env, workspaceId) : placedEnv(env, {}) };
}

/**
 * POST /auth/session (a bearer JWT): a 12-hour browser session; the cookie holds `<workspace>.<random>`,
 * stored hashed. The session's CSRF token comes back in X-CSRF-Token: every cookie write must send it.
 */
export async function startSession(c: Context<AppEnv>) {
	const id = `${c.get("workspaceId") as string}.${randomToken(32)}`;
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
	if (id) await end((await sessionEnv(c.env, id)).env, await hashBearerKey(id), Date.now());
	clearSessionCookie(c, SESSION_COOKIE);
}
