// Signed payments requests for scripts (benches, browser tests, the CLI), written from DESIGN §4 and
// independently of the server code: METHOD \n path?query \n timestamp \n hex(sha256(raw body bytes))
// [\n Idempotency-Key]; with X-Pay-On-Behalf-Of the string ends instead with
// \n (Idempotency-Key or "") \n target account id. HMAC-SHA256 keyed with the key's secret, lowercase hex.
import { signedHeaders } from "./hmac-client.mjs";

/**
 * Headers for one request; `path` is exactly what goes on the wire, local prefix included (/pay/v1/...).
 * `rawBody` is the exact body sent (string or bytes). `onBehalfOf` (platform_admin keys) is signed and sent.
 */
export const payHeaders = (key, method, path, rawBody = "", idempotencyKey, onBehalfOf) =>
	signedHeaders("Pay-HMAC-SHA256", key, method, path, rawBody, idempotencyKey, onBehalfOf);

/** `(method, "/v1/...", body?, idempotencyKey?) → data`, throwing on any non-2xx answer. */
export function payClient(base, key) {
	return async (method, path, body, idempotencyKey) => {
		const raw = body === undefined ? "" : JSON.stringify(body);
		const res = await fetch(`${base}/pay${path}`, {
			method,
			headers: payHeaders(key, method, `/pay${path}`, raw, idempotencyKey),
			body: raw || undefined,
		});
		const json = await res.json();
		if (res.status >= 300) throw new Error(`${method} ${path} → ${res.status} ${JSON.stringify(json)}`);
		return json.data;
	};
}
