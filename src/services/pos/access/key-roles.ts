// A key's role row (issue 43) never changes once written (it is written before the key), so each isolate
// keeps the rows it has read: the guard's check and the key listing read a key's row at most once.
import type { Env } from "../../../env";
import type { PosScope } from "../context";
import { type KeyRoleRow, keyRoleOf, keyRolesOf } from "../staff/store";

/** key id → its row, or null for a key without one (made before roles: an owner key). */
const cache = new Map<string, KeyRoleRow | null>();
const remember = (keyId: string, row: KeyRoleRow | null) => {
	if (cache.size > 10_000) cache.clear();
	cache.set(keyId, row);
};

/** The key's role row (null: an owner key from before roles). */
export async function keyRole(env: Env, keyId: string) {
	if (cache.has(keyId)) return cache.get(keyId) ?? null;
	const row = await keyRoleOf(env, keyId);
	remember(keyId, row);
	return row;
}

/**
 * GET /api-keys: each listed key's role and staff member. From memory when every key's row is known and
 * none is bound to a member (an owner's usual listing: no storage call); else one query for the page,
 * joined with the members so a bound key shows the role it acts with now.
 */
export async function keyAccessOf(env: Env, s: PosScope, ids: string[]) {
	const known = ids.every((id) => cache.has(id) && !cache.get(id)?.staffId);
	const view = (row: { role: string; staffId: string | null } | null | undefined) => ({
		role: row?.role ?? "owner",
		staffId: row?.staffId ?? null,
	});
	if (known) return new Map(ids.map((id) => [id, view(cache.get(id))]));
	const rows = new Map((await keyRolesOf(env, s, ids)).map((r) => [r.keyId, r]));
	for (const id of ids) if (!rows.has(id)) remember(id, null);
	return new Map(ids.map((id) => [id, view(rows.get(id))]));
}
