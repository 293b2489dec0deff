/** @jsxImportSource hono/jsx */
import type { Context } from "hono";
import { Hono } from "hono";
import type { AppEnv } from "../../../../platform/context";
import { ApiError } from "../../../../platform/errors";
import { formatDate, formatMoney, type Lang, pickLang } from "../../../../platform/locale";
import { log } from "../../../../platform/log";
import { type CustomerRow, findRow, type InvoiceLine, type InvoiceRow, type Scope } from "../../billing/store";
import { workspaceNow } from "../../ledger/clock";
import { hostedBrand } from "../brand";
import { hostedInvoiceUrl, invoiceByLink, invoiceSession, latestInvoiceSession, requestBase } from "../hosted-invoice";
import { loadSession } from "../sessions";
import { type HostedView, hostedHtml } from "./hosted-layout";

// The hosted invoice page at a send_invoice invoice's hostedInvoiceUrl
// (<base>/invoices/<inv_id>/pay?t=<token>&w=<workspace>): server-rendered with the hosted checkout page's layout
// (the workspace's brand, a test banner for test-mode invoices), Indonesian or English by
// Accept-Language. The token is the capability (hosted-invoice.ts); an
// unknown id and a wrong token get the same 404 page. "Pay" opens (or reuses) a checkout session
// bound to the invoice; that session's success pays the invoice once (checkout.ts payBoundInvoice).

const T = {
	id: {
		title: "Faktur",
		from: "Dari",
		billedTo: "Ditagihkan kepada",
		number: "Nomor faktur",
		issued: "Tanggal terbit",
		due: "Jatuh tempo",
		paidOn: "Dibayar pada",
		description: "Deskripsi",
		subtotal: "Subtotal",
		discount: "Diskon",
		total: "Total",
		amountDue: "Jumlah terutang",
		amountPaid: "Jumlah dibayar",
		pay: "Bayar",
		overdue: "Sudah lewat jatuh tempo",
		paidText: "Faktur ini sudah lunas. Terima kasih!",
		voidText: "Faktur ini dibatalkan dan tidak perlu dibayar.",
		uncollectibleText: "Faktur ini tidak dapat dibayar secara online lagi. Silakan hubungi penjual.",
		notFound: "Faktur tidak ditemukan.",
		error: "Terjadi kesalahan",
		refused: {
			invoice_not_open: "Faktur ini sudah tidak terbuka untuk pembayaran.",
			method_not_available: "Belum ada metode pembayaran online untuk faktur ini. Silakan hubungi penjual.",
			other: "Pembayaran tidak dapat dimulai. Coba lagi nanti.",
		},
		status: {
			draft: "Draf",
			open: "Belum dibayar",
			paid: "Lunas",
			void: "Dibatalkan",
			uncollectible: "Tidak tertagih",
		},
	},
	en: {
		title: "Invoice",
		from: "From",
		billedTo: "Billed to",
		number: "Invoice number",
		issued: "Issued",
		due: "Due date",
		paidOn: "Paid on",
		description: "Description",
		subtotal: "Subtotal",
		discount: "Discount",
		total: "Total",
		amountDue: "Amount due",
		amountPaid: "Amount paid",
		pay: "Pay",
		overdue: "Past due",
		paidText: "This invoice has been paid. Thank you!",
		voidText: "This invoice was voided; nothing is owed.",
		uncollectibleText: "This invoice can no longer be paid online. Please contact the merchant.",
		notFound: "No such invoice.",
		error: "Something went wrong",
		refused: {
			invoice_not_open: "This invoice is no longer open for payment.",
			method_not_available: "This invoice cannot be paid online yet. Please contact the merchant.",
			other: "The payment could not be started. Try again later.",
		},
		status: { draft: "Draft", open: "Unpaid", paid: "Paid", void: "Void", uncollectible: "Uncollectible" },
	},
} as const;

const date = formatDate;

/**
 * A line's name for people: its description without the machine period the API appends ("Pro
 * (2026-11-01T00:00:00.000Z – …)"); the page writes the period in words below it (issue 39).
 */
const lineName = (l: InvoiceLine) => l.description.replace(/\s*\(\d{4}-\d{2}-\d{2}T[^)]*\)$/, "");

const notFound = (c: Context<AppEnv>, lang: Lang) =>
	hostedHtml(
		c,
		{ lang, brand: null, test: false, status: 404, title: T[lang].title },
		<>
			<h1>{T[lang].title}</h1>
			<p class="error">{T[lang].notFound}</p>
		</>,
	);

/** The invoice's workspace brand and test flag, in the buyer's language. */
const viewOf = async (c: Context<AppEnv>, s: Scope): Promise<HostedView> => ({
	lang: pickLang(c.req.header("Accept-Language")),
	brand: await hostedBrand(c.env, s),
	test: s.environment === "test",
});

function InvoiceBody(props: {
	inv: InvoiceRow;
	lang: Lang;
	merchant: string | null;
	customer: CustomerRow | null;
	payAction: string | null;
	now: number;
}) {
	const { inv, lang } = props;
	const t = T[lang];
	const money = (n: number) => formatMoney(n, inv.currency, lang);
	const lines = JSON.parse(inv.lines) as InvoiceLine[];
	return (
		<>
			<section>
				<h1>
					{t.title} {inv.number}{" "}
					<span class={`badge ${inv.status}`} data-testid="status">
						{t.status[inv.status]}
					</span>
				</h1>
				{props.merchant ? (
					<div class="muted">
						{t.from}: <strong data-testid="merchant">{props.merchant}</strong>
					</div>
				) : null}
				{props.customer ? (
					<div class="muted" data-testid="customer">
						{t.billedTo}: {props.customer.name ?? ""} {props.customer.email ? `<${props.customer.email}>` : ""}
					</div>
				) : null}
				<div class="muted">{inv.status === "paid" ? t.amountPaid : t.amountDue}</div>
				<div class="amount" data-testid="amount">
					{money(inv.status === "paid" ? inv.amount_paid : inv.amount_due)}
				</div>
			</section>
			<table>
				<tbody>
					<tr>
						<td>{t.number}</td>
						<td class="n">{inv.number}</td>
					</tr>
					<tr>
						<td>{t.issued}</td>
						<td class="n">{date(inv.issued_at, lang)}</td>
					</tr>
					{inv.due_date != null ? (
						<tr>
							<td>{t.due}</td>
							<td class="n" data-testid="due">
								{date(inv.due_date, lang)}
							</td>
						</tr>
					) : null}
					{inv.paid_at != null ? (
						<tr>
							<td>{t.paidOn}</td>
							<td class="n">{date(inv.paid_at, lang)}</td>
						</tr>
					) : null}
				</tbody>
			</table>
			<h2>{t.description}</h2>
			<table data-testid="lines">
				<tbody>
					{lines.map((l) => (
						<tr>
							<td>
								{lineName(l)}
								<div class="muted" data-testid="period">
									{date(Date.parse(l.periodStart), lang)} – {date(Date.parse(l.periodEnd), lang)}
								</div>
							</td>
							<td class="n">×{l.quantity}</td>
							<td class="n">{money(l.amount)}</td>
						</tr>
					))}
					<tr class="sum">
						<td>{t.subtotal}</td>
						<td />
						<td class="n">{money(inv.subtotal)}</td>
					</tr>
					{inv.discount ? (
						<tr class="sum">
							<td>{t.discount}</td>
							<td />
							<td class="n" data-testid="discount">
								−{money(inv.discount)}
							</td>
						</tr>
					) : null}
					<tr class="sum total">
						<td>{t.total}</td>
						<td />
						<td class="n">{money(inv.total)}</td>
					</tr>
					<tr class="sum">
						<td>{t.amountDue}</td>
						<td />
						<td class="n">{money(inv.status === "open" ? inv.amount_due : 0)}</td>
					</tr>
				</tbody>
			</table>
			{inv.status === "open" && inv.due_date != null && inv.due_date <= props.now ? (
				<p class="error">{t.overdue}</p>
			) : null}
			{props.payAction ? (
				<form method="post" action={props.payAction}>
					<button class="primary" type="submit" data-testid="pay">
						{t.pay} {money(inv.amount_due)}
					</button>
				</form>
			) : null}
			{inv.status === "paid" ? <p data-testid="paid">{t.paidText}</p> : null}
			{inv.status === "void" ? <p class="muted">{t.voidText}</p> : null}
			{inv.status === "uncollectible" ? <p class="muted">{t.uncollectibleText}</p> : null}
		</>
	);
}

async function render(c: Context<AppEnv>, s: Scope, inv: InvoiceRow) {
	const now = await workspaceNow(c.env, s.workspaceId, s.environment);
	const url = await hostedInvoiceUrl(c.env, requestBase(c), s, inv);
	const [v, customer] = await Promise.all([viewOf(c, s), findRow<CustomerRow>(c.env, s, "customers", inv.customer_id)]);
	const payAction =
		inv.status === "open" && inv.amount_due > 0 && url ? new URL(url).pathname + new URL(url).search : null;
	const merchant = v.brand?.displayName || null;
	return hostedHtml(
		c,
		{ ...v, status: 200, title: `${T[v.lang].title} ${inv.number}` },
		<InvoiceBody inv={inv} lang={v.lang} merchant={merchant} customer={customer} payAction={payAction} now={now} />,
	);
}

const app = new Hono<AppEnv>();

app.get("/invoices/:id/pay", async (c) => {
	const lang = pickLang(c.req.header("Accept-Language"));
	const found = await invoiceByLink(c.env, c.req.param("id"), c.req.query("t"), c.req.query("w"));
	if (!found) return notFound(c, lang);
	c.env = found.env;
	let inv = found.inv;
	if (inv.status === "open") {
		// A gateway callback may have succeeded the invoice's checkout payment: reconciling the session pays the invoice.
		const bound = await latestInvoiceSession(c.env, found.s, inv.id);
		if (bound) {
			await loadSession(c.env, c.executionCtx, found.s, bound.id);
			inv = (await findRow<InvoiceRow>(c.env, found.s, "invoices", inv.id)) ?? inv;
		}
	}
	return render(c, found.s, inv);
});

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
		log(c.env, "info", { service: "pay", event: "invoice_page_refused", code: err.code });
		return hostedHtml(
			c,
			{ ...(await viewOf(c, s)), status: 409, title: T[lang].title },
			<>
				<h1>{T[lang].error}</h1>
				<p class="error" data-code={err.code}>
					{T[lang].refused[err.code as keyof (typeof T)["en"]["refused"]] ?? T[lang].refused.other}
				</p>
				<a href={page}>{T[lang].title}</a>
			</>,
		);
	}
});

export default app;
