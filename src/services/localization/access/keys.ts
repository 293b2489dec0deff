import type { Env } from "../../../env";
import type { BearerKeyRow } from "../../../platform/bearer-key-store";
import { bearerKeyView, mintBearerKey } from "../../../platform/bearer-keys";
import { ApiError } from "../../../platform/errors";
import type { CredentialIssuer, CredentialRevoker } from "../../../platform/service-module";
import { type LocScope, notFound } from "../context";
import { keyById, keys, LOC_KEY_PREFIX } from "./store";

/** A key as listed: the platform view plus revokedAt (null while live). */
export const locKeyView = (r: BearerKeyRow) => ({
	...bearerKeyView(r),
	revokedAt: r.revokedAt == null ? null : new Date(r.revokedAt).toISOString(),
});

/** POST /api-keys: 201 with the key shown once. */
export async function createApiKey(env: Env, s: LocScope, name: string) {
	const { row, key } = await mintBearerKey(s.workspaceId, name, "api", LOC_KEY_PREFIX);
	await keys.insert(env, row);
	return { ...locKeyView(row), key };
}

/** DELETE /api-keys/{id}: the row stays with revokedAt; revoking a revoked key answers it unchanged. */
export async function revokeApiKey(env: Env, s: LocScope, id: string) {
	await keys.revoke(env, s.workspaceId, id, Date.now());
	const row = await keyById(env, s, id);
	if (!row) throw notFound("API key");
	return locKeyView(row);
}

/** Admin credentials {service:"loc"} → {id, key}. */
export const issueLocKey: CredentialIssuer = async (env, req) => {
	if (req.environment && req.environment !== "live")
		throw new ApiError(
			400,
			"validation_error",
			"Localization keys are live keys (loc_live_); omit environment",
			"environment",
		);
	if (req.role) throw new ApiError(400, "validation_error", "Localization keys have no roles", "role");
	if (req.scopes?.length) throw new ApiError(400, "validation_error", "Localization keys have no scopes", "scopes");
	const { row, key } = await mintBearerKey(req.workspaceId, req.name ?? "admin", "admin", LOC_KEY_PREFIX);
	await keys.insert(env, row);
	return { id: row.id, key };
};

export const revokeLocKey: CredentialRevoker = (env, workspaceId, id) => keys.revoke(env, workspaceId, id, Date.now());
