import type { Context } from "hono";
import { Hono } from "hono";
import { csrfMatches, csrfToken, readSessionCookie, setSessionCookie } from "../../../platform/browser-session";
import type { AppEnv } from "../../../platform/context";
import { ApiError } from "../../../platform/errors";
import { isUlidId } from "../../../platform/ids";
import { pickLang } from "../../../platform/locale";
import { placedEnv } from "../../../platform/shards";
import { workspaceEnv } from "../../admin/public";
import { dispatchBillingEvents } from "../billing/events";
import { hostedInvoiceUrl, requestBase } from "../billing/invoice-link";
import { findRow, type InvoiceRow } from "../billing/store";
import { hostedBrand } from "../checkout/brand";
import { invoiceDoc } from "../checkout/invoice/model";
import { invoicePdf } from "../checkout/invoice/pdf";
import { pdfResponse } from "../checkout/routes/hosted-invoice";
import type { HostedView } from "../checkout/routes/hosted-layout";
import type { PayCtx } from "../context";
import { portalCancel, portalChangePlan, portalPaymentMethod } from "./actions";
import { type PortalNotice, portalErrorCode, portalMessage } from "./messages";
import { loadSession, newGrant, type SessionState, sessionScope, verifyGrant, verifySessionToken } from "./sessions";
import {
	customerData,
	type PortalFeature,
	type PortalInvoice,
	type PortalSessionRow,
	readPortalSettings,
} from "./store";
import { exchange, gone, Home, missing, page, refused, sessionNeeded } from "./views";
import { WORDS } from "./words";

// The hosted customer portal: server-rendered HTML at <base>/portal/<ps_id>?w=<workspace>, in the workspace's
// brand, Indonesian or English by Accept-Language (Indonesian when neither is named). Outside /v1,
// so no Pay-HMAC signature: the customer proves the session with the fragment token, exchanged once
// per page load for an HttpOnly, SameSite=Strict cookie grant scoped to this session's path. Every
// request re-checks expiry (410 page) and acts only on the session's own customer. Every form carries
// the grant's CSRF token (issue 37 item 2): the cookie alone never authorises an action.

const COOKIE = "pasar_portal";
const CSRF_PURPOSE = "pay-portal";
const cookieScope = (id: string) => ({ path: `/portal/${id}` });
const grantOf = (c: Context<AppEnv>, id: string) => readSessionCookie(c, COOKIE, cookieScope(id));
const app = new Hono<AppEnv>();

/**
 * The portal's addresses: <base>/portal/<ps_id><suffix>?w=<workspace>[&<more>]. `w` names the shard
 * holding the session (issue 38) and must be the session's own workspace; the portal's own links and
 * redirects keep it.
 */
const portalHref = (c: Context<AppEnv>, row: PortalSessionRow, suffix = "", more = "") =>
	`${c.get("base") ?? ""}/portal/${row.id}${suffix}?w=${encodeURIComponent(row.account_id)}${more ? `&${more}` : ""}`;

/**
 * The session the address names, read on the shard of its `w` (an address without it was handed
 * out before sharding: shard 0); c.env then works there. A `w` that is not the session's own
 * workspace finds nothing.
 */
async function load(c: Context<AppEnv>, id: string): Promise<SessionState> {
	const w = c.req.query("w");
	if (w !== undefined && !isUlidId("acc_", w)) return { kind: "missing" };
	c.env = w === undefined ? placedEnv(c.env, {}) : await workspaceEnv(c.env, w);
	const st = await loadSession(c.env, id);
	return st.kind !== "missing" && w !== undefined && st.row.account_id !== w ? { kind: "missing" } : st;
}

/** The page's language, and the session's workspace brand and test flag (none for an unknown link). */
async function viewOf(c: Context<AppEnv>, row?: PortalSessionRow): Promise<HostedView> {
	const lang = pickLang(c.req.header("Accept-Language"));
	if (!row) return { lang, brand: null, test: false };
	return { lang, brand: await hostedBrand(c.env, sessionScope(row)), test: row.environment === "test" };
}

async function authed(c: Context<AppEnv>) {
	const id = c.req.param("id") as string;
	const st = await load(c, id);
	if (st.kind !== "live") return st;
	const grant = grantOf(c, id);
	if (!grant || !(await verifyGrant(c.env, id, grant))) return { kind: "unauthenticated" as const, row: st.row };
	return { ...st, grant };
}

/**
 * Open send_invoice invoices link to their hosted invoice page (its tokenized URL) to be paid; paid
 * invoices to their receipt: that page when they have one, else the portal's PDF of the invoice.
 */
async function linksFor(c: Context<AppEnv>, row: PortalSessionRow, invoices: PortalInvoice[]) {
	const s = sessionScope(row);
	const page = (i: PortalInvoice) => hostedInvoiceUrl(c.env, requestBase(c), s, i);
	const open = invoices.filter((i) => i.status === "open");
	const paid = invoices.filter((i) => i.status === "paid");
	const [pay, receipts] = await Promise.all([
		Promise.all(open.map(async (i) => [i.id, await page(i)])),
		Promise.all(paid.map(async (i) => [i.id, (await page(i)) ?? portalHref(c, row, `/invoices/${i.id}/pdf`)])),
	]);
	return {
		payLinks: new Map(pay.filter((x) => x[1]) as [string, string][]),
		receiptLinks: new Map(receipts as [string, string][]),
	};
}

app.get("/portal/:id", async (c) => {
	const st = await authed(c);
	if (st.kind === "missing") return missing(c, await viewOf(c));
	const row = st.row;
	const v = await viewOf(c, row);
	if (st.kind === "expired") return gone(c, v, row);
	if (st.kind === "unauthenticated") return exchange(c, v);
	const [settings, d] = await Promise.all([
		readPortalSettings(c.env, sessionScope(row)),
		customerData(c.env, sessionScope(row), row.customer_id),
	]);
	// Only the page's own text for a known code is shown; the query value itself never is.
	const notice = portalMessage("notice", c.req.query("notice"), v.lang);
	const error = portalMessage("error", c.req.query("error"), v.lang);
	const links = await linksFor(c, row, d.invoices);
	const csrf = await csrfToken(c.env, CSRF_PURPOSE, st.grant);
	const href = (suffix: string) => portalHref(c, row, suffix);
	const home = Home({ row, href, settings, d, ...links, v, notice, error, csrf });
	return page(c, v, 200, WORDS[v.lang].title, home);
});

/** An invoice of the session's own customer as PDF (the receipt of a paid charge_automatically invoice). */
app.get("/portal/:id/invoices/:inv/pdf", async (c) => {
	const st = await authed(c);
	if (st.kind === "missing") return missing(c, await viewOf(c));
	const v = await viewOf(c, st.row);
	if (st.kind === "expired") return gone(c, v, st.row);
	if (st.kind === "unauthenticated") return sessionNeeded(c, v);
	const s = sessionScope(st.row);
	const inv = await findRow<InvoiceRow>(c.env, s, "invoices", c.req.param("inv"));
	const settings = await readPortalSettings(c.env, s);
	if (!inv || inv.customer_id !== st.row.customer_id || !settings.viewInvoices) return missing(c, v);
	if (inv.status !== "paid" && inv.status !== "open") return missing(c, v);
	const doc = await invoiceDoc(c.env, s, inv, v.lang, st.now);
	return pdfResponse(c, await invoicePdf(doc), inv.number);
});

app.post("/portal/:id/session", async (c) => {
	const id = c.req.param("id");
	const st = await load(c, id);
	if (st.kind === "missing") return c.json({ error: "not_found" }, 404);
	if (st.kind === "expired") return c.json({ error: "expired" }, 410);
	const body = (await c.req.json().catch(() => ({}))) as { token?: unknown };
	const token = typeof body?.token === "string" ? body.token : "";
	if (!token || !(await verifySessionToken(c.env, st.row, token))) return c.json({ error: "invalid_token" }, 401);
	// The grant never outlives the session (wall-clock seconds left; the server re-checks expiry anyway).
	const maxAge = Math.max(1, Math.ceil((st.row.expires_at - st.now) / 1000));
	setSessionCookie(c, COOKIE, await newGrant(c.env, id), maxAge, cookieScope(id));
	return c.body(null, 204);
});

type Action = (
	ctx: PayCtx,
	row: PortalSessionRow,
	subId: string,
	form: Record<string, string | File>,
) => Promise<unknown>;

/** A form post: same-origin, a live granted session, its CSRF token, an allowed feature; answers with a redirect. */
const action = (path: string, feature: PortalFeature, notice: PortalNotice, run: Action) =>
	app.post(`/portal/:id/subscriptions/:sub/${path}`, async (c) => {
		const origin = c.req.header("Origin");
		if (origin && origin !== new URL(c.req.url).origin) return refused(c, await viewOf(c));
		const st = await authed(c);
		if (st.kind === "missing") return missing(c, await viewOf(c));
		if (st.kind === "expired") return gone(c, await viewOf(c, st.row), st.row);
		if (st.kind === "unauthenticated") return sessionNeeded(c, await viewOf(c, st.row));
		const form = await c.req.parseBody();
		if (!(await csrfMatches(c.env, CSRF_PURPOSE, st.grant, typeof form.csrf === "string" ? form.csrf : null)))
			return refused(c, await viewOf(c, st.row));
		const back = (more: string) => portalHref(c, st.row, "", more);
		if (!(await readPortalSettings(c.env, sessionScope(st.row)))[feature])
			return c.redirect(back("error=action_unavailable"), 303);
		try {
			await run({ env: c.env, exec: c.executionCtx }, st.row, c.req.param("sub"), form);
			// Portal actions emit the API's events; hand them to the webhooks engine now, not at the next sweep.
			await dispatchBillingEvents(c.env, c.executionCtx);
			return c.redirect(back(`notice=${notice}`), 303);
		} catch (err) {
			if (!(err instanceof ApiError)) throw err;
			return c.redirect(back(`error=${portalErrorCode(err)}`), 303);
		}
	});

action("cancel", "cancelSubscription", "cancel_scheduled", (ctx, row, sub) => portalCancel(ctx, row, sub));
action("payment-method", "updatePaymentMethod", "payment_method_updated", (ctx, row, sub, f) =>
	portalPaymentMethod(ctx, row, sub, String(f.tokenId ?? "")),
);
action("plan", "changePlan", "plan_updated", (ctx, row, sub, f) =>
	portalChangePlan(ctx, row, sub, String(f.priceId ?? "")),
);

export default app;
