// CI authentication (spec 002 §5, issue 21): Bearer sk_live_ key (platform bearer-keys) or Bearer
// identity-provider JWT (its accountId), else 401 AUTH_REQUIRED. /health is public; routes that
// authenticate otherwise (the code host's intake, badges) are listed in PUBLIC.
import type { Context, MiddlewareHandler } from "hono";
import { matchedRoutes } from "hono/route";
import type { AppEnv } from "../../../platform/context";
import { type BearerPolicy, bearerServiceRefusal } from "../../../platform/credential-kind";
import { hashBearerKey } from "../../../platform/crypto";
import { ApiError } from "../../../platform/errors";
import { locate, workspaceEnv, workspaceExists } from "../../admin/public";
import { keys } from "./store";

const PUBLIC: Array<{ method: string; path: RegExp }> = [
	{ method: "GET", path: /^\/api\/v1\/health$/ },
	{ method: "GET", path: /^\/api\/v1\/public\/badges\/[^/]+\/pipeline\.svg$/ },
	{ method: "POST", path: /^\/api\/v1\/webhooks\/scm\/[^/]+$/ },
	// The runner protocol authenticates runner and job tokens itself (protocol/auth.ts).
	{ method: "*", path: /^\/api\/v1\/runner\// },
];

export const authRequired = (m = "Send Authorization: Bearer <sk_live_ key or identity-provider token>") =>
	new ApiError(401, "auth_required", m, undefined, { "WWW-Authenticate": 'Bearer realm="ci"' });

/** What the 401 says was sent and what CI takes (issue 42); built on the failure path only. */
const refusalPolicy = (c: Context<AppEnv>): BearerPolicy => ({
	target: { name: "CI", takes: "Authorization: Bearer <sk_live_… CI key or identity-provider token>" },
	ownName: "CI key",
	own: (shape) => shape === "sk_live",
	ownKind: "ci.key",
	jwt: true,
	state: (token) => keys.live.state(c, token),
	locate: (kind, hash) => locate(c.env, kind, hash),
	hash: hashBearerKey,
});

/** Whether METHOD + path needs no workspace credential (also what the API reference documents as public). */
export const isPublicRequest = (method: string, path: string) =>
	PUBLIC.some((p) => (p.method === "*" || p.method === method) && p.path.test(path));

/** No route for this method and path: the app's 404/405 envelope answers, not a 401. */
const unrouted = (c: Context<AppEnv>) => !matchedRoutes(c).some((r) => r.method !== "ALL");

export const ciAuth: MiddlewareHandler<AppEnv> = async (c, next) => {
	if (isPublicRequest(c.req.method, c.req.path) || unrouted(c)) return next();
	const header = c.req.header("Authorization");
	const bearer = header?.match(/^Bearer\s+(\S+)\s*$/i);
	const who = bearer ? await keys.live.who(c, bearer[1]) : null;
	// A key proves its workspace (minted only for an existing one; workspaces are never deleted): no directory read.
	if (!who || (who.via !== "key" && !(await workspaceExists(c.env, who.workspaceId))))
		throw authRequired(await bearerServiceRefusal(header, refusalPolicy(c)));
	c.set("workspaceId", who.workspaceId);
	c.set("actor", who.actor);
	c.env = await workspaceEnv(c.env, who.workspaceId);
	await next();
};
