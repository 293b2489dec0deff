// What delivery events do to campaign recipients (issue 40), as a pure plan.
import { describe, expect, it } from "vitest";
import { type MatchedRecipient, planOutcomes } from "../../../src/services/marketing/feedback/domain/outcomes";
import type { DeliveryEvent } from "../../../src/services/marketing/integrations/email-events";

const r = (id: string, contactId: string, address: string | null = `${contactId}@example.com`): MatchedRecipient => ({
	campaignId: "cmp_1",
	contactId,
	address,
	providerMessageId: id,
});
const byId = new Map([r("p1", "c1"), r("p2", "c2"), r("p3", "c3", null)].map((x) => [x.providerMessageId, x]));
const ev = (
	providerMessageId: string,
	type: DeliveryEvent["type"],
	more: Partial<DeliveryEvent> = {},
): DeliveryEvent => ({
	providerMessageId,
	type,
	at: 1000,
	...more,
});

describe("planOutcomes", () => {
	it("suppresses on a hard bounce and a complaint (the address sent to, once), never on a soft bounce", () => {
		const plan = planOutcomes(
			[
				ev("p1", "bounce", { bounceType: "soft" }),
				ev("p1", "bounce", { bounceType: "hard" }),
				ev("p1", "complaint"),
				ev("p2", "delivered"),
			],
			byId,
		);
		expect(plan.updates.map((u) => [u.recipient.contactId, u.outcome.kind])).toEqual([
			["c1", "soft_bounce"],
			["c1", "hard_bounce"],
			["c1", "complaint"],
			["c2", "delivered"],
		]);
		expect(plan.suppress).toEqual([{ address: "c1@example.com", reason: "hard_bounce", campaignId: "cmp_1" }]);
		expect(plan.unsubscribe).toEqual(["c1"]);
		expect(plan.unmatched).toBe(0);
	});

	it("ignores unknown message ids, collapses repeats, and has no address to suppress for an erased recipient", () => {
		const plan = planOutcomes(
			[
				ev("nope", "bounce", { bounceType: "hard" }),
				ev("p2", "delivered"),
				ev("p2", "delivered"),
				ev("p3", "complaint"),
			],
			byId,
		);
		expect(plan.unmatched).toBe(1);
		expect(plan.updates).toHaveLength(2);
		expect(plan.suppress).toEqual([]);
		expect(plan.unsubscribe).toEqual(["c3"]);
	});

	it("a failure carries the provider's words, or a default", () => {
		const plan = planOutcomes([ev("p1", "failed", { detail: "Bounced Address" }), ev("p2", "failed")], byId);
		expect(plan.updates.map((u) => u.outcome)).toEqual([
			{ kind: "failed", at: 1000, error: "Bounced Address" },
			{ kind: "failed", at: 1000, error: "The provider reported the message failed" },
		]);
	});
});
