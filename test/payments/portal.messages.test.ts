// Issue 12 "Input hygiene" point 3: the hosted portal shows only its own messages. ?notice= and
// ?error= carry message codes; the page renders the text it holds for a known code (Indonesian or
// English by Accept-Language, Indonesian when neither is named) and nothing for anything else.
import { describe, expect, it } from "vitest";
import { call } from "../helpers/http";
import { payCall } from "../helpers/pay";
import { billingSetup, subscribe } from "./billing-helpers";
import { action, mint, open, withSubscription } from "./portal-helpers";

async function portalPage() {
	const ctx = await withSubscription();
	const { path, at, cookie } = await open(
		(await mint(ctx.key, { customerId: ctx.s.customer.id, returnUrl: "https://toko.example/back" })).body.data.url,
	);
	const get = (query: string, lang?: string) =>
		call("GET", at("", query.replace(/^\?/, "")), {
			headers: { Cookie: cookie, ...(lang ? { "Accept-Language": lang } : {}) },
		});
	return { ...ctx, path, at, cookie, get };
}

describe("hosted portal: ?notice= and ?error= are message codes", () => {
	it("free text, markup and unknown codes in either parameter show nothing", async () => {
		const { get } = await portalPage();
		const injected = [
			"<script>alert(1)</script>",
			'"><img src=x onerror=alert(1)>',
			"Akun Anda diblokir. Hubungi +62 811 0000 0000 untuk membuka blokir",
			"Your account is suspended, call +1 555 0100",
			"no_such_code",
			"constructor",
			"__proto__",
			"toString",
			"PLAN_UPDATED",
		];
		for (const text of injected) {
			const q = encodeURIComponent(text);
			const page = await get(`?error=${q}&notice=${q}`);
			expect(page.status).toBe(200);
			expect(page.text).toContain("Portal tagihan");
			expect(page.text, text).not.toContain('id="error"');
			expect(page.text, text).not.toContain('id="notice"');
			for (const fragment of [
				"alert(1)",
				"onerror",
				"diblokir",
				"+62 811",
				"suspended",
				"555 0100",
				"no_such_code",
				"PLAN_UPDATED",
				"[object",
				"function",
			]) {
				expect(page.text, `${text} → ${fragment}`).not.toContain(fragment);
			}
		}
	});

	it("a known code shows the page's own text, in English or Indonesian; a notice code under ?error= (or the reverse) is ignored", async () => {
		const { get } = await portalPage();
		const en = await get("?notice=plan_updated", "en-US,en;q=0.9");
		expect(en.text).toMatch(/<p id="notice" class="notice good" lang="en">Plan updated\.<\/p>/);
		const id = await get("?notice=plan_updated", "id-ID,id;q=0.9,en;q=0.5");
		expect(id.text).toMatch(/<p id="notice" class="notice good" lang="id">Paket diperbarui\.<\/p>/);
		// With no preference the page and its messages are Indonesian (every hosted page's default).
		expect((await get("?notice=cancel_scheduled")).text).toContain(
			"Langganan Anda akan berakhir pada akhir periode berjalan.",
		);
		const err = await get("?error=action_unavailable", "en");
		expect(err.text).toMatch(/<p id="error" class="notice bad error" lang="en">This action is not available\.<\/p>/);
		expect((await get("?error=payment_declined", "id")).text).toContain("Pembayaran ditolak; tidak ada yang diubah.");
		const crossed = await get("?error=plan_updated&notice=not_found", "en");
		expect(crossed.text).not.toContain('id="error"');
		expect(crossed.text).not.toContain('id="notice"');
	});

	it("every action redirects with a code: cancel → notice=cancel_scheduled; a feature turned off → error=action_unavailable; another customer's subscription → error=not_found", async () => {
		const { key, s, sub, at, cookie, get } = await portalPage();
		const other = await billingSetup(key);
		const foreign = (
			await subscribe(key, {
				customerId: other.customer.id,
				planId: other.plan.id,
				priceId: other.priceId,
				paymentTokenId: other.token.id,
			})
		).body.data;
		const notFound = await action(at(`/subscriptions/${foreign.id}/cancel`), cookie);
		expect(notFound.status).toBe(303);
		expect(notFound.headers.get("location")).toBe(at("", "error=not_found"));
		expect((await get("?error=not_found", "en")).text).toContain(
			"That subscription, payment method or price was not found.",
		);
		const done = await action(at(`/subscriptions/${sub.id}/cancel`), cookie);
		expect(done.headers.get("location")).toBe(at("", "notice=cancel_scheduled"));
		const again = await action(at(`/subscriptions/${sub.id}/cancel`), cookie);
		expect(again.headers.get("location")).toBe(at("", "error=conflict"));
		await payCall(key, "PUT", "/v1/portal-settings", { body: { updatePaymentMethod: false } });
		const off = await action(at(`/subscriptions/${sub.id}/payment-method`), cookie, `tokenId=${s.token.id}`);
		expect(off.headers.get("location")).toBe(at("", "error=action_unavailable"));
	});
});
