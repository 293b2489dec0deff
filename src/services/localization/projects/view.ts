import type { LocaleRow, NamespaceRow, ProjectRow, StatusCount } from "./store";

const iso = (t: number) => new Date(t).toISOString();

export const projectView = (r: ProjectRow) => ({
	id: r.id,
	slug: r.slug,
	name: r.name,
	sourceLocale: r.sourceLocale,
	mode: r.mode,
	siteUrl: r.siteUrl,
	createdAt: iso(r.createdAt),
	updatedAt: iso(r.updatedAt),
});

export interface LocaleStats {
	keyCount: number;
	approved: number;
	machine: number;
	needsReview: number;
	missing: number;
}

/** Per-locale stats from the status counts: rejected (or no) translation counts as missing. */
export function statsByLocale(keyCount: number, counts: StatusCount[]) {
	const out = new Map<string, LocaleStats>();
	const of = (tag: string) => {
		let s = out.get(tag);
		if (!s) out.set(tag, (s = { keyCount, approved: 0, machine: 0, needsReview: 0, missing: keyCount }));
		return s;
	};
	for (const c of counts) {
		const s = of(c.locale);
		if (c.status === "approved") s.approved += c.n;
		else if (c.status === "machine") s.machine += c.n;
		else if (c.status === "needs_review") s.needsReview += c.n;
		else continue;
		s.missing -= c.n;
	}
	return { of };
}

/** A target locale: stored fallback null means the source locale, answered by its tag. */
export const localeView = (r: LocaleRow, sourceLocale: string, stats: LocaleStats) => ({
	tag: r.tag,
	fallback: r.fallback ?? sourceLocale,
	rtl: r.rtl === 1,
	enabled: r.enabled === 1,
	createdAt: iso(r.createdAt),
	updatedAt: iso(r.updatedAt),
	stats,
});

export const namespaceView = (r: NamespaceRow) => ({
	name: r.name,
	reviewPolicy: r.reviewPolicy,
	createdAt: iso(r.createdAt),
	updatedAt: iso(r.updatedAt),
});

export const releaseSummaryView = (r: {
	id: string;
	locale: string;
	contentHash: string;
	keyCount: number;
	createdBy: string | null;
	createdAt: number;
}) => ({ ...r, createdAt: iso(r.createdAt) });
