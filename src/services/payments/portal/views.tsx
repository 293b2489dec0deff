/** @jsxImportSource hono/jsx */
import type { Context } from "hono";
import type { AppEnv } from "../../../platform/context";
import { randomHex } from "../../../platform/ids";
import type { PriceRow, SubscriptionRow, TokenRow } from "../billing/store";
import type { Lang } from "../checkout/routes/hosted-checkout";
import type { PortalInvoice, PortalSessionRow, PortalSettings } from "./store";

// The hosted portal's HTML: server-rendered, no framework, one nonce'd inline script (the token
// exchange). Every page is no-store and refuses framing.

const money = (amount: number, currency: string) => `${currency} ${amount.toLocaleString("en-US")}`;
const day = (ms: number | null) => (ms == null ? "—" : new Date(ms).toISOString().slice(0, 10));

function Layout(props: { title: string; children?: unknown; nonce: string; script?: string }) {
	return (
		<html lang="en">
			<head>
				<meta charset="utf-8" />
				<meta name="viewport" content="width=device-width, initial-scale=1" />
				<title>{props.title}</title>
				<style>
					{
						"body{font-family:system-ui,sans-serif;max-width:44rem;margin:2rem auto;padding:0 1rem;color:#222}section{border:1px solid #ddd;border-radius:8px;padding:1rem;margin:1rem 0}table{width:100%;border-collapse:collapse}td,th{text-align:left;padding:.3rem;border-bottom:1px solid #eee}button{cursor:pointer}.muted{color:#777}.error{color:#b00}"
					}
				</style>
			</head>
			<body>
				{props.children}
				{props.script ? <script nonce={props.nonce} dangerouslySetInnerHTML={{ __html: props.script }} /> : null}
			</body>
		</html>
	);
}

export function page(
	c: Context<AppEnv>,
	status: 200 | 401 | 404 | 409 | 410,
	title: string,
	body: unknown,
	script?: string,
) {
	const nonce = randomHex(16);
	c.header(
		"Content-Security-Policy",
		`default-src 'none'; style-src 'unsafe-inline'; script-src 'nonce-${nonce}'; connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`,
	);
	c.header("Cache-Control", "no-store");
	c.header("Referrer-Policy", "same-origin"); // no-referrer would make browsers send "Origin: null" on our own form posts
	return c.html(
		<Layout title={title} nonce={nonce} script={script}>
			{body}
		</Layout>,
		status,
	);
}

export const gone = (c: Context<AppEnv>, row?: PortalSessionRow) =>
	page(
		c,
		410,
		"Link expired",
		<main>
			<h1>This link has expired</h1>
			<p>Portal links are valid for 15 minutes. Ask for a new one.</p>
			{row ? (
				<p>
					<a href={row.return_url}>Back</a>
				</p>
			) : null}
		</main>,
	);
export const missing = (c: Context<AppEnv>) =>
	page(
		c,
		404,
		"Not found",
		<main>
			<h1>This portal link is not valid</h1>
		</main>,
	);

/** Exchanges the fragment token (which never reaches the server in the page request) for the cookie, then reloads. */
const EXCHANGE = `(async () => {
  const msg = document.getElementById("msg");
  const m = location.hash.match(/(?:^#|&)token=([^&]+)/);
  if (!m) { msg.textContent = "This link is missing its access token."; return; }
  const r = await fetch(location.pathname.replace(/\\/$/, "") + "/session", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ token: decodeURIComponent(m[1]) }), credentials: "same-origin" });
  if (r.status === 410) { history.replaceState(null, "", location.pathname); location.reload(); return; }
  if (!r.ok) { msg.textContent = "This link is not valid."; return; }
  history.replaceState(null, "", location.pathname);
  location.reload();
})();`;

export interface HomeProps {
	row: PortalSessionRow;
	base: string;
	settings: PortalSettings;
	d: { subs: SubscriptionRow[]; invoices: PortalInvoice[]; tokens: TokenRow[]; prices: Record<string, PriceRow[]> };
	payLinks: Map<string, string>;
	lang: Lang;
	notice: string | null;
	error: string | null;
}

/** The portal itself: the customer's subscriptions (with the actions the workspace allows) and invoices. */
export function Home({ row, base, settings, d, payLinks, lang, notice, error }: HomeProps) {
	return (
		<main>
			<h1>Billing portal</h1>
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
			<section>
				<h2>Subscriptions</h2>
				{d.subs.length === 0 ? <p class="muted">No subscriptions.</p> : null}
				{d.subs.map((s) => (
					<div class="subscription" data-id={s.id}>
						<p>
							<strong>{money(s.unit_amount, s.currency)}</strong> every{" "}
							{s.interval_count > 1 ? `${s.interval_count} ` : ""}
							{s.interval} — <span class="status">{s.status}</span>
							{s.cancel_at != null ? <span class="cancel-at"> · cancels on {day(s.cancel_at)}</span> : null}
							{s.pending_price_id ? <span> · plan change at {day(s.current_period_end)}</span> : null}
						</p>
						<p class="muted">Current period ends {day(s.current_period_end)}</p>
						{settings.cancelSubscription &&
						s.status !== "canceled" &&
						s.status !== "incomplete" &&
						s.cancel_at == null ? (
							<form method="post" action={`${base}/subscriptions/${s.id}/cancel`}>
								<button type="submit" id={`cancel-${s.id}`}>
									Cancel at period end
								</button>
							</form>
						) : null}
						{settings.updatePaymentMethod &&
						d.tokens.length > 1 &&
						s.status !== "canceled" &&
						s.status !== "incomplete" ? (
							<form method="post" action={`${base}/subscriptions/${s.id}/payment-method`}>
								<select name="tokenId">
									{d.tokens.map((t) => (
										<option value={t.id} selected={t.id === s.default_payment_token_id}>
											{t.method} {t.brand ?? ""} {t.last4 ? `•••• ${t.last4}` : (t.account_label ?? "")}
										</option>
									))}
								</select>
								<button type="submit">Use this payment method</button>
							</form>
						) : null}
						{settings.changePlan &&
						(s.status === "active" || s.status === "trialing") &&
						(d.prices[s.plan_id]?.length ?? 0) > 1 ? (
							<form method="post" action={`${base}/subscriptions/${s.id}/plan`}>
								<select name="priceId">
									{d.prices[s.plan_id].map((p) => (
										<option value={p.id} selected={p.id === s.price_id}>
											{money(p.unit_amount, p.currency)}
										</option>
									))}
								</select>
								<button type="submit">Change plan</button>
							</form>
						) : null}
					</div>
				))}
			</section>
			{settings.viewInvoices ? (
				<section>
					<h2>Invoices</h2>
					<table id="invoices">
						<tbody>
							{d.invoices.map((i) => (
								<tr>
									<td>{i.number}</td>
									<td>{day(i.created_at)}</td>
									<td>{money(i.total, i.currency)}</td>
									<td>{i.status}</td>
									<td>
										{payLinks.get(i.id) ? (
											<a class="pay-invoice" href={payLinks.get(i.id) as string}>
												Pay
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
				<a href={row.return_url}>Return</a>
			</p>
		</main>
	);
}

const opening = (
	<main>
		<h1>Billing portal</h1>
		<p id="msg" class="muted">
			Opening your billing portal…
		</p>
	</main>
);
/** The page a browser without the cookie grant gets: it exchanges the fragment token, then reloads. */
export const exchange = (c: Context<AppEnv>) => page(c, 200, "Billing portal", opening, EXCHANGE);
export const refused = (c: Context<AppEnv>) =>
	page(
		c,
		401,
		"Refused",
		<main>
			<h1>Request refused</h1>
		</main>,
	);
export const sessionNeeded = (c: Context<AppEnv>) =>
	page(
		c,
		401,
		"Session needed",
		<main>
			<h1>Open the portal link again</h1>
		</main>,
	);
