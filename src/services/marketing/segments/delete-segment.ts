import { notFound } from "../../../platform/errors";
import type { MktCtx, MktScope } from "../context";
import { deleteSegment as storeDelete } from "./store";

/** DELETE /audience-segments/{id}: a hard delete (campaigns naming it then resolve to no recipients). */
export async function deleteSegment(ctx: MktCtx, s: MktScope, id: string) {
	if (!(await storeDelete(ctx.env, s, id))) throw notFound("segment");
	return { id, deleted: true as const };
}
