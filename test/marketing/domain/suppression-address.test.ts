import { describe, expect, it } from "vitest";
import { manualAddress, normaliseAddress } from "../../../src/services/marketing/suppressions/domain/address";

describe("suppression addresses", () => {
	it("normalises emails and phones so one address is one entry", () => {
		expect(normaliseAddress(" Budi@Example.COM ")).toBe("budi@example.com");
		expect(normaliseAddress("+62 (812) 3456-7890")).toBe("+6281234567890");
		expect(normaliseAddress(" U1234abcd ")).toBe("U1234abcd");
	});

	it("takes by hand only a valid email or an E.164 number", () => {
		expect(manualAddress("Budi@Example.com")).toBe("budi@example.com");
		expect(manualAddress("+62 812.3456.7890")).toBe("+6281234567890");
		expect(manualAddress("+14155550100")).toBe("+14155550100");
		for (const bad of ["budi", "budi@", "@example.com", "budi@example", "a@b@c.com", "0812345678", "+0812345678"])
			expect(manualAddress(bad), bad).toBeNull();
		expect(manualAddress("+1234567890123456")).toBeNull(); // 16 digits: longer than E.164 allows
		expect(manualAddress("U1234abcd")).toBeNull(); // a LINE user id: suppressed by feedback only
	});
});
