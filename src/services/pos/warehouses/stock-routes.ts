import { createRoute, z } from "@hono/zod-openapi";
import { router } from "../../../platform/app";
import { decodeCursor } from "../../../platform/cursor";
import { ok } from "../../../platform/envelope";
import { jsonBody, jsonResponse } from "../../../platform/openapi";
import { ListQuery } from "../access/schemas";
import { listProducts } from "../catalogue/store";
import { ctxOf, listAnswer, posErrors, posIdempotency, scopeOf } from "../context";
import { adjustWarehouseStock } from "./adjust-stock";
import {
	AdjustResult,
	MovementQuery,
	StockedProduct,
	StockQuery,
	WarehouseAdjust,
	WarehouseMovement,
	WarehouseStock,
} from "./schemas";
import { productStockViews, variantStock } from "./stocked-products";
import { listMovements } from "./store/stock";
import { movementView } from "./view";

// Fulfilment stock: what each warehouse holds, apart from the outlets' levels (/inventory).
const app = router();
const P = "/api/v1/fulfillment/inventory";

app.openapi(
	createRoute({
		method: "post",
		path: `${P}/adjust`,
		summary: "Move a warehouse's stock of a variant by delta (≠ 0) with a reason; never below zero (409 CONFLICT)",
		middleware: [posIdempotency()],
		request: jsonBody(WarehouseAdjust),
		responses: {
			200: jsonResponse(AdjustResult, "The stock after the move, and its movement"),
			...posErrors([409, "CONFLICT"]),
		},
	}),
	async (c) => ok(c, await adjustWarehouseStock(ctxOf(c), scopeOf(c), c.req.valid("json"))),
);

app.openapi(
	createRoute({
		method: "get",
		path: `${P}/stock`,
		summary: "A variant's stock in each warehouse",
		request: { query: StockQuery },
		responses: { 200: jsonResponse(z.array(WarehouseStock), "Stock per warehouse"), ...posErrors() },
	}),
	async (c) => ok(c, await variantStock(ctxOf(c), scopeOf(c), c.req.valid("query").variantId)),
);

app.openapi(
	createRoute({
		method: "get",
		path: `${P}/movements`,
		summary: "Warehouse stock movements, newest first (variantId, warehouseId, reason filters)",
		request: { query: MovementQuery },
		responses: { 200: jsonResponse(z.array(WarehouseMovement), "Movements"), ...posErrors() },
	}),
	async (c) => {
		const q = c.req.valid("query");
		const key = `${q.variantId ?? ""}:${q.warehouseId ?? ""}:${q.reason ?? ""}`;
		const rows = await listMovements(c.env, scopeOf(c), { ...q, after: decodeCursor(q.cursor, key) });
		return listAnswer(c, rows, q.limit, (items) => items.map(movementView), key);
	},
);

app.openapi(
	createRoute({
		method: "get",
		path: `${P}/products`,
		summary: "Products, newest first, with their variants and each variant's stock per warehouse and total",
		request: { query: ListQuery },
		responses: { 200: jsonResponse(z.array(StockedProduct), "Products with stock"), ...posErrors() },
	}),
	async (c) => {
		const q = c.req.valid("query");
		const s = scopeOf(c);
		const rows = await listProducts(c.env, s, { limit: q.limit, after: decodeCursor(q.cursor) });
		return listAnswer(c, rows, q.limit, (items) => productStockViews(ctxOf(c), s, items));
	},
);

export default app;
