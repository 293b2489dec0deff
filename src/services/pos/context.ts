import type { Context } from "hono";
import type { Env } from "../../env";
import type { AppEnv } from "../../platform/context";
import { page } from "../../platform/cursor";
import { ok } from "../../platform/envelope";
import { ApiError } from "../../platform/errors";
import { idempotency } from "../../platform/idempotency";
import { errors, pathId } from "../../platform/openapi";

/** Who a POS verb acts for: the workspace the credential resolved to (callers never send it). */
export interface PosScope {
	workspaceId: string;
}

export interface PosCtx {
	env: Env;
	exec?: Pick<ExecutionContext, "waitUntil"> | null;
}

export function scopeOf(c: Context<AppEnv>): PosScope {
	const workspaceId = c.get("workspaceId");
	if (!workspaceId) throw new ApiError(401, "auth_required", "This endpoint needs a credential");
	return { workspaceId };
}

export const ctxOf = (c: Context<AppEnv>): PosCtx => ({ env: c.env, exec: c.executionCtx });

/** Idempotency-Key on every POS mutation (platform Idempotency object; another body → 409 IDEMPOTENCY_KEY_IN_USE). */
export const posIdempotency = () =>
	idempotency({ mode: "optional", codes: { mismatch: "idempotency_key_in_use", inFlight: "idempotency_key_in_use" } });

/** The error rows every POS route documents, plus the route's own. */
export const posErrors = (...extra: Array<[number, string]>) =>
	errors([401, "AUTH_REQUIRED"], [404, "NOT_FOUND"], ...extra);

export const notFound = (what: string) => new ApiError(404, "not_found", `No such ${what}`);
export const conflict = (message: string, param?: string) => new ApiError(409, "conflict", message, param);
export const limitReached = (what: string, limit: number) =>
	new ApiError(
		403,
		"limit_reached",
		`The plan allows ${limit} ${what}; upgrade (GET /billing/tiers) or deactivate some`,
	);

export const IdParam = pathId("id");

/** A list answer: the items in data, meta.cursor (null at the end) and meta.hasMore. */
export const listMeta = (p: { nextCursor: string | null; hasMore: boolean }) => ({
	cursor: p.nextCursor,
	hasMore: p.hasMore,
});

/** Pages rows read newest first (limit + 1 of them) and answers their views with the list meta. */
export async function listAnswer<R extends { createdAt: number; id: string }, V>(
	c: Context<AppEnv>,
	rows: R[],
	limit: number,
	views: (items: R[]) => V[] | Promise<V[]>,
	filterKey = "",
) {
	const p = page(rows, limit, (r) => ({ t: r.createdAt, id: r.id }), filterKey);
	return ok(c, await views(p.items), 200, listMeta(p));
}
