// Localization authentication (spec 002 §5, issue 23): Bearer loc_live_ key only (no identity-provider
// tokens: the spec names API keys alone). No Authorization → 401 AUTH_REQUIRED; anything else that
// does not resolve to a live key of an existing account → 401 INVALID_API_KEY. /health and
// /public/* (catalogue, preview) are public.
import type { Context, MiddlewareHandler } from "hono";
import { matchedRoutes } from "hono/route";
import type { AppEnv } from "../../../platform/context";
import { type BearerPolicy, bearerServiceRefusal, missing } from "../../../platform/credential-kind";
import { hashBearerKey } from "../../../platform/crypto";
import { ApiError } from "../../../platform/errors";
import { locate, workspaceEnv, workspaceExists } from "../../admin/public";
import { keys, LOC_KEY_PREFIX } from "./store";

const PUBLIC: Array<{ method: string; path: RegExp }> = [
	{ method: "GET", path: /^\/api\/v1\/health$/ },
	{ method: "*", path: /^\/api\/v1\/public\// },
];

const challenge = { "WWW-Authenticate": 'Bearer realm="loc"' };

/** What the 401 says was sent and what localization takes (issue 42); built on the failure path only. */
const refusalPolicy = (c: Context<AppEnv>): BearerPolicy => ({
	target: { name: "localization", takes: "Authorization: Bearer <loc_live_… API key> (API keys only)" },
	ownName: "localization key",
	own: (shape) => shape === "loc",
	jwt: false,
	state: (token) => keys.live.state(c, token),
	locate: (kind, hash) => locate(c.env, kind, hash),
	hash: hashBearerKey,
});

export const authRequired = (m = "Send Authorization: Bearer <loc_live_ key>") =>
	new ApiError(401, "auth_required", m, undefined, challenge);
export const invalidApiKey = (m = "The API key is unknown or revoked") =>
	new ApiError(401, "invalid_api_key", m, undefined, challenge);

/** Whether METHOD + path needs no workspace credential (also what the API reference documents as public). */
export const isPublicRequest = (method: string, path: string) =>
	PUBLIC.some((p) => (p.method === "*" || p.method === method) && p.path.test(path));

/** No route for this method and path: the app's 404/405 envelope answers, not a 401. */
const unrouted = (c: Context<AppEnv>) => !matchedRoutes(c).some((r) => r.method !== "ALL");

export const locAuth: MiddlewareHandler<AppEnv> = async (c, next) => {
	if (isPublicRequest(c.req.method, c.req.path) || unrouted(c)) return next();
	const header = c.req.header("Authorization");
	if (!header?.trim()) throw authRequired(missing(refusalPolicy(c).target));
	const token = header.match(/^Bearer\s+(\S+)\s*$/i)?.[1];
	const who = token?.startsWith(LOC_KEY_PREFIX) ? await keys.live.who(c, token) : null;
	// A key proves its workspace (minted only for an existing one; workspaces are never deleted): no directory read.
	if (!who || (who.via !== "key" && !(await workspaceExists(c.env, who.workspaceId))))
		throw invalidApiKey(await bearerServiceRefusal(header, refusalPolicy(c)));
	c.set("workspaceId", who.workspaceId);
	c.set("actor", who.actor);
	c.env = await workspaceEnv(c.env, who.workspaceId);
	await next();
};
