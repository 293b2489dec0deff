import type { PayCtx, PayScope } from "../../context";
import { transition } from "../domain/subscriptions";
import { publishDue, resumeSubscription as resumeRow } from "../renewals";
import { getRow, type SubscriptionRow } from "../store";
import { conflict, lostRace, nowIn, subscriptionAnswer } from "./shared";

/** paused → active (spec §3); the period shifts by the time spent paused so the days left remain. */
export async function resumeSubscription(ctx: PayCtx, s: PayScope, id: string) {
	const cur = await getRow<SubscriptionRow>(ctx.env, s, "subscriptions", id);
	if (!transition(cur.status, "resume")) throw conflict(cur, "resume");
	const now = await nowIn(ctx, s);
	if (!(await resumeRow(ctx.env, s, cur, now))) throw lostRace();
	await publishDue(ctx.env, s, now);
	return subscriptionAnswer(ctx, s, cur.id);
}
