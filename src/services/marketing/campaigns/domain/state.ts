// The campaign state machine (issue 40): draft → scheduled → sending → sent | canceled | failed.
// Pure; every verb asks `allowed` before its conditional write, and the write itself names the
// states it moves from, so two racing requests cannot both move one campaign.
import type { CampaignStatus } from "../../schema";

export type CampaignAction = "edit" | "delete" | "schedule" | "send" | "cancel" | "start" | "finish" | "fail";

/** The states each action moves a campaign from. */
export const FROM: Record<CampaignAction, readonly CampaignStatus[]> = {
	edit: ["draft", "scheduled"],
	// Only never-sent campaigns are deleted: a sent one is the record of what went out.
	delete: ["draft", "scheduled"],
	schedule: ["draft"],
	send: ["draft", "scheduled"],
	cancel: ["draft", "scheduled", "sending"],
	// The move to sending, once the audience is frozen and counted.
	start: ["draft", "scheduled"],
	finish: ["sending"],
	fail: ["sending"],
};

export const TO: Partial<Record<CampaignAction, CampaignStatus>> = {
	schedule: "scheduled",
	send: "sending",
	start: "sending",
	cancel: "canceled",
	finish: "sent",
	fail: "failed",
};

export const allowed = (action: CampaignAction, status: CampaignStatus) => FROM[action].includes(status);

export const isFinal = (status: CampaignStatus) => status === "sent" || status === "canceled" || status === "failed";

/** The 409 BAD_STATE message for `action` on a campaign in `status`. */
export function badStateMessage(action: CampaignAction, status: CampaignStatus) {
	const from = FROM[action].join(" or ");
	return `The campaign is ${status}; ${action} needs it ${from}`;
}

/** A scheduled time must be at least a minute ahead (the cron looks once a minute) and at most a year. */
export const SEND_AT_MIN_LEAD_MS = 60_000;
export const SEND_AT_MAX_AHEAD_MS = 365 * 86_400_000;

export function sendAtProblem(sendAt: number, now: number): string | null {
	if (sendAt < now + SEND_AT_MIN_LEAD_MS) return "sendAt must be at least one minute in the future";
	if (sendAt > now + SEND_AT_MAX_AHEAD_MS) return "sendAt must be within a year";
	return null;
}
