// Payments keys in isolate memory (issue 27). The first signed request of a workspace's key loads the
// workspace's whole key set in one query (every key, both environments, revoked ones too, newest
// first, up to KEY_SET_MAX); it answers that workspace's other keys and its key listings without
// storage. A change made in this isolate (create, revoke) forgets the set at once; a change made
// elsewhere (a revocation through another isolate, a lastUsedAt flush) moves the gate's key-set
// version, which this isolate sees in its next rate-limit report (about a second under traffic) and
// re-reads the set after the answer. As a backstop, a set older than KEY_SET_REFRESH_MS is answered
// and re-read in the background, and an idle one lasts KEY_CACHE_TTL_MS: the revocation window
// ("within a few seconds", spec 000) is 5 s at most, about a second under traffic. The derived signing material (HMAC key) is kept per key and reused while
// its salt and hash are unchanged. This file holds no D1 access: loads are passed in.
import { inBackground } from "../../../platform/background";
import { isolateCache } from "../../../platform/isolate-cache";
import type { Environment } from "./domain/api-keys";
import type { Role, Scope } from "./scopes";
import type { ApiKeyRow } from "./store/index";

/** What payAuth puts in c.get("apiKey"). `scopes` are the effective scopes of the key's role. */
export interface PayApiKey {
	id: string;
	keyId: string;
	role: Role;
	scopes: readonly Scope[];
	environment: Environment;
	/** The key's own workspace (differs from c.get("workspaceId") when acting on behalf of another). */
	accountId: string;
}

export interface CachedKey {
	row: ApiKeyRow | null;
	hmac: CryptoKey | null;
	/** The request-facing view, built once per derivation. */
	key: PayApiKey | null;
}

export const KEY_CACHE_TTL_MS = 5_000;
export const KEY_SET_REFRESH_MS = 4_000;
export const KEY_SET_MAX = 200;

export interface KeySet {
	/** Newest first (createdAt, id). */
	rows: ApiKeyRow[];
	byKeyId: Map<string, ApiKeyRow>;
	/** Every key of the workspace is in `rows`. */
	complete: boolean;
}

export const newestFirst = (a: ApiKeyRow, b: ApiKeyRow) =>
	b.createdAt - a.createdAt || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

export function keySetOf(rows: ApiKeyRow[]): KeySet {
	const kept = rows.slice(0, KEY_SET_MAX).sort(newestFirst);
	return { rows: kept, byKeyId: new Map(kept.map((r) => [r.keyId, r])), complete: rows.length <= KEY_SET_MAX };
}

/** Workspace -> its key set. */
export const keySets = isolateCache<KeySet>(KEY_CACHE_TTL_MS, 2_000, { refreshAfterMs: KEY_SET_REFRESH_MS });
/** keyId -> its workspace (fixed for a key's life). */
export const workspaceOfKey = new Map<string, string>();
/** keyIds no key has: a wrong keyId stays off storage for the TTL too. */
export const unknownKeys = isolateCache<true>(KEY_CACHE_TTL_MS);
/** keyId -> derived material, valid while the row's salt and hash are the ones it was derived from. */
export const material = new Map<string, { salt: string; secretHash: string; hmac: CryptoKey; key: PayApiKey }>();

export function rememberSet(accountId: string, set: KeySet) {
	for (const r of set.rows) {
		if (workspaceOfKey.size >= 20_000) workspaceOfKey.clear();
		workspaceOfKey.set(r.keyId, accountId);
	}
	keySets.set(accountId, set);
}

/** The workspace's keys changed in this isolate: the next request reads them again. */
export function forgetWorkspaceKeys(accountId: string) {
	keySets.forget(accountId);
}

/** The gate says the workspace's keys changed elsewhere: re-read them after the answer. */
export function refreshWorkspaceKeys(accountId: string, load: () => Promise<ApiKeyRow[]>) {
	if (!keySets.peek(accountId)) return;
	inBackground(load().then((rows) => rememberSet(accountId, keySetOf(rows))));
}

/** Empties this isolate's memory of payments keys (tests measure a cold request with it). */
export function clearKeyMemory() {
	keySets.clear();
	workspaceOfKey.clear();
	unknownKeys.clear();
	material.clear();
}

/** A page of the workspace's keys from memory, as listKeys answers it, or null when not held whole. */
export function keyPage(
	accountId: string,
	f: { environment?: Environment; includeRevoked: boolean },
	limit: number,
	after: { t: number; id: string } | null,
): ApiKeyRow[] | null {
	const set = keySets.peek(accountId);
	if (!set?.complete) return null;
	return set.rows
		.filter(
			(r) =>
				(!f.environment || r.environment === f.environment) &&
				(f.includeRevoked || r.revokedAt == null) &&
				(!after || r.createdAt < after.t || (r.createdAt === after.t && r.id < after.id)),
		)
		.slice(0, limit + 1);
}
