// The badge in the Cache API (issue 21), keyed by badge token: a cached badge costs one cache
// lookup and no D1 read. Any change of a default-branch pipeline's status purges it, so the next
// request renders it afresh. The Cache API is per data centre: a purge reaches the one it runs in,
// and other data centres' copies live at most BADGE_MAX_AGE_S (the badge's own max-age).
export const BADGE_MAX_AGE_S = 30;

const keyOf = (badgeToken: string) => new Request(`https://ci-badges.pasar.internal/${encodeURIComponent(badgeToken)}`);

export const badgeHeaders = {
	"Content-Type": "image/svg+xml; charset=utf-8",
	"Cache-Control": `public, max-age=${BADGE_MAX_AGE_S}`,
};

export async function cachedBadge(badgeToken: string): Promise<Response | null> {
	const hit = await caches.default.match(keyOf(badgeToken));
	return hit ? new Response(hit.body, { status: 200, headers: badgeHeaders }) : null;
}

export const storeBadge = (badgeToken: string, svg: string) =>
	caches.default.put(keyOf(badgeToken), new Response(svg, { headers: badgeHeaders })).catch(() => undefined);

/** Forgets the badge; a failed delete is harmless (the entry expires within BADGE_MAX_AGE_S). */
export const purgeBadge = (badgeToken: string) => caches.default.delete(keyOf(badgeToken)).catch(() => false);
