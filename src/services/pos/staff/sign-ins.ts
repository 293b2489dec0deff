// The owner's side of till sign-ins (staff/sign-in.ts): which tills a member is signed in at, and
// ending them from the back office — a till left signed in, a tablet lost, a shift over — without
// changing the member's PIN. Only a prefix of each token's hash is shown (`pss_…`), never the token.

import type { Cursor } from "../../../platform/cursor";
import { iso } from "../../../platform/encoding";
import { notFound, type PosCtx, type PosScope } from "../context";
import { endSignInsOf, liveSignInsOf, signInIdOf, staffById } from "./store";

type SignInRow = Awaited<ReturnType<typeof liveSignInsOf>>[number];

export const signInView = (r: SignInRow) => ({
	id: signInIdOf(r.idHash),
	staffId: r.staffId,
	issuedBy: r.issuedBy,
	createdAt: iso(r.createdAt) as string,
	expiresAt: iso(r.expiresAt) as string,
});

async function memberOf(ctx: PosCtx, s: PosScope, staffId: string) {
	if (!(await staffById(ctx.env, s, staffId))) throw notFound("staff member");
}

/** GET /staff/{id}/sign-ins: the live ones, newest first, with the id keyset pages need. */
export async function signInsOf(ctx: PosCtx, s: PosScope, staffId: string, limit: number, after: Cursor | null) {
	await memberOf(ctx, s, staffId);
	const rows = await liveSignInsOf(ctx.env, s, staffId, Date.now(), limit, after);
	return rows.map((r) => ({ ...r, id: signInIdOf(r.idHash) }));
}

/**
 * DELETE /staff/{id}/sign-ins (every live one) or /sign-ins/{signInId} (that one, 404 when it is not
 * live): the tokens are refused from their next request on.
 */
export async function endSignIns(ctx: PosCtx, s: PosScope, staffId: string, signInId?: string) {
	await memberOf(ctx, s, staffId);
	const ended = await endSignInsOf(ctx.env, s, staffId, Date.now(), signInId);
	if (signInId !== undefined && ended === 0) throw notFound("live sign-in");
	return { staffId, ended };
}
