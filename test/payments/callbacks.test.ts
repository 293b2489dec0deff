import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { call, expectEnvelopeError } from "../helpers/http";
import { payCall, sha256Hex } from "../helpers/pay";
import { dbOf } from "../helpers/shards";
import {
	A_HOST,
	A_SECRET,
	B_HOST,
	B_SERVER_KEY,
	C_HOST,
	C_SECRET,
	PAYPAL_WEBHOOK_HEADERS,
	put,
	stubGateways,
} from "./adapters-helpers";
import { billingSetup, subscribe, workspaceKey } from "./billing-helpers";

// POST /v1/callbacks/{kind}/{accountId}: public, verified per provider, applied once per event id.

let gw: ReturnType<typeof stubGateways>;
beforeAll(() => {
	gw = stubGateways();
});
afterAll(() => vi.unstubAllGlobals());

const sha512 = async (s: string) =>
	[...new Uint8Array(await crypto.subtle.digest("SHA-512", new TextEncoder().encode(s)))]
		.map((b) => b.toString(16).padStart(2, "0"))
		.join("");
const callback = (kind: string, ws: string, body: unknown, headers: Record<string, string> = {}) =>
	call("POST", `/pay/v1/callbacks/${kind}/${ws}`, { body, headers });
const paymentOf = async (ws: string) =>
	(await dbOf("DB_PAY", ws))
		.prepare("SELECT * FROM payments WHERE account_id = ? ORDER BY created_at DESC LIMIT 1")
		.bind(ws)
		.first<Record<string, any>>();

describe("gateway A callbacks (x-callback-token)", () => {
	it("a disbursement callback moves the payout to paid; a replay is acknowledged and changes nothing; a forged token is 401", async () => {
		const { ws, key } = await workspaceKey();
		gw.on(A_HOST, (r) =>
			r.url.includes("/v2/payouts")
				? Response.json({
						id: "disb-9",
						reference_id: "x",
						status: "ACCEPTED",
						amount: 10_000,
						currency: "IDR",
						channel_code: "ID_BCA",
					})
				: Response.json({ balance: 1 }),
		);
		try {
			expect((await put(key, "gateway_a", { secretKey: A_SECRET, callbackToken: "cb-secret-token" })).status).toBe(200);
			await payCall(key, "POST", "/v1/test-helpers/settlements", { body: { amount: 100_000, currency: "IDR" } });
			const po = (
				await payCall(key, "POST", "/v1/payouts", {
					body: {
						amount: 10_000,
						currency: "IDR",
						bankCode: "ID_BCA",
						bankName: "BCA",
						bankAccountNumber: "123",
						bankAccountHolder: "Toko",
					},
					idempotencyKey: crypto.randomUUID(),
				})
			).body.data;
			const body = { event: "payout.succeeded", data: { id: "disb-9", reference_id: po.id, status: "SUCCEEDED" } };
			const forged = await callback("gateway_a", ws, body, { "x-callback-token": "cb-secret-tokem" });
			expectEnvelopeError(forged, 401, "invalid_signature");
			expectEnvelopeError(await callback("gateway_a", ws, body), 401, "invalid_signature");
			const first = await callback("gateway_a", ws, body, {
				"x-callback-token": "cb-secret-token",
				"webhook-id": "wh-evt-1",
			});
			expect(first.status, first.text).toBe(200);
			expect(first.body.data).toEqual({ received: true, eventId: "wh-evt-1", duplicate: false });
			const paid = (await payCall(key, "GET", `/v1/payouts/${po.id}`)).body.data;
			expect(paid.status).toBe("paid");
			const replay = await callback("gateway_a", ws, body, {
				"x-callback-token": "cb-secret-token",
				"webhook-id": "wh-evt-1",
			});
			expect(replay.body.data.duplicate).toBe(true);
			expect((await payCall(key, "GET", `/v1/payouts/${po.id}`)).body.data).toEqual(paid);
		} finally {
			gw.on(A_HOST, null);
		}
	});

	it("without a configured callbackToken every callback is refused; another workspace's id is refused", async () => {
		const { ws, key } = await workspaceKey();
		await put(key, "gateway_a", { secretKey: A_SECRET });
		const body = { event: "payout.succeeded", data: { id: "d", reference_id: "po_x", status: "SUCCEEDED" } };
		expectEnvelopeError(await callback("gateway_a", ws, body, { "x-callback-token": "" }), 401, "invalid_signature");
		const other = await workspaceKey();
		await put(other.key, "gateway_a", { secretKey: A_SECRET, callbackToken: "other-token" });
		expectEnvelopeError(
			await callback("gateway_a", ws, body, { "x-callback-token": "other-token" }),
			401,
			"invalid_signature",
		);
		expectEnvelopeError(
			await callback("gateway_a", "acc_nope", body, { "x-callback-token": "other-token" }),
			401,
			"invalid_signature",
		);
	});
});

describe("gateway B notifications (sha512 signature, then the status API)", () => {
	it("a pending charge later settled: payment succeeded; forged signature 401; replay duplicate", async () => {
		const { ws, key } = await workspaceKey();
		let status = "pending";
		gw.on(B_HOST, (r) =>
			r.url.endsWith("/v2/charge") || (r.url.includes("/status") && !r.url.includes("credential-check"))
				? Response.json({
						status_code: status === "pending" ? "201" : "200",
						order_id: "o",
						transaction_id: "trx-1",
						transaction_status: status,
						gross_amount: "150000.00",
					})
				: Response.json({ status_code: "404" }, { status: 404 }),
		);
		try {
			expect((await put(key, "gateway_b", { serverKey: B_SERVER_KEY, clientKey: "c", merchantId: "m" })).status).toBe(
				200,
			);
			const s = await billingSetup(key);
			await subscribe(key, {
				customerId: s.customer.id,
				planId: s.plan.id,
				priceId: s.priceId,
				paymentTokenId: s.token.id,
			});
			const p = await paymentOf(ws);
			expect(p).toMatchObject({ adapter: "gateway_b", status: "failed", failure_code: "payment_pending" });
			status = "settlement";
			const n = {
				order_id: p?.idempotency_key,
				status_code: "200",
				gross_amount: "150000.00",
				transaction_status: "settlement",
				transaction_id: "trx-1",
			};
			const forged = await callback("gateway_b", ws, {
				...n,
				signature_key: await sha512(`${n.order_id}200150000.00SB-Mid-server-wrong`),
			});
			expectEnvelopeError(forged, 401, "invalid_signature");
			const good = { ...n, signature_key: await sha512(`${n.order_id}200150000.00${B_SERVER_KEY}`) };
			const first = await callback("gateway_b", ws, good);
			expect(first.status, first.text).toBe(200);
			expect(first.body.data).toMatchObject({ eventId: "trx-1:settlement", duplicate: false });
			expect(await paymentOf(ws)).toMatchObject({ status: "succeeded", failure_code: null });
			expect((await callback("gateway_b", ws, good)).body.data.duplicate).toBe(true);
		} finally {
			gw.on(B_HOST, null);
		}
	});
});

describe("gateway C webhooks (verify-webhook-signature)", () => {
	const headers = PAYPAL_WEBHOOK_HEADERS;
	it("verified by the provider: applied once; FAILURE is 401; no webhookId on the adapter is 401", async () => {
		const { ws, key } = await workspaceKey();
		let verdict = "SUCCESS";
		gw.on(C_HOST, (r) =>
			r.url.endsWith("/oauth2/token")
				? Response.json({ access_token: "A21", expires_in: 3600 })
				: r.url.endsWith("/verify-webhook-signature")
					? Response.json({ verification_status: verdict })
					: Response.json({}),
		);
		try {
			expect((await put(key, "gateway_c", { clientId: "cid", secret: C_SECRET, mode: "sandbox" })).status).toBe(200);
			const event = {
				id: `WH-${crypto.randomUUID()}`,
				event_type: "PAYMENT.CAPTURE.COMPLETED",
				resource: { id: "CAP-77", custom_id: "nothing" },
			};
			expectEnvelopeError(await callback("gateway_c", ws, event, headers), 401, "invalid_signature");
			expect(
				(await put(key, "gateway_c", { clientId: "cid", secret: C_SECRET, mode: "sandbox", webhookId: "WHK-1" }))
					.status,
			).toBe(200);
			const ok = await callback("gateway_c", ws, event, headers);
			expect(ok.status, ok.text).toBe(200);
			expect(ok.body.data).toEqual({ received: true, eventId: event.id, duplicate: false });
			const sent = JSON.parse(gw.to(`${C_HOST}/v1/notifications/verify-webhook-signature`).at(-1)?.body ?? "{}");
			expect(sent).toMatchObject({ webhook_id: "WHK-1", transmission_id: "tx-1", webhook_event: { id: event.id } });
			expect((await callback("gateway_c", ws, event, headers)).body.data.duplicate).toBe(true);
			verdict = "FAILURE";
			expectEnvelopeError(
				await callback("gateway_c", ws, { ...event, id: "WH-forged" }, headers),
				401,
				"invalid_signature",
			);
		} finally {
			gw.on(C_HOST, null);
		}
	});

	it("fingerprint in publicConfig matches the configured gateway A token", async () => {
		const { key } = await workspaceKey();
		const r = await put(key, "gateway_a", { secretKey: A_SECRET, callbackToken: "fp-token" });
		expect(r.body.data.publicConfig.callbackTokenFingerprint).toBe((await sha256Hex("fp-token")).slice(0, 16));
	});
});
