import { notFound } from "../../../platform/errors";
import type { MktCtx, MktScope } from "../context";
import { normaliseAddress } from "./domain/address";
import { addressHash, deleteSuppression } from "./store";

/** DELETE /suppressions/{address}: by the hash of the normalised address, so an erased contact's entry (address null) goes too. */
export async function removeSuppression(ctx: MktCtx, s: MktScope, raw: string) {
	if (!(await deleteSuppression(ctx.env, s, await addressHash(normaliseAddress(raw))))) throw notFound("suppression");
	return { deleted: true as const };
}
