import { deriveSecret } from "../../../platform/crypto";
import { ApiError } from "../../../platform/errors";
import type { CiCtx, CiScope } from "../context";
import { notFound } from "../context";
import { codeHost } from "../integrations/github";
import { CodeHostError } from "../integrations/types";
import { getProject, openCloneToken, type ProjectRow, setWebhookState } from "./store";
import { projectUrls } from "./view";

/** The intake's signing secret, re-derived from MASTER_KEY and the project's salt (never stored). */
export const webhookSecretOf = (ctx: CiCtx, r: Pick<ProjectRow, "webhookSecretSalt">) =>
	deriveSecret(ctx.env.MASTER_KEY, r.webhookSecretSalt, "whsec_");

/**
 * Registers (or updates) the project's hook at the code host — never a duplicate (the client finds
 * one with our URL and updates it) — and records the outcome on the project.
 */
export async function registerHook(ctx: CiCtx, s: CiScope, row: ProjectRow, base: string) {
	const host = codeHost(ctx.env, await openCloneToken(ctx.env, row));
	let state: { webhookRegistered: number; webhookError: string | null; hookId: number | null };
	try {
		const hook = await host.ensureHook(row.repoFullName, {
			url: projectUrls(base, row).webhookUrl,
			secret: await webhookSecretOf(ctx, row),
			events: ["push", "pull_request"],
		});
		state = { webhookRegistered: 1, webhookError: null, hookId: hook.id };
	} catch (err) {
		if (!(err instanceof CodeHostError)) throw err;
		state = { webhookRegistered: 0, webhookError: err.message, hookId: row.hookId };
	}
	return (await setWebhookState(ctx.env, s, row.id, { ...state, updatedAt: Date.now() })) ?? { ...row, ...state };
}

/** POST /projects/{id}/webhook: register again; the code host failing → 502 UPSTREAM_ERROR (the state is kept). */
export async function reregisterHook(ctx: CiCtx, s: CiScope, id: string, base: string) {
	const row = await getProject(ctx.env, s, id);
	if (!row) throw notFound("project");
	const after = await registerHook(ctx, s, row, base);
	if (!after.webhookRegistered)
		throw new ApiError(502, "upstream_error", `The code host refused the hook: ${after.webhookError}`);
	return after;
}
