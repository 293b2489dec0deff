// Tombstones of erased contacts (erased_contacts, written by privacy/ when a contact is erased): the
// identity hashes a contact write leaves alone unless asked (allowErased).
import type { Env } from "../../../../env";
import type { MktScope } from "../../context";

/** Which of `hashes` are tombstoned in the workspace: one query for a whole import chunk (json_each), not one per row. */
export async function erasedAmong(env: Env, s: MktScope, hashes: string[]): Promise<Set<string>> {
	if (!hashes.length) return new Set();
	const { results } = await env.DB_MKT.prepare(
		`SELECT identity_hash AS h FROM erased_contacts
		 WHERE account_id = ?1 AND identity_hash IN (SELECT value FROM json_each(?2))`,
	)
		.bind(s.workspaceId, JSON.stringify([...new Set(hashes)]))
		.all<{ h: string }>();
	return new Set(results.map((r) => r.h));
}

/**
 * Removes the tombstones of `hashes`: a statement for the batch that writes those contacts again
 * (allowErased), ahead of the upserts, whose guard would otherwise leave them out.
 */
export const clearTombstonesStatement = (env: Env, s: MktScope, hashes: string[]) =>
	env.DB_MKT.prepare(
		"DELETE FROM erased_contacts WHERE account_id = ?1 AND identity_hash IN (SELECT value FROM json_each(?2))",
	).bind(s.workspaceId, JSON.stringify([...new Set(hashes)]));
