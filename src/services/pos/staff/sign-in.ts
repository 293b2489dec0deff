// Till sign-in (issue 43): a staff member signs in at a till with their PIN and the till then acts for
// them with a short-lived bearer token — their current role and outlets, their staffId on every sale and
// shift — as a key bound to them would, without minting a key per person. Only the token's SHA-256 is
// kept; the token names its workspace (`pst_<workspace>.<random>`) so auth finds its shard, as the
// dashboard cookie does.

import { hashBearerKey, randomToken } from "../../../platform/crypto";
import { iso } from "../../../platform/encoding";
import { ApiError } from "../../../platform/errors";
import type { PosCtx, PosScope } from "../context";
import { verifyPin } from "./approve";
import { endStaffSession, insertStaffSession, outletIdsOf } from "./store";

export const STAFF_TOKEN_PREFIX = "pst_";
export const STAFF_SESSION_TTL_S = 12 * 60 * 60;

/** The workspace a staff token names, or null when the token is not shaped like one. */
export function staffTokenWorkspace(token: string) {
	if (!token.startsWith(STAFF_TOKEN_PREFIX) || token.length > 300) return null;
	const rest = token.slice(STAFF_TOKEN_PREFIX.length);
	const dot = rest.lastIndexOf(".");
	return dot > 0 ? rest.slice(0, dot) : null;
}

/**
 * POST /staff/{id}/sign-in: the PIN goes through the lockout (verifyPin: a try is reserved before the
 * hash is checked, so racing wrong PINs get at most the limit). `issuedBy` is the till credential, kept
 * as the actor of what the token does. A staff token cannot sign someone else in: the till's own
 * credential does.
 */
export async function signIn(ctx: PosCtx, s: PosScope, till: { actor: string; via: string }, id: string, pin: string) {
	if (till.via === "staff")
		throw new ApiError(403, "forbidden", "A staff sign-in token cannot sign a member in; use the till's key");
	const member = await verifyPin(ctx, s, id, pin);
	const now = Date.now();
	const token = `${STAFF_TOKEN_PREFIX}${s.workspaceId}.${randomToken(32)}`;
	const expiresAt = now + STAFF_SESSION_TTL_S * 1000;
	await insertStaffSession(ctx.env, {
		idHash: await hashBearerKey(token),
		accountId: s.workspaceId,
		staffId: member.id,
		issuedBy: till.actor,
		createdAt: now,
		expiresAt,
		endedAt: null,
	});
	return {
		token,
		staffId: member.id,
		role: member.role,
		outletIds: outletIdsOf(member.outletIds),
		expiresAt: iso(expiresAt) as string,
	};
}

/** POST /staff/sign-out with the token itself: it is refused from the next request on. */
export async function signOut(ctx: PosCtx, s: PosScope, till: { via: string }, token: string | undefined) {
	if (till.via !== "staff" || !token)
		throw new ApiError(
			400,
			"validation_error",
			"Sign out with the staff sign-in token as the Bearer credential",
			"Authorization",
		);
	await endStaffSession(ctx.env, s, await hashBearerKey(token), Date.now());
}
