import type { Context } from "hono";
import type { Env } from "../../env";
import type { AppEnv } from "../../platform/context";
import { ApiError } from "../../platform/errors";
import { keyInUseIdempotency } from "../../platform/idempotency";
import { errors, pathId } from "../../platform/openapi";

export { listAnswer } from "../../platform/lists";

/** Who a localization verb acts for: the account the API key resolved to (callers never send it). */
export interface LocScope {
	workspaceId: string;
}

export interface LocCtx {
	env: Env;
	exec?: Pick<ExecutionContext, "waitUntil"> | null;
}

export function scopeOf(c: Context<AppEnv>): LocScope {
	const workspaceId = c.get("workspaceId");
	if (!workspaceId) throw new ApiError(401, "auth_required", "This endpoint needs an API key");
	return { workspaceId };
}

export const ctxOf = (c: Context<AppEnv>): LocCtx => ({ env: c.env, exec: c.executionCtx });

/** Idempotency-Key on mutations (another body → 409 IDEMPOTENCY_KEY_IN_USE, spec 002). */
export const locIdempotency = keyInUseIdempotency;

/** The error rows every authenticated route documents, plus the route's own. */
export const locErrors = (...extra: Array<[number, string]>) =>
	errors([401, "AUTH_REQUIRED"], [401, "INVALID_API_KEY"], [404, "NOT_FOUND"], ...extra);

export const notFound = (what: string) => new ApiError(404, "not_found", `No such ${what}`);
/** A body that breaks a rule rather than a shape (ICU syntax, a fallback cycle): 422 VALIDATION_ERROR. */
export const ruleBroken = (message: string, param?: string) => new ApiError(422, "validation_error", message, param);
export const IdParam = pathId("id");
/** 422 INVALID_URL: a site or page the service will not fetch (spec 002), and why. */
export const invalidUrl = (why: string, param = "url") =>
	new ApiError(422, "invalid_url", `The URL cannot be fetched: ${why}`, param);
