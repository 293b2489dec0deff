// Pure naming rules of the secrets service (issue 9 "Validation").

/** Secret keys are environment-variable names, so `secrets run` can export every one of them. */
export const KEY_PATTERN = /^[A-Za-z_][A-Za-z0-9_]*$/;
export const MAX_KEY_LENGTH = 256;
/** 64 KiB, counted in UTF-8 bytes (what is stored and what a process environment receives). */
export const MAX_VALUE_BYTES = 64 * 1024;
export const MAX_NAME_LENGTH = 100;
export const MAX_SLUG_LENGTH = 60;

export const utf8Length = (s: string) => new TextEncoder().encode(s).length;

/**
 * Slug derived from a name: ASCII-folded, lowercase, runs of anything else become one dash,
 * at most 60 characters. Null when nothing is left (a name in a non-Latin script); the caller
 * then picks a fallback.
 */
export function slugify(name: string): string | null {
	const s = name
		.normalize("NFKD")
		.replace(/[\u0300-\u036f]/g, "")
		.toLowerCase()
		.replace(/[^a-z0-9]+/g, "-")
		.replace(/^-+|-+$/g, "")
		.slice(0, MAX_SLUG_LENGTH)
		.replace(/-+$/g, "");
	return s || null;
}
