// Discount code rows of DB_MKT. Creation under the plan's cap and redemption under the code's
// limits are single guarded statements (batched with what they write), never read-then-write.
import { and, count, desc, eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Env } from "../../../env";
import { type Cursor, olderThan } from "../../../platform/cursor";
import { guardParam, insertWhere } from "../../../platform/d1";
import { usageIncrement } from "../billing/store/usage";
import type { MktScope } from "../context";
import { discountCodes, discountRedemptions } from "../schema";

export type DiscountCodeRow = typeof discountCodes.$inferSelect;
export type RedemptionRow = typeof discountRedemptions.$inferSelect;

/**
 * A manual code, inserted only while the workspace has fewer than `cap` manual codes (-1: no cap).
 * false when the cap held it back; a taken code throws the UNIQUE error (isUniqueViolation).
 */
export async function insertManualCode(env: Env, row: DiscountCodeRow, cap: number): Promise<boolean> {
	const guard =
		cap < 0 ? "1" : `(SELECT COUNT(*) FROM discount_codes WHERE account_id = ?2 AND source = 'manual') < ${cap}`;
	return (await insertWhere(env.DB_MKT, discountCodes, row, guard).run()).meta.changes === 1;
}

/** A code minted with a referral reward: inserted only if the attribution carries the reward's write token. */
export function insertRewardCode(env: Env, row: DiscountCodeRow, attributionId: string, opId: string) {
	const at = guardParam(discountCodes);
	const op = guardParam(discountCodes, 1);
	return insertWhere(
		env.DB_MKT,
		discountCodes,
		row,
		`EXISTS (SELECT 1 FROM referral_attributions WHERE id = ${at} AND op_id = ${op})`,
		[attributionId, opId],
	);
}

export const codeByText = async (env: Env, s: MktScope, code: string): Promise<DiscountCodeRow | null> =>
	(await drizzle(env.DB_MKT)
		.select()
		.from(discountCodes)
		.where(and(eq(discountCodes.accountId, s.workspaceId), eq(discountCodes.code, code)))
		.get()) ?? null;

export const codesOfCustomer = (env: Env, s: MktScope, customerId: string) =>
	drizzle(env.DB_MKT)
		.select()
		.from(discountCodes)
		.where(and(eq(discountCodes.accountId, s.workspaceId), eq(discountCodes.customerId, customerId)))
		.orderBy(desc(discountCodes.createdAt))
		.limit(200)
		.all();

export async function listCodes(env: Env, s: MktScope, limit: number, after: Cursor | null) {
	const D = discountCodes;
	return drizzle(env.DB_MKT)
		.select()
		.from(D)
		.where(and(eq(D.accountId, s.workspaceId), olderThan(D.createdAt, D.id, after)))
		.orderBy(desc(D.createdAt), desc(D.id))
		.limit(limit + 1)
		.all();
}

/** Redemptions of a code by a customer (the per-customer limit) and the one for this session, if any. */
export async function customerUses(env: Env, codeId: string, customerId: string, sessionId: string) {
	const db = drizzle(env.DB_MKT);
	const R = discountRedemptions;
	const [n, same] = await db.batch([
		db
			.select({ n: count() })
			.from(R)
			.where(and(eq(R.codeId, codeId), eq(R.customerId, customerId))),
		db
			.select()
			.from(R)
			.where(and(eq(R.codeId, codeId), eq(R.customerId, customerId), eq(R.checkoutSessionId, sessionId)))
			.limit(1),
	]);
	return { uses: n[0]?.n ?? 0, previous: (same[0] as RedemptionRow | undefined) ?? null };
}

/**
 * One use, atomically: the code's used_count moves only while it is unexpired, under maxUsesTotal
 * and under this customer's maxUsesPerCustomer (counted in the same statement); the redemption
 * row and the month's discountsRedeemed counter are written only if that move won. false: refused.
 */
export async function redeem(env: Env, s: MktScope, r: RedemptionRow, opId: string, now: number): Promise<boolean> {
	const use = env.DB_MKT.prepare(
		`UPDATE discount_codes SET used_count = used_count + 1, op_id = ?1
		 WHERE id = ?2 AND account_id = ?3
		   AND (expires_at IS NULL OR expires_at > ?4)
		   AND (max_uses_total IS NULL OR used_count < max_uses_total)
		   AND (max_uses_per_customer IS NULL OR
		        (SELECT COUNT(*) FROM discount_redemptions WHERE code_id = ?2 AND customer_id = ?5) < max_uses_per_customer)`,
	).bind(opId, r.codeId, s.workspaceId, now, r.customerId);
	const record = env.DB_MKT.prepare(
		`INSERT INTO discount_redemptions (id, account_id, code_id, customer_id, checkout_session_id, amount, discount_amount, currency, created_at)
		 SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9 WHERE EXISTS (SELECT 1 FROM discount_codes WHERE id = ?3 AND op_id = ?10)`,
	).bind(
		r.id,
		r.accountId,
		r.codeId,
		r.customerId,
		r.checkoutSessionId,
		r.amount,
		r.discountAmount,
		r.currency,
		r.createdAt,
		opId,
	);
	const counted = usageIncrement(env, s, "discountsRedeemed", now, { table: "discount_codes", id: r.codeId, opId });
	const [moved] = await env.DB_MKT.batch([use, record, counted]);
	return moved.meta.changes === 1;
}
