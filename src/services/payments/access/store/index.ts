import { and, desc, eq, isNull, lt, ne, or, type SQL } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Env } from "../../../../env";
import { insertUnderCap } from "../../../../platform/caps";
import type { Cursor } from "../../../../platform/cursor";
import { iso } from "../../../../platform/encoding";
import type { Environment } from "../domain/api-keys";
import { type ApiKeyRow, apiKeys } from "../../schema";
import { type AuditEntry, auditAfterWrite } from "./audit";

export type { ApiKeyRow };

/** The API key object (spec §2) without `key`; `scopes` is added for restricted keys' benefit. */
export function apiKeyView(r: ApiKeyRow, opts: { showRevoked?: boolean } = {}) {
	return {
		id: r.id,
		keyId: r.keyId,
		name: r.name,
		role: r.role,
		environment: r.environment,
		scopes: r.role === "restricted" ? (r.scopes ?? []) : null,
		lastUsedAt: iso(r.lastUsedAt),
		createdAt: iso(r.createdAt) as string,
		// spec §2: populated only when listing with includeRevoked=true.
		revokedAt: opts.showRevoked ? iso(r.revokedAt) : null,
	};
}

const COLUMNS =
	"id, account_id AS accountId, environment, key_id AS keyId, name, role, scopes, salt, secret_hash AS secretHash, created_by AS createdBy, created_at AS createdAt, last_used_at AS lastUsedAt, revoked_at AS revokedAt";

type RawRow = Omit<ApiKeyRow, "scopes"> & { scopes: string | null };
const fromRaw = (r: RawRow): ApiKeyRow => ({
	...r,
	scopes: r.scopes == null ? null : (JSON.parse(r.scopes) as string[]),
});

/** The auth hot path: one indexed lookup by public key id (plain D1, no query builder). */
export async function findByKeyId(env: Env, keyId: string): Promise<ApiKeyRow | null> {
	const row = await env.DB_PAY.prepare(`SELECT ${COLUMNS} FROM api_keys WHERE key_id = ?`).bind(keyId).first<RawRow>();
	return row ? fromRaw(row) : null;
}

export async function findById(env: Env, accountId: string, id: string): Promise<ApiKeyRow | null> {
	const row = await env.DB_PAY.prepare(`SELECT ${COLUMNS} FROM api_keys WHERE id = ? AND account_id = ?`)
		.bind(id, accountId)
		.first<RawRow>();
	return row ? fromRaw(row) : null;
}

export interface ListFilter {
	environment?: Environment;
	includeRevoked: boolean;
}

export async function listKeys(env: Env, accountId: string, f: ListFilter, limit: number, after: Cursor | null) {
	const conds: (SQL | undefined)[] = [eq(apiKeys.accountId, accountId)];
	if (f.environment) conds.push(eq(apiKeys.environment, f.environment));
	if (!f.includeRevoked) conds.push(isNull(apiKeys.revokedAt));
	if (after)
		conds.push(or(lt(apiKeys.createdAt, after.t), and(eq(apiKeys.createdAt, after.t), lt(apiKeys.id, after.id))));
	return drizzle(env.DB_PAY)
		.select()
		.from(apiKeys)
		.where(and(...conds))
		.orderBy(desc(apiKeys.createdAt), desc(apiKeys.id))
		.limit(limit + 1)
		.all();
}

/**
 * Inserts the key only while the workspace has fewer than `cap` active counted keys in that
 * environment, and writes its audit entry in the same batch. The count and the insert are one
 * statement, so two racing creations cannot both take the last slot. Returns false at the cap.
 */
export async function insertKeyUnderCap(
	env: Env,
	row: ApiKeyRow,
	cap: number | null,
	audit: AuditEntry,
): Promise<boolean> {
	const counted = and(
		eq(apiKeys.accountId, row.accountId),
		eq(apiKeys.environment, row.environment),
		isNull(apiKeys.revokedAt),
		ne(apiKeys.role, "platform_admin"),
	);
	// The audit row is written only if the insert took effect (same batch, changes() > 0).
	const [res] = await env.DB_PAY.batch([
		insertUnderCap(env.DB_PAY, apiKeys, row, counted, cap),
		auditAfterWrite(env, audit),
	]);
	return (res.meta.changes ?? 0) > 0;
}

/** Sets revokedAt once; false when the key is unknown in this workspace or already revoked. */
export async function revokeKey(
	env: Env,
	accountId: string,
	id: string,
	now: number,
	audit: AuditEntry,
): Promise<boolean> {
	const [res] = await env.DB_PAY.batch([
		env.DB_PAY.prepare(
			"UPDATE api_keys SET revoked_at = ? WHERE id = ? AND account_id = ? AND revoked_at IS NULL",
		).bind(now, id, accountId),
		auditAfterWrite(env, audit),
	]);
	return (res.meta.changes ?? 0) > 0;
}

/** Listings cached per isolate, each tagged with the key-set version the workspace's gate gave. */
const LIST_CACHE_TTL_MS = 5_000;
const LIST_CACHE_MAX = 2_000;
const listCache = new Map<string, { version: string; at: number; rows: ApiKeyRow[] }>();

/**
 * listKeys, served from this isolate's cache while the gate's key-set version (read on this very
 * request, see durable/PayRateLimiter.ts) is the one the entry was stored under. Every creation,
 * revocation and lastUsedAt flush changes that version before it is acknowledged, so a cached
 * listing is never older than a change the caller could have seen; 5 s is a backstop.
 */
export async function listKeysCached(
	env: Env,
	accountId: string,
	gate: { environment: Environment; keysVersion?: string },
	f: ListFilter,
	limit: number,
	after: Cursor | null,
) {
	if (!gate.keysVersion) return listKeys(env, accountId, f, limit, after);
	const k = `${accountId}|${gate.environment}|${f.environment ?? "both"}|${f.includeRevoked}|${limit}|${after ? `${after.t}:${after.id}` : ""}`;
	const now = Date.now();
	const hit = listCache.get(k);
	if (hit && hit.version === gate.keysVersion && now - hit.at < LIST_CACHE_TTL_MS) return hit.rows;
	const rows = await listKeys(env, accountId, f, limit, after);
	if (listCache.size >= LIST_CACHE_MAX) listCache.clear();
	listCache.set(k, { version: gate.keysVersion, at: now, rows });
	return rows;
}
