// Fetching a merchant's (or, for the public preview, anyone's) web page under the crawl rules of
// issue 24: http(s) only, the URL checked by the caller's rule at every hop (redirects are followed
// by hand, at most 5, each re-checked), 10 s for the whole fetch, at most 2 MiB read (the body is
// cancelled past it), HTML only. The answer says what went wrong in words a merchant can act on.
import { readCapped } from "../../../platform/body";

export const PAGE_TIMEOUT_MS = 10_000;
export const MAX_PAGE_BYTES = 2 * 1024 * 1024;
export const MAX_REDIRECTS = 5;
export const CRAWLER_UA = "PasarLocBot/1.0 (+https://pasar.example/bot)";

export type PageFailure =
	| { ok: false; kind: "invalid_url"; message: string }
	| { ok: false; kind: "fetch_failed"; message: string; status?: number }
	| { ok: false; kind: "not_html"; message: string };
export type PageAnswer = { ok: true; url: string; html: string } | PageFailure;

export interface FetchPageOptions {
	/** The URL rule every hop must pass: null when it may be fetched, else why not. */
	check: (url: URL) => string | null;
	fetcher?: typeof fetch;
	timeoutMs?: number;
	maxBytes?: number;
	/** Accept: text/plain for robots.txt; HTML pages by default. */
	accept?: "html" | "text";
}

const failed = (message: string, status?: number): PageFailure => ({
	ok: false,
	kind: "fetch_failed",
	message,
	status,
});

/** Reads at most `max` bytes of the body as UTF-8; null (and the body cancelled) past it. */
async function readText(body: ReadableStream<Uint8Array> | null, max: number): Promise<string | null> {
	if (!body) return "";
	const bytes = await readCapped(body, max);
	return bytes && new TextDecoder().decode(bytes);
}

const isHtml = (type: string | null) => !type || /^\s*(text\/html|application\/xhtml\+xml)\b/i.test(type);

/** One GET of `raw` by the rules above; follows redirects itself so every hop is checked. */
export async function fetchPage(raw: string, o: FetchPageOptions): Promise<PageAnswer> {
	const fetcher = o.fetcher ?? ((i: RequestInfo | URL, init?: RequestInit) => fetch(i, init));
	const signal = AbortSignal.timeout(o.timeoutMs ?? PAGE_TIMEOUT_MS);
	let url: URL;
	try {
		url = new URL(raw);
	} catch {
		return { ok: false, kind: "invalid_url", message: "not a valid absolute URL" };
	}
	for (let hop = 0; ; hop++) {
		const refused = url.protocol === "http:" || url.protocol === "https:" ? o.check(url) : "must use http or https";
		if (refused)
			return { ok: false, kind: "invalid_url", message: hop ? `redirected to ${url.href}: ${refused}` : refused };
		let res: Response;
		try {
			res = await fetcher(url.href, {
				redirect: "manual",
				signal,
				headers: {
					"User-Agent": CRAWLER_UA,
					Accept: o.accept === "text" ? "text/plain" : "text/html,application/xhtml+xml;q=0.9",
				},
			});
		} catch (err) {
			const timedOut = signal.aborted || (err as Error)?.name === "TimeoutError";
			return failed(timedOut ? `no answer within ${(o.timeoutMs ?? PAGE_TIMEOUT_MS) / 1000} s` : "could not connect");
		}
		const location = res.headers.get("Location");
		if (res.status >= 300 && res.status < 400 && location) {
			await res.body?.cancel().catch(() => {});
			if (hop >= MAX_REDIRECTS) return failed(`more than ${MAX_REDIRECTS} redirects`);
			url = new URL(location, url);
			continue;
		}
		if (res.status < 200 || res.status >= 300) {
			await res.body?.cancel().catch(() => {});
			return failed(`the site answered ${res.status}`, res.status);
		}
		if (o.accept !== "text" && !isHtml(res.headers.get("Content-Type"))) {
			await res.body?.cancel().catch(() => {});
			return { ok: false, kind: "not_html", message: `not an HTML page (${res.headers.get("Content-Type")})` };
		}
		let text: string | null;
		try {
			text = await readText(res.body, o.maxBytes ?? MAX_PAGE_BYTES);
		} catch {
			return failed(signal.aborted ? "no answer within the time allowed" : "the connection broke while reading");
		}
		if (text == null)
			return failed(`the page is larger than ${Math.round((o.maxBytes ?? MAX_PAGE_BYTES) / 1048576)} MiB`);
		return { ok: true, url: url.href, html: text };
	}
}
