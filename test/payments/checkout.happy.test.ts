import { describe, expect, it } from "vitest";
import { applyChargeSucceeded } from "../../src/services/payments/callbacks/apply";
import { payCall } from "../helpers/pay";
import { dbOf, envOf } from "../helpers/shards";
import { advance, eventsOf, eventTypes, mut, workspaceKey } from "./billing-helpers";
import {
	balance,
	choose,
	connectManual,
	getSession,
	ledgerEntries,
	page,
	pagePath,
	paidSession,
	refund,
	SUCCESS_URL,
	session,
	simulate,
} from "./checkout-helpers";

describe("checkout settings", () => {
	it("default to managed for every method managed supports; PUT routes manual methods once the adapter is connected", async () => {
		const { key } = await workspaceKey();
		const got = await payCall(key, "GET", "/v1/checkout-settings");
		expect(got.status, got.text).toBe(200);
		expect(got.body.data).toEqual({
			methods: {
				qris: "managed",
				virtual_account: "managed",
				ewallet: "managed",
				card: "managed",
				retail_outlet: null,
				wallet_network: null,
				static_qr: null,
				bank_transfer_offline: null,
			},
			branding: {
				displayName: expect.any(String),
				logoUrl: null,
				brandColor: null,
				address: null,
				taxId: null,
				timeZone: "Asia/Jakarta",
			},
			updatedAt: null,
		});
		await connectManual(key);
		const put = await mut(key, "PUT", "/v1/checkout-settings", {
			methods: { static_qr: "manual", bank_transfer_offline: "manual", card: null },
		});
		expect(put.status, put.text).toBe(200);
		expect(put.body.data.methods).toMatchObject({
			qris: "managed",
			static_qr: "manual",
			bank_transfer_offline: "manual",
			card: null,
		});
		expect((await payCall(key, "GET", "/v1/checkout-settings")).body.data.methods.card).toBeNull();
		// A session now offers exactly the routed IDR methods.
		const s = await session(key);
		expect(s.methods).toEqual(["qris", "virtual_account", "ewallet", "static_qr", "bank_transfer_offline"]);
	});
});

describe("checkout sessions", () => {
	it("create with line items (amount = sum), retrieve, list with filters and cursor", async () => {
		const { ws, key } = await workspaceKey();
		const customer = (await mut(key, "POST", "/v1/customers", { email: "budi@example.com" })).body.data;
		const s = await session(key, {
			amount: undefined,
			lineItems: [
				{ name: "Kopi susu", quantity: 2, unitAmount: 25_000 },
				{ name: "Roti bakar", quantity: 1, unitAmount: 30_000 },
			],
			customerId: customer.id,
			metadata: { order: "A-17" },
		});
		expect(s).toMatchObject({
			status: "open",
			amount: 80_000,
			currency: "IDR",
			customerId: customer.id,
			metadata: { order: "A-17" },
			paymentId: null,
			completedAt: null,
		});
		expect(s.id).toMatch(/^cs_/);
		// The address names the workspace: the page finds the session on its shard (issue 38).
		expect(s.hostedUrl).toBe(`http://127.0.0.1:8787/pay/checkout/${s.id}?w=${ws}`);
		expect(Date.parse(s.expiresAt) - Date.parse(s.createdAt)).toBe(24 * 3600 * 1000);
		expect(s.methods).toEqual(["qris", "virtual_account", "ewallet", "card"]);
		expect((await getSession(key, s.id)).id).toBe(s.id);
		await session(key, { customerEmail: "ani@example.com" });
		await session(key, { customerEmail: "tono@example.com" });
		const byCustomer = await payCall(key, "GET", `/v1/checkout-sessions?customerId=${customer.id}`);
		expect(byCustomer.body.data.map((x: any) => x.id)).toEqual([s.id]);
		const p1 = await payCall(key, "GET", "/v1/checkout-sessions?limit=2&status=open");
		expect(p1.body.data).toHaveLength(2);
		expect(p1.body.meta.page.hasMore).toBe(true);
		const p2 = await payCall(
			key,
			"GET",
			`/v1/checkout-sessions?limit=2&status=open&cursor=${p1.body.meta.page.nextCursor}`,
		);
		expect(p2.body.data.map((x: any) => x.id)).toEqual([s.id]);
		expect(ws).toBeTruthy();
	});

	it("hosted page: amount, line items and methods, in Indonesian or English by Accept-Language", async () => {
		const { key } = await workspaceKey();
		const s = await session(key, {
			amount: undefined,
			lineItems: [{ name: "Kopi susu", quantity: 2, unitAmount: 25_000 }],
		});
		const id = await page(pagePath(s), { lang: "id-ID,id;q=0.9,en;q=0.5" });
		expect(id.status).toBe(200);
		expect(id.headers.get("content-type")).toMatch(/text\/html/);
		expect(id.html).toContain('<html lang="id">');
		expect(id.html).toContain("Pilih metode pembayaran");
		expect(id.html).toMatch(/Rp\s?50\.000/);
		expect(id.html).toContain("Kopi susu");
		expect(id.html).toContain('name="viewport"');
		for (const m of ["qris", "virtual_account", "ewallet", "card"]) expect(id.html).toContain(`data-method="${m}"`);
		const en = await page(pagePath(s), { lang: "en-US,en;q=0.9" });
		expect(en.html).toContain('<html lang="en">');
		expect(en.html).toContain("Choose a payment method");
		expect(en.html).toContain("IDR");
		expect(en.html).not.toContain("Simulate success"); // no payment started yet
		expect((await page("/pay/checkout/cs_01JB4X6N0ZQ8K3C9W2T5V7R1MD")).status).toBe(404);
	});

	it("QRIS in test mode: simulate success → successUrl, payment succeeded and settled once (credit + fee), events", async () => {
		const { ws, key } = await workspaceKey();
		const s = await session(key);
		const chosen = await choose(s, "qris");
		expect(chosen.status).toBe(303);
		expect(chosen.location).toBe(pagePath(s));
		const pending = await page(pagePath(s), { lang: "en" });
		expect(pending.html).toContain("Simulate success");
		expect(pending.html).toContain("Simulate failure");
		const open = await getSession(key, s.id);
		const p0 = (await payCall(key, "GET", `/v1/payments/${open.paymentId}`)).body.data;
		expect(p0).toMatchObject({
			status: "pending",
			method: "qris",
			adapter: "managed",
			sessionId: s.id,
			amount: 150_000,
		});
		const done = await simulate(s, "success");
		expect(done.status).toBe(303);
		expect(done.location).toBe(SUCCESS_URL);
		const cur = await getSession(key, s.id);
		expect(cur).toMatchObject({ status: "completed", paymentId: p0.id });
		expect(cur.completedAt).not.toBeNull();
		const p = (await payCall(key, "GET", `/v1/payments/${p0.id}`)).body.data;
		expect(p).toMatchObject({ status: "succeeded", fee: 1050, net: 148_950, refundedAmount: 0 });
		expect(p.ledgerTransactionId).toMatch(/^ltx_/);
		const entries = await ledgerEntries(key);
		expect(entries.filter((e) => e.sourceType === "payment")).toHaveLength(1);
		expect(entries.filter((e) => e.sourceType === "fee")).toEqual([
			expect.objectContaining({ amount: 1050, sourceId: p0.id }),
		]);
		expect((await balance(key)).available).toBe(148_950);
		expect(await eventTypes(ws, "test", "payment.")).toEqual(["payment.succeeded"]);
		expect((await eventsOf(ws, "checkout_session.completed"))[0]).toMatchObject({ id: s.id, status: "completed" });
		// The paid session's page says so and links on to successUrl; listing payments shows the one record.
		const paidPage = await page(pagePath(s));
		expect(paidPage.status).toBe(200);
		expect(paidPage.html).toContain(`href="${SUCCESS_URL}"`);
		const list = await payCall(key, "GET", `/v1/payments?sessionId=${s.id}`);
		expect(list.body.data.map((x: any) => x.id)).toEqual([p0.id]);
	});

	it("simulate failure: payment failed (payment.failed), session stays open; another attempt succeeds", async () => {
		const { ws, key } = await workspaceKey();
		const s = await session(key);
		await choose(s, "ewallet");
		const failed = await simulate(s, "failure");
		expect(failed.status).toBe(303);
		expect(failed.location).toBe(pagePath(s));
		const first = (await getSession(key, s.id)).paymentId;
		expect((await payCall(key, "GET", `/v1/payments/${first}`)).body.data).toMatchObject({
			status: "failed",
			failureCode: "card_declined",
		});
		expect((await getSession(key, s.id)).status).toBe("open");
		expect((await page(pagePath(s), { lang: "en" })).html).toContain("The payment failed");
		await choose(s, "qris");
		expect((await simulate(s, "success")).location).toBe(SUCCESS_URL);
		const cur = await getSession(key, s.id);
		expect(cur.status).toBe("completed");
		expect(cur.paymentId).not.toBe(first);
		expect(await eventTypes(ws, "test", "payment.")).toEqual(["payment.failed", "payment.succeeded"]);
	});

	it("expires through the test clock (checkout_session.expired, pending payment canceled); paying it then is 409", async () => {
		const { ws, key } = await workspaceKey();
		const s = await session(key, { expiresInSec: 300 });
		await choose(s, "qris");
		await advance(key, 301);
		const cur = await getSession(key, s.id);
		expect(cur.status).toBe("expired");
		expect(cur.expiredAt).toBe(s.expiresAt);
		expect((await eventsOf(ws, "checkout_session.expired")).map((e) => e.id)).toEqual([s.id]);
		expect((await payCall(key, "GET", `/v1/payments/${cur.paymentId}`)).body.data).toMatchObject({
			status: "canceled",
			failureCode: "session_expired",
		});
		const late = await simulate(s, "success");
		expect(late.status).toBe(409);
		expect(late.html).toContain('data-code="session_expired"');
		const again = await choose(s, "qris");
		expect(again.status).toBe(409);
		expect((await page(pagePath(s))).status).toBe(410);
		expect(await ledgerEntries(key)).toEqual([]);
	});

	it("cancel: open → canceled (pending payment canceled); a second cancel is 409", async () => {
		const { key } = await workspaceKey();
		const s = await session(key);
		await choose(s, "card");
		const r = await mut(key, "POST", `/v1/checkout-sessions/${s.id}/cancel`);
		expect(r.status, r.text).toBe(200);
		expect(r.body.data.status).toBe("canceled");
		expect((await payCall(key, "GET", `/v1/payments/${r.body.data.paymentId}`)).body.data.status).toBe("canceled");
		const again = await mut(key, "POST", `/v1/checkout-sessions/${s.id}/cancel`);
		expect(again.status).toBe(409);
		expect(again.body.error.code).toBe("invalid_transition");
	});

	it("offline transfer: the page shows bank accounts and instructions, session pending_review; confirm completes it without touching the ledger", async () => {
		const { ws, key } = await workspaceKey();
		await connectManual(key);
		expect(
			(
				await mut(key, "PUT", "/v1/checkout-settings", {
					methods: { bank_transfer_offline: "manual", static_qr: "manual" },
				})
			).status,
		).toBe(200);
		const s = await session(key, { methods: ["bank_transfer_offline", "static_qr"] });
		expect((await choose(s, "bank_transfer_offline")).status).toBe(303);
		const shown = await page(pagePath(s), { lang: "en" });
		expect(shown.html).toContain("Waiting for the merchant to confirm");
		expect(shown.html).toContain("1234567890");
		expect(shown.html).toContain("Toko Budi");
		expect(shown.html).toContain("Transfer the exact amount");
		expect(shown.html).not.toContain("Simulate success");
		expect((await getSession(key, s.id)).status).toBe("pending_review");
		const confirmed = await mut(key, "POST", `/v1/checkout-sessions/${s.id}/confirm`);
		expect(confirmed.status, confirmed.text).toBe(200);
		expect(confirmed.body.data.status).toBe("completed");
		const p = (await payCall(key, "GET", `/v1/payments/${confirmed.body.data.paymentId}`)).body.data;
		expect(p).toMatchObject({
			status: "succeeded",
			adapter: "manual",
			method: "bank_transfer_offline",
			fee: 0,
			net: 150_000,
			ledgerTransactionId: null,
		});
		expect(await ledgerEntries(key)).toEqual([]);
		const twice = await mut(key, "POST", `/v1/checkout-sessions/${s.id}/confirm`);
		expect(twice.status).toBe(409);
		expect(twice.body.error.code).toBe("invalid_transition");
		expect(await eventTypes(ws, "test", "checkout_session.")).toEqual(["checkout_session.completed"]);
		// Static QR shows the merchant's QR image.
		const q = await session(key, { methods: ["static_qr"] });
		await choose(q, "static_qr");
		expect((await page(pagePath(q))).html).toContain('src="https://toko.example/qr.png"');
	});
});

describe("settlement exactly once", () => {
	it("a provider callback and the simulated success arriving together settle the payment once", async () => {
		const { ws, key } = await workspaceKey();
		const s = await session(key);
		await choose(s, "qris");
		const pid = (await getSession(key, s.id)).paymentId;
		const p = (await payCall(key, "GET", `/v1/payments/${pid}`)).body.data;
		const scope = { workspaceId: ws, environment: "test" as const };
		const said = { kind: "gateway_a", eventId: "e1", stated: { amount: p.amount, currency: p.currency } };
		const e = await envOf(ws);
		const [, sim] = await Promise.all([
			applyChargeSucceeded(
				e,
				null,
				scope,
				{ idempotencyKey: `${s.id}:1`, providerReference: p.providerReference },
				p.providerReference,
				said,
			),
			simulate(s, "success"),
			applyChargeSucceeded(e, null, scope, { idempotencyKey: `${s.id}:1` }, p.providerReference, said),
		]);
		expect(sim.status).toBe(303);
		expect((await getSession(key, s.id)).status).toBe("completed");
		const entries = await ledgerEntries(key);
		expect(entries.filter((e) => e.sourceType === "payment")).toHaveLength(1);
		expect(entries.filter((e) => e.sourceType === "fee")).toHaveLength(1);
		expect((await balance(key)).available).toBe(148_950);
		expect(await eventTypes(ws, "test", "payment.")).toEqual(["payment.succeeded"]);
		expect(await eventTypes(ws, "test", "checkout_session.")).toEqual(["checkout_session.completed"]);
	});

	it("a callback alone (no simulated success) succeeds the payment and completes the session at once", async () => {
		const { ws, key } = await workspaceKey();
		const s = await session(key);
		await choose(s, "qris");
		const pid = (await getSession(key, s.id)).paymentId;
		const p = (await payCall(key, "GET", `/v1/payments/${pid}`)).body.data;
		await applyChargeSucceeded(
			await envOf(ws),
			null,
			{ workspaceId: ws, environment: "test" },
			{ idempotencyKey: `${s.id}:1` },
			"upstream_1",
			{ kind: "gateway_a", eventId: "e1", stated: { amount: p.amount, currency: p.currency } },
		);
		// Before any read of the session (a read would complete it on its own).
		expect(
			await (await dbOf("DB_PAY", ws))
				.prepare("SELECT status FROM checkout_sessions WHERE id = ?")
				.bind(s.id)
				.first("status"),
		).toBe("completed");
		expect((await getSession(key, s.id)).status).toBe("completed");
		expect((await payCall(key, "GET", `/v1/payments/${pid}`)).body.data.status).toBe("succeeded");
		expect((await ledgerEntries(key)).filter((e) => e.sourceType === "payment")).toHaveLength(1);
	});
});

describe("refunds", () => {
	it("partial refund succeeds and debits the ledger once; refund.succeeded; the rest stays refundable", async () => {
		const { ws, key } = await workspaceKey();
		const { payment } = await paidSession(key);
		const r = await refund(key, { paymentId: payment.id, amount: 50_000, reason: "requested_by_customer" });
		expect(r.status, r.text).toBe(201);
		expect(r.body.data).toMatchObject({
			status: "succeeded",
			amount: 50_000,
			currency: "IDR",
			paymentId: payment.id,
			failureReason: null,
		});
		expect(r.body.data.id).toMatch(/^re_/);
		expect(r.body.data.ledgerTransactionId).toMatch(/^ltx_/);
		expect((await payCall(key, "GET", `/v1/payments/${payment.id}`)).body.data.refundedAmount).toBe(50_000);
		expect((await ledgerEntries(key, "&sourceType=refund")).map((e) => e.amount)).toEqual([50_000]);
		expect((await balance(key)).available).toBe(98_950);
		expect((await eventsOf(ws, "refund.succeeded")).map((e) => e.id)).toEqual([r.body.data.id]);
		expect((await payCall(key, "GET", `/v1/refunds/${r.body.data.id}`)).body.data.id).toBe(r.body.data.id);
		expect((await payCall(key, "GET", `/v1/refunds?paymentId=${payment.id}`)).body.data).toHaveLength(1);
		// Idempotent replay: the same refund, nothing debited twice.
	});

	it("a provider decline fails the refund (refund.failed), returns the debited amount with one refund_failure credit and frees the amount", async () => {
		const { ws, key } = await workspaceKey();
		const { payment } = await paidSession(key);
		const before = await balance(key);
		const r = await refund(key, { paymentId: payment.id, amount: 10_000, reason: "other", testOutcome: "fail" });
		expect(r.status, r.text).toBe(201);
		expect(r.body.data).toMatchObject({ status: "failed", failureReason: "provider_declined" });
		// The debit was taken when the refund was accepted (issue 12); the failure gives it back.
		expect(r.body.data.ledgerTransactionId).toMatch(/^ltx_/);
		expect((await payCall(key, "GET", `/v1/payments/${payment.id}`)).body.data.refundedAmount).toBe(0);
		const entries = await ledgerEntries(key, "&sourceType=refund");
		expect(entries.map((e) => [e.code, e.direction, e.amount, e.sourceId]).sort()).toEqual([
			["refund", "debit", 10_000, r.body.data.id],
			["refund_failure", "credit", 10_000, r.body.data.id],
		]);
		expect(await balance(key)).toEqual(before);
		expect((await eventsOf(ws, "refund.failed")).map((e) => e.id)).toEqual([r.body.data.id]);
	});

	it("idempotent: the same Idempotency-Key returns the first refund and debits once", async () => {
		const { key } = await workspaceKey();
		const { payment } = await paidSession(key);
		const body = { paymentId: payment.id, amount: 1_000, reason: "duplicate" };
		const a = await refund(key, body, "same-refund-key");
		const b = await refund(key, body, "same-refund-key");
		expect(b.status).toBe(201);
		expect(b.body.data.id).toBe(a.body.data.id);
		expect(await ledgerEntries(key, "&sourceType=refund")).toHaveLength(1);
	});
});
