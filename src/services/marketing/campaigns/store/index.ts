// Campaign rows of DB_MKT (issue 40): create, read, list, edit, schedule, delete. Every write names
// the states it moves from (domain/state.ts) and that no send has taken the campaign (send_op), so
// an edit never races a send.
import { and, desc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Env } from "../../../../env";
import { type Cursor, olderThan } from "../../../../platform/cursor";
import type { MktScope } from "../../context";
import { type CampaignStatus, campaignRecipients, campaigns, channels } from "../../schema";
import { FROM } from "../domain/state";

export type CampaignRow = typeof campaigns.$inferSelect;
export type ChannelRow = typeof channels.$inferSelect;

export async function insertCampaign(env: Env, row: CampaignRow) {
	await drizzle(env.DB_MKT).insert(campaigns).values(row);
}

export async function getCampaign(env: Env, s: MktScope, id: string): Promise<CampaignRow | null> {
	return (
		(await drizzle(env.DB_MKT)
			.select()
			.from(campaigns)
			.where(and(eq(campaigns.accountId, s.workspaceId), eq(campaigns.id, id)))
			.get()) ?? null
	);
}

/** The campaign and its channel in one round trip (the sender needs both). */
export async function getCampaignWithChannel(env: Env, s: MktScope, id: string) {
	const row = await drizzle(env.DB_MKT)
		.select({ campaign: campaigns, channel: channels })
		.from(campaigns)
		.leftJoin(channels, and(eq(channels.id, campaigns.channelId), eq(channels.accountId, campaigns.accountId)))
		.where(and(eq(campaigns.accountId, s.workspaceId), eq(campaigns.id, id)))
		.get();
	return row ? { campaign: row.campaign, channel: row.channel } : null;
}

/** Newest first, keyset on (createdAt, id); limit + 1 rows for page(). */
export async function listCampaigns(
	env: Env,
	s: MktScope,
	limit: number,
	after: Cursor | null,
	status?: CampaignStatus,
) {
	return drizzle(env.DB_MKT)
		.select()
		.from(campaigns)
		.where(
			and(
				eq(campaigns.accountId, s.workspaceId),
				status ? eq(campaigns.status, status) : undefined,
				olderThan(campaigns.createdAt, campaigns.id, after),
			),
		)
		.orderBy(desc(campaigns.createdAt), desc(campaigns.id))
		.limit(limit + 1)
		.all();
}

type Editable = Partial<Pick<CampaignRow, "name" | "channelId" | "audience" | "content" | "sendAt" | "links">>;

/** The edit, only while the campaign is draft or scheduled and no send has taken it; the row after, or null. */
export async function editCampaign(env: Env, s: MktScope, id: string, set: Editable, now: number) {
	const rows = await drizzle(env.DB_MKT)
		.update(campaigns)
		.set({ ...set, updatedAt: now })
		.where(
			and(
				eq(campaigns.accountId, s.workspaceId),
				eq(campaigns.id, id),
				inArray(campaigns.status, [...FROM.edit]),
				isNull(campaigns.sendOp),
			),
		)
		.returning();
	return rows[0] ?? null;
}

/** draft → scheduled at sendAt, with the link base its sends will use; the row after, or null when it was not a draft. */
export async function scheduleCampaign(
	env: Env,
	s: MktScope,
	id: string,
	sendAt: number,
	linkBase: string,
	now: number,
) {
	const rows = await drizzle(env.DB_MKT)
		.update(campaigns)
		.set({ status: "scheduled", sendAt, linkBase, updatedAt: now })
		.where(
			and(
				eq(campaigns.accountId, s.workspaceId),
				eq(campaigns.id, id),
				inArray(campaigns.status, [...FROM.schedule]),
				isNull(campaigns.sendOp),
			),
		)
		.returning();
	return rows[0] ?? null;
}

/** Deletes a never-sent campaign (and any rows an abandoned freeze left); false when it is not deletable. */
export async function deleteCampaign(env: Env, s: MktScope, id: string): Promise<boolean> {
	const db = drizzle(env.DB_MKT);
	const [gone] = await db.batch([
		db
			.delete(campaigns)
			.where(
				and(
					eq(campaigns.accountId, s.workspaceId),
					eq(campaigns.id, id),
					inArray(campaigns.status, [...FROM.delete]),
					isNull(campaigns.sendOp),
				),
			)
			.returning({ id: campaigns.id }),
		db
			.delete(campaignRecipients)
			.where(
				and(
					eq(campaignRecipients.campaignId, id),
					eq(campaignRecipients.accountId, s.workspaceId),
					sql`NOT EXISTS (SELECT 1 FROM campaigns WHERE id = ${id})`,
				),
			),
	]);
	return gone.length > 0;
}

/** Scheduled campaigns whose time has come (the minute cron, per shard). */
export async function dueCampaigns(env: Env, now: number, limit: number) {
	return drizzle(env.DB_MKT)
		.select({ id: campaigns.id, accountId: campaigns.accountId })
		.from(campaigns)
		.where(and(eq(campaigns.status, "scheduled"), lte(campaigns.sendAt, now)))
		.orderBy(campaigns.sendAt)
		.limit(limit)
		.all();
}

/** Sending campaigns without progress since `before` (a lost queue message, a dead consumer). */
export async function stalledCampaigns(env: Env, before: number, limit: number) {
	return drizzle(env.DB_MKT)
		.select({ id: campaigns.id, accountId: campaigns.accountId })
		.from(campaigns)
		.where(and(eq(campaigns.status, "sending"), lte(campaigns.updatedAt, before)))
		.limit(limit)
		.all();
}

/** Whether every id names a row of this workspace in `table` (segments, lists, contacts); the first stranger otherwise. */
export async function firstUnknown(
	env: Env,
	s: MktScope,
	table: "segments" | "lists" | "contacts",
	ids: string[],
): Promise<string | null> {
	if (!ids.length) return null;
	const row = await env.DB_MKT.prepare(
		`SELECT j.value AS id FROM json_each(?) j WHERE NOT EXISTS (SELECT 1 FROM ${table} t WHERE t.id = j.value AND t.account_id = ?) LIMIT 1`,
	)
		.bind(JSON.stringify(ids), s.workspaceId)
		.first<{ id: string }>();
	return row?.id ?? null;
}
