// What a hosted invoice shows, gathered once for the page and its PDF (issue 39): the issuer (the
// brand with the address and tax id from checkout settings), the customer billed, each line with its
// period in words, dates in words on the workspace's clock, and for a paid invoice how it was paid.
import type { Env } from "../../../../env";
import type { Lang } from "../../../../platform/locale";
import {
	type CustomerRow,
	findRow,
	type InvoiceLine,
	type InvoiceRow,
	type PaymentRow,
	type Scope,
	type TokenRow,
} from "../../billing/store";
import { type HostedBrand, hostedBrand, pageDates } from "../brand";
import { methodLabel } from "../payment-marks";
import { INVOICE_WORDS } from "./words";

export interface InvoiceDocLine {
	name: string;
	/** "1 November 2026 – 30 November 2026", in words. */
	period: string;
	quantity: number;
	amount: number;
}

export interface InvoiceDoc {
	inv: InvoiceRow;
	lang: Lang;
	brand: HostedBrand;
	customer: CustomerRow | null;
	lines: InvoiceDocLine[];
	issued: string;
	due: string | null;
	/** Date and time of payment, in words; null unless paid. */
	paidAt: string | null;
	/** "Visa •••• 4242" or "QRIS" when the payment that paid it is known. */
	paidWith: string | null;
	overdue: boolean;
}

/**
 * A line's name for people: its description without the machine period the API appends ("Pro
 * (2026-11-01T00:00:00.000Z – …)"); the period is written in words beside it.
 */
export const lineName = (l: InvoiceLine) => l.description.replace(/\s*\(\d{4}-\d{2}-\d{2}T[^)]*\)$/, "");

/** How the invoice was paid: the method of its payment (and the saved card's words), when there is one. */
async function paidWith(env: Env, s: Scope, inv: InvoiceRow, lang: Lang): Promise<string | null> {
	if (inv.status !== "paid" || !inv.payment_id) return null;
	const p = await findRow<PaymentRow>(env, s, "payments", inv.payment_id);
	if (!p) return null;
	const t = p.payment_token_id ? await findRow<TokenRow>(env, s, "payment_tokens", p.payment_token_id) : null;
	return methodLabel(t ?? { method: p.method, brand: null, last4: null }, lang);
}

export async function invoiceDoc(env: Env, s: Scope, inv: InvoiceRow, lang: Lang, now: number): Promise<InvoiceDoc> {
	const [brand, customer, method] = await Promise.all([
		hostedBrand(env, s),
		findRow<CustomerRow>(env, s, "customers", inv.customer_id),
		paidWith(env, s, inv, lang),
	]);
	const d = pageDates(lang, brand);
	const lines = (JSON.parse(inv.lines) as InvoiceLine[]).map((l) => ({
		name: l.kind === "proration" && !lineName(l) ? INVOICE_WORDS[lang].proration : lineName(l),
		period: `${d.date(Date.parse(l.periodStart))} – ${d.date(Date.parse(l.periodEnd))}`,
		quantity: l.quantity,
		amount: l.amount,
	}));
	return {
		inv,
		lang,
		brand,
		customer,
		lines,
		issued: d.date(inv.issued_at ?? inv.created_at),
		due: inv.due_date != null ? d.date(inv.due_date) : null,
		paidAt: inv.status === "paid" && inv.paid_at != null ? d.dateTime(inv.paid_at) : null,
		paidWith: method,
		overdue: inv.status === "open" && inv.due_date != null && inv.due_date <= now,
	};
}

/** The customer as billed: name, email and phone, whatever the record holds. */
export const billToLines = (c: CustomerRow | null) =>
	c ? [c.name, c.email, c.phone].filter((x): x is string => !!x) : [];

/** The issuer as printed: the shop name, its address lines and tax id when set. */
export const issuerLines = (b: HostedBrand, lang: Lang) => [
	b.displayName,
	...(b.address ? b.address.split("\n") : []),
	...(b.taxId ? [`${INVOICE_WORDS[lang].taxId}: ${b.taxId}`] : []),
];
