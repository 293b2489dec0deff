import { afterAll, beforeAll, vi } from "vitest";
// A website in memory for the localization crawl, proxy and preview tests: absolute URL → page.
// Install with useFakeSite (the isolate's fetch for the file's tests); `hits` records every request.

export interface FakePage {
	status?: number;
	body?: string;
	type?: string;
	location?: string;
	/** A body of this many bytes, streamed (for the 2 MiB limit) */
	bytes?: number;
	/** The connection fails */
	fails?: boolean;
	/** Never answers (until the fetch is aborted) */
	hangs?: boolean;
}

export function fakeSite(pages: Record<string, FakePage | string> = {}) {
	const hits: string[] = [];
	async function fetch(input: RequestInfo | URL, init?: RequestInit) {
		const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url);
		hits.push(url.href);
		const found = pages[url.href];
		if (found === undefined) return new Response("Not Found", { status: 404 });
		const p: FakePage = typeof found === "string" ? { body: found } : found;
		if (p.fails) throw new TypeError("Network connection lost.");
		if (p.hangs)
			return new Promise<Response>((_, reject) =>
				init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "TimeoutError"))),
			);
		const headers: Record<string, string> = { "Content-Type": p.type ?? "text/html; charset=utf-8" };
		if (p.location) headers.Location = p.location;
		if (p.bytes) {
			let sent = 0;
			const chunk = new TextEncoder().encode(`<p>${"x".repeat(65_530)}</p>`);
			const stream = new ReadableStream<Uint8Array>({
				pull(c) {
					if (sent >= (p.bytes as number)) return c.close();
					sent += chunk.byteLength;
					c.enqueue(chunk);
				},
			});
			return new Response(stream, { status: p.status ?? 200, headers });
		}
		return new Response(p.body ?? "", { status: p.status ?? (p.location ? 302 : 200), headers });
	}
	return { fetch, hits, pages };
}

/** A fake site installed as the isolate's fetch for the file's tests (removed after them). */
export function useFakeSite(pages: Record<string, FakePage | string> = {}) {
	const site = fakeSite(pages);
	beforeAll(() => {
		vi.stubGlobal("fetch", vi.fn(site.fetch));
	});
	afterAll(() => {
		vi.unstubAllGlobals();
	});
	return site;
}

/** A page of `body` with links, as a site would serve it. */
export const html = (title: string, body: string, lang = "en") =>
	`<!doctype html><html lang="${lang}"><head><title>${title}</title><script>var t = "not text";</script></head><body>${body}</body></html>`;
