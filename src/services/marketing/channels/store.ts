// Channel rows and sends of DB_MKT, and the sealing of their credentials: AES-256-GCM under the
// workspace's data key (wrapped by MASTER_KEY), the channel's identity as associated data, so a
// blob copied onto another row does not open.
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Env } from "../../../env";
import { openText, seal } from "../../../platform/crypto";
import { workspaceDataKey } from "../../../platform/data-keys";
import { subscriptionUpdate } from "../contacts/store";
import type { MktScope } from "../context";
import { campaignRecipients, channelSends, channels } from "../schema";

export type ChannelRow = typeof channels.$inferSelect;
export type SendRow = typeof channelSends.$inferSelect;

const dataKey = (env: Env, accountId: string) =>
	workspaceDataKey(env, { db: env.DB_MKT, table: "data_keys", scope: (a) => `mkt:${a}` }, accountId);
const aad = (accountId: string, channelId: string) => `mkt:${accountId}:channel:${channelId}`;

export async function sealCredentials(env: Env, accountId: string, channelId: string, creds: Record<string, string>) {
	return seal(await dataKey(env, accountId), JSON.stringify(creds), aad(accountId, channelId));
}

export async function openCredentials(env: Env, row: Pick<ChannelRow, "accountId" | "id" | "credentials">) {
	return JSON.parse(
		await openText([await dataKey(env, row.accountId)], row.credentials, aad(row.accountId, row.id)),
	) as Record<string, string>;
}

export async function insertChannel(env: Env, row: ChannelRow) {
	await drizzle(env.DB_MKT).insert(channels).values(row);
}

export async function getChannel(env: Env, s: MktScope, id: string): Promise<ChannelRow | null> {
	return (
		(await drizzle(env.DB_MKT)
			.select()
			.from(channels)
			.where(and(eq(channels.accountId, s.workspaceId), eq(channels.id, id)))
			.get()) ?? null
	);
}

/** Newest first; a workspace's channels are few (the spec returns a plain array), bounded anyway. */
export async function listChannels(env: Env, s: MktScope) {
	return drizzle(env.DB_MKT)
		.select()
		.from(channels)
		.where(eq(channels.accountId, s.workspaceId))
		.orderBy(desc(channels.createdAt), desc(channels.id))
		.limit(500)
		.all();
}

export async function patchChannel(
	env: Env,
	s: MktScope,
	id: string,
	set: Partial<Pick<ChannelRow, "displayName" | "config">>,
	now: number,
) {
	const res = await drizzle(env.DB_MKT)
		.update(channels)
		.set({ ...set, updatedAt: now })
		.where(and(eq(channels.accountId, s.workspaceId), eq(channels.id, id)))
		.run();
	return (res.meta.changes ?? 0) > 0;
}

/** DELETE writes only the status (credentials stay stored, spec §3). */
export async function revokeChannel(env: Env, s: MktScope, id: string, now: number) {
	const res = await drizzle(env.DB_MKT)
		.update(channels)
		.set({ status: "revoked", updatedAt: now })
		.where(and(eq(channels.accountId, s.workspaceId), eq(channels.id, id)))
		.run();
	return (res.meta.changes ?? 0) > 0;
}

/**
 * The OAuth callback's upsert: one oauth-origin channel per workspace and provider (a partial
 * unique index), created or reconnected active with the new sealed tokens. Returns its id.
 */
export async function upsertOAuthChannel(env: Env, row: ChannelRow): Promise<string> {
	const existing = await drizzle(env.DB_MKT)
		.select({ id: channels.id })
		.from(channels)
		.where(
			and(eq(channels.accountId, row.accountId), eq(channels.provider, row.provider), eq(channels.origin, "oauth")),
		)
		.get();
	const id = existing?.id ?? row.id;
	const credentials = await sealCredentials(env, row.accountId, id, JSON.parse(row.credentials));
	const update = {
		status: row.status,
		externalId: row.externalId,
		scopesGranted: row.scopesGranted,
		credentials,
		lastSyncedAt: row.lastSyncedAt,
		lastError: null,
		expiresAt: row.expiresAt,
		updatedAt: row.updatedAt,
	};
	if (existing) {
		await drizzle(env.DB_MKT).update(channels).set(update).where(eq(channels.id, id));
		return id;
	}
	// A racing callback for the same provider loses the insert to the unique index and updates instead.
	await drizzle(env.DB_MKT)
		.insert(channels)
		.values({ ...row, credentials })
		.onConflictDoUpdate({
			target: [channels.accountId, channels.provider],
			targetWhere: sql`origin = 'oauth'`,
			set: { ...update, credentials: sql`excluded.credentials` },
		});
	return (
		(
			await drizzle(env.DB_MKT)
				.select({ id: channels.id })
				.from(channels)
				.where(
					and(eq(channels.accountId, row.accountId), eq(channels.provider, row.provider), eq(channels.origin, "oauth")),
				)
				.get()
		)?.id ?? id
	);
}

/** A queued send: the row, then its id and workspace (whose DB_MKT shard holds it) on the tasks queue for the one attempt. */
export async function queueSend(
	env: Env,
	row: Omit<SendRow, "status" | "statusCode" | "error" | "providerMessageId" | "sentAt">,
	kind: string,
) {
	await drizzle(env.DB_MKT)
		.insert(channelSends)
		.values({ ...row, status: "queued", statusCode: null, error: null, providerMessageId: null, sentAt: null });
	await env.TASKS.send({ kind, accountId: row.accountId, sendId: row.id });
}

export async function getSend(env: Env, id: string): Promise<SendRow | null> {
	return (await drizzle(env.DB_MKT).select().from(channelSends).where(eq(channelSends.id, id)).get()) ?? null;
}

/**
 * Claims a queued send for its one attempt (stamping sentAt as the attempt's start): a redelivered
 * queue message finds it claimed and sends nothing. Null when it is not this attempt's to make (or,
 * `accountId` given, not that workspace's).
 */
export async function claimSend(env: Env, id: string, now: number, accountId?: string): Promise<SendRow | null> {
	const rows = await drizzle(env.DB_MKT)
		.update(channelSends)
		.set({ sentAt: now })
		.where(
			and(
				eq(channelSends.id, id),
				accountId === undefined ? undefined : eq(channelSends.accountId, accountId),
				eq(channelSends.status, "queued"),
				isNull(channelSends.sentAt),
			),
		)
		.returning();
	return rows[0] ?? null;
}

export async function finishSend(
	env: Env,
	id: string,
	set: Pick<SendRow, "status" | "statusCode" | "error" | "providerMessageId" | "sentAt">,
) {
	await drizzle(env.DB_MKT).update(channelSends).set(set).where(eq(channelSends.id, id));
}

export async function listSends(env: Env, s: MktScope, channelId: string, limit: number) {
	return drizzle(env.DB_MKT)
		.select()
		.from(channelSends)
		.where(and(eq(channelSends.accountId, s.workspaceId), eq(channelSends.channelId, channelId)))
		.orderBy(desc(channelSends.createdAt), desc(channelSends.id))
		.limit(limit)
		.all();
}

/**
 * An unsubscribe from a campaign's link, in one batch: the contact's subscription to `channel`, and
 * the campaign's recipient row dated (the first time kept) so the report counts it for that campaign.
 * False when the contact is not the workspace's (the recipient row is then left alone too).
 */
export async function unsubscribeFromCampaign(
	env: Env,
	s: MktScope,
	contactId: string,
	channel: string,
	campaignId: string,
	now: number,
) {
	const db = drizzle(env.DB_MKT);
	const [sub] = await db.batch([
		subscriptionUpdate(env, s, contactId, channel, "unsubscribed", now),
		db
			.update(campaignRecipients)
			.set({ unsubscribedAt: sql`COALESCE(${campaignRecipients.unsubscribedAt}, ${now})` })
			.where(
				and(
					eq(campaignRecipients.accountId, s.workspaceId),
					eq(campaignRecipients.campaignId, campaignId),
					eq(campaignRecipients.contactId, contactId),
				),
			),
	]);
	return (sub.meta.changes ?? 0) > 0;
}
