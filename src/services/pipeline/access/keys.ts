import type { Env } from "../../../env";
import { bearerKeyView, mintBearerKey } from "../../../platform/bearer-keys";
import { ApiError } from "../../../platform/errors";
import type { CredentialIssuer, CredentialRevoker } from "../../../platform/service-module";
import type { CiScope } from "../context";
import { keys } from "./store";

/** POST /api-keys: 201 with the key shown once. */
export async function createApiKey(env: Env, s: CiScope, name: string) {
	const { row, key } = await mintBearerKey(s.workspaceId, name, "api");
	await keys.insert(env, row);
	return { ...bearerKeyView(row), key };
}

/** Admin credentials {service:"ci"} → {id, key}. */
export const issueCiKey: CredentialIssuer = async (env, req) => {
	if (req.environment && req.environment !== "live")
		throw new ApiError(400, "validation_error", "CI keys are live keys (sk_live_); omit environment", "environment");
	if (req.role) throw new ApiError(400, "validation_error", "CI keys have no roles", "role");
	if (req.scopes?.length) throw new ApiError(400, "validation_error", "CI keys have no scopes", "scopes");
	const { row, key } = await mintBearerKey(req.workspaceId, req.name ?? "admin", "admin");
	await keys.insert(env, row);
	return { id: row.id, key };
};

export const revokeCiKey: CredentialRevoker = (env, workspaceId, id) => keys.revoke(env, workspaceId, id, Date.now());
