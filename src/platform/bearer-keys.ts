// Plain bearer API keys (`sk_live_…`, `loc_live_…`) of the services that authenticate with them
// (POS, CI, localization): minted here (only the SHA-256 and a 12-character display prefix are
// stored, the key is shown once), and resolved from isolate memory (issue 27). The first request
// with a key loads its whole workspace's key set in one query (every key of the workspace, revoked
// ones too, newest first, up to KEY_SET_MAX), which then answers every key of that workspace and the
// key listings without storage. A set older than a second is answered and reloaded in the background;
// an idle one is dropped after 5 s, so a revocation made in another isolate is refused within 5 s
// (about a second under traffic), and the isolate that revokes a key refuses it at once. lastUsedAt is
// written at most once a minute per key, in the background. Each service keeps its own table and
// store; this module never touches D1.
import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { Env } from "../env";
import { inBackground } from "./background";
import type { AppEnv } from "./context";
import { hashBearerKey, randomToken } from "./crypto";
import type { Cursor } from "./cursor";
import { newId } from "./ids";
import { isolateCache } from "./isolate-cache";
import { looksLikeJwt, verifyIdpToken } from "./jwt";
import { backgroundEnv } from "./roundtrips";
import { singleLine } from "./text";

export const LIVE_KEY_PREFIX = "sk_live_";
/** lastUsedAt is written at most this often per key (and isolate), after the answer. */
export const TOUCH_EVERY_MS = 60_000;
/** A revocation elsewhere reaches this isolate within this (the spec's "within a few seconds"). */
export const KEY_SET_TTL_MS = 5_000;
/** A set older than this is refreshed in the background on its next use. */
export const KEY_SET_REFRESH_MS = 1_000;
/** Keys of a workspace held in memory; a larger workspace lists from D1 past them. */
export const KEY_SET_MAX = 200;

/** A key row as every bearer-key table stores it (bearer-key-store.ts). */
export interface KeyRow {
	id: string;
	accountId: string;
	name: string;
	prefix: string;
	keyHash: string;
	source: "api" | "admin";
	lastUsedAt: number | null;
	createdAt: number;
	revokedAt: number | null;
}

export interface BearerKeyStore {
	/** The workspace of the key with this SHA-256 and its key set (newest first, at most KEY_SET_MAX + 1 rows); [] if unknown. */
	setByHash(env: Env, keyHash: string): Promise<KeyRow[]>;
	/** A workspace's key set, as setByHash. */
	setOf(env: Env, workspaceId: string): Promise<KeyRow[]>;
	/** The key with this SHA-256 (a workspace past KEY_SET_MAX keys), or null. */
	byHash(env: Env, keyHash: string): Promise<KeyRow | null>;
	touch(env: Env, workspaceId: string, id: string, now: number): Promise<unknown>;
}

/** Who a bearer credential resolved to: a key (actor = its id) or an identity-provider token (actor = sub). */
export interface BearerWho {
	workspaceId: string;
	actor: string;
	via: "key" | "token";
}

interface KeySet {
	rows: KeyRow[];
	byHash: Map<string, KeyRow>;
	/** Every key of the workspace is in `rows`. */
	complete: boolean;
}

const newest = (a: KeyRow, b: KeyRow) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

function keySet(rows: KeyRow[], previous?: KeySet): KeySet {
	const complete = rows.length <= KEY_SET_MAX;
	const kept = rows.slice(0, KEY_SET_MAX).map((r) => {
		// A lastUsedAt this isolate wrote may not have reached the read that refreshed the set.
		const before = previous?.byHash.get(r.keyHash)?.lastUsedAt ?? null;
		return before != null && (r.lastUsedAt == null || before > r.lastUsedAt) ? { ...r, lastUsedAt: before } : r;
	});
	kept.sort(newest);
	return { rows: kept, byHash: new Map(kept.map((r) => [r.keyHash, r])), complete };
}

/** The page after `after` of a set, newest first, limit + 1 rows (the D1 listing's shape). */
const pageOf = (rows: KeyRow[], limit: number, after: Cursor | null) =>
	(after ? rows.filter((r) => r.createdAt < after.t || (r.createdAt === after.t && r.id < after.id)) : rows).slice(
		0,
		limit + 1,
	);

export function bearerKeys(store: BearerKeyStore, prefix = LIVE_KEY_PREFIX) {
	const sets = isolateCache<KeySet>(KEY_SET_TTL_MS, 2_000, { refreshAfterMs: KEY_SET_REFRESH_MS });
	/** key hash -> its workspace (fixed for a key's life). */
	const workspaces = new Map<string, string>();
	/** Hashes no key has (a wrong or revoked-and-gone key stays off storage for the TTL too). */
	const unknown = isolateCache<true>(KEY_SET_TTL_MS);
	const remember = (hash: string, ws: string) => {
		if (workspaces.size >= 20_000) workspaces.clear();
		workspaces.set(hash, ws);
	};
	const loadSet = async (env: Env, ws: string) => keySet(await store.setOf(env, ws), sets.peek(ws));
	const setOf = (env: Env, ws: string) =>
		sets.get(
			ws,
			() => loadSet(env, ws),
			() => loadSet(backgroundEnv(env), ws),
		);

	async function keyFor(env: Env, hash: string): Promise<KeyRow | null> {
		const ws = workspaces.get(hash);
		if (ws !== undefined) {
			const set = await setOf(env, ws);
			const row = set.byHash.get(hash);
			if (row || set.complete) return row ?? null;
			return store.byHash(env, hash);
		}
		if (unknown.peek(hash)) return null;
		const rows = await store.setByHash(env, hash);
		const row =
			rows.find((r) => r.keyHash === hash) ?? (rows.length > KEY_SET_MAX ? await store.byHash(env, hash) : null);
		if (!row) {
			unknown.set(hash, true);
			return null;
		}
		remember(hash, row.accountId);
		sets.set(row.accountId, keySet(rows, sets.peek(row.accountId)));
		return sets.peek(row.accountId)?.byHash.get(hash) ?? row;
	}

	return {
		/** A key of this service or an identity-provider JWT; null when neither is valid. */
		async who(c: Context<AppEnv>, token: string): Promise<BearerWho | null> {
			if (token.startsWith(prefix)) {
				const hash = await hashBearerKey(token);
				const key = await keyFor(c.env, hash);
				if (!key || key.revokedAt != null) return null;
				const now = Date.now();
				if (!key.lastUsedAt || now - key.lastUsedAt > TOUCH_EVERY_MS) {
					key.lastUsedAt = now;
					inBackground(store.touch(backgroundEnv(c.env), key.accountId, key.id, now));
				}
				return { workspaceId: key.accountId, actor: key.id, via: "key" };
			}
			if (!looksLikeJwt(token)) return null;
			const claims = await verifyIdpToken(c.env, token);
			return claims ? { workspaceId: claims.accountId, actor: claims.sub, via: "token" } : null;
		},
		/** Why a key of this service's prefix was refused (failure path: its row is in memory after who()). */
		async state(c: Context<AppEnv>, token: string): Promise<"live" | "revoked" | "unknown"> {
			if (!token.startsWith(prefix)) return "unknown";
			const key = await keyFor(c.env, await hashBearerKey(token));
			return !key ? "unknown" : key.revokedAt != null ? "revoked" : "live";
		},
		/**
		 * A page of the workspace's keys from memory (newest first, limit + 1 rows; live ones only unless
		 * `revoked`), or null when this isolate does not hold the whole set.
		 */
		page(workspaceId: string, limit: number, after: Cursor | null, opts: { revoked?: boolean } = {}) {
			const set = sets.peek(workspaceId);
			if (!set?.complete) return null;
			return pageOf(opts.revoked ? set.rows : set.rows.filter((r) => r.revokedAt == null), limit, after);
		},
		/** A key this isolate just minted: listed and accepted at once. */
		added(row: KeyRow) {
			const set = sets.peek(row.accountId);
			if (set) sets.set(row.accountId, keySet([row, ...set.rows].sort(newest), set));
			unknown.forget(row.keyHash);
		},
		/** A key this isolate just revoked is refused by its next request. */
		revoked(workspaceId: string, id: string, at: number) {
			const set = sets.peek(workspaceId);
			if (set) sets.set(workspaceId, keySet(set.rows.map((r) => (r.id === id ? { ...r, revokedAt: at } : r))));
		},
		/** Forgets a workspace's set (this isolate reloads it on next use). */
		forget: (workspaceId: string) => sets.forget(workspaceId),
		/** Empties this isolate's memory of keys (tests measure a cold request with it). */
		clear() {
			sets.clear();
			unknown.clear();
			workspaces.clear();
		},
	};
}

/** A new key row (id `key_`) and its plaintext, shown once. */
export async function mintBearerKey(
	workspaceId: string,
	name: string,
	source: "api" | "admin",
	prefix = LIVE_KEY_PREFIX,
) {
	const now = Date.now();
	const key = prefix + randomToken(24);
	const row = {
		id: newId("key_", now),
		accountId: workspaceId,
		name,
		prefix: key.slice(0, 12),
		keyHash: await hashBearerKey(key),
		source,
		lastUsedAt: null as number | null,
		createdAt: now,
		revokedAt: null as number | null,
	};
	return { row, key };
}

export const bearerKeyView = (r: {
	id: string;
	name: string;
	prefix: string;
	lastUsedAt: number | null;
	createdAt: number;
}) => ({
	id: r.id,
	name: r.name,
	prefix: r.prefix,
	lastUsedAt: r.lastUsedAt == null ? null : new Date(r.lastUsedAt).toISOString(),
	createdAt: new Date(r.createdAt).toISOString(),
});

/** The API-key schemas of a service, named for its OpenAPI document ("Pos", "Ci"). */
export function bearerKeySchemas(
	componentPrefix: string,
	extra: { create?: z.ZodRawShape; created?: z.ZodRawShape; listed?: z.ZodRawShape } = {},
) {
	const Base = z.object({
		id: z.string().openapi({ example: "key_01JB4X6N0ZQ8K3C9W2T5V7R1MD" }),
		name: z.string().openapi({ description: "The label given when the key was created." }),
		prefix: z.string().openapi({ description: "The key's first 12 characters, to tell keys apart" }),
		lastUsedAt: z.string().nullable().openapi({
			description: "When the key last authenticated a request (updated at most once a minute); null if never.",
		}),
		createdAt: z.string(),
	});
	const ApiKey = Base.extend({ ...extra.listed }).openapi(`${componentPrefix}ApiKey`);
	return {
		ApiKey,
		NewApiKey: ApiKey.extend({
			...extra.created,
			key: z.string().openapi({ description: "The key; shown only here" }),
		}).openapi(`${componentPrefix}NewApiKey`),
		CreateApiKey: z
			.strictObject({
				name: singleLine(120, { trim: true }).openapi({
					description: "A label for people (where the key is used), one line of at most 120 characters.",
				}),
				...extra.create,
			})
			.openapi(`${componentPrefix}CreateApiKey`),
	};
}
