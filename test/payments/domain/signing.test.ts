import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
	EMPTY_BODY_SHA256,
	parseAuthorization,
	parseTimestamp,
	stringToSign,
	withinSkew,
} from "../../../src/services/payments/access/domain/signing";
import { hmacHex, sha256Hex } from "../../helpers/pay";

const SIG = "a".repeat(64);

describe("Pay-HMAC-SHA256 header parsing", () => {
	it("accepts the contract form, in any parameter order and spacing", () => {
		expect(parseAuthorization(`Pay-HMAC-SHA256 keyId=pk_test_0123456789ab, scope=*, signature=${SIG}`)).toEqual({
			keyId: "pk_test_0123456789ab",
			scope: "*",
			signature: SIG,
		});
		expect(
			parseAuthorization(`Pay-HMAC-SHA256 signature=${SIG},scope=apiKeys:read,keyId=pk_live_0123456789ab`),
		).toEqual({
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
		[
			"duplicate parameter",
			`Pay-HMAC-SHA256 keyId=pk_test_0123456789ab, keyId=pk_test_0123456789ab, scope=*, signature=${SIG}`,
		],
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
		for (const bad of [undefined, "", "-1", "1.5", "1e9", " 1700000000", "0x10"])
			expect(parseTimestamp(bad)).toBeNull();
		const now = 1_700_000_000_000;
		expect(withinSkew(1_700_000_000 - 300, now)).toBe(true);
		expect(withinSkew(1_700_000_000 + 300, now)).toBe(true);
		expect(withinSkew(1_700_000_000 - 301, now)).toBe(false);
		expect(withinSkew(1_700_000_000 + 301, now)).toBe(false);
	});

	it("joins METHOD, path with query, timestamp, body hash and the Idempotency-Key with newlines", async () => {
		expect(EMPTY_BODY_SHA256).toBe(await sha256Hex(""));
		expect(stringToSign("post", "/pay/v1/api-keys?x=1", "17", "abc")).toBe("POST\n/pay/v1/api-keys?x=1\n17\nabc");
		expect(stringToSign("DELETE", "/pay/v1/api-keys/akey_1", "17", "abc", "idem-1")).toBe(
			"DELETE\n/pay/v1/api-keys/akey_1\n17\nabc\nidem-1",
		);
		expect(stringToSign("GET", "/p", "1", "h", "")).toBe("GET\n/p\n1\nh\n");
	});

	it("with an on-behalf-of target: the Idempotency-Key line (empty when none is sent), then the account id", () => {
		expect(stringToSign("GET", "/p", "1", "h", undefined, "acc_1")).toBe("GET\n/p\n1\nh\n\nacc_1");
		expect(stringToSign("GET", "/p", "1", "h", null, "acc_1")).toBe("GET\n/p\n1\nh\n\nacc_1");
		expect(stringToSign("POST", "/p", "1", "h", "k-1", "acc_1")).toBe("POST\n/p\n1\nh\nk-1\nacc_1");
		// "key k, no target" and "no key, target k" never collide
		expect(stringToSign("GET", "/p", "1", "h", "acc_1")).not.toBe(
			stringToSign("GET", "/p", "1", "h", undefined, "acc_1"),
		);
		expect(stringToSign("GET", "/p", "1", "h", undefined, null)).toBe("GET\n/p\n1\nh");
	});

	it("reproduces the worked example in docs/payments.md (Authentication, on-behalf-of)", async () => {
		const body = JSON.stringify({ reference: "BCA-20260101-0001" });
		const sts = stringToSign(
			"POST",
			"/pay/v1/payouts/po_01JB4X6N0ZQ8K3C9W2T5V7R1MD/mark-paid",
			"1767225600",
			await sha256Hex(body),
			"mark-paid-po-1",
			"acc_01JB4X6N0ZQ8K3C9W2T5V7R1AB",
		);
		expect(sts).toBe(
			"POST\n/pay/v1/payouts/po_01JB4X6N0ZQ8K3C9W2T5V7R1MD/mark-paid\n1767225600\n082920665308a21b94cad26d9f2e4b637f2141382dc359daa3018a7b54cc3454\nmark-paid-po-1\nacc_01JB4X6N0ZQ8K3C9W2T5V7R1AB",
		);
		expect(await hmacHex("sk_live_example-secret-do-not-use", sts)).toBe(
			"8f80a0b5708e51b40889632a7d30aa03b1d15773ccdbff4eead2d6afd314d2d8",
		);
		const get = stringToSign(
			"GET",
			"/pay/v1/api-keys?limit=10",
			"1767225600",
			EMPTY_BODY_SHA256,
			undefined,
			"acc_01JB4X6N0ZQ8K3C9W2T5V7R1AB",
		);
		expect(await hmacHex("sk_live_example-secret-do-not-use", get)).toBe(
			"db19d60545440fcca294d6abf37f550a9820eac602e8626710976fd1b502fbe5",
		);
	});
});
