import { createRoute, z } from "@hono/zod-openapi";
import { router } from "../../../platform/app";
import { decodeCursor } from "../../../platform/cursor";
import { ok } from "../../../platform/envelope";
import { jsonBody, jsonResponse } from "../../../platform/openapi";
import { serviceBase } from "../../../platform/service-url";
import { ctxOf, listAnswer, posErrors, posIdempotency, scopeOf } from "../context";
import { Balance, CreditTransaction, Topup, TopupBody, TxQuery, txView } from "./schemas";
import { balanceOf, listTransactions } from "./store";
import { startTopup } from "./topup";

// Spec 002 "Shipping credit": the balance shipments are paid from, its top-ups and its ledger.
const app = router();
const P = "/api/v1/fulfillment/shipping-credits";

app.openapi(
	createRoute({
		method: "get",
		path: P,
		summary: "The shipping credit balance (0 before any top-up or grant)",
		responses: { 200: jsonResponse(Balance, "The balance"), ...posErrors() },
	}),
	async (c) => ok(c, { balance: await balanceOf(c.env, scopeOf(c)) }),
);

app.openapi(
	createRoute({
		method: "post",
		path: `${P}/topup`,
		summary: "Top up 10,000–10,000,000 IDR: a payments hosted checkout, credited once when it is paid",
		middleware: [posIdempotency()],
		request: jsonBody(TopupBody),
		responses: { 201: jsonResponse(Topup, "The pending top-up"), ...posErrors([503, "BILLING_NOT_CONFIGURED"]) },
	}),
	async (c) => {
		const urls = {
			payBase: serviceBase(c.env, c.req.url, "pay"),
			returnUrl: `${new URL(c.req.url).origin}${c.get("base")}${P}`,
		};
		return ok(c, await startTopup(ctxOf(c), scopeOf(c), c.req.valid("json").amount, urls), 201);
	},
);

app.openapi(
	createRoute({
		method: "get",
		path: `${P}/transactions`,
		summary: "Credit moves, newest first (type: topup, grant, debit, refund); amount is signed",
		request: { query: TxQuery },
		responses: { 200: jsonResponse(z.array(CreditTransaction), "Transactions"), ...posErrors() },
	}),
	async (c) => {
		const q = c.req.valid("query");
		const key = q.type ?? "";
		const rows = await listTransactions(c.env, scopeOf(c), { ...q, after: decodeCursor(q.cursor, key) });
		return listAnswer(c, rows, q.limit, (items) => items.map(txView), key);
	},
);

export default app;
