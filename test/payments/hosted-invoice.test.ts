// The hosted invoice page: the tokenized hostedInvoiceUrl, the page in both languages, paying an
// open send_invoice invoice through the test-mode hosted checkout, paid/void states and tenancy.
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, createWorkspace } from "../helpers/http";
import { mintPayKey, type PayKey, payCall } from "../helpers/pay";
import { dbOf } from "../helpers/shards";
import { advance, billingSetup, created, DAY, eventsOf, eventTypes, mut, subscribe } from "./billing-helpers";
import { choose, getSession, ledgerEntries, page, sessionIdOf, simulate } from "./checkout-helpers";

// The link names the invoice's workspace (w): the shard holding it (issue 38).
const URL_SHAPE =
	/^http:\/\/127\.0\.0\.1:8787\/pay\/invoices\/(inv_[0-9A-HJKMNP-TV-Z]{26})\/pay\?t=([A-Za-z0-9_-]{43})&w=(acc_[0-9A-HJKMNP-TV-Z]{26})$/;

async function merchant(name = `Toko Sinar ${crypto.randomUUID().slice(0, 6)}`) {
	const ws = await createWorkspace(name);
	return { ws, name, key: await mintPayKey(ws, { environment: "test" }) };
}

const getInvoice = async (key: PayKey, id: string) => {
	const r = await payCall(key, "GET", `/v1/invoices/${id}`);
	expect(r.status, r.text).toBe(200);
	return r.body.data;
};

/** A send_invoice subscription (IDR 50,000 a month, optional coupon) and its open first invoice. */
async function sendInvoiceSub(key: PayKey, opts: { couponId?: string } = {}) {
	const s = await billingSetup(key, { unitAmount: 50_000 });
	const r = await subscribe(key, {
		customerId: s.customer.id,
		planId: s.plan.id,
		priceId: s.priceId,
		collectionMethod: "send_invoice",
		...opts,
	});
	expect(r.status, r.text).toBe(201);
	const inv = await getInvoice(key, r.body.data.latestInvoiceId);
	expect(inv.status).toBe("open");
	return { ...s, sub: r.body.data, inv };
}

const path = (url: string) => new URL(url).pathname + new URL(url).search;

/** Opens the invoice's checkout from its page, picks QRIS and simulates success; returns the session. */
async function payThroughPage(url: string) {
	const go = await page(path(url), { form: {} });
	expect(go.status, go.html).toBe(303);
	const cs = { hostedUrl: go.location as string };
	expect(cs.hostedUrl).toMatch(/^http:\/\/127\.0\.0\.1:8787\/pay\/checkout\/cs_/);
	expect((await choose(cs, "qris")).status).toBe(303);
	const done = await simulate(cs, "success");
	expect(done.status, done.html).toBe(303);
	expect(done.location).toBe(url); // back on the invoice page
	return { id: sessionIdOf(cs), ...cs };
}

describe("hosted invoice URL", () => {
	it("is absolute and tokenized for send_invoice, null for charge_automatically; the row stores only the path", async () => {
		const { ws, key } = await merchant();
		const { inv } = await sendInvoiceSub(key);
		const m = URL_SHAPE.exec(inv.hostedInvoiceUrl);
		expect(m?.[1]).toBe(inv.id);
		expect(m?.[3]).toBe(ws);
		const listed = (await payCall(key, "GET", "/v1/invoices")).body.data;
		expect(listed.map((i: any) => i.hostedInvoiceUrl)).toEqual([inv.hostedInvoiceUrl]);
		const row = await (await dbOf("DB_PAY", ws))
			.prepare("SELECT hosted_invoice_url FROM invoices WHERE id = ?")
			.bind(inv.id)
			.first<{ hosted_invoice_url: string }>();
		expect(row?.hosted_invoice_url).toBe(`/invoices/${inv.id}/pay`); // no token at rest

		const auto = await billingSetup(key, { unitAmount: 20_000 });
		const sub = (
			await subscribe(key, {
				customerId: auto.customer.id,
				planId: auto.plan.id,
				priceId: auto.priceId,
				paymentTokenId: auto.token.id,
			})
		).body.data;
		expect((await getInvoice(key, sub.latestInvoiceId)).hostedInvoiceUrl).toBeNull();
		const tokenOfOther = URL_SHAPE.exec(inv.hostedInvoiceUrl)?.[2];
		expect((await page(`/pay/invoices/${sub.latestInvoiceId}/pay?t=${tokenOfOther}&w=${ws}`)).status).toBe(404);
	});

	it("needs the right token: none, a changed one, or another invoice's is the same 404 page", async () => {
		const { ws, key } = await merchant();
		const a = await sendInvoiceSub(key);
		const b = await sendInvoiceSub(key);
		const [, idA, tokA] = URL_SHAPE.exec(a.inv.hostedInvoiceUrl) as RegExpExecArray;
		const [, idB, tokB] = URL_SHAPE.exec(b.inv.hostedInvoiceUrl) as RegExpExecArray;
		const other = await createWorkspace();
		expect(tokA).not.toBe(tokB);
		expect((await page(path(a.inv.hostedInvoiceUrl))).status).toBe(200);
		const flipped = `${tokA.slice(0, -1)}${tokA.endsWith("A") ? "B" : "A"}`;
		for (const p of [
			`/pay/invoices/${idA}/pay?w=${ws}`,
			`/pay/invoices/${idA}/pay?t=&w=${ws}`,
			`/pay/invoices/${idA}/pay?t=${flipped}&w=${ws}`,
			`/pay/invoices/${idA}/pay?t=${tokB}&w=${ws}`,
			`/pay/invoices/${idB}/pay?t=${tokA}&w=${ws}`,
			// The right token with another workspace named, or a malformed one: no invoice either.
			`/pay/invoices/${idA}/pay?t=${tokA}&w=${other}`,
			`/pay/invoices/${idA}/pay?t=${tokA}&w=not-a-workspace`,
		]) {
			const r = await page(p, { lang: "en" });
			expect(r.status, p).toBe(404);
			expect(r.html).toContain("Invoice not found");
			expect(r.html).not.toContain(a.inv.number);
		}
		// Posting "Pay" with a wrong token opens nothing either.
		expect((await page(`/pay/invoices/${idA}/pay?t=${tokB}&w=${ws}`, { form: {} })).status).toBe(404);
		const sessions = await (await dbOf("DB_PAY", ws))
			.prepare("SELECT COUNT(*) AS n FROM checkout_sessions WHERE invoice_id = ?")
			.bind(idA)
			.first<{ n: number }>();
		expect(sessions?.n).toBe(0);
	});

	it("rows written with the old placeholder still get the real URL and page", async () => {
		const { ws, key } = await merchant();
		const { inv } = await sendInvoiceSub(key);
		await (await dbOf("DB_PAY", ws))
			.prepare("UPDATE invoices SET hosted_invoice_url = ? WHERE id = ?")
			.bind(`/pay/invoices/${inv.id}`, inv.id)
			.run();
		const again = await getInvoice(key, inv.id);
		expect(again.hostedInvoiceUrl).toBe(inv.hostedInvoiceUrl);
		expect((await page(path(again.hostedInvoiceUrl))).status).toBe(200);
	});
});

describe("hosted invoice page", () => {
	it("shows number, merchant, customer, lines, subtotal, discount, total, amount due, due date and status in Indonesian and English", async () => {
		const { key, name } = await merchant();
		const coupon = await created(key, "/v1/coupons", { percentOff: 10, duration: "once" });
		const { inv } = await sendInvoiceSub(key, { couponId: coupon.id });
		expect(inv).toMatchObject({ subtotal: 50_000, discount: 5_000, total: 45_000, amountDue: 45_000 });

		const id = await page(path(inv.hostedInvoiceUrl), { lang: "id-ID,id;q=0.9,en;q=0.8" });
		expect(id.status).toBe(200);
		expect(id.headers.get("Cache-Control")).toBe("no-store");
		expect(id.html).toContain('<html lang="id">');
		for (const s of [
			"Faktur",
			inv.number,
			name,
			"Budi",
			"budi@example.com",
			"Pro",
			"Subtotal",
			"Diskon",
			"Total",
			"Jumlah terutang",
			"Jatuh tempo",
			"Belum dibayar",
			"Bayar",
		])
			expect(id.html, s).toContain(s);
		// The line's period in words, never the API's ISO timestamps (issue 39).
		expect(id.html).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
		const line = (await payCall(key, "GET", `/v1/invoices/${inv.id}`)).body.data.lines[0];
		const day = (iso: string) =>
			new Intl.DateTimeFormat("id-ID", { dateStyle: "long", timeZone: "Asia/Jakarta" }).format(new Date(iso));
		expect(id.html).toContain(`${day(line.periodStart)} – ${day(line.periodEnd)}`);
		expect(id.html).toMatch(/Rp\s50\.000/);
		expect(id.html).toMatch(/Rp\s45\.000/);
		expect(id.html).toMatch(/−<span class="money">Rp\s5\.000/);
		const due = new Intl.DateTimeFormat("id-ID", { dateStyle: "long", timeZone: "Asia/Jakarta" }).format(
			new Date(inv.dueDate),
		);
		expect(id.html).toContain(due);
		expect(id.html).toContain(`action="${path(inv.hostedInvoiceUrl).replace(/&/g, "&amp;")}"`);

		const en = await page(path(inv.hostedInvoiceUrl), { lang: "en-US,en;q=0.9" });
		expect(en.html).toContain('<html lang="en">');
		for (const s of ["Invoice", inv.number, name, "Subtotal", "Discount", "Amount due", "Due date", "Unpaid", "Pay"])
			expect(en.html, s).toContain(s);
		expect(en.html).toMatch(/IDR\s45,000|Rp\s?45,000/);
		expect(en.html).toContain(
			new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "Asia/Jakarta" }).format(new Date(inv.dueDate)),
		);
		expect(en.html).not.toContain("Jatuh tempo");
	});
});

describe("paying through the hosted page", () => {
	it("Pay → hosted checkout → simulate success: the invoice is paid once and the ledger credited once", async () => {
		const { ws, key } = await merchant();
		const { inv, sub } = await sendInvoiceSub(key);
		// "Pay" twice before paying reuses the one open session bound to the invoice.
		const first = await page(path(inv.hostedInvoiceUrl), { form: {} });
		const second = await page(path(inv.hostedInvoiceUrl), { form: {} });
		expect(second.location).toBe(first.location);
		const cs = await payThroughPage(inv.hostedInvoiceUrl);
		expect(cs.hostedUrl).toBe(first.location);

		const session = await getSession(key, cs.id);
		expect(session).toMatchObject({
			status: "completed",
			invoiceId: inv.id,
			amount: 50_000,
			successUrl: inv.hostedInvoiceUrl,
		});
		const paid = await getInvoice(key, inv.id);
		expect(paid).toMatchObject({ status: "paid", amountPaid: 50_000, paymentId: session.paymentId });
		expect(paid.paidAt).not.toBeNull();
		const payment = (await payCall(key, "GET", `/v1/payments/${session.paymentId}`)).body.data;
		expect(payment).toMatchObject({ status: "succeeded", amount: 50_000, invoiceId: inv.id });

		// Replays of every path change nothing.
		expect((await simulate(cs, "success")).status).toBe(303);
		await getSession(key, cs.id);
		const view = await page(path(inv.hostedInvoiceUrl), { lang: "en" });
		expect(view.status).toBe(200);
		expect(view.html).toContain("Paid");
		expect(view.html).toContain("This invoice has been paid");
		expect(view.html).not.toContain('data-testid="pay"');
		const again = await page(path(inv.hostedInvoiceUrl), { form: {} });
		expect(again.status).toBe(303);
		expect(again.location).toBe(inv.hostedInvoiceUrl); // nothing to pay: back to the page

		const invoicePaid = await eventsOf(ws, "invoice.paid");
		expect(invoicePaid).toHaveLength(1);
		expect(invoicePaid[0]).toMatchObject({
			id: inv.id,
			status: "paid",
			paymentId: session.paymentId,
			amountPaid: 50_000,
		});
		const entries = await ledgerEntries(key);
		expect(entries.filter((e) => e.sourceType === "payment")).toEqual([
			expect.objectContaining({ sourceId: session.paymentId, amount: 50_000 }),
		]);
		expect(entries.filter((e) => e.sourceType === "fee")).toEqual([
			expect.objectContaining({ sourceId: session.paymentId }),
		]);
		expect((await payCall(key, "GET", `/v1/subscriptions/${sub.id}`)).body.data.status).toBe("active");
	});

	it("a payment a provider callback succeeded behind the session's back pays the invoice when its page is next loaded, once", async () => {
		const { ws, key } = await merchant();
		const { inv } = await sendInvoiceSub(key);
		const go = await page(path(inv.hostedInvoiceUrl), { form: {} });
		const cs = { hostedUrl: go.location as string };
		expect((await choose(cs, "qris")).status).toBe(303);
		const session = await getSession(key, sessionIdOf(cs));
		// What a callback does: the payment succeeds; neither the session nor the invoice is touched.
		await (await dbOf("DB_PAY", ws))
			.prepare("UPDATE payments SET status = 'succeeded', fee = 350, net = 49650 WHERE id = ?")
			.bind(session.paymentId)
			.run();
		expect((await getInvoice(key, inv.id)).status).toBe("open");
		for (let i = 0; i < 2; i++) {
			const r = await page(path(inv.hostedInvoiceUrl), { lang: "en" });
			expect(r.html).toContain("This invoice has been paid");
		}
		expect(await getInvoice(key, inv.id)).toMatchObject({
			status: "paid",
			paymentId: session.paymentId,
			amountPaid: 50_000,
		});
		expect(await eventsOf(ws, "invoice.paid")).toHaveLength(1);
		expect((await ledgerEntries(key)).filter((e) => e.sourceType === "payment")).toHaveLength(1);
	});

	it("a past_due subscription (send_invoice unpaid after its due date) becomes active when the page's checkout pays the invoice", async () => {
		const { ws, key } = await merchant();
		const { inv, sub } = await sendInvoiceSub(key);
		await advance(key, 30 * DAY + 60);
		expect((await payCall(key, "GET", `/v1/subscriptions/${sub.id}`)).body.data.status).toBe("past_due");
		const overdue = await page(path(inv.hostedInvoiceUrl), { lang: "en" });
		expect(overdue.html).toContain("past its due date");
		await payThroughPage(inv.hostedInvoiceUrl);
		expect((await getInvoice(key, inv.id)).status).toBe("paid");
		expect((await payCall(key, "GET", `/v1/subscriptions/${sub.id}`)).body.data.status).toBe("active");
		expect(await eventTypes(ws, "test", "invoice.paid")).toHaveLength(1);
	});

	it("a void invoice shows its state and cannot be paid, even from a checkout waiting for its payment when it was voided", async () => {
		const { key } = await merchant();
		const { inv } = await sendInvoiceSub(key);
		const go = await page(path(inv.hostedInvoiceUrl), { form: {} });
		expect(go.status).toBe(303);
		const cs = { hostedUrl: go.location as string };
		expect((await choose(cs, "qris")).status).toBe(303); // payment pending
		expect((await mut(key, "POST", `/v1/invoices/${inv.id}/void`)).status).toBe(200);
		const csId = sessionIdOf(cs);
		const session = await getSession(key, csId);
		expect(session.status).toBe("canceled");
		expect((await payCall(key, "GET", `/v1/payments/${session.paymentId}`)).body.data.status).toBe("canceled");
		const sim = await simulate(cs, "success");
		expect(sim.status).toBe(409);
		expect((await getInvoice(key, inv.id)).status).toBe("void");
		expect(await ledgerEntries(key)).toEqual([]);
		for (const [lang, label] of [
			["id", "Dibatalkan"],
			["en", "Void"],
		]) {
			const r = await page(path(inv.hostedInvoiceUrl), { lang });
			expect(r.status).toBe(200);
			expect(r.html).toContain(label);
			expect(r.html).not.toContain('data-testid="pay"');
		}
		const post = await page(path(inv.hostedInvoiceUrl), { form: {} });
		expect(post.status).toBe(303);
		expect(post.location).toBe(inv.hostedInvoiceUrl);
		expect((await getInvoice(key, inv.id)).status).toBe("void");
	});

	it("an uncollectible invoice shows its state without a button; a checkout opened before refuses to start a payment", async () => {
		const { ws, key } = await merchant();
		const { inv } = await sendInvoiceSub(key);
		const go = await page(path(inv.hostedInvoiceUrl), { form: {} });
		await (await dbOf("DB_PAY", ws))
			.prepare("UPDATE invoices SET status = 'uncollectible' WHERE id = ?")
			.bind(inv.id)
			.run();
		const chosen = await choose({ hostedUrl: go.location as string }, "qris");
		expect(chosen.status).toBe(409);
		expect(chosen.html).toContain('data-code="invoice_not_open"');
		const r = await page(path(inv.hostedInvoiceUrl), { lang: "en" });
		expect(r.html).toContain("Uncollectible");
		expect(r.html).not.toContain('data-testid="pay"');
	});

	it("paid through the API (out of band) while a checkout was open: the checkout is canceled, the invoice paid once", async () => {
		const { ws, key } = await merchant();
		const { inv } = await sendInvoiceSub(key);
		const go = await page(path(inv.hostedInvoiceUrl), { form: {} });
		const cs = { hostedUrl: go.location as string };
		expect((await mut(key, "POST", `/v1/invoices/${inv.id}/pay`, { paidOutOfBand: true })).status).toBe(200);
		expect((await getSession(key, sessionIdOf(cs))).status).toBe("canceled");
		expect((await choose(cs, "qris")).status).toBe(409);
		expect(await eventsOf(ws, "invoice.paid")).toHaveLength(1);
		const r = await page(path(inv.hostedInvoiceUrl), { lang: "id" });
		expect(r.html).toContain("Lunas");
		expect(r.html).not.toContain('data-testid="pay"');
	});
});

describe("customer portal", () => {
	it("lists the open send_invoice invoice with a Pay link to its hosted page; paid invoices have none", async () => {
		const { key } = await merchant();
		const { inv, customer } = await sendInvoiceSub(key);
		const minted = await payCall(key, "POST", "/v1/portal-sessions", {
			body: { customerId: customer.id, returnUrl: "https://toko.example/account" },
		});
		expect(minted.status, minted.text).toBe(201);
		const u = new URL(minted.body.data.url);
		const ex = await call("POST", `${u.pathname}/session${u.search}`, {
			body: { token: decodeURIComponent(u.hash.replace(/^#token=/, "")) },
		});
		const cookie = ex.headers.get("set-cookie")?.split(";")[0] ?? "";
		const portal = async () =>
			(await SELF.fetch(`${u.origin}${u.pathname}${u.search}`, { headers: { Cookie: cookie } })).text();
		expect(await portal()).toContain(`class="pay-invoice" href="${inv.hostedInvoiceUrl.replace(/&/g, "&amp;")}"`);
		await payThroughPage(inv.hostedInvoiceUrl);
		expect(await portal()).not.toContain("pay-invoice");
	});
});

describe("tenancy", () => {
	it("another workspace's invoice is 404 over the API, and tokens do not cross workspaces", async () => {
		const a = await merchant();
		const b = await merchant();
		const invA = (await sendInvoiceSub(a.key)).inv;
		const invB = (await sendInvoiceSub(b.key)).inv;
		expect((await payCall(b.key, "GET", `/v1/invoices/${invA.id}`)).status).toBe(404);
		const [, idA, tokA] = URL_SHAPE.exec(invA.hostedInvoiceUrl) as RegExpExecArray;
		const [, idB, tokB] = URL_SHAPE.exec(invB.hostedInvoiceUrl) as RegExpExecArray;
		for (const p of [
			`/pay/invoices/${idA}/pay?t=${tokB}&w=${a.ws}`,
			`/pay/invoices/${idA}/pay?t=${tokB}&w=${b.ws}`,
			`/pay/invoices/${idB}/pay?t=${tokA}&w=${b.ws}`,
			`/pay/invoices/${idB}/pay?t=${tokA}&w=${a.ws}`,
			`/pay/invoices/${idA}/pay?t=${tokA}&w=${b.ws}`,
		]) {
			const r = await page(p, { lang: "en" });
			expect(r.status).toBe(404);
			expect(r.html).not.toContain(a.name);
			expect(r.html).not.toContain(b.name);
		}
		const ownB = await page(path(invB.hostedInvoiceUrl), { lang: "en" });
		expect(ownB.html).toContain(b.name);
		expect(ownB.html).not.toContain(a.name);
	});
});
