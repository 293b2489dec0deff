import fc from "fast-check";
import { describe, expect, it } from "vitest";
import docs from "../../../docs/webhooks.md?raw";
import { signatureHeaderValue, verifyWebhookSignature } from "../../../src/platform/webhooks/signing";
import signingSource from "../../../src/platform/webhooks/signing.ts?raw";
import { hmacSha256Hex, referenceSignatureHeader } from "./hmac-reference";

/** An independent implementation of the DESIGN §4 scheme (a from-scratch HMAC-SHA256, not WebCrypto). */
const expectedHeader = referenceSignatureHeader;

const SECRET = "whsec_dGVzdC1zZWNyZXQtdGVzdC1zZWNyZXQtdGVzdA";
const BODY =
	'{"id":"evt_01JB4X6N0ZQ8K3C9W2T5V7R1MD","type":"payout.paid","occurredAt":"2026-01-02T03:04:05.000Z","accountId":"acc_1","data":{"amount":1000}}';

describe("reference HMAC", () => {
	it("matches RFC 4231 test case 2 and a WebCrypto HMAC on long keys", async () => {
		expect(hmacSha256Hex("Jefe", "what do ya want for nothing?")).toBe(
			"5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843",
		);
		const key = "k".repeat(100);
		const ck = await crypto.subtle.importKey(
			"raw",
			new TextEncoder().encode(key),
			{ name: "HMAC", hash: "SHA-256" },
			false,
			["sign"],
		);
		const mac = new Uint8Array(await crypto.subtle.sign("HMAC", ck, new TextEncoder().encode("msg")));
		expect(hmacSha256Hex(key, "msg")).toBe(Array.from(mac, (b) => b.toString(16).padStart(2, "0")).join(""));
	});
});

describe("outbound signature (DESIGN §4: t=<unix>,v1=hex HMAC-SHA256(secret, t + '.' + rawBody))", () => {
	it("matches an independent implementation", async () => {
		expect(await signatureHeaderValue(SECRET, BODY, 1_767_000_000)).toBe(expectedHeader(SECRET, BODY, 1_767_000_000));
	});

	it("several secrets (a secret roll) give one v1 each, in order, and the verifier accepts each secret", async () => {
		const OLD = "whsec_b2xkLXNlY3JldC1vbGQtc2VjcmV0LW9sZA";
		const header = await signatureHeaderValue([SECRET, OLD], BODY, 1_767_000_000);
		const newSig = expectedHeader(SECRET, BODY, 1_767_000_000).split("v1=")[1];
		const oldSig = expectedHeader(OLD, BODY, 1_767_000_000).split("v1=")[1];
		expect(header).toBe(`t=1767000000,v1=${newSig},v1=${oldSig}`);
		expect(await verifyWebhookSignature(SECRET, header, BODY, 1_767_000_000)).toBe(true);
		expect(await verifyWebhookSignature(OLD, header, BODY, 1_767_000_000)).toBe(true);
		expect(await verifyWebhookSignature(`${OLD}x`, header, BODY, 1_767_000_000)).toBe(false);
		expect(await verifyWebhookSignature(OLD, header, BODY, 1_767_000_301)).toBe(false);
		expect(await signatureHeaderValue([SECRET], BODY, 1_767_000_000)).toBe(
			await signatureHeaderValue(SECRET, BODY, 1_767_000_000),
		);
	});

	it("property: any secret and body round-trip through sign and the receiver verifier", async () => {
		await fc.assert(
			fc.asyncProperty(
				fc.string({ minLength: 1 }),
				fc.string(),
				fc.integer({ min: 1_600_000_000, max: 2_000_000_000 }),
				async (secret, body, t) => {
					const header = await signatureHeaderValue(secret, body, t);
					expect(header).toBe(expectedHeader(secret, body, t));
					expect(await verifyWebhookSignature(secret, header, body, t)).toBe(true);
				},
			),
			{ numRuns: 50 },
		);
	});
});

describe("receiver verifier (the docs/webhooks.md snippet)", () => {
	const now = 1_767_000_000;

	it("accepts a fresh, correct signature and rejects tampering, wrong secrets and stale timestamps", async () => {
		const header = expectedHeader(SECRET, BODY, now);
		expect(await verifyWebhookSignature(SECRET, header, BODY, now)).toBe(true);
		expect(await verifyWebhookSignature(SECRET, header, BODY, now + 300)).toBe(true);
		expect(await verifyWebhookSignature(SECRET, header, BODY, now - 300)).toBe(true);
		expect(await verifyWebhookSignature(SECRET, header, BODY, now + 301)).toBe(false);
		expect(await verifyWebhookSignature(SECRET, header, `${BODY} `, now)).toBe(false);
		expect(await verifyWebhookSignature(`${SECRET}x`, header, BODY, now)).toBe(false);
		expect(await verifyWebhookSignature(SECRET, header.replace(`t=${now}`, `t=${now + 1}`), BODY, now)).toBe(false);
		expect(await verifyWebhookSignature(SECRET, null, BODY, now)).toBe(false);
		expect(await verifyWebhookSignature(SECRET, "", BODY, now)).toBe(false);
		expect(await verifyWebhookSignature(SECRET, `v1=${header.split("v1=")[1]}`, BODY, now)).toBe(false);
		expect(await verifyWebhookSignature(SECRET, `t=${now},v1=zz`, BODY, now)).toBe(false);
		expect(await verifyWebhookSignature(SECRET, `t=${now},v1=${"0".repeat(64)}`, BODY, now)).toBe(false);
	});

	it("accepts any one matching v1 among several (and ignores unknown schemes)", async () => {
		const good = expectedHeader(SECRET, BODY, now).split("v1=")[1];
		expect(await verifyWebhookSignature(SECRET, `t=${now},v0=abc,v1=${"0".repeat(64)},v1=${good}`, BODY, now)).toBe(
			true,
		);
	});

	it("docs/webhooks.md prints exactly this verifier (so the documented snippet is the tested one)", () => {
		const start = signingSource.indexOf("export async function verifyWebhookSignature");
		const fn = signingSource.slice(start).trim();
		const normalise = (s: string) =>
			s
				.replace(/^export /, "")
				.replace(/\s+/g, " ")
				.trim();
		const block = /```ts\n([\s\S]*?)```/.exec(docs.slice(docs.indexOf("## Verifying a delivery")))?.[1] ?? "";
		expect(normalise(block)).toContain(normalise(fn));
	});
});
