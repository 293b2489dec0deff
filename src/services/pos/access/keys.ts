import type { Env } from "../../../env";
import { bearerKeyView, mintBearerKey } from "../../../platform/bearer-keys";
import { ApiError } from "../../../platform/errors";
import type { CredentialIssuer, CredentialRevoker } from "../../../platform/service-module";
import { planOf, workspaceEnv } from "../../admin/public";
import { limitReached, type PosScope } from "../context";
import { limitsOf } from "./plans";
import { insertKey, keys } from "./store";

/** A new key row (platform mintBearerKey); an API-made key takes a seat of the plan. */
async function mint(env: Env, s: PosScope, name: string, source: "api" | "admin") {
	const { row, key } = await mintBearerKey(s.workspaceId, name, source);
	const seats = source === "api" ? limitsOf(await planOf(env, s.workspaceId, "pos")).seats : null;
	if (!(await insertKey(env, row, seats))) throw limitReached("seats (API keys)", seats ?? 0);
	return { row, key };
}

/** POST /api-keys: a seat; 201 with the key shown once. */
export async function createApiKey(env: Env, s: PosScope, name: string) {
	const { row, key } = await mint(env, s, name, "api");
	return { ...bearerKeyView(row), key };
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
