import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createCheckoutSession } from "../../src/services/payments/public";
import { createWorkspace } from "../helpers/http";
import { payCall } from "../helpers/pay";
import { workspaceKey } from "./billing-helpers";

// payments/public.ts is what other services call (the storefront's Buy button, marketing billing):
// the same rules as the API, without HTTP.

describe("payments public.ts", () => {
	it("createCheckoutSession opens a hosted session the API then sees, and refuses what the API refuses", async () => {
		const { ws, key } = await workspaceKey();
		const s = { workspaceId: ws, environment: "test" as const };
		const view = await createCheckoutSession(
			{ env },
			s,
			{ amount: 75_000, currency: "IDR", successUrl: "https://toko.example/ok", expiresInSec: 3600 },
			"http://127.0.0.1:8787/pay",
		);
		expect(view).toMatchObject({ amount: 75_000, currency: "IDR", status: "open" });
		expect(view.hostedUrl).toMatch(/^http:\/\/127\.0\.0\.1:8787\/pay\/checkout\/cs_/);
		expect((await payCall(key, "GET", `/v1/checkout-sessions/${view.id}`)).body.data.id).toBe(view.id);
		await expect(
			createCheckoutSession(
				{ env },
				s,
				{ amount: 0, currency: "IDR", successUrl: "https://toko.example/ok", expiresInSec: 3600 },
				"",
			),
		).rejects.toMatchObject({
			status: 400,
			code: "invalid_amount",
		});
		// Another workspace's customer is not found, as over the API.
		const other = await createWorkspace();
		await expect(
			createCheckoutSession(
				{ env },
				{ workspaceId: other, environment: "test" },
				{
					amount: 1_000,
					currency: "IDR",
					customerId: "cus_nope",
					successUrl: "https://toko.example/ok",
					expiresInSec: 3600,
				},
				"",
			),
		).rejects.toMatchObject({ status: 404 });
	});
});
