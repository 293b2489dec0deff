import { newId } from "../../../platform/ids";
import type { MktCtx, MktScope } from "../context";
import { linkCode } from "./domain";
import { getProgram, insertLink, linkOfCustomer } from "./store";
import { linkView } from "./view";

/** POST /referrals/links/issue: the customer's link (made once), or null without an enabled program. */
export async function issueLink(ctx: MktCtx, s: MktScope, customerId: string) {
	const program = await getProgram(ctx.env, s);
	if (!program?.enabled) return null;
	const existing = await linkOfCustomer(ctx.env, s, customerId);
	if (existing) return linkView(existing);
	// INSERT OR IGNORE: a racing issue for the same customer wins or loses cleanly; a code taken by
	// another customer (1 in 31^8 per link) leaves no link for this one, so a new code is drawn.
	for (let attempt = 0; attempt < 4; attempt++) {
		const now = Date.now();
		await insertLink(ctx.env, {
			id: newId("rl_", now),
			accountId: s.workspaceId,
			programId: program.id,
			customerId,
			code: linkCode(),
			clicks: 0,
			signups: 0,
			rewards: 0,
			revenue: 0,
			createdAt: now,
		});
		const link = await linkOfCustomer(ctx.env, s, customerId);
		if (link) return linkView(link);
	}
	throw new Error("could not draw a free referral code");
}
