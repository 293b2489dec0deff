import type { z } from "@hono/zod-openapi";
import type { Env } from "../../../env";
import { decodeCursor, page } from "../../../platform/cursor";
import { workspaceSlug } from "../../admin/public";
import type { StoreScope } from "../context";
import type { ListQuery } from "./schemas";
import { filesOf, listProducts, type ProductRow } from "./store";
import { pageUrlOf, productView } from "./view";

/** Products as answered: their files (one query) and page addresses. */
export async function productViews(env: Env, s: StoreScope, rows: ProductRow[], pagesBase: string | null) {
	const [files, slug] = await Promise.all([
		filesOf(
			env,
			s,
			rows.filter((r) => r.type !== "physical").map((r) => r.id),
		),
		workspaceSlug(env, s.workspaceId),
	]);
	return rows.map((r) => productView(r, files.get(r.id) ?? [], pageUrlOf(pagesBase, slug, r.slug)));
}

export const productAnswer = async (env: Env, s: StoreScope, row: ProductRow, pagesBase: string | null) =>
	(await productViews(env, s, [row], pagesBase))[0];

/** A page of GET /storefront/products; `published` true for publishable keys (published only). */
export async function productPage(
	env: Env,
	s: StoreScope,
	q: z.infer<typeof ListQuery>,
	published: boolean | undefined,
	pagesBase: string | null,
) {
	const key = `${published ?? ""}:${q.type ?? ""}`;
	const rows = await listProducts(env, s, { ...q, published, after: decodeCursor(q.cursor, key) });
	const p = page(rows, q.limit, (r) => ({ t: r.createdAt, id: r.id }), key);
	return { data: await productViews(env, s, p.items, pagesBase), cursor: p.nextCursor, hasMore: p.hasMore };
}
