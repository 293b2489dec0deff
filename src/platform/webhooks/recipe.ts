// What a receiver needs to know, written into the API reference (the create-endpoint operation of
// every service's webhook routes): the request it gets, retries, and how to verify the signature
// that signing.ts computes, with a WebCrypto verifier (the same logic as verifyWebhookSignature).
import { RETRY_SCHEDULE_SECONDS } from "./domain";
import { SIGNATURE_TOLERANCE_SECONDS } from "./signing";

const wait = (s: number) => (s < 60 ? `${s} s` : s < 3600 ? `${s / 60} min` : `${s / 3600} h`);

/** Markdown for a service whose deliveries carry `header` (Pay-Signature, Pos-Signature, …). */
export function receivingWebhooks(header: string, timeoutSeconds: number): string {
	return `**Receiving deliveries.** Each event is sent as \`POST <url>\` with \`Content-Type: application/json\`, \`User-Agent: Pasar-Webhooks/1.0\`, \`${header}: t=<Unix seconds>,v1=<hex>\` and the body \`{"id":"evt_…","type":"…","occurredAt":"…","accountId":"acc_…","environment":"test","data":{…}}\`, where \`data\` is the resource as it was when the event happened. A 2xx answer within ${timeoutSeconds} seconds is success (redirects are not followed); otherwise it is tried again after ${RETRY_SCHEDULE_SECONDS.map(wait).join(", ")}, then the delivery is failed. A delivery can arrive more than once and in any order: deduplicate on the event \`id\`.

**Verifying the signature.** \`v1\` is the lowercase hex HMAC-SHA256, keyed with the endpoint's whole signing secret (\`whsec_…\`, as UTF-8), of \`<t>.<raw body>\`: the exact bytes received, before any JSON parsing. Reject the request when the header is missing, \`t\` is more than ${SIGNATURE_TOLERANCE_SECONDS} seconds from your clock, or no \`v1\` matches; compare in constant time. After a secret rotation the header carries one \`v1\` per still-valid secret: accept when any matches. WebCrypto only (Workers, Deno, browsers, Node 20+):

\`\`\`js
async function verify(secret, header, rawBody, now = Math.floor(Date.now() / 1000)) {
  const parts = (header ?? "").split(",").map((p) => p.trim().split("="));
  const t = Number(parts.find(([k]) => k === "t")?.[1]);
  if (!Number.isSafeInteger(t) || Math.abs(now - t) > ${SIGNATURE_TOLERANCE_SECONDS}) return false;
  const enc = new TextEncoder();
  const key = await crypto.subtle.importKey("raw", enc.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["verify"]);
  for (const [k, hex] of parts) {
    if (k !== "v1" || !/^[0-9a-f]{64}$/.test(hex)) continue;
    const sig = new Uint8Array(hex.match(/../g).map((b) => parseInt(b, 16)));
    if (await crypto.subtle.verify("HMAC", key, sig, enc.encode(\`\${t}.\${rawBody}\`))) return true;
  }
  return false;
}
\`\`\``;
}
