/** @jsxImportSource hono/jsx */
import type { Context } from "hono";
import type { AppEnv } from "../../../platform/context";
import { Money } from "../../../platform/hosted-page";
import { formatMoney, type Lang } from "../../../platform/locale";
import type { PriceRow, SubscriptionRow, TokenRow } from "../billing/store";
import { pageDates } from "../checkout/brand";
import { MethodMark, methodLabel } from "../checkout/payment-marks";
import { type HostedStatus, type HostedView, hostedHtml, WIDE_CSS } from "../checkout/routes/hosted-layout";
import { STATUS_CSS, StatusBadge } from "../checkout/statuses";
import type { PortalInvoice, PortalSessionRow, PortalSettings } from "./store";
import { WORDS } from "./words";

// The hosted portal's HTML: server-rendered in the payments hosted layout (the workspace's brand,
// a test banner for test-mode sessions), Indonesian or English, one nonce'd inline script (the
// token exchange). Every page is no-store and refuses framing.

/**
 * Subscriptions as cards with the plan's name, payment methods with their marks, and invoices as a
 * table that becomes one card per invoice below 36rem (issue 39: the table collapsed on phones).
 */
const PORTAL_CSS = `${STATUS_CSS}.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}.subscription{border-top:1px solid #eaeef2;padding:.75rem 0}.subscription:first-of-type{border-top:none}.sub-head{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem}.sub-head h3{margin:0;font-size:1.05rem}.subscription p{margin:.3rem 0}.price{font-weight:600}ul.methods{list-style:none;padding:0;margin:0}ul.methods li{display:flex;align-items:center;gap:.75rem;padding:.4rem 0}svg.mark{flex:none}table.invoices th.n,table.invoices td.n{text-align:right;white-space:nowrap}table.invoices td.act{text-align:right}@media(max-width:36rem){table.invoices thead{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}table.invoices tr{display:grid;grid-template-columns:1fr auto;gap:.25rem .75rem;border:1px solid #d0d7de;border-radius:8px;padding:.6rem .75rem;margin:.5rem 0}table.invoices td{border:none;padding:0}table.invoices td.num{font-weight:600}table.invoices td.date{text-align:right;color:#59636e;white-space:nowrap}table.invoices td.n{text-align:left}table.invoices td.st{text-align:right}table.invoices td.act{grid-column:1/-1;text-align:left}}`;

export function page(
	c: Context<AppEnv>,
	v: HostedView,
	status: HostedStatus,
	title: string,
	body: unknown,
	script?: string,
) {
	return hostedHtml(c, { ...v, status, title, css: WIDE_CSS + PORTAL_CSS, script, formAction: "'self'" }, body);
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
	d: {
		subs: SubscriptionRow[];
		invoices: PortalInvoice[];
		tokens: TokenRow[];
		prices: Record<string, PriceRow[]>;
		planNames: Record<string, string>;
	};
	/** Open invoices' hosted pages (to pay them). */
	payLinks: Map<string, string>;
	/** Paid invoices' receipts: the hosted invoice page, or the portal's PDF of it. */
	receiptLinks: Map<string, string>;
	v: HostedView;
	notice: string | null;
	error: string | null;
	/** The grant's CSRF token: a hidden field of every form (and data-csrf on the subscriptions section). */
	csrf: string;
}

/** The line under a subscription's price: when it next bills, ends, or leaves its trial. */
function nextDate(s: SubscriptionRow, lang: Lang, day: (ms: number | null) => string) {
	const w = WORDS[lang];
	if (s.status === "canceled" || s.status === "incomplete") return null;
	if (s.cancel_at != null) return w.endsOn(day(s.cancel_at));
	if (s.status === "trialing" && s.trial_end != null) return w.trialEnds(day(s.trial_end));
	return w.nextBilling(day(s.current_period_end));
}

function Subscription(props: HomeProps & { s: SubscriptionRow }) {
	const { s, href, settings, d, v } = props;
	const { lang } = v;
	const w = WORDS[lang];
	const { date } = pageDates(lang, v.brand);
	const live = s.status !== "canceled" && s.status !== "incomplete";
	const prices = d.prices[s.plan_id] ?? [];
	const byInvoice = s.collection_method === "send_invoice";
	const token = d.tokens.find((t) => t.id === s.default_payment_token_id);
	const next = nextDate(s, lang, date);
	return (
		<div class="subscription" data-id={s.id} data-testid="subscription">
			<div class="sub-head">
				<h3 data-testid="plan-name">{d.planNames[s.plan_id] ?? w.plan}</h3>
				<StatusBadge kind="subscription" status={s.status} lang={lang} />
			</div>
			<p class="price">
				<Money amount={s.unit_amount} currency={s.currency} lang={lang} testid="sub-price" />{" "}
				{w.every(s.interval_count, s.interval)}
			</p>
			{next ? (
				<p class="muted" data-testid="next-date">
					{next}
					{s.pending_price_id ? ` · ${w.planChangeAt(date(s.current_period_end))}` : ""}
				</p>
			) : null}
			<p class="muted" data-testid="paid-by">
				{byInvoice ? w.paidByInvoice : token ? methodLabel(token, lang) : null}
			</p>
			{settings.cancelSubscription && live && s.cancel_at == null ? (
				<form method="post" action={href(`/subscriptions/${s.id}/cancel`)}>
					<input type="hidden" name="csrf" value={props.csrf} />
					<button type="submit" class="inline" id={`cancel-${s.id}`}>
						{w.cancel}
					</button>
				</form>
			) : null}
			{/* A send_invoice subscription is paid invoice by invoice: there is no card to choose (issue 39). */}
			{settings.updatePaymentMethod && !byInvoice && d.tokens.length > 1 && live ? (
				<form method="post" action={href(`/subscriptions/${s.id}/payment-method`)} data-testid="card-selector">
					<input type="hidden" name="csrf" value={props.csrf} />
					<label for={`token-${s.id}`}>{w.paymentMethod}</label>
					<select name="tokenId" id={`token-${s.id}`}>
						{d.tokens.map((t) => (
							<option value={t.id} selected={t.id === s.default_payment_token_id}>
								{methodLabel(t, lang)}
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
								{formatMoney(p.unit_amount, p.currency, lang)} {w.every(s.interval_count, s.interval)}
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

/** The customer's saved payment methods, each with its mark and expiry. */
function PaymentMethods(p: { tokens: TokenRow[]; lang: Lang }) {
	const w = WORDS[p.lang];
	return (
		<section aria-labelledby="methods-h">
			<h2 id="methods-h">{w.paymentMethods}</h2>
			{p.tokens.length === 0 ? <p class="muted">{w.noPaymentMethods}</p> : null}
			<ul class="methods">
				{p.tokens.map((t) => (
					<li data-testid="payment-method">
						<MethodMark m={t} />
						<span>{methodLabel(t, p.lang)}</span>
					</li>
				))}
			</ul>
		</section>
	);
}

/** Invoices: a table on wide screens, one card per invoice on narrow ones (PORTAL_CSS). */
function Invoices(p: {
	d: HomeProps["d"];
	payLinks: Map<string, string>;
	receiptLinks: Map<string, string>;
	v: HostedView;
}) {
	const { lang } = p.v;
	const w = WORDS[lang];
	const { date } = pageDates(lang, p.v.brand);
	return (
		<section aria-labelledby="invoices-h">
			<h2 id="invoices-h">{w.invoices}</h2>
			<table id="invoices" class="invoices">
				<thead>
					<tr>
						<th scope="col">{w.number}</th>
						<th scope="col">{w.date}</th>
						<th scope="col" class="n">
							{w.amount}
						</th>
						<th scope="col">{w.state}</th>
						<th scope="col">
							<span class="sr-only">{w.pay}</span>
						</th>
					</tr>
				</thead>
				<tbody>
					{p.d.invoices.map((i) => {
						const pay = p.payLinks.get(i.id);
						const receipt = p.receiptLinks.get(i.id);
						return (
							<tr data-testid="invoice-row">
								<td class="num">{i.number}</td>
								<td class="date">{date(i.created_at)}</td>
								<td class="n">
									<Money amount={i.total} currency={i.currency} lang={lang} />
								</td>
								<td class="st">
									<StatusBadge kind="invoice" status={i.status} lang={lang} testid="invoice-status" />
								</td>
								<td class="act">
									{pay ? (
										<a class="pay-invoice" href={pay} aria-label={w.payInvoice(i.number)}>
											{w.pay}
										</a>
									) : receipt ? (
										<a class="receipt" href={receipt} aria-label={w.receiptFor(i.number)} data-testid="receipt">
											{w.receipt}
										</a>
									) : null}
								</td>
							</tr>
						);
					})}
				</tbody>
			</table>
		</section>
	);
}

/** The portal itself: the customer's subscriptions (with the actions the workspace allows), payment methods and invoices. */
export function Home(props: HomeProps) {
	const { row, settings, d, v, notice, error } = props;
	const { lang } = v;
	const w = WORDS[lang];
	return (
		<>
			<h1>{w.title}</h1>
			{notice ? (
				<p id="notice" class="notice good" lang={lang}>
					{notice}
				</p>
			) : null}
			{error ? (
				<p id="error" class="notice bad error" lang={lang}>
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
			<PaymentMethods tokens={d.tokens} lang={lang} />
			{settings.viewInvoices ? (
				<Invoices d={d} payLinks={props.payLinks} receiptLinks={props.receiptLinks} v={v} />
			) : null}
			<p>
				<a class="btn quiet" href={row.return_url} data-testid="return">
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
