// Signed marketing requests for scripts (the bench, the CLI), written from DESIGN §4 and
// independently of the server code: METHOD \n path?query \n timestamp \n hex(sha256(raw body bytes))
// [\n Idempotency-Key]; with X-Mkt-On-Behalf-Of the string ends instead with
// \n (Idempotency-Key or "") \n target account id. HMAC-SHA256 keyed with the key, lowercase hex.
import { signedHeaders } from "./hmac-client.mjs";

/**
 * Headers for one request; `path` is exactly what goes on the wire, local prefix included
 * (/mkt/api/v1/...). `contentType` is sent with a non-empty body (JSON unless told otherwise).
 */
export const mktHeaders = (key, method, path, rawBody = "", idempotencyKey, onBehalfOf, contentType) =>
	signedHeaders("Mkt-HMAC-SHA256", key, method, path, rawBody, idempotencyKey, onBehalfOf, contentType);

/** `(method, "/api/v1/...", body?) → data`, throwing on any non-2xx answer. */
export function mktClient(base, key) {
	return async (method, path, body) => {
		const raw = body === undefined ? "" : JSON.stringify(body);
		const res = await fetch(`${base}/mkt${path}`, {
			method,
			headers: mktHeaders(key, method, `/mkt${path}`, raw),
			body: raw || undefined,
		});
		const json = await res.json();
		if (res.status >= 300) throw new Error(`${method} ${path} → ${res.status} ${JSON.stringify(json)}`);
		return json.data;
	};
}
