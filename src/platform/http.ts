// Outbound HTTP to external systems (DESIGN §1 "Outbound HTTP"): one request helper with a
// timeout and a test seam (`fetch`), and one mapping of upstream answers onto what the caller
// should do. Payments' gateways and marketing's channel providers build on it. Nothing here logs
// or keeps the request: it carries credentials in its headers.

export const DEFAULT_TIMEOUT_MS = 15_000;

export const defaultFetch: typeof fetch = (input, init) => fetch(input, init);

/**
 * invalid_credentials: upstream said 401/403 (retrying will not help; the credentials must change).
 * rejected: upstream refused this request (other 4xx).
 * unavailable: network failure, timeout, 429 or 5xx — safe to retry the same request.
 * not_found: the upstream object does not exist.
 */
export type UpstreamErrorKind = "invalid_credentials" | "rejected" | "unavailable" | "not_found";

export function kindForStatus(status: number): UpstreamErrorKind {
	if (status === 401 || status === 403) return "invalid_credentials";
	if (status === 404) return "not_found";
	if (status === 429 || status >= 500) return "unavailable";
	return "rejected";
}

export interface UpstreamAnswer {
	status: number;
	headers: Headers;
	text: string;
	/** The body parsed as a JSON object ({} when empty or not an object); null when it is not JSON at all. */
	json: Record<string, unknown> | null;
}

export interface UpstreamRequest {
	method: string;
	headers?: Record<string, string>;
	body?: string | Uint8Array;
	timeoutMs?: number;
}

/** Sends one request; resolves with the answer whatever its status, or null on a network failure or timeout. */
export async function requestUpstream(
	fetcher: typeof fetch,
	url: string,
	init: UpstreamRequest,
): Promise<UpstreamAnswer | { networkError: string }> {
	let res: Response;
	try {
		res = await fetcher(url, {
			method: init.method,
			headers: init.headers,
			body: init.body,
			redirect: "manual",
			signal: AbortSignal.timeout(init.timeoutMs ?? DEFAULT_TIMEOUT_MS),
		});
	} catch (err) {
		return { networkError: err instanceof Error ? err.name : "error" };
	}
	const text = await res.text();
	let json: Record<string, unknown> | null = null;
	try {
		const parsed = text ? JSON.parse(text) : {};
		json = parsed && typeof parsed === "object" && !Array.isArray(parsed) ? parsed : {};
	} catch {
		json = null;
	}
	return { status: res.status, headers: res.headers, text, json };
}
