// Localization authentication (spec 002 §5, issue 23): Bearer loc_live_ key only (no identity-provider
// tokens: the spec names API keys alone). No Authorization → 401 AUTH_REQUIRED; anything else that
// does not resolve to a live key of an existing account → 401 INVALID_API_KEY. /health and
// /public/* (catalogue, preview) are public.
import type { Context, MiddlewareHandler } from "hono";
import { matchedRoutes } from "hono/route";
import type { AppEnv } from "../../../platform/context";
import { ApiError } from "../../../platform/errors";
import { workspaceEnv, workspaceExists } from "../../admin/public";
import { keys, LOC_KEY_PREFIX } from "./store";

const PUBLIC: Array<{ method: string; path: RegExp }> = [
	{ method: "GET", path: /^\/api\/v1\/health$/ },
	{ method: "*", path: /^\/api\/v1\/public\// },
];

const challenge = { "WWW-Authenticate": 'Bearer realm="loc"' };

export const authRequired = () =>
	new ApiError(401, "auth_required", "Send Authorization: Bearer <loc_live_ key>", undefined, challenge);
export const invalidApiKey = () =>
	new ApiError(401, "invalid_api_key", "The API key is unknown or revoked", undefined, challenge);

/** Whether METHOD + path needs no workspace credential (also what the API reference documents as public). */
export const isPublicRequest = (method: string, path: string) =>
	PUBLIC.some((p) => (p.method === "*" || p.method === method) && p.path.test(path));

/** No route for this method and path: the app's 404/405 envelope answers, not a 401. */
const unrouted = (c: Context<AppEnv>) => !matchedRoutes(c).some((r) => r.method !== "ALL");

export const locAuth: MiddlewareHandler<AppEnv> = async (c, next) => {
	if (isPublicRequest(c.req.method, c.req.path) || unrouted(c)) return next();
	const header = c.req.header("Authorization");
	if (!header?.trim()) throw authRequired();
	const token = header.match(/^Bearer\s+(\S+)\s*$/i)?.[1];
	const who = token?.startsWith(LOC_KEY_PREFIX) ? await keys.live.who(c, token) : null;
	// A key proves its workspace (minted only for an existing one; workspaces are never deleted): no directory read.
	if (!who || (who.via !== "key" && !(await workspaceExists(c.env, who.workspaceId)))) throw invalidApiKey();
	c.set("workspaceId", who.workspaceId);
	c.set("actor", who.actor);
	c.env = await workspaceEnv(c.env, who.workspaceId);
	await next();
};
