// The DESIGN §4 request signature, written from the contract and independently of the server code,
// for every script that signs (payments, marketing): METHOD \n path?query \n timestamp \n
// hex(sha256(raw body bytes)) [\n Idempotency-Key]; with an on-behalf-of target the string ends
// instead with \n (Idempotency-Key or "") \n target account id. HMAC-SHA256 keyed with the key, hex.
import { createHash, createHmac } from "node:crypto";

/** Headers for one request under `scheme` (Pay-HMAC-SHA256 with X-Pay-*, Mkt-HMAC-SHA256 with X-Mkt-*). */
export function signedHeaders(scheme, key, method, path, rawBody = "", idempotencyKey, onBehalfOf, contentType) {
	const prefix = scheme.slice(0, scheme.indexOf("-"));
	const ts = String(Math.floor(Date.now() / 1000));
	let toSign = `${method}\n${path}\n${ts}\n${createHash("sha256").update(rawBody).digest("hex")}`;
	if (onBehalfOf) toSign += `\n${idempotencyKey ?? ""}\n${onBehalfOf}`;
	else if (idempotencyKey) toSign += `\n${idempotencyKey}`;
	const signature = createHmac("sha256", key.key).update(toSign).digest("hex");
	return {
		Authorization: `${scheme} keyId=${key.keyId}, scope=*, signature=${signature}`,
		[`X-${prefix}-Timestamp`]: ts,
		...(rawBody.length ? { "Content-Type": contentType ?? "application/json" } : {}),
		...(idempotencyKey ? { "Idempotency-Key": idempotencyKey } : {}),
		...(onBehalfOf ? { [`X-${prefix}-On-Behalf-Of`]: onBehalfOf } : {}),
	};
}
