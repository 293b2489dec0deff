// A campaign's send, in the database (issue 40): the audience frozen into recipient rows, the move
// to sending with the month's plan count, a cancel or a failure that gives back what never went
// out. Raw SQL: the audience conditions are compiled (segments' filters), and one D1 batch per step
// keeps each step atomic.
import { and, eq, inArray } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Env } from "../../../../env";
import { utcMonth } from "../../../../platform/encoding";
import type { MktScope } from "../../context";
import { segments } from "../../schema";
import type { Compiled } from "../../segments/domain/filter";
import type { CampaignChannel } from "../domain/audience";
import type { CampaignRow } from ".";

/** Recipients per queue message: one message claims, renders and sends this many. */
export const BATCH_SIZE = 100;
/** A freeze that has not reached sending after this long was abandoned (its request died); another may take over. */
export const FREEZE_TAKEOVER_MS = 5 * 60_000;

export async function segmentsByIds(env: Env, s: MktScope, ids: string[]) {
	if (!ids.length) return [];
	return drizzle(env.DB_MKT)
		.select({ id: segments.id, filter: segments.filter })
		.from(segments)
		.where(and(eq(segments.accountId, s.workspaceId), inArray(segments.id, ids)))
		.all();
}

/** The SQL pieces of a channel's eligibility over contacts `c` (domain/audience.ts says where the address is). */
function eligibility(ch: CampaignChannel) {
	const addr =
		"column" in ch.address ? `c.${ch.address.column}` : `json_extract(c.social_handles, '$.${ch.address.handle}')`;
	const valid =
		"column" in ch.address && ch.address.column === "phone"
			? `(${addr} GLOB '+[1-9]*' AND length(${addr}) BETWEEN 8 AND 16)`
			: `(${addr} IS NOT NULL AND ${addr} <> '')`;
	const subscribed = `COALESCE(json_extract(c.subscriptions, '$."${ch.subscription}"'), 'subscribed') = 'subscribed'`;
	const suppressed = `EXISTS (SELECT 1 FROM suppressions s WHERE s.account_id = c.account_id AND s.address = ${addr})`;
	const reason = `CASE WHEN NOT ${valid} OR ${addr} IS NULL THEN 'no_address' WHEN NOT (${subscribed}) THEN 'not_subscribed' WHEN ${suppressed} THEN 'suppressed' END`;
	return { addr, reason };
}

export interface AudienceSources {
	contactIds: string[];
	listIds: string[];
	segments: Compiled[];
}

/**
 * Phase 1 of a send: takes the campaign for operation `op` (draft or scheduled, no other send on
 * it, or one abandoned) and freezes its audience into recipient rows — each contact once, excluded
 * ones with their reason, eligible ones numbered 1..n — then counts them on the campaign. Every
 * statement after the first is guarded on the campaign carrying `op`: a racing send freezes nothing.
 * Answers the campaign row after the batch (sendOp says who won).
 */
export async function freezeAudience(
	env: Env,
	s: MktScope,
	id: string,
	op: string,
	ch: CampaignChannel,
	src: AudienceSources,
	extra: { links: string; linkBase: string },
	now: number,
): Promise<CampaignRow | null> {
	const db = env.DB_MKT;
	const ours = "EXISTS (SELECT 1 FROM campaigns WHERE id = ? AND send_op = ?)";
	const { addr, reason } = eligibility(ch);
	const insert = (cond: string, params: unknown[]) =>
		db
			.prepare(
				`INSERT OR IGNORE INTO campaign_recipients (campaign_id, contact_id, account_id, seq, address, status, reason, message_id, attempts, opens, clicks)
				 SELECT ?, x.id, x.account_id, NULL, x.addr, CASE WHEN x.r IS NULL THEN 'queued' ELSE 'excluded' END, x.r, 'msg_' || lower(hex(randomblob(12))), 0, 0, 0
				 FROM (SELECT c.id, c.account_id, ${addr} AS addr, ${reason} AS r FROM contacts c WHERE c.account_id = ? AND ${cond}) x
				 WHERE ${ours}`,
			)
			.bind(id, s.workspaceId, ...params, id, op);
	const inserts: D1PreparedStatement[] = [];
	if (src.contactIds.length)
		inserts.push(insert("c.id IN (SELECT value FROM json_each(?))", [JSON.stringify(src.contactIds)]));
	if (src.listIds.length)
		inserts.push(
			insert(
				"c.id IN (SELECT lm.contact_id FROM list_members lm WHERE lm.account_id = ? AND lm.list_id IN (SELECT value FROM json_each(?)))",
				[s.workspaceId, JSON.stringify(src.listIds)],
			),
		);
	for (const f of src.segments) inserts.push(insert(f.where, f.params));
	const results = await db.batch([
		db
			.prepare(
				`UPDATE campaigns SET send_op = ?, prepared_at = ?, links = ?, link_base = ?, updated_at = ?
				 WHERE id = ? AND account_id = ? AND status IN ('draft', 'scheduled') AND (send_op IS NULL OR prepared_at < ?)`,
			)
			.bind(op, now, extra.links, extra.linkBase, now, id, s.workspaceId, now - FREEZE_TAKEOVER_MS),
		// What an abandoned freeze left behind.
		db.prepare(`DELETE FROM campaign_recipients WHERE campaign_id = ? AND ${ours}`).bind(id, id, op),
		...inserts,
		db
			.prepare(
				`UPDATE campaign_recipients AS r SET seq = x.rn
				 FROM (SELECT contact_id, ROW_NUMBER() OVER (ORDER BY contact_id) AS rn FROM campaign_recipients WHERE campaign_id = ? AND status = 'queued') AS x
				 WHERE r.campaign_id = ? AND r.contact_id = x.contact_id AND ${ours}`,
			)
			.bind(id, id, id, op),
		db
			.prepare(
				`UPDATE campaigns SET
				   recipients = (SELECT COUNT(*) FROM campaign_recipients WHERE campaign_id = ?1 AND status = 'queued'),
				   batches = ((SELECT COUNT(*) FROM campaign_recipients WHERE campaign_id = ?1 AND status = 'queued') + CAST(?3 AS INTEGER) - 1) / CAST(?3 AS INTEGER),
				   excluded = COALESCE((SELECT json_group_object(reason, n) FROM (SELECT reason, COUNT(*) AS n FROM campaign_recipients WHERE campaign_id = ?1 AND status = 'excluded' GROUP BY reason)), '{}')
				 WHERE id = ?1 AND send_op = ?2`,
			)
			.bind(id, op, BATCH_SIZE),
		db.prepare("SELECT * FROM campaigns WHERE id = ? AND account_id = ?").bind(id, s.workspaceId),
	]);
	const row = results[results.length - 1].results[0] as Record<string, unknown> | undefined;
	return row ? fromRaw(row) : null;
}

export class QuotaExceeded extends Error {}

/**
 * Phase 2: counts the frozen recipients against this month's plan (campaign_sends, whose CHECK
 * rolls the batch back past the cap) and moves the campaign to sending, in one batch. Null when
 * the campaign is no longer this operation's to start (canceled meanwhile); QuotaExceeded thrown.
 */
export async function startSending(env: Env, s: MktScope, id: string, op: string, cap: number, now: number) {
	const db = env.DB_MKT;
	try {
		const [, moved] = await db.batch([
			db
				.prepare(
					`INSERT INTO campaign_sends (account_id, month, cap, used)
					 SELECT ?1, ?2, ?3, recipients FROM campaigns WHERE id = ?4 AND send_op = ?5 AND status IN ('draft', 'scheduled')
					 ON CONFLICT (account_id, month) DO UPDATE SET used = used + excluded.used, cap = excluded.cap`,
				)
				.bind(s.workspaceId, utcMonth(now), cap, id, op),
			db
				.prepare(
					`UPDATE campaigns SET status = 'sending', started_at = ?, updated_at = ?
					 WHERE id = ? AND send_op = ? AND status IN ('draft', 'scheduled') RETURNING *`,
				)
				.bind(now, now, id, op),
		]);
		const row = moved.results[0] as Record<string, unknown> | undefined;
		return row ? fromRaw(row) : null;
	} catch (err) {
		if (String((err as Error)?.message ?? err).includes("campaign_sends_cap")) throw new QuotaExceeded();
		throw err;
	}
}

/** Phase 3 of a refused send: the frozen rows go, the campaign is free again (its state never moved). */
export async function abandonFreeze(env: Env, s: MktScope, id: string, op: string) {
	const db = env.DB_MKT;
	await db.batch([
		db
			.prepare(
				"DELETE FROM campaign_recipients WHERE campaign_id = ? AND EXISTS (SELECT 1 FROM campaigns WHERE id = ? AND send_op = ?)",
			)
			.bind(id, id, op),
		db
			.prepare(
				"UPDATE campaigns SET send_op = NULL, prepared_at = NULL, recipients = 0, batches = 0, excluded = '{}' WHERE id = ? AND account_id = ? AND send_op = ?",
			)
			.bind(id, s.workspaceId, op),
	]);
}

/** This month's count and cap (for the 403's numbers). */
export async function monthSends(env: Env, s: MktScope, now: number) {
	return (
		(
			await env.DB_MKT.prepare("SELECT used FROM campaign_sends WHERE account_id = ? AND month = ?")
				.bind(s.workspaceId, utcMonth(now))
				.first<{ used: number }>()
		)?.used ?? 0
	);
}

/**
 * Ends a campaign early: canceled (by the merchant) or failed (its channel went away). The rows not
 * yet sent become canceled and their count goes back to the month that was charged, in one batch.
 * The row after, or null when the campaign was not in a state `to` may come from.
 */
export async function endEarly(
	env: Env,
	s: MktScope,
	id: string,
	to: "canceled" | "failed",
	from: readonly string[],
	reason: string | null,
	now: number,
) {
	const db = env.DB_MKT;
	const done = `EXISTS (SELECT 1 FROM campaigns WHERE id = ? AND status = '${to}' AND finished_at = ?)`;
	const results = await db.batch([
		db
			.prepare(
				`UPDATE campaigns SET status = ?, failure_reason = ?, finished_at = ?, canceled_at = CASE WHEN ? = 'canceled' THEN ? END, updated_at = ?
				 WHERE id = ? AND account_id = ? AND status IN (SELECT value FROM json_each(?)) RETURNING *`,
			)
			.bind(to, reason, now, to, now, now, id, s.workspaceId, JSON.stringify(from)),
		db
			.prepare(
				`UPDATE campaign_sends SET used = MAX(0, used - (SELECT COUNT(*) FROM campaign_recipients WHERE campaign_id = ? AND status = 'queued'))
				 WHERE account_id = ? AND month = (SELECT strftime('%Y-%m', started_at / 1000, 'unixepoch') FROM campaigns WHERE id = ?) AND ${done}`,
			)
			.bind(id, s.workspaceId, id, id, now),
		db
			.prepare(
				`UPDATE campaign_recipients SET status = 'canceled', reason = ? WHERE campaign_id = ? AND status = 'queued' AND ${done}`,
			)
			.bind(to === "canceled" ? "campaign_canceled" : "campaign_failed", id, id, now),
	]);
	const row = results[0].results[0] as Record<string, unknown> | undefined;
	return row ? fromRaw(row) : null;
}

/** A campaigns row as raw SQL returns it (snake_case) in drizzle's shape. */
export function fromRaw(r: Record<string, unknown>): CampaignRow {
	return {
		id: r.id as string,
		accountId: r.account_id as string,
		name: r.name as string,
		channelId: r.channel_id as string,
		audience: r.audience as string,
		content: r.content as string,
		sendAt: (r.send_at as number | null) ?? null,
		status: r.status as CampaignRow["status"],
		failureReason: (r.failure_reason as string | null) ?? null,
		sendOp: (r.send_op as string | null) ?? null,
		preparedAt: (r.prepared_at as number | null) ?? null,
		recipients: r.recipients as number,
		excluded: r.excluded as string,
		links: r.links as string,
		linkBase: (r.link_base as string | null) ?? null,
		batches: r.batches as number,
		startedAt: (r.started_at as number | null) ?? null,
		finishedAt: (r.finished_at as number | null) ?? null,
		canceledAt: (r.canceled_at as number | null) ?? null,
		createdAt: r.created_at as number,
		updatedAt: r.updated_at as number,
	};
}
