import { createRoute, z } from "@hono/zod-openapi";
import { router } from "../../../platform/app";
import { decodeCursor, page } from "../../../platform/cursor";
import { ok } from "../../../platform/envelope";
import { jsonBody, jsonResponse } from "../../../platform/openapi";
import { ctxOf, listAnswer, listMeta, posErrors, posIdempotency, requestKey, scopeOf } from "../context";
import { adjustStock, levelView, movementView, setReorderPoint } from "./adjust-stock";
import {
	Adjust,
	Batch,
	BatchQuery,
	CreateBatch,
	ExpiringQuery,
	Level,
	LevelQuery,
	Movement,
	MovementQuery,
	Reorder,
	Transfer,
	TransferResult,
} from "./schemas";
import { batchView, stockInBatch } from "./stock-in-batch";
import { listBatches, listExpiring } from "./store/batches";
import { listLevels, listMovements } from "./store/levels";
import { transferStock } from "./transfer-stock";

const app = router();
const P = "/api/v1/inventory";

app.openapi(
	createRoute({
		method: "get",
		path: `${P}/levels`,
		summary: "Stock levels (outletId, variantId filters)",
		request: { query: LevelQuery },
		responses: { 200: jsonResponse(z.array(Level), "Levels"), ...posErrors() },
	}),
	async (c) => {
		const q = c.req.valid("query");
		const key = `${q.outletId ?? ""}:${q.variantId ?? ""}`;
		const rows = await listLevels(c.env, scopeOf(c), { ...q, after: decodeCursor(q.cursor, key) });
		return listAnswer(c, rows, q.limit, (items) => items.map(levelView), key);
	},
);

app.openapi(
	createRoute({
		method: "post",
		path: `${P}/adjust`,
		summary: "Move a level by delta (≠ 0) with a reason; never below zero (409 CONFLICT)",
		middleware: [posIdempotency()],
		request: jsonBody(Adjust),
		responses: {
			200: jsonResponse(
				z.object({
					outletId: z.string().openapi({ description: "The outlet adjusted (out_…)" }),
					variantId: z.string().openapi({ description: "The variant adjusted (var_…)" }),
					quantity: z.number().int().openapi({ description: "The outlet's level of the variant after the move" }),
				}),
				"The new level",
			),
			...posErrors([409, "CONFLICT"]),
		},
	}),
	async (c) => ok(c, await adjustStock(ctxOf(c), scopeOf(c), c.req.valid("json"), await requestKey(c))),
);

app.openapi(
	createRoute({
		method: "put",
		path: `${P}/reorder`,
		summary: "Set a variant's reorder point (and quantity) at an outlet",
		middleware: [posIdempotency()],
		request: jsonBody(Reorder),
		responses: { 200: jsonResponse(Level, "The level"), ...posErrors() },
	}),
	async (c) => ok(c, await setReorderPoint(ctxOf(c), scopeOf(c), c.req.valid("json"))),
);

app.openapi(
	createRoute({
		method: "get",
		path: `${P}/movements`,
		summary: "Stock movements, newest first (outletId, variantId, reason filters)",
		request: { query: MovementQuery },
		responses: { 200: jsonResponse(z.array(Movement), "Movements"), ...posErrors() },
	}),
	async (c) => {
		const q = c.req.valid("query");
		const key = `${q.outletId ?? ""}:${q.variantId ?? ""}:${q.reason ?? ""}`;
		const rows = await listMovements(c.env, scopeOf(c), { ...q, after: decodeCursor(q.cursor, key) });
		return listAnswer(c, rows, q.limit, (items) => items.map(movementView), key);
	},
);

app.openapi(
	createRoute({
		method: "post",
		path: `${P}/transfer`,
		summary: "Move stock between two outlets, all or nothing (transfer_out + transfer_in; lots keep their expiry)",
		middleware: [posIdempotency()],
		request: jsonBody(Transfer),
		responses: {
			201: jsonResponse(TransferResult, "The transfer with both levels after it"),
			...posErrors([400, "VALIDATION_ERROR"], [409, "CONFLICT"]),
		},
	}),
	async (c) => ok(c, await transferStock(ctxOf(c), scopeOf(c), c.req.valid("json")), 201),
);

app.openapi(
	createRoute({
		method: "get",
		path: `${P}/batches`,
		summary: "Batches with their expiry, newest first (outletId, variantId filters)",
		request: { query: BatchQuery },
		responses: { 200: jsonResponse(z.array(Batch), "Batches"), ...posErrors() },
	}),
	async (c) => {
		const q = c.req.valid("query");
		const key = `${q.outletId ?? ""}:${q.variantId ?? ""}`;
		const rows = await listBatches(c.env, scopeOf(c), { ...q, after: decodeCursor(q.cursor, key) });
		const now = Date.now();
		return listAnswer(c, rows, q.limit, (items) => items.map((r) => batchView(r, now)), key);
	},
);

app.openapi(
	createRoute({
		method: "post",
		path: `${P}/batches`,
		summary: "Stock a batch in (products that require batches); same number with another expiry → 409",
		middleware: [posIdempotency()],
		request: jsonBody(CreateBatch),
		responses: {
			201: jsonResponse(Batch, "The batch after the stock-in"),
			...posErrors([400, "VALIDATION_ERROR"], [409, "CONFLICT"]),
		},
	}),
	async (c) => ok(c, await stockInBatch(ctxOf(c), scopeOf(c), c.req.valid("json")), 201),
);

app.openapi(
	createRoute({
		method: "get",
		path: `${P}/expiring`,
		summary: "Batches with stock expiring within `days` (1–365, default 30), expired ones included, soonest first",
		request: { query: ExpiringQuery },
		responses: { 200: jsonResponse(z.array(Batch), "Batches"), ...posErrors() },
	}),
	async (c) => {
		const q = c.req.valid("query");
		// The cursor is keyed on (expiresAt, id), soonest first, and bound to the window and outlet asked for.
		const key = `expiring:${q.days}:${q.outletId ?? ""}`;
		const now = Date.now();
		const until = now + q.days * 86_400_000;
		const rows = await listExpiring(c.env, scopeOf(c), { ...q, until, after: decodeCursor(q.cursor, key) });
		const p = page(rows, q.limit, (r) => ({ t: r.expiresAt, id: r.id }), key);
		return ok(
			c,
			p.items.map((r) => batchView(r, now)),
			200,
			listMeta(p),
		);
	},
);

export default app;
