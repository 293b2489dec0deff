import type { Env } from "../../../env";
import { hashBearerKey, randomToken } from "../../../platform/crypto";
import { ApiError } from "../../../platform/errors";
import { newId } from "../../../platform/ids";
import type { CredentialIssuer, CredentialRevoker } from "../../../platform/service-module";
import { planOf } from "../../admin/public";
import { limitReached, type PosScope } from "../context";
import { KEY_PREFIX } from "./auth";
import { limitsOf } from "./plans";
import { insertKey, revokeKey } from "./store";

/** A new key row; only the SHA-256 of the plaintext and its first 12 characters are kept. */
async function mint(env: Env, s: PosScope, name: string, source: "api" | "admin") {
	const now = Date.now();
	const key = KEY_PREFIX + randomToken(24);
	const row = {
		id: newId("key_", now),
		accountId: s.workspaceId,
		name,
		prefix: key.slice(0, 12),
		keyHash: await hashBearerKey(key),
		source,
		lastUsedAt: null,
		createdAt: now,
		revokedAt: null,
	};
	const seats = source === "api" ? limitsOf(await planOf(env, s.workspaceId, "pos")).seats : null;
	if (!(await insertKey(env, row, seats))) throw limitReached("seats (API keys)", seats ?? 0);
	return { row, key };
}

/** POST /api-keys: a seat; 201 with the key shown once. */
export async function createApiKey(env: Env, s: PosScope, name: string) {
	const { row, key } = await mint(env, s, name, "api");
	return { ...keyView(row), key };
}

export const keyView = (r: {
	id: string;
	name: string;
	prefix: string;
	lastUsedAt: number | null;
	createdAt: number;
}) => ({
	id: r.id,
	name: r.name,
	prefix: r.prefix,
	lastUsedAt: r.lastUsedAt == null ? null : new Date(r.lastUsedAt).toISOString(),
	createdAt: new Date(r.createdAt).toISOString(),
});

/** Admin credentials {service:"pos"} → {id, key}: an operator key, not a seat. */
export const issuePosKey: CredentialIssuer = async (env, req) => {
	if (req.environment && req.environment !== "live")
		throw new ApiError(
			400,
			"validation_error",
			"POS keys are live keys (sk_live_); omit environment or send live",
			"environment",
		);
	if (req.role) throw new ApiError(400, "validation_error", "POS keys have no roles", "role");
	if (req.scopes?.length) throw new ApiError(400, "validation_error", "POS keys have no scopes", "scopes");
	const { row, key } = await mint(env, { workspaceId: req.workspaceId }, req.name ?? "admin", "admin");
	return { id: row.id, key };
};

export const revokePosKey: CredentialRevoker = (env, workspaceId, id) =>
	revokeKey(env, { workspaceId }, id, Date.now());
