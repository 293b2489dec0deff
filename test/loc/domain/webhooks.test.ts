import { describe, expect, it } from "vitest";
import { LOC_EVENT_DESCRIPTIONS, LOC_EVENT_TYPES } from "../../../src/services/localization/events";
import {
	approvalWindow,
	LOOKBACK_MINUTES,
	MINUTE_MS,
	SETTLE_MS,
} from "../../../src/services/localization/webhooks/approvals";
import { eventPayload } from "../../../src/services/localization/webhooks/schemas";

describe("the approvals tick's window", () => {
	const minute = Date.UTC(2026, 10, 29, 8, 15);

	it("reports whole minutes that ended SETTLE_MS ago or more, LOOKBACK_MINUTES back", () => {
		// The cron fires just after 08:16: 08:15 is too fresh (its last approvals may still be committing).
		expect(approvalWindow(minute + MINUTE_MS + 500)).toEqual({
			from: minute - LOOKBACK_MINUTES * MINUTE_MS,
			to: minute,
		});
		// From 08:16:10 on, 08:15 is reported.
		expect(approvalWindow(minute + MINUTE_MS + SETTLE_MS).to).toBe(minute + MINUTE_MS);
		for (const now of [minute, minute + 1, minute + 59_999, minute + 3 * MINUTE_MS + 12_345]) {
			const w = approvalWindow(now);
			expect(w.to % MINUTE_MS).toBe(0);
			expect(w.to).toBeLessThanOrEqual(now - SETTLE_MS);
			expect(now - SETTLE_MS - w.to).toBeLessThan(MINUTE_MS);
			expect(w.to - w.from).toBe(LOOKBACK_MINUTES * MINUTE_MS);
		}
	});
});

describe("event payload documentation", () => {
	it("every type has a description and an example body of its own type with an evt_ id", () => {
		for (const type of LOC_EVENT_TYPES) {
			expect(LOC_EVENT_DESCRIPTIONS[type].length, type).toBeGreaterThan(40);
			const { body, example } = eventPayload(type);
			expect(example.type).toBe(type);
			expect(example.id).toMatch(/^evt_[0-9A-HJKMNP-TV-Z]{26}$/);
			expect(body.safeParse(example).success, type).toBe(true);
		}
	});
});
