import { notFound } from "../../../platform/errors";
import type { SecretsCtx, SecretsScope } from "../context";
import { getEnvironment } from "../projects/store";
import { writeSecret } from "./store";

/** PUT /api/v1/environments/{envId}/secrets: version 1 of a new key, or the key's next immutable version. */
export async function putSecret(
	ctx: SecretsCtx,
	s: SecretsScope,
	envId: string,
	input: { key: string; value: string },
) {
	const environment = await getEnvironment(ctx.env, s.workspaceId, envId);
	if (!environment) throw notFound("environment");
	return writeSecret(ctx.env, { environment, key: input.key, value: input.value, actor: s.actor });
}
