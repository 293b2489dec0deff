/** @jsxImportSource hono/jsx */
// The checkout pages that end a visit: a paid session (what was paid, on to the merchant's
// successUrl), an expired or canceled one (nothing was taken, back to the merchant's cancelUrl or
// site), an unknown link (404, no merchant to name), and a refused form post. Each says what
// happened and where to go, in Indonesian or English, in the workspace's brand.
import type { Context } from "hono";
import type { AppEnv } from "../../../../platform/context";
import { ApiError } from "../../../../platform/errors";
import { formatMoney } from "../../../../platform/locale";
import { log } from "../../../../platform/log";
import { locationOf } from "../../../../platform/redirect-url";
import { type SessionRow, sessionLineItems } from "../store";
import { T } from "./hosted-i18n";
import { type HostedStatus, type HostedView, hostedHtml } from "./hosted-layout";

/** What the session is for: its total and line items (under the page's one h1, or as it). */
export function Summary(props: { s: SessionRow; v: HostedView; sub?: boolean }) {
	const { lang } = props.v;
	const t = T[lang];
	const items = sessionLineItems(props.s);
	return (
		<section>
			{props.sub ? <h2>{t.title}</h2> : <h1>{t.title}</h1>}
			<div class="muted">{t.total}</div>
			<div class="amount" data-testid="amount">
				{formatMoney(props.s.amount, props.s.currency, lang)}
			</div>
			{items ? (
				<table>
					<tbody>
						{items.map((i) => (
							<tr>
								<td>{i.name}</td>
								<td class="n">×{i.quantity}</td>
								<td class="n">{formatMoney(i.quantity * i.unitAmount, props.s.currency, lang)}</td>
							</tr>
						))}
					</tbody>
				</table>
			) : null}
		</section>
	);
}

const shopName = (v: HostedView) => v.brand?.displayName ?? "";

/** Where a buyer of a closed session goes: the merchant's cancelUrl, else the site successUrl is on. */
export const closedReturnUrl = (row: SessionRow) =>
	row.cancel_url ? locationOf(row.cancel_url) : `${new URL(row.success_url).origin}/`;

/** A completed session: 200 when opened, 409 when a form tried to pay it again. */
export function paidPage(c: Context<AppEnv>, v: HostedView, row: SessionRow, status: 200 | 409 = 200) {
	const t = T[v.lang];
	return hostedHtml(
		c,
		{ ...v, status, title: t.paidTitle },
		<>
			<h1 data-testid="outcome" data-state="paid">
				{t.paidTitle}
			</h1>
			<p>{t.paidText(shopName(v))}</p>
			<Summary s={row} v={v} sub />
			<a class="button" href={locationOf(row.success_url)} data-testid="return">
				{t.continueTo(shopName(v))}
			</a>
		</>,
	);
}

/** An expired or canceled session: 410 when opened, 409 (session_expired) when a form tried to pay it. */
export function closedPage(c: Context<AppEnv>, v: HostedView, row: SessionRow, status: 409 | 410 = 410, code?: string) {
	const t = T[v.lang];
	const title = row.status === "canceled" ? t.canceledTitle : t.expiredTitle;
	return hostedHtml(
		c,
		{ ...v, status, title },
		<>
			<h1 class="error" data-testid="outcome" data-state={row.status} data-code={code}>
				{title}
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
export function failurePage(c: Context<AppEnv>, v: HostedView, err: unknown, row: SessionRow, pageHref: string) {
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
