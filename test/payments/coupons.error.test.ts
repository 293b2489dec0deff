import { describe, it } from "vitest";
import { expectEnvelopeError } from "../helpers/http";
import { payCall } from "../helpers/pay";
import { mut, workspaceKey } from "./billing-helpers";

describe("coupons: errors", () => {
	it("exactly one of percentOff/amountOff, currency with amountOff, durations, redeemBy in the future", async () => {
		const { key } = await workspaceKey();
		const bad = [
			{ duration: "once" },
			{ percentOff: 10, amountOff: 5, currency: "IDR", duration: "once" },
			{ amountOff: 5, duration: "once" },
			{ percentOff: 101, duration: "once" },
			{ percentOff: 0, duration: "once" },
			{ percentOff: 10, currency: "IDR", duration: "once" },
			{ percentOff: 10, duration: "repeating" },
			{ percentOff: 10, duration: "forever", durationInMonths: 2 },
			{ percentOff: 10, duration: "once", redeemBy: "2001-01-01T00:00:00Z" },
			{ percentOff: 10, duration: "sometimes" },
		];
		for (const b of bad) expectEnvelopeError(await mut(key, "POST", "/v1/coupons", b), 400, "validation_error");
		expectEnvelopeError(
			await payCall(key, "POST", "/v1/coupons", { body: { percentOff: 10, duration: "once" } }),
			400,
			"idempotency_required",
		);
		expectEnvelopeError(await payCall(key, "GET", "/v1/coupons/cpn_01JB4X6N0ZQ8K3C9W2T5V7R1MD"), 404, "not_found");
	});
});
