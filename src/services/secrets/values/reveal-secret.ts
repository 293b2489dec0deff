import { log } from "../../../platform/log";
import type { SecretsCtx, SecretsScope } from "../context";
import { SecretsCryptoError } from "../projects/domain/envelope";
import { openSecretVersion, recordAudit } from "./store";

/** POST /api/v1/secrets/{secretId}/reveal: the value of the current (or a given) version, audited first. */
export async function revealSecret(ctx: SecretsCtx, s: SecretsScope, secretId: string, version?: number) {
	const opened = await openSecretVersion(ctx.env, s.workspaceId, secretId, version).catch((err) => {
		// An integrity failure is an operator's problem too: logged with ids, never with any plaintext.
		if (err instanceof SecretsCryptoError) {
			log(ctx.env, "error", {
				event: "secrets.decrypt_failed",
				requestId: ctx.requestId,
				workspace: s.workspaceId,
				secretId,
				version: version ?? "current",
				reason: err.reason,
			});
		}
		throw err;
	});
	const { secret } = opened;
	// Audited before the value leaves: a reveal that cannot be recorded is not answered.
	await recordAudit(ctx.env, {
		workspaceId: s.workspaceId,
		action: "secret.reveal",
		actorSub: s.actor,
		target: secret.id,
		metadata: {
			key: secret.key,
			version: opened.version,
			projectId: secret.projectId,
			environmentId: secret.environmentId,
		},
		createdAt: Date.now(),
	});
	return { key: secret.key, version: opened.version, value: opened.value };
}
