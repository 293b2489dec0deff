import type { Env } from "../../../env";
import { workspaceSlug } from "../../admin/public";
import type { StoreScope } from "../context";
import { filesOf, type ProductRow } from "./store";
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
