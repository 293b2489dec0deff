import type { z } from "@hono/zod-openapi";
import { notFound } from "../../../platform/errors";
import type { MktCtx, MktScope } from "../context";
import type { PatchChannel } from "./schemas";
import { getChannel, patchChannel, revokeChannel as storeRevoke } from "./store";

/** PATCH /channels/{id}: displayName and config only (status cannot change here); answers {id}. */
export async function updateChannel(ctx: MktCtx, s: MktScope, id: string, b: z.infer<typeof PatchChannel>) {
	const set: { displayName?: string; config?: string } = {};
	if (b.displayName !== undefined) set.displayName = b.displayName;
	if (b.config !== undefined) set.config = JSON.stringify(b.config);
	const found = Object.keys(set).length
		? await patchChannel(ctx.env, s, id, set, Date.now())
		: !!(await getChannel(ctx.env, s, id));
	if (!found) throw notFound("channel");
	return { id };
}

/** DELETE /channels/{id}: status revoked, credentials kept; reconnect by POST or OAuth. */
export async function revokeChannel(ctx: MktCtx, s: MktScope, id: string) {
	if (!(await storeRevoke(ctx.env, s, id, Date.now()))) throw notFound("channel");
	return { id, status: "revoked" as const };
}
