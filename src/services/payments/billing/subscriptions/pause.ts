import type { PayCtx, PayScope } from "../../context";
import { transition } from "../domain/subscriptions";
import { subEvent, writeSubscription } from "../invoicing";
import { publishDue } from "../renewals";
import { getRow, type SubscriptionRow } from "../store";
import { bad, conflict, lostRace, nowIn, subscriptionAnswer } from "./shared";

/** active → paused (spec §3): no invoices, charges or period progression until resumed, at resumeAt if given. */
export async function pauseSubscription(ctx: PayCtx, s: PayScope, id: string, input: { resumeAt?: string }) {
	const cur = await getRow<SubscriptionRow>(ctx.env, s, "subscriptions", id);
	const now = await nowIn(ctx, s);
	const to = transition(cur.status, "pause");
	if (!to) throw conflict(cur, "pause");
	const resumeAt = input.resumeAt ? Date.parse(input.resumeAt) : null;
	if (resumeAt != null && resumeAt <= now) throw bad("resumeAt must be in the future", "resumeAt");
	const done = await writeSubscription(
		ctx.env,
		s,
		cur,
		{ ...cur, status: to, paused_at: now, resume_at: resumeAt },
		(n) => [subEvent("subscription.updated", n, { causes: ["pause"], previousAttributes: { status: cur.status } })],
		now,
	);
	if (!done) throw lostRace();
	await publishDue(ctx.env, s, now);
	return subscriptionAnswer(ctx, s, cur.id);
}
