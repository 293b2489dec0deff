// A recording fetch stub for gateway client tests: nothing reaches the network.
export interface Seen {
	url: string;
	method: string;
	headers: Record<string, string>;
	body: string;
}

export function stubFetch(reply: (req: Seen, n: number) => Response | Error | Promise<Response | Error>) {
	const seen: Seen[] = [];
	const fn = (async (input: RequestInfo | URL, init?: RequestInit) => {
		const req: Seen = {
			url: String(input instanceof Request ? input.url : input),
			method: init?.method ?? "GET",
			headers: Object.fromEntries(new Headers(init?.headers).entries()),
			body: typeof init?.body === "string" ? init.body : "",
		};
		seen.push(req);
		const r = await reply(req, seen.length);
		if (r instanceof Error) throw r;
		return r;
	}) as typeof fetch;
	return { fetch: fn, seen };
}

export const networkDown = () => new TypeError("fetch failed");
