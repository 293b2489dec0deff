// The global locator (issue 38): the workspace that owns a key presented before any workspace is
// known. A key's owner never changes, so a hit is kept in isolate memory for long; a miss is kept
// for a few seconds only, so a flood of made-up keys costs one platform read per key and isolate, and
// a key minted in another isolate is found as soon as that isolate has written its row (a minted key
// is random: nothing looked it up before). No row = the key was minted before sharding: its
// workspace is on shard 0 of every service, and callers read shard 0 for it (LEGACY).
import type { Env } from "../../env";
import type { KeyPlacement } from "../../platform/bearer-key-store";
import { isolateCache } from "../../platform/isolate-cache";
import { placedEnv } from "../../platform/shards";
import { workspaceEnv } from "./directory";
import { insertLocator, locatorOwner } from "./store";

/**
 * What a locator key is: a service's credential hash ("secrets.key"), a public id ("ci.badge"), …;
 * the service prefix keeps keys of two services apart (POS, CI and secrets keys share sk_live_).
 */
export type LocatorKind = `${string}.${string}`;

export const LOCATOR_HIT_TTL_MS = 10 * 60_000;
export const LOCATOR_MISS_TTL_MS = 5_000;
const hits = isolateCache<string>(LOCATOR_HIT_TTL_MS, 50_000);
const misses = isolateCache<true>(LOCATOR_MISS_TTL_MS, 10_000);
export const forgetLocatorCache = () => {
	hits.clear();
	misses.clear();
};

/** The workspace owning `key`, or null (no such key, or one minted before sharding: shard 0). */
export async function locate(env: Env, kind: LocatorKind, key: string): Promise<string | null> {
	const id = `${kind}\u0000${key}`;
	const hit = hits.peek(id);
	if (hit) return hit;
	if (misses.peek(id)) return null;
	const ws = await locatorOwner(env, kind, key);
	if (ws) hits.set(id, ws);
	else misses.set(id, true);
	return ws;
}

/**
 * Records that `workspaceId` owns `key`, before the service writes the row the key finds. Idempotent
 * for the same owner; false when another workspace already owns the key (the caller mints another).
 */
export async function recordLocator(env: Env, kind: LocatorKind, key: string, workspaceId: string): Promise<boolean> {
	if ((await insertLocator(env, kind, key, workspaceId)) !== workspaceId) return false;
	const id = `${kind}\u0000${key}`;
	hits.set(id, workspaceId);
	misses.forget(id);
	return true;
}

/**
 * The env of the workspace owning `key` (its shards), and that workspace; for a key without a row,
 * shard 0 of every service (LEGACY above) and null.
 */
export async function locatedEnv<E extends Env>(env: E, kind: LocatorKind, key: string) {
	const ws = await locate(env, kind, key);
	return { workspaceId: ws, env: ws ? await workspaceEnv(env, ws) : placedEnv(env, {}) };
}

/**
 * How a service's bearer keys (src/platform/bearer-key-store.ts) find their shard: a key hash through
 * the locator of `kind`, a workspace through the directory, and a minted key's locator row written
 * before its own (a collision with another workspace's key, 2^-192 for a random key, refuses the mint).
 */
export const keyPlacement = (kind: LocatorKind): KeyPlacement => ({
	forKey: (env, keyHash) => locatedEnv(env, kind, keyHash),
	forWorkspace: (env, workspaceId) => workspaceEnv(env, workspaceId),
	async minted(env, row) {
		if (!(await recordLocator(env, kind, row.keyHash, row.accountId)))
			throw new Error(`a new ${kind} collided with another workspace's key`);
	},
});
