/** @jsxImportSource hono/jsx */
// The checkout pages that end a visit: a paid session (what was paid, on to the merchant's
// successUrl), an expired or canceled one (nothing was taken, back to the merchant's cancelUrl or
// site), an unknown link (404, no merchant to name), and a refused form post. Each says what
// happened and where to go, in Indonesian or English, in the workspace's brand.
import type { Context } from "hono";
import type { AppEnv } from "../../../../platform/context";
import { ApiError } from "../../../../platform/errors";
import { Money, Notice } from "../../../../platform/hosted-page";
import { log } from "../../../../platform/log";
import { locationOf } from "../../../../platform/redirect-url";
import { receiptOf } from "../receipt";
import { hostedCheckoutUrl } from "../sessions";
import { STATUS_CSS, StatusBadge } from "../statuses";
import { type SessionRow, sessionLineItems } from "../store";
import { W } from "./checkout-words";
import { T } from "./hosted-i18n";
import { type HostedStatus, type HostedView, hostedHtml } from "./hosted-layout";
import { CHECKOUT_CSS } from "./hosted-waiting";

/**
 * What the session is for: its total (Money, one line) and line items — name, quantity and amount in
 * their own cells — or, without line items, "Payment to <shop>" (sessions carry no description).
 */
export function Summary(props: { s: SessionRow; v: HostedView; sub?: boolean; linesOnly?: boolean }) {
	const { lang } = props.v;
	const t = T[lang];
	const w = W[lang];
	const items = sessionLineItems(props.s);
	const cur = props.s.currency;
	return (
		<section>
			{props.linesOnly ? null : (
				<>
					{props.sub ? <h2>{t.title}</h2> : <h1>{t.title}</h1>}
					<div class="muted">{t.total}</div>
					<div class="amount">
						<Money amount={props.s.amount} currency={cur} lang={lang} testid="amount" />
					</div>
				</>
			)}
			{items?.length ? (
				<table class="lines" data-testid="lines">
					<thead>
						<tr>
							<th scope="col">{w.item}</th>
							<th scope="col" class="q">
								{t.qty}
							</th>
							<th scope="col" class="n">
								{w.amountCol}
							</th>
						</tr>
					</thead>
					<tbody>
						{items.map((i) => (
							<tr>
								<td>{i.name}</td>
								<td class="q">×{i.quantity}</td>
								<td class="n">
									<Money amount={i.quantity * i.unitAmount} currency={cur} lang={lang} />
								</td>
							</tr>
						))}
					</tbody>
				</table>
			) : (
				<p data-testid="paying-for">{w.paymentTo(props.v.brand?.displayName ?? "")}</p>
			)}
		</section>
	);
}

const shopName = (v: HostedView) => v.brand?.displayName ?? "";

/** Where a buyer of a closed session goes: the merchant's cancelUrl, else the site successUrl is on. */
export const closedReturnUrl = (row: SessionRow) =>
	row.cancel_url ? locationOf(row.cancel_url) : `${new URL(row.success_url).origin}/`;

/**
 * A completed session is a receipt (200 when opened, 409 when a form tried to pay it again): amount,
 * method with its bank or wallet, the paid time on the workspace's clock, the payment id as
 * reference, the merchant, the lines; on to successUrl, and the PDF of the same receipt.
 */
export async function paidPage(c: Context<AppEnv>, v: HostedView, row: SessionRow, status: 200 | 409 = 200) {
	const t = T[v.lang];
	const w = W[v.lang];
	const r = await receiptOf(c.env, row, v.lang, v.timeZone);
	const pdf = hostedCheckoutUrl(
		c.get("base") ?? "",
		{ workspaceId: row.account_id, environment: row.environment },
		row.id,
		"/receipt.pdf",
	);
	return hostedHtml(
		c,
		{ ...v, status, title: t.paidTitle, css: CHECKOUT_CSS + STATUS_CSS },
		<>
			<h1 data-testid="outcome" data-state="paid">
				{t.paidTitle} <StatusBadge kind="session" status={row.status} lang={v.lang} />
			</h1>
			<Notice kind="good">{t.paidText(shopName(v))}</Notice>
			<dl class="receipt" data-testid="receipt">
				<dt>{w.amount}</dt>
				<dd>
					<Money amount={row.amount} currency={row.currency} lang={v.lang} testid="amount" />
				</dd>
				{r.method ? (
					<>
						<dt>{w.paidWith}</dt>
						<dd data-testid="receipt-method">{r.method}</dd>
					</>
				) : null}
				<dt>{w.paidAt}</dt>
				<dd data-testid="receipt-time">{r.paidAt}</dd>
				{r.reference ? (
					<>
						<dt>{w.reference}</dt>
						<dd data-testid="receipt-reference">{r.reference}</dd>
					</>
				) : null}
				<dt>{w.merchant}</dt>
				<dd data-testid="receipt-merchant">{shopName(v) || "—"}</dd>
			</dl>
			<Summary s={row} v={v} linesOnly />
			<a class="button" href={locationOf(row.success_url)} data-testid="return">
				{t.continueTo(shopName(v))}
			</a>
			<p>
				<a class="btn quiet" href={pdf} data-testid="receipt-pdf" download>
					{w.download}
				</a>
			</p>
		</>,
	);
}

/** An expired or canceled session: 410 when opened, 409 (session_expired) when a form tried to pay it. */
export function closedPage(c: Context<AppEnv>, v: HostedView, row: SessionRow, status: 409 | 410 = 410, code?: string) {
	const t = T[v.lang];
	const title = row.status === "canceled" ? t.canceledTitle : t.expiredTitle;
	return hostedHtml(
		c,
		{ ...v, status, title, css: STATUS_CSS },
		<>
			<h1 class="error" data-testid="outcome" data-state={row.status} data-code={code}>
				{title} <StatusBadge kind="session" status={row.status} lang={v.lang} />
			</h1>
			<p>{t.closedText(shopName(v))}</p>
			<Summary s={row} v={v} sub />
			<a class="button" href={closedReturnUrl(row)} data-testid="return">
				{t.backTo(shopName(v))}
			</a>
		</>,
	);
}

/** No such session (or a malformed id): 404, and nothing about any merchant. */
export function unknownPage(c: Context<AppEnv>, v: HostedView) {
	const t = T[v.lang];
	return hostedHtml(
		c,
		{ ...v, status: 404, title: t.notFoundTitle },
		<>
			<h1 data-testid="outcome" data-state="unknown">
				{t.notFoundTitle}
			</h1>
			<p>{t.notFoundText}</p>
		</>,
	);
}

/**
 * A form post the session refused. Paid and closed sessions get their own pages (409); anything
 * else the page's own words for the code (never the error's message), and the way back to the page.
 */
export async function failurePage(c: Context<AppEnv>, v: HostedView, err: unknown, row: SessionRow, pageHref: string) {
	if (!(err instanceof ApiError)) throw err;
	log(c.env, "info", { service: "pay", event: "checkout_page_refused", code: err.code });
	if (err.code === "session_expired" || row.status === "expired" || row.status === "canceled")
		return closedPage(c, v, row, 409, err.code);
	if (row.status === "completed") return paidPage(c, v, row, 409);
	const t = T[v.lang];
	const status = ([400, 404, 409, 410, 502] as const).find((x) => x === err.status) ?? 400;
	const known = err.code in t.refused ? t.refused[err.code as keyof typeof t.refused] : t.refused.other;
	return hostedHtml(
		c,
		{ ...v, status: status as HostedStatus, title: t.error },
		<>
			<Summary s={row} v={v} />
			<h2>{t.error}</h2>
			<p class="error" data-code={err.code}>
				{known}
			</p>
			<a href={pageHref}>{t.other}</a>
		</>,
	);
}
