import { newId } from "../../../platform/ids";
import { conflict, notFound, type PosCtx, type PosScope } from "../context";
import { getCustomer, moveBalance } from "./store";

/**
 * POST /customers/{id}/loyalty/adjust (points ≠ 0) and …/redeem (points > 0, taken off): the
 * balance never goes below 0 (409 CONFLICT, nothing written), also when requests race.
 */
export async function moveLoyalty(
	ctx: PosCtx,
	s: PosScope,
	id: string,
	kind: "adjust" | "redeem",
	points: number,
	reason: string | null,
) {
	const now = Date.now();
	const after = await moveBalance(ctx.env, s, id, { id: newId("loy_", now), kind, points, reason, createdAt: now });
	if (after != null) return { balance: after };
	const cur = await getCustomer(ctx.env, s, id);
	if (!cur) throw notFound("customer");
	throw conflict(`The balance is ${cur.loyaltyBalance} points; it cannot go below 0`, "points");
}
