// DB_MKT reads and writes of the delivery-event webhook (issue 40): which workspace owns a channel id
// (read shard by shard when the locator does not know it yet), the recipients a body's message ids
// match, and the one batch that records what the events say.
import type { Env } from "../../../env";
import type { MktScope } from "../context";
import { normaliseAddress, suppressStatement } from "../suppressions/store";
import type { MatchedRecipient, Plan, RecipientOutcome } from "./domain/outcomes";

/** The workspace holding channel `id` on the shard `env` reads, or null. */
export async function channelOwnerOnShard(env: Env, id: string): Promise<string | null> {
	const row = await env.DB_MKT.prepare("SELECT account_id FROM channels WHERE id = ?1")
		.bind(id)
		.first<{ account_id: string }>();
	return row?.account_id ?? null;
}

/** Ids per query: D1 binds at most 100 parameters. */
const CHUNK = 90;

/**
 * The recipients of the channel's campaigns in the workspace whose provider message id is one of
 * `ids` (one round trip: a batch of reads), keyed by that id.
 */
export async function recipientsByProviderIds(
	env: Env,
	s: MktScope,
	channelId: string,
	ids: readonly string[],
): Promise<Map<string, MatchedRecipient>> {
	const unique = [...new Set(ids)];
	const out = new Map<string, MatchedRecipient>();
	if (!unique.length) return out;
	const reads = [];
	for (let i = 0; i < unique.length; i += CHUNK) {
		const chunk = unique.slice(i, i + CHUNK);
		reads.push(
			env.DB_MKT.prepare(
				`SELECT r.campaign_id, r.contact_id, r.address, r.provider_message_id
				 FROM campaign_recipients r JOIN campaigns c ON c.id = r.campaign_id AND c.account_id = r.account_id
				 WHERE r.account_id = ?1 AND c.channel_id = ?2 AND r.provider_message_id IN (${chunk.map((_, j) => `?${j + 3}`).join(",")})`,
			).bind(s.workspaceId, channelId, ...chunk),
		);
	}
	type Row = { campaign_id: string; contact_id: string; address: string | null; provider_message_id: string };
	for (const res of await env.DB_MKT.batch<Row>(reads))
		for (const r of res.results)
			out.set(r.provider_message_id, {
				campaignId: r.campaign_id,
				contactId: r.contact_id,
				address: r.address,
				providerMessageId: r.provider_message_id,
			});
	return out;
}

/** The SET clause of an outcome and what it binds after ?1-?3 (workspace, campaign, contact). */
function setOf(o: RecipientOutcome): [string, unknown[]] {
	switch (o.kind) {
		case "delivered":
			return ["delivered_at = COALESCE(delivered_at, ?4)", [o.at]];
		case "hard_bounce":
			// A hard bounce outranks a soft one seen before; its first time is kept.
			return ["bounce_type = 'hard', bounced_at = COALESCE(bounced_at, ?4)", [o.at]];
		case "soft_bounce":
			return ["bounce_type = COALESCE(bounce_type, 'soft')", []];
		case "complaint":
			return ["complained_at = COALESCE(complained_at, ?4)", [o.at]];
		case "failed":
			return ["status = 'failed', error = ?4", [o.error.slice(0, 500)]];
	}
}

/** Everything the plan says, in one D1 batch (atomic): recipient facts, suppressions, subscriptions. */
export async function applyPlan(env: Env, s: MktScope, plan: Plan, source: string, now: number) {
	const stmts: D1PreparedStatement[] = plan.updates.map(({ recipient: r, outcome: o }) => {
		const [set, binds] = setOf(o);
		// Only a message the provider had accepted can fail after the fact.
		const guard = o.kind === "failed" ? " AND status = 'sent'" : "";
		return env.DB_MKT.prepare(
			`UPDATE campaign_recipients SET ${set} WHERE account_id = ?1 AND campaign_id = ?2 AND contact_id = ?3${guard}`,
		).bind(s.workspaceId, r.campaignId, r.contactId, ...binds);
	});
	for (const x of plan.suppress)
		stmts.push(await suppressStatement(env, s, normaliseAddress(x.address), x.reason, source, x.campaignId, now));
	for (const contactId of plan.unsubscribe)
		stmts.push(
			env.DB_MKT.prepare(
				`UPDATE contacts SET subscriptions = json_set(subscriptions, '$."email"', 'unsubscribed'), updated_at = ?3
				 WHERE account_id = ?1 AND id = ?2 AND json_extract(subscriptions, '$."email"') IS NOT 'unsubscribed'`,
			).bind(s.workspaceId, contactId, now),
		);
	if (stmts.length) await env.DB_MKT.batch(stmts);
}
