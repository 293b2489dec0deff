// Rendered product pages, cached in two tiers: this isolate's memory (a few seconds: repeat views
// cost no I/O) in front of the Cache API (shared by the data centre, PAGE_MAX_AGE_S). One entry per
// page address and language (the price is formatted per Accept-Language). A page enters the Cache
// API on its second use (a view served from memory, or a second render), as CDNs admit on a
// minimum use count: one-off renders cost no cache write, and a re-render identical to what the
// Cache API holds is not written again. A PATCH or DELETE purges the product's page and the
// workspace index from both tiers, so the next view renders from D1; another isolate's memory copy
// lives at most MEMORY_TTL_MS, and other data centres' Cache API entries at most PAGE_MAX_AGE_S.
import { workspaceSlug } from "../../admin/public";
import type { StoreCtx, StoreScope } from "../context";

export const PAGE_LANGS = ["id", "en"] as const;
export type PageLang = (typeof PAGE_LANGS)[number];
export const PAGE_MAX_AGE_S = 60;
export const MEMORY_TTL_MS = 3_000;
const MEMORY_MAX = 500;

interface Snapshot {
	at: number;
	status: number;
	headers: [string, string][];
	body: string;
	/** When this body was written to the Cache API (null: memory only so far). */
	sharedAt: number | null;
	hitHeaders: [string, string][];
}
type Exec = Pick<ExecutionContext, "waitUntil">;
const memory = new Map<string, Snapshot>();
/** Cache API writes still in flight per key: a purge waits for them, so none lands after it. */
const writing = new Map<string, Promise<unknown>>();

export const cacheKey = (url: string, lang: PageLang) => `${url}?__lang=${lang}`;

const fromSnapshot = (s: Snapshot) => new Response(s.body, { status: s.status, headers: s.hitHeaders });

/** The headers a cached answer carries: the render's, marked as a hit. */
const hitHeadersOf = (headers: [string, string][]): [string, string][] => [
	...headers.filter(([k]) => k !== "x-cache"),
	["x-cache", "HIT"],
];

function snapshotOf(status: number, all: [string, string][], body: string, sharedAt: number | null): Snapshot {
	const headers = all.filter(([k]) => k !== "x-request-id");
	return { at: Date.now(), status, headers, hitHeaders: hitHeadersOf(headers), body, sharedAt };
}

/** The cached page, from memory or the Cache API, or null. A memory hit not yet shared is shared now. */
export async function readPage(key: string, exec: Exec): Promise<Response | null> {
	const m = memory.get(key);
	if (m && Date.now() - m.at < MEMORY_TTL_MS) {
		if (m.sharedAt == null) share(key, m, exec);
		return fromSnapshot(m);
	}
	const hit = await caches.default.match(new Request(key));
	if (!hit) return null;
	const now = Date.now();
	const snap = snapshotOf(hit.status, [...hit.headers], await hit.text(), now);
	remember(key, snap);
	return fromSnapshot(snap);
}

function share(key: string, snap: Snapshot, exec: Exec) {
	snap.sharedAt = Date.now();
	const put = caches.default
		.put(new Request(key), new Response(snap.body, { status: snap.status, headers: snap.headers }))
		.catch(() => undefined)
		.finally(() => {
			if (writing.get(key) === put) writing.delete(key);
		});
	writing.set(key, put);
	exec.waitUntil(put);
}

function remember(key: string, snap: Snapshot) {
	if (memory.size >= MEMORY_MAX) memory.delete(memory.keys().next().value as string);
	memory.set(key, snap);
}

/** Keeps a freshly rendered page in memory; shared with the Cache API on its second use. */
export async function storePage(key: string, res: Response, exec: Exec) {
	const prev = memory.get(key);
	const now = Date.now();
	const snap = snapshotOf(res.status, [...res.headers], await res.clone().text(), null);
	const sameShared =
		prev?.sharedAt != null && prev.body === snap.body && now - prev.sharedAt < (PAGE_MAX_AGE_S * 1000) / 2;
	if (sameShared) snap.sharedAt = prev.sharedAt;
	remember(key, snap);
	if (prev && !sameShared) share(key, snap, exec);
}

export async function purgeProductPage(ctx: StoreCtx, s: StoreScope, productSlug: string) {
	const ws = await workspaceSlug(ctx.env, s.workspaceId);
	if (!ctx.pagesBase || !ws) return;
	const pages = [`${ctx.pagesBase}/${ws}/p/${productSlug}`, `${ctx.pagesBase}/${ws}`];
	const keys = pages.flatMap((u) => PAGE_LANGS.map((l) => cacheKey(u, l)));
	for (const k of keys) memory.delete(k);
	await Promise.all(keys.map((k) => writing.get(k)));
	await Promise.all(keys.map((k) => caches.default.delete(new Request(k))));
}
