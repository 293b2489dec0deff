// A per-isolate memo with a time-to-live: what a hot auth path reads on every request (a key row,
// a workspace's plan) is read from storage at most once per TTL per isolate. A change made through
// this isolate is forgotten at once (`forget`); other isolates see it within the TTL. The map is
// bounded: past `max` entries it starts over rather than evicting one by one.
export interface IsolateCache<T> {
	/** The value for `key`, loaded (and remembered) when missing or older than the TTL. */
	get(key: string, load: () => Promise<T>): Promise<T>;
	forget(key: string): void;
	/** Drops the entries whose value matches (a revoked key by its id, not by its hash). */
	forgetWhere(match: (value: T) => boolean): void;
	clear(): void;
}

export function isolateCache<T>(ttlMs: number, max = 10_000): IsolateCache<T> {
	const entries = new Map<string, { at: number; value: T }>();
	return {
		async get(key, load) {
			const hit = entries.get(key);
			if (hit && Date.now() - hit.at < ttlMs) return hit.value;
			const value = await load();
			if (entries.size >= max) entries.clear();
			entries.set(key, { at: Date.now(), value });
			return value;
		},
		forget: (key) => void entries.delete(key),
		forgetWhere(match) {
			for (const [key, e] of entries) if (match(e.value)) entries.delete(key);
		},
		clear: () => entries.clear(),
	};
}
