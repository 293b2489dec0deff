import { notFound } from "../../../platform/errors";
import type { SecretsCtx, SecretsScope } from "../context";
import { getSecret, deleteSecret as removeSecret } from "./store";

/** DELETE /api/v1/secrets/{secretId}: the secret and every version; a second delete is 404. */
export async function deleteSecret(ctx: SecretsCtx, s: SecretsScope, secretId: string) {
	const secret = await getSecret(ctx.env, s.workspaceId, secretId);
	if (!secret || !(await removeSecret(ctx.env, secret, s.actor, Date.now()))) throw notFound("secret");
	return { id: secret.id, deleted: true as const };
}
