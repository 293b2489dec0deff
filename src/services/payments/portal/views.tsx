/** @jsxImportSource hono/jsx */
import type { Context } from "hono";
import type { AppEnv } from "../../../platform/context";
import { formatDate, formatMoney, type Lang } from "../../../platform/locale";
import type { PriceRow, SubscriptionRow, TokenRow } from "../billing/store";
import { type HostedStatus, type HostedView, hostedHtml, WIDE_CSS } from "../checkout/routes/hosted-layout";
import type { PortalInvoice, PortalSessionRow, PortalSettings } from "./store";
import { WORDS } from "./words";

// The hosted portal's HTML: server-rendered in the payments hosted layout (the workspace's brand,
// a test banner for test-mode sessions), Indonesian or English, one nonce'd inline script (the
// token exchange). Every page is no-store and refuses framing.

const day = (ms: number | null, lang: Lang) => (ms == null ? "—" : formatDate(ms, lang));

export function page(
	c: Context<AppEnv>,
	v: HostedView,
	status: HostedStatus,
	title: string,
	body: unknown,
	script?: string,
) {
	return hostedHtml(c, { ...v, status, title, css: WIDE_CSS, script, formAction: "'self'" }, body);
}

export const gone = (c: Context<AppEnv>, v: HostedView, row?: PortalSessionRow) => {
	const w = WORDS[v.lang];
	return page(
		c,
		v,
		410,
		w.expiredTitle,
		<>
			<h1>{w.expiredTitle}</h1>
			<p>{w.expiredText}</p>
			{row ? (
				<p>
					<a href={row.return_url} data-testid="return">
						{w.back(v.brand?.displayName ?? "")}
					</a>
				</p>
			) : null}
		</>,
	);
};

export const missing = (c: Context<AppEnv>, v: HostedView) => {
	const w = WORDS[v.lang];
	return page(
		c,
		v,
		404,
		w.missingTitle,
		<>
			<h1>{w.missingTitle}</h1>
			<p>{w.missingText}</p>
		</>,
	);
};

/** Exchanges the fragment token (which never reaches the server in the page request) for the cookie, then reloads. */
const exchangeScript = (lang: Lang) => {
	const say = JSON.stringify({ missing: WORDS[lang].missingToken, invalid: WORDS[lang].invalidLink }).replace(
		/</g,
		"\\u003c",
	);
	return `(async () => {
  const say = ${say};
  const msg = document.getElementById("msg");
  const m = location.hash.match(/(?:^#|&)token=([^&]+)/);
  if (!m) { msg.textContent = say.missing; return; }
  const r = await fetch(location.pathname.replace(/\\/$/, "") + "/session" + location.search, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ token: decodeURIComponent(m[1]) }), credentials: "same-origin" });
  if (r.status === 410) { history.replaceState(null, "", location.pathname + location.search); location.reload(); return; }
  if (!r.ok) { msg.textContent = say.invalid; return; }
  history.replaceState(null, "", location.pathname + location.search);
  location.reload();
})();`;
};

export interface HomeProps {
	row: PortalSessionRow;
	/** The portal's address with `suffix` (page.tsx portalHref: it carries the workspace). */
	href: (suffix: string) => string;
	settings: PortalSettings;
	d: { subs: SubscriptionRow[]; invoices: PortalInvoice[]; tokens: TokenRow[]; prices: Record<string, PriceRow[]> };
	payLinks: Map<string, string>;
	v: HostedView;
	notice: string | null;
	error: string | null;
	/** The grant's CSRF token: a hidden field of every form (and data-csrf on the subscriptions section). */
	csrf: string;
}

function Subscription(props: HomeProps & { s: SubscriptionRow }) {
	const { s, href, settings, d, v } = props;
	const { lang } = v;
	const w = WORDS[lang];
	const live = s.status !== "canceled" && s.status !== "incomplete";
	const prices = d.prices[s.plan_id] ?? [];
	return (
		<div class="subscription" data-id={s.id}>
			<p>
				<strong>{formatMoney(s.unit_amount, s.currency, lang)}</strong> {w.every(s.interval_count, s.interval)} —{" "}
				<span class="status" data-status={s.status}>
					{w.status[s.status] ?? s.status}
				</span>
				{s.cancel_at != null ? <span class="cancel-at"> · {w.cancelsOn(day(s.cancel_at, lang))}</span> : null}
				{s.pending_price_id ? <span> · {w.planChangeAt(day(s.current_period_end, lang))}</span> : null}
			</p>
			<p class="muted">{w.periodEnds(day(s.current_period_end, lang))}</p>
			{settings.cancelSubscription && live && s.cancel_at == null ? (
				<form method="post" action={href(`/subscriptions/${s.id}/cancel`)}>
					<input type="hidden" name="csrf" value={props.csrf} />
					<button type="submit" class="inline" id={`cancel-${s.id}`}>
						{w.cancel}
					</button>
				</form>
			) : null}
			{settings.updatePaymentMethod && d.tokens.length > 1 && live ? (
				<form method="post" action={href(`/subscriptions/${s.id}/payment-method`)}>
					<input type="hidden" name="csrf" value={props.csrf} />
					<label for={`token-${s.id}`}>{w.paymentMethod}</label>
					<select name="tokenId" id={`token-${s.id}`}>
						{d.tokens.map((t) => (
							<option value={t.id} selected={t.id === s.default_payment_token_id}>
								{t.method} {t.brand ?? ""} {t.last4 ? `•••• ${t.last4}` : (t.account_label ?? "")}
							</option>
						))}
					</select>{" "}
					<button type="submit" class="inline">
						{w.usePaymentMethod}
					</button>
				</form>
			) : null}
			{settings.changePlan && (s.status === "active" || s.status === "trialing") && prices.length > 1 ? (
				<form method="post" action={href(`/subscriptions/${s.id}/plan`)}>
					<input type="hidden" name="csrf" value={props.csrf} />
					<label for={`price-${s.id}`}>{w.plan}</label>
					<select name="priceId" id={`price-${s.id}`}>
						{prices.map((p) => (
							<option value={p.id} selected={p.id === s.price_id}>
								{formatMoney(p.unit_amount, p.currency, lang)}
							</option>
						))}
					</select>{" "}
					<button type="submit" class="inline">
						{w.changePlan}
					</button>
				</form>
			) : null}
		</div>
	);
}

/** The portal itself: the customer's subscriptions (with the actions the workspace allows) and invoices. */
export function Home(props: HomeProps) {
	const { row, settings, d, payLinks, v, notice, error } = props;
	const { lang } = v;
	const w = WORDS[lang];
	return (
		<>
			<h1>{w.title}</h1>
			{notice ? (
				<p id="notice" lang={lang}>
					{notice}
				</p>
			) : null}
			{error ? (
				<p id="error" class="error" lang={lang}>
					{error}
				</p>
			) : null}
			<section aria-labelledby="subs-h" data-csrf={props.csrf}>
				<h2 id="subs-h">{w.subscriptions}</h2>
				{d.subs.length === 0 ? <p class="muted">{w.noSubscriptions}</p> : null}
				{d.subs.map((s) => (
					<Subscription {...props} s={s} />
				))}
			</section>
			{settings.viewInvoices ? (
				<section aria-labelledby="invoices-h">
					<h2 id="invoices-h">{w.invoices}</h2>
					<table id="invoices">
						<thead>
							<tr>
								<th scope="col">{w.number}</th>
								<th scope="col">{w.date}</th>
								<th scope="col">{w.amount}</th>
								<th scope="col">{w.state}</th>
								<th scope="col">
									<span class="muted">{w.pay}</span>
								</th>
							</tr>
						</thead>
						<tbody>
							{d.invoices.map((i) => (
								<tr>
									<td>{i.number}</td>
									<td>{day(i.created_at, lang)}</td>
									<td>{formatMoney(i.total, i.currency, lang)}</td>
									<td>{w.invoiceStatus[i.status] ?? i.status}</td>
									<td>
										{payLinks.get(i.id) ? (
											<a class="pay-invoice" href={payLinks.get(i.id) as string} aria-label={w.payInvoice(i.number)}>
												{w.pay}
											</a>
										) : null}
									</td>
								</tr>
							))}
						</tbody>
					</table>
				</section>
			) : null}
			<p>
				<a href={row.return_url} data-testid="return">
					{w.back(v.brand?.displayName ?? "")}
				</a>
			</p>
		</>
	);
}

/** The page a browser without the cookie grant gets: it exchanges the fragment token, then reloads. */
export const exchange = (c: Context<AppEnv>, v: HostedView) => {
	const w = WORDS[v.lang];
	return page(
		c,
		v,
		200,
		w.title,
		<>
			<h1>{w.title}</h1>
			<p id="msg" class="muted" role="status">
				{w.opening}
			</p>
		</>,
		exchangeScript(v.lang),
	);
};

export const refused = (c: Context<AppEnv>, v: HostedView) =>
	page(c, v, 401, WORDS[v.lang].refusedTitle, <h1>{WORDS[v.lang].refusedTitle}</h1>);

export const sessionNeeded = (c: Context<AppEnv>, v: HostedView) =>
	page(c, v, 401, WORDS[v.lang].sessionNeededTitle, <h1>{WORDS[v.lang].sessionNeededTitle}</h1>);
