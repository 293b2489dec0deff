// POS authentication (spec 002 §5): Bearer sk_live_ key (its row cached per isolate for 5 s, as
// payments does: the isolate that revokes a key refuses it on the next request, others within 5 s), Bearer identity-provider JWT (its accountId), or the pos_session cookie
// set by POST /auth/session. Anything else is 401 AUTH_REQUIRED; a cookie-authenticated write from
// a foreign Origin, or without the session's X-CSRF-Token, is 403 FORBIDDEN (issue 37 item 2: a page
// on this origin passes the Origin check, so the token is what proves the dashboard sent it). /health and /billing/tiers are public. Authenticated requests
// count against the workspace's per-minute limits (ratelimit.ts; 429 RATE_LIMITED, X-RateLimit-*).
import type { Context, MiddlewareHandler } from "hono";
import { matchedRoutes } from "hono/route";
import type { AppEnv } from "../../../platform/context";
import { type BearerPolicy, bearerServiceRefusal } from "../../../platform/credential-kind";
import { hashBearerKey } from "../../../platform/crypto";
import { ApiError } from "../../../platform/errors";
import { underRate } from "../../../platform/ratelimit";
import { locate, workspaceEnv, workspaceExists } from "../../admin/public";
import { STAFF_TOKEN_PREFIX, staffTokenWorkspace } from "../staff/sign-in";
import { liveStaffSession, outletIdsOf } from "../staff/store";
import type { Access } from "./guard";
import { consumePosRate } from "./ratelimit";
import { csrfHeld, sessionEnv, sessionIdOf } from "./sessions";
import { keys, liveSession } from "./store";

const PUBLIC = new Set(["/api/v1/health", "/api/v1/billing/tiers"]);
/** The courier aggregator's callback authenticates with its own shared secret (shipments/callback.ts). */
const PUBLIC_POST = new Set(["/api/v1/fulfillment/shipping/callback"]);

export const authRequired = (m = "Send Authorization: Bearer <sk_live_ key or identity-provider token>, or sign in") =>
	new ApiError(401, "auth_required", m, undefined, { "WWW-Authenticate": 'Bearer realm="pos"' });

/** What the 401 says was sent and what POS takes (issue 42); built on the failure path only. */
const refusalPolicy = (c: Context<AppEnv>): BearerPolicy => ({
	target: {
		name: "point of sale",
		takes: "Authorization: Bearer <sk_live_… point-of-sale key or identity-provider token>, or a signed-in session",
	},
	ownName: "point-of-sale key",
	own: (shape) => shape === "sk_live",
	ownKind: "pos.key",
	jwt: true,
	state: (token) => keys.live.state(c, token),
	locate: (kind, hash) => locate(c.env, kind, hash),
	hash: hashBearerKey,
});

type Who = {
	workspaceId: string;
	actor: string;
	via: "key" | "token" | "cookie" | "staff";
	session?: string;
	/** A till sign-in's member, read with the token (the guard needs no other read). */
	staff?: Access;
};

/**
 * A staff member's till sign-in token (`pst_<workspace>.<random>`, staff/sign-in.ts): the row on that
 * workspace's shard, live, of that workspace, joined with the member. The actor is the till credential
 * that signed them in. Owner keys never come here (another prefix): their path is unchanged.
 */
async function fromStaffToken(c: Context<AppEnv>, token: string): Promise<Who | null> {
	const ws = staffTokenWorkspace(token);
	if (!ws) return null;
	const row = await liveStaffSession(await workspaceEnv(c.env, ws), await hashBearerKey(token), Date.now());
	if (!row || row.accountId !== ws) return null;
	const staff = { role: row.role, staffId: row.staffId, outletIds: outletIdsOf(row.outletIds) };
	return { workspaceId: ws, actor: row.issuedBy, via: "staff", staff };
}

async function fromCookie(c: Context<AppEnv>): Promise<Who | null> {
	const id = sessionIdOf(c);
	if (!id) return null;
	const { env, workspaceId } = await sessionEnv(c.env, id);
	const s = await liveSession(env, await hashBearerKey(id), Date.now());
	// The cookie's workspace is a hint: the row on that workspace's shard must belong to it.
	if (s && workspaceId && s.accountId !== workspaceId) return null;
	return s ? { workspaceId: s.accountId, actor: s.sub, via: "cookie", session: id } : null;
}

/** A cookie write must come from this origin (a sandboxed page sends Origin: null) and carry the session's CSRF token. */
async function dashboardWrite(c: Context<AppEnv>, session: string) {
	const origin = c.req.header("Origin");
	if (origin === undefined || origin !== new URL(c.req.url).origin) return "Origin mismatch";
	return (await csrfHeld(c, session)) ? null : "X-CSRF-Token missing or not this session's";
}

/** Whether METHOD + path needs no POS credential (also what the API reference documents as public). */
export const isPublicRequest = (method: string, path: string) =>
	(method === "GET" ? PUBLIC : method === "POST" ? PUBLIC_POST : null)?.has(path) ?? false;

/** No route for this method and path: the app's 404/405 envelope answers, not a 401. */
const unrouted = (c: Context<AppEnv>) => !matchedRoutes(c).some((r) => r.method !== "ALL");

export const posAuth: MiddlewareHandler<AppEnv> = async (c, next) => {
	if (isPublicRequest(c.req.method, c.req.path) || unrouted(c)) return next();
	const header = c.req.header("Authorization");
	const bearer = header?.match(/^Bearer\s+(\S+)\s*$/i);
	const staffToken = bearer?.[1].startsWith(STAFF_TOKEN_PREFIX) ? bearer[1] : null;
	const who: Who | null = staffToken
		? await fromStaffToken(c, staffToken)
		: bearer
			? await keys.live.who(c, bearer[1])
			: header
				? null
				: await fromCookie(c);
	// A key or a till sign-in proves its workspace (made only for an existing one; workspaces are never deleted): no directory read.
	if (!who || (who.via !== "key" && who.via !== "staff" && !(await workspaceExists(c.env, who.workspaceId))))
		throw authRequired(
			staffToken
				? "The staff sign-in token is unknown, expired or signed out; sign in again (POST /staff/{id}/sign-in)"
				: !header && sessionIdOf(c)
					? "The session cookie is no longer valid (signed out or expired); sign in again"
					: await bearerServiceRefusal(header, refusalPolicy(c)),
		);
	const refused =
		who.via === "cookie" && c.req.method !== "GET" && c.req.method !== "HEAD"
			? await dashboardWrite(c, who.session as string)
			: null;
	if (refused)
		throw new ApiError(
			403,
			"forbidden",
			`A signed-in browser may write only from this site with the session's X-CSRF-Token (${refused})`,
		);
	c.set("workspaceId", who.workspaceId);
	c.set("actor", who.actor);
	c.set("posAuthVia", who.via);
	if (who.staff) c.set("posStaff", who.staff);
	c.env = await workspaceEnv(c.env, who.workspaceId);
	await underRate(c, await consumePosRate(c.env, who.workspaceId, c.req.method, c.req.path), next);
};

/** How this request authenticated (POST /auth/session takes a bearer JWT only). */
export const authVia = (c: Context<AppEnv>) => c.get("posAuthVia") as Who["via"];

/** The bearer credential of this request as sent (sign-out ends the token it came with). */
export const bearerOf = (c: Context<AppEnv>) => c.req.header("Authorization")?.match(/^Bearer\s+(\S+)\s*$/i)?.[1];
