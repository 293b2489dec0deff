import type { z } from "@hono/zod-openapi";
import { ApiError } from "../../../platform/errors";
import { notFound, type PosCtx, type PosScope } from "../context";
import { isPermission } from "./permissions";
import { permissionsOf } from "./roles-of";
import type { CreateApproval } from "./schemas";
import { APPROVAL_MAX_TTL_S, pinMatches, signApproval } from "./secrets";
import { clearPinTries, PIN_LOCK_MS, reservePinTry, staffById } from "./store";

/**
 * Checks a staff member's PIN. A try is reserved before the (slow) hash is computed, so parallel wrong
 * PINs cannot exceed the limit: past it 429 RATE_LIMITED until 15 minutes after the last try.
 */
export async function verifyPin(ctx: PosCtx, s: PosScope, staffId: string, pin: string) {
	const member = await staffById(ctx.env, s, staffId);
	if (!member) throw notFound("staff member");
	if (!(await reservePinTry(ctx.env, s, staffId, Date.now())))
		throw new ApiError(429, "rate_limited", "Too many wrong PINs: this staff member is locked for 15 minutes", "pin", {
			"Retry-After": String(PIN_LOCK_MS / 1000),
		});
	if (!(await pinMatches(pin, member))) throw new ApiError(403, "forbidden", "The PIN does not match", "pin");
	await clearPinTries(ctx.env, s, staffId);
	return member;
}

/** POST /approvals: a PIN-verified, signed, single-use token for one permission, for ≤ 5 minutes. */
export async function approve(ctx: PosCtx, s: PosScope, b: z.infer<typeof CreateApproval>) {
	if (!isPermission(b.permission))
		throw new ApiError(400, "validation_error", `Unknown permission ${b.permission}`, "permission");
	const member = await verifyPin(ctx, s, b.staffId, b.pin);
	if (!(await permissionsOf(ctx.env, s, member.role)).has(b.permission))
		throw new ApiError(403, "forbidden", `This staff member's role (${member.role}) lacks ${b.permission}`, "staffId");
	const expiresAt = Date.now() + Math.min(b.ttlSeconds ?? 120, APPROVAL_MAX_TTL_S) * 1000;
	const claims = {
		workspaceId: s.workspaceId,
		permission: b.permission,
		staffId: member.id,
		expiresAt,
		nonce: crypto.randomUUID(),
	};
	return {
		token: await signApproval(ctx.env.MASTER_KEY, claims),
		permission: b.permission,
		approvedBy: member.id,
		expiresAt: new Date(expiresAt).toISOString(),
	};
}
