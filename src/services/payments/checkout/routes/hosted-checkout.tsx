/** @jsxImportSource hono/jsx */
import type { Context } from "hono";
import { Hono } from "hono";
import type { AppEnv } from "../../../../platform/context";
import { ApiError } from "../../../../platform/errors";
import { log } from "../../../../platform/log";
import { locationOf } from "../../../../platform/redirect-url";
import { loadSession } from "../sessions";
import { captureReturned, simulateOutcome, startPayment } from "../start-payment";
import { CHECKOUT_METHODS, type CheckoutMethod } from "../domain";
import { getAdapter } from "../../adapters/store";
import { findIn, type PaymentRow, type Scope, type SessionRow, sessionLineItems, sessionMethods } from "../store";
import { sessionOwner } from "../store/sessions";
import { formatMoney, type Lang, METHOD_LABEL, pickLang, T } from "./hosted-i18n";

// The hosted checkout page at a session's hostedUrl (<base>/checkout/<cs_id>): server-rendered,
// mobile-first, Indonesian or English by Accept-Language. Outside /v1, so unsigned: the session id
// (a ULID, 80 random bits) is the capability, and the page can only start or simulate the
// session's own payment — confirming offline transfers and refunds need the merchant's key.

export { formatMoney, type Lang, pickLang };

const CSS =
	"*{box-sizing:border-box}body{font-family:system-ui,sans-serif;margin:0;padding:1rem;color:#1f2328;background:#f6f7f9}main{max-width:28rem;margin:0 auto;background:#fff;border-radius:12px;padding:1.25rem;box-shadow:0 1px 3px #0002}h1{font-size:1.1rem;margin:0 0 .5rem}.amount{font-size:2rem;font-weight:700;margin:.25rem 0 1rem}table{width:100%;border-collapse:collapse;font-size:.95rem}td{padding:.35rem 0;border-bottom:1px solid #eee}td.n{text-align:right}button{display:block;width:100%;font-size:1rem;padding:.85rem;margin:.5rem 0;border-radius:8px;border:1px solid #ccd;background:#fff;cursor:pointer}button.primary{background:#0b5cff;color:#fff;border-color:#0b5cff}button.danger{color:#b00020}.muted{color:#667;font-size:.9rem}.test{background:#fff7d6;border:1px dashed #c9a400;border-radius:8px;padding:.5rem;margin:1rem 0}.error{color:#b00020}img{max-width:100%}.badge{display:inline-block;padding:.15rem .6rem;border-radius:999px;font-size:.85rem;font-weight:600;background:#eef}.badge.paid{background:#dff5e3;color:#116329}.badge.open{background:#fff1d6;color:#7a4b00}.badge.void,.badge.uncollectible{background:#eee;color:#555}tr.sum td{border-bottom:none}tr.total td{font-weight:700}";

function Page(props: { lang: Lang; title: string; children?: unknown }) {
	return (
		<html lang={props.lang}>
			<head>
				<meta charset="utf-8" />
				<meta name="viewport" content="width=device-width, initial-scale=1" />
				<title>{props.title}</title>
				<style>{CSS}</style>
			</head>
			<body>
				<main>{props.children}</main>
			</body>
		</html>
	);
}

/** A hosted page (also the hosted invoice page's): the shared layout, security headers and status. */
export function html(
	c: Context<AppEnv>,
	lang: Lang,
	status: 200 | 400 | 404 | 409 | 410 | 502,
	body: unknown,
	title?: string,
) {
	c.header(
		"Content-Security-Policy",
		"default-src 'none'; style-src 'unsafe-inline'; img-src https: data:; form-action 'self' https:; frame-ancestors 'none'; base-uri 'none'",
	);
	c.header("Cache-Control", "no-store");
	c.header("Referrer-Policy", "same-origin");
	c.header("X-Content-Type-Options", "nosniff");
	c.header("Vary", "Accept-Language");
	return c.html(
		<Page lang={lang} title={title ?? T[lang].title}>
			{body}
		</Page>,
		status,
	);
}

function Summary(props: { s: SessionRow; lang: Lang }) {
	const t = T[props.lang];
	const items = sessionLineItems(props.s);
	return (
		<section>
			<h1>{t.title}</h1>
			<div class="muted">{t.total}</div>
			<div class="amount" data-testid="amount">
				{formatMoney(props.s.amount, props.s.currency, props.lang)}
			</div>
			{items ? (
				<table>
					<tbody>
						{items.map((i) => (
							<tr>
								<td>{i.name}</td>
								<td class="n">×{i.quantity}</td>
								<td class="n">{formatMoney(i.quantity * i.unitAmount, props.s.currency, props.lang)}</td>
							</tr>
						))}
					</tbody>
				</table>
			) : null}
		</section>
	);
}

async function sessionById(c: Context<AppEnv>, id: string): Promise<{ s: Scope; row: SessionRow } | null> {
	if (!/^cs_[0-9A-HJKMNP-TV-Z]{26}$/.test(id)) return null;
	const r = await sessionOwner(c.env, id);
	if (!r) return null;
	const s = { workspaceId: r.account_id, environment: r.environment };
	return { s, row: await loadSession(c.env, c.executionCtx, s, id) };
}

const pagePath = (c: Context<AppEnv>, id: string) => `${c.get("base") ?? ""}/checkout/${id}`;
const pageUrl = (c: Context<AppEnv>, id: string) => `${new URL(c.req.url).origin}${pagePath(c, id)}`;

/** 303 to successUrl in its normalised form: a Location header that can never be invalid. */
const toSuccess = (c: Context<AppEnv>, row: SessionRow) => c.redirect(locationOf(row.success_url), 303);

async function render(c: Context<AppEnv>, s: Scope, row: SessionRow, lang: Lang, notice?: string) {
	const t = T[lang];
	if (row.status === "completed") return toSuccess(c, row);
	if (row.status === "expired" || row.status === "canceled")
		return html(
			c,
			lang,
			410,
			<>
				<Summary s={row} lang={lang} />
				<p class="error">{row.status === "expired" ? t.expired : t.canceled}</p>
				{row.cancel_url ? <a href={row.cancel_url}>{t.back}</a> : null}
			</>,
		);
	const payment = row.payment_id ? await findIn<PaymentRow>(c.env, s, "payments", row.payment_id) : null;
	const action = pagePath(c, row.id);
	if (row.status === "pending_review") {
		const manual = await getAdapter(c.env, s, "manual");
		const cfg = manual
			? (JSON.parse(manual.public_config) as {
					bankAccounts?: Array<{ bankName: string; accountNumber: string; accountHolder: string }>;
					staticQrImageUrl?: string | null;
					instructions?: string | null;
				})
			: {};
		return html(
			c,
			lang,
			200,
			<>
				<Summary s={row} lang={lang} />
				<h1>{t.review}</h1>
				<p class="muted">{t.reviewText}</p>
				{payment?.method === "static_qr" && cfg.staticQrImageUrl ? (
					<>
						<h1>{t.qr}</h1>
						<img src={cfg.staticQrImageUrl} alt={t.qr} width="240" height="240" />
					</>
				) : null}
				{payment?.method === "bank_transfer_offline" || !cfg.staticQrImageUrl
					? (cfg.bankAccounts ?? []).map((b) => (
							<section data-testid="bank-account">
								<h1>{t.bank}</h1>
								<div>{b.bankName}</div>
								<div>
									<strong>{b.accountNumber}</strong>
								</div>
								<div class="muted">{b.accountHolder}</div>
							</section>
						))
					: null}
				{cfg.instructions ? (
					<section>
						<h1>{t.instructions}</h1>
						<p>{cfg.instructions}</p>
					</section>
				) : null}
			</>,
		);
	}
	const pending = payment?.status === "pending" && payment.adapter === "managed" ? payment : null;
	const failed = payment?.status === "failed" ? payment : null;
	return html(
		c,
		lang,
		200,
		<>
			<Summary s={row} lang={lang} />
			{notice ? <p class="error">{notice}</p> : null}
			{failed && !notice ? <p class="error">{t.failed}</p> : null}
			{pending ? (
				<section data-testid="pending">
					<h1>
						{t.waiting}: {METHOD_LABEL[lang][pending.method as CheckoutMethod] ?? pending.method}
					</h1>
					<p class="muted">{t.scan}</p>
					{s.environment === "test" ? (
						<div class="test">
							<p class="muted">{t.testMode}</p>
							<form method="post" action={`${action}/simulate`}>
								<button class="primary" type="submit" name="outcome" value="success">
									{t.simSuccess}
								</button>
								<button class="danger" type="submit" name="outcome" value="failure">
									{t.simFailure}
								</button>
							</form>
						</div>
					) : null}
					<p class="muted">{t.other}:</p>
				</section>
			) : (
				<h1>{t.choose}</h1>
			)}
			<form method="post" action={`${action}/pay`}>
				{sessionMethods(row).map((m) => (
					<button type="submit" name="method" value={m} data-method={m}>
						{METHOD_LABEL[lang][m]}
					</button>
				))}
			</form>
			{row.cancel_url ? (
				<p>
					<a href={row.cancel_url}>{t.cancel}</a>
				</p>
			) : null}
		</>,
	);
}

function failurePage(c: Context<AppEnv>, lang: Lang, err: unknown, row?: SessionRow) {
	if (!(err instanceof ApiError)) throw err;
	const status = ([400, 404, 409, 410, 502] as const).find((x) => x === err.status) ?? 400;
	log(c.env, "info", { service: "pay", event: "checkout_page_refused", code: err.code });
	return html(
		c,
		lang,
		status,
		<>
			{row ? <Summary s={row} lang={lang} /> : null}
			<h1>{T[lang].error}</h1>
			<p class="error" data-code={err.code}>
				{err.code === "session_expired" ? T[lang].expired : err.message}
			</p>
			{row ? <a href={pagePath(c, row.id)}>{T[lang].back}</a> : null}
		</>,
	);
}

const app = new Hono<AppEnv>();

app.get("/checkout/:id", async (c) => {
	const lang = pickLang(c.req.header("Accept-Language"));
	const found = await sessionById(c, c.req.param("id"));
	if (!found) return html(c, lang, 404, <p class="error">{T[lang].notFound}</p>);
	return render(c, found.s, found.row, lang);
});

app.post("/checkout/:id/pay", async (c) => {
	const lang = pickLang(c.req.header("Accept-Language"));
	const found = await sessionById(c, c.req.param("id"));
	if (!found) return html(c, lang, 404, <p class="error">{T[lang].notFound}</p>);
	const form = await c.req.parseBody();
	const method = String(form.method ?? "");
	try {
		if (!(CHECKOUT_METHODS as readonly string[]).includes(method))
			throw new ApiError(400, "method_not_offered", `${method || "(none)"} is not a payment method`);
		const started = await startPayment(
			c.env,
			c.executionCtx,
			found.s,
			found.row.id,
			method as CheckoutMethod,
			pageUrl(c, found.row.id),
		);
		if (started.kind === "redirect") return c.redirect(started.url, 303);
		return c.redirect(pagePath(c, found.row.id), 303);
	} catch (err) {
		return failurePage(c, lang, err, found.row);
	}
});

app.post("/checkout/:id/simulate", async (c) => {
	const lang = pickLang(c.req.header("Accept-Language"));
	const found = await sessionById(c, c.req.param("id"));
	if (found?.s.environment !== "test") return html(c, lang, 404, <p class="error">{T[lang].notFound}</p>);
	const outcome = (await c.req.parseBody()).outcome === "success" ? "success" : "failure";
	try {
		const p = await simulateOutcome(c.env, c.executionCtx, found.s, found.row, outcome);
		if (p.status === "succeeded") return toSuccess(c, found.row);
		return c.redirect(pagePath(c, found.row.id), 303);
	} catch (err) {
		return failurePage(c, lang, err, found.row);
	}
});

/** Gateways send the customer back here (gateway C: capture the approved order). */
app.get("/checkout/:id/return", async (c) => {
	const lang = pickLang(c.req.header("Accept-Language"));
	const found = await sessionById(c, c.req.param("id"));
	if (!found) return html(c, lang, 404, <p class="error">{T[lang].notFound}</p>);
	try {
		const p = await captureReturned(c.env, c.executionCtx, found.s, found.row);
		if (p?.status === "succeeded") return toSuccess(c, found.row);
	} catch (err) {
		if (!(err instanceof ApiError))
			log(c.env, "warn", {
				service: "pay",
				event: "checkout_return_failed",
				error: err instanceof Error ? err.message : String(err),
			});
	}
	return c.redirect(pagePath(c, found.row.id), 303);
});

export default app;
