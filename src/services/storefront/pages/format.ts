// Prices for people: the smallest unit of the product's currency shown per the visitor's language.
import type { PageLang } from "../products/page-cache";

/** Minor-unit exponent: IDR is kept in whole rupiah; USD and SGD in cents. */
export const EXPONENT: Record<string, number> = { IDR: 0, USD: 2, SGD: 2 };

/** id-ID ("Rp 150.000") or en-US ("IDR 150,000", "$12.34"); no-break spaces become plain ones. */
export function formatPrice(amount: number, currency: string, lang: PageLang): string {
	const exp = EXPONENT[currency] ?? 2;
	return formatter(lang, currency, exp)
		.format(amount / 10 ** exp)
		.replace(/\u00a0/g, " ");
}

/** Building an Intl.NumberFormat costs far more than using one: one per language and currency. */
const formatters = new Map<string, Intl.NumberFormat>();
function formatter(lang: PageLang, currency: string, exp: number) {
	const k = `${lang}:${currency}`;
	let f = formatters.get(k);
	if (!f) {
		f = new Intl.NumberFormat(lang === "id" ? "id-ID" : "en-US", {
			style: "currency",
			currency,
			minimumFractionDigits: exp,
			maximumFractionDigits: exp,
		});
		formatters.set(k, f);
	}
	return f;
}

/** The decimal price schema.org and Open Graph expect ("150000", "12.34"). */
export const decimalPrice = (amount: number, currency: string) => {
	const exp = EXPONENT[currency] ?? 2;
	return exp === 0 ? String(amount) : (amount / 10 ** exp).toFixed(exp);
};

/** The page language from Accept-Language: Indonesian when it is preferred before English, else English. */
export function pageLang(acceptLanguage: string | undefined): PageLang {
	const known = langs.get(acceptLanguage ?? "");
	if (known) return known;
	const lang = parseLang(acceptLanguage);
	if (langs.size > 200) langs.clear();
	langs.set(acceptLanguage ?? "", lang);
	return lang;
}

/** Accept-Language values repeat (browsers send a handful): each is parsed once per isolate. */
const langs = new Map<string, PageLang>();

function parseLang(acceptLanguage: string | undefined): PageLang {
	const tags = (acceptLanguage ?? "")
		.split(",")
		.map((part) => {
			const [tag, ...params] = part.trim().toLowerCase().split(";");
			const q = params.find((p) => p.trim().startsWith("q="));
			return { tag, q: q ? Number(q.trim().slice(2)) || 0 : 1 };
		})
		.filter((t) => t.tag && t.q > 0)
		.sort((a, b) => b.q - a.q);
	for (const t of tags) {
		if (t.tag === "id" || t.tag.startsWith("id-") || t.tag === "in") return "id";
		if (t.tag === "en" || t.tag.startsWith("en-")) return "en";
	}
	return "id";
}
