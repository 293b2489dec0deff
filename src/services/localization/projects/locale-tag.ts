// BCP-47 tags as the service stores them: canonical (Intl.getCanonicalLocales), so "EN-us" and
// "en-US" are one locale, and right-to-left by default when the tag's likely script is.
import { z } from "@hono/zod-openapi";

/** The canonical form of a BCP-47 tag, or null when it is not one. */
export function canonicalTag(tag: string): string | null {
	if (!tag || tag.length > 35) return null;
	try {
		return Intl.getCanonicalLocales(tag)[0] ?? null;
	} catch {
		return null;
	}
}

/** Scripts written right to left (Unicode script codes); a tag's script comes from likely subtags. */
const RTL_SCRIPTS = new Set(["Adlm", "Arab", "Hebr", "Mand", "Mend", "Nkoo", "Rohg", "Samr", "Syrc", "Thaa", "Yezi"]);

/** true for ar, he, fa, ur, ps, dv, yi, uz-Arab…; false for Latin, Cyrillic, CJK… tags. */
export function isRtl(tag: string): boolean {
	try {
		const script = new Intl.Locale(tag).maximize().script;
		return script ? RTL_SCRIPTS.has(script) : false;
	} catch {
		return false;
	}
}

/** A body field holding a BCP-47 tag, answered canonical; not one → 400 VALIDATION_ERROR naming the field. */
export const LocaleTag = z
	.string()
	.max(35)
	.transform((v, ctx) => {
		const tag = canonicalTag(v);
		if (tag) return tag;
		ctx.addIssue({ code: "custom", message: "must be a BCP-47 language tag (e.g. en, pt-BR, zh-Hant)" });
		return z.NEVER;
	})
	.openapi({ type: "string", example: "pt-BR", description: "BCP-47; stored canonical (Intl.getCanonicalLocales)" });
