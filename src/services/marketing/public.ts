// What other services may call of marketing (DESIGN §2): the storefront's /r/<code> pages count
// referral clicks through here.
import type { Env } from "../../env";
import { countClick } from "./referrals/store";

/** clicks + 1 on the workspace's link with this code while its program is enabled; null otherwise. */
export const countReferralClick = (env: Env, workspaceId: string, code: string) =>
	countClick(env, { workspaceId }, code);
