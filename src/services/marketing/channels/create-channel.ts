import type { z } from "@hono/zod-openapi";
import { isDevelopment } from "../../../env";
import { ApiError } from "../../../platform/errors";
import { newId } from "../../../platform/ids";
import { checkWebhookUrl } from "../../../platform/webhooks/url";
import type { MktCtx, MktScope } from "../context";
import { missingCredential, OAUTH_ONLY, type Provider, URL_CREDENTIALS } from "../integrations/catalogue";
import { serviceAccountProblem } from "../integrations/fcm";
import type { CreateChannel } from "./schemas";
import { type ChannelRow, insertChannel, sealCredentials } from "./store";
import { createdView } from "./view";

const invalid = (message: string, param: string) => new ApiError(400, "validation_error", message, param);

/** The credential checks of spec §4: the provider's keys present, URL targets allowed. No upstream call. */
export function checkCredentials(env: MktCtx["env"], provider: Provider, creds: Record<string, string>) {
	const missing = missingCredential(provider, creds);
	if (missing) throw invalid(`credentials.${missing} is required for ${provider}`, `credentials.${missing}`);
	const urlKey = URL_CREDENTIALS[provider];
	if (urlKey) {
		const dev = isDevelopment(env);
		const problem = checkWebhookUrl(creds[urlKey], { testMode: dev, development: dev });
		if (problem) throw invalid(`credentials.${urlKey}: ${problem}`, `credentials.${urlKey}`);
	}
	const sa = creds.serviceAccountJson;
	const saProblem = provider === "push_v2" && typeof sa === "string" ? serviceAccountProblem(sa) : null;
	if (saProblem) throw invalid(`credentials.serviceAccountJson: ${saProblem}`, "credentials.serviceAccountJson");
}

/** POST /channels: a static-credential channel, active at once (lastSyncedAt stamped). */
export async function createChannel(ctx: MktCtx, s: MktScope, b: z.infer<typeof CreateChannel>) {
	if (OAUTH_ONLY.includes(b.provider))
		throw new ApiError(
			400,
			"use_oauth",
			`${b.provider} connects through GET /channels/oauth/${b.provider}/start`,
			"provider",
		);
	checkCredentials(ctx.env, b.provider, b.credentials);
	const now = Date.now();
	const id = newId("", now).toLowerCase();
	const row: ChannelRow = {
		id,
		accountId: s.workspaceId,
		provider: b.provider,
		externalId: b.externalId || null,
		displayName: b.displayName,
		status: "active",
		config: JSON.stringify(b.config ?? {}),
		scopesGranted: JSON.stringify(b.scopesGranted ?? []),
		credentials: await sealCredentials(ctx.env, s.workspaceId, id, b.credentials),
		origin: "static",
		lastSyncedAt: now,
		lastError: null,
		expiresAt: null,
		createdAt: now,
		updatedAt: now,
	};
	await insertChannel(ctx.env, row);
	return createdView(row);
}
