// Signed marketing requests for scripts (the bench, the CLI), written from DESIGN §4 and
// independently of the server code: METHOD \n path?query \n timestamp \n hex(sha256(raw body bytes))
// [\n Idempotency-Key]; with X-Mkt-On-Behalf-Of the string ends instead with
// \n (Idempotency-Key or "") \n target account id. HMAC-SHA256 keyed with the key, lowercase hex.
import { createHash, createHmac } from "node:crypto";

/**
 * Headers for one request; `path` is exactly what goes on the wire, local prefix included
 * (/mkt/api/v1/...). `contentType` is sent with a non-empty body (JSON unless told otherwise).
 */
export function mktHeaders(
	key,
	method,
	path,
	rawBody = "",
	idempotencyKey,
	onBehalfOf,
	contentType = "application/json",
) {
	const ts = String(Math.floor(Date.now() / 1000));
	let toSign = `${method}\n${path}\n${ts}\n${createHash("sha256").update(rawBody).digest("hex")}`;
	if (onBehalfOf) toSign += `\n${idempotencyKey ?? ""}\n${onBehalfOf}`;
	else if (idempotencyKey) toSign += `\n${idempotencyKey}`;
	const signature = createHmac("sha256", key.key).update(toSign).digest("hex");
	return {
		Authorization: `Mkt-HMAC-SHA256 keyId=${key.keyId}, scope=*, signature=${signature}`,
		"X-Mkt-Timestamp": ts,
		...(rawBody.length ? { "Content-Type": contentType } : {}),
		...(idempotencyKey ? { "Idempotency-Key": idempotencyKey } : {}),
		...(onBehalfOf ? { "X-Mkt-On-Behalf-Of": onBehalfOf } : {}),
	};
}

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
