import { z } from "@hono/zod-openapi";
import { deriveSecret, hmacSha256Hex } from "../../platform/crypto";
import { ApiError } from "../../platform/errors";
import { idempotency } from "../../platform/idempotency";
import { limitParam } from "../../platform/openapi";

/**
 * Optional Idempotency-Key on every mutating route (spec 002 §2). The body fingerprint is an
 * HMAC under a MASTER_KEY-derived key, because a plain SHA-256 of `{"key":"PIN","value":"1234"}`
 * stored in the idempotency object would let anyone with that storage guess short values.
 */
export const idem = idempotency({
	mode: "optional",
	codes: { mismatch: "conflict", inFlight: "conflict" },
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

/** The authenticated workspace and actor (set by secretsAuth, which guards every /api/v1 route). */
export function who(c: { get: (k: "workspaceId" | "actor") => string | undefined }) {
	const workspaceId = c.get("workspaceId");
	const actor = c.get("actor");
	if (!workspaceId || !actor) throw new ApiError(401, "auth_required", "Missing or invalid credentials");
	return { workspaceId, actor };
}
