import { createRoute, z } from "@hono/zod-openapi";
import { router } from "../../../platform/app";
import { decodeCursor } from "../../../platform/cursor";
import { ok } from "../../../platform/envelope";
import { jsonBody, jsonResponse } from "../../../platform/openapi";
import { ctxOf, IdParam, listAnswer, posErrors, posIdempotency, requestKey, scopeOf } from "../context";
import { completeSale } from "./complete-sale";
import { createSale } from "./create-sale";
import { CompleteSale, CreateSale, Sale, SaleQuery, VoidSale } from "./schemas";
import { saleNotFound } from "./settle";
import { childrenOf, listSales, receiptOf } from "./store";
import { receiptAnswer, saleView } from "./view";
import { voidSale } from "./void-sale";

const app = router();
const P = "/api/v1/sales";

app.openapi(
	createRoute({
		method: "post",
		path: P,
		summary: "Ring a sale (COMPLETED with payments, or PARKED); totals computed on the server",
		description:
			"Idempotency-Key is stored on the sale: a replay, days later too, answers the first sale (Idempotent-Replayed: true) and moves nothing twice; the same key with another body → 409 IDEMPOTENCY_KEY_IN_USE. Too little stock → 409 CONFLICT, nothing written.",
		request: jsonBody(CreateSale),
		responses: {
			201: jsonResponse(Sale, "The sale"),
			...posErrors([400, "VALIDATION_ERROR"], [409, "CONFLICT or IDEMPOTENCY_KEY_IN_USE"]),
		},
	}),
	async (c) => {
		const body = c.req.valid("json");
		const r = await createSale(ctxOf(c), scopeOf(c), String(c.get("actor") ?? ""), body, await requestKey(c));
		if (r.replayed) c.header("Idempotent-Replayed", "true");
		return ok(c, r.sale, 201);
	},
);

app.openapi(
	createRoute({
		method: "get",
		path: P,
		summary: "Sales, newest first (outletId, status, shiftId)",
		request: { query: SaleQuery },
		responses: { 200: jsonResponse(z.array(Sale), "Sales"), ...posErrors() },
	}),
	async (c) => {
		const q = c.req.valid("query");
		const s = scopeOf(c);
		const key = `${q.outletId ?? ""}:${q.status ?? ""}:${q.shiftId ?? ""}`;
		const rows = await listSales(c.env, s, { ...q, after: decodeCursor(q.cursor, key) });
		return listAnswer(
			c,
			rows,
			q.limit,
			async (page) => {
				const kids = await childrenOf(
					c.env,
					s,
					page.map((r) => r.id),
				);
				return page.map((r) => saleView(r, kids.items.get(r.id) ?? [], kids.payments.get(r.id) ?? []));
			},
			key,
		);
	},
);

app.openapi(
	createRoute({
		method: "get",
		path: `${P}/{id}`,
		summary: "A sale with its items, payments and customer (the full receipt)",
		request: { params: IdParam },
		responses: { 200: jsonResponse(Sale, "The sale"), ...posErrors() },
	}),
	async (c) => {
		const receipt = await receiptOf(c.env, scopeOf(c), c.req.valid("param").id);
		if (!receipt) throw saleNotFound();
		return ok(c, receiptAnswer(receipt));
	},
);

app.openapi(
	createRoute({
		method: "post",
		path: `${P}/{id}/complete`,
		summary: "Pay a PARKED sale: PARKED → COMPLETED (payments sum to the total); other statuses → 409",
		middleware: [posIdempotency()],
		request: { params: IdParam, ...jsonBody(CompleteSale) },
		responses: { 200: jsonResponse(Sale, "The completed sale"), ...posErrors([409, "CONFLICT"]) },
	}),
	async (c) => ok(c, await completeSale(ctxOf(c), scopeOf(c), c.req.valid("param").id, c.req.valid("json"))),
);

app.openapi(
	createRoute({
		method: "post",
		path: `${P}/{id}/void`,
		summary: "Void a sale: stock and points go back; a VOIDED sale → 409",
		middleware: [posIdempotency()],
		request: { params: IdParam, body: { content: { "application/json": { schema: VoidSale } }, required: false } },
		responses: { 200: jsonResponse(Sale, "The voided sale"), ...posErrors([409, "CONFLICT"]) },
	}),
	async (c) =>
		ok(
			c,
			await voidSale(ctxOf(c), scopeOf(c), c.req.valid("param").id, (c.req.valid("json") ?? {}) as { reason?: string }),
		),
);

export default app;
