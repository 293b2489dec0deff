// Prices for people: the smallest unit of the product's currency shown per the visitor's language,
// with the platform's rules every hosted page shares (src/platform/locale.ts).
import { exponentOf, formatMoney, pickLang } from "../../../platform/locale";
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
