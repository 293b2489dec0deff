/** @jsxImportSource hono/jsx */
import type { Context } from "hono";
import { raw } from "hono/html";
import { micromark } from "micromark";
import type { AppEnv } from "../../../platform/context";
import { type Brand, HostedDocument } from "../../../platform/hosted-page";
import type { PageLang } from "../products/page-cache";
import type { ProductRow } from "../products/store";
import { decimalPrice, formatPrice } from "./format";

const T = {
	id: {
		buy: "Beli sekarang",
		notFound: "Halaman tidak ditemukan",
		none: "Belum ada produk.",
		notSold: "Produk ini belum dapat dibeli online.",
		notTaken: (currency: string) => `Toko ini belum menerima pembayaran online dalam ${currency}.`,
	},
	en: {
		buy: "Buy now",
		notFound: "Page not found",
		none: "No products yet.",
		notSold: "This product cannot be bought online yet.",
		notTaken: (currency: string) => `This shop does not take payments in ${currency} online yet.`,
	},
};

const STYLE =
	"body{font-family:system-ui,sans-serif;color:#222}main{max-width:48rem;margin:2rem auto;padding:0 1rem}img{max-width:100%}.price{font-size:1.4rem;font-weight:600}button{font-size:1.1rem;padding:.7rem 1.4rem;cursor:pointer;background:var(--brand);color:var(--on-brand);border:1px solid var(--brand);border-radius:8px}a.button{display:inline-block;font-size:1.1rem;padding:.7rem 1.4rem;background:var(--brand);color:var(--on-brand);border-radius:8px;text-decoration:none;font-weight:600}ul.grid{list-style:none;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(12rem,1fr));gap:1rem}";

/** Safe inside <script type="application/ld+json">: no "</" can close the element. */
const jsonLd = (v: unknown) => JSON.stringify(v).replace(/</g, "\\u003c");

/** A storefront page in the platform's hosted frame: the shop's brand bar (linking to its index) above <main> (referral.tsx too). */
export function layout(
	c: Context<AppEnv>,
	status: 200 | 404 | 409,
	lang: PageLang,
	title: string,
	head: unknown,
	body: unknown,
	shop?: { brand: Brand; homeUrl: string },
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
			css={STYLE}
			head={head}
		>
			{body}
		</HostedDocument>,
		status,
	);
}

export const notFoundPage = (c: Context<AppEnv>, lang: PageLang) =>
	layout(c, 404, lang, T[lang].notFound, null, <h1>{T[lang].notFound}</h1>);

/** 409: Buy cannot open a checkout; with `currency`, because the shop takes no payment in it. */
export const notSoldPage = (c: Context<AppEnv>, lang: PageLang, currency?: string) =>
	layout(
		c,
		409,
		lang,
		T[lang].notSold,
		null,
		<>
			<h1>{T[lang].notSold}</h1>
			{currency ? <p data-testid="not-sold">{T[lang].notTaken(currency)}</p> : null}
		</>,
	);

/**
 * The description's Markdown as HTML (issue 39), by micromark (CommonMark): raw HTML in it is
 * escaped, never passed through, and links or images with a dangerous protocol (javascript:,
 * data:, vbscript:) lose their address — micromark's defaults, which are kept deliberately.
 */
const described = (md: string) => (
	<div class="description" data-testid="description">
		{raw(micromark(md, { allowDangerousHtml: false, allowDangerousProtocol: false }))}
	</div>
);

/** `sellable`: the shop routes a payment method for the product's currency (else a notice, no Buy). */
export function productPage(
	c: Context<AppEnv>,
	lang: PageLang,
	p: ProductRow,
	pageUrl: string,
	brand: Brand,
	indexUrl: string,
	sellable: boolean,
) {
	const shop = brand.displayName;
	const summary = (p.description ?? "")
		.replace(/[#*_`>-]/g, "")
		.replace(/\s+/g, " ")
		.trim()
		.slice(0, 200);
	const price = decimalPrice(p.price, p.currency);
	const ld = {
		"@context": "https://schema.org",
		"@type": "Product",
		name: p.name,
		description: summary || undefined,
		image: p.thumbnail ? [p.thumbnail, ...JSON.parse(p.coverImages)] : undefined,
		gtin: p.gtin ?? undefined,
		brand: p.brand ? { "@type": "Brand", name: p.brand } : undefined,
		offers: {
			"@type": "Offer",
			price,
			priceCurrency: p.currency,
			availability: "https://schema.org/InStock",
			url: pageUrl,
		},
	};
	const head = (
		<>
			<meta name="description" content={summary} />
			<link rel="canonical" href={pageUrl} />
			<meta property="og:type" content="product" />
			<meta property="og:title" content={p.name} />
			<meta property="og:description" content={summary} />
			<meta property="og:url" content={pageUrl} />
			<meta property="og:site_name" content={shop} />
			{p.thumbnail ? <meta property="og:image" content={p.thumbnail} /> : null}
			<meta property="product:price:amount" content={price} />
			<meta property="product:price:currency" content={p.currency} />
			<script type="application/ld+json">{raw(jsonLd(ld))}</script>
		</>
	);
	return layout(
		c,
		200,
		lang,
		`${p.name} · ${shop}`,
		head,
		<>
			<h1>{p.name}</h1>
			{p.thumbnail ? <img src={p.thumbnail} alt={p.name} /> : null}
			<p class="price" data-testid="price">
				{formatPrice(p.price, p.currency, lang)}
			</p>
			{sellable ? (
				<form method="post" action={`${pageUrl}/buy`}>
					<button type="submit" data-testid="buy">
						{T[lang].buy}
					</button>
				</form>
			) : (
				<p role="status" data-testid="not-sold">
					{T[lang].notTaken(p.currency)}
				</p>
			)}
			{described(p.description ?? "")}
		</>,
		{ brand, homeUrl: indexUrl },
	);
}

/** `sellable`: the currencies the shop takes online; a product in another one says so. */
export function indexPage(
	c: Context<AppEnv>,
	lang: PageLang,
	brand: Brand,
	base: string,
	list: ProductRow[],
	sellable: readonly string[],
) {
	const shop = brand.displayName;
	return layout(
		c,
		200,
		lang,
		shop,
		<meta property="og:title" content={shop} />,
		<>
			<h1>{shop}</h1>
			{list.length ? (
				<ul class="grid">
					{list.map((p) => (
						<li>
							<a href={`${base}/p/${p.slug}`}>{p.name}</a>
							<div>{formatPrice(p.price, p.currency, lang)}</div>
							{sellable.includes(p.currency) ? null : <small>{T[lang].notTaken(p.currency)}</small>}
						</li>
					))}
				</ul>
			) : (
				<p>{T[lang].none}</p>
			)}
		</>,
		{ brand, homeUrl: base },
	);
}
