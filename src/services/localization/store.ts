// Localization base store (every feature may import it): the public catalogue's cache and its purge.
//
// It lives here, below every feature, because what a catalogue holds changes with writes of features
// that come before `catalog` in the layout order (a release, any locale change: fallback, enabled, a
// new target changes enabledLocales): those call purgeCatalog(env, projectId) after their write, and
// the catalog feature reads and fills the cache through catalogCache.
//
// Two tiers, keyed by project and canonical locale tag: this isolate's memory (MEMORY_TTL_MS: a
// repeat read costs one map lookup) in front of the Cache API (CACHE_TTL_S = the answer's s-maxage).
// A purge bumps the project's generation, forgets its memory entries and deletes the Cache API entry
// of every locale of the project (the source and every target, read from D1), so the next request in
// this data centre renders from D1. A render that began before a purge is never stored after it (its
// generation moved). Other isolates' memory copies live at most MEMORY_TTL_MS, other data centres'
// Cache API copies at most CACHE_TTL_S — what a CDN honouring s-maxage would keep anyway.
import type { Env } from "../../env";

export const CATALOG_MAX_AGE_S = 60;
export const CACHE_TTL_S = 300;
const MEMORY_TTL_MS = 5_000;
const MEMORY_MAX = 1_000;

/** A rendered catalogue answer: its JSON body and strong ETag (quoted). */
export interface CatalogEntry {
	body: string;
	etag: string;
}

const keyOf = (projectId: string, locale: string) => `${projectId}\n${locale}`;
const requestOf = (projectId: string, locale: string) =>
	new Request(`https://loc-catalog.pasar.internal/${encodeURIComponent(projectId)}/${encodeURIComponent(locale)}`);

/** until: when this isolate stops trusting it; storedAt: when this isolate put it in the Cache API (0: not). */
const memory = new Map<string, CatalogEntry & { until: number; storedAt: number }>();
/** projectId → purges seen in this isolate. */
const generations = new Map<string, number>();

function remember(projectId: string, locale: string, e: CatalogEntry, storedAt = 0) {
	const k = keyOf(projectId, locale);
	memory.delete(k);
	memory.set(k, { body: e.body, etag: e.etag, until: Date.now() + MEMORY_TTL_MS, storedAt });
	if (memory.size > MEMORY_MAX) memory.delete(memory.keys().next().value as string);
}

export const catalogCache = {
	/** Read before rendering; `write` skips the store when a purge came in between. */
	generation: (projectId: string) => generations.get(projectId) ?? 0,

	/** The memory tier alone: synchronous, for the hot path. */
	fromMemory(projectId: string, locale: string): CatalogEntry | null {
		const k = keyOf(projectId, locale);
		const m = memory.get(k);
		if (m && m.until > Date.now()) return m;
		if (m) memory.delete(k);
		return null;
	},

	/** Memory, then the Cache API (which refills memory); null on a miss. */
	async read(projectId: string, locale: string): Promise<CatalogEntry | null> {
		const m = catalogCache.fromMemory(projectId, locale);
		if (m) return m;
		const gen = catalogCache.generation(projectId);
		const hit = await caches.default.match(requestOf(projectId, locale)).catch(() => undefined);
		if (!hit) return null;
		const e = { body: await hit.text(), etag: hit.headers.get("ETag") ?? "" };
		if (!e.etag) return null;
		if (catalogCache.generation(projectId) === gen) remember(projectId, locale, e);
		return e;
	},

	async write(projectId: string, locale: string, e: CatalogEntry, generation: number) {
		if (catalogCache.generation(projectId) !== generation) return;
		const prev = memory.get(keyOf(projectId, locale));
		const now = Date.now();
		// A re-render (Cache-Control: no-cache) of what this isolate put in the Cache API a short while
		// ago (well inside its TTL) is not written again.
		if (prev?.etag === e.etag && now - prev.storedAt < (CACHE_TTL_S * 1000) / 2) {
			remember(projectId, locale, e, prev.storedAt);
			return;
		}
		remember(projectId, locale, e, now);
		const req = requestOf(projectId, locale);
		const stored = new Response(e.body, {
			headers: { "Content-Type": "application/json", ETag: e.etag, "Cache-Control": `max-age=${CACHE_TTL_S}` },
		});
		await caches.default.put(req, stored).catch(() => undefined);
		// A purge while the put was under way: take the entry back out.
		if (catalogCache.generation(projectId) !== generation) await caches.default.delete(req).catch(() => false);
	},
};

/**
 * Forgets every cached catalogue of the project in this isolate and this data centre. Call it after
 * a write that changes what a catalogue answers (a release; creating or changing a locale). A failed
 * Cache API delete is harmless: the entry expires within CACHE_TTL_S.
 */
export async function purgeCatalog(env: Env, projectId: string): Promise<void> {
	generations.set(projectId, catalogCache.generation(projectId) + 1);
	if (generations.size > MEMORY_MAX * 10) generations.delete(generations.keys().next().value as string);
	const prefix = keyOf(projectId, "");
	for (const k of [...memory.keys()]) if (k.startsWith(prefix)) memory.delete(k);
	const tags = await env.DB_LOC.prepare(
		"SELECT source_locale AS tag FROM projects WHERE id = ?1 UNION SELECT tag FROM locales WHERE project_id = ?1",
	)
		.bind(projectId)
		.all<{ tag: string }>();
	await Promise.all(tags.results.map((t) => caches.default.delete(requestOf(projectId, t.tag)).catch(() => false)));
}

/** DB_LOC as the workspace's shard resolved it: the webhook engine and the event statements write through it. */
export const locDb = (env: Env) => env.DB_LOC;
