// Prices for people: the smallest unit of the product's currency shown per the visitor's language,
// with the platform's rules every hosted page shares (src/platform/locale.ts).
import { exponentOf, formatMoney, LOCALE, pickLang } from "../../../platform/locale";
import type { PageLang } from "../products/page-cache";

/** id-ID ("Rp 150.000") or en-US ("IDR 150,000", "$12.34"), the space a no-break one. */
export const formatPrice = (amount: number, currency: string, lang: PageLang): string =>
	formatMoney(amount, currency, lang);

/** The decimal price schema.org and Open Graph expect ("150000", "12.34"). */
export const decimalPrice = (amount: number, currency: string) => {
	const exp = exponentOf(currency);
	return exp === 0 ? String(amount) : (amount / 10 ** exp).toFixed(exp);
};

/** The page language from Accept-Language: the preferred of Indonesian and English, Indonesian when neither is named. */
export const pageLang = (acceptLanguage: string | undefined): PageLang => pickLang(acceptLanguage);

/** A file's size for people: "820 KB", "1,4 MB" (id) / "1.4 MB" (en). */
export function formatSize(bytes: number, lang: PageLang): string {
	const [value, unit] = bytes >= 1_000_000 ? [bytes / 1_000_000, "MB"] : [Math.max(1, bytes / 1_000), "KB"];
	const n = new Intl.NumberFormat(LOCALE[lang], { maximumFractionDigits: value < 10 ? 1 : 0 }).format(value);
	return `${n}\u00a0${unit}`;
}
