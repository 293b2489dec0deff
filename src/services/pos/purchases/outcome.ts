import { conflict, notFound, type PosCtx, type PosScope } from "../context";
import { type PoAction, wrongState } from "./domain";
import { getOrder, type Outcome } from "./store";
import { orderView } from "./view";

/**
 * The answer of a batched write: its view, or the 404/409 for the rule that rolled it back. A claim
 * that did not land is read again only now, to tell "no such order" from "not in a state for this".
 */
export async function answer(ctx: PosCtx, s: PosScope, id: string, action: PoAction, out: Outcome) {
	if (out.ok) return orderView(out.order, out.lines);
	if (out.refused === "over_receive")
		throw conflict("Receiving more than is outstanding (another receive got there first)", "lines");
	if (out.refused === "batch_expiry")
		throw conflict("That batch number is already at this outlet with another expiry", "lines");
	const now = await getOrder(ctx.env, s, id);
	if (!now) throw notFound("purchase order");
	throw wrongState(now.status, action);
}
