// Storefront authentication (spec 001 §5): Bearer sk_ (secret: read and write) or pk_ (publishable:
// published products only, no writes). Missing, malformed, unknown or revoked → 401 UNAUTHORIZED.
import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../../../platform/context";
import { ApiError } from "../../../platform/errors";
import { workspaceEnv } from "../../admin/public";
import { loadStoreKey, type StoreKey } from "./keys";

const KEY_SHAPE = /^(sk|pk)_(test|live)_[A-Za-z0-9_-]{20,100}$/;

const unauthorized = (m: string) =>
	new ApiError(401, "unauthorized", m, undefined, { "WWW-Authenticate": 'Bearer realm="storefront"' });

export const storeAuth: MiddlewareHandler<AppEnv> = async (c, next) => {
	const header = c.req.header("Authorization");
	if (!header) throw unauthorized("Send Authorization: Bearer <sk_ or pk_ storefront key>");
	const m = header.match(/^Bearer\s+(\S+)\s*$/i);
	if (!m || !KEY_SHAPE.test(m[1])) throw unauthorized("Malformed key; expected Bearer sk_test_… / sk_live_… / pk_…");
	const key = await loadStoreKey(c.env, m[1]);
	// A key proves its workspace (minted only for an existing one; workspaces are never deleted): no directory read.
	if (!key) throw unauthorized("Unknown or revoked key");
	c.set("workspaceId", key.accountId);
	// DB_STORE (and any service this request calls for the shop) is the workspace's shard from here on.
	c.env = await workspaceEnv(c.env, key.accountId);
	c.set("actor", key.id);
	c.set("storeKey", key);
	await next();
};

export const keyOf = (c: Context<AppEnv>) => c.get("storeKey") as StoreKey;

/** Catalogue writes: publishable keys are 403 FORBIDDEN. */
export const secretOnly = (): MiddlewareHandler<AppEnv> => async (c, next) => {
	if (keyOf(c).role !== "secret")
		throw new ApiError(
			403,
			"forbidden",
			"Publishable keys (pk_) read published products only; write with a secret key",
		);
	await next();
};

/** Whether drafts are visible: secret keys see everything, publishable keys published products only. */
export const seesDrafts = (c: Context<AppEnv>) => keyOf(c).role === "secret";
