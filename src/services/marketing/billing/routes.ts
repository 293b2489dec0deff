import { createRoute, z } from "@hono/zod-openapi";
import { router } from "../../../platform/app";
import { decodeCursor, page } from "../../../platform/cursor";
import { ok } from "../../../platform/envelope";
import { jsonBody, jsonResponse } from "../../../platform/openapi";
import { serviceBase } from "../../../platform/service-url";
import { planOf } from "../../admin/public";
import { principalOf, publicRoute, requirePlatformAdmin } from "../access/auth";
import { limitsOf } from "../access/plans";
import { countContacts } from "../contacts/store";
import { ctxOf, mkErrors, mktIdempotency, scopeOf } from "../context";
import { cancelPlan } from "./cancel";
import { startCheckout } from "./checkout";
import { configureBilling } from "./configure";
import { currentPlan, planCatalogue } from "./plans";
import {
	BillingConfig,
	BillingConfigResult,
	CHECKOUT_DOC,
	Checkout,
	CheckoutResult,
	CurrentPlan,
	InvoicePage,
	InvoiceQuery,
	PlanEntry,
	SubscriptionView,
	Usage,
} from "./schemas";
import { getSubscription, listInvoices, subscriptionForPlan } from "./store";
import { campaignSendsThisMonth, monthUsage, nextMonthStart } from "./store/usage";
import { invoiceView, subscriptionView } from "./view";

// Spec 001 §4 "Billing": the workspace's own marketing plan.

const app = router();

app.openapi(
	createRoute({
		method: "get",
		path: "/api/v1/billing/plans",
		summary: "The plan catalogue (public; IDR a month)",
		middleware: [publicRoute()] as const,
		responses: { 200: jsonResponse(z.array(PlanEntry), "Plans, free first") },
	}),
	(c) => ok(c, planCatalogue()),
);

app.openapi(
	createRoute({
		method: "get",
		path: "/api/v1/billing/plan",
		summary: "The plan in force and its limits (-1 unlimited)",
		responses: { 200: jsonResponse(CurrentPlan, "The current plan"), ...mkErrors() },
	}),
	async (c) => {
		const s = scopeOf(c);
		const [plan, row] = await Promise.all([planOf(c.env, s.workspaceId, "mkt"), subscriptionForPlan(c.env, s)]);
		const live = row && row.status !== "canceled" ? row.currentPeriodEnd : null;
		return ok(c, currentPlan(plan, live));
	},
);

app.openapi(
	createRoute({
		method: "get",
		path: "/api/v1/billing/subscription",
		summary: "The workspace's subscription (no subscription: free and active)",
		responses: { 200: jsonResponse(SubscriptionView, "The subscription"), ...mkErrors() },
	}),
	async (c) => {
		const s = scopeOf(c);
		const [plan, row] = await Promise.all([planOf(c.env, s.workspaceId, "mkt"), getSubscription(c.env, s)]);
		return ok(c, subscriptionView(row, plan));
	},
);

app.openapi(
	createRoute({
		method: "get",
		path: "/api/v1/billing/usage",
		summary: "Contacts now and this month's counters (UTC; reset at resetAt)",
		responses: { 200: jsonResponse(Usage, "Usage"), ...mkErrors() },
	}),
	async (c) => {
		const s = scopeOf(c);
		const now = Date.now();
		const [plan, contacts, month, campaignSends] = await Promise.all([
			planOf(c.env, s.workspaceId, "mkt"),
			countContacts(c.env, s),
			monthUsage(c.env, s, now),
			campaignSendsThisMonth(c.env, s, now),
		]);
		const resetAt = new Date(nextMonthStart(now)).toISOString();
		const { contactsLimit, campaignSendsLimit } = limitsOf(plan);
		return ok(c, { plan, contacts, contactsLimit, ...month, campaignSends, campaignSendsLimit, resetAt });
	},
);

app.openapi(
	createRoute({
		method: "get",
		path: "/api/v1/billing/invoices",
		summary: "Plan invoices, newest first (limit default 20, at most 50)",
		request: { query: InvoiceQuery },
		responses: { 200: jsonResponse(InvoicePage, "data.data, data.cursor, data.hasMore"), ...mkErrors() },
	}),
	async (c) => {
		const q = c.req.valid("query");
		const rows = await listInvoices(c.env, scopeOf(c), q.limit, decodeCursor(q.cursor, "inv"));
		const p = page(rows, q.limit, (r) => ({ t: r.createdAt, id: r.id }), "inv");
		return ok(c, { data: p.items.map(invoiceView), cursor: p.nextCursor, hasMore: p.hasMore });
	},
);

app.openapi(
	createRoute({
		method: "post",
		path: "/api/v1/billing/checkout",
		summary: "Open a checkout for a paid plan",
		description: CHECKOUT_DOC,
		middleware: [mktIdempotency()] as const,
		request: jsonBody(Checkout),
		responses: {
			200: jsonResponse(CheckoutResult, "The checkout to send the merchant to"),
			...mkErrors(
				[500, "CHECKOUT_FAILED"],
				[502, "PAYMENTS_REFUSED"],
				[503, "PLAN_NOT_CONFIGURED, CURRENCY_NOT_ROUTED"],
			),
		},
	}),
	async (c) => {
		const p = principalOf(c);
		const result = await startCheckout(ctxOf(c), scopeOf(c), c.req.valid("json"), {
			country: c.req.header("Edge-IPCountry"),
			tokenEmail: p.kind === "token" ? p.email : null,
			payBase: serviceBase(c.env, c.req.url, "pay"),
		});
		return ok(c, result);
	},
);

app.openapi(
	createRoute({
		method: "post",
		path: "/api/v1/billing/cancel",
		summary: "Cancel at the period end (active → canceling)",
		middleware: [mktIdempotency()] as const,
		responses: {
			200: jsonResponse(SubscriptionView, "The subscription, canceling"),
			...mkErrors([409, "BAD_STATE"], [500, "CANCEL_FAILED"]),
		},
	}),
	async (c) => ok(c, await cancelPlan(ctxOf(c), scopeOf(c))),
);

app.openapi(
	createRoute({
		method: "put",
		path: "/api/v1/billing/config",
		summary: "Point plan billing at a payments workspace (extension; mkt:platform:admin)",
		description:
			"Names the payments workspace (and environment) whose plans bill marketing subscriptions and creates there, once, a monthly plan per paid plan and currency (IDR 299000/799000/2499000, USD 1900/4900/15900 cents). Re-running keeps what exists. npm start does this for the local billing workspace.",
		middleware: [requirePlatformAdmin(), mktIdempotency()] as const,
		request: jsonBody(BillingConfig),
		responses: {
			200: jsonResponse(BillingConfigResult, "The configuration and its prices"),
			...mkErrors([404, "NOT_FOUND"]),
		},
	}),
	async (c) => ok(c, await configureBilling(ctxOf(c), c.req.valid("json"))),
);

export default app;
