import type { Context } from "hono";
import type { AppEnv } from "./context";
import { page } from "./cursor";
import { ok } from "./envelope";

/** List meta as spec 002's services answer it: meta.cursor (null at the end) and meta.hasMore. */
export const listMeta = (p: { nextCursor: string | null; hasMore: boolean }) => ({
	cursor: p.nextCursor,
	hasMore: p.hasMore,
});

/** Pages rows read newest first (limit + 1 of them) and answers their views with the list meta. */
export async function listAnswer<R extends { createdAt: number; id: string }, V>(
	c: Context<AppEnv>,
	rows: R[],
	limit: number,
	views: (items: R[]) => V[] | Promise<V[]>,
	filterKey = "",
) {
	const p = page(rows, limit, (r) => ({ t: r.createdAt, id: r.id }), filterKey);
	return ok(c, await views(p.items), 200, listMeta(p));
}
