import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { AppEnv } from "../../../platform/context";
import { hashBearerKey, randomToken } from "../../../platform/crypto";
import { SESSION_COOKIE } from "./auth";
import { endSession as end, insertSession } from "./store";

export const SESSION_TTL_S = 12 * 60 * 60;
const COOKIE = { httpOnly: true, secure: true, sameSite: "Lax", path: "/" } as const;

/** POST /auth/session (a bearer JWT): a 12-hour browser session; the cookie holds a random id, stored hashed. */
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
	setCookie(c, SESSION_COOKIE, id, { ...COOKIE, maxAge: SESSION_TTL_S });
}

/** DELETE /auth/session: ends this browser's session (the cookie is cleared either way). */
export async function endSession(c: Context<AppEnv>) {
	const id = getCookie(c, SESSION_COOKIE);
	if (id && id.length <= 100) await end(c.env, await hashBearerKey(id), Date.now());
	deleteCookie(c, SESSION_COOKIE, COOKIE);
}
