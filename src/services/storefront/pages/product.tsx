/** @jsxImportSource hono/jsx */
// The product page (issue 39): gallery, variant picker, quantity and Buy, what a download or a
// licence delivers, the Markdown description, and JSON-LD with one Offer per variant. Without any
// script: the gallery and the picker are radio buttons, and CSS (:has) shows the chosen image and
// the chosen offer's price — so the page is the same bytes for everyone and is served from the
// cache; a browser without :has still sees the first image and the default offer's price.
import type { Context } from "hono";
import { raw } from "hono/html";
import { micromark } from "micromark";
import type { AppEnv } from "../../../platform/context";
import { Money, Notice } from "../../../platform/hosted-page";
import type { PageLang } from "../products/page-cache";
import type { FileRow, ProductRow } from "../products/store";
import { decimalPrice, formatSize } from "./format";
import { defaultOffer, type Offer, QUANTITY_MAX, takesQuantity } from "./offers";
import { layout, type ShopFrame } from "./render";
import { WORDS, type Words } from "./words";

/** Safe inside <script type="application/ld+json">: no "</" can close the element. */
const jsonLd = (v: unknown) => JSON.stringify(v).replace(/</g, "\\u003c");

const STYLE =
	".product{display:grid;gap:1rem 2rem}@media (min-width:48rem){.product{grid-template-columns:minmax(0,1fr) minmax(0,1fr);align-items:start}}.gallery{margin:0;min-width:0}.slide{display:none;margin:0}.slide img{display:block;width:100%;aspect-ratio:4/3;max-height:30vh;object-fit:contain;background:#f6f8fa;border-radius:10px}@media (min-width:48rem){.slide img{max-height:none}}.thumbs{display:flex;flex-wrap:wrap;gap:.5rem;border:0;padding:0;margin:.5rem 0 0}.thumbs label{display:block;width:3rem;height:3rem;border:2px solid #d0d7de;border-radius:6px;overflow:hidden;cursor:pointer}.thumbs label img{width:100%;height:100%;object-fit:cover;display:block}.thumbs input:checked+label{border-color:var(--brand)}.thumbs input:focus-visible+label,.chips input:focus-visible+label{outline:3px solid #1f2328;outline-offset:2px}" +
	".info{min-width:0}.offer{display:none}.avail{font-size:.9rem;font-weight:400;color:#116329;margin-left:.5rem}fieldset.chips{border:0;padding:0;margin:.5rem 0;display:flex;flex-wrap:wrap;gap:.5rem}fieldset.chips legend{font-weight:600;padding:0;margin-bottom:.25rem}.chips label{display:inline-flex;flex-direction:column;padding:.4rem .75rem;border:1px solid #8c959f;border-radius:8px;cursor:pointer;background:#fff;min-width:5rem}.chips label small{color:#57606a}.chips input:checked+label{border:2px solid var(--brand);padding:calc(.4rem - 1px) calc(.75rem - 1px)}.chips input:disabled+label{cursor:not-allowed;color:#57606a;border-style:dashed}.buyrow{display:flex;flex-wrap:wrap;align-items:end;gap:.75rem;margin:.75rem 0}.qty{margin:0}.qty label{display:block;font-weight:600;font-size:.9rem}.qty input{font:inherit;width:5rem;min-height:3rem;box-sizing:border-box;padding:.5rem;border:1px solid #8c959f;border-radius:8px}.deliver{margin:1rem 0}.deliver ul{margin:.25rem 0;padding-left:1.25rem}.description{overflow-wrap:anywhere}";

/** The rules that show the chosen image and the chosen offer (radio `id`s gN / vN), with a fallback without :has. */
function choiceCss(images: number, offers: Offer[], first: number, picker: boolean) {
	const slides = images > 1 ? Array.from({ length: images }, (_, i) => `.product:has(#g${i}:checked) .s${i}`) : [".s0"];
	const prices = picker ? offers.map((_, i) => `.product:has(#v${i}:checked) .o${i}`) : [`.o${first}`];
	const shown = [...slides, ...prices];
	const fallback = `@supports not selector(:has(a)){.s0,.o${first}{display:block}}`;
	return shown.length ? `${shown.join(",")}{display:block}${fallback}` : fallback;
}

function Gallery(p: { name: string; images: string[]; t: Words }) {
	const n = p.images.length;
	return (
		<section class="gallery" aria-label={p.t.images}>
			{p.images.map((src, i) => (
				<figure class={`slide s${i}`}>
					<img
						src={src}
						alt={i === 0 ? p.name : `${p.name} — ${p.t.image(i + 1, n)}`}
						loading={i === 0 ? undefined : "lazy"}
						data-testid="slide"
					/>
				</figure>
			))}
			{n > 1 ? (
				<fieldset class="thumbs">
					<legend class="sr">{p.t.pickImage}</legend>
					{p.images.map((src, i) => (
						<>
							<input class="sr" type="radio" name="image" id={`g${i}`} checked={i === 0} data-testid="thumb" />
							<label for={`g${i}`}>
								<img src={src} alt={p.t.image(i + 1, n)} loading="lazy" />
							</label>
						</>
					))}
				</fieldset>
			) : null}
		</section>
	);
}

/** The variants as radio chips (title and price); one that cannot be bought is shown, disabled. */
function Picker(p: { offers: Offer[]; first: number; currency: string; lang: PageLang; t: Words }) {
	return (
		<fieldset class="chips" data-testid="variants">
			<legend>{p.t.variant}</legend>
			{p.offers.map((o, i) => (
				<>
					<input
						class="sr"
						type="radio"
						name="variant"
						id={`v${i}`}
						value={o.variantId ?? ""}
						checked={i === p.first}
						disabled={!o.available}
						data-testid="variant"
					/>
					<label for={`v${i}`}>
						<span>{o.title}</span>
						<small>
							{o.available ? <Money amount={o.price} currency={p.currency} lang={p.lang} /> : p.t.unavailable}
						</small>
					</label>
				</>
			))}
		</fieldset>
	);
}

/** What a download or a licence delivers, and when. */
function Delivery(p: { product: ProductRow; files: FileRow[]; shop: string; lang: PageLang; t: Words }) {
	const { product, t } = p;
	if (product.type === "physical") return null;
	const licence = product.type === "license";
	const text = licence
		? product.maxActivations > 0
			? t.licenseText(p.shop, product.maxActivations)
			: t.licenseAny(p.shop)
		: p.files.length
			? t.digitalText(p.shop)
			: t.digitalNoFiles(p.shop);
	return (
		<section class="deliver" data-testid="delivery">
			<h2>{licence ? t.license : t.digital}</h2>
			<p>{text}</p>
			{!licence && p.files.length ? (
				<ul>
					{p.files.map((f) => (
						<li>
							{f.name} ({formatSize(f.size, p.lang)})
						</li>
					))}
				</ul>
			) : null}
		</section>
	);
}

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

export interface ProductPageInput {
	p: ProductRow;
	offers: Offer[];
	files: FileRow[];
	pageUrl: string;
	shop: ShopFrame;
	/** null: Buy is offered; else why not (a notice in its place). */
	notSold: string | null;
}

export function productPage(c: Context<AppEnv>, lang: PageLang, v: ProductPageInput) {
	const { p, offers, shop } = v;
	const t = WORDS[lang];
	const shopName = shop.brand.displayName;
	const first = Math.max(0, offers.indexOf(defaultOffer(offers)));
	const picker = !v.notSold && offers[0].variantId != null;
	const images = [...(p.thumbnail ? [p.thumbnail] : []), ...(JSON.parse(p.coverImages) as string[])];
	const summary = (p.description ?? "")
		.replace(/[#*_`>-]/g, "")
		.replace(/\s+/g, " ")
		.trim()
		.slice(0, 200);
	const price = decimalPrice(offers[first].price, p.currency);
	const inStock = (o: Offer) => (o.available && !v.notSold ? "InStock" : "OutOfStock");
	const ld = {
		"@context": "https://schema.org",
		"@type": "Product",
		name: p.name,
		description: summary || undefined,
		image: images.length ? images : undefined,
		gtin: p.gtin ?? undefined,
		brand: p.brand ? { "@type": "Brand", name: p.brand } : undefined,
		offers: offers.map((o) => ({
			"@type": "Offer",
			name: o.variantId ? o.title : undefined,
			sku: o.variantId ?? undefined,
			price: decimalPrice(o.price, p.currency),
			priceCurrency: p.currency,
			availability: `https://schema.org/${inStock(o)}`,
			url: v.pageUrl,
		})),
	};
	const head = (
		<>
			<meta name="description" content={summary} />
			<link rel="canonical" href={v.pageUrl} />
			<meta property="og:type" content="product" />
			<meta property="og:title" content={p.name} />
			<meta property="og:description" content={summary} />
			<meta property="og:url" content={v.pageUrl} />
			<meta property="og:site_name" content={shopName} />
			{p.thumbnail ? <meta property="og:image" content={p.thumbnail} /> : null}
			<meta property="product:price:amount" content={price} />
			<meta property="product:price:currency" content={p.currency} />
			<script type="application/ld+json">{raw(jsonLd(ld))}</script>
		</>
	);
	const body = (
		<div class="product">
			{images.length ? <Gallery name={p.name} images={images} t={t} /> : null}
			<section class="info">
				<h1>{p.name}</h1>
				<p class="price" data-testid="price">
					{offers.map((o, i) => (
						<span class={`offer o${i}`} data-variant={o.variantId ?? undefined}>
							<Money amount={o.price} currency={p.currency} lang={lang} />
							{o.available && !v.notSold ? <span class="avail">{t.available}</span> : null}
						</span>
					))}
				</p>
				{v.notSold ? (
					<>
						<Notice kind="warn" testid="not-sold">
							{v.notSold}
						</Notice>
						<p>
							<a class="btn quiet" href={shop.homeUrl} data-testid="back-link">
								{t.back(shopName)}
							</a>
						</p>
					</>
				) : (
					<form method="post" action={`${v.pageUrl}/buy`} data-testid="buy-form">
						{picker ? <Picker offers={offers} first={first} currency={p.currency} lang={lang} t={t} /> : null}
						<div class="buyrow">
							{takesQuantity(p) ? (
								<p class="qty">
									<label for="qty">{t.quantity}</label>
									<input
										id="qty"
										type="number"
										name="quantity"
										min="1"
										max={String(QUANTITY_MAX)}
										value="1"
										inputmode="numeric"
										required
										data-testid="quantity"
									/>
								</p>
							) : null}
							<button type="submit" class="buy" data-testid="buy">
								{t.buy}
							</button>
						</div>
					</form>
				)}
				<Delivery product={p} files={v.files} shop={shopName} lang={lang} t={t} />
				<h2 class="sr">{t.description}</h2>
				{described(p.description ?? "")}
			</section>
		</div>
	);
	const css = STYLE + choiceCss(images.length, offers, first, picker);
	return layout(c, 200, lang, `${p.name} · ${shopName}`, head, body, shop, css);
}
