// The placeholder-safety gate (issue 23, REFERENCE.md "Localization"), pure: may this translation ship
// beside this source? A value must parse, keep every argument and tag of the source with the same
// type (and invent none), give every plural and select an `other` branch, and use only plural
// categories the target language has (CLDR via Intl.PluralRules: `one` means nothing in `id`, so a
// `one` branch there is a translator's mistake copied from English, never selected at runtime).
import { TYPE } from "@formatjs/icu-messageformat-parser";
import { type Ast, parseIcu } from "./parse";
import { byName, type Placeholder, placeholderId, placeholders, walk } from "./placeholders";

export type GateResult =
	| { ok: true; ast: Ast; placeholders: Placeholder[] }
	| { ok: false; code: "syntax"; message: string }
	| { ok: false; code: "mismatch"; missing: Placeholder[]; extra: Placeholder[]; problems: string[]; message: string };

const categoryCache = new Map<string, readonly string[]>();

/** The CLDR plural categories of `locale` (cardinal for plural, ordinal for selectordinal). */
export function pluralCategories(locale: string, type: "cardinal" | "ordinal" = "cardinal"): readonly string[] {
	const key = `${type}:${locale}`;
	let found = categoryCache.get(key);
	if (!found) {
		found = new Intl.PluralRules(locale, { type }).resolvedOptions().pluralCategories;
		categoryCache.set(key, found);
	}
	return found;
}

/** How a placeholder reads in a message, for error messages: `{n, number}`, `{name}`, `<b>`. */
export const showPlaceholder = (p: Placeholder) =>
	p.type === "tag" ? `<${p.name}>` : p.type === "argument" ? `{${p.name}}` : `{${p.name}, ${p.type}}`;

/** Plurals and selects without `other` (what a source text must have as well as a translation). */
export function missingOther(ast: Ast): string[] {
	const out: string[] = [];
	for (const el of walk(ast)) {
		if ((el.type === TYPE.plural || el.type === TYPE.select) && !Object.hasOwn(el.options, "other")) {
			const kind = el.type === TYPE.select ? "select" : el.pluralType === "ordinal" ? "selectordinal" : "plural";
			out.push(`{${el.value}, ${kind}} has no other branch`);
		}
	}
	return out;
}

/** Plural branches keyed by a category the target lacks (`=N` exact keys are always fine). */
export function foreignCategories(ast: Ast, locale: string): string[] {
	const out: string[] = [];
	for (const el of walk(ast)) {
		if (el.type !== TYPE.plural) continue;
		const type = el.pluralType === "ordinal" ? "ordinal" : "cardinal";
		const allowed = pluralCategories(locale, type);
		const kind = type === "ordinal" ? "selectordinal" : "plural";
		for (const key of Object.keys(el.options)) {
			if (key.startsWith("=") || allowed.includes(key)) continue;
			out.push(`{${el.value}, ${kind}}: ${key} is not a ${type} plural category of ${locale} (${allowed.join(", ")})`);
		}
	}
	return out;
}

/** `source` minus `value` by (name, type). */
const minus = (a: Placeholder[], b: Placeholder[]) => {
	const ids = new Set(b.map(placeholderId));
	return a.filter((p) => !ids.has(placeholderId(p))).sort(byName);
};

/**
 * The gate: `value` against the source's placeholders for `targetLocale`. `syntax` when the value does
 * not parse; `mismatch` (missing, extra, and the plural/other problems) when it parses but could not
 * safely replace the source; else the parsed value, so callers need not parse it again.
 */
export function gate(sourcePlaceholders: Placeholder[], value: string, targetLocale: string): GateResult {
	const parsed = parseIcu(value);
	if (!parsed.ok) return { ok: false, code: "syntax", message: parsed.message };
	const found = placeholders(parsed.ast);
	const missing = minus(sourcePlaceholders, found);
	const extra = minus(found, sourcePlaceholders);
	const problems = [...missingOther(parsed.ast), ...foreignCategories(parsed.ast, targetLocale)];
	if (!missing.length && !extra.length && !problems.length) return { ok: true, ast: parsed.ast, placeholders: found };
	const parts = [
		missing.length ? `missing ${missing.map(showPlaceholder).join(", ")}` : "",
		extra.length ? `extra ${extra.map(showPlaceholder).join(", ")}` : "",
		...problems,
	].filter(Boolean);
	const message = `The translation does not keep the source's placeholders: ${parts.join("; ")}`;
	return { ok: false, code: "mismatch", missing, extra, problems, message };
}
