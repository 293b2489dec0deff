// What other services may call of marketing (DESIGN §2): the storefront's /r/<code> pages count
// referral clicks through here; POS bills its plans in marketing's platform billing workspace.
import type { Env } from "../../env";
import { workspaceEnv } from "../admin/public";
import { getConfig } from "./billing/store";
import { countClick } from "./referrals/store";

/**
 * clicks + 1 on the workspace's link with this code while its program is enabled, with what the
 * program offers the referee (the storefront's landing page says it); null otherwise.
 * The caller's env works for its own service: the link is on the workspace's DB_MKT shard (issue 38).
 */
export const countReferralClick = async (env: Env, workspaceId: string, code: string) =>
	countClick(await workspaceEnv(env, workspaceId), { workspaceId }, code);

/**
 * The platform's own payments workspace (PUT /mkt/api/v1/billing/config; npm start sets the local
 * one): other services bill their plans there too. null until configured. The config is a global
 * row on shard 0 of DB_MKT (billing/store/config.ts), whatever workspace the caller works for; the
 * caller reaches payments for it with `await workspaceEnv(env, workspaceId)`.
 */
export async function platformBillingWorkspace(env: Env) {
	const c = await getConfig(env);
	return c ? { workspaceId: c.payAccountId, environment: c.environment } : null;
}
