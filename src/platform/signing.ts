// HMAC request signing (DESIGN §4 CONTRACT), shared by the services that sign requests: payments
// (Pay-HMAC-SHA256 + X-Pay-Timestamp) and marketing partner calls (Mkt-HMAC-SHA256 + X-Mkt-Timestamp).
// Header parsing, the string to sign, the clock window, and the check of a request's signature.
import type { Context } from "hono";
import type { AppEnv } from "./context";
import { sha256Hex, timingSafeEqual } from "./crypto";
import { utf8 } from "./encoding";
import { ApiError } from "./errors";
import { isUlidId } from "./ids";

/** |now - timestamp| above this many seconds fails verification. */
export const MAX_SKEW_SECONDS = 300;

export interface ParsedAuthorization {
	keyId: string;
	scope: string;
	signature: string;
}

const PARAM = /^(keyId|scope|signature)=([^\s,=]+)$/;

/**
 * `<scheme> keyId=<keyId>, scope=<scope or *>, signature=<hex>`: the three parameters, each exactly
 * once, in any order, separated by commas with optional spaces. Anything else is null.
 */
export function parseSignedAuthorization(
	scheme: string,
	header: string | undefined | null,
): ParsedAuthorization | null {
	if (!header || header.length > 1024) return null;
	const space = header.indexOf(" ");
	if (space < 0 || header.slice(0, space) !== scheme) return null;
	const out: Partial<ParsedAuthorization> = {};
	for (const part of header.slice(space + 1).split(",")) {
		const m = part.trim().match(PARAM);
		if (!m) return null;
		const k = m[1] as keyof ParsedAuthorization;
		if (out[k] !== undefined) return null;
		out[k] = m[2];
	}
	if (!out.keyId || !out.scope || !out.signature) return null;
	if (!/^[0-9a-f]{64}$/.test(out.signature)) return null;
	return out as ParsedAuthorization;
}

/** Unix seconds as sent in the timestamp header; null when not a plain non-negative integer. */
export function parseTimestamp(raw: string | undefined | null): number | null {
	if (!raw || !/^\d{1,12}$/.test(raw)) return null;
	return Number(raw);
}

export const withinSkew = (timestamp: number, nowMs: number) => Math.abs(nowMs / 1000 - timestamp) <= MAX_SKEW_SECONDS;

/**
 * METHOD \n path(+query, as sent, with the local prefix) \n timestamp \n hex(sha256(raw body bytes))
 * [\n Idempotency-Key when that header is sent]. With an on-behalf-of header the string instead ends
 * \n (Idempotency-Key or "") \n target account id: the target is signed, so a captured admin
 * request cannot be replayed against another workspace, and the fixed line count keeps
 * "key, no target" and "no key, target" apart.
 */
export function stringToSign(
	method: string,
	pathAndQuery: string,
	timestamp: string,
	bodySha256Hex: string,
	idempotencyKey?: string | null,
	onBehalfOf?: string | null,
): string {
	const base = `${method.toUpperCase()}\n${pathAndQuery}\n${timestamp}\n${bodySha256Hex}`;
	if (onBehalfOf != null) return `${base}\n${idempotencyKey ?? ""}\n${onBehalfOf}`;
	return idempotencyKey == null ? base : `${base}\n${idempotencyKey}`;
}

/** sha256("") — the body hash of every GET, computed once. */
export const EMPTY_BODY_SHA256 = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";

/** Path and query of an absolute URL as the Worker received it (already normalised by URL parsing). */
export function pathAndQuery(url: string): string {
	const start = url.indexOf("/", url.indexOf("//") + 2);
	if (start < 0) return "/";
	const hash = url.indexOf("#", start);
	return hash < 0 ? url.slice(start) : url.slice(start, hash);
}

export function hexOf(buf: ArrayBuffer): string {
	const u = new Uint8Array(buf);
	let out = "";
	for (let i = 0; i < u.length; i++) out += (u[i] < 16 ? "0" : "") + u[i].toString(16);
	return out;
}

/**
 * Whether `signature` is the HMAC of this request as the recipe signs it: the bytes as sent (hashing
 * a decoded body would drop a UTF-8 BOM and rewrite invalid sequences; hono keeps the buffer, so the
 * JSON validator still reads it after this), the path and query with the local prefix, the
 * timestamp header, the Idempotency-Key and the on-behalf-of target when sent. Constant-time compare.
 */
export async function signatureMatches(
	c: Context<AppEnv>,
	hmac: CryptoKey,
	signature: string,
	headers: { timestamp: string; onBehalfOf: string },
): Promise<boolean> {
	// The router answers HEAD as GET and names the method the client signed in x-pasar-method.
	const method = c.req.header("x-pasar-method") === "HEAD" ? "HEAD" : c.req.method;
	const bodyHash =
		method === "GET" || method === "HEAD"
			? EMPTY_BODY_SHA256
			: await sha256Hex(new Uint8Array(await c.req.arrayBuffer()));
	const signed = stringToSign(
		method,
		`${c.get("base") ?? ""}${pathAndQuery(c.req.url)}`,
		c.req.header(headers.timestamp) ?? "",
		bodyHash,
		c.req.header("Idempotency-Key"),
		c.req.header(headers.onBehalfOf),
	);
	return timingSafeEqual(hexOf(await crypto.subtle.sign("HMAC", hmac, utf8(signed))), signature);
}

/**
 * The workspace named by an on-behalf-of header, once the caller has checked that its principal may
 * send one: an acc_ id (400 validation_error otherwise) of an existing workspace (404 not_found).
 * `exists` is the directory's lookup (the platform imports no service).
 */
export async function onBehalfOfTarget(
	c: Context<AppEnv>,
	header: string,
	target: string,
	exists: (workspaceId: string) => Promise<boolean>,
): Promise<string> {
	if (!isUlidId("acc_", target))
		throw new ApiError(400, "validation_error", `${header} must be a workspace id (acc_...)`, header);
	if (!(await exists(target))) throw new ApiError(404, "not_found", "No such workspace");
	c.set("onBehalfOf", target);
	return target;
}
