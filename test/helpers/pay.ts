// Payments test helpers: mint keys through the admin API and sign requests exactly as the
// DESIGN §4 CONTRACT says (written independently of the server code, so tests check the contract).
import { admin, call, type Res } from "./http";

export interface PayKey {
	id: string;
	keyId: string;
	key: string;
	name: string;
	role: string;
	environment: "test" | "live";
	scopes: string[] | null;
	lastUsedAt: string | null;
	createdAt: string;
	revokedAt: string | null;
}

export interface MintOptions {
	environment?: "test" | "live";
	role?: string;
	scopes?: string[];
	name?: string;
}

/** POST /admin/v1/workspaces/{id}/credentials {service:"pay", ...} → the API key object plus key. */
export async function mintPayKey(workspaceId: string, opts: MintOptions = {}): Promise<PayKey> {
	const res = await admin("POST", `/v1/workspaces/${workspaceId}/credentials`, { service: "pay", ...opts });
	if (res.status !== 201) throw new Error(`pay key mint failed: ${res.status} ${res.text}`);
	return res.body.data;
}

const enc = new TextEncoder();
const hex = (buf: ArrayBuffer) => [...new Uint8Array(buf)].map((b) => b.toString(16).padStart(2, "0")).join("");

/** Hashes exactly the bytes sent: a string is sent as its UTF-8 encoding (a leading U+FEFF included). */
export const sha256Hex = async (s: string | Uint8Array) =>
	hex(await crypto.subtle.digest("SHA-256", typeof s === "string" ? enc.encode(s) : s));

export async function hmacHex(secret: string, data: string) {
	const k = await crypto.subtle.importKey("raw", enc.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
		"sign",
	]);
	return hex(await crypto.subtle.sign("HMAC", k, enc.encode(data)));
}

/**
 * The signing recipe: METHOD \n path-with-query (including the local /pay prefix) \n timestamp \n
 * hex(sha256(raw body bytes)) [\n Idempotency-Key]; with X-Pay-On-Behalf-Of it ends instead with
 * \n (Idempotency-Key or "") \n the target account id. Returns the Authorization header value.
 */
export async function signPay(
	key: { keyId: string; key: string },
	method: string,
	fullPath: string,
	rawBody: string | Uint8Array,
	timestamp: number | string,
	opts: { idempotencyKey?: string; scope?: string; onBehalfOf?: string } = {},
) {
	let sts = `${method.toUpperCase()}\n${fullPath}\n${timestamp}\n${await sha256Hex(rawBody)}`;
	if (opts.onBehalfOf !== undefined) sts += `\n${opts.idempotencyKey ?? ""}\n${opts.onBehalfOf}`;
	else if (opts.idempotencyKey !== undefined) sts += `\n${opts.idempotencyKey}`;
	return `Pay-HMAC-SHA256 keyId=${key.keyId}, scope=${opts.scope ?? "*"}, signature=${await hmacHex(key.key, sts)}`;
}

export interface PayCallOptions {
	body?: unknown;
	/** Raw body text, sent and signed as is (wins over body). */
	raw?: string;
	idempotencyKey?: string;
	/** X-Pay-On-Behalf-Of, sent and signed (to send it unsigned, put it in `headers`). */
	onBehalfOf?: string;
	/** Unix seconds; default now. */
	timestamp?: number;
	/** The scope= parameter; default "*". */
	scope?: string;
	/** Extra headers, applied last (they may override the signed ones to test tampering). */
	headers?: Record<string, string>;
}

/** Signs and sends `method /pay${path}` through the Worker entry point. `path` includes the query string. */
export async function payCall<T = any>(
	key: { keyId: string; key: string },
	method: string,
	path: string,
	opts: PayCallOptions = {},
): Promise<Res<T>> {
	const raw = opts.raw ?? (opts.body !== undefined ? JSON.stringify(opts.body) : "");
	const timestamp = opts.timestamp ?? Math.floor(Date.now() / 1000);
	const fullPath = `/pay${path}`;
	const headers: Record<string, string> = {
		Authorization: await signPay(key, method, fullPath, raw, timestamp, {
			idempotencyKey: opts.idempotencyKey,
			scope: opts.scope,
			onBehalfOf: opts.onBehalfOf,
		}),
		"X-Pay-Timestamp": String(timestamp),
	};
	if (raw) headers["Content-Type"] = "application/json";
	if (opts.idempotencyKey !== undefined) headers["Idempotency-Key"] = opts.idempotencyKey;
	if (opts.onBehalfOf !== undefined) headers["X-Pay-On-Behalf-Of"] = opts.onBehalfOf;
	Object.assign(headers, opts.headers ?? {});
	return call<T>(method, fullPath, { raw: raw === "" ? undefined : raw, headers });
}

/**
 * Polls until `check` passes or `ms` elapses (lastUsedAt, revocation reach and other "within seconds" rules).
 * 15 s: queue deliveries on a loaded 2-core CI machine running four test files at once took over 8 s.
 */
export async function eventually<T>(
	fn: () => Promise<T>,
	check: (v: T) => boolean,
	ms = 15_000,
	every = 100,
): Promise<T> {
	const until = Date.now() + ms;
	let last = await fn();
	while (!check(last) && Date.now() < until) {
		await new Promise((r) => setTimeout(r, every));
		last = await fn();
	}
	return last;
}
