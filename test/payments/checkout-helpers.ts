// Helpers for the checkout tests: sessions, the hosted page (form posts, no redirects followed).
import { SELF } from "cloudflare:test";
import { expect } from "vitest";
import { ORIGIN } from "../helpers/http";
import { type PayKey, payCall } from "../helpers/pay";
import { ik, mut } from "./billing-helpers";

export const SUCCESS_URL = "https://toko.example/thanks";

export const newSession = (key: PayKey, body: Record<string, unknown> = {}) =>
	mut(key, "POST", "/v1/checkout-sessions", {
		amount: 150_000,
		currency: "IDR",
		successUrl: SUCCESS_URL,
		cancelUrl: "https://toko.example/cart",
		...body,
	});

export async function session(key: PayKey, body: Record<string, unknown> = {}) {
	const r = await newSession(key, body);
	expect(r.status, r.text).toBe(201);
	return r.body.data;
}

/** The hosted page path of a session (hostedUrl without the origin; its ?w= names the workspace, issue 38). */
export const pagePath = (s: { hostedUrl: string }) => pageAt(s, "");

/** The session id a hosted page address names. */
export const sessionIdOf = (s: { hostedUrl: string }) => new URL(s.hostedUrl).pathname.split("/").pop() as string;

/** A path under the hosted page (`/pay`, `/simulate`, `/return`), with the page's query kept. */
export const pageAt = (s: { hostedUrl: string }, suffix: string) => {
	const u = new URL(s.hostedUrl);
	return `${u.pathname}${suffix}${u.search}`;
};

export async function page(path: string, opts: { method?: string; form?: Record<string, string>; lang?: string } = {}) {
	const res = await SELF.fetch(`${ORIGIN}${path}`, {
		method: opts.method ?? (opts.form ? "POST" : "GET"),
		redirect: "manual",
		headers: {
			...(opts.form ? { "Content-Type": "application/x-www-form-urlencoded" } : {}),
			...(opts.lang ? { "Accept-Language": opts.lang } : {}),
		},
		body: opts.form ? new URLSearchParams(opts.form).toString() : undefined,
	});
	return { status: res.status, location: res.headers.get("Location"), html: await res.text(), headers: res.headers };
}

export const choose = (s: { hostedUrl: string }, method: string) => page(pageAt(s, "/pay"), { form: { method } });
export const simulate = (s: { hostedUrl: string }, outcome: "success" | "failure") =>
	page(pageAt(s, "/simulate"), { form: { outcome } });

export const getSession = async (key: PayKey, id: string) =>
	(await payCall(key, "GET", `/v1/checkout-sessions/${id}`)).body.data;

export async function ledgerEntries(key: PayKey, query = "") {
	const r = await payCall(key, "GET", `/v1/ledger/entries?limit=100${query}`);
	expect(r.status, r.text).toBe(200);
	return r.body.data as Array<{
		code: string;
		sourceType: string;
		sourceId: string;
		amount: number;
		direction: string;
	}>;
}

export async function balance(key: PayKey, currency = "IDR") {
	const r = await payCall(key, "GET", `/v1/payouts/balance?currency=${currency}`);
	expect(r.status, r.text).toBe(200);
	return r.body.data;
}

/** A paid session: QRIS, simulated success. Returns the session and its payment. */
export async function paidSession(key: PayKey, body: Record<string, unknown> = {}) {
	const s = await session(key, body);
	expect((await choose(s, "qris")).status).toBe(303);
	const done = await simulate(s, "success");
	expect(done.status, done.html).toBe(303);
	const cur = await getSession(key, s.id);
	const pay = (await payCall(key, "GET", `/v1/payments/${cur.paymentId}`)).body.data;
	return { session: cur, payment: pay };
}

export const refund = (key: PayKey, body: Record<string, unknown>, idem = ik()) =>
	payCall(key, "POST", "/v1/refunds", { body, idempotencyKey: idem });

export async function connectManual(key: PayKey) {
	const r = await mut(key, "PUT", "/v1/adapters/manual", {
		bankAccounts: [{ bankName: "BCA", accountNumber: "1234567890", accountHolder: "Toko Budi" }],
		staticQrImageUrl: "https://toko.example/qr.png",
		instructions: "Transfer the exact amount and keep the receipt.",
	});
	expect(r.status, r.text).toBe(200);
}
