import { workspaceEnv } from "../../admin/public";
import { readClick } from "../campaigns/tracking-links";
import type { MktCtx } from "../context";
import { linkIndex, parseLinks } from "./domain/tracking";
import { campaignLinks, recordClick } from "./store";

export type ClickOutcome = { url: string } | { url: null; workspaceId: string | null };

/**
 * GET <base>/l/<token>: the URL to redirect to, the click counted; or null (the caller's 404) when
 * the token is tampered with or expired, its campaign is not its workspace's, or the URL is not one
 * the campaign's content linked to — a valid token for campaign A carrying a URL only campaign B
 * holds redirects nowhere. `workspaceId` then names the shop for the page, when the token proved it.
 */
export async function followClick(ctx: MktCtx, token: string): Promise<ClickOutcome> {
	const claims = await readClick(ctx.env, token);
	if (!claims) return { url: null, workspaceId: null };
	const s = { workspaceId: claims.ws };
	const env = await workspaceEnv(ctx.env, claims.ws);
	const link = linkIndex(parseLinks(await campaignLinks(env, s, claims.k)), claims.u);
	if (link < 0) return { url: null, workspaceId: claims.ws };
	await recordClick(env, s, claims.k, claims.c, link, Date.now());
	return { url: claims.u };
}
