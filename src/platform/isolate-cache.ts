// A per-isolate memo with a time-to-live: what a hot auth path reads on every request (a key row,
// a workspace's plan) is read from storage at most once per TTL per isolate. A change made through
// this isolate is forgotten at once (`forget`) or written through (`set`); other isolates see it
// within the TTL. The map is bounded: past `max` entries it starts over rather than evicting one by one.
//
// With `refreshAfterMs` the cache refreshes ahead (issue 27): a hit older than that still answers at
// once, and `refresh` (a loader on the background env, see roundtrips.ts) reloads the entry after the
// answer (waitUntil), so under steady traffic the request path never waits for storage and an entry
// is at most about `refreshAfterMs` stale; the TTL stays the hard bound for an idle entry.
import { inBackground } from "./background";

export interface IsolateCache<T> {
	/**
	 * The value for `key`, loaded (and remembered) when missing or older than the TTL. A hit older than
	 * `refreshAfterMs` is answered and reloaded in the background with `refresh` when one is given.
	 */
	get(key: string, load: () => Promise<T>, refresh?: () => Promise<T>): Promise<T>;
	/** The cached value while within the TTL, without loading. */
	peek(key: string): T | undefined;
	/** Writes a value through (a change this isolate made). */
	set(key: string, value: T): void;
	forget(key: string): void;
	/** Drops the entries whose value matches (a revoked key by its id, not by its hash). */
	forgetWhere(match: (value: T) => boolean): void;
	clear(): void;
}

export function isolateCache<T>(ttlMs: number, max = 10_000, opts: { refreshAfterMs?: number } = {}): IsolateCache<T> {
	const entries = new Map<string, { at: number; value: T; refreshing?: boolean }>();
	const put = (key: string, value: T) => {
		if (entries.size >= max && !entries.has(key)) entries.clear();
		entries.set(key, { at: Date.now(), value });
	};
	return {
		async get(key, load, refresh) {
			const hit = entries.get(key);
			const age = hit ? Date.now() - hit.at : Number.POSITIVE_INFINITY;
			if (hit && age < ttlMs) {
				if (refresh && opts.refreshAfterMs !== undefined && age >= opts.refreshAfterMs && !hit.refreshing) {
					hit.refreshing = true;
					inBackground(
						refresh().then(
							(value) => {
								// Only if nothing newer (a forget, a write-through) replaced the entry meanwhile.
								if (entries.get(key) === hit) put(key, value);
							},
							() => {
								hit.refreshing = false;
							},
						),
					);
				}
				return hit.value;
			}
			const value = await load();
			put(key, value);
			return value;
		},
		peek(key) {
			const hit = entries.get(key);
			return hit && Date.now() - hit.at < ttlMs ? hit.value : undefined;
		},
		set: put,
		forget: (key) => void entries.delete(key),
		forgetWhere(match) {
			for (const [key, e] of entries) if (match(e.value)) entries.delete(key);
		},
		clear: () => entries.clear(),
	};
}
