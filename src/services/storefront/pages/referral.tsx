/** @jsxImportSource hono/jsx */
// The referral landing page (/pages/<shop>/r/<code>, issue 39): a friend's link shows the shop, what
// the friend gets (the program's referee reward in words and money), the terms and a way into the
// shop; the visit counts as the link's click. An unknown code, or a program switched off, says so
// and links to the shop — never a silent redirect.
import type { Context } from "hono";
import type { AppEnv } from "../../../platform/context";
import { type Brand, Money } from "../../../platform/hosted-page";
import type { PageLang } from "../products/page-cache";
import { layout } from "./render";

/** What the program gives the referee (marketing's countReferralClick answers it). */
export interface RefereeOffer {
	rewardType: "percent" | "fixed" | "shipping_percent" | "shipping_fixed";
	refereeValue: number;
	currency: string;
	minPurchaseAmount: number | null;
	programTerms: string | null;
}

const T = {
	id: {
		title: (shop: string) => `Undangan belanja di ${shop}`,
		invited: (shop: string) => `Teman Anda mengajak Anda berbelanja di ${shop}`,
		gift: "Hadiah untuk Anda",
		reward: {
			percent: (v: string) => `Diskon ${v}`,
			fixed: (v: string) => `Potongan ${v}`,
			shipping_percent: (v: string) => `Diskon ongkos kirim ${v}`,
			shipping_fixed: (v: string) => `Potongan ongkos kirim ${v}`,
		},
		min: (m: string) => `Berlaku untuk belanja minimal ${m}.`,
		terms: "Syarat dan ketentuan",
		shop: "Belanja sekarang",
		unknownTitle: "Tautan referal tidak berlaku",
		unknown: (shop: string) => `Kode ini tidak dikenal atau program referal ${shop} sedang tidak aktif.`,
		visit: (shop: string) => `Kunjungi ${shop}`,
	},
	en: {
		title: (shop: string) => `An invitation to shop at ${shop}`,
		invited: (shop: string) => `A friend invited you to shop at ${shop}`,
		gift: "Your reward",
		reward: {
			percent: (v: string) => `${v} off`,
			fixed: (v: string) => `${v} off`,
			shipping_percent: (v: string) => `${v} off shipping`,
			shipping_fixed: (v: string) => `${v} off shipping`,
		},
		min: (m: string) => `On orders of ${m} or more.`,
		terms: "Terms",
		shop: "Shop now",
		unknownTitle: "This referral link is not valid",
		unknown: (shop: string) => `The code is unknown, or ${shop}'s referral program is not running.`,
		visit: (shop: string) => `Visit ${shop}`,
	},
} as const;

/** A sentence with an amount in it, the amount through Money (one line, the shared formatter). */
function WithMoney(p: { words: (v: string) => string; amount: number; currency: string; lang: PageLang }) {
	const [before, after] = p.words("\u0000").split("\u0000");
	return (
		<>
			{before}
			<Money amount={p.amount} currency={p.currency} lang={p.lang} />
			{after}
		</>
	);
}

/** The referee's reward in words: "Diskon 10%" / "Rp 25.000 off shipping" (the amount through Money). */
function Reward(p: { o: RefereeOffer; lang: PageLang }) {
	const { o, lang } = p;
	const words = T[lang].reward[o.rewardType];
	const percent = o.rewardType === "percent" || o.rewardType === "shipping_percent";
	if (percent) return <>{words(`${o.refereeValue}%`)}</>;
	return <WithMoney words={words} amount={o.refereeValue} currency={o.currency} lang={lang} />;
}

export function referralPage(c: Context<AppEnv>, lang: PageLang, brand: Brand, homeUrl: string, o: RefereeOffer) {
	const t = T[lang];
	const shop = brand.displayName;
	return layout(
		c,
		200,
		lang,
		t.title(shop),
		<meta name="robots" content="noindex" />,
		<>
			<h1>{t.invited(shop)}</h1>
			<p>{t.gift}:</p>
			<p class="price" data-testid="reward">
				<Reward o={o} lang={lang} />
			</p>
			{o.minPurchaseAmount ? (
				<p>
					<WithMoney words={t.min} amount={o.minPurchaseAmount} currency={o.currency} lang={lang} />
				</p>
			) : null}
			{o.programTerms ? (
				<>
					<h2>{t.terms}</h2>
					<p data-testid="terms" style="white-space:pre-line">
						{o.programTerms}
					</p>
				</>
			) : null}
			<p>
				<a class="button" href={homeUrl} data-testid="shop-now">
					{t.shop}
				</a>
			</p>
		</>,
		{ brand, homeUrl },
	);
}

/** 404: the code is unknown or the program is off; the shop is one link away. */
export function unknownReferralPage(c: Context<AppEnv>, lang: PageLang, brand: Brand, homeUrl: string) {
	const t = T[lang];
	return layout(
		c,
		404,
		lang,
		t.unknownTitle,
		<meta name="robots" content="noindex" />,
		<>
			<h1>{t.unknownTitle}</h1>
			<p>{t.unknown(brand.displayName)}</p>
			<p>
				<a href={homeUrl} data-testid="visit-shop">
					{t.visit(brand.displayName)}
				</a>
			</p>
		</>,
		{ brand, homeUrl },
	);
}
