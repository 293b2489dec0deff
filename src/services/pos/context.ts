import type { Context } from "hono";
import type { Env } from "../../env";
import type { AppEnv } from "../../platform/context";
import { sha256Hex } from "../../platform/crypto";
import { ApiError } from "../../platform/errors";
import { keyInUseIdempotency, MAX_IDEMPOTENCY_KEY_LENGTH, queryOf, withQuery } from "../../platform/idempotency";
import { errors, pathId } from "../../platform/openapi";
import { demandOf } from "./access/guard";
import type { Permission } from "./staff/permissions";

/** Who a POS verb acts for: the workspace the credential resolved to (callers never send it). */
export interface PosScope {
	workspaceId: string;
	/** The staff member acting (the key's, issue 43), recorded on sales, voids and shifts; absent for owner credentials without one. */
	staffId?: string | null;
	/** The manager whose X-Pos-Approval token let this request through (access/guard.ts). */
	approvedBy?: string | null;
	/** The acting staff member's outlets (null or absent: every outlet); access/guard.ts assertOutlet checks them. */
	outletIds?: string[] | null;
	/**
	 * Asks for a permission a verb's own rule needs (a threshold passed): resolves to the approving
	 * manager or null, throws 403 when neither the role nor an approval token grants it. Absent for
	 * work done by the system, which needs none.
	 */
	demand?: (permission: Permission) => Promise<string | null>;
}

export interface PosCtx {
	env: Env;
	exec?: Pick<ExecutionContext, "waitUntil"> | null;
}

export function scopeOf(c: Context<AppEnv>): PosScope {
	const workspaceId = c.get("workspaceId");
	if (!workspaceId) throw new ApiError(401, "auth_required", "This endpoint needs a credential");
	const access = c.get("posAccess") as { staffId: string | null; outletIds: string[] | null } | undefined;
	return {
		workspaceId,
		staffId: access?.staffId ?? null,
		approvedBy: (c.get("posApprovedBy") as string) ?? null,
		outletIds: access?.outletIds ?? null,
		demand: demandOf(c),
	};
}

export const ctxOf = (c: Context<AppEnv>): PosCtx => ({ env: c.env, exec: c.executionCtx });

/** Idempotency-Key on every POS mutation (platform Idempotency object; another body → 409 IDEMPOTENCY_KEY_IN_USE). */
export const posIdempotency = keyInUseIdempotency;

/**
 * The request's Idempotency-Key and the SHA-256 of its raw body, for a write that keeps them with what
 * it writes (a sale, a stock adjustment), so even a retry the key store no longer recognises — its
 * first try died mid-request — changes nothing twice. Null without a key.
 */
export async function requestKey(c: Context<AppEnv>) {
	const key = c.req.header("Idempotency-Key");
	if (key === undefined) return null;
	if (!key || key.length > MAX_IDEMPOTENCY_KEY_LENGTH)
		throw new ApiError(400, "validation_error", "Idempotency-Key is 1 to 255 characters", "Idempotency-Key");
	return { key, hash: await withQuery(await sha256Hex(new Uint8Array(await c.req.arrayBuffer())), queryOf(c.req.url)) };
}

/** The error rows every POS route documents, plus the route's own. */
export const posErrors = (...extra: Array<[number, string]>) =>
	errors([401, "AUTH_REQUIRED"], [404, "NOT_FOUND"], [429, "RATE_LIMITED"], ...extra);

export const notFound = (what: string) => new ApiError(404, "not_found", `No such ${what}`);
export const conflict = (message: string, param?: string) => new ApiError(409, "conflict", message, param);
export const limitReached = (what: string, limit: number) =>
	new ApiError(
		403,
		"limit_reached",
		`The plan allows ${limit} ${what}; upgrade (GET /billing/tiers) or deactivate some`,
	);

export const IdParam = pathId("id");

export { listAnswer, listMeta } from "../../platform/lists";
