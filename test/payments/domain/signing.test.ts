import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EMPTY_BODY_SHA256, parseAuthorization, parseTimestamp, stringToSign, withinSkew } from "../../../src/services/payments/access/domain/signing";
import { sha256Hex } from "../../helpers/pay";

const SIG = "a".repeat(64);

describe("Pay-HMAC-SHA256 header parsing", () => {
	it("accepts the contract form, in any parameter order and spacing", () => {
		expect(parseAuthorization(`Pay-HMAC-SHA256 keyId=pk_test_0123456789ab, scope=*, signature=${SIG}`)).toEqual({
			keyId: "pk_test_0123456789ab",
			scope: "*",
			signature: SIG,
		});
		expect(parseAuthorization(`Pay-HMAC-SHA256 signature=${SIG},scope=apiKeys:read,keyId=pk_live_0123456789ab`)).toEqual({
			keyId: "pk_live_0123456789ab",
			scope: "apiKeys:read",
			signature: SIG,
		});
	});

	it.each([
		["missing", undefined],
		["another scheme", `Bearer keyId=pk_test_0123456789ab, scope=*, signature=${SIG}`],
		["scheme in other case", `pay-hmac-sha256 keyId=pk_test_0123456789ab, scope=*, signature=${SIG}`],
		["missing signature", "Pay-HMAC-SHA256 keyId=pk_test_0123456789ab, scope=*"],
		["missing scope", `Pay-HMAC-SHA256 keyId=pk_test_0123456789ab, signature=${SIG}`],
		["duplicate parameter", `Pay-HMAC-SHA256 keyId=pk_test_0123456789ab, keyId=pk_test_0123456789ab, scope=*, signature=${SIG}`],
		["unknown parameter", `Pay-HMAC-SHA256 keyId=pk_test_0123456789ab, scope=*, signature=${SIG}, nonce=1`],
		["uppercase hex signature", `Pay-HMAC-SHA256 keyId=pk_test_0123456789ab, scope=*, signature=${"A".repeat(64)}`],
		["short signature", `Pay-HMAC-SHA256 keyId=pk_test_0123456789ab, scope=*, signature=${"a".repeat(63)}`],
		["base64 signature", "Pay-HMAC-SHA256 keyId=pk_test_0123456789ab, scope=*, signature=q83vEjRWeJA="],
	])("rejects %s", (_, header) => {
		expect(parseAuthorization(header)).toBeNull();
	});

	it("round-trips any well-formed header (property)", () => {
		const token = fc.stringMatching(/^[A-Za-z0-9_:*.-]{1,40}$/);
		const hex64 = fc.stringMatching(/^[0-9a-f]{64}$/);
		fc.assert(
			fc.property(token, token, hex64, (keyId, scope, signature) => {
				const parsed = parseAuthorization(`Pay-HMAC-SHA256 keyId=${keyId}, scope=${scope}, signature=${signature}`);
				return parsed?.keyId === keyId && parsed.scope === scope && parsed.signature === signature;
			}),
		);
	});
});

describe("timestamps and the string to sign", () => {
	it("takes Unix seconds only and allows 300 s of skew either way", () => {
		expect(parseTimestamp("1700000000")).toBe(1700000000);
		for (const bad of [undefined, "", "-1", "1.5", "1e9", " 1700000000", "0x10"]) expect(parseTimestamp(bad)).toBeNull();
		const now = 1_700_000_000_000;
		expect(withinSkew(1_700_000_000 - 300, now)).toBe(true);
		expect(withinSkew(1_700_000_000 + 300, now)).toBe(true);
		expect(withinSkew(1_700_000_000 - 301, now)).toBe(false);
		expect(withinSkew(1_700_000_000 + 301, now)).toBe(false);
	});

	it("joins METHOD, path with query, timestamp, body hash and the Idempotency-Key with newlines", async () => {
		expect(EMPTY_BODY_SHA256).toBe(await sha256Hex(""));
		expect(stringToSign("post", "/pay/v1/api-keys?x=1", "17", "abc")).toBe("POST\n/pay/v1/api-keys?x=1\n17\nabc");
		expect(stringToSign("DELETE", "/pay/v1/api-keys/akey_1", "17", "abc", "idem-1")).toBe("DELETE\n/pay/v1/api-keys/akey_1\n17\nabc\nidem-1");
		expect(stringToSign("GET", "/p", "1", "h", "")).toBe("GET\n/p\n1\nh\n");
	});
});
