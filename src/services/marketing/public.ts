// What other services may call of marketing (DESIGN §2): the storefront's /r/<code> pages count
// referral clicks through here.
import type { Env } from "../../env";
import { getConfig } from "./billing/store";
import { countClick } from "./referrals/store";

/** clicks + 1 on the workspace's link with this code while its program is enabled; null otherwise. */
export const countReferralClick = (env: Env, workspaceId: string, code: string) =>
	countClick(env, { workspaceId }, code);

/**
 * The platform's own payments workspace (PUT /mkt/api/v1/billing/config; npm start sets the local
 * one): other services bill their plans there too. null until configured.
 */
export async function platformBillingWorkspace(env: Env) {
	const c = await getConfig(env);
	return c ? { workspaceId: c.payAccountId, environment: c.environment } : null;
}
