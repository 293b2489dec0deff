import { workspaceEnv } from "../../admin/public";
import { readOpen } from "../campaigns/tracking-links";
import type { MktCtx } from "../context";
import { pixelToken } from "./domain/tracking";
import { recordOpen } from "./store";

/**
 * GET <base>/o/<token>: counts the open a valid token names, on the shard of the workspace it
 * names. Says nothing back — the pixel is the same image either way, so it never tells a prober
 * whether a token is valid.
 */
export async function countOpen(ctx: MktCtx, segment: string) {
	const claims = await readOpen(ctx.env, pixelToken(segment));
	if (!claims) return;
	const env = await workspaceEnv(ctx.env, claims.ws);
	await recordOpen(env, { workspaceId: claims.ws }, claims.k, claims.c, Date.now());
}
