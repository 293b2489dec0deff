import { describe, expect, it } from "vitest";
import {
	anonymousContactId,
	capped,
	contactAddresses,
	identityOf,
} from "../../../src/services/marketing/privacy/domain/personal-data";

describe("a contact's personal data (export and erase)", () => {
	it("addresses: email, phone, handles and the addresses sent to, normalised as suppressions key them, once each", () => {
		const c = identityOf({
			email: "siti@example.com",
			phone: "+628123",
			socialHandles: JSON.stringify({ telegram: " 12345 ", push: "tok", empty: "" }),
		});
		expect(contactAddresses(c, ["SITI@example.com", "old@Example.com", null, "+62 8123"])).toEqual([
			"siti@example.com",
			"+628123",
			"12345",
			"tok",
			"old@example.com",
		]);
	});

	it("a broken socialHandles text counts as no handles", () => {
		expect(identityOf({ email: null, phone: "+1", socialHandles: "{oops" }).socialHandles).toEqual({});
		expect(identityOf({ email: null, phone: "+1", socialHandles: "[1]" }).socialHandles).toEqual({});
	});

	it("capped keeps the first n and says whether there were more", () => {
		expect(capped([1, 2, 3], 2)).toEqual({ items: [1, 2], truncated: true });
		expect(capped([1, 2], 2)).toEqual({ items: [1, 2], truncated: false });
	});

	it("the anonymous id is opaque and new each time", () => {
		expect(anonymousContactId(new Uint8Array(12).fill(255))).toBe(`erased_${"ff".repeat(12)}`);
		expect(anonymousContactId()).not.toBe(anonymousContactId());
		expect(anonymousContactId()).toMatch(/^erased_[0-9a-f]{24}$/);
	});
});
