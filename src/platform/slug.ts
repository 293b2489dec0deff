/**
 * Slug derived from a name: ASCII-folded, lowercase, runs of anything else become one dash,
 * at most `maxLength` characters. Null when nothing is left (a name in a non-Latin script); the
 * caller picks a fallback.
 */
export function slugify(name: string, maxLength: number): string | null {
	const s = name
		.normalize("NFKD")
		.replace(/[\u0300-\u036f]/g, "")
		.toLowerCase()
		.replace(/[^a-z0-9]+/g, "-")
		.replace(/^-+|-+$/g, "")
		.slice(0, maxLength)
		.replace(/-+$/g, "");
	return s || null;
}
