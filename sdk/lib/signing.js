// HMAC request signing (DESIGN §4 CONTRACT), Web Crypto only so it runs in Node >= 20, workerd and
// browsers. Payments signs with Pay-HMAC-SHA256 and X-Pay-Timestamp, marketing partner calls with
// Mkt-HMAC-SHA256 and X-Mkt-Timestamp:
//   Authorization: <scheme> keyId=<keyId>, scope=<scope or *>, signature=<hex>
//   string to sign = METHOD \n path?query \n timestamp \n hex(sha256(raw body bytes))
//                    [\n Idempotency-Key]                          without an on-behalf-of header
//                    \n (Idempotency-Key or "") \n target account  with X-<Pfx>-On-Behalf-Of
// `path` is the request URL's path and query exactly as sent (a local prefix such as /pay included).
const enc = new TextEncoder();
const hex = (buf) => Array.from(new Uint8Array(buf), (b) => b.toString(16).padStart(2, "0")).join("");
/** A copy on a fresh ArrayBuffer (what Web Crypto takes in every runtime's typings). */
export function ownBytes(b) {
    const src = typeof b === "string" ? enc.encode(b) : (b ?? new Uint8Array(0));
    const out = new Uint8Array(src.length);
    out.set(src);
    return out;
}
const bytes = ownBytes;
export async function sha256Hex(body) {
    return hex(await crypto.subtle.digest("SHA-256", bytes(body)));
}
export async function hmacSha256Hex(secret, message) {
    const key = await crypto.subtle.importKey("raw", enc.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
        "sign",
    ]);
    return hex(await crypto.subtle.sign("HMAC", key, bytes(message)));
}
/** The string the signature covers. */
export async function stringToSign(input) {
    let s = `${input.method.toUpperCase()}\n${input.path}\n${input.timestamp}\n${await sha256Hex(input.body ?? "")}`;
    if (input.onBehalfOf !== undefined)
        s += `\n${input.idempotencyKey ?? ""}\n${input.onBehalfOf}`;
    else if (input.idempotencyKey !== undefined)
        s += `\n${input.idempotencyKey}`;
    return s;
}
/** The Authorization header value for one request. */
export async function authorizationHeader(scheme, key, input) {
    const signature = await hmacSha256Hex(key.secret, await stringToSign(input));
    return `${scheme} keyId=${key.keyId}, scope=${key.scope ?? "*"}, signature=${signature}`;
}
/** `Pay` for Pay-HMAC-SHA256: the prefix of its X-Pay-Timestamp and X-Pay-On-Behalf-Of headers. */
export const headerPrefix = (scheme) => scheme.slice(0, scheme.indexOf("-"));
/**
 * Signs a Request in place: reads its body (from a clone), sets Authorization and X-<Pfx>-Timestamp.
 * The Idempotency-Key and X-<Pfx>-On-Behalf-Of headers already on it are signed as sent.
 */
export async function signRequest(scheme, key, request, nowMs = Date.now()) {
    const prefix = headerPrefix(scheme);
    const url = new URL(request.url);
    const body = request.body ? new Uint8Array(await request.clone().arrayBuffer()) : new Uint8Array();
    const timestamp = Math.floor(nowMs / 1000);
    const authorization = await authorizationHeader(scheme, key, {
        method: request.method,
        path: url.pathname + url.search,
        timestamp,
        body,
        idempotencyKey: request.headers.get("Idempotency-Key") ?? undefined,
        onBehalfOf: request.headers.get(`X-${prefix}-On-Behalf-Of`) ?? undefined,
    });
    request.headers.set("Authorization", authorization);
    request.headers.set(`X-${prefix}-Timestamp`, String(timestamp));
    return request;
}
