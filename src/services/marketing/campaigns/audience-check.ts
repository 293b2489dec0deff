import { ApiError } from "../../../platform/errors";
import type { MktCtx, MktScope } from "../context";
import { firstUnknown } from "./store";
import type { AudienceIds } from "./view";

/**
 * An audience names someone, and only this workspace's segments, lists and contacts (another
 * workspace's id reads as unknown: 400 naming it, like the spec's "must be in the workspace").
 */
export async function checkAudience(ctx: MktCtx, s: MktScope, a: AudienceIds) {
	if (!a.segmentIds.length && !a.listIds.length && !a.contactIds.length)
		throw new ApiError(400, "validation", "audience names no one: give segmentIds, listIds or contactIds", "audience");
	const [segment, list, contact] = await Promise.all([
		firstUnknown(ctx.env, s, "segments", a.segmentIds),
		firstUnknown(ctx.env, s, "lists", a.listIds),
		firstUnknown(ctx.env, s, "contacts", a.contactIds),
	]);
	const bad: [string | null, string][] = [
		[segment, "audience.segmentIds"],
		[list, "audience.listIds"],
		[contact, "audience.contactIds"],
	];
	for (const [id, field] of bad)
		if (id) throw new ApiError(400, "validation", `${field}: ${id} is not in this workspace`, field);
}

export const normaliseAudience = (a: Partial<AudienceIds> | undefined): AudienceIds => ({
	segmentIds: [...new Set(a?.segmentIds ?? [])],
	listIds: [...new Set(a?.listIds ?? [])],
	contactIds: [...new Set(a?.contactIds ?? [])],
});
