/** @jsxImportSource hono/jsx */
// The hosted invoice's body (issue 39, Stripe's hosted invoice page as the model): number and status
// badge, what is owed (or, once paid, what was paid, when and how: the page reads as a receipt), the
// issuer and the customer billed, dates in words, a line table whose description, quantity and
// amount sit in their own cells (it holds at 390 px), the totals, Pay (open invoices) and Download PDF.
import { Money, Notice } from "../../../../platform/hosted-page";
import { STATUS_CSS, StatusBadge } from "../statuses";
import { billToLines, type InvoiceDoc, issuerLines } from "./model";
import { INVOICE_WORDS } from "./words";

/** Wider than the checkout card (a document), parties side by side from 34rem, lines and totals right-aligned. */
export const INVOICE_CSS = `main{width:min(40rem,calc(100% - 1.5rem))}.head{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem;justify-content:space-between}.head h1{margin:0}.parties{display:grid;gap:1rem;margin:1rem 0}@media(min-width:34rem){.parties{grid-template-columns:1fr 1fr}}.parties h2{font-size:.75rem;text-transform:uppercase;letter-spacing:.04em;color:#59636e;margin:0 0 .25rem}.parties p{margin:0;line-height:1.45;overflow-wrap:anywhere}dl.facts{display:grid;grid-template-columns:auto 1fr;gap:.3rem 1rem;margin:1rem 0;font-size:.95rem}dl.facts dt{color:#59636e}dl.facts dd{margin:0}table.lines th{font-size:.8rem;color:#59636e;font-weight:600;border-bottom:1px solid #d0d7de}table.lines th.n,table.lines td.n{text-align:right;white-space:nowrap;padding-left:.6rem}table.lines td{vertical-align:top;overflow-wrap:anywhere}table.totals td{border:none;padding:.2rem 0}table.totals{margin-top:.5rem}.actions{display:flex;flex-wrap:wrap;gap:.5rem;margin-top:1rem}.actions form{flex:1 1 12rem}.actions button{margin:0}.actions a.btn{flex:1 1 12rem;text-align:center}${STATUS_CSS}`;

export function InvoiceBody(p: { doc: InvoiceDoc; payAction: string | null; pdfHref: string | null }) {
	const { inv, lang, brand } = p.doc;
	const t = INVOICE_WORDS[lang];
	const m = (amount: number, testid?: string) => (
		<Money amount={amount} currency={inv.currency} lang={lang} testid={testid} />
	);
	const paid = inv.status === "paid";
	const billTo = billToLines(p.doc.customer);
	return (
		<>
			<div class="head">
				<h1>
					{paid ? t.receipt : t.title} {inv.number}
				</h1>
				<StatusBadge kind="invoice" status={inv.status} lang={lang} />
			</div>
			<div class="muted">{paid ? t.amountPaid : t.amountDue}</div>
			<div class="amount">{m(paid ? inv.amount_paid : inv.status === "open" ? inv.amount_due : 0, "amount")}</div>
			{paid ? (
				<Notice kind="good" testid="paid">
					{t.paidText}
				</Notice>
			) : null}
			{p.doc.overdue ? <Notice kind="warn">{t.overdue}</Notice> : null}
			{inv.status === "void" ? <Notice>{t.voidText}</Notice> : null}
			{inv.status === "uncollectible" ? <Notice kind="warn">{t.uncollectibleText}</Notice> : null}
			<div class="parties">
				<div data-testid="issuer">
					<h2>{t.from}</h2>
					<p>
						{issuerLines(brand, lang).map((l, i) => (
							<>
								{i === 0 ? <strong data-testid="merchant">{l}</strong> : l}
								<br />
							</>
						))}
					</p>
				</div>
				{billTo.length ? (
					<div data-testid="customer">
						<h2>{t.billedTo}</h2>
						<p>
							{billTo.map((l) => (
								<>
									{l}
									<br />
								</>
							))}
						</p>
					</div>
				) : null}
			</div>
			<dl class="facts">
				<dt>{t.number}</dt>
				<dd>{inv.number}</dd>
				<dt>{t.issued}</dt>
				<dd data-testid="issued">{p.doc.issued}</dd>
				{p.doc.due && !paid ? (
					<>
						<dt>{t.due}</dt>
						<dd data-testid="due">{p.doc.due}</dd>
					</>
				) : null}
				{p.doc.paidAt ? (
					<>
						<dt>{t.paidOn}</dt>
						<dd data-testid="paid-on">{p.doc.paidAt}</dd>
					</>
				) : null}
				{p.doc.paidWith ? (
					<>
						<dt>{t.paidWith}</dt>
						<dd data-testid="paid-with">{p.doc.paidWith}</dd>
					</>
				) : null}
			</dl>
			<table class="lines" data-testid="lines">
				<thead>
					<tr>
						<th scope="col">{t.description}</th>
						<th scope="col" class="n">
							{t.qty}
						</th>
						<th scope="col" class="n">
							{t.amount}
						</th>
					</tr>
				</thead>
				<tbody>
					{p.doc.lines.map((l) => (
						<tr>
							<td>
								{l.name}
								<div class="muted" data-testid="period">
									{l.period}
								</div>
							</td>
							<td class="n" data-testid="qty">
								{l.quantity}
							</td>
							<td class="n">{m(l.amount)}</td>
						</tr>
					))}
				</tbody>
			</table>
			<table class="totals">
				<tbody>
					<tr>
						<td>{t.subtotal}</td>
						<td class="n">{m(inv.subtotal)}</td>
					</tr>
					{inv.discount ? (
						<tr>
							<td>{t.discount}</td>
							<td class="n" data-testid="discount">
								−{m(inv.discount)}
							</td>
						</tr>
					) : null}
					<tr class="total">
						<td>{t.total}</td>
						<td class="n">{m(inv.total)}</td>
					</tr>
					{paid ? (
						<tr>
							<td>{t.amountPaid}</td>
							<td class="n">{m(inv.amount_paid)}</td>
						</tr>
					) : null}
					<tr class="total">
						<td>{t.amountDue}</td>
						<td class="n" data-testid="amount-due">
							{m(inv.status === "open" ? inv.amount_due : 0)}
						</td>
					</tr>
				</tbody>
			</table>
			<div class="actions">
				{p.payAction ? (
					<form method="post" action={p.payAction}>
						<button class="primary" type="submit" data-testid="pay">
							{t.pay} {m(inv.amount_due)}
						</button>
					</form>
				) : null}
				{p.pdfHref ? (
					<a class="btn quiet" href={p.pdfHref} data-testid="pdf" download>
						{t.downloadPdf}
					</a>
				) : null}
			</div>
		</>
	);
}
