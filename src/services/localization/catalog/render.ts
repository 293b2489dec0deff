// The public catalogue's content (issue 23): a locale's latest release with its fallback chain
// flattened. A key missing from the locale's release comes from the next locale of the chain that
// has a release with it — enabled targets only (a disabled one is skipped, its content unpublished),
// ending at the source locale's latest release. Only releases are read, never drafts or live source
// text: so every input of the answer changes only with a release or a locale change, the two writes
// that purge the cache. (Release the source locale too: it is the last fallback.)
import type { Env } from "../../../env";
import { notFound } from "../context";
import { fallbackChain } from "../locales";
import { type Catalog, contentHash, flatten } from "../releases";
import { readCatalogInputs } from "./store";

export interface CatalogData {
	locale: string;
	sourceLocale: string;
	enabledLocales: string[];
	releaseId: string;
	catalog: Catalog;
}

/** The answer's data and its strong ETag (hex SHA-256 of the data's canonical JSON, quoted); 404s as ApiError. */
export async function renderCatalog(env: Env, projectId: string, locale: string) {
	const p = await readCatalogInputs(env, projectId, locale);
	if (!p) throw notFound("project");
	const targets = p.targets.map((t) => ({ tag: t.tag, fallback: t.fallback, enabled: t.enabled === 1 }));
	if (locale !== p.sourceLocale && !targets.find((t) => t.tag === locale)?.enabled)
		throw notFound(`enabled locale ${locale} in this project`);
	const chain = fallbackChain(locale, targets, p.sourceLocale);
	const byLocale = new Map(p.releases.map((r) => [r.locale, r]));
	const own = byLocale.get(locale);
	if (!own) throw notFound(`release of ${locale} (the catalogue serves released content only)`);
	const catalogs = chain.flatMap((tag) => {
		const r = byLocale.get(tag);
		return r ? [JSON.parse(r.catalog) as Catalog] : [];
	});
	const data: CatalogData = {
		locale,
		sourceLocale: p.sourceLocale,
		enabledLocales: [p.sourceLocale, ...p.targets.filter((t) => t.enabled === 1).map((t) => t.tag)],
		releaseId: own.id,
		catalog: flatten(catalogs),
	};
	return { data, etag: `"${await contentHash(data)}"` };
}
