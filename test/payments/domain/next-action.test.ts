import { describe, expect, it } from "vitest";
import {
	groupDigits,
	methodOptions,
	otherOptions,
	pageState,
	parseChoice,
	readNextAction,
} from "../../../src/services/payments/checkout/next-action";

// Issue 39: the checkout's method options, the posted choice, and the page state the status endpoint answers.

describe("method options and choices", () => {
	it("one button per bank or wallet where the method is channelled; one per method otherwise", () => {
		const all = methodOptions(["qris", "virtual_account", "ewallet"]).map((o) => o.value);
		expect(all).toEqual([
			"qris",
			"virtual_account:bca",
			"virtual_account:bni",
			"virtual_account:bri",
			"virtual_account:mandiri",
			"virtual_account:permata",
			"ewallet:dana",
			"ewallet:ovo",
			"ewallet:shopeepay",
			"ewallet:linkaja",
		]);
		const viaGateway = methodOptions(["qris", "virtual_account"], (m) => m !== "virtual_account");
		expect(viaGateway.map((o) => o.value)).toEqual(["qris", "virtual_account"]);
	});

	it("the chosen option is not offered again (a bare gateway method drops entirely)", () => {
		const opts = methodOptions(["qris", "virtual_account"]);
		expect(otherOptions(opts, { method: "virtual_account", channel: "bni" }).map((o) => o.value)).not.toContain(
			"virtual_account:bni",
		);
		expect(otherOptions(opts, { method: "qris", channel: null }).map((o) => o.value)).not.toContain("qris");
		expect(otherOptions(opts, null)).toHaveLength(opts.length);
		const bare = methodOptions(["virtual_account", "qris"], () => false);
		expect(otherOptions(bare, { method: "virtual_account", channel: "bca" }).map((o) => o.value)).toEqual(["qris"]);
	});

	it("parseChoice: method, method:channel, a bare channelled method takes its first; anything else is null", () => {
		expect(parseChoice("qris")).toEqual({ method: "qris", channel: null });
		expect(parseChoice("virtual_account:mandiri")).toEqual({ method: "virtual_account", channel: "mandiri" });
		expect(parseChoice("virtual_account")).toEqual({ method: "virtual_account", channel: "bca" });
		expect(parseChoice("ewallet:bca")).toBeNull();
		expect(parseChoice("qris:bca")).toBeNull();
		expect(parseChoice("virtual_account:bca:x")).toBeNull();
	});
});

describe("display helpers", () => {
	it("groups a VA number by four, reads stored actions defensively", () => {
		expect(groupDigits("8808123456789012")).toBe("8808 1234 5678 9012");
		expect(groupDigits("12345")).toBe("1234 5");
		expect(readNextAction(null)).toBeNull();
		expect(readNextAction("{nope")).toBeNull();
		expect(readNextAction('{"type":"qris","qrString":"x"}')).toEqual({ type: "qris", qrString: "x" });
	});
});

describe("pageState", () => {
	const p = (status: string, adapter = "managed") => ({ status, adapter });
	it("maps session and latest payment to what the page shows", () => {
		expect(pageState({ status: "completed" }, p("succeeded"))).toBe("paid");
		expect(pageState({ status: "expired" }, p("canceled"))).toBe("expired");
		expect(pageState({ status: "canceled" }, null)).toBe("canceled");
		expect(pageState({ status: "pending_review" }, p("pending", "manual"))).toBe("review");
		expect(pageState({ status: "open" }, p("pending"))).toBe("waiting");
		expect(pageState({ status: "open" }, p("pending", "gateway_a"))).toBe("open");
		expect(pageState({ status: "open" }, { ...p("pending", "gateway_a"), next_action: "{}" })).toBe("waiting");
		expect(pageState({ status: "open" }, p("failed"))).toBe("failed");
		expect(pageState({ status: "open" }, null)).toBe("open");
	});
});
