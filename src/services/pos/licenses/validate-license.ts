import { sha256Hex } from "../../../platform/crypto";
import type { PosCtx, PosScope } from "../context";
import { canonicalKey, validity } from "./domain";
import { licenseByKeyHash } from "./store";

/**
 * GET /fulfillment/licenses/validate: whether a key is a usable licence of this workspace (another
 * workspace's key is not_found), optionally for a given product.
 */
export async function validateLicense(ctx: PosCtx, s: PosScope, q: { key: string; productId?: string }) {
	const key = canonicalKey(q.key);
	const row = key ? await licenseByKeyHash(ctx.env, s, await sha256Hex(key)) : null;
	return validity(row, Date.now(), q.productId);
}
