// The badge cache's tiers (isolate memory, then the Cache API) and its purge: a purge makes the next
// request in this isolate render afresh, and a render that started before a purge is never stored
// after it. The router answers a cached badge before the CI app (the module's edge).
import { afterEach, describe, expect, it } from "vitest";
import { badgeGeneration, cachedBadge, purgeBadge, storeBadge } from "../../src/services/pipeline/badges/cache";
import { badgeEdge } from "../../src/services/pipeline/badges/routes";

const token = () => `tok${crypto.randomUUID().replaceAll("-", "").slice(0, 20)}`;
const used: string[] = [];
const fresh = () => {
	const t = token();
	used.push(t);
	return t;
};
afterEach(async () => {
	for (const t of used.splice(0)) await purgeBadge(t);
});

describe("CI badge cache", () => {
	it("stores, answers from memory and the Cache API, and forgets on purge", async () => {
		const t = fresh();
		expect(await cachedBadge(t)).toBeNull();
		await storeBadge(t, "<svg>passed</svg>");
		const hit = await cachedBadge(t);
		expect(hit?.status).toBe(200);
		expect(hit?.headers.get("Content-Type")).toBe("image/svg+xml; charset=utf-8");
		expect(hit?.headers.get("Cache-Control")).toBe("public, max-age=30");
		expect(await hit?.text()).toBe("<svg>passed</svg>");
		await purgeBadge(t);
		expect(await cachedBadge(t)).toBeNull();
		// Nothing is left in the Cache API either.
		const key = new Request(`https://ci-badges.pasar.internal/${encodeURIComponent(t)}`);
		expect(await caches.default.match(key)).toBeUndefined();
	});

	it("a render that began before a purge is not stored after it", async () => {
		const t = fresh();
		const generation = badgeGeneration(t);
		await purgeBadge(t); // a pipeline changed while the old status was being rendered
		await storeBadge(t, "<svg>stale</svg>", generation);
		expect(await cachedBadge(t)).toBeNull();
		await storeBadge(t, "<svg>fresh</svg>", badgeGeneration(t));
		expect(await (await cachedBadge(t))?.text()).toBe("<svg>fresh</svg>");
	});

	it("the edge answers only cached badges of GET requests at the badge path", async () => {
		const t = fresh();
		const path = `/api/v1/public/badges/${t}/pipeline.svg`;
		const get = new Request(`http://127.0.0.1:8787/ci${path}`);
		expect(await badgeEdge(get, path)).toBeNull();
		await storeBadge(t, "<svg>pending</svg>");
		expect(await (await badgeEdge(get, path))?.text()).toBe("<svg>pending</svg>");
		expect(await badgeEdge(new Request(get, { method: "POST" }), path)).toBeNull();
		expect(await badgeEdge(get, `/api/v1/projects/${t}/pipeline.svg`)).toBeNull();
		expect(await badgeEdge(get, "/api/v1/public/badges/%E0%A4%A/pipeline.svg")).toBeNull();
	});
});
