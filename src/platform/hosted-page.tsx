/** @jsxImportSource hono/jsx */
// The frame every hosted page shares (payments checkout, invoice and portal; the storefront): the
// document, the merchant's brand bar (logo with alt text, display name, brand colour) and the
// test-mode banner, inside landmarks so assistive technology finds them. A brand colour is only
// ever a background, and the text on it is black or white, whichever contrasts more: the ratio is
// then at least 4.58:1 for every colour (WCAG AA for normal text is 4.5:1).
import { formatMoney, type Lang } from "./locale";

export interface Brand {
	/** What the buyer sees as the shop's name (the workspace name unless the merchant set another). */
	displayName: string;
	/** An https image URL, or null. */
	logoUrl: string | null;
	/** #rrggbb, or null for the neutral default. */
	brandColor: string | null;
}

export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;
/** Buttons and accents when the merchant set no colour. */
export const DEFAULT_ACCENT = "#0b5cff";

/** WCAG relative luminance of #rrggbb. */
export function luminance(hex: string): number {
	const channel = (i: number) => {
		const v = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
		return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
	};
	return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
	const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
	return (hi + 0.05) / (lo + 0.05);
}

/** The text colour readable on a #rrggbb background: black or white, whichever contrasts more. */
export const readableOn = (hex: string): "#000000" | "#ffffff" =>
	contrastRatio(hex, "#000000") >= contrastRatio(hex, "#ffffff") ? "#000000" : "#ffffff";

const WORDS = {
	id: { test: "Mode uji", testText: "tidak ada uang sungguhan yang berpindah.", logo: "Logo" },
	en: { test: "Test mode", testText: "no real money moves.", logo: "Logo of" },
} as const;

/** CSS custom properties of a brand: --brand/--on-brand for buttons, --bar-bg/--bar-fg for the brand bar. */
export function brandVars(brand: Brand | null): string {
	const color = brand?.brandColor && HEX_COLOR.test(brand.brandColor) ? brand.brandColor.toLowerCase() : null;
	const accent = color ?? DEFAULT_ACCENT;
	const bar = color ?? "#ffffff";
	return `:root{--brand:${accent};--on-brand:${readableOn(accent)};--bar-bg:${bar};--bar-fg:${color ? readableOn(color) : "#1f2328"}}`;
}

const FRAME_CSS =
	"body{margin:0;font-family:system-ui,sans-serif}.brandbar{display:flex;align-items:center;gap:.75rem;padding:.75rem 1rem;background:var(--bar-bg);color:var(--bar-fg);border-bottom:1px solid #d0d7de}.brandbar img{height:2.5rem;width:auto;max-width:10rem;object-fit:contain}.brandbar .shop{font-weight:700;font-size:1.05rem;color:inherit}.brandbar a.shop{text-decoration:underline}.test-banner{margin:0;padding:.5rem 1rem;background:#ffe58f;color:#3d2e00;text-align:center;border-bottom:2px dashed #8a6d00}.money{white-space:nowrap;font-variant-numeric:tabular-nums}.notice{border-radius:8px;padding:.75rem 1rem;margin:1rem 0;background:#eef4ff;color:#0a3069;border:1px solid #b6cff5}.notice.warn{background:#fff8c5;color:#4d2d00;border-color:#d4a72c}.notice.bad{background:#ffebe9;color:#82071e;border-color:#ff8182}.notice.good{background:#dafbe1;color:#116329;border-color:#4ac26b}a.btn{display:inline-block;padding:.7rem 1.1rem;border-radius:8px;text-decoration:none;font-weight:600;background:var(--brand);color:var(--on-brand)}a.btn.quiet{background:#fff;color:#1f2328;border:1px solid #8c959f}";

/**
 * An amount for people in the page's language: the `money` class keeps it on one line (the browser
 * tests check every `.money` is one line high) and lines figures up in tables.
 */
export function Money(p: { amount: number; currency: string; lang: Lang; testid?: string }) {
	return (
		<span class="money" data-testid={p.testid}>
			{formatMoney(p.amount, p.currency, p.lang)}
		</span>
	);
}

/** A boxed message: information, a warning, a failure or a success. */
export function Notice(p: { kind?: "info" | "warn" | "bad" | "good"; testid?: string; children?: unknown }) {
	return (
		<p class={`notice ${p.kind ?? "info"}`} role={p.kind === "bad" ? "alert" : undefined} data-testid={p.testid}>
			{p.children}
		</p>
	);
}

/**
 * The body of a page that cannot show what was asked for (unknown link, not for sale, closed):
 * what happened, what the buyer can do, and always a way back.
 */
export function ErrorBody(p: { title: string; text: string; back?: { href: string; label: string } }) {
	return (
		<section data-testid="error-page">
			<h1>{p.title}</h1>
			<p>{p.text}</p>
			{p.back ? (
				<p>
					<a class="btn" href={p.back.href} data-testid="back-link">
						{p.back.label}
					</a>
				</p>
			) : null}
		</section>
	);
}

/** The brand bar and, for test-mode pages, the banner above it, in the page's banner landmark. */
export function BrandHeader(props: { brand: Brand | null; lang: Lang; test?: boolean; homeUrl?: string }) {
	const { brand, lang } = props;
	const w = WORDS[lang];
	if (!brand && !props.test) return null;
	return (
		<header>
			{props.test ? (
				<p class="test-banner" data-testid="test-banner">
					<strong>{w.test}</strong> — {w.testText}
				</p>
			) : null}
			{brand ? (
				<div class="brandbar">
					{brand.logoUrl ? (
						<img src={brand.logoUrl} alt={`${w.logo} ${brand.displayName}`} data-testid="shop-logo" />
					) : null}
					{props.homeUrl ? (
						<a class="shop" href={props.homeUrl} data-testid="shop-name">
							{brand.displayName}
						</a>
					) : (
						<span class="shop" data-testid="shop-name">
							{brand.displayName}
						</span>
					)}
				</div>
			) : null}
		</header>
	);
}

export interface HostedDocumentProps {
	lang: Lang;
	title: string;
	brand: Brand | null;
	test?: boolean;
	/** The page's own CSS (styles `main` and what is in it). */
	css: string;
	/** Extra elements for <head> (Open Graph, JSON-LD). */
	head?: unknown;
	/** Where the shop name links to (the storefront index), if anywhere. */
	homeUrl?: string;
	/** One inline script, allowed by the page's CSP nonce. */
	script?: { nonce: string; text: string };
	children?: unknown;
}

/** The whole document: head, the brand header, the page inside <main>. */
export function HostedDocument(p: HostedDocumentProps) {
	return (
		<html lang={p.lang}>
			<head>
				<meta charset="utf-8" />
				<meta name="viewport" content="width=device-width, initial-scale=1" />
				<title>{p.title}</title>
				{p.head}
				<style>{`${brandVars(p.brand)}${FRAME_CSS}${p.css}`}</style>
			</head>
			<body>
				<BrandHeader brand={p.brand} lang={p.lang} test={p.test} homeUrl={p.homeUrl} />
				<main>{p.children}</main>
				{p.script ? <script nonce={p.script.nonce} dangerouslySetInnerHTML={{ __html: p.script.text }} /> : null}
			</body>
		</html>
	);
}
