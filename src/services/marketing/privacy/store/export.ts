// The reads behind a contact's export (issue 40): everything DB_MKT holds about one contact of the
// workspace, each list newest first and at most `limit` + 1 rows (the caller caps and flags the rest).
import { and, desc, eq, or, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Env } from "../../../../env";
import type { MktScope } from "../../context";
import {
	campaignClicks,
	campaignRecipients,
	campaigns,
	discountCodes,
	discountRedemptions,
	listMembers,
	lists,
	referralAttributions,
	suppressions,
} from "../../schema";

const db = (env: Env) => drizzle(env.DB_MKT);

export const listsOf = (env: Env, s: MktScope, contactId: string, limit: number) =>
	db(env)
		.select({ listId: lists.id, name: lists.name, joinedAt: listMembers.createdAt })
		.from(listMembers)
		.innerJoin(lists, eq(lists.id, listMembers.listId))
		.where(and(eq(listMembers.accountId, s.workspaceId), eq(listMembers.contactId, contactId)))
		.orderBy(desc(listMembers.createdAt), desc(lists.id))
		.limit(limit + 1)
		.all();

/** The contact's recipient rows with their campaign's name, newest campaign first. */
export const campaignsOf = (env: Env, s: MktScope, contactId: string, limit: number) => {
	const R = campaignRecipients;
	return db(env)
		.select({
			campaignId: R.campaignId,
			name: campaigns.name,
			status: R.status,
			address: R.address,
			sentAt: R.sentAt,
			deliveredAt: R.deliveredAt,
			openedAt: R.openedAt,
			opens: R.opens,
			clickedAt: R.clickedAt,
			clicks: R.clicks,
			bouncedAt: R.bouncedAt,
			complainedAt: R.complainedAt,
			unsubscribedAt: R.unsubscribedAt,
		})
		.from(R)
		.innerJoin(campaigns, and(eq(campaigns.id, R.campaignId), eq(campaigns.accountId, R.accountId)))
		.where(and(eq(R.accountId, s.workspaceId), eq(R.contactId, contactId)))
		.orderBy(desc(campaigns.createdAt), desc(R.campaignId))
		.limit(limit + 1)
		.all();
};

/** The contact's clicks per tracked link; the URL is the link's entry in its campaign's links (JSON array). */
export const clicksOf = (env: Env, s: MktScope, contactId: string, limit: number) => {
	const K = campaignClicks;
	return db(env)
		.select({
			campaignId: K.campaignId,
			url: sql<string | null>`json_extract(${campaigns.links}, '$[' || ${K.link} || ']')`,
			count: K.count,
			firstAt: K.firstAt,
		})
		.from(K)
		.innerJoin(campaigns, and(eq(campaigns.id, K.campaignId), eq(campaigns.accountId, K.accountId)))
		.where(and(eq(K.accountId, s.workspaceId), eq(K.contactId, contactId)))
		.orderBy(desc(K.firstAt), desc(K.campaignId), desc(K.link))
		.limit(limit + 1)
		.all();
};

/** The addresses the contact's campaign rows were sent at (an older email when it changed). */
export async function sentAddresses(env: Env, s: MktScope, contactId: string): Promise<string[]> {
	const R = campaignRecipients;
	const rows = await db(env)
		.selectDistinct({ address: R.address })
		.from(R)
		.where(and(eq(R.accountId, s.workspaceId), eq(R.contactId, contactId), sql`${R.address} IS NOT NULL`))
		.limit(100)
		.all();
	return rows.map((r) => r.address as string);
}

/**
 * Attributions where the contact is the referee or the referrer: by email (as sent at signup, compared
 * trimmed and lowercased) or by customer id — a contact's externalRef is the merchant's customer id,
 * the id referral links and attributions are keyed on.
 */
export function attributionsOf(env: Env, s: MktScope, email: string | null, customerId: string | null, limit: number) {
	const A = referralAttributions;
	const matches = [];
	if (email) {
		matches.push(sql`lower(trim(${A.refereeEmail})) = ${email}`, sql`lower(trim(${A.referrerEmail})) = ${email}`);
	}
	if (customerId) matches.push(eq(A.refereeCustomerId, customerId), eq(A.referrerCustomerId, customerId));
	if (!matches.length) return Promise.resolve([]);
	return db(env)
		.select()
		.from(A)
		.where(and(eq(A.accountId, s.workspaceId), or(...matches)))
		.orderBy(desc(A.createdAt), desc(A.id))
		.limit(limit + 1)
		.all();
}

/** Discount redemptions of the customer the contact is (externalRef), with the code redeemed. */
export function redemptionsOf(env: Env, s: MktScope, customerId: string | null, limit: number) {
	if (!customerId) return Promise.resolve([]);
	const D = discountRedemptions;
	return db(env)
		.select({
			id: D.id,
			codeId: D.codeId,
			code: discountCodes.code,
			checkoutSessionId: D.checkoutSessionId,
			amount: D.amount,
			discountAmount: D.discountAmount,
			currency: D.currency,
			createdAt: D.createdAt,
		})
		.from(D)
		.leftJoin(discountCodes, eq(discountCodes.id, D.codeId))
		.where(and(eq(D.accountId, s.workspaceId), eq(D.customerId, customerId)))
		.orderBy(desc(D.createdAt), desc(D.id))
		.limit(limit + 1)
		.all();
}

/** The suppression rows of the contact's addresses, by their SHA-256 key. */
export function suppressionsOf(env: Env, s: MktScope, hashes: string[], limit: number) {
	if (!hashes.length) return Promise.resolve([]);
	const S = suppressions;
	return (
		db(env)
			.select({
				address: S.address,
				reason: S.reason,
				source: S.source,
				campaignId: S.campaignId,
				createdAt: S.createdAt,
			})
			.from(S)
			// json_each rather than IN (?, ?, …): a contact with many handles would pass D1's 100 bound parameters.
			.where(
				and(
					eq(S.accountId, s.workspaceId),
					sql`${S.addressHash} IN (SELECT value FROM json_each(${JSON.stringify(hashes)}))`,
				),
			)
			.orderBy(desc(S.createdAt))
			.limit(limit + 1)
			.all()
	);
}
