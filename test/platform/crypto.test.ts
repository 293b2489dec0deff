import { describe, expect, it } from "vitest";
import {
	DecryptError,
	deriveSecret,
	hashBearerKey,
	hmacSha256Hex,
	masterKeyBytes,
	newDataKey,
	newSalt,
	open,
	openText,
	seal,
	sha256Hex,
	timingSafeEqual,
	unwrapKey,
	wrapKey,
} from "../../src/platform/crypto";
import { base64urlDecode, base64urlEncode } from "../../src/platform/encoding";

const MASTER = "0000000000000000000000000000000000000000000000000000000000000001";
const OTHER = "00000000000000000000000000000000000000000000000000000000000000ff";

describe("hashes and HMAC", () => {
	it("sha256 and HMAC-SHA256 match published vectors", async () => {
		expect(await sha256Hex("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
		// RFC 4231 test case 2
		expect(await hmacSha256Hex("Jefe", "what do ya want for nothing?")).toBe(
			"5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843",
		);
	});

	it("timingSafeEqual is exact", () => {
		expect(timingSafeEqual("abc", "abc")).toBe(true);
		expect(timingSafeEqual("abc", "abd")).toBe(false);
		expect(timingSafeEqual("abc", "abcd")).toBe(false);
		expect(timingSafeEqual("", "")).toBe(true);
		expect(timingSafeEqual("", "a")).toBe(false);
	});

	it("bearer keys hash to a stable SHA-256 and never to themselves", async () => {
		const h = await hashBearerKey("sk_live_abc");
		expect(h).toMatch(/^[0-9a-f]{64}$/);
		expect(h).toBe(await hashBearerKey("sk_live_abc"));
		expect(h).not.toContain("sk_live_abc");
	});
});

describe("derived HMAC secrets", () => {
	it("re-derive from master key and salt; differ per salt and per master key", async () => {
		const salt = newSalt();
		const a = await deriveSecret(MASTER, salt, "sk_test_");
		expect(a).toMatch(/^sk_test_[A-Za-z0-9_-]{43}$/);
		expect(await deriveSecret(MASTER, salt, "sk_test_")).toBe(a);
		expect(await deriveSecret(MASTER, newSalt(), "sk_test_")).not.toBe(a);
		expect(await deriveSecret(OTHER, salt, "sk_test_")).not.toBe(a);
	});
});

describe("AES-256-GCM envelope", () => {
	it("round-trips and names its key", async () => {
		const key = newDataKey();
		const blob = await seal(key, "rahasia", "sec_1:1");
		expect(blob).toMatch(/^v1\.[0-9a-f]{8}\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
		expect(blob).not.toContain("rahasia");
		expect(await openText([key], blob, "sec_1:1")).toBe("rahasia");
	});

	it("fails on other associated data (a blob moved to another row)", async () => {
		const key = newDataKey();
		const blob = await seal(key, "value", "sec_1:1");
		await expect(open([key], blob, "sec_2:1")).rejects.toBeInstanceOf(DecryptError);
	});

	it("fails on a flipped ciphertext bit", async () => {
		const key = newDataKey();
		const blob = await seal(key, "value", "aad");
		const parts = blob.split(".");
		const ct = base64urlDecode(parts[3]);
		ct[0] ^= 1;
		parts[3] = base64urlEncode(ct);
		await expect(open([key], parts.join("."), "aad")).rejects.toBeInstanceOf(DecryptError);
	});

	it("fails with the wrong key, and on garbage", async () => {
		const blob = await seal(newDataKey(), "value", "aad");
		await expect(open([newDataKey()], blob, "aad")).rejects.toBeInstanceOf(DecryptError);
		await expect(open([newDataKey()], "not-a-blob", "aad")).rejects.toBeInstanceOf(DecryptError);
	});

	it("wraps data keys under the master key and unwraps during a rotation", async () => {
		const dk = newDataKey();
		const wrapped = await wrapKey({ MASTER_KEY: MASTER }, dk, "secrets:proj_1");
		expect(await unwrapKey({ MASTER_KEY: MASTER }, wrapped, "secrets:proj_1")).toEqual(dk);
		// after rotation the old master is MASTER_KEY_PREVIOUS
		expect(await unwrapKey({ MASTER_KEY: OTHER, MASTER_KEY_PREVIOUS: MASTER }, wrapped, "secrets:proj_1")).toEqual(dk);
		await expect(unwrapKey({ MASTER_KEY: OTHER }, wrapped, "secrets:proj_1")).rejects.toBeInstanceOf(DecryptError);
		await expect(unwrapKey({ MASTER_KEY: MASTER }, wrapped, "secrets:proj_2")).rejects.toBeInstanceOf(DecryptError);
	});

	it("accepts hex or base64 master keys of 32 bytes only", () => {
		expect(masterKeyBytes(MASTER)).toHaveLength(32);
		expect(masterKeyBytes(btoa(String.fromCharCode(...new Uint8Array(32).fill(7))))).toHaveLength(32);
		expect(() => masterKeyBytes("short")).toThrow();
	});
});
