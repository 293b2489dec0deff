import type { z } from "@hono/zod-openapi";
import { notFound } from "../../../platform/errors";
import type { MktCtx, MktScope } from "../context";
import { requestRefresh } from "./jobs";
import type { PatchSegment } from "./schemas";
import { getSegment, updateSegment as storeUpdate } from "./store";
import { segmentAnswer } from "./view";

/** PATCH /audience-segments/{id}: the fields sent; a filter change re-fires the size refresh. */
export async function updateSegment(ctx: MktCtx, s: MktScope, id: string, b: z.infer<typeof PatchSegment>) {
	const set: Parameters<typeof storeUpdate>[3] = {};
	if (b.name !== undefined) set.name = b.name;
	if (b.description !== undefined) set.description = b.description || null;
	if (b.filter !== undefined) set.filter = JSON.stringify(b.filter);
	if (!Object.keys(set).length) {
		const cur = await getSegment(ctx.env, s, id);
		if (!cur) throw notFound("segment");
		return segmentAnswer(cur);
	}
	const row = await storeUpdate(ctx.env, s, id, set, Date.now());
	if (!row) throw notFound("segment");
	if (set.filter !== undefined) await requestRefresh(ctx, s.workspaceId, row.id);
	return segmentAnswer(row);
}
