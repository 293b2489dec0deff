import { z } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../../../platform/context";
import { deriveSecret, hmacSha256Hex } from "../../../platform/crypto";
import { ApiError } from "../../../platform/errors";
import { idempotency } from "../../../platform/idempotency/index";
import { limitParam } from "../../../platform/openapi";

/**
 * Optional Idempotency-Key on every mutating route (spec 002 §2). The body fingerprint is an
 * HMAC under a MASTER_KEY-derived key, because a plain SHA-256 of `{"key":"PIN","value":"1234"}`
 * stored in the idempotency object would let anyone with that storage guess short values.
 */
export const idem = idempotency({
	mode: "optional",
	codes: { mismatch: "conflict", inFlight: "conflict" },
	fingerprint: async (c, body) => hmacSha256Hex(await deriveSecret(c.env.MASTER_KEY, "secrets-idempotency-fingerprint"), body),
});

/** 64 KiB of value JSON-escaped at worst six bytes per byte, plus the key: anything larger is refused before it is parsed. */
export const MAX_BODY_BYTES = 512 * 1024;

export const bodyLimit: MiddlewareHandler<AppEnv> = async (c, next) => {
	const declared = Number(c.req.header("Content-Length") ?? "0");
	if (declared > MAX_BODY_BYTES || (await c.req.arrayBuffer()).byteLength > MAX_BODY_BYTES) {
		throw new ApiError(400, "validation_error", `Request body is larger than ${MAX_BODY_BYTES / 1024} KiB`, "body");
	}
	await next();
};

export const ListQuery = z.object({
	limit: limitParam(20, 100),
	cursor: z
		.string()
		.optional()
		.openapi({ param: { name: "cursor", in: "query" } }),
});

export const listMeta = (p: { hasMore: boolean; nextCursor: string | null }) => ({ cursor: p.nextCursor, hasMore: p.hasMore });

/** The authenticated workspace and actor (set by secretsAuth, which guards every /api/v1 route). */
export function who(c: { get: (k: "workspaceId" | "actor") => string | undefined }) {
	const workspaceId = c.get("workspaceId");
	const actor = c.get("actor");
	if (!workspaceId || !actor) throw new ApiError(401, "auth_required", "Missing or invalid credentials");
	return { workspaceId, actor };
}
