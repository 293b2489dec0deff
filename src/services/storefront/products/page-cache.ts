// Rendered product pages, cached in two tiers: this isolate's memory (a few seconds: repeat views
// cost no I/O) in front of the Cache API (shared by the data centre, PAGE_MAX_AGE_S). One entry per
// page address and language (the price is formatted per Accept-Language). A page enters the Cache
// API on its second use (a view served from memory, or a second render), as CDNs admit on a
// minimum use count: one-off renders cost no cache write, and a re-render identical to what the
// Cache API holds is not written again. A PATCH or DELETE purges the product's page and the
// workspace index from both tiers, so the next view renders from D1; another isolate's memory copy
// lives at most MEMORY_TTL_MS, and other data centres' Cache API entries at most PAGE_MAX_AGE_S.
// A snapshot keeps its page UTF-8 encoded and gzipped once (issue 37): a hit for a client that takes
// gzip is the stored bytes with Content-Encoding: gzip (encodeBody "manual"), so no view encodes or
// compresses the same page again; others get the identity bytes.
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
	/** The body as sent: UTF-8, and gzipped with the headers that say so. */
	bytes: Uint8Array;
	hitHeaders: [string, string][];
	gzip: Uint8Array;
	gzipHitHeaders: [string, string][];
}
type Exec = Pick<ExecutionContext, "waitUntil">;
const memory = new Map<string, Snapshot>();
/** Cache API writes still in flight per key: a purge waits for them, so none lands after it. */
const writing = new Map<string, Promise<unknown>>();

export const cacheKey = (url: string, lang: PageLang) => `${url}?__lang=${lang}`;

/** Whether an Accept-Encoding header takes gzip (named, or `*`, without q=0). */
export function acceptsGzip(header: string | null | undefined): boolean {
	if (!header) return false;
	for (const part of header.split(",")) {
		const [coding, ...params] = part.trim().toLowerCase().split(";");
		if (coding !== "gzip" && coding !== "*") continue;
		const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
		return !q || Number(q.slice(2)) > 0;
	}
	return false;
}

const fromSnapshot = (s: Snapshot, gzip: boolean) =>
	gzip
		? new Response(s.gzip, { status: s.status, headers: s.gzipHitHeaders, encodeBody: "manual" })
		: new Response(s.bytes, { status: s.status, headers: s.hitHeaders });

/** What a hit carries besides the render's headers: a hit, varying on the encoding too. */
const hitHeadersOf = (headers: [string, string][], gzip: boolean): [string, string][] => {
	const vary = headers.find(([k]) => k === "vary")?.[1];
	return [
		...headers.filter(([k]) => k !== "x-cache" && k !== "vary" && k !== "content-encoding" && k !== "content-length"),
		["vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding"],
		...(gzip ? ([["content-encoding", "gzip"]] as [string, string][]) : []),
		["x-cache", "HIT"],
	];
};

async function gzipOf(bytes: Uint8Array): Promise<Uint8Array> {
	const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream("gzip"));
	return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** A snapshot of a page; encoded and compressed here, or taken from `same` when it holds this very body. */
async function snapshotOf(
	status: number,
	all: [string, string][],
	body: string,
	sharedAt: number | null,
	same?: Snapshot,
): Promise<Snapshot> {
	const headers = all.filter(([k]) => k !== "x-request-id" && k !== "age" && k !== "cf-cache-status");
	const reuse = same?.body === body ? same : undefined;
	const bytes = reuse?.bytes ?? new TextEncoder().encode(body);
	const gzip = reuse?.gzip ?? (await gzipOf(bytes));
	return {
		at: Date.now(),
		status,
		headers,
		body,
		sharedAt,
		bytes,
		hitHeaders: hitHeadersOf(headers, false),
		gzip,
		gzipHitHeaders: hitHeadersOf(headers, true),
	};
}

/**
 * The cached page, from memory or the Cache API, or null; gzipped when `acceptEncoding` takes it.
 * A memory hit not yet shared is shared now.
 */
export async function readPage(key: string, exec: Exec, acceptEncoding?: string | null): Promise<Response | null> {
	const m = memory.get(key);
	const gzip = acceptsGzip(acceptEncoding);
	if (m && Date.now() - m.at < MEMORY_TTL_MS) {
		if (m.sharedAt == null) share(key, m, exec);
		return fromSnapshot(m, gzip);
	}
	const hit = await caches.default.match(new Request(key));
	if (!hit) return null;
	const snap = await snapshotOf(hit.status, [...hit.headers], await hit.text(), Date.now(), m);
	remember(key, snap);
	return fromSnapshot(snap, gzip);
}

function share(key: string, snap: Snapshot, exec: Exec) {
	snap.sharedAt = Date.now();
	const put = caches.default
		.put(new Request(key), new Response(snap.bytes, { status: snap.status, headers: snap.headers }))
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
	const snap = await snapshotOf(res.status, [...res.headers], await res.clone().text(), null, prev);
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
