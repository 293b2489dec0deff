// Referral programs and links of DB_MKT. Counters move in SQL (clicks, signups, rewards, revenue),
// never read-then-write.
import { and, eq, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Env } from "../../../../env";
import type { MktScope } from "../../context";
import { campaigns, referralLinks, referralPrograms } from "../../schema";

export type ProgramRow = typeof referralPrograms.$inferSelect;
export type LinkRow = typeof referralLinks.$inferSelect;

const db = (env: Env) => drizzle(env.DB_MKT);

export const getProgram = async (env: Env, s: MktScope): Promise<ProgramRow | null> =>
	(await db(env).select().from(referralPrograms).where(eq(referralPrograms.accountId, s.workspaceId)).get()) ?? null;

/** One program per workspace: the first PUT inserts, later ones update (UNIQUE account_id). */
export async function putProgram(env: Env, row: ProgramRow): Promise<ProgramRow> {
	const { id: _, accountId: __, createdAt: ___, ...set } = row;
	const rows = await db(env)
		.insert(referralPrograms)
		.values(row)
		.onConflictDoUpdate({ target: referralPrograms.accountId, set })
		.returning();
	return rows[0];
}

export const linkByCode = async (env: Env, s: MktScope, code: string): Promise<LinkRow | null> =>
	(await db(env)
		.select()
		.from(referralLinks)
		.where(and(eq(referralLinks.accountId, s.workspaceId), eq(referralLinks.code, code)))
		.get()) ?? null;

export const linkOfCustomer = async (env: Env, s: MktScope, customerId: string): Promise<LinkRow | null> =>
	(await db(env)
		.select()
		.from(referralLinks)
		.where(and(eq(referralLinks.accountId, s.workspaceId), eq(referralLinks.customerId, customerId)))
		.get()) ?? null;

/** Inserts unless the customer (or, rarely, the code) already has a link; the caller reads back by customer. */
export const insertLink = (env: Env, row: LinkRow) =>
	db(env).insert(referralLinks).values(row).onConflictDoNothing().run();

/** clicks + 1 on the code's link while the workspace's program is enabled, in one statement. */
export async function countClick(env: Env, s: MktScope, code: string) {
	const L = referralLinks;
	const P = referralPrograms;
	const d = db(env);
	// The click and what the program offers the referee, in one round trip (the landing page shows it).
	const [rows, programs] = await d.batch([
		d
			.update(L)
			.set({ clicks: sql`${L.clicks} + 1` })
			.where(
				and(
					eq(L.accountId, s.workspaceId),
					eq(L.code, code),
					sql`EXISTS (SELECT 1 FROM referral_programs WHERE account_id = ${s.workspaceId} AND enabled = 1)`,
				),
			)
			.returning({ linkId: L.id, programId: L.programId }),
		d
			.select({
				rewardType: P.rewardType,
				refereeValue: P.refereeValue,
				currency: P.currency,
				minPurchaseAmount: P.minPurchaseAmount,
				programTerms: P.programTerms,
			})
			.from(P)
			.where(eq(P.accountId, s.workspaceId)),
	]);
	const link = rows[0];
	return link && programs[0] ? { ...link, offer: programs[0] } : null;
}

/** GET /referrals/stats: one aggregate over the workspace's links. */
export async function linkTotals(env: Env, s: MktScope) {
	const L = referralLinks;
	const row = await db(env)
		.select({
			totalLinks: sql<number>`count(*)`,
			totalClicks: sql<number>`coalesce(sum(${L.clicks}), 0)`,
			totalSignups: sql<number>`coalesce(sum(${L.signups}), 0)`,
			totalRewards: sql<number>`coalesce(sum(${L.rewards}), 0)`,
			attributedRevenue: sql<number>`coalesce(sum(${L.revenue}), 0)`,
		})
		.from(L)
		.where(eq(L.accountId, s.workspaceId))
		.get();
	return row ?? { totalLinks: 0, totalClicks: 0, totalSignups: 0, totalRewards: 0, attributedRevenue: 0 };
}

export const linkById = async (env: Env, s: MktScope, id: string): Promise<LinkRow | null> =>
	(await db(env)
		.select()
		.from(referralLinks)
		.where(and(eq(referralLinks.accountId, s.workspaceId), eq(referralLinks.id, id)))
		.get()) ?? null;

/** Whether `id` is one of the workspace's campaigns (a program's marketingCampaignId must name one). */
export const isCampaignOf = async (env: Env, s: MktScope, id: string): Promise<boolean> =>
	!!(await db(env)
		.select({ id: campaigns.id })
		.from(campaigns)
		.where(and(eq(campaigns.accountId, s.workspaceId), eq(campaigns.id, id)))
		.get());
