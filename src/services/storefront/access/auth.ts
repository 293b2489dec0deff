// Storefront authentication (spec 001 §5): Bearer sk_ (secret: read and write) or pk_ (publishable:
// published products only, no writes). Missing, malformed, unknown or revoked → 401 UNAUTHORIZED.
import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../../../platform/context";
import { type BearerPolicy, bearerServiceRefusal } from "../../../platform/credential-kind";
import { hashBearerKey } from "../../../platform/crypto";
import { ApiError } from "../../../platform/errors";
import { locate, workspaceEnv } from "../../admin/public";
import { loadStoreKey, type StoreKey, storeKeyState } from "./keys";

const KEY_SHAPE = /^(sk|pk)_(test|live)_[A-Za-z0-9_-]{20,100}$/;

const unauthorized = (m: string) =>
	new ApiError(401, "unauthorized", m, undefined, { "WWW-Authenticate": 'Bearer realm="storefront"' });

/** What the 401 says was sent and what the storefront takes (issue 42); built on the failure path only. */
const refusalPolicy = (c: Context<AppEnv>): BearerPolicy => ({
	target: {
		name: "the storefront",
		takes: "Authorization: Bearer <storefront key: sk_test_…, sk_live_… or pk_test_… / pk_live_…>",
	},
	ownName: "storefront key",
	own: (shape) => shape === "sk_live" || shape === "sk_test" || shape === "store.publishable",
	ownKind: "store.key",
	jwt: false,
	state: (token) => storeKeyState(c.env, token),
	locate: (kind, hash) => locate(c.env, kind, hash),
	hash: hashBearerKey,
});

export const storeAuth: MiddlewareHandler<AppEnv> = async (c, next) => {
	const header = c.req.header("Authorization");
	const m = header?.match(/^Bearer\s+(\S+)\s*$/i);
	const key = m && KEY_SHAPE.test(m[1]) ? await loadStoreKey(c.env, m[1]) : null;
	// A key proves its workspace (minted only for an existing one; workspaces are never deleted): no directory read.
	if (!key) throw unauthorized(await bearerServiceRefusal(header, refusalPolicy(c)));
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
