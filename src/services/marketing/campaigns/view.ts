import type { CampaignRow } from "./store";
import type { Aggregates, RecipientRow } from "./store/report";

const iso = (ms: number | null) => (ms == null ? null : new Date(ms).toISOString());
const json = <T>(s: string, fallback: T): T => {
	try {
		return JSON.parse(s) as T;
	} catch {
		return fallback;
	}
};

export interface AudienceIds {
	segmentIds: string[];
	listIds: string[];
	contactIds: string[];
}
export const audienceOf = (r: Pick<CampaignRow, "audience">): AudienceIds => {
	const a = json<Partial<AudienceIds>>(r.audience, {});
	return { segmentIds: a.segmentIds ?? [], listIds: a.listIds ?? [], contactIds: a.contactIds ?? [] };
};

export const campaignView = (r: CampaignRow) => ({
	id: r.id,
	name: r.name,
	channelId: r.channelId,
	audience: audienceOf(r),
	content: json<Record<string, unknown>>(r.content, {}),
	sendAt: iso(r.sendAt),
	status: r.status,
	failureReason: r.failureReason,
	recipients: r.recipients,
	startedAt: iso(r.startedAt),
	finishedAt: iso(r.finishedAt),
	canceledAt: iso(r.canceledAt),
	createdAt: new Date(r.createdAt).toISOString(),
	updatedAt: new Date(r.updatedAt).toISOString(),
});

export const recipientView = (r: RecipientRow) => ({
	contactId: r.contactId,
	address: r.address,
	status: r.status,
	reason: r.reason,
	messageId: r.messageId,
	providerMessageId: r.providerMessageId,
	attempts: r.attempts,
	sentAt: iso(r.sentAt),
	deliveredAt: iso(r.deliveredAt),
	openedAt: iso(r.openedAt),
	opens: r.opens,
	clickedAt: iso(r.clickedAt),
	clicks: r.clicks,
	bounceType: r.bounceType,
	bouncedAt: iso(r.bouncedAt),
	complainedAt: iso(r.complainedAt),
	unsubscribedAt: iso(r.unsubscribedAt),
	error: r.error,
});

const COUNTS = [
	"queued",
	"sending",
	"sent",
	"failed",
	"skipped",
	"canceled",
	"delivered",
	"opened",
	"clicked",
	"bounced",
	"complained",
	"unsubscribed",
] as const;

export function reportView(r: CampaignRow, a: Aggregates) {
	const links = json<string[]>(r.links, []);
	const byLink = new Map(a.links.map((l) => [l.link, l]));
	return {
		campaignId: r.id,
		status: r.status,
		recipients: r.recipients,
		counts: Object.fromEntries(COUNTS.map((k) => [k, a.counts[k] ?? 0])) as Record<(typeof COUNTS)[number], number>,
		excluded: json<Record<string, number>>(r.excluded, {}),
		skipped: a.skipped,
		uniqueOpens: a.counts.opened ?? 0,
		opens: a.opens,
		uniqueClicks: a.counts.clicked ?? 0,
		clicks: a.clicks,
		links: links.map((url, i) => ({
			url,
			clicks: byLink.get(i)?.clicks ?? 0,
			uniqueClicks: byLink.get(i)?.uniqueClicks ?? 0,
		})),
		startedAt: iso(r.startedAt),
		finishedAt: iso(r.finishedAt),
	};
}

/** The figures campaign events carry (mkt.campaign.sent.v1 / finished.v1). */
export const eventData = (r: CampaignRow, counts?: Record<string, number>) => ({
	id: r.id,
	name: r.name,
	channelId: r.channelId,
	status: r.status,
	recipients: r.recipients,
	excluded: json<Record<string, number>>(r.excluded, {}),
	...(counts ? { counts } : {}),
	startedAt: iso(r.startedAt),
	finishedAt: iso(r.finishedAt),
	failureReason: r.failureReason,
});
