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
import { checkoutCurrencies, hostedBrand, type PayScope } from "../../payments/public";
import { publicCatalogue } from "../products/catalogue-cache";
import { cacheKey, PAGE_MAX_AGE_S, type PageLang, readPage, storePage } from "../products/page-cache";
import { filesOf, listProducts, type ProductRow, productWithVariants } from "../products/store";
import { publishedVariants } from "../variants/store";
import { openCheckout } from "./buy";
import { pageLang } from "./format";
import { isBuyable, type Offer, offersOf, priceFrom, QUANTITY_MAX, readBuy } from "./offers";
import { productPage } from "./product";
import { referralPage, unknownReferralPage } from "./referral";
import {
	badChoicePage,
	buyFailedPage,
	indexPage,
	type Listed,
	notFoundPage,
	notSoldPage,
	type ShopFrame,
} from "./render";
import { WORDS } from "./words";

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

/** The shop's frame: its brand (payments' checkout settings) and its index address. */
async function frameOf(c: Context<AppEnv>, shop: { id: string; slug: string }): Promise<ShopFrame> {
	const brand = await hostedBrand(c.env, payScope(c, shop.id));
	return { brand, homeUrl: `${serviceBase(c.env, c.req.url, "pages")}/${shop.slug}` };
}

/** The shop a page address names and its published, live product with its variants (null: no such shop). */
async function published(c: Context<AppEnv>) {
	const shop = await shopOf(c);
	if (!shop) return null;
	const [found, frame, currencies] = await Promise.all([
		productWithVariants(c.env, { workspaceId: shop.id }, c.req.param("slug") ?? ""),
		frameOf(c, shop),
		checkoutCurrencies(c.env, payScope(c, shop.id)),
	]);
	const live = found?.p.published && !found.p.archived ? found : null;
	return { shop, frame, currencies, p: live?.p ?? null, variants: live?.variants ?? [] };
}

/** The products the index lists: those buyable right now, each at its lowest price (offers.ts). */
async function listed(c: Context<AppEnv>, workspaceId: string): Promise<Listed[]> {
	const s = { workspaceId };
	const [catalogue, currencies] = await Promise.all([
		publicCatalogue.read(workspaceId, "pages-index", async () => {
			const [list, variants] = await Promise.all([
				listProducts(c.env, s, { limit: 100, after: null, published: true }),
				publishedVariants(c.env, s),
			]);
			return { list: list.slice(0, 100), variants };
		}),
		checkoutCurrencies(c.env, payScope(c, workspaceId)),
	]);
	return catalogue.list.flatMap((p) => {
		const offers = offersOf(p, catalogue.variants.get(p.id) ?? []);
		const from = isBuyable(p, offers, currencies) ? priceFrom(offers) : null;
		return from ? [{ p, ...from }] : [];
	});
}

pagesApp.get(`/:ws{${SLUG}}`, async (c) => {
	const lang = pageLang(c.req.header("Accept-Language"));
	const shop = await shopOf(c);
	if (!shop) return notFoundPage(c, lang);
	const [frame, list] = await Promise.all([frameOf(c, shop), listed(c, shop.id)]);
	return indexPage(c, lang, frame, list);
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

/** Why a product cannot be bought right now, in the buyer's words; null when it can. */
function whyNotSold(lang: PageLang, p: ProductRow, offers: Offer[], currencies: string[]): string | null {
	if (!currencies.includes(p.currency)) return WORDS[lang].notTaken(p.currency);
	return isBuyable(p, offers, currencies) ? null : WORDS[lang].notSoldText;
}

pagesApp.get(`/:ws{${SLUG}}/p/:slug{${SLUG}}`, async (c) => {
	const lang = pageLang(c.req.header("Accept-Language"));
	const found = await published(c);
	if (!found) return notFoundPage(c, lang);
	const { shop, frame, p } = found;
	if (!p) return notFoundPage(c, lang, frame);
	const pageUrl = `${frame.homeUrl}/p/${p.slug}`;
	const files = p.type === "physical" ? [] : ((await filesOf(c.env, { workspaceId: shop.id }, [p.id])).get(p.id) ?? []);
	const offers = offersOf(p, found.variants);
	const notSold = whyNotSold(lang, p, offers, found.currencies);
	const res = await productPage(c, lang, { p, offers, files, pageUrl, shop: frame, notSold });
	// A page without Buy is not cached: routing a method for the currency (payments' checkout
	// settings, which purge nothing here) must show Buy on the next view, not 60 s later.
	if (notSold) {
		res.headers.set("Cache-Control", "no-store");
		return res;
	}
	res.headers.set("Cache-Control", `public, max-age=${PAGE_MAX_AGE_S}`);
	res.headers.set("X-Cache", "MISS");
	await storePage(cacheKey(pageUrl, lang), res, c.executionCtx);
	return res;
});

/** A form field as text (a file posted in its place counts as absent). */
const field = (v: unknown) => (typeof v === "string" ? v : null);

pagesApp.post(`/:ws{${SLUG}}/p/:slug{${SLUG}}/buy`, async (c) => {
	const lang = pageLang(c.req.header("Accept-Language"));
	// Everything is checked again here, from D1: a product page cached before the routing, a
	// price or a variant changed may still show Buy, and a form can post anything.
	const [found, form] = await Promise.all([
		published(c),
		c.req.parseBody().catch(() => ({}) as Record<string, unknown>),
	]);
	if (!found) return notFoundPage(c, lang);
	const { shop, frame, p, currencies } = found;
	if (!p) return notFoundPage(c, lang, frame);
	const pageUrl = `${frame.homeUrl}/p/${p.slug}`;
	const offers = offersOf(p, found.variants);
	if (!currencies.includes(p.currency)) return notSoldPage(c, lang, frame, p.currency);
	if (!isBuyable(p, offers, currencies)) return notSoldPage(c, lang, frame);
	const choice = readBuy(p, offers, { variant: field(form.variant), quantity: field(form.quantity) });
	if (!choice.ok) return badChoicePage(c, lang, frame, choice.reason, pageUrl, QUANTITY_MAX);
	try {
		return c.redirect(await openCheckout(c, payScope(c, shop.id), p, choice, pageUrl), 303);
	} catch (err) {
		log(c.env, "warn", { service: "pages", event: "buy_failed", product: p.id, error: (err as Error).message });
		return buyFailedPage(c, lang, frame, pageUrl);
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
