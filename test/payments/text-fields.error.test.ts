// Issue 12 "Input hygiene" point 2, payments: every name and free-text field refuses control
// characters (src/platform/text.ts). One-line fields refuse NUL and CR/LF (every control);
// multi-line fields (notes, descriptions, instructions, metadata values) keep LF and TAB but refuse
// NUL, CR and the other C0 controls. Each refusal is 400 validation_error naming the field, and
// nothing is written.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { expectEnvelopeError, type Res } from "../helpers/http";
import { type PayKey, payCall } from "../helpers/pay";
import { put, stubGateways } from "./adapters-helpers";
import { billingSetup, mut, newCustomer, newPlan, subscribe, workspaceKey } from "./billing-helpers";
import { newSession } from "./checkout-helpers";
import { BANK, createPayout, platformAdmin, setBank, settle } from "./payouts-helpers";

const NUL = "Budi\u0000Santoso";
const CRLF = "Budi\r\nSantoso";
const LF = "Budi\nSantoso";
const ESC = "Budi\u001b[31mSantoso";
const CR = "Budi\rSantoso";

beforeAll(() => {
	stubGateways(); // the gateway PUTs below must never reach a network, even on code that would let them through
});
afterAll(() => vi.unstubAllGlobals());

function refused(r: Res, param: string, what: string) {
	expectEnvelopeError({ ...r, text: `${what} (${param}): ${r.text}` }, 400, "validation_error");
	expect(r.body.error.param, what).toBe(param);
}

interface Field {
	param: string;
	send: (value: string) => Promise<Res>;
}

// Three workspaces, so the adapter and payout groups stay under the mutating_heavy limit (60 a minute).
let key: PayKey; // billing
let gw: PayKey; // adapters
let po: PayKey; // payouts
let poWs: string;
let customerId: string;
let planId: string;
let subId: string;

beforeAll(async () => {
	({ key } = await workspaceKey());
	({ key: gw } = await workspaceKey());
	({ ws: poWs, key: po } = await workspaceKey());
	const s = await billingSetup(key);
	customerId = s.customer.id;
	planId = s.plan.id;
	const sub = await subscribe(key, { customerId, planId, priceId: s.priceId, paymentTokenId: s.token.id });
	expect(sub.status, sub.text).toBe(201);
	subId = sub.body.data.id;
	await settle(po, 100_000);
	await setBank(po);
});

/** One-line fields: NUL, CR/LF, a bare LF and ESC are all refused. */
const singleLine = (): Field[] => [
	{ param: "name", send: (v) => payCall(key, "POST", "/v1/api-keys", { body: { name: v } }) },
	{ param: "name", send: (v) => mut(key, "POST", "/v1/customers", { name: v }) },
	{ param: "email", send: (v) => mut(key, "POST", "/v1/customers", { email: `${v}@example.com` }) },
	{
		param: "phone",
		send: (v) => mut(key, "POST", "/v1/customers", { phone: `0812${v.replace(/[A-Za-z]/g, "")}3456` }),
	},
	{ param: "externalId", send: (v) => mut(key, "POST", "/v1/customers", { externalId: v }) },
	{ param: "name", send: (v) => mut(key, "PATCH", `/v1/customers/${customerId}`, { name: v }) },
	{
		param: "name",
		send: (v) => mut(key, "POST", "/v1/plans", { name: v, currency: "IDR", interval: "month", unitAmount: 1000 }),
	},
	{ param: "name", send: (v) => mut(key, "PATCH", `/v1/plans/${planId}`, { name: v }) },
	{ param: "name", send: (v) => mut(key, "POST", "/v1/coupons", { name: v, percentOff: 10, duration: "once" }) },
	{
		param: "brand",
		send: (v) => mut(key, "POST", "/v1/payment-tokens", { customerId, method: "card", brand: v, last4: "4242" }),
	},
	{
		param: "accountLabel",
		send: (v) => mut(key, "POST", "/v1/payment-tokens", { customerId, method: "ewallet", accountLabel: v }),
	},
	{
		param: "providerReference",
		send: (v) =>
			mut(key, "POST", "/v1/payment-tokens", {
				customerId,
				method: "ewallet",
				accountLabel: "OVO",
				providerReference: v,
			}),
	},
	{
		param: "lineItems.0.name",
		send: (v) => newSession(key, { amount: undefined, lineItems: [{ name: v, quantity: 1, unitAmount: 1000 }] }),
	},
	{
		param: "bankAccountHolder",
		send: (v) => createPayout(po, { amount: 1000, currency: "IDR", bankAccountHolder: v }),
	},
	{ param: "bankName", send: (v) => createPayout(po, { amount: 1000, currency: "IDR", bankName: v }) },
	{
		param: "bankAccountNumber",
		send: (v) => createPayout(po, { amount: 1000, currency: "IDR", bankAccountNumber: v }),
	},
	{ param: "bankCode", send: (v) => createPayout(po, { amount: 1000, currency: "IDR", bankCode: v }) },
	{
		param: "bankAccountHolder",
		send: (v) => payCall(po, "PATCH", "/v1/payouts/bank-account", { body: { bankAccountHolder: v } }),
	},
	{
		param: "bankAccounts.0.accountHolder",
		send: (v) => put(gw, "manual", { bankAccounts: [{ bankName: "BCA", accountNumber: "123", accountHolder: v }] }),
	},
	{
		param: "bankAccounts.0.bankName",
		send: (v) => put(gw, "manual", { bankAccounts: [{ bankName: v, accountNumber: "123", accountHolder: "Toko" }] }),
	},
	{
		param: "bankAccounts.0.accountNumber",
		send: (v) => put(gw, "manual", { bankAccounts: [{ bankName: "BCA", accountNumber: v, accountHolder: "Toko" }] }),
	},
	{ param: "staticQrImageUrl", send: (v) => put(gw, "manual", { staticQrImageUrl: `https://toko.example/${v}.png` }) },
	{ param: "secretKey", send: (v) => put(gw, "gateway_a", { secretKey: `xnd_development_${v}` }) },
	{ param: "callbackToken", send: (v) => put(gw, "gateway_a", { secretKey: "xnd_development_abc", callbackToken: v }) },
	{
		param: "serverKey",
		send: (v) =>
			put(gw, "gateway_b", { serverKey: `SB-Mid-server-${v}`, clientKey: "SB-Mid-client-x", merchantId: "G1" }),
	},
	{
		param: "clientKey",
		send: (v) => put(gw, "gateway_b", { serverKey: "SB-Mid-server-x", clientKey: v, merchantId: "G1" }),
	},
	{
		param: "merchantId",
		send: (v) => put(gw, "gateway_b", { serverKey: "SB-Mid-server-x", clientKey: "SB-Mid-client-x", merchantId: v }),
	},
	{ param: "clientId", send: (v) => put(gw, "gateway_c", { clientId: v, secret: "s" }) },
	{ param: "secret", send: (v) => put(gw, "gateway_c", { clientId: "c", secret: v }) },
	{ param: "webhookId", send: (v) => put(gw, "gateway_c", { clientId: "c", secret: "s", webhookId: v }) },
];

/** Multi-line fields: LF and TAB are kept; NUL, CR (so CR/LF) and ESC are refused. */
const multiLine = (): Array<Field & { ok: (value: string) => Promise<Res> }> => {
	const note = (v: string) => createPayout(po, { amount: 1000, currency: "IDR", note: v });
	const instructions = (v: string) => put(gw, "manual", { instructions: v });
	const description = (v: string) =>
		payCall(key, "POST", "/v1/webhook-endpoints", {
			body: { url: "https://hooks.example.com/pasar", events: ["*"], description: v },
		});
	const metaValue = (v: string) => mut(key, "PATCH", `/v1/subscriptions/${subId}`, { metadata: { alamat: v } });
	const couponMeta = (v: string) =>
		mut(key, "POST", "/v1/coupons", { percentOff: 5, duration: "once", metadata: { catatan: v } });
	const sessionMeta = (v: string) => newSession(key, { metadata: { catatan: v } });
	return [
		{ param: "note", send: note, ok: note },
		{ param: "instructions", send: instructions, ok: instructions },
		{ param: "description", send: description, ok: description },
		{ param: "metadata.alamat", send: metaValue, ok: metaValue },
		{ param: "metadata.catatan", send: couponMeta, ok: couponMeta },
		{ param: "metadata.catatan", send: sessionMeta, ok: sessionMeta },
	];
};

describe("payments: names and free text refuse control characters", () => {
	it("one-line fields: NUL, CR/LF, LF and ESC → 400 validation_error naming the field", async () => {
		for (const f of singleLine()) {
			for (const [what, v] of [
				["NUL", NUL],
				["CRLF", CRLF],
				["LF", LF],
				["ESC", ESC],
			] as const) {
				refused(await f.send(v), f.param, what);
			}
		}
	});

	it("multi-line fields: NUL, CR/LF, bare CR and ESC → 400; LF and TAB are accepted", async () => {
		for (const f of multiLine()) {
			for (const [what, v] of [
				["NUL", NUL],
				["CRLF", CRLF],
				["CR", CR],
				["ESC", ESC],
			] as const) {
				refused(await f.send(v), f.param, what);
			}
			const good = await f.ok("Baris satu\nBaris dua\tselesai");
			expect(good.status, `${f.param}: ${good.text}`).toBeLessThan(300);
		}
	});

	it("metadata keys are one line: a control character in a key → 400 naming metadata", async () => {
		for (const k of ["kota\u0000", "kota\r\n", "ko\tta"]) {
			const r = await mut(key, "PATCH", `/v1/customers/${customerId}`, { metadata: { [k]: "Jakarta" } });
			expectEnvelopeError({ ...r, text: `${JSON.stringify(k)}: ${r.text}` }, 400, "validation_error");
			expect(r.body.error.param).toMatch(/^metadata/);
		}
	});

	it("nothing is written by a refused request", async () => {
		const before = (await payCall(key, "GET", `/v1/customers/${customerId}`)).body.data;
		refused(
			await mut(key, "PATCH", `/v1/customers/${customerId}`, { name: NUL, phone: "0812 3456" }),
			"name",
			"PATCH with one bad field",
		);
		expect((await payCall(key, "GET", `/v1/customers/${customerId}`)).body.data).toEqual(before);
		expect((await payCall(po, "GET", "/v1/payouts/bank-account")).body.data).toMatchObject(BANK);
		// Every refused value above contains "Santoso": none of it may be anywhere.
		const lists: Array<[PayKey, string]> = [
			...[
				"/v1/customers",
				"/v1/plans",
				"/v1/coupons",
				"/v1/payment-tokens",
				"/v1/checkout-sessions",
				"/v1/api-keys",
				"/v1/webhook-endpoints",
			].map((p) => [key, `${p}?limit=100`] as [PayKey, string]),
			[po, "/v1/payouts?limit=100"],
			[gw, "/v1/adapters"],
		];
		for (const [k, path] of lists) {
			const r = await payCall(k, "GET", path);
			expect(r.status, r.text).toBe(200);
			expect(r.text, path).not.toContain("Santoso");
		}
	});

	it("a platform admin's mark-in-transit reference (one line) and mark-failed failureReason (multi-line) follow the same rules", async () => {
		const admin = await platformAdmin();
		const created = await createPayout(po, { amount: 1000, currency: "IDR" });
		expect(created.status, created.text).toBe(201);
		const id = created.body.data.id;
		const on = { onBehalfOf: poWs };
		refused(
			await payCall(admin, "POST", `/v1/payouts/${id}/mark-in-transit`, { ...on, body: { reference: CRLF } }),
			"reference",
			"CRLF",
		);
		refused(
			await payCall(admin, "POST", `/v1/payouts/${id}/mark-failed`, { ...on, body: { failureReason: NUL } }),
			"failureReason",
			"NUL",
		);
		expect((await payCall(po, "GET", `/v1/payouts/${id}`)).body.data.status).toBe("pending");
		const failed = await payCall(admin, "POST", `/v1/payouts/${id}/mark-failed`, {
			...on,
			body: { failureReason: "Rekening ditutup\nHubungi bank" },
		});
		expect(failed.status, failed.text).toBe(200);
	});

	it("names of a new plan and customer are still accepted with ordinary punctuation and non-Latin script", async () => {
		expect((await newPlan(key, { name: "Paket Pro — 月額 (IDR)" })).name).toBe("Paket Pro — 月額 (IDR)");
		expect((await newCustomer(key, { name: "Siti Nurhaliza binti Tarudin" })).name).toBe(
			"Siti Nurhaliza binti Tarudin",
		);
	});
});
