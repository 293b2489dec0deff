import { beforeEach, describe, expect, it } from "vitest";
import { GatewayError } from "../../src/services/payments/gateways/common";
import { GatewayAClient, verifyGatewayACallback } from "../../src/services/payments/gateways/gatewayA";
import {
	GatewayBClient,
	isGatewayBServerKey,
	verifyGatewayBNotification,
} from "../../src/services/payments/gateways/gatewayB";
import { clearGatewayCTokenCache, GatewayCClient } from "../../src/services/payments/gateways/gatewayC";
import type { ChargeRequest } from "../../src/services/payments/gateways/provider";
import { networkDown, stubFetch } from "./gateway-stub";

// Gateway clients against a stubbed fetch: success, bad credentials, network failure and callback
// verification (valid, forged) for each; replays are covered through the HTTP callback endpoint.

const charge = (over: Partial<ChargeRequest> = {}): ChargeRequest => ({
	workspaceId: "acc_x",
	environment: "test",
	token: { id: "pt_1", method: "card", providerReference: "pm-123", testOutcome: null, status: "active" },
	amount: 150_000,
	currency: "IDR",
	idempotencyKey: "inv_1:1",
	description: "Invoice INV-1",
	...over,
});

const sha512 = async (s: string) =>
	[...new Uint8Array(await crypto.subtle.digest("SHA-512", new TextEncoder().encode(s)))]
		.map((b) => b.toString(16).padStart(2, "0"))
		.join("");

describe("gateway A", () => {
	const SECRET = "xnd_development_abc123";
	it("balance check: GET /balance with Basic auth (secret key, empty password)", async () => {
		const f = stubFetch(() => Response.json({ balance: 1000 }));
		expect(await new GatewayAClient({ secretKey: SECRET }, { fetch: f.fetch }).getBalance()).toEqual({ balance: 1000 });
		expect(f.seen[0].url).toBe("https://api.xendit.co/balance?account_type=CASH");
		expect(f.seen[0].headers.authorization).toBe(`Basic ${btoa(`${SECRET}:`)}`);
	});

	it("bad credentials → invalid_credentials; network failure → unavailable with 'network' in the message; onFailure sees both", async () => {
		const failures: string[] = [];
		const bad = stubFetch(() =>
			Response.json({ error_code: "INVALID_API_KEY", message: "API key is invalid" }, { status: 401 }),
		);
		const e1 = await new GatewayAClient(
			{ secretKey: SECRET },
			{ fetch: bad.fetch, onFailure: (e) => failures.push(e.kind) },
		)
			.getBalance()
			.catch((e) => e);
		expect(e1).toBeInstanceOf(GatewayError);
		expect(e1).toMatchObject({ kind: "invalid_credentials", httpStatus: 401, network: false });
		expect(e1.message).not.toContain(SECRET);
		const down = stubFetch(() => networkDown());
		const e2 = await new GatewayAClient(
			{ secretKey: SECRET },
			{ fetch: down.fetch, onFailure: (e) => failures.push(e.kind) },
		)
			.getBalance()
			.catch((e) => e);
		expect(e2).toMatchObject({ kind: "unavailable", network: true });
		expect(e2.message).toMatch(/network failure/);
		expect(failures).toEqual(["invalid_credentials", "unavailable"]);
	});

	it("charges a stored payment method with the idempotency key; maps SUCCEEDED, PENDING and declines", async () => {
		const f = stubFetch((_r, n) =>
			Response.json(
				n === 1
					? { id: "pr-1", status: "SUCCEEDED" }
					: n === 2
						? { id: "pr-2", status: "PENDING" }
						: { id: "pr-3", status: "FAILED", failure_code: "STOLEN_CARD" },
			),
		);
		const c = new GatewayAClient({ secretKey: SECRET }, { fetch: f.fetch });
		expect(await c.charge(charge())).toEqual({ status: "succeeded", providerReference: "pr-1" });
		expect(f.seen[0]).toMatchObject({ url: "https://api.xendit.co/payment_requests", method: "POST" });
		expect(f.seen[0].headers["idempotency-key"]).toBe("inv_1:1");
		expect(JSON.parse(f.seen[0].body)).toMatchObject({
			reference_id: "inv_1:1",
			amount: 150_000,
			currency: "IDR",
			payment_method_id: "pm-123",
		});
		expect(await c.charge(charge())).toMatchObject({
			status: "failed",
			failureCode: "payment_pending",
			hardDecline: false,
		});
		expect(await c.charge(charge())).toMatchObject({ status: "failed", failureCode: "stolen_card", hardDecline: true });
	});

	it("callback token: valid accepted, forged, missing or unconfigured refused", () => {
		expect(verifyGatewayACallback("tok_abc", "tok_abc")).toBe(true);
		expect(verifyGatewayACallback("tok_abc", "tok_abd")).toBe(false);
		expect(verifyGatewayACallback("tok_abc", null)).toBe(false);
		expect(verifyGatewayACallback(null, "tok_abc")).toBe(false);
	});
});

describe("gateway B", () => {
	const KEY = "SB-Mid-server-abc123";
	it("server-key prefix by environment", () => {
		expect(isGatewayBServerKey(KEY, "sandbox")).toBe(true);
		expect(isGatewayBServerKey(KEY, "production")).toBe(false);
		expect(isGatewayBServerKey("Mid-server-xyz", "production")).toBe(true);
		expect(isGatewayBServerKey("Mid-server-", "production")).toBe(false);
	});

	it("credential check: a 404 for an order that cannot exist means the key works (sandbox host, Basic auth)", async () => {
		const f = stubFetch(() =>
			Response.json({ status_code: "404", status_message: "Transaction doesn't exist." }, { status: 404 }),
		);
		await new GatewayBClient({ serverKey: KEY, env: "sandbox" }, { fetch: f.fetch }).checkCredentials();
		expect(f.seen[0].url).toMatch(/^https:\/\/api\.sandbox\.midtrans\.com\/v2\/pasar-credential-check-.+\/status$/);
		expect(f.seen[0].headers.authorization).toBe(`Basic ${btoa(`${KEY}:`)}`);
	});

	it("bad credentials (401 in the body even with HTTP 200) → invalid_credentials; network failure → unavailable", async () => {
		const bad = stubFetch(() =>
			Response.json({ status_code: "401", status_message: "Unknown Merchant server_key/id" }),
		);
		await expect(
			new GatewayBClient({ serverKey: KEY, env: "sandbox" }, { fetch: bad.fetch }).checkCredentials(),
		).rejects.toMatchObject({ kind: "invalid_credentials" });
		const down = stubFetch(() => networkDown());
		const e = await new GatewayBClient({ serverKey: KEY, env: "sandbox" }, { fetch: down.fetch })
			.checkCredentials()
			.catch((x) => x);
		expect(e).toMatchObject({ kind: "unavailable", network: true });
	});

	it("charge: settlement succeeds; a duplicate order id (406) answers with the first outcome", async () => {
		const f = stubFetch((r) =>
			r.url.endsWith("/v2/charge")
				? Response.json({
						status_code: "406",
						status_message: "The request could not be completed due to a conflict (order_id has already been taken)",
					})
				: Response.json({
						status_code: "200",
						order_id: "inv_1:1",
						transaction_id: "t-1",
						transaction_status: "settlement",
						gross_amount: "150000.00",
					}),
		);
		expect(await new GatewayBClient({ serverKey: KEY, env: "sandbox" }, { fetch: f.fetch }).charge(charge())).toEqual({
			status: "succeeded",
			providerReference: "t-1",
		});
		expect(f.seen.map((s) => s.url)).toEqual([
			"https://api.sandbox.midtrans.com/v2/charge",
			"https://api.sandbox.midtrans.com/v2/inv_1%3A1/status",
		]);
	});

	it("notification signature: valid accepted; forged signature or altered amount refused", async () => {
		const n = { order_id: "inv_1:1", status_code: "200", gross_amount: "150000.00", transaction_status: "settlement" };
		const sig = await sha512(`inv_1:1200150000.00${KEY}`);
		expect(await verifyGatewayBNotification({ ...n, signature_key: sig }, KEY)).toBe(true);
		expect(await verifyGatewayBNotification({ ...n, signature_key: "0".repeat(128) }, KEY)).toBe(false);
		expect(await verifyGatewayBNotification({ ...n, gross_amount: "1.00", signature_key: sig }, KEY)).toBe(false);
		expect(await verifyGatewayBNotification({ ...n, signature_key: sig }, "SB-Mid-server-other")).toBe(false);
	});
});

describe("gateway C", () => {
	beforeEach(() => clearGatewayCTokenCache());
	const creds = { clientId: "client-1", secret: "sec-XYZ9", mode: "sandbox" as const };
	const token = (n = 1, expires = 32_400) =>
		Response.json({ access_token: `A21-${n}`, token_type: "Bearer", expires_in: expires });

	it("OAuth client credentials, cached until shortly before expiry", async () => {
		let now = 1_000_000;
		let n = 0;
		const f = stubFetch((r) =>
			r.url.endsWith("/v1/oauth2/token") ? token(++n, 3600) : Response.json({ id: "O-1", status: "COMPLETED" }),
		);
		const c = new GatewayCClient(creds, { fetch: f.fetch, now: () => now });
		await c.getOrder("O-1");
		await c.getOrder("O-1");
		expect(f.seen.filter((s) => s.url.endsWith("/oauth2/token"))).toHaveLength(1);
		const t = f.seen[0];
		expect(t).toMatchObject({
			url: "https://api-m.sandbox.paypal.com/v1/oauth2/token",
			method: "POST",
			body: "grant_type=client_credentials",
		});
		expect(t.headers.authorization).toBe(`Basic ${btoa("client-1:sec-XYZ9")}`);
		expect(f.seen[1].headers.authorization).toBe("Bearer A21-1");
		now += 3600_000 - 30_000; // inside the refresh margin
		await c.getOrder("O-1");
		expect(f.seen.filter((s) => s.url.endsWith("/oauth2/token"))).toHaveLength(2);
		expect(f.seen.at(-1)?.headers.authorization).toBe("Bearer A21-2");
	});

	it("a cached token the gateway refuses is replaced once", async () => {
		let n = 0;
		const f = stubFetch((r) =>
			r.url.endsWith("/oauth2/token")
				? token(++n)
				: r.headers.authorization === "Bearer A21-1"
					? Response.json({}, { status: 401 })
					: Response.json({ id: "O-1" }),
		);
		expect(await new GatewayCClient(creds, { fetch: f.fetch }).getOrder("O-1")).toEqual({ id: "O-1" });
		expect(n).toBe(2);
	});

	it("bad credentials → invalid_credentials; network failure → unavailable", async () => {
		const bad = stubFetch(() =>
			Response.json({ error: "invalid_client", error_description: "Client Authentication failed" }, { status: 401 }),
		);
		await expect(new GatewayCClient(creds, { fetch: bad.fetch }).checkCredentials()).rejects.toMatchObject({
			kind: "invalid_credentials",
		});
		const down = stubFetch(() => networkDown());
		await expect(new GatewayCClient(creds, { fetch: down.fetch }).checkCredentials()).rejects.toMatchObject({
			kind: "unavailable",
			network: true,
		});
	});

	it("charge: creates and captures an order on the vaulted source with PayPal-Request-Id; amount as a decimal", async () => {
		const f = stubFetch((r) =>
			r.url.endsWith("/oauth2/token")
				? token()
				: Response.json({
						id: "O-9",
						status: "COMPLETED",
						purchase_units: [{ payments: { captures: [{ id: "CAP-1", status: "COMPLETED" }] } }],
					}),
		);
		const r = await new GatewayCClient(creds, { fetch: f.fetch }).charge(
			charge({
				amount: 1999,
				currency: "USD",
				token: {
					id: "pt_1",
					method: "wallet_network",
					providerReference: "vault-1",
					testOutcome: null,
					status: "active",
				},
			}),
		);
		expect(r).toEqual({ status: "succeeded", providerReference: "CAP-1" });
		const req = f.seen[1];
		expect(req.url).toBe("https://api-m.sandbox.paypal.com/v2/checkout/orders");
		expect(req.headers["paypal-request-id"]).toBe("inv_1:1");
		expect(JSON.parse(req.body)).toMatchObject({
			intent: "CAPTURE",
			purchase_units: [{ amount: { currency_code: "USD", value: "19.99" } }],
			payment_source: { paypal: { vault_id: "vault-1" } },
		});
	});

	it("webhook verification: SUCCESS accepted, FAILURE (forged) refused, missing transmission headers refused without a call", async () => {
		const headers = {
			"paypal-auth-algo": "SHA256withRSA",
			"paypal-cert-url": "https://api-m.paypal.com/certs/x",
			"paypal-transmission-id": "t-1",
			"paypal-transmission-sig": "sig",
			"paypal-transmission-time": "2026-01-01T00:00:00Z",
		};
		let verdict = "SUCCESS";
		const f = stubFetch((r) =>
			r.url.endsWith("/oauth2/token") ? token() : Response.json({ verification_status: verdict }),
		);
		const c = new GatewayCClient(creds, { fetch: f.fetch });
		expect(await c.verifyWebhook(headers, { id: "WH-1" }, "WHK-1")).toBe(true);
		expect(JSON.parse(f.seen[1].body)).toMatchObject({
			webhook_id: "WHK-1",
			transmission_id: "t-1",
			webhook_event: { id: "WH-1" },
		});
		verdict = "FAILURE";
		expect(await c.verifyWebhook(headers, { id: "WH-1" }, "WHK-1")).toBe(false);
		const calls = f.seen.length;
		expect(await c.verifyWebhook({ ...headers, "paypal-transmission-sig": "" }, { id: "WH-1" }, "WHK-1")).toBe(false);
		expect(f.seen.length).toBe(calls);
	});
});
