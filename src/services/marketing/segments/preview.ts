import type { z } from "@hono/zod-openapi";
import { notFound } from "../../../platform/errors";
import type { MktCtx, MktScope } from "../context";
import { compileFilter } from "./domain/filter";
import type { Filter } from "./schemas";
import { countMatching, getSegment, previewMatching } from "./store";
import { segmentFilter } from "./view";

export const SAMPLE_SIZE = 20;

/** POST /audience-segments/{id}/preview: the live count and the 20 newest matches. */
export async function previewSegment(ctx: MktCtx, s: MktScope, id: string) {
	const seg = await getSegment(ctx.env, s, id);
	if (!seg) throw notFound("segment");
	const compiled = compileFilter(segmentFilter(seg));
	return { ...(await previewMatching(ctx.env, s, compiled, SAMPLE_SIZE)), warnings: compiled.warnings };
}

/** POST /audience-segments/preview: the count of a filter not saved yet. */
export async function previewFilter(ctx: MktCtx, s: MktScope, filter: z.infer<typeof Filter>) {
	const compiled = compileFilter(filter);
	return { count: await countMatching(ctx.env, s, compiled), warnings: compiled.warnings };
}
