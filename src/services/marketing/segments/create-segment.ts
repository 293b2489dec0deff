import type { z } from "@hono/zod-openapi";
import { newId } from "../../../platform/ids";
import type { MktCtx, MktScope } from "../context";
import { requestRefresh } from "./jobs";
import type { CreateSegment } from "./schemas";
import { insertSegment, type SegmentRow } from "./store";
import { segmentAnswer } from "./view";

/** POST /audience-segments: the segment now, its size from the tasks queue within seconds. */
export async function createSegment(ctx: MktCtx, s: MktScope, b: z.infer<typeof CreateSegment>) {
	const now = Date.now();
	const row: SegmentRow = {
		id: newId("", now).toLowerCase(),
		accountId: s.workspaceId,
		name: b.name,
		description: b.description || null,
		filter: JSON.stringify(b.filter),
		filterVersion: 1,
		cachedSize: 0,
		cachedAt: null,
		createdAt: now,
		updatedAt: now,
	};
	await insertSegment(ctx.env, row);
	await requestRefresh(ctx, s.workspaceId, row.id);
	return segmentAnswer(row);
}
