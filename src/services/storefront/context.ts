import type { Context } from "hono";
import type { Env } from "../../env";
import type { AppEnv } from "../../platform/context";
import { ApiError } from "../../platform/errors";
import { idempotency } from "../../platform/idempotency";
import { errors, pathId } from "../../platform/openapi";
import { serviceBase } from "../../platform/service-url";

/** Who a storefront verb acts for: the workspace (test and live keys share its catalogue). */
export interface StoreScope {
	workspaceId: string;
}

/** What a verb needs from the request: bindings, background work, and the absolute base of /pages. */
export interface StoreCtx {
	env: Env;
	exec?: Pick<ExecutionContext, "waitUntil"> | null;
	pagesBase: string | null;
}

export function scopeOf(c: Context<AppEnv>): StoreScope {
	const workspaceId = c.get("workspaceId");
	if (!workspaceId) throw new ApiError(401, "unauthorized", "This endpoint needs a key");
	return { workspaceId };
}

export const ctxOf = (c: Context<AppEnv>): StoreCtx => ({
	env: c.env,
	exec: c.executionCtx,
	pagesBase: serviceBase(c.env, c.req.url, "pages"),
});

/** Optional Idempotency-Key on every storefront write (DESIGN §3). */
export const storeIdempotency = () =>
	idempotency({ mode: "optional", codes: { mismatch: "idempotency_key_in_use", inFlight: "idempotency_key_in_use" } });

/** The error rows every storefront route documents, plus the route's own. */
export const stErrors = (...extra: Array<[number, string]>) =>
	errors([403, "FORBIDDEN"], [404, "RESOURCE_NOT_FOUND"], ...extra);

export const notFound = (what: string) => new ApiError(404, "resource_not_found", `No such ${what}`);

export const IdParam = pathId("id");
