// Issue 12 "Input hygiene" point 1: checkout successUrl/cancelUrl and the portal's returnUrl are
// judged by one rule (src/platform/redirect-url.ts): absolute https (http only for loopback hosts in
// local development), no control characters or spaces, no userinfo, at most 2,048 characters.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../src/index";
import { expectEnvelopeError, ORIGIN } from "../helpers/http";
import { type PayKey, payCall, signPay } from "../helpers/pay";
import { dbOf } from "../helpers/shards";
import { ik, newCustomer, workspaceKey } from "./billing-helpers";
import { choose, getSession, newSession, page, pagePath, session, simulate } from "./checkout-helpers";

const LONG_BASE = "https://toko.example/";
const ofLength = (n: number) => `${LONG_BASE}${"a".repeat(n - LONG_BASE.length)}`;

/** Every shape the rule refuses, with why. */
const BAD: Array<[string, string]> = [
	["CR/LF (header injection)", "https://toko.example/thanks\r\nSet-Cookie: pwned=1"],
	["bare LF", "https://toko.example/thanks\nx"],
	["NUL", "https://toko.example/thanks\u0000"],
	["tab", "https://toko.example/a\tb"],
	["DEL", "https://toko.example/a\u007fb"],
	["C1 control (NEL)", "https://toko.example/a\u0085b"],
	["space", "https://toko.example/terima kasih"],
	["leading space", " https://toko.example/thanks"],
	["userinfo", "https://budi:rahasia@toko.example/thanks"],
	["user only", "https://budi@toko.example/thanks"],
	["http to a public host", "http://toko.example/thanks"],
	["relative", "/thanks"],
	["scheme-relative", "//toko.example/thanks"],
	["javascript:", "javascript:alert(1)"],
	["data:", "data:text/html,<script>alert(1)</script>"],
	["ftp", "ftp://toko.example/thanks"],
	["empty", ""],
	["2,049 characters", ofLength(2049)],
];

/** Sends a signed payments request through the Worker's fetch entry point with another ENVIRONMENT. */
async function payCallIn(environment: string, key: PayKey, method: string, path: string, body: unknown) {
	const raw = JSON.stringify(body);
	const ts = Math.floor(Date.now() / 1000);
	const idem = ik();
	const headers = {
		Authorization: await signPay(key, method, `/pay${path}`, raw, ts, { idempotencyKey: idem }),
		"X-Pay-Timestamp": String(ts),
		"Idempotency-Key": idem,
		"Content-Type": "application/json",
	};
	const ctx = createExecutionContext();
	const res = await worker.fetch(
		new Request(`${ORIGIN}/pay${path}`, { method, headers, body: raw }),
		{ ...env, ENVIRONMENT: environment },
		ctx,
	);
	await waitOnExecutionContext(ctx);
	return { status: res.status, body: (await res.json()) as any, text: "" };
}

const portal = (key: PayKey, customerId: string, returnUrl: string) =>
	payCall(key, "POST", "/v1/portal-sessions", { body: { customerId, returnUrl } });

describe("checkout successUrl / cancelUrl", () => {
	it("each refused shape → 400 validation_error naming the field; nothing is created", async () => {
		const { key } = await workspaceKey();
		for (const field of ["successUrl", "cancelUrl"]) {
			for (const [why, url] of BAD) {
				const r = await newSession(key, { [field]: url });
				expectEnvelopeError({ ...r, text: `${why}: ${r.text}` }, 400, "validation_error");
				expect(r.body.error.param, why).toBe(field);
			}
		}
		expect((await payCall(key, "GET", "/v1/checkout-sessions")).body.data).toEqual([]);
	});

	it("a good URL works end to end: 2,048 characters, a query, non-ASCII path; the page renders and simulate success redirects there", async () => {
		const { key } = await workspaceKey();
		expect((await newSession(key, { successUrl: ofLength(2048) })).status).toBe(201);
		const successUrl = "https://toko.example/terima-kasih/ñ-日本?pesanan=17&via=qris#top";
		const s = await session(key, { successUrl, cancelUrl: "https://toko.example/keranjang" });
		expect(s.successUrl).toBe(successUrl); // echoed as sent
		const hosted = await page(pagePath(s), { lang: "en" });
		expect(hosted.status).toBe(200);
		expect(hosted.html).toContain('href="https://toko.example/keranjang"');
		expect((await choose(s, "qris")).status).toBe(303);
		const done = await simulate(s, "success");
		expect(done.status, done.html).toBe(303);
		// The Location header carries the URL in its normalised (ASCII) form.
		expect(done.location).toBe(new URL(successUrl).href);
		expect((await getSession(key, s.id)).status).toBe("completed");
		// Opened again, the paid session's page links on to the same normalised URL.
		const again = await page(pagePath(s));
		expect(again.status).toBe(200);
		expect(again.html).toContain(`href="${new URL(successUrl).href.replace(/&/g, "&amp;")}"`);
	});

	it("a session stored before the rule with CR/LF in success_url still redirects (normalised) and its paid page links there, never a 500", async () => {
		const { ws, key } = await workspaceKey();
		const s = await session(key);
		await (await dbOf("DB_PAY", ws))
			.prepare("UPDATE checkout_sessions SET success_url = ? WHERE id = ?")
			.bind("https://toko.example/thanks\r\nSet-Cookie: pwned=1", s.id)
			.run();
		expect((await choose(s, "qris")).status).toBe(303);
		const done = await simulate(s, "success");
		expect(done.status, done.html).toBe(303);
		expect(done.location).toBe("https://toko.example/thanksSet-Cookie:%20pwned=1");
		expect(done.headers.get("set-cookie")).toBeNull();
		const paid = await page(pagePath(s));
		expect(paid.status).toBe(200);
		expect(paid.html).toContain('href="https://toko.example/thanksSet-Cookie:%20pwned=1"');
		expect(paid.headers.get("set-cookie")).toBeNull();
	});

	it("http to a loopback host is accepted in local development (ENVIRONMENT=development) and refused in production", async () => {
		expect(env.ENVIRONMENT).toBe("development");
		const { key } = await workspaceKey();
		for (const url of ["http://127.0.0.1:3000/thanks", "http://localhost:3000/thanks", "http://[::1]:3000/thanks"]) {
			const r = await newSession(key, { successUrl: url, cancelUrl: url });
			expect(r.status, r.text).toBe(201);
		}
		const body = {
			amount: 10_000,
			currency: "IDR",
			successUrl: "https://toko.example/ok",
			cancelUrl: "http://127.0.0.1:3000/cart",
		};
		const prod = await payCallIn("production", key, "POST", "/v1/checkout-sessions", body);
		expect(prod.status).toBe(400);
		expect(prod.body.error).toMatchObject({ code: "validation_error", param: "cancelUrl" });
		const fine = await payCallIn("production", key, "POST", "/v1/checkout-sessions", {
			...body,
			cancelUrl: "https://toko.example/cart",
		});
		expect(fine.status).toBe(201);
	});
});

describe("portal returnUrl: the same rule", () => {
	it("each refused shape → 400 validation_error naming returnUrl", async () => {
		const { key } = await workspaceKey();
		const c = await newCustomer(key);
		for (const [why, url] of BAD) {
			const r = await portal(key, c.id, url);
			expectEnvelopeError({ ...r, text: `${why}: ${r.text}` }, 400, "validation_error");
			expect(r.body.error.param, why).toBe("returnUrl");
		}
	});

	it("2,048 characters and loopback http in development are accepted; loopback http in production is refused", async () => {
		const { key } = await workspaceKey();
		const c = await newCustomer(key);
		expect((await portal(key, c.id, ofLength(2048))).status).toBe(201);
		expect((await portal(key, c.id, "http://localhost:8080/account")).status).toBe(201);
		const prod = await payCallIn("production", key, "POST", "/v1/portal-sessions", {
			customerId: c.id,
			returnUrl: "http://localhost:8080/account",
		});
		expect(prod.status).toBe(400);
		expect(prod.body.error).toMatchObject({ code: "validation_error", param: "returnUrl" });
	});
});
