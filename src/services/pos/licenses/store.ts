// Licences of DB_POS. Only a key's SHA-256 (of its canonical form) and its first group are kept.
// A licence issued for a sale is inserted only while that sale is COMPLETED (the INSERT checks it,
// so a void racing the issue either lands first and refuses it or comes after), and the sale's
// delivery record is written in the same batch, once per sale.
import { and, eq, gt, isNotNull, isNull, lte, or, type SQL } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Env } from "../../../env";
import type { Cursor } from "../../../platform/cursor";
import { guardParam, insertWhere } from "../../../platform/d1";
import { newId } from "../../../platform/ids";
import { newestFirst } from "../../../platform/keyset";
import type { PosScope } from "../context";
import { licenses, sales } from "../schema";
import type { LicenseStatus } from "./domain";

export type LicenseRow = typeof licenses.$inferSelect;
const L = licenses;
const db = (env: Env) => drizzle(env.DB_POS);
const mine = (s: PosScope, id: string) => and(eq(L.accountId, s.workspaceId), eq(L.id, id));

export const getLicense = async (env: Env, s: PosScope, id: string) =>
	(await db(env).select().from(L).where(mine(s, id)).get()) ?? null;

export const licenseByKeyHash = async (env: Env, s: PosScope, keyHash: string) =>
	(await db(env)
		.select()
		.from(L)
		.where(and(eq(L.accountId, s.workspaceId), eq(L.keyHash, keyHash)))
		.get()) ?? null;

/** A sale's status when it is this workspace's, else null. */
export const saleStatus = async (env: Env, s: PosScope, id: string) =>
	(
		await db(env)
			.select({ status: sales.status })
			.from(sales)
			.where(and(eq(sales.accountId, s.workspaceId), eq(sales.id, id)))
			.get()
	)?.status ?? null;

/** The status filter as SQL at `now` (the same rule as domain.licenseStatus). */
function statusIs(status: LicenseStatus | undefined, now: number): SQL | undefined {
	if (status === "revoked") return isNotNull(L.revokedAt);
	if (status === "expired") return and(isNull(L.revokedAt), lte(L.expiresAt, now));
	if (status === "active") return and(isNull(L.revokedAt), or(isNull(L.expiresAt), gt(L.expiresAt, now)));
	return undefined;
}

export const listLicenses = (
	env: Env,
	s: PosScope,
	q: { limit: number; after: Cursor | null; productId?: string; customerId?: string; status?: LicenseStatus },
	now: number,
) =>
	newestFirst(
		db(env),
		L,
		s.workspaceId,
		q,
		q.productId ? eq(L.productId, q.productId) : undefined,
		q.customerId ? eq(L.customerId, q.customerId) : undefined,
		statusIs(q.status, now),
	);

/** Inserts the licence (and the sale's delivery); false when the sale was no longer COMPLETED. */
export async function insertLicense(env: Env, row: LicenseRow) {
	if (!row.transactionId) {
		await db(env).insert(L).values(row).run();
		return true;
	}
	const sale = guardParam(L);
	const [inserted] = await env.DB_POS.batch([
		insertWhere(
			env.DB_POS,
			L,
			row,
			`EXISTS (SELECT 1 FROM sales WHERE id = ${sale} AND account_id = ?2 AND status = 'COMPLETED')`,
			[row.transactionId],
		),
		env.DB_POS.prepare(
			`INSERT OR IGNORE INTO deliveries (id, account_id, transaction_id, kind, shipment_id, created_at, updated_at)
			 SELECT ?1, ?2, ?3, 'licenses', NULL, ?4, ?4 WHERE EXISTS (SELECT 1 FROM licenses WHERE id = ?5)`,
		).bind(newId("dlv_", row.createdAt), row.accountId, row.transactionId, row.createdAt, row.id),
	]);
	return inserted.meta.changes === 1;
}

/** Revokes once: the UPDATE claims only a licence not yet revoked (null: unknown or already revoked). */
export const revokeLicense = async (env: Env, s: PosScope, id: string, now: number) =>
	(
		await db(env)
			.update(L)
			.set({ revokedAt: now, updatedAt: now })
			.where(and(mine(s, id), isNull(L.revokedAt)))
			.returning()
	)[0] ?? null;
