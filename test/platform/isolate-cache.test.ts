import { afterEach, describe, expect, it, vi } from "vitest";
import { isolateCache } from "../../src/platform/isolate-cache";

describe("isolateCache", () => {
	afterEach(() => vi.useRealTimers());

	it("loads once per TTL, again after it, and remembers a null (an unknown key stays off storage too)", async () => {
		vi.useFakeTimers({ now: 1_000_000 });
		const cache = isolateCache<string | null>(5_000);
		const load = vi.fn(async () => null);
		expect(await cache.get("k", load)).toBeNull();
		expect(await cache.get("k", load)).toBeNull();
		expect(load).toHaveBeenCalledTimes(1);
		vi.setSystemTime(1_004_999);
		await cache.get("k", load);
		expect(load).toHaveBeenCalledTimes(1);
		vi.setSystemTime(1_005_000);
		await cache.get("k", load);
		expect(load).toHaveBeenCalledTimes(2);
	});

	it("forgets one key, or every entry whose value matches (a revoked key found by its id)", async () => {
		const cache = isolateCache<{ id: string }>(60_000);
		await cache.get("hash-a", async () => ({ id: "key_a" }));
		await cache.get("hash-b", async () => ({ id: "key_b" }));
		cache.forgetWhere((v) => v.id === "key_a");
		const reload = vi.fn(async () => ({ id: "fresh" }));
		expect(await cache.get("hash-a", reload)).toEqual({ id: "fresh" });
		expect(await cache.get("hash-b", reload)).toEqual({ id: "key_b" });
		cache.forget("hash-b");
		expect(await cache.get("hash-b", reload)).toEqual({ id: "fresh" });
		expect(reload).toHaveBeenCalledTimes(2);
	});

	it("stays bounded: past max entries it starts over", async () => {
		const cache = isolateCache<number>(60_000, 3);
		for (let i = 0; i < 4; i++) await cache.get(`k${i}`, async () => i);
		const load = vi.fn(async () => -1);
		expect(await cache.get("k3", load)).toBe(3);
		expect(await cache.get("k0", load)).toBe(-1);
	});
});
