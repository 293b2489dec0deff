// GET /projects/{id}/check (issue 23), pure: what would go wrong if the project shipped now.
//
// Errors (ok is false with any): missing_key — a live key with nothing shippable in an enabled target
// (no translation, rejected, or not yet approved in a gated namespace); placeholder_mismatch — a stored
// (not rejected) translation that fails the ICU gate against the key's current source. Warnings:
// length_overflow — a message (source or translation) longer than the key's maxLength in display
// length; glossary_violation — a glossary term of the source whose required rendering the value lacks;
// unreviewed — a machine or needs_review value.
import { TYPE } from "@formatjs/icu-messageformat-parser";
import { displayLength, gate, type Placeholder, parseIcu, walk } from "../icu";
import { type Policies, ships } from "./domain";
import type { KeyInput, TranslationInput } from "./store";

export interface CheckEntry {
	type: string;
	key: string;
	locale: string;
	message: string;
}

export interface CheckInput {
	sourceLocale: string;
	/** Enabled target locales (the source is checked for length only). */
	locales: string[];
	keys: KeyInput[];
	translations: TranslationInput[];
	policies: Policies;
	/** The glossary's complaints about `value` as a translation of `source` into `locale` (one message each). */
	glossary: (source: string, value: string, locale: string) => string[];
}

/** A message's literal text (what readers see of it; argument names and keys are not words of it). */
function literalText(message: string): string {
	const parsed = parseIcu(message);
	if (!parsed.ok) return message;
	const parts: string[] = [];
	for (const el of walk(parsed.ast)) if (el.type === TYPE.literal) parts.push(el.value);
	return parts.join(" ");
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** `term` as a whole word (letters and digits do not continue it), any case. */
const wordOf = (term: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escapeRe(term)}(?![\\p{L}\\p{N}])`, "iu");

/**
 * The glossary terms found in the source whose rendering the value lacks (any case): the term's
 * translation, or the term itself when it is not to be translated (translation null).
 */
export function glossaryMisses(
	terms: Array<{ term: string; translation: string | null }>,
	source: string,
	value: string,
): string[] {
	if (!terms.length) return [];
	const src = literalText(source);
	const val = literalText(value).toLocaleLowerCase();
	const out: string[] = [];
	for (const t of terms) {
		if (!wordOf(t.term).test(src)) continue;
		const rendering = t.translation ?? t.term;
		if (val.includes(rendering.toLocaleLowerCase())) continue;
		out.push(
			t.translation === null
				? `"${t.term}" is not to be translated, but the value lacks it`
				: `"${t.term}" should read "${t.translation}", which the value lacks`,
		);
	}
	return out;
}

const overLength = (text: string, maxLength: number | null) => {
	if (maxLength == null) return null;
	const parsed = parseIcu(text);
	if (!parsed.ok) return null;
	const length = displayLength(parsed.ast);
	return length > maxLength ? length : null;
};

export function checkProject(input: CheckInput) {
	const errors: CheckEntry[] = [];
	const warnings: CheckEntry[] = [];
	const byKeyLocale = new Map(input.translations.map((t) => [`${t.keyId}\n${t.locale}`, t]));
	for (const k of input.keys) {
		if (k.archivedAt != null) continue;
		const key = `${k.namespace}:${k.name}`;
		const entry = (type: string, locale: string, message: string) => ({ type, key, locale, message });
		const sourceOver = overLength(k.sourceText, k.maxLength);
		if (sourceOver != null)
			warnings.push(
				entry("length_overflow", input.sourceLocale, `The source is ${sourceOver} long; maxLength is ${k.maxLength}`),
			);
		const placeholders = JSON.parse(k.placeholders) as Placeholder[];
		for (const locale of input.locales) {
			const t = byKeyLocale.get(`${k.id}\n${locale}`);
			if (!t || !ships(t, input.policies[k.namespace])) {
				const why = !t
					? "no translation"
					: t.status === "rejected"
						? "a rejected translation"
						: `a ${t.status} value in a gated namespace`;
				errors.push(entry("missing_key", locale, `Nothing shippable in ${locale}: ${why}`));
			}
			if (!t || t.status === "rejected") continue;
			const g = gate(placeholders, t.value, locale);
			if (!g.ok) errors.push(entry("placeholder_mismatch", locale, g.message));
			else if (k.maxLength != null) {
				const length = displayLength(g.ast);
				if (length > k.maxLength)
					warnings.push(entry("length_overflow", locale, `The value is ${length} long; maxLength is ${k.maxLength}`));
			}
			for (const message of input.glossary(k.sourceText, t.value, locale))
				warnings.push(entry("glossary_violation", locale, message));
			if (t.status === "machine" || t.status === "needs_review")
				warnings.push(entry("unreviewed", locale, `The ${t.status} value is not approved yet`));
		}
	}
	const byType: Record<string, number> = {};
	for (const e of [...errors, ...warnings]) byType[e.type] = (byType[e.type] ?? 0) + 1;
	const stats = {
		keys: input.keys.filter((k) => k.archivedAt == null).length,
		locales: input.locales.length,
		errors: errors.length,
		warnings: warnings.length,
		byType,
	};
	return { ok: errors.length === 0, errors, warnings, stats };
}
