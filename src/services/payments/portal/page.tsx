/** @jsxImportSource hono/jsx */
import type { Context } from "hono";
import { Hono } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { AppEnv } from "../../../platform/context";
import { ApiError } from "../../../platform/errors";
import { randomHex } from "../../../platform/ids";
import {
	customerData,
	getPortalSettings,
	loadSession,
	newGrant,
	type PortalSessionRow,
	portalCancel,
	portalChangePlan,
	portalPaymentMethod,
	verifyGrant,
	verifySessionToken,
} from "./portal";
import { hostedInvoiceUrl, requestBase } from "../checkout/hosted-invoice";
import { dispatchBillingEvents } from "../billing/events";
import { pickLang } from "../checkout/routes/hosted-checkout";
import { type PortalNotice, portalErrorCode, portalMessage } from "./messages";

// The hosted customer portal: server-rendered HTML at <base>/portal/<ps_id>. Outside /v1, so no
// Pay-HMAC signature: the customer proves the session with the fragment token, exchanged once per
// page load for an HttpOnly, SameSite=Strict cookie grant scoped to this session's path. Every
// request re-checks expiry (410 page) and acts only on the session's own customer.

const COOKIE = "pasar_portal";
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

function page(c: Context<AppEnv>, status: 200 | 401 | 404 | 409 | 410, title: string, body: unknown, script?: string) {
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

const gone = (c: Context<AppEnv>, row?: PortalSessionRow) =>
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
const missing = (c: Context<AppEnv>) =>
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

const app = new Hono<AppEnv>();

async function authed(c: Context<AppEnv>) {
	const id = c.req.param("id") as string;
	const st = await loadSession(c.env, id);
	if (st.kind !== "live") return st;
	if (!(await verifyGrant(c.env, id, getCookie(c, COOKIE)))) return { kind: "unauthenticated" as const, row: st.row };
	return st;
}

app.get("/portal/:id", async (c) => {
	const st = await authed(c);
	if (st.kind === "missing") return missing(c);
	if (st.kind === "expired") return gone(c, st.row);
	if (st.kind === "unauthenticated")
		return page(
			c,
			200,
			"Billing portal",
			<main>
				<h1>Billing portal</h1>
				<p id="msg" class="muted">
					Opening your billing portal…
				</p>
			</main>,
			EXCHANGE,
		);
	const row = st.row;
	const settings = await getPortalSettings(c.env, { workspaceId: row.account_id, environment: row.environment });
	const d = await customerData(c.env, row);
	const base = `${c.get("base") ?? ""}/portal/${row.id}`;
	// Open send_invoice invoices link to their hosted invoice page (its tokenized URL) to be paid.
	const scope = { workspaceId: row.account_id, environment: row.environment };
	const payLinks = new Map(
		await Promise.all(
			d.invoices
				.filter((i) => i.status === "open")
				.map(async (i) => [i.id, await hostedInvoiceUrl(c.env, requestBase(c), scope, i)] as const),
		),
	);
	// Only the page's own text for a known code is shown; the query value itself never is.
	const lang = pickLang(c.req.header("Accept-Language"), "en");
	const notice = portalMessage("notice", c.req.query("notice"), lang);
	const error = portalMessage("error", c.req.query("error"), lang);
	return page(
		c,
		200,
		"Billing portal",
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
		</main>,
	);
});

app.post("/portal/:id/session", async (c) => {
	const id = c.req.param("id");
	const st = await loadSession(c.env, id);
	if (st.kind === "missing") return c.json({ error: "not_found" }, 404);
	if (st.kind === "expired") return c.json({ error: "expired" }, 410);
	let token = "";
	try {
		const b = (await c.req.json()) as { token?: unknown };
		token = typeof b.token === "string" ? b.token : "";
	} catch {}
	if (!token || !(await verifySessionToken(c.env, st.row, token))) return c.json({ error: "invalid_token" }, 401);
	const url = new URL(c.req.url);
	setCookie(c, COOKIE, await newGrant(c.env, id), {
		path: `${c.get("base") ?? ""}/portal/${id}`,
		httpOnly: true,
		sameSite: "Strict",
		secure: url.protocol === "https:",
		// The grant never outlives the session (wall-clock seconds left; the server re-checks expiry anyway).
		maxAge: Math.max(1, Math.ceil((st.row.expires_at - st.now) / 1000)),
	});
	return c.body(null, 204);
});

type Action = (
	row: PortalSessionRow,
	subId: string,
	form: Record<string, string | File>,
	now: number,
	env: AppEnv["Bindings"],
) => Promise<PortalNotice>;

const action = (path: string, feature: "cancelSubscription" | "updatePaymentMethod" | "changePlan", run: Action) =>
	app.post(`/portal/:id/subscriptions/:sub/${path}`, async (c) => {
		const origin = c.req.header("Origin");
		if (origin && origin !== new URL(c.req.url).origin)
			return page(
				c,
				401,
				"Refused",
				<main>
					<h1>Request refused</h1>
				</main>,
			);
		const st = await authed(c);
		if (st.kind === "missing") return missing(c);
		if (st.kind === "expired") return gone(c, st.row);
		if (st.kind === "unauthenticated")
			return page(
				c,
				401,
				"Session needed",
				<main>
					<h1>Open the portal link again</h1>
				</main>,
			);
		const back = `${c.get("base") ?? ""}/portal/${st.row.id}`;
		const settings = await getPortalSettings(c.env, {
			workspaceId: st.row.account_id,
			environment: st.row.environment,
		});
		if (!settings[feature]) return c.redirect(`${back}?error=action_unavailable`, 303);
		try {
			const notice = await run(st.row, c.req.param("sub"), await c.req.parseBody(), st.now, c.env);
			// Portal actions emit the API's events; hand them to the webhooks engine now, not at the next sweep.
			await dispatchBillingEvents(c.env, c.executionCtx);
			return c.redirect(`${back}?notice=${notice}`, 303);
		} catch (err) {
			if (!(err instanceof ApiError)) throw err;
			return c.redirect(`${back}?error=${portalErrorCode(err)}`, 303);
		}
	});

action("cancel", "cancelSubscription", async (row, sub, _f, _now, env) => {
	await portalCancel(env, row, sub);
	return "cancel_scheduled";
});
action("payment-method", "updatePaymentMethod", async (row, sub, f, now, env) => {
	await portalPaymentMethod(env, row, sub, String(f.tokenId ?? ""), now);
	return "payment_method_updated";
});
action("plan", "changePlan", async (row, sub, f, now, env) => {
	await portalChangePlan(env, row, sub, String(f.priceId ?? ""), now);
	return "plan_updated";
});

export default app;
