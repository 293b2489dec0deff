import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { Env } from "../../env";
import type { AppEnv } from "../../platform/context";
import { deriveSecret, hmacSha256Hex } from "../../platform/crypto";
import { ApiError } from "../../platform/errors";
import { idempotency } from "../../platform/idempotency";
import { limitParam } from "../../platform/openapi";

/**
 * Optional Idempotency-Key on every mutating route (spec 002 §2). The body fingerprint is an
 * HMAC under a MASTER_KEY-derived key, because a plain SHA-256 of `{"key":"PIN","value":"1234"}`
 * stored in the idempotency object would let anyone with that storage guess short values. Another
 * body, or a request still in flight, is 409 IDEMPOTENCY_KEY_IN_USE (spec 002 §7, issue 23).
 */
export const idem = idempotency({
	mode: "optional",
	codes: { mismatch: "idempotency_key_in_use", inFlight: "idempotency_key_in_use" },
	fingerprint: async (c, body) =>
		hmacSha256Hex(await deriveSecret(c.env.MASTER_KEY, "secrets-idempotency-fingerprint"), body),
});

export const ListQuery = z.object({
	limit: limitParam(20, 100),
	cursor: z
		.string()
		.optional()
		.openapi({ param: { name: "cursor", in: "query" } }),
});

export const listMeta = (p: { hasMore: boolean; nextCursor: string | null }) => ({
	cursor: p.nextCursor,
	hasMore: p.hasMore,
});

/** Who a verb acts for: the workspace every read and write is filtered by, and the actor audited. */
export interface SecretsScope {
	workspaceId: string;
	actor: string;
}

/** What a verb needs from the request: the bindings, and the request id its logs carry. */
export interface SecretsCtx {
	env: Env;
	requestId?: string;
}
export const ctxOf = (c: Context<AppEnv>): SecretsCtx => ({ env: c.env, requestId: c.get("requestId") });

/** The authenticated workspace and actor (set by secretsAuth, which guards every /api/v1 route). */
export function who(c: { get: (k: "workspaceId" | "actor") => string | undefined }): SecretsScope {
	const workspaceId = c.get("workspaceId");
	const actor = c.get("actor");
	if (!workspaceId || !actor) throw new ApiError(401, "auth_required", "Missing or invalid credentials");
	return { workspaceId, actor };
}
