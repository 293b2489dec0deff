/** @jsxImportSource hono/jsx */
import type { Context } from "hono";
import { Hono } from "hono";
import type { AppEnv } from "../../../../platform/context";
import { ApiError } from "../../../../platform/errors";
import { ErrorBody, Notice } from "../../../../platform/hosted-page";
import { type Lang, pickLang } from "../../../../platform/locale";
import { log } from "../../../../platform/log";
import { findRow, type InvoiceRow, type Scope } from "../../billing/store";
import { workspaceNow } from "../../ledger/clock";
import { hostedBrand } from "../brand";
import { hostedInvoiceUrl, invoiceByLink, invoiceSession, latestInvoiceSession, requestBase } from "../hosted-invoice";
import { invoiceDoc } from "../invoice/model";
import { INVOICE_CSS, InvoiceBody } from "../invoice/page";
import { invoicePdf } from "../invoice/pdf";
import { INVOICE_WORDS as T } from "../invoice/words";
import { loadSession } from "../sessions";
import { hostedHtml } from "./hosted-layout";

// The hosted invoice page at a send_invoice invoice's hostedInvoiceUrl
// (<base>/invoices/<inv_id>/pay?t=<token>&w=<workspace>) and its PDF at the same address with /pdf
// for /pay: server-rendered in the payments hosted layout (the workspace's brand, a test banner for
// test-mode invoices), Indonesian or English by Accept-Language, dates on the workspace's clock. The
// token is the capability (billing/invoice-link.ts); an unknown id, a wrong token or another
// workspace's `w` get the same 404. "Pay" opens (or reuses) a checkout session bound to the invoice;
// that session's success pays the invoice once (payment-outcomes.ts).

/** The PDF's address beside a page address (same token and workspace). */
export const invoicePdfHref = (pageHref: string) => pageHref.replace(/\/pay\?/, "/pdf?");

/** A path and query for links and form actions on the page itself. */
const local = (url: string) => new URL(url).pathname + new URL(url).search;

const notFound = (c: Context<AppEnv>, lang: Lang) =>
	hostedHtml(
		c,
		{ lang, brand: null, test: false, status: 404, title: T[lang].notFoundTitle },
		<ErrorBody title={T[lang].notFoundTitle} text={T[lang].notFound} />,
	);

/** The invoice as it stands now: a gateway callback may have succeeded its checkout payment (reconciling pays it). */
async function current(c: Context<AppEnv>, s: Scope, inv: InvoiceRow) {
	if (inv.status !== "open") return inv;
	const bound = await latestInvoiceSession(c.env, s, inv.id);
	if (!bound) return inv;
	await loadSession(c.env, c.executionCtx, s, bound.id);
	return (await findRow<InvoiceRow>(c.env, s, "invoices", inv.id)) ?? inv;
}

/** Open and paid invoices have a PDF; a void or uncollectible one is not a document to keep. */
const hasPdf = (inv: InvoiceRow) => inv.status === "open" || inv.status === "paid";

const app = new Hono<AppEnv>();

app.get("/invoices/:id/pay", async (c) => {
	const lang = pickLang(c.req.header("Accept-Language"));
	const found = await invoiceByLink(c.env, c.req.param("id"), c.req.query("t"), c.req.query("w"));
	if (!found) return notFound(c, lang);
	c.env = found.env;
	const { s } = found;
	const inv = await current(c, s, found.inv);
	const now = await workspaceNow(c.env, s.workspaceId, s.environment);
	const [doc, url] = await Promise.all([
		invoiceDoc(c.env, s, inv, lang, now),
		hostedInvoiceUrl(c.env, requestBase(c), s, inv),
	]);
	const page = url ? local(url) : null;
	const payAction = inv.status === "open" && inv.amount_due > 0 ? page : null;
	const pdfHref = page && hasPdf(inv) ? invoicePdfHref(page) : null;
	return hostedHtml(
		c,
		{
			lang,
			brand: doc.brand,
			test: s.environment === "test",
			status: 200,
			title: `${T[lang].title} ${inv.number}`,
			css: INVOICE_CSS,
		},
		<InvoiceBody doc={doc} payAction={payAction} pdfHref={pdfHref} />,
	);
});

app.get("/invoices/:id/pdf", async (c) => {
	const lang = pickLang(c.req.header("Accept-Language"));
	const found = await invoiceByLink(c.env, c.req.param("id"), c.req.query("t"), c.req.query("w"));
	if (!found) return notFound(c, lang);
	c.env = found.env;
	const inv = await current(c, found.s, found.inv);
	if (!hasPdf(inv)) return notFound(c, lang);
	const now = await workspaceNow(c.env, found.s.workspaceId, found.s.environment);
	return pdfResponse(c, await invoicePdf(await invoiceDoc(c.env, found.s, inv, lang, now)), inv.number);
});

/** A PDF answer: inline (the browser's viewer), named after the invoice, never cached or sniffed. */
export function pdfResponse(c: Context<AppEnv>, bytes: Uint8Array<ArrayBuffer>, number: string) {
	const name = number.replace(/[^A-Za-z0-9._-]/g, "_");
	return c.body(bytes, 200, {
		"Content-Type": "application/pdf",
		"Content-Disposition": `inline; filename="${name}.pdf"`,
		"Cache-Control": "no-store",
		"X-Content-Type-Options": "nosniff",
		"Content-Language": pickLang(c.req.header("Accept-Language")),
		Vary: "Accept-Language",
	});
}

/** The page that says why "Pay" could not start (no method routed, no longer open), with the way back. */
async function refusedPage(c: Context<AppEnv>, s: Scope, lang: Lang, err: ApiError, page: string) {
	log(c.env, "info", { service: "pay", event: "invoice_page_refused", code: err.code });
	const t = T[lang];
	return hostedHtml(
		c,
		{ lang, brand: await hostedBrand(c.env, s), test: s.environment === "test", status: 409, title: t.title },
		<>
			<h1>{t.error}</h1>
			<Notice kind="bad">
				<span data-code={err.code}>{t.refused[err.code as keyof (typeof T)["en"]["refused"]] ?? t.refused.other}</span>
			</Notice>
			<a class="btn quiet" href={local(page)}>
				{t.back}
			</a>
		</>,
	);
}

app.post("/invoices/:id/pay", async (c) => {
	const lang = pickLang(c.req.header("Accept-Language"));
	const found = await invoiceByLink(c.env, c.req.param("id"), c.req.query("t"), c.req.query("w"));
	if (!found) return notFound(c, lang);
	c.env = found.env;
	const { s, inv } = found;
	const page = (await hostedInvoiceUrl(c.env, requestBase(c), s, inv)) as string;
	if (inv.status !== "open") return c.redirect(page, 303);
	try {
		const now = await workspaceNow(c.env, s.workspaceId, s.environment);
		const session = await invoiceSession(c.env, c.executionCtx, s, inv, page, requestBase(c), now);
		return c.redirect(session.hosted_url, 303);
	} catch (err) {
		if (!(err instanceof ApiError)) throw err;
		return refusedPage(c, s, lang, err, page);
	}
});

export default app;
