/** @jsxImportSource hono/jsx */
// The hosted storefront (issue 17) at /pages (a pages host in production): the workspace index,
// product pages (Cache API, purged on PATCH and DELETE), Buy → a payments hosted checkout, and the
// referral short link /r/<code> (extension). No credential: only published, live products show.
import type { Context } from "hono";
import { createServiceApp } from "../../../platform/app";
import type { AppEnv } from "../../../platform/context";
import { log } from "../../../platform/log";
import { serviceBase } from "../../../platform/service-url";
import { workspaceBySlug, workspaceEnv } from "../../admin/public";
import { countReferralClick } from "../../marketing/public";
import { checkoutCurrencies, createCheckoutSession, hostedBrand, type PayScope } from "../../payments/public";
import { publicCatalogue } from "../products/catalogue-cache";
import { cacheKey, PAGE_MAX_AGE_S, readPage, storePage } from "../products/page-cache";
import { listProducts, productBySlug } from "../products/store";
import { pageLang } from "./format";
import { referralPage, unknownReferralPage } from "./referral";
import { indexPage, notFoundPage, notSoldPage, productPage } from "./render";

export const pagesApp = createServiceApp({ name: "pages", title: "Hosted pages", casing: "upper", apiPrefix: "/api" });
pagesApp.notFound((c) => notFoundPage(c, pageLang(c.req.header("Accept-Language"))));

const SLUG = "[a-z0-9-]{1,80}";

/** The payments environment the shop sells in (and whose checkout settings carry its brand). */
const payScope = (c: Context<AppEnv>, workspaceId: string): PayScope => ({
	workspaceId,
	environment: c.env.ENVIRONMENT === "production" ? "live" : "test",
});

/**
 * The shop a page address's slug names (the directory, cached in the isolate); from then on c.env
 * works for it, DB_STORE being its shard (issue 38).
 */
async function shopOf(c: Context<AppEnv>) {
	const shop = await workspaceBySlug(c.env, c.req.param("ws") ?? "");
	if (shop) c.env = await workspaceEnv(c.env, shop.id);
	return shop;
}

/** The published, live product a page address names, with its shop; null for anything else. */
async function published(c: Context<AppEnv>) {
	const shop = await shopOf(c);
	if (!shop) return null;
	const p = await productBySlug(c.env, { workspaceId: shop.id }, c.req.param("slug") ?? "");
	return p?.published && !p.archived ? { shop, p } : null;
}

pagesApp.get(`/:ws{${SLUG}}`, async (c) => {
	const lang = pageLang(c.req.header("Accept-Language"));
	const shop = await shopOf(c);
	if (!shop) return notFoundPage(c, lang);
	const [list, brand, sellable] = await Promise.all([
		publicCatalogue.read(shop.id, "index", () =>
			listProducts(c.env, { workspaceId: shop.id }, { limit: 100, after: null, published: true }),
		),
		hostedBrand(c.env, payScope(c, shop.id)),
		checkoutCurrencies(c.env, payScope(c, shop.id)),
	]);
	const base = `${serviceBase(c.env, c.req.url, "pages")}/${shop.slug}`;
	return indexPage(c, lang, brand, base, list.slice(0, 100), sellable);
});

const PRODUCT_PATH = /\/[a-z0-9-]{1,80}\/p\/[a-z0-9-]{1,80}$/;

/**
 * The router asks this before the pages app: a GET of a product page whose cache entry exists is
 * answered from the Cache API alone (no app, no D1). A hard reload (Cache-Control: no-cache)
 * goes on to the app, which renders afresh and refreshes the entry.
 */
export async function cachedProductPage(req: Request, url: URL, exec: ExecutionContext): Promise<Response | null> {
	if (url.search || !PRODUCT_PATH.test(url.pathname)) return null;
	if (/no-cache/i.test(req.headers.get("Cache-Control") ?? "")) return null;
	const lang = pageLang(req.headers.get("Accept-Language") ?? undefined);
	return readPage(cacheKey(`${url.origin}${url.pathname}`, lang), exec, req.headers.get("Accept-Encoding"));
}

pagesApp.get(`/:ws{${SLUG}}/p/:slug{${SLUG}}`, async (c) => {
	const lang = pageLang(c.req.header("Accept-Language"));
	const pageUrl = `${serviceBase(c.env, c.req.url, "pages")}/${c.req.param("ws")}/p/${c.req.param("slug")}`;
	const key = cacheKey(pageUrl, lang);
	const found = await published(c);
	if (!found) return notFoundPage(c, lang);
	const indexUrl = `${serviceBase(c.env, c.req.url, "pages")}/${found.shop.slug}`;
	const [brand, currencies] = await Promise.all([
		hostedBrand(c.env, payScope(c, found.shop.id)),
		checkoutCurrencies(c.env, payScope(c, found.shop.id)),
	]);
	const sellable = currencies.includes(found.p.currency);
	const res = await productPage(c, lang, found.p, pageUrl, brand, indexUrl, sellable);
	// A page without Buy is not cached: routing a method for the currency (payments' checkout
	// settings, which purge nothing here) must show Buy on the next view, not 60 s later.
	if (!sellable) {
		res.headers.set("Cache-Control", "no-store");
		return res;
	}
	res.headers.set("Cache-Control", `public, max-age=${PAGE_MAX_AGE_S}`);
	res.headers.set("X-Cache", "MISS");
	await storePage(key, res, c.executionCtx);
	return res;
});

pagesApp.post(`/:ws{${SLUG}}/p/:slug{${SLUG}}/buy`, async (c) => {
	const lang = pageLang(c.req.header("Accept-Language"));
	const found = await published(c);
	if (!found) return notFoundPage(c, lang);
	const { shop, p } = found;
	// Only a currency a routed method takes (USD: the wallet network) opens a checkout; else the
	// page's own notice, as a 409 — a product page cached before the routing changed may still show Buy.
	if (!(await checkoutCurrencies(c.env, payScope(c, shop.id))).includes(p.currency))
		return notSoldPage(c, lang, p.currency);
	const pageUrl = `${serviceBase(c.env, c.req.url, "pages")}/${shop.slug}/p/${p.slug}`;
	try {
		const session = await createCheckoutSession(
			{ env: c.env, exec: c.executionCtx },
			payScope(c, shop.id),
			{
				currency: p.currency,
				lineItems: [{ name: p.name.slice(0, 200), quantity: 1, unitAmount: p.price }],
				successUrl: `${pageUrl}?paid=1`,
				cancelUrl: pageUrl,
				metadata: { productId: p.id, source: "storefront" },
				expiresInSec: 3600,
			},
			serviceBase(c.env, c.req.url, "pay"),
		);
		return c.redirect(session.hostedUrl, 303);
	} catch (err) {
		log(c.env, "warn", { service: "pages", event: "buy_failed", product: p.id, error: (err as Error).message });
		return notSoldPage(c, lang);
	}
});

/** A friend's referral link: a landing page saying what they get, counted as the link's click (issue 39). */
pagesApp.get(`/:ws{${SLUG}}/r/:code{[a-z0-9]{1,64}}`, async (c) => {
	const lang = pageLang(c.req.header("Accept-Language"));
	const shop = await shopOf(c);
	if (!shop) return notFoundPage(c, lang);
	const [clicked, brand] = await Promise.all([
		countReferralClick(c.env, shop.id, c.req.param("code")),
		hostedBrand(c.env, payScope(c, shop.id)),
	]);
	const home = `${serviceBase(c.env, c.req.url, "pages")}/${shop.slug}`;
	c.header("Cache-Control", "no-store");
	return clicked ? referralPage(c, lang, brand, home, clicked.offer) : unknownReferralPage(c, lang, brand, home);
});
