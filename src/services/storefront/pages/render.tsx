/** @jsxImportSource hono/jsx */
// The storefront's frame, its error pages and the shop index (issue 39). Pages carry no script at
// all (the gallery and the variant picker are radio buttons styled with :has), so the strict CSP
// below needs no nonce and a product page can be cached as it is.
import type { Context } from "hono";
import type { AppEnv } from "../../../platform/context";
import { type Brand, ErrorBody, HostedDocument, Money } from "../../../platform/hosted-page";
import type { PageLang } from "../products/page-cache";
import type { ProductRow } from "../products/store";
import { WORDS } from "./words";

/** The shop a page belongs to: its brand, and its index the brand bar and "back" links lead to. */
export interface ShopFrame {
	brand: Brand;
	homeUrl: string;
}

const STYLE =
	"body{font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1f2328;line-height:1.5}main{max-width:72rem;margin:1rem auto 2rem;padding:0 1rem}h1{font-size:clamp(1.3rem,1.05rem + 1.2vw,2rem);line-height:1.2;margin:.25rem 0 .5rem;overflow-wrap:anywhere}h2{font-size:1.1rem;margin:1.5rem 0 .5rem}img{max-width:100%}.sr{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}.price{font-size:1.4rem;font-weight:700;margin:.25rem 0}button.buy{font:inherit;font-size:1.1rem;font-weight:700;padding:.7rem 1.4rem;min-height:3rem;cursor:pointer;background:var(--brand);color:var(--on-brand);border:1px solid var(--brand);border-radius:8px;flex:1 1 10rem;max-width:24rem}a.button{display:inline-block;font-size:1.1rem;padding:.7rem 1.4rem;background:var(--brand);color:var(--on-brand);border-radius:8px;text-decoration:none;font-weight:600}";

/** The index's cards (only the index carries them: a product page's bytes are what its cache serves). */
const INDEX_CSS =
	"ul.grid{list-style:none;padding:0;margin:1rem 0;display:grid;grid-template-columns:repeat(auto-fill,minmax(10rem,1fr));gap:1rem}.card a{display:flex;flex-direction:column;height:100%;color:inherit;text-decoration:none;border:1px solid #d0d7de;border-radius:10px;overflow:hidden;background:#fff}.card a:hover,.card a:focus-visible{border-color:var(--brand);box-shadow:0 0 0 2px var(--brand)}.card .thumb{aspect-ratio:1;width:100%;object-fit:cover;background:#f6f8fa;display:block}.card .name{padding:.5rem .75rem 0;font-weight:600;overflow-wrap:anywhere}.card .from{padding:.25rem .75rem .75rem;margin-top:auto}.card .money{font-weight:700}@media (min-width:48rem){ul.grid{grid-template-columns:repeat(auto-fill,minmax(13rem,1fr))}}";

/** A storefront page in the platform's hosted frame: the shop's brand bar (linking to its index) above <main>. */
export function layout(
	c: Context<AppEnv>,
	status: 200 | 400 | 404 | 409 | 503,
	lang: PageLang,
	title: string,
	head: unknown,
	body: unknown,
	shop?: ShopFrame,
	css = "",
) {
	c.header(
		"Content-Security-Policy",
		"default-src 'none'; img-src https: data:; style-src 'unsafe-inline'; form-action 'self' https:; frame-ancestors 'none'",
	);
	c.header("Content-Language", lang);
	c.header("Vary", "Accept-Language");
	return c.html(
		<HostedDocument
			lang={lang}
			title={title}
			brand={shop?.brand ?? null}
			homeUrl={shop?.homeUrl}
			css={STYLE + css}
			head={head}
		>
			{body}
		</HostedDocument>,
		status,
	);
}

/** Any storefront page that cannot show what was asked for, with the way back when the shop is known. */
function errorPage(
	c: Context<AppEnv>,
	status: 400 | 404 | 409 | 503,
	lang: PageLang,
	title: string,
	text: string,
	shop?: ShopFrame,
	back?: { href: string; label: string },
) {
	const home = shop ? { href: shop.homeUrl, label: WORDS[lang].back(shop.brand.displayName) } : undefined;
	return layout(
		c,
		status,
		lang,
		shop ? `${title} · ${shop.brand.displayName}` : title,
		<meta name="robots" content="noindex" />,
		<ErrorBody title={title} text={text} back={back ?? home} />,
		shop,
	);
}

/** 404: an unknown shop (no brand to show) or a product the shop does not sell (its brand, back to its index). */
export const notFoundPage = (c: Context<AppEnv>, lang: PageLang, shop?: ShopFrame) =>
	errorPage(c, 404, lang, WORDS[lang].notFound, shop ? WORDS[lang].notFoundText : WORDS[lang].noShop, shop);

/** 409: Buy cannot open a checkout; with `currency`, because the shop takes no payment in it. */
export const notSoldPage = (c: Context<AppEnv>, lang: PageLang, shop: ShopFrame, currency?: string) =>
	errorPage(
		c,
		409,
		lang,
		WORDS[lang].notSold,
		currency ? WORDS[lang].notTaken(currency) : WORDS[lang].notSoldText,
		shop,
	);

/** 400: a Buy whose variant or quantity the product does not offer; back to the product to choose again. */
export const badChoicePage = (
	c: Context<AppEnv>,
	lang: PageLang,
	shop: ShopFrame,
	reason: "variant" | "quantity",
	productUrl: string,
	max: number,
) =>
	errorPage(
		c,
		400,
		lang,
		WORDS[lang].badChoice,
		reason === "variant" ? WORDS[lang].badVariant : WORDS[lang].badQuantity(max),
		shop,
		{ href: productUrl, label: WORDS[lang].backToProduct },
	);

/** 503: payments could not open the checkout (nothing was created); back to the product to try again. */
export const buyFailedPage = (c: Context<AppEnv>, lang: PageLang, shop: ShopFrame, productUrl: string) =>
	errorPage(c, 503, lang, WORDS[lang].failed, WORDS[lang].failedText, shop, {
		href: productUrl,
		label: WORDS[lang].backToProduct,
	});

/** A grey square with a shopping-bag mark: the card of a product without a thumbnail (own drawing, inline). */
const NO_IMAGE =
	"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 100 100'%3E%3Crect width='100' height='100' fill='%23f6f8fa'/%3E%3Cpath d='M32 40h36l-3 32H35z' fill='none' stroke='%238c959f' stroke-width='3'/%3E%3Cpath d='M42 40v-5a8 8 0 0 1 16 0v5' fill='none' stroke='%238c959f' stroke-width='3'/%3E%3C/svg%3E";

/** A product the index lists: it can be bought, at `price` (the lowest of its offers; `varies`: others cost more). */
export interface Listed {
	p: ProductRow;
	price: number;
	varies: boolean;
}

/** The shop's index: a card (thumbnail, name, price) per product that can be bought right now. */
export function indexPage(c: Context<AppEnv>, lang: PageLang, shop: ShopFrame, list: Listed[]) {
	const t = WORDS[lang];
	const name = shop.brand.displayName;
	return layout(
		c,
		200,
		lang,
		name,
		<>
			<meta property="og:title" content={name} />
			<link rel="canonical" href={shop.homeUrl} />
		</>,
		<>
			<h1>{name}</h1>
			{list.length ? (
				<ul class="grid" aria-label={t.products} data-testid="products">
					{list.map(({ p, price, varies }) => (
						<li class="card" data-testid="card">
							<a href={`${shop.homeUrl}/p/${p.slug}`}>
								<img class="thumb" src={p.thumbnail ?? NO_IMAGE} alt="" loading="lazy" width="300" height="300" />
								<span class="name">{p.name}</span>
								<span class="from">
									{varies ? `${t.from} ` : null}
									<Money amount={price} currency={p.currency} lang={lang} testid="card-price" />
								</span>
							</a>
						</li>
					))}
				</ul>
			) : (
				<p>{t.none}</p>
			)}
		</>,
		shop,
		INDEX_CSS,
	);
}
