/** @jsxImportSource hono/jsx */
import type { Context } from "hono";
import { raw } from "hono/html";
import type { AppEnv } from "../../../platform/context";
import type { ProductRow } from "../products/store";
import type { PageLang } from "../products/page-cache";
import { decimalPrice, formatPrice } from "./format";

const T = {
	id: {
		buy: "Beli sekarang",
		notFound: "Halaman tidak ditemukan",
		none: "Belum ada produk.",
		notSold: "Produk ini belum dapat dibeli online.",
	},
	en: {
		buy: "Buy now",
		notFound: "Page not found",
		none: "No products yet.",
		notSold: "This product cannot be bought online yet.",
	},
};

const STYLE =
	"body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#222}img{max-width:100%}.price{font-size:1.4rem;font-weight:600}button{font-size:1.1rem;padding:.7rem 1.4rem;cursor:pointer}ul.grid{list-style:none;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(12rem,1fr));gap:1rem}";

/** Safe inside <script type="application/ld+json">: no "</" can close the element. */
const jsonLd = (v: unknown) => JSON.stringify(v).replace(/</g, "\\u003c");

function layout(
	c: Context<AppEnv>,
	status: 200 | 404 | 409,
	lang: PageLang,
	title: string,
	head: unknown,
	body: unknown,
) {
	c.header(
		"Content-Security-Policy",
		"default-src 'none'; img-src https: data:; style-src 'unsafe-inline'; form-action 'self' https:; frame-ancestors 'none'",
	);
	c.header("Content-Language", lang);
	c.header("Vary", "Accept-Language");
	return c.html(
		<html lang={lang}>
			<head>
				<meta charset="utf-8" />
				<meta name="viewport" content="width=device-width, initial-scale=1" />
				<title>{title}</title>
				{head}
				<style>{STYLE}</style>
			</head>
			<body>{body}</body>
		</html>,
		status,
	);
}

export const notFoundPage = (c: Context<AppEnv>, lang: PageLang) =>
	layout(
		c,
		404,
		lang,
		T[lang].notFound,
		null,
		<main>
			<h1>{T[lang].notFound}</h1>
		</main>,
	);

export const notSoldPage = (c: Context<AppEnv>, lang: PageLang) =>
	layout(
		c,
		409,
		lang,
		T[lang].notSold,
		null,
		<main>
			<h1>{T[lang].notSold}</h1>
		</main>,
	);

/** Markdown kept as text: paragraphs and list lines, no HTML from the merchant reaches the page. */
const paragraphs = (md: string) =>
	md.split(/\n{2,}/).map((block) => <p>{block.replace(/^#+\s*/gm, "").replace(/\*\*/g, "")}</p>);

export function productPage(
	c: Context<AppEnv>,
	lang: PageLang,
	p: ProductRow,
	pageUrl: string,
	shop: string,
	indexUrl: string,
) {
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
		<main>
			<p>
				<a href={indexUrl}>{shop}</a>
			</p>
			<h1>{p.name}</h1>
			{p.thumbnail ? <img src={p.thumbnail} alt={p.name} /> : null}
			<p class="price" data-testid="price">
				{formatPrice(p.price, p.currency, lang)}
			</p>
			<form method="post" action={`${pageUrl}/buy`}>
				<button type="submit" data-testid="buy">
					{T[lang].buy}
				</button>
			</form>
			{paragraphs(p.description ?? "")}
		</main>,
	);
}

export function indexPage(c: Context<AppEnv>, lang: PageLang, shop: string, base: string, list: ProductRow[]) {
	return layout(
		c,
		200,
		lang,
		shop,
		<meta property="og:title" content={shop} />,
		<main>
			<h1>{shop}</h1>
			{list.length ? (
				<ul class="grid">
					{list.map((p) => (
						<li>
							<a href={`${base}/p/${p.slug}`}>{p.name}</a>
							<div>{formatPrice(p.price, p.currency, lang)}</div>
						</li>
					))}
				</ul>
			) : (
				<p>{T[lang].none}</p>
			)}
		</main>,
	);
}
