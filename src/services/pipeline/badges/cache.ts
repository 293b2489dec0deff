// The badge cache (issue 21), keyed by badge token, in two tiers: this isolate's memory (a few
// seconds), then the Cache API (BADGE_MAX_AGE_S). A cached badge costs one map or cache lookup and no
// D1 read, and is answered before the CI app runs (badgeEdge in routes.ts). Any change of a
// default-branch pipeline's status purges it — memory and Cache API — so the next request in this
// isolate renders it afresh; a render that started before a purge is never stored after it (the
// token's generation moved). The Cache API is per data centre: a purge reaches the one it runs in;
// other data centres' copies live at most BADGE_MAX_AGE_S (the badge's own max-age), other
// isolates' memory copies at most MEMORY_TTL_MS.
export const BADGE_MAX_AGE_S = 30;
const MEMORY_TTL_MS = 5_000;
const MEMORY_MAX = 1_000;

const keyOf = (badgeToken: string) => new Request(`https://ci-badges.pasar.internal/${encodeURIComponent(badgeToken)}`);

export const badgeHeaders = {
	"Content-Type": "image/svg+xml; charset=utf-8",
	"Cache-Control": `public, max-age=${BADGE_MAX_AGE_S}`,
};

/** token → svg and when this isolate stops trusting it (insertion order ≈ age, for eviction). */
const memory = new Map<string, { svg: string; until: number }>();
/** token → purges seen in this isolate, so a render overtaken by a purge is not stored. */
const generations = new Map<string, number>();

function remember(badgeToken: string, svg: string) {
	memory.delete(badgeToken);
	memory.set(badgeToken, { svg, until: Date.now() + MEMORY_TTL_MS });
	if (memory.size > MEMORY_MAX) memory.delete(memory.keys().next().value as string);
}

const answer = (svg: string) => new Response(svg, { status: 200, headers: badgeHeaders });

/** The cached badge, or null: memory first, then the Cache API (which refills memory). */
export async function cachedBadge(badgeToken: string): Promise<Response | null> {
	const m = memory.get(badgeToken);
	if (m && m.until > Date.now()) return answer(m.svg);
	if (m) memory.delete(badgeToken);
	const gen = badgeGeneration(badgeToken);
	const hit = await caches.default.match(keyOf(badgeToken));
	if (!hit) return null;
	const svg = await hit.text();
	if (badgeGeneration(badgeToken) === gen) remember(badgeToken, svg);
	return answer(svg);
}

/** Read before rendering; storeBadge skips the store when a purge came in between. */
export const badgeGeneration = (badgeToken: string) => generations.get(badgeToken) ?? 0;

export async function storeBadge(badgeToken: string, svg: string, generation = badgeGeneration(badgeToken)) {
	if (badgeGeneration(badgeToken) !== generation) return;
	remember(badgeToken, svg);
	await caches.default.put(keyOf(badgeToken), answer(svg)).catch(() => undefined);
	// A purge while the put was under way: take the entry back out.
	if (badgeGeneration(badgeToken) !== generation) await caches.default.delete(keyOf(badgeToken)).catch(() => false);
}

/** Forgets the badge; a failed Cache API delete is harmless (the entry expires within BADGE_MAX_AGE_S). */
export async function purgeBadge(badgeToken: string) {
	generations.set(badgeToken, badgeGeneration(badgeToken) + 1);
	if (generations.size > MEMORY_MAX * 10) generations.delete(generations.keys().next().value as string);
	memory.delete(badgeToken);
	return caches.default.delete(keyOf(badgeToken)).catch(() => false);
}
