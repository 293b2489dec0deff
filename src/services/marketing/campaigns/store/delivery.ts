// Recipient rows in flight (issue 40): the claim a queue batch takes before calling the provider,
// the record of what the provider answered, and the end of the send. A recipient is sent only by
// the consumer whose claim it carries; a claim older than the lease is an attempt whose outcome was
// lost (the consumer died between the provider call and the record).
import type { Env } from "../../../../env";
import type { RawContact } from "../../contacts/store";
import { fromRaw } from "./send";

/** How long a claim is the claimant's alone; after it, the outcome counts as lost. */
export const CLAIM_LEASE_MS = 60_000;

export interface Claimed {
	contactId: string;
	address: string;
	messageId: string;
	attempts: number;
}

const inBatch = "campaign_id = ? AND seq BETWEEN ? AND ?";
const SUPPRESSED =
	"EXISTS (SELECT 1 FROM suppressions s WHERE s.account_id = campaign_recipients.account_id AND s.address = campaign_recipients.address)";
const UNSUBSCRIBED =
	"EXISTS (SELECT 1 FROM contacts c WHERE c.id = campaign_recipients.contact_id AND c.account_id = campaign_recipients.account_id AND COALESCE(json_extract(c.subscriptions, ?), 'subscribed') <> 'subscribed')";

/**
 * One batch of statements, guarded on the campaign still sending: (1) rows whose contact has since
 * unsubscribed, been suppressed or erased are skipped with the reason; (2) lost claims become
 * failures ("outcome unknown") unless the provider takes an idempotency key, in which case (3) the
 * claim takes them again with the queued rows — the resend carries the same key, so the provider
 * answers the first message instead of sending a second; (4) the claimed contacts, for rendering.
 */
export async function claimBatch(
	env: Env,
	accountId: string,
	campaignId: string,
	range: { from: number; to: number },
	claim: { id: string; now: number; subscription: string; idempotent: boolean },
): Promise<{ claimed: Claimed[]; contacts: RawContact[]; sending: boolean }> {
	const db = env.DB_MKT;
	const sending = "EXISTS (SELECT 1 FROM campaigns WHERE id = ? AND account_id = ? AND status = 'sending')";
	const g = [campaignId, accountId];
	const r = [campaignId, range.from, range.to];
	const lost = claim.now - CLAIM_LEASE_MS;
	const key = `$."${claim.subscription}"`;
	const statements = [
		db
			.prepare(
				`UPDATE campaign_recipients SET status = 'skipped',
				   reason = CASE WHEN address IS NULL THEN 'erased' WHEN ${SUPPRESSED} THEN 'suppressed' ELSE 'unsubscribed' END
				 WHERE ${inBatch} AND status = 'queued' AND (address IS NULL OR ${SUPPRESSED} OR ${UNSUBSCRIBED}) AND ${sending}`,
			)
			.bind(...r, key, ...g),
		claim.idempotent
			? null
			: db
					.prepare(
						`UPDATE campaign_recipients SET status = 'failed', reason = 'outcome_unknown', claim_id = NULL,
						   error = 'The attempt stopped between the provider call and its record; not sent again, so no one gets two messages'
						 WHERE ${inBatch} AND status = 'sending' AND claimed_at < ?`,
					)
					.bind(...r, lost),
		db
			.prepare(
				`UPDATE campaign_recipients SET status = 'sending', claim_id = ?, claimed_at = ?, attempts = attempts + 1
				 WHERE ${inBatch} AND (status = 'queued' OR (status = 'sending' AND claimed_at < ? AND ?)) AND ${sending}
				 RETURNING contact_id, address, message_id, attempts`,
			)
			.bind(claim.id, claim.now, ...r, lost, claim.idempotent ? 1 : 0, ...g),
		db
			.prepare(
				`SELECT c.* FROM contacts c WHERE c.account_id = ? AND c.id IN
				   (SELECT contact_id FROM campaign_recipients WHERE campaign_id = ? AND status = 'sending' AND claim_id = ?)`,
			)
			.bind(accountId, campaignId, claim.id),
		db.prepare("SELECT status FROM campaigns WHERE id = ? AND account_id = ?").bind(...g),
	].filter((x): x is D1PreparedStatement => x !== null);
	const out = await db.batch(statements);
	const claimedRows = out[out.length - 3].results as {
		contact_id: string;
		address: string;
		message_id: string;
		attempts: number;
	}[];
	return {
		claimed: claimedRows.map((x) => ({
			contactId: x.contact_id,
			address: x.address,
			messageId: x.message_id,
			attempts: x.attempts,
		})),
		contacts: out[out.length - 2].results as RawContact[],
		sending: (out[out.length - 1].results[0] as { status?: string } | undefined)?.status === "sending",
	};
}

export interface Outcome {
	contactId: string;
	/** sent, failed, or queued again (the provider was busy: a later attempt sends it). */
	status: "sent" | "failed" | "queued";
	providerMessageId?: string | null;
	error?: string | null;
	reason?: string | null;
}

/**
 * After each group of sends, one round trip: records the outcomes under this claim only (a row
 * another claim has taken since is left alone), renews the claim on the rest, marks progress, skips
 * the rows still to send whose contact has unsubscribed or been suppressed meanwhile, and reads
 * whether the campaign is still sending and its channel still active. A cancel, an unsubscribe or a revoked channel therefore
 * reaches the next group, not only the next batch.
 */
export async function progress(
	env: Env,
	accountId: string,
	campaignId: string,
	claim: { id: string; subscription: string },
	outcomes: Outcome[],
	remaining: string[],
	now: number,
): Promise<{ sending: boolean; skipped: Set<string>; channel: string | null }> {
	const db = env.DB_MKT;
	const json = JSON.stringify(
		outcomes.map((o) => ({
			c: o.contactId,
			s: o.status,
			p: o.providerMessageId ?? null,
			e: o.error ?? null,
			r: o.reason ?? null,
		})),
	);
	const mine =
		"campaign_id = ? AND claim_id = ? AND status = 'sending' AND contact_id IN (SELECT value FROM json_each(?))";
	const out = await db.batch([
		db
			.prepare(
				`UPDATE campaign_recipients AS r SET
				   status = json_extract(j.value, '$.s'),
				   provider_message_id = COALESCE(json_extract(j.value, '$.p'), r.provider_message_id),
				   error = json_extract(j.value, '$.e'),
				   reason = json_extract(j.value, '$.r'),
				   sent_at = CASE WHEN json_extract(j.value, '$.s') = 'sent' THEN ?1 ELSE r.sent_at END,
				   claim_id = NULL
				 FROM json_each(?2) AS j
				 WHERE r.campaign_id = ?3 AND r.contact_id = json_extract(j.value, '$.c') AND r.claim_id = ?4 AND r.status = 'sending'`,
			)
			.bind(now, json, campaignId, claim.id),
		db
			.prepare(
				`UPDATE campaign_recipients SET status = 'skipped', claim_id = NULL,
				   reason = CASE WHEN ${SUPPRESSED} THEN 'suppressed' ELSE 'unsubscribed' END
				 WHERE ${mine} AND (${SUPPRESSED} OR ${UNSUBSCRIBED}) RETURNING contact_id`,
			)
			.bind(campaignId, claim.id, JSON.stringify(remaining), `$."${claim.subscription}"`),
		// The rows still to send stay this claim's: a batch longer than the lease is not taken for lost.
		db
			.prepare(
				"UPDATE campaign_recipients SET claimed_at = ? WHERE campaign_id = ? AND claim_id = ? AND status = 'sending'",
			)
			.bind(now, campaignId, claim.id),
		db
			.prepare("UPDATE campaigns SET updated_at = ? WHERE id = ? AND account_id = ? AND status = 'sending'")
			.bind(now, campaignId, accountId),
		db
			.prepare(
				`SELECT k.status, ch.status AS channel FROM campaigns k
				 LEFT JOIN channels ch ON ch.id = k.channel_id AND ch.account_id = k.account_id WHERE k.id = ? AND k.account_id = ?`,
			)
			.bind(campaignId, accountId),
	]);
	const campaign = out[4].results[0] as { status: string; channel: string | null } | undefined;
	return {
		skipped: new Set((out[1].results as { contact_id: string }[]).map((r) => r.contact_id)),
		sending: campaign?.status === "sending",
		channel: campaign?.channel ?? null,
	};
}

/**
 * The claimed rows a stopped campaign (canceled, failed) will not send: canceled, and their count
 * given back to the month that was charged.
 */
export async function releaseStopped(
	env: Env,
	accountId: string,
	campaignId: string,
	claimId: string,
	remaining: string[],
	reason: string,
) {
	if (!remaining.length) return;
	const db = env.DB_MKT;
	const mine =
		"campaign_id = ? AND claim_id = ? AND status = 'sending' AND contact_id IN (SELECT value FROM json_each(?))";
	const ids = JSON.stringify(remaining);
	await db.batch([
		db
			.prepare(
				`UPDATE campaign_sends SET used = MAX(0, used - (SELECT COUNT(*) FROM campaign_recipients WHERE ${mine}))
				 WHERE account_id = ? AND month = (SELECT strftime('%Y-%m', started_at / 1000, 'unixepoch') FROM campaigns WHERE id = ?)`,
			)
			.bind(campaignId, claimId, ids, accountId, campaignId),
		db
			.prepare(`UPDATE campaign_recipients SET status = 'canceled', reason = ?, claim_id = NULL WHERE ${mine}`)
			.bind(reason, campaignId, claimId, ids),
	]);
}

/** sending → sent once no recipient is queued or in flight; the row after when this call made the move. */
export async function finishIfDone(env: Env, accountId: string, campaignId: string, now: number) {
	const row = await env.DB_MKT.prepare(
		`UPDATE campaigns SET status = 'sent', finished_at = ?1, updated_at = ?1
		 WHERE id = ?2 AND account_id = ?3 AND status = 'sending'
		   AND NOT EXISTS (SELECT 1 FROM campaign_recipients WHERE campaign_id = ?2 AND status IN ('queued', 'sending'))
		 RETURNING *`,
	)
		.bind(now, campaignId, accountId)
		.first<Record<string, unknown>>();
	return row ? fromRaw(row) : null;
}

/**
 * The batch numbers that still hold queued rows or lost claims (what a stalled send must queue again).
 * D1 binds every JS number as REAL: a batch number divides by CAST(? AS INTEGER), or it comes out
 * fractional (3.67) and names no batch.
 */
export async function pendingBatches(env: Env, campaignId: string, batchSize: number, now: number) {
	const rows = await env.DB_MKT.prepare(
		`SELECT DISTINCT (seq - 1) / CAST(?1 AS INTEGER) AS b FROM campaign_recipients
		 WHERE campaign_id = ?2 AND (status = 'queued' OR (status = 'sending' AND claimed_at < ?3)) ORDER BY b LIMIT 10000`,
	)
		.bind(batchSize, campaignId, now - CLAIM_LEASE_MS)
		.all<{ b: number }>();
	return rows.results.map((r) => r.b);
}

/**
 * Batches of sending campaigns on this shard holding a claim past its lease (its consumer died): the
 * minute tick queues them again at once, without waiting for the whole campaign to stall. A batch
 * still waiting in a busy queue may be queued twice; the second finds nothing left to claim.
 */
export async function lapsedBatches(env: Env, batchSize: number, now: number, limit: number) {
	const rows = await env.DB_MKT.prepare(
		`SELECT DISTINCT r.campaign_id AS id, r.account_id AS accountId, (r.seq - 1) / CAST(?1 AS INTEGER) AS b
		 FROM campaigns c JOIN campaign_recipients r ON r.campaign_id = c.id AND r.status = 'sending' AND r.claimed_at < ?2
		 WHERE c.status = 'sending' ORDER BY r.campaign_id, b LIMIT ?3`,
	)
		.bind(batchSize, now - CLAIM_LEASE_MS, limit)
		.all<{ id: string; accountId: string; b: number }>();
	return rows.results;
}

/** Marks progress without a record (the recovery tick re-queued the batches). */
export async function touchCampaign(env: Env, campaignId: string, now: number) {
	await env.DB_MKT.prepare("UPDATE campaigns SET updated_at = ? WHERE id = ? AND status = 'sending'")
		.bind(now, campaignId)
		.run();
}
