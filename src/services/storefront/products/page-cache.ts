// The hosted pages' Cache API entries: one per page address and language (the price is formatted
// per Accept-Language). A PATCH or DELETE of a product purges its page and the workspace index, so
// the next view renders from D1. caches.default is per data centre: elsewhere entries expire after
// PAGE_MAX_AGE_S.
import { workspaceSlug } from "../../admin/public";
import type { StoreCtx, StoreScope } from "../context";

export const PAGE_LANGS = ["id", "en"] as const;
export type PageLang = (typeof PAGE_LANGS)[number];
export const PAGE_MAX_AGE_S = 60;

export const cacheKey = (url: string, lang: PageLang) => new Request(`${url}?__lang=${lang}`);

export async function purgeProductPage(ctx: StoreCtx, s: StoreScope, productSlug: string) {
	const ws = await workspaceSlug(ctx.env, s.workspaceId);
	if (!ctx.pagesBase || !ws) return;
	const pages = [`${ctx.pagesBase}/${ws}/p/${productSlug}`, `${ctx.pagesBase}/${ws}`];
	await Promise.all(pages.flatMap((u) => PAGE_LANGS.map((l) => caches.default.delete(cacheKey(u, l)))));
}
