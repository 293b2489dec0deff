// What a campaign did (issue 40): the report's aggregates in one round trip, and the recipient list.
// The aggregates read the campaign's own rows through its index (bounded by its audience, at most
// the plan's monthly recipients), so a report costs one indexed pass, not a scan of the workspace.
import { and, asc, eq, gt } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Env } from "../../../../env";
import type { MktScope } from "../../context";
import { campaignRecipients, type RecipientStatus } from "../../schema";

export interface Aggregates {
	counts: Record<string, number>;
	skipped: Record<string, number>;
	links: { link: number; clicks: number; uniqueClicks: number }[];
	opens: number;
	clicks: number;
}

export async function reportAggregates(env: Env, s: MktScope, campaignId: string): Promise<Aggregates> {
	const db = env.DB_MKT;
	const [totals, skipped, links] = await db.batch([
		db
			.prepare(
				`SELECT
				   COALESCE(SUM(status = 'queued'), 0) AS queued, COALESCE(SUM(status = 'sending'), 0) AS sending,
				   COALESCE(SUM(status = 'sent'), 0) AS sent, COALESCE(SUM(status = 'failed'), 0) AS failed,
				   COALESCE(SUM(status = 'skipped'), 0) AS skipped, COALESCE(SUM(status = 'canceled'), 0) AS canceled,
				   COALESCE(SUM(delivered_at IS NOT NULL), 0) AS delivered, COALESCE(SUM(opened_at IS NOT NULL), 0) AS opened,
				   COALESCE(SUM(clicked_at IS NOT NULL), 0) AS clicked, COALESCE(SUM(bounced_at IS NOT NULL), 0) AS bounced,
				   COALESCE(SUM(complained_at IS NOT NULL), 0) AS complained,
				   COALESCE(SUM(unsubscribed_at IS NOT NULL), 0) AS unsubscribed,
				   COALESCE(SUM(opens), 0) AS opens, COALESCE(SUM(clicks), 0) AS clicks
				 FROM campaign_recipients WHERE campaign_id = ? AND account_id = ? AND status <> 'excluded'`,
			)
			.bind(campaignId, s.workspaceId),
		db
			.prepare(
				"SELECT reason, COUNT(*) AS n FROM campaign_recipients WHERE campaign_id = ? AND account_id = ? AND status = 'skipped' GROUP BY reason",
			)
			.bind(campaignId, s.workspaceId),
		db
			.prepare(
				"SELECT link, SUM(count) AS clicks, COUNT(*) AS uniqueClicks FROM campaign_clicks WHERE campaign_id = ? AND account_id = ? GROUP BY link ORDER BY link",
			)
			.bind(campaignId, s.workspaceId),
	]);
	const { opens, clicks, ...counts } = (totals.results[0] ?? {}) as Record<string, number>;
	return {
		counts,
		skipped: Object.fromEntries(
			(skipped.results as { reason: string | null; n: number }[]).map((r) => [r.reason ?? "unknown", r.n]),
		),
		links: links.results as Aggregates["links"],
		opens: opens ?? 0,
		clicks: clicks ?? 0,
	};
}

export type RecipientRow = typeof campaignRecipients.$inferSelect;

/** In contact-id order, keyset on the contact id; limit + 1 rows for page(). */
export async function listRecipients(
	env: Env,
	s: MktScope,
	campaignId: string,
	limit: number,
	after: string | null,
	status?: RecipientStatus,
) {
	const r = campaignRecipients;
	return drizzle(env.DB_MKT)
		.select()
		.from(r)
		.where(
			and(
				eq(r.campaignId, campaignId),
				eq(r.accountId, s.workspaceId),
				status ? eq(r.status, status) : undefined,
				after ? gt(r.contactId, after) : undefined,
			),
		)
		.orderBy(asc(r.contactId))
		.limit(limit + 1)
		.all();
}
