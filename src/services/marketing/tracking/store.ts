// The tracking routes' writes on DB_MKT (issue 40): the facts an open or a click adds to a campaign
// recipient's row, and the per-link click counts. Every statement is scoped by the workspace the
// signed token names, so a token can only ever touch its own workspace's rows.
import { and, eq, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Env } from "../../../env";
import type { MktScope } from "../context";
import { campaignRecipients, campaigns } from "../schema";

/** One pixel load: total opens + 1, the first open's time kept. False when there is no such recipient. */
export async function recordOpen(env: Env, s: MktScope, campaignId: string, contactId: string, now: number) {
	const res = await drizzle(env.DB_MKT)
		.update(campaignRecipients)
		.set({
			opens: sql`${campaignRecipients.opens} + 1`,
			openedAt: sql`COALESCE(${campaignRecipients.openedAt}, ${now})`,
		})
		.where(
			and(
				eq(campaignRecipients.accountId, s.workspaceId),
				eq(campaignRecipients.campaignId, campaignId),
				eq(campaignRecipients.contactId, contactId),
			),
		)
		.run();
	return (res.meta.changes ?? 0) > 0;
}

/** The campaign's tracked links (JSON text as stored), or null when the workspace has no such campaign. */
export async function campaignLinks(env: Env, s: MktScope, campaignId: string): Promise<string | null> {
	const row = await drizzle(env.DB_MKT)
		.select({ links: campaigns.links })
		.from(campaigns)
		.where(and(eq(campaigns.accountId, s.workspaceId), eq(campaigns.id, campaignId)))
		.get();
	return row?.links ?? null;
}

/**
 * One click, in one batch: the recipient's clicks + 1 and first click time, an open counted too when
 * none was (a click means the mail was read; its images may have been blocked), and the per-link
 * count for (campaign, link, contact) — inserted only for a recipient that exists, so an erased
 * contact's old link leaves nothing behind.
 */
export async function recordClick(
	env: Env,
	s: MktScope,
	campaignId: string,
	contactId: string,
	link: number,
	now: number,
) {
	// In an UPDATE every right-hand side reads the row as it was: opens grows only if opened_at was null.
	const recipient = env.DB_MKT.prepare(
		`UPDATE campaign_recipients
		 SET clicks = clicks + 1, clicked_at = COALESCE(clicked_at, ?4),
		     opens = opens + (opened_at IS NULL), opened_at = COALESCE(opened_at, ?4)
		 WHERE account_id = ?1 AND campaign_id = ?2 AND contact_id = ?3`,
	).bind(s.workspaceId, campaignId, contactId, now);
	const perLink = env.DB_MKT.prepare(
		`INSERT INTO campaign_clicks (campaign_id, link, contact_id, account_id, count, first_at)
		 SELECT campaign_id, ?4, contact_id, account_id, 1, ?5 FROM campaign_recipients
		 WHERE account_id = ?1 AND campaign_id = ?2 AND contact_id = ?3
		 ON CONFLICT (campaign_id, link, contact_id) DO UPDATE SET count = campaign_clicks.count + 1`,
	).bind(s.workspaceId, campaignId, contactId, link, now);
	const [res] = await env.DB_MKT.batch([recipient, perLink]);
	return (res.meta.changes ?? 0) > 0;
}
