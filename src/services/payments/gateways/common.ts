// What every gateway client shares: one error type whose kind tells the caller what to do, and a
// JSON request helper with a timeout and a test seam (`fetch`). Errors never carry the request (it
// holds the Authorization header) nor any credential.

export type GatewayKind = "gateway_a" | "gateway_b" | "gateway_c";

/**
 * invalid_credentials: upstream said 401/403 (do not retry; the adapter needs new credentials).
 * rejected: upstream refused this request (4xx) — retrying the same request will not help.
 * unavailable: network failure, timeout or 5xx/429 — safe to retry with the same idempotency key.
 * not_found: the upstream object does not exist.
 */
export type GatewayErrorKind = "invalid_credentials" | "rejected" | "unavailable" | "not_found";

export class GatewayError extends Error {
	constructor(
		readonly kind: GatewayErrorKind,
		message: string,
		readonly httpStatus: number | null = null,
		/** The gateway's own error code (e.g. INVALID_API_KEY, invalid_client). */
		readonly upstreamCode: string | null = null,
		readonly gateway: GatewayKind | null = null,
	) {
		super(message);
		this.name = "GatewayError";
	}
	get retryable() {
		return this.kind === "unavailable";
	}
	/** A network failure or timeout (no HTTP answer at all), as opposed to an answer we did not like. */
	get network() {
		return this.kind === "unavailable" && this.httpStatus == null;
	}
}

/** Failures that say something about the connection itself: they move the adapter to error. */
export const isConnectionFailure = (err: unknown): err is GatewayError =>
	err instanceof GatewayError && (err.kind === "invalid_credentials" || err.kind === "unavailable");

export interface GatewayOptions {
	fetch?: typeof fetch;
	baseUrl?: string;
	timeoutMs?: number;
	/** Called once for every failed call that says the connection is broken (see isConnectionFailure). */
	onFailure?: (err: GatewayError) => unknown;
}

export const DEFAULT_TIMEOUT_MS = 15_000;

export const defaultFetch: typeof fetch = (input, init) => fetch(input, init);

export interface RawAnswer {
	status: number;
	json: Record<string, unknown>;
}

/** Sends one request; returns the parsed answer whatever its status, or throws unavailable (network). */
export async function send(
	fetcher: typeof fetch,
	label: string,
	gateway: GatewayKind,
	url: string,
	init: { method: string; headers: Record<string, string>; body?: string; timeoutMs: number },
): Promise<RawAnswer> {
	let res: Response;
	try {
		res = await fetcher(url, {
			method: init.method,
			headers: init.headers,
			body: init.body,
			signal: AbortSignal.timeout(init.timeoutMs),
		});
	} catch (err) {
		const why = err instanceof Error ? err.name : "error";
		throw new GatewayError(
			"unavailable",
			`${label} could not be reached (network failure: ${why})`,
			null,
			null,
			gateway,
		);
	}
	const text = await res.text();
	let json: Record<string, unknown> = {};
	try {
		const parsed = text ? JSON.parse(text) : {};
		json = parsed && typeof parsed === "object" ? parsed : {};
	} catch {
		if (res.ok)
			throw new GatewayError(
				"unavailable",
				`${label} answered ${res.status} with a body that is not JSON`,
				res.status,
				null,
				gateway,
			);
	}
	return { status: res.status, json };
}

/** Maps a non-2xx status to the error kinds above. */
export function errorFor(
	label: string,
	gateway: GatewayKind,
	status: number,
	code: string | null,
	message: string,
): GatewayError {
	const m = message.slice(0, 300);
	if (status === 401 || status === 403)
		return new GatewayError("invalid_credentials", `${label} rejected the credentials: ${m}`, status, code, gateway);
	if (status === 404) return new GatewayError("not_found", `${label} has no such object: ${m}`, status, code, gateway);
	if (status === 429 || status >= 500)
		return new GatewayError("unavailable", `${label} is unavailable (HTTP ${status}): ${m}`, status, code, gateway);
	return new GatewayError(
		"rejected",
		`${label} rejected the request${code ? ` (${code})` : ""}: ${m}`,
		status,
		code,
		gateway,
	);
}

/** Minor units → the decimal string wallet networks want ("10.00"). Zero-decimal currencies as is. */
const ZERO_DECIMAL = new Set(["IDR", "JPY", "KRW", "VND", "HUF", "TWD"]);
export function decimalAmount(minor: number, currency: string): string {
	if (ZERO_DECIMAL.has(currency.toUpperCase())) return String(minor);
	const neg = minor < 0 ? "-" : "";
	const abs = Math.abs(minor);
	return `${neg}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/**
 * The inverse: a wallet network's decimal amount ("10.00", "150000.00") → minor units, or null when
 * it is not one exactly (no sign, no exponent, no fraction a minor unit cannot hold: "10.005" in a
 * two-decimal currency, "150000.50" in a zero-decimal one).
 */
export function minorAmount(decimal: string, currency: string): number | null {
	const m = /^(\d{1,15})(?:\.(\d{1,6}))?$/.exec(decimal.trim());
	if (!m) return null;
	const places = ZERO_DECIMAL.has(currency.toUpperCase()) ? 0 : 2;
	const frac = (m[2] ?? "").replace(/0+$/, "");
	if (frac.length > places) return null;
	return Number(m[1]) * 10 ** places + Number(frac.padEnd(places, "0") || 0);
}

export const str = (v: unknown): string | null =>
	typeof v === "string" ? v : typeof v === "number" ? String(v) : null;
