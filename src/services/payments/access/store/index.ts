import { and, desc, eq, isNull, lt, ne, or, type SQL } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Env } from "../../../../env";
import { insertUnderCap } from "../../../../platform/caps";
import type { Cursor } from "../../../../platform/cursor";
import { iso } from "../../../../platform/encoding";
import { type ApiKeyRow, apiKeys } from "../../schema";
import type { Environment } from "../domain/api-keys";
import { KEY_SET_MAX, keyPage } from "../key-cache";
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

const SET_SQL = (where: string) =>
	`SELECT ${COLUMNS} FROM api_keys WHERE account_id = ${where} ORDER BY created_at DESC, id DESC LIMIT ${KEY_SET_MAX + 1}`;

/**
 * The auth hot path when cold: the workspace's whole key set (newest first, one row past KEY_SET_MAX
 * to tell a complete set) found by one of its public key ids, in one statement; [] for an unknown id.
 */
export async function keySetByKeyId(env: Env, keyId: string): Promise<ApiKeyRow[]> {
	const { results } = await env.DB_PAY.prepare(SET_SQL("(SELECT account_id FROM api_keys WHERE key_id = ?1)"))
		.bind(keyId)
		.all<RawRow>();
	return results.map(fromRaw);
}

/** A workspace's key set, as keySetByKeyId. */
export async function keySetOfWorkspace(env: Env, accountId: string): Promise<ApiKeyRow[]> {
	const { results } = await env.DB_PAY.prepare(SET_SQL("?1")).bind(accountId).all<RawRow>();
	return results.map(fromRaw);
}

/** One indexed lookup by public key id (a workspace past KEY_SET_MAX keys). */
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

/**
 * listKeys, answered from this isolate's copy of the workspace's keys when it holds them whole
 * (key-cache.ts: loaded by the request's own authentication, refreshed within about a second of a
 * change made elsewhere, at once for a change made here), else from D1.
 */
export async function listKeysCached(
	env: Env,
	accountId: string,
	_gate: { environment: Environment; keysVersion?: string },
	f: ListFilter,
	limit: number,
	after: Cursor | null,
) {
	return keyPage(accountId, f, limit, after) ?? listKeys(env, accountId, f, limit, after);
}

/** Keys of this database (one shard) in id order after `afterId`: what the locator backfill walks. */
export async function keyIdsAfter(env: Env, afterId: string | null, limit: number) {
	const { results } = await env.DB_PAY.prepare(
		"SELECT id, key_id AS keyId, account_id AS accountId FROM api_keys WHERE id > ?1 ORDER BY id LIMIT ?2",
	)
		.bind(afterId ?? "", limit)
		.all<{ id: string; keyId: string; accountId: string }>();
	return results;
}
