// The workspace's suppression list (issue 40; REFERENCE "Campaigns"): addresses no campaign sends
// to. The key is the SHA-256 of the normalised address, so an erased contact's suppression holds
// after its address is gone (address null). Every later campaign's freeze and every batch's claim
// leave out a suppressed address.
import { and, desc, eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Env } from "../../../env";
import { sha256Hex } from "../../../platform/crypto";
import { type Cursor, olderThan } from "../../../platform/cursor";
import type { MktScope } from "../context";
import { suppressions } from "../schema";

export type SuppressionReason = "hard_bounce" | "complaint" | "manual";
export type SuppressionRow = typeof suppressions.$inferSelect;

// The rule is pure (domain/address.ts); callers of the store keep importing it from here.
export { normaliseAddress } from "./domain/address";

export const addressHash = (normalised: string) => sha256Hex(normalised);

/**
 * Adds `address` (normalised by the caller) to the list; a suppression already there keeps its first
 * reason and time (the first bounce or complaint is the one a person reviews). A statement, so a
 * caller can put it in the batch that records what caused it.
 */
export async function suppressStatement(
	env: Env,
	s: MktScope,
	address: string,
	reason: SuppressionReason,
	source: string | null,
	campaignId: string | null,
	now: number,
): Promise<D1PreparedStatement> {
	return env.DB_MKT.prepare(
		`INSERT INTO suppressions (account_id, address_hash, address, reason, source, campaign_id, created_at)
		 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
		 ON CONFLICT (account_id, address_hash) DO UPDATE SET address = COALESCE(suppressions.address, excluded.address)`,
	).bind(s.workspaceId, await addressHash(address), address, reason, source, campaignId, now);
}

/** Newest first, keyset on (createdAt, addressHash); limit + 1 rows for the page helper. */
export async function listSuppressions(
	env: Env,
	s: MktScope,
	limit: number,
	after: Cursor | null,
	reason?: SuppressionReason,
) {
	return drizzle(env.DB_MKT)
		.select()
		.from(suppressions)
		.where(
			and(
				eq(suppressions.accountId, s.workspaceId),
				reason ? eq(suppressions.reason, reason) : undefined,
				olderThan(suppressions.createdAt, suppressions.addressHash, after),
			),
		)
		.orderBy(desc(suppressions.createdAt), desc(suppressions.addressHash))
		.limit(limit + 1)
		.all();
}

export async function getSuppression(env: Env, s: MktScope, hash: string): Promise<SuppressionRow | null> {
	return (
		(await drizzle(env.DB_MKT)
			.select()
			.from(suppressions)
			.where(and(eq(suppressions.accountId, s.workspaceId), eq(suppressions.addressHash, hash)))
			.get()) ?? null
	);
}

/**
 * A person's entry: inserted when the address is not on the list yet (the row), else nothing written
 * and null — the entry already there, whatever its reason, is the one that holds (the caller reads it).
 */
export async function insertSuppressionIfNew(env: Env, row: SuppressionRow): Promise<SuppressionRow | null> {
	const rows = await drizzle(env.DB_MKT).insert(suppressions).values(row).onConflictDoNothing().returning();
	return rows[0] ?? null;
}

export async function deleteSuppression(env: Env, s: MktScope, hash: string): Promise<boolean> {
	const res = await drizzle(env.DB_MKT)
		.delete(suppressions)
		.where(and(eq(suppressions.accountId, s.workspaceId), eq(suppressions.addressHash, hash)))
		.run();
	return (res.meta.changes ?? 0) > 0;
}
