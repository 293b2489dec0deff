// The buyer's language on hosted pages (payments checkout, invoice and portal; the storefront) and
// money written for people in it. Two languages: Indonesian (id-ID) and English (en-US), picked by
// Accept-Language q-values, Indonesian when the browser names neither. Money is integers in minor
// units; Intl formats it ("Rp\u00a0185.000" in id-ID, "IDR\u00a0185,000" in en-US) and the no-break
// space Intl puts between symbol and digits is kept, so an amount never breaks across lines. Dates
// are written in the buyer's language on the workspace's clock (Asia/Jakarta unless it set another):
// no page shows an ISO timestamp.

export const LANGS = ["id", "en"] as const;
export type Lang = (typeof LANGS)[number];

/** The BCP 47 locale each language formats numbers and dates in. */
export const LOCALE: Record<Lang, string> = { id: "id-ID", en: "en-US" };

/** Minor-unit exponent: rupiah are kept whole; every other currency in hundredths (USD, SGD cents). */
export const EXPONENT: Record<string, number> = { IDR: 0, USD: 2, SGD: 2 };
export const exponentOf = (currency: string) => EXPONENT[currency] ?? 2;

/** Accept-Language values repeat (browsers send a handful): each is parsed once per isolate and fallback. */
const picked = new Map<string, Lang>();

/**
 * The preferred of id and en by Accept-Language q-values (the first named wins a tie; "in" is the
 * old code for Indonesian); `fallback` — Indonesian unless a page says otherwise — when neither is named.
 */
export function pickLang(header: string | undefined | null, fallback: Lang = "id"): Lang {
	const key = `${fallback}|${header ?? ""}`;
	const known = picked.get(key);
	if (known) return known;
	let best: { lang: Lang; q: number } | null = null;
	for (const part of (header ?? "").split(",")) {
		const [tag, ...params] = part.trim().toLowerCase().split(";");
		const qParam = params.find((p) => p.trim().startsWith("q="));
		const q = qParam ? Number(qParam.trim().slice(2)) : 1;
		const base = tag.split("-")[0];
		const lang: Lang | null = base === "id" || base === "in" ? "id" : base === "en" ? "en" : null;
		if (lang && Number.isFinite(q) && q > 0 && (!best || q > best.q)) best = { lang, q };
	}
	const lang = best?.lang ?? fallback;
	if (picked.size > 500) picked.clear();
	picked.set(key, lang);
	return lang;
}

/** Building an Intl.NumberFormat costs far more than using one: one per language and currency. */
const formatters = new Map<string, Intl.NumberFormat>();

function formatter(lang: Lang, currency: string) {
	const k = `${lang}:${currency}`;
	let f = formatters.get(k);
	if (!f) {
		const digits = exponentOf(currency);
		f = new Intl.NumberFormat(LOCALE[lang], {
			style: "currency",
			currency,
			minimumFractionDigits: digits,
			maximumFractionDigits: digits,
		});
		formatters.set(k, f);
	}
	return f;
}

/** An amount in minor units for people: "Rp 185.000" (id), "IDR 185,000" / "$12.34" (en), the space a no-break one. */
export const formatMoney = (amount: number, currency: string, lang: Lang): string =>
	formatter(lang, currency).format(amount / 10 ** exponentOf(currency));

/** Where a workspace's pages tell the time when it set no zone: Western Indonesia (WIB). */
export const DEFAULT_TIME_ZONE = "Asia/Jakarta";

/** True for an IANA zone Intl knows ("Asia/Makassar"); a setting is checked with this before it is stored. */
export function isTimeZone(zone: string): boolean {
	try {
		new Intl.DateTimeFormat("en-US", { timeZone: zone });
		return true;
	} catch {
		return false;
	}
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(lang: Lang, timeZone: string, withTime: boolean) {
	const k = `${lang}|${timeZone}|${withTime}`;
	let f = dateFormats.get(k);
	if (!f) {
		const zone = isTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE;
		f = new Intl.DateTimeFormat(
			LOCALE[lang],
			withTime ? { dateStyle: "long", timeStyle: "short", timeZone: zone } : { dateStyle: "long", timeZone: zone },
		);
		if (dateFormats.size > 200) dateFormats.clear();
		dateFormats.set(k, f);
	}
	return f;
}

/** A day for people ("17 Agustus 2025", "August 17, 2025") on the workspace's clock; empty for null. */
export const formatDate = (ms: number | null, lang: Lang, timeZone = DEFAULT_TIME_ZONE): string =>
	ms == null ? "" : dateFormat(lang, timeZone, false).format(new Date(ms));

/** A moment for people ("17 Agustus 2025 pukul 14.05", "August 17, 2025 at 2:05 PM") on the workspace's clock. */
export const formatDateTime = (ms: number | null, lang: Lang, timeZone = DEFAULT_TIME_ZONE): string =>
	ms == null ? "" : dateFormat(lang, timeZone, true).format(new Date(ms));

/** A window for people ("1–2 Desember", "December 1 – 2"; with the hours when `withTime`) on the workspace's clock. */
export function formatWindow(from: number, to: number, lang: Lang, withTime = false, timeZone = DEFAULT_TIME_ZONE) {
	const zone = isTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE;
	const f = new Intl.DateTimeFormat(LOCALE[lang], {
		day: "numeric",
		month: "long",
		...(withTime ? { hour: "numeric", minute: "2-digit" } : {}),
		timeZone: zone,
	});
	return from === to ? f.format(new Date(from)) : f.formatRange(new Date(from), new Date(to));
}
