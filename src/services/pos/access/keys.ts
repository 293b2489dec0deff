import type { Env } from "../../../env";
import { bearerKeyView, mintBearerKey } from "../../../platform/bearer-keys";
import { ApiError } from "../../../platform/errors";
import type { CredentialIssuer, CredentialRevoker } from "../../../platform/service-module";
import { planOf, workspaceEnv } from "../../admin/public";
import { limitReached, type PosScope } from "../context";
import { insertKeyRole, staffById } from "../staff/store";
import { assertRole } from "../staff/write-staff";
import { limitsOf } from "./plans";
import { insertKey, keys } from "./store";

/** A new key row (platform mintBearerKey); an API-made key takes a seat of the plan. */
async function mint(env: Env, s: PosScope, name: string, source: "api" | "admin") {
	const { row, key } = await mintBearerKey(s.workspaceId, name, source);
	const seats = source === "api" ? limitsOf(await planOf(env, s.workspaceId, "pos")).seats : null;
	if (!(await insertKey(env, row, seats))) throw limitReached("seats (API keys)", seats ?? 0);
	return { row, key };
}

/** What POST /api-keys may say beyond the name (issue 43). */
export interface KeyAccess {
	role?: string;
	staffId?: string;
}

/**
 * POST /api-keys: a seat; 201 with the key shown once. Its role (default owner; a staff member's key
 * defaults to that member's role) is written before the key itself, so no request can see the key
 * without it; keys made before roles have no role row and stay owner keys.
 */
export async function createApiKey(env: Env, s: PosScope, name: string, a: KeyAccess = {}) {
	const member = a.staffId ? await staffById(env, s, a.staffId) : null;
	if (a.staffId && !member) throw new ApiError(400, "validation_error", "No such staff member", "staffId");
	// A staff member's key acts with the member's current role (access/guard.ts): no other role.
	if (member && a.role && a.role !== member.role)
		throw new ApiError(400, "validation_error", "A staff member's key has that member's role; omit role", "role");
	const role = a.role ?? member?.role ?? "owner";
	await assertRole(env, s, role);
	const { row: draft, key } = await mintBearerKey(s.workspaceId, name, "api");
	await insertKeyRole(env, { keyId: draft.id, accountId: s.workspaceId, role, staffId: member?.id ?? null });
	const seats = limitsOf(await planOf(env, s.workspaceId, "pos")).seats;
	if (!(await insertKey(env, draft, seats))) throw limitReached("seats (API keys)", seats ?? 0);
	return { ...bearerKeyView(draft), role, staffId: member?.id ?? null, key };
}

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
	// The admin API's env works for no workspace yet: the key row goes to the workspace's shard.
	const at = await workspaceEnv(env, req.workspaceId);
	const { row, key } = await mint(at, { workspaceId: req.workspaceId }, req.name ?? "admin", "admin");
	return { id: row.id, key };
};

export const revokePosKey: CredentialRevoker = (env, workspaceId, id) => keys.revoke(env, workspaceId, id, Date.now());
