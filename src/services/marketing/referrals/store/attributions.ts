// Attribution rows of DB_MKT. Every state move is an UPDATE guarded on status = 'pending'; what a
// move writes besides (link counters, reward codes, usage) is guarded on the op token the move
// set, all in one batch — so 20 racing fulfils mint one pair of codes.
import { and, eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Env } from "../../../../env";
import { usageIncrement } from "../../billing/store/usage";
import type { MktScope } from "../../context";
import { type DiscountCodeRow, insertRewardCode } from "../../discounts/store";
import { referralAttributions } from "../../schema";

export type AttributionRow = typeof referralAttributions.$inferSelect;

const db = (env: Env) => drizzle(env.DB_MKT);
const A = referralAttributions;

export const attributionById = async (env: Env, s: MktScope, id: string): Promise<AttributionRow | null> =>
	(await db(env)
		.select()
		.from(A)
		.where(and(eq(A.accountId, s.workspaceId), eq(A.id, id)))
		.get()) ?? null;

export const attributionOfReferee = async (env: Env, s: MktScope, customerId: string) =>
	(await db(env)
		.select()
		.from(A)
		.where(and(eq(A.accountId, s.workspaceId), eq(A.refereeCustomerId, customerId)))
		.get()) ?? null;

export const attributionOfSession = async (env: Env, s: MktScope, sessionId: string) =>
	(await db(env)
		.select()
		.from(A)
		.where(and(eq(A.accountId, s.workspaceId), eq(A.checkoutSessionId, sessionId)))
		.get()) ?? null;

const attributionInsert = (env: Env, r: AttributionRow) =>
	env.DB_MKT.prepare(
		`INSERT INTO referral_attributions (id, account_id, program_id, link_id, referrer_customer_id, referee_customer_id,
		   referee_email, referrer_email, external_source, external_ref, status, expires_at, op_id, created_at, updated_at)
		 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, 'pending', ?11, ?12, ?13, ?13) ON CONFLICT DO NOTHING`,
	).bind(
		r.id,
		r.accountId,
		r.programId,
		r.linkId,
		r.referrerCustomerId,
		r.refereeCustomerId,
		r.refereeEmail,
		r.referrerEmail,
		r.externalSource,
		r.externalRef,
		r.expiresAt,
		r.opId,
		r.createdAt,
	);

/** `EXISTS` the attribution carrying this op token: the guard of everything a move writes besides itself. */
const won = "EXISTS (SELECT 1 FROM referral_attributions WHERE id = ?1 AND op_id = ?2)";

/**
 * A signup: the attribution (ignored when the referee already has one), and — only if this insert
 * won — the link's signups + 1 and the month's referralAttributions + 1. false on a replay.
 */
export async function insertAttribution(env: Env, s: MktScope, r: AttributionRow & { opId: string }) {
	const [inserted] = await env.DB_MKT.batch([
		attributionInsert(env, r),
		env.DB_MKT.prepare(`UPDATE referral_links SET signups = signups + 1 WHERE id = ?3 AND ${won}`).bind(
			r.id,
			r.opId,
			r.linkId,
		),
		usageIncrement(env, s, "referralAttributions", r.createdAt, {
			table: "referral_attributions",
			id: r.id,
			opId: r.opId,
		}),
	]);
	return inserted.meta.changes === 1;
}

/**
 * Stamps a checkout session on a pending attribution inside its window. false when it is no longer
 * pending or the window closed; a session stamped on another attribution throws UNIQUE.
 */
export async function stampSession(env: Env, s: MktScope, id: string, sessionId: string, now: number) {
	const res = await env.DB_MKT.prepare(
		`UPDATE referral_attributions SET checkout_session_id = ?1, updated_at = ?2
		 WHERE id = ?3 AND account_id = ?4 AND status = 'pending' AND expires_at > ?2`,
	)
		.bind(sessionId, now, id, s.workspaceId)
		.run();
	return res.meta.changes === 1;
}

/** pending → voided | expired with the reason a later fulfil repeats; false when it was not pending. */
export async function closeAttribution(
	env: Env,
	s: MktScope,
	id: string,
	status: "voided" | "expired",
	reason: string,
	now: number,
) {
	const res = await env.DB_MKT.prepare(
		`UPDATE referral_attributions SET status = ?1, reason = ?2, op_id = ?3, updated_at = ?4
		 WHERE id = ?5 AND account_id = ?6 AND status = 'pending'`,
	)
		.bind(status, reason, crypto.randomUUID(), now, id, s.workspaceId)
		.run();
	return res.meta.changes === 1;
}

export interface Reward {
	attribution: AttributionRow;
	amount: number;
	currency: string;
	cap: number | null;
	codes: [DiscountCodeRow, DiscountCodeRow];
	opId: string;
	now: number;
}

/**
 * pending → rewarded in one batch: the move (guarded on pending and, with a cap, on the link's
 * rewards staying under it), then — only if the move won — the two codes, the link's rewards + 1
 * and revenue + amount. false when another fulfil (or the cap) got there first. A code text taken
 * already throws UNIQUE and rolls the whole batch back (the caller draws new codes).
 */
export async function rewardAttribution(env: Env, s: MktScope, w: Reward): Promise<boolean> {
	const a = w.attribution;
	const [moved] = await env.DB_MKT.batch([
		env.DB_MKT.prepare(
			`UPDATE referral_attributions SET status = 'rewarded', op_id = ?2, amount = ?3, currency = ?4,
			   referrer_code_id = ?5, referee_code_id = ?6, updated_at = ?7
			 WHERE id = ?1 AND account_id = ?8 AND status = 'pending'
			   AND (?10 IS NULL OR (SELECT rewards FROM referral_links WHERE id = ?9) < ?10)`,
		).bind(a.id, w.opId, w.amount, w.currency, w.codes[0].id, w.codes[1].id, w.now, s.workspaceId, a.linkId, w.cap),
		insertRewardCode(env, w.codes[0], a.id, w.opId),
		insertRewardCode(env, w.codes[1], a.id, w.opId),
		env.DB_MKT.prepare(
			`UPDATE referral_links SET rewards = rewards + 1, revenue = revenue + ?3 WHERE id = ?4 AND ${won}`,
		).bind(a.id, w.opId, w.amount, a.linkId),
	]);
	return moved.meta.changes === 1;
}

/** Pending attributions past their window → expired, at most `limit` (the oldest first), across workspaces. */
export async function expireDue(env: Env, now: number, limit: number): Promise<number> {
	const res = await env.DB_MKT.prepare(
		`UPDATE referral_attributions SET status = 'expired', reason = 'expired', updated_at = ?1
		 WHERE id IN (SELECT id FROM referral_attributions WHERE status = 'pending' AND expires_at <= ?1
		              ORDER BY expires_at LIMIT ?2)`,
	)
		.bind(now, limit)
		.run();
	return res.meta.changes;
}
