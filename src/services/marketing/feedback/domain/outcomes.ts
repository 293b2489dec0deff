// What a provider's delivery events do to campaign recipients (issue 40; REFERENCE "Campaigns"). Pure.
// delivered → deliveredAt (first time kept); hard bounce → bouncedAt, bounceType hard and the
// address suppressed; soft bounce → bounceType soft unless one is known (no suppression: the
// provider retries soft bounces); complaint → complainedAt, the address suppressed and the contact's
// email subscription off; failed after acceptance → the recipient failed with the provider's words.
// Every outcome is written so that applying it twice changes nothing (providers redeliver).
import type { DeliveryEvent } from "../../integrations/email-events";

/** A recipient row an event's message id matched. */
export interface MatchedRecipient {
	campaignId: string;
	contactId: string;
	/** What was sent to (null once erased). */
	address: string | null;
	providerMessageId: string;
}

export type RecipientOutcome =
	| { kind: "delivered" | "hard_bounce" | "soft_bounce" | "complaint"; at: number }
	| { kind: "failed"; at: number; error: string };

export interface Plan {
	updates: Array<{ recipient: MatchedRecipient; outcome: RecipientOutcome }>;
	/** Addresses to suppress, the first cause per address. */
	suppress: Array<{ address: string; reason: "hard_bounce" | "complaint"; campaignId: string }>;
	/** Contacts whose email subscription turns off (complaints). */
	unsubscribe: string[];
	/** Events whose message id matched no recipient of this channel (ignored). */
	unmatched: number;
}

function outcomeOf(e: DeliveryEvent): RecipientOutcome {
	switch (e.type) {
		case "delivered":
			return { kind: "delivered", at: e.at };
		case "bounce":
			return { kind: e.bounceType === "hard" ? "hard_bounce" : "soft_bounce", at: e.at };
		case "complaint":
			return { kind: "complaint", at: e.at };
		case "failed":
			return { kind: "failed", at: e.at, error: e.detail ?? "The provider reported the message failed" };
	}
}

export function planOutcomes(events: readonly DeliveryEvent[], byId: ReadonlyMap<string, MatchedRecipient>): Plan {
	const plan: Plan = { updates: [], suppress: [], unsubscribe: [], unmatched: 0 };
	const seen = new Set<string>();
	const suppressed = new Set<string>();
	for (const e of events) {
		const recipient = byId.get(e.providerMessageId);
		if (!recipient) {
			plan.unmatched++;
			continue;
		}
		const outcome = outcomeOf(e);
		// The same fact twice in one body is one statement.
		const key = `${recipient.campaignId}\u0000${recipient.contactId}\u0000${outcome.kind}`;
		if (seen.has(key)) continue;
		seen.add(key);
		plan.updates.push({ recipient, outcome });
		const reason = outcome.kind === "hard_bounce" ? "hard_bounce" : outcome.kind === "complaint" ? "complaint" : null;
		// The address we sent to is the one suppressed (an erased recipient has none left to suppress).
		if (reason && recipient.address && !suppressed.has(recipient.address)) {
			suppressed.add(recipient.address);
			plan.suppress.push({ address: recipient.address, reason, campaignId: recipient.campaignId });
		}
		if (outcome.kind === "complaint" && !plan.unsubscribe.includes(recipient.contactId))
			plan.unsubscribe.push(recipient.contactId);
	}
	return plan;
}
