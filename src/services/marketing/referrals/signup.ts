import { newId } from "../../../platform/ids";
import type { MktCtx, MktScope } from "../context";
import { DAY_MS, sameEmail } from "./domain";
import { getProgram, linkByCode } from "./store";
import { attributionOfReferee, insertAttribution } from "./store/attributions";
import { attributionView } from "./view";

export interface Signup {
	refereeCustomerId: string;
	refereeEmail: string;
	referrerEmail?: string | null;
	linkCode: string;
	externalSource?: string | null;
	externalRef?: string | null;
}

/**
 * POST /referrals/attributions/signup: a pending attribution whose window starts now, or null for
 * every ineligible case (unknown code, program off, self-referral, the referee already attributed).
 */
export async function signup(ctx: MktCtx, s: MktScope, b: Signup) {
	const [link, program] = await Promise.all([linkByCode(ctx.env, s, b.linkCode), getProgram(ctx.env, s)]);
	if (!link || !program?.enabled) return null;
	if (link.customerId === b.refereeCustomerId || sameEmail(b.referrerEmail, b.refereeEmail)) return null;
	const now = Date.now();
	const row = {
		id: newId("rat_", now),
		accountId: s.workspaceId,
		programId: program.id,
		linkId: link.id,
		referrerCustomerId: link.customerId,
		refereeCustomerId: b.refereeCustomerId,
		refereeEmail: b.refereeEmail,
		referrerEmail: b.referrerEmail ?? null,
		externalSource: b.externalSource ?? null,
		externalRef: b.externalRef ?? b.refereeCustomerId,
		status: "pending" as const,
		checkoutSessionId: null,
		expiresAt: now + program.attributionWindowDays * DAY_MS,
		amount: null,
		currency: null,
		reason: null,
		referrerCodeId: null,
		refereeCodeId: null,
		opId: crypto.randomUUID(),
		createdAt: now,
		updatedAt: now,
	};
	if (!(await insertAttribution(ctx.env, s, row))) return null;
	return attributionView((await attributionOfReferee(ctx.env, s, b.refereeCustomerId)) ?? row);
}
