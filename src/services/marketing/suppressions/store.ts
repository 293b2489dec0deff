// The workspace's suppression list (issue 40; REFERENCE "Campaigns"): addresses no campaign sends
// to. The key is the SHA-256 of the normalised address, so an erased contact's suppression holds
// after its address is gone (address null). Every later campaign's freeze and every batch's claim
// leave out a suppressed address.
import type { Env } from "../../../env";
import { sha256Hex } from "../../../platform/crypto";
import type { MktScope } from "../context";

export type SuppressionReason = "hard_bounce" | "complaint" | "manual";

/** An email lowercased and trimmed, a phone reduced to + and digits; anything else (chat ids, tokens) trimmed. */
export function normaliseAddress(raw: string): string {
	const a = raw.trim();
	if (a.includes("@")) return a.toLowerCase();
	if (/^\+?[\d\s().-]{4,40}$/.test(a)) return a.replace(/[^+\d]/g, "");
	return a;
}

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
