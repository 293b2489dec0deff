import { ownBytes } from "./signing.js";
/** The signature header each service sends. */
export const WEBHOOK_SIGNATURE_HEADERS = {
    pay: "Pay-Signature",
    mkt: "Mkt-Signature",
    store: "Store-Signature",
    pos: "Pos-Signature",
    ci: "Ci-Signature",
    loc: "Loc-Signature",
    secrets: "Secrets-Signature",
};
export const DEFAULT_WEBHOOK_TOLERANCE_SECONDS = 300;
export class WebhookVerificationError extends Error {
    reason;
    name = "WebhookVerificationError";
    constructor(reason, message) {
        super(message);
        this.reason = reason;
    }
}
/** `t=<unix>,v1=<hex>[,v1=<hex>...]` → its parts; null when there is no usable t or no v1. */
export function parseSignatureHeader(header) {
    let timestamp = Number.NaN;
    const signatures = [];
    for (const part of header.split(",")) {
        const i = part.indexOf("=");
        if (i < 0)
            continue;
        const k = part.slice(0, i).trim();
        const v = part.slice(i + 1).trim();
        if (k === "t" && /^\d{1,12}$/.test(v))
            timestamp = Number(v);
        else if (k === "v1" && /^[0-9a-fA-F]{64}$/.test(v))
            signatures.push(v.toLowerCase());
    }
    return Number.isSafeInteger(timestamp) && signatures.length ? { timestamp, signatures } : null;
}
const enc = new TextEncoder();
const toBytes = (payload) => ownBytes(payload instanceof ArrayBuffer ? new Uint8Array(payload) : payload);
/** `${t}.` followed by the body bytes: what v1 signs. */
function signedBytes(timestamp, body) {
    const head = enc.encode(`${timestamp}.`);
    const out = new Uint8Array(head.length + body.length);
    out.set(head);
    out.set(body, head.length);
    return out;
}
const fromHex = (h) => new Uint8Array((h.match(/../g) ?? []).map((b) => Number.parseInt(b, 16)));
/**
 * Checks the signature and the timestamp, then parses the body. Throws WebhookVerificationError
 * (with a `reason`) when the delivery must be refused; answer it with a 4xx and do not process it.
 */
export async function verifyWebhook(opts) {
    if (!opts.header)
        throw new WebhookVerificationError("missing_header", "No signature header");
    const parsed = parseSignatureHeader(opts.header);
    if (!parsed)
        throw new WebhookVerificationError("malformed_header", "Expected t=<unix>,v1=<64 hex>[,v1=...]");
    const now = opts.now ?? Math.floor(Date.now() / 1000);
    const tolerance = opts.toleranceSeconds ?? DEFAULT_WEBHOOK_TOLERANCE_SECONDS;
    if (Math.abs(now - parsed.timestamp) > tolerance)
        throw new WebhookVerificationError("timestamp_outside_tolerance", `The signature's timestamp is ${Math.abs(now - parsed.timestamp)} s from now (tolerance ${tolerance} s)`);
    const body = toBytes(opts.payload);
    const message = signedBytes(parsed.timestamp, body);
    const secrets = typeof opts.secret === "string" ? [opts.secret] : opts.secret;
    let matched = false;
    for (const secret of secrets) {
        const key = await crypto.subtle.importKey("raw", enc.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
            "verify",
        ]);
        // crypto.subtle.verify compares in constant time.
        for (const sig of parsed.signatures)
            if (await crypto.subtle.verify("HMAC", key, fromHex(sig), message))
                matched = true;
        if (matched)
            break;
    }
    if (!matched)
        throw new WebhookVerificationError("no_matching_signature", "No v1 signature matches the secret");
    let event;
    try {
        event = JSON.parse(new TextDecoder().decode(body));
    }
    catch {
        throw new WebhookVerificationError("invalid_payload", "The body is not JSON");
    }
    if (typeof event !== "object" || event === null || typeof event.type !== "string")
        throw new WebhookVerificationError("invalid_payload", "The body is not a webhook event {id, type, ...}");
    return event;
}
/**
 * Verifies a delivery as a Fetch API Request (Workers, Deno, Bun, Node's Request): reads the raw body and
 * the service's `<Svc>-Signature` header.
 */
export async function verifyWebhookRequest(request, opts) {
    const payload = new Uint8Array(await request.arrayBuffer());
    return verifyWebhook({ ...opts, header: request.headers.get(WEBHOOK_SIGNATURE_HEADERS[opts.service]), payload });
}
