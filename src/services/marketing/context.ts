import type { Context } from "hono";
import type { Env } from "../../env";
import type { AppEnv } from "../../platform/context";
import { ApiError } from "../../platform/errors";
import { idempotency } from "../../platform/idempotency";
import { errors, pathId } from "../../platform/openapi";

/** Who a marketing verb acts for: every read and write is filtered by this workspace. */
export interface MktScope {
	workspaceId: string;
}

/** What a verb needs from the request: bindings, the execution context for background work, the request id. */
export interface MktCtx {
	env: Env;
	exec?: Pick<ExecutionContext, "waitUntil"> | null;
	requestId?: string;
}

export function scopeOf(c: Context<AppEnv>): MktScope {
	const workspaceId = c.get("workspaceId");
	if (!workspaceId) throw new ApiError(401, "unauthorized", "This endpoint needs a credential");
	return { workspaceId };
}

export const ctxOf = (c: Context<AppEnv>): MktCtx => ({
	env: c.env,
	exec: c.executionCtx,
	requestId: c.get("requestId"),
});

/** Optional Idempotency-Key on every marketing write (DESIGN §3: another body → 409 IDEMPOTENCY_KEY_IN_USE). */
export const mktIdempotency = () =>
	idempotency({ mode: "optional", codes: { mismatch: "idempotency_key_in_use", inFlight: "idempotency_key_in_use" } });

/** The error rows every marketing route documents, plus the route's own. */
export const mkErrors = (...extra: Array<[number, string]>) =>
	errors([403, "FORBIDDEN, NO_ACCOUNT"], [429, "RATE_LIMITED"], ...extra);

/** `{id}` in a path: ids are opaque (spec: do not parse their shape), only bounded. */
export const IdParam = pathId("id");
