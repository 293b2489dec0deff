// DB_POS staff, custom roles, key roles and spent approval tokens (issue 43). The only place these
// tables are touched; returns can reuse staffById / verifyPin-backed approvals through access/.
import { and, desc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Env } from "../../../env";
import { type Cursor, olderThan } from "../../../platform/cursor";
import type { PosScope } from "../context";
import { approvalUses, keyRoles, outlets, roles, staff, staffSessions } from "../schema";

const db = (env: Env) => drizzle(env.DB_POS);
export type StaffRow = typeof staff.$inferSelect;
export type RoleRow = typeof roles.$inferSelect;
export type KeyRoleRow = typeof keyRoles.$inferSelect;

/** A member's stored outletIds (JSON, or null for every outlet). */
export const outletIdsOf = (stored: string | null) => (stored ? (JSON.parse(stored) as string[]) : null);

/** Which of these ids are this workspace's outlets (a member's outletIds are checked with it; one query). */
export const ownedOutletIds = async (env: Env, s: PosScope, ids: string[]) =>
	ids.length
		? (
				await db(env)
					.select({ id: outlets.id })
					.from(outlets)
					.where(and(eq(outlets.accountId, s.workspaceId), inArray(outlets.id, ids)))
					.all()
			).map((r) => r.id)
		: [];

/** After this many wrong PINs in a row the member is locked for PIN_LOCK_MS from the last try. */
export const PIN_MAX_ATTEMPTS = 5;
export const PIN_LOCK_MS = 15 * 60 * 1000;

export const insertStaff = (env: Env, row: StaffRow) => db(env).insert(staff).values(row).run();

export const staffById = async (env: Env, s: PosScope, id: string) =>
	(await db(env)
		.select()
		.from(staff)
		.where(and(eq(staff.accountId, s.workspaceId), eq(staff.id, id)))
		.get()) ?? null;

export const listStaff = (env: Env, s: PosScope, limit: number, after: Cursor | null) =>
	db(env)
		.select()
		.from(staff)
		.where(and(eq(staff.accountId, s.workspaceId), olderThan(staff.createdAt, staff.id, after)))
		.orderBy(desc(staff.createdAt), desc(staff.id))
		.limit(limit + 1)
		.all();

export const updateStaff = async (env: Env, s: PosScope, id: string, set: Partial<StaffRow>) =>
	(
		await db(env)
			.update(staff)
			.set(set)
			.where(and(eq(staff.accountId, s.workspaceId), eq(staff.id, id)))
			.run()
	).meta.changes === 1;

export const deleteStaff = async (env: Env, s: PosScope, id: string) =>
	(
		await db(env)
			.delete(staff)
			.where(and(eq(staff.accountId, s.workspaceId), eq(staff.id, id)))
			.run()
	).meta.changes === 1;

/**
 * Reserves one PIN try: counts it only while fewer than PIN_MAX_ATTEMPTS wrong tries stand (or the
 * lock has passed, which starts a new count). One statement, so N parallel guesses get at most the
 * remaining tries; false when locked.
 */
export async function reservePinTry(env: Env, s: PosScope, id: string, now: number) {
	const r = await env.DB_POS.prepare(
		`UPDATE staff SET pin_attempts = CASE WHEN pin_attempts >= ?3 THEN 1 ELSE pin_attempts + 1 END, pin_attempt_at = ?4
		 WHERE account_id = ?1 AND id = ?2 AND (pin_attempts < ?3 OR pin_attempt_at <= ?5)`,
	)
		.bind(s.workspaceId, id, PIN_MAX_ATTEMPTS, now, now - PIN_LOCK_MS)
		.run();
	return r.meta.changes === 1;
}

/** A right PIN: the count starts again. */
export const clearPinTries = (env: Env, s: PosScope, id: string) =>
	db(env)
		.update(staff)
		.set({ pinAttempts: 0 })
		.where(and(eq(staff.accountId, s.workspaceId), eq(staff.id, id)))
		.run();

export const insertRole = (env: Env, row: RoleRow) => db(env).insert(roles).values(row).run();

export const roleById = async (env: Env, s: PosScope, id: string) =>
	(await db(env)
		.select()
		.from(roles)
		.where(and(eq(roles.accountId, s.workspaceId), eq(roles.id, id)))
		.get()) ?? null;

export const roleByName = async (env: Env, s: PosScope, name: string) =>
	(await db(env)
		.select()
		.from(roles)
		.where(and(eq(roles.accountId, s.workspaceId), eq(roles.name, name)))
		.get()) ?? null;

export const listRoles = (env: Env, s: PosScope, limit: number, after: Cursor | null) =>
	db(env)
		.select()
		.from(roles)
		.where(and(eq(roles.accountId, s.workspaceId), olderThan(roles.createdAt, roles.id, after)))
		.orderBy(desc(roles.createdAt), desc(roles.id))
		.limit(limit + 1)
		.all();

export const updateRole = async (env: Env, s: PosScope, id: string, set: Partial<RoleRow>) =>
	(
		await db(env)
			.update(roles)
			.set(set)
			.where(and(eq(roles.accountId, s.workspaceId), eq(roles.id, id)))
			.run()
	).meta.changes === 1;

/** Deletes a custom role only while no staff member and no key holds it (one statement: no race with an assignment read). */
export async function deleteUnusedRole(env: Env, s: PosScope, id: string) {
	const r = await env.DB_POS.prepare(
		`DELETE FROM roles WHERE account_id = ?1 AND id = ?2
		 AND NOT EXISTS (SELECT 1 FROM staff WHERE account_id = ?1 AND role = ?2)
		 AND NOT EXISTS (SELECT 1 FROM key_roles WHERE account_id = ?1 AND role = ?2)`,
	)
		.bind(s.workspaceId, id)
		.run();
	return r.meta.changes === 1;
}

export const insertKeyRole = (env: Env, row: KeyRoleRow) => db(env).insert(keyRoles).values(row).run();

export const keyRoleOf = async (env: Env, keyId: string) =>
	(await db(env).select().from(keyRoles).where(eq(keyRoles.keyId, keyId)).get()) ?? null;

/**
 * The roles of these keys of the workspace, one query: a key bound to a member shows the member's
 * current role (what it acts with); keys without a row are owner keys.
 */
export const keyRolesOf = async (env: Env, s: PosScope, keyIds: string[]) =>
	keyIds.length
		? db(env)
				.select({
					keyId: keyRoles.keyId,
					staffId: keyRoles.staffId,
					role: sql<string>`coalesce(${staff.role}, ${keyRoles.role})`,
				})
				.from(keyRoles)
				.leftJoin(staff, and(eq(staff.accountId, keyRoles.accountId), eq(staff.id, keyRoles.staffId)))
				.where(and(eq(keyRoles.accountId, s.workspaceId), inArray(keyRoles.keyId, keyIds)))
				.all()
		: [];

/** Spends an approval token: true for the one request whose insert of its nonce wins. */
export async function spendApproval(env: Env, s: PosScope, nonce: string, now: number, expiresAt: number) {
	const r = await db(env)
		.insert(approvalUses)
		.values({ nonce, accountId: s.workspaceId, usedAt: now, expiresAt })
		.onConflictDoNothing()
		.run();
	// Spent nonces past their expiry can go: an expired token is refused before this insert.
	if (r.meta.changes === 1 && Math.random() < 0.05)
		await db(env).delete(approvalUses).where(sql`${approvalUses.expiresAt} < ${now}`).run();
	return r.meta.changes === 1;
}

export type StaffSessionRow = typeof staffSessions.$inferSelect;
const T = staffSessions;

export const insertStaffSession = (env: Env, row: StaffSessionRow) => db(env).insert(T).values(row).run();

/**
 * A live till sign-in with its member's current role and outlets, in one read (a demotion or an outlet
 * change applies on the token's next request; a removed member's token finds no row).
 */
export const liveStaffSession = async (env: Env, idHash: string, now: number) =>
	(await db(env)
		.select({
			accountId: T.accountId,
			issuedBy: T.issuedBy,
			staffId: staff.id,
			role: staff.role,
			outletIds: staff.outletIds,
		})
		.from(T)
		.innerJoin(staff, and(eq(staff.accountId, T.accountId), eq(staff.id, T.staffId)))
		.where(and(eq(T.idHash, idHash), isNull(T.endedAt), gt(T.expiresAt, now)))
		.get()) ?? null;

/** Sign-out: this token ends (false when it had already ended). */
export const endStaffSession = async (env: Env, s: PosScope, idHash: string, now: number) =>
	(
		await db(env)
			.update(T)
			.set({ endedAt: now })
			.where(and(eq(T.accountId, s.workspaceId), eq(T.idHash, idHash), isNull(T.endedAt)))
			.run()
	).meta.changes === 1;

/** A new PIN ends the member's sign-ins (a PIN seen by someone else signs no one in from then on). */
export const endSessionsOf = (env: Env, s: PosScope, staffId: string, now: number) =>
	db(env)
		.update(T)
		.set({ endedAt: now })
		.where(and(eq(T.accountId, s.workspaceId), eq(T.staffId, staffId), isNull(T.endedAt)))
		.run();

/** The public id of a sign-in: a prefix of its token's SHA-256 (the hash itself stays in the row). */
export const SIGN_IN_ID_PREFIX = "pss_";
const ID_HEX = 24;
export const signInIdOf = (idHash: string) => `${SIGN_IN_ID_PREFIX}${idHash.slice(0, ID_HEX)}`;
const hashPrefix = (id: string) =>
	id.startsWith(SIGN_IN_ID_PREFIX) && id.length === SIGN_IN_ID_PREFIX.length + ID_HEX
		? id.slice(SIGN_IN_ID_PREFIX.length)
		: null;

/** The member's sign-ins not ended and not expired. */
const liveOf = (s: PosScope, staffId: string, now: number) =>
	and(eq(T.accountId, s.workspaceId), eq(T.staffId, staffId), isNull(T.endedAt), gt(T.expiresAt, now));

/** A member's live sign-ins, newest first (keyset on createdAt and the public id's hash prefix). */
export const liveSignInsOf = (
	env: Env,
	s: PosScope,
	staffId: string,
	now: number,
	limit: number,
	after: Cursor | null,
) =>
	db(env)
		.select({
			idHash: T.idHash,
			staffId: T.staffId,
			issuedBy: T.issuedBy,
			createdAt: T.createdAt,
			expiresAt: T.expiresAt,
		})
		.from(T)
		.where(
			and(
				liveOf(s, staffId, now),
				olderThan(T.createdAt, T.idHash, after ? { ...after, id: hashPrefix(after.id) ?? "" } : null),
			),
		)
		.orderBy(desc(T.createdAt), desc(T.idHash))
		.limit(limit + 1)
		.all();

/** Ends the member's live sign-ins, or the one `signInId` names; how many ended. */
export const endSignInsOf = async (env: Env, s: PosScope, staffId: string, now: number, signInId?: string) => {
	const prefix = signInId === undefined ? undefined : hashPrefix(signInId);
	if (prefix === null) return 0;
	const r = await db(env)
		.update(T)
		.set({ endedAt: now })
		.where(and(liveOf(s, staffId, now), prefix ? sql`substr(${T.idHash}, 1, ${ID_HEX}) = ${prefix}` : undefined))
		.run();
	return r.meta.changes;
};
