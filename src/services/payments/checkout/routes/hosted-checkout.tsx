/** @jsxImportSource hono/jsx */
import type { Context } from "hono";
import { Hono } from "hono";
import type { AppEnv } from "../../../../platform/context";
import { ApiError } from "../../../../platform/errors";
import { isUlidId } from "../../../../platform/ids";
import { log } from "../../../../platform/log";
import { locationOf } from "../../../../platform/redirect-url";
import { placedEnv } from "../../../../platform/shards";
import { workspaceEnv } from "../../../admin/public";
import { getAdapter } from "../../adapters/store";
import { scopeNow } from "../../ledger/clock";
import { hostedBrand } from "../brand";
import { CHECKOUT_METHODS, type CheckoutMethod } from "../domain";
import { pageState, parseChoice } from "../next-action";
import { receiptOf } from "../receipt";
import { checkoutReceiptPdf } from "../receipt-pdf";
import { hostedCheckoutUrl, loadSession } from "../sessions";
import { captureReturned, simulateOutcome, startPayment } from "../start-payment";
import { findIn, type PaymentRow, routingOf, type Scope, type SessionRow } from "../store";
import { sessionOwner } from "../store/sessions";
import { W } from "./checkout-words";
import { formatMoney, type Lang, pickLang, T } from "./hosted-i18n";
import { type HostedView, hostedHtml } from "./hosted-layout";
import { closedPage, failurePage, paidPage, Summary, unknownPage } from "./hosted-outcomes";
import { payPage } from "./hosted-pay-page";

// The hosted checkout page at a session's hostedUrl (<base>/checkout/<cs_id>?w=<workspace>): server-rendered,
// mobile-first, Indonesian or English by Accept-Language (Indonesian when neither is named), in the
// workspace's brand (checkout settings), with a test-mode banner on test sessions. Outside /v1, so
// unsigned: the session id (a ULID, 80 random bits) is the capability, and the page can only start
// or simulate the session's own payment — confirming offline transfers and refunds need the
// merchant's key. Paid, expired, canceled and unknown sessions get pages that say so
// (hosted-outcomes.tsx).

export { formatMoney, type Lang, pickLang };

/**
 * The session the address names, on the shard of the workspace its `?w=` names (issue 38), which
 * must be the session's own; an address without `w` (handed out before sharding) reads shard 0. From
 * here on c.env works for that workspace.
 */
async function sessionById(c: Context<AppEnv>, id: string): Promise<{ s: Scope; row: SessionRow } | null> {
	if (!/^cs_[0-9A-HJKMNP-TV-Z]{26}$/.test(id)) return null;
	const w = c.req.query("w");
	if (w !== undefined && !isUlidId("acc_", w)) return null;
	const env = w === undefined ? placedEnv(c.env, {}) : await workspaceEnv(c.env, w);
	const r = await sessionOwner(env, id);
	if (!r || (w !== undefined && r.account_id !== w)) return null;
	c.env = env;
	const s = { workspaceId: r.account_id, environment: r.environment };
	return { s, row: await loadSession(c.env, c.executionCtx, s, id) };
}

/** This page's own addresses carry the workspace (hostedCheckoutUrl). */
const pagePath = (c: Context<AppEnv>, s: Scope, id: string, suffix = "") =>
	hostedCheckoutUrl(c.get("base") ?? "", s, id, suffix);
const pageUrl = (c: Context<AppEnv>, s: Scope, id: string, suffix = "") =>
	`${new URL(c.req.url).origin}${pagePath(c, s, id, suffix)}`;

/** 303 to successUrl in its normalised form: a Location header that can never be invalid. */
const toSuccess = (c: Context<AppEnv>, row: SessionRow) => c.redirect(locationOf(row.success_url), 303);

/** The language, brand and test flag every page of this session is drawn with. */
async function viewOf(c: Context<AppEnv>, s: Scope | null): Promise<HostedView> {
	const lang = pickLang(c.req.header("Accept-Language"));
	if (!s) return { lang, brand: null, test: false };
	const brand = await hostedBrand(c.env, s);
	// Deadlines and receipts on the workspace's clock (checkout settings' timeZone, Asia/Jakarta by default).
	return { lang, brand, test: s.environment === "test", timeZone: brand.timeZone };
}

async function render(c: Context<AppEnv>, s: Scope, row: SessionRow, v: HostedView) {
	if (row.status === "completed") return paidPage(c, v, row);
	if (row.status === "expired" || row.status === "canceled") return closedPage(c, v, row);
	const payment = row.payment_id ? await findIn<PaymentRow>(c.env, s, "payments", row.payment_id) : null;
	if (row.status === "pending_review") return reviewPage(c, s, row, v, payment);
	const page = (suffix: string) => pagePath(c, s, row.id, suffix);
	const { routing } = await routingOf(c.env, s);
	return payPage(c, {
		channelled: (m) => routing[m] === "managed",
		row,
		payment,
		state: pageState(row, payment),
		v,
		href: { page: page(""), status: page("/status"), pay: page("/pay"), simulate: page("/simulate") },
		msLeft: row.expires_at - (await scopeNow(c.env, s)),
	});
}

/** An offline method chosen: the merchant's accounts or QR image and instructions, until the merchant confirms. */
async function reviewPage(c: Context<AppEnv>, s: Scope, row: SessionRow, v: HostedView, payment: PaymentRow | null) {
	const t = T[v.lang];
	const manual = await getAdapter(c.env, s, "manual");
	const cfg = manual
		? (JSON.parse(manual.public_config) as {
				bankAccounts?: Array<{ bankName: string; accountNumber: string; accountHolder: string }>;
				staticQrImageUrl?: string | null;
				instructions?: string | null;
			})
		: {};
	return hostedHtml(
		c,
		{ ...v, status: 200, title: t.review },
		<>
			<Summary s={row} v={v} />
			<h2>{t.review}</h2>
			<p class="muted">{t.reviewText}</p>
			{payment?.method === "static_qr" && cfg.staticQrImageUrl ? (
				<>
					<h2>{t.qr}</h2>
					<img src={cfg.staticQrImageUrl} alt={t.qr} width="240" height="240" />
				</>
			) : null}
			{payment?.method === "bank_transfer_offline" || !cfg.staticQrImageUrl
				? (cfg.bankAccounts ?? []).map((b) => (
						<section data-testid="bank-account">
							<h2>{t.bank}</h2>
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
					<h2>{t.instructions}</h2>
					<p>{cfg.instructions}</p>
				</section>
			) : null}
		</>,
	);
}

const app = new Hono<AppEnv>();

app.get("/checkout/:id", async (c) => {
	const found = await sessionById(c, c.req.param("id"));
	if (!found) return unknownPage(c, await viewOf(c, null));
	return render(c, found.s, found.row, await viewOf(c, found.s));
});

app.post("/checkout/:id/pay", async (c) => {
	const found = await sessionById(c, c.req.param("id"));
	if (!found) return unknownPage(c, await viewOf(c, null));
	const posted = String((await c.req.parseBody()).method ?? "");
	const choice = parseChoice(posted);
	try {
		if (!choice || !(CHECKOUT_METHODS as readonly string[]).includes(choice.method))
			throw new ApiError(400, "method_not_offered", `${posted || "(none)"} is not a payment method`);
		const { s, row } = found;
		const page = { url: pageUrl(c, s, row.id), returnUrl: pageUrl(c, s, row.id, "/return") };
		const method = choice.method as CheckoutMethod;
		const started = await startPayment(c.env, c.executionCtx, s, row.id, method, page, choice.channel);
		if (started.kind === "redirect") return c.redirect(started.url, 303);
		return c.redirect(pagePath(c, s, row.id), 303);
	} catch (err) {
		return failurePage(c, await viewOf(c, found.s), err, found.row, pagePath(c, found.s, found.row.id));
	}
});

app.post("/checkout/:id/simulate", async (c) => {
	const found = await sessionById(c, c.req.param("id"));
	if (found?.s.environment !== "test") return unknownPage(c, await viewOf(c, null));
	const outcome = (await c.req.parseBody()).outcome === "success" ? "success" : "failure";
	try {
		const p = await simulateOutcome(c.env, c.executionCtx, found.s, found.row, outcome);
		if (p.status === "succeeded") return toSuccess(c, found.row);
		return c.redirect(pagePath(c, found.s, found.row.id), 303);
	} catch (err) {
		return failurePage(c, await viewOf(c, found.s), err, found.row, pagePath(c, found.s, found.row.id));
	}
});

/** Gateways send the customer back here (gateway C: capture the approved order). */
app.get("/checkout/:id/return", async (c) => {
	const found = await sessionById(c, c.req.param("id"));
	if (!found) return unknownPage(c, await viewOf(c, null));
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
	return c.redirect(pagePath(c, found.s, found.row.id), 303);
});

/**
 * What the waiting page polls: the page's state as tiny JSON, under the page's own rules (the id
 * is the capability, ?w= must name its workspace; anything else is 404), never cached. Reading it
 * also expires a session past its time and completes one a provider callback paid (loadSession).
 */
app.get("/checkout/:id/status", async (c) => {
	c.header("Cache-Control", "no-store");
	c.header("X-Content-Type-Options", "nosniff");
	const found = await sessionById(c, c.req.param("id"));
	if (!found) return c.json({ error: { code: "not_found", message: "No such checkout session" } }, 404);
	const { s, row } = found;
	const payment = row.payment_id ? await findIn<PaymentRow>(c.env, s, "payments", row.payment_id) : null;
	return c.json({ state: pageState(row, payment) });
});

/** The receipt of a completed session as PDF, in the buyer's language; 404 (the unknown page) until completed. */
app.get("/checkout/:id/receipt.pdf", async (c) => {
	const found = await sessionById(c, c.req.param("id"));
	if (found?.row.status !== "completed") return unknownPage(c, await viewOf(c, found?.s ?? null));
	const v = await viewOf(c, found.s);
	const w = W[v.lang];
	const receipt = await receiptOf(c.env, found.row, v.lang, v.timeZone);
	const pdf = await checkoutReceiptPdf({ receipt, merchant: v.brand?.displayName ?? "", lang: v.lang, words: w });
	return c.body(pdf, 200, {
		"Content-Type": "application/pdf",
		"Content-Disposition": `attachment; filename="receipt-${receipt.reference ?? found.row.id}.pdf"`,
		"Cache-Control": "no-store",
		"X-Content-Type-Options": "nosniff",
		"Content-Language": v.lang,
		Vary: "Accept-Language",
	});
});

export default app;
