import { ApiError } from "../../../platform/errors";
import type { MktCtx, MktScope } from "../context";
import { manualAddress } from "./domain/address";
import { suppressionView } from "./schemas";
import { addressHash, getSuppression, insertSuppressionIfNew } from "./store";

/**
 * POST /suppressions: a person's entry. An address already on the list keeps its entry (a bounce's
 * reason and campaign are what a person reviews later), so adding it again is a no-op answering 200.
 */
export async function addSuppression(ctx: MktCtx, s: MktScope, input: { address: string }, source: string | null) {
	const address = manualAddress(input.address);
	if (!address)
		throw new ApiError(400, "validation_error", "address must be a valid email or an E.164 phone number", "address");
	const hash = await addressHash(address);
	const row = { accountId: s.workspaceId, addressHash: hash, address, source, campaignId: null, createdAt: Date.now() };
	const created = await insertSuppressionIfNew(ctx.env, { ...row, reason: "manual" });
	if (created) return { created: true, suppression: suppressionView(created) };
	const existing = await getSuppression(ctx.env, s, hash);
	// Deleted between the two statements: the list no longer holds it, so say so rather than invent a row.
	if (!existing) throw new ApiError(409, "conflict", "The address was removed while being added; retry");
	return { created: false, suppression: suppressionView(existing) };
}
