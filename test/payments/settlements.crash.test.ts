import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { payCall } from "../helpers/pay";
import { workspaceKey } from "./billing-helpers";
import { balance, ledgerEntries } from "./checkout-helpers";

// The chaos run (npm run chaos, six restarts) found a test-mode settlement credited twice: the process
// died after settling and before the Idempotency-Key store recorded the answer; once the key's
// in-flight lease lapsed, the client's retry settled again under a newly generated paymentId.

/** The Idempotency-Key store as a crash leaves it once the lease lapsed: it knows nothing of the key. */
const forgetAnswers = (ws: string) =>
	env.IDEMPOTENCY.get(env.IDEMPOTENCY.idFromName(`pay:${ws}:test`)).prune(Date.now() + 3 * 86_400_000);

const settle = (key: Parameters<typeof payCall>[0], body: Record<string, unknown>, idem: string) =>
	payCall(key, "POST", "/v1/test-helpers/settlements", { body, idempotencyKey: idem });

describe("test-mode settlements across a crash (chaos run: every credit from one answered settlement)", () => {
	it("a retry whose first answer was lost settles the same payment, which credits nothing twice", async () => {
		const { ws, key } = await workspaceKey();
		const body = { amount: 206_000, currency: "IDR", fee: 4_120 };
		const first = await settle(key, body, "settle-cut-off");
		expect(first.status, first.text).toBe(201);
		expect(first.body.data).toMatchObject({ posted: true, paymentId: expect.stringMatching(/^pay_[0-9A-Z]{26}$/) });
		expect(await forgetAnswers(ws)).toBeGreaterThan(0);
		const retry = await settle(key, body, "settle-cut-off");
		expect(retry.status, retry.text).toBe(201);
		expect(retry.body.data).toMatchObject({
			paymentId: first.body.data.paymentId,
			transactionId: first.body.data.transactionId,
			posted: false,
		});
		expect(await ledgerEntries(key, "&sourceType=payment")).toHaveLength(1);
		expect((await balance(key)).ledgerBalance).toBe(206_000 - 4_120);
		// Another key is another settlement; an explicit paymentId still wins over the key.
		const other = await settle(key, body, "settle-other");
		expect(other.body.data.paymentId).not.toBe(first.body.data.paymentId);
		const named = await settle(key, { ...body, paymentId: "pay_named" }, "settle-named");
		expect(named.body.data.paymentId).toBe("pay_named");
	});
});
