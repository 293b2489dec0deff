// Fallback chains (pure). A target locale falls back to the source (stored null) or to another
// target; the chain a catalogue is flattened along must end at the source and never loop.

export interface FallbackEdge {
	tag: string;
	/** Another target's tag, or null for the source locale */
	fallback: string | null;
	/** false or 0: a disabled target, skipped by the chain (its own fallback followed); default enabled */
	enabled?: boolean | number;
}

/**
 * The locales tried for `tag`, in order: the tag itself, its fallbacks, then the source. A disabled
 * target on the way is skipped (its content is not published) but its own fallback is followed. A
 * fallback that is unknown, or already in the chain (a cycle the store should never hold), ends the
 * walk at the source, so the answer is finite, duplicate-free and always ends with `source`.
 */
export function fallbackChain(tag: string, locales: readonly FallbackEdge[], source: string): string[] {
	if (tag === source) return [source];
	const byTag = new Map(locales.map((l) => [l.tag, l]));
	const chain = [tag];
	const seen = new Set(chain);
	for (let at = byTag.get(tag)?.fallback; at != null && at !== source && !seen.has(at); ) {
		const edge = byTag.get(at);
		if (!edge) break;
		seen.add(at);
		if (edge.enabled !== false && edge.enabled !== 0) chain.push(at);
		at = edge.fallback;
	}
	chain.push(source);
	return chain;
}

/** Would `tag` falling back to `fallback` (null: the source) close a loop through the other targets? */
export function closesCycle(tag: string, fallback: string | null, locales: readonly FallbackEdge[]): boolean {
	const next = new Map(locales.map((l) => [l.tag, l.fallback]));
	const seen = new Set<string>();
	for (let at = fallback; at != null && !seen.has(at); at = next.get(at) ?? null) {
		if (at === tag) return true;
		seen.add(at);
	}
	return false;
}
