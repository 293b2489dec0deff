import type { Context } from "hono";
import type { Env } from "../../env";
import type { AppEnv } from "../../platform/context";
import { ApiError } from "../../platform/errors";
import { keyInUseIdempotency } from "../../platform/idempotency";
import { errors, pathId } from "../../platform/openapi";

export { listAnswer } from "../../platform/lists";

/** Who a CI verb acts for: the workspace the credential resolved to (callers never send it). */
export interface CiScope {
	workspaceId: string;
}

export interface CiCtx {
	env: Env;
	exec?: Pick<ExecutionContext, "waitUntil"> | null;
}

export function scopeOf(c: Context<AppEnv>): CiScope {
	const workspaceId = c.get("workspaceId");
	if (!workspaceId) throw new ApiError(401, "auth_required", "This endpoint needs a credential");
	return { workspaceId };
}

export const ctxOf = (c: Context<AppEnv>): CiCtx => ({ env: c.env, exec: c.executionCtx });

/** Idempotency-Key on CI mutations (another body → 409 IDEMPOTENCY_KEY_IN_USE). */
export const ciIdempotency = keyInUseIdempotency;

/** The error rows every CI route documents, plus the route's own. */
export const ciErrors = (...extra: Array<[number, string]>) =>
	errors([401, "AUTH_REQUIRED"], [404, "NOT_FOUND"], ...extra);

export const notFound = (what: string) => new ApiError(404, "not_found", `No such ${what}`);
export const IdParam = pathId("id");
