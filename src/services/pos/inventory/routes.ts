import { createRoute, z } from "@hono/zod-openapi";
import { router } from "../../../platform/app";
import { decodeCursor } from "../../../platform/cursor";
import { ok } from "../../../platform/envelope";
import { jsonBody, jsonResponse } from "../../../platform/openapi";
import { ctxOf, listAnswer, posErrors, posIdempotency, scopeOf } from "../context";
import { adjustStock, levelView, movementView, setReorderPoint } from "./adjust-stock";
import { Adjust, Level, LevelQuery, Movement, MovementQuery, Reorder } from "./schemas";
import { listLevels, listMovements } from "./store/levels";

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
				z.object({ outletId: z.string(), variantId: z.string(), quantity: z.number().int() }),
				"The new level",
			),
			...posErrors([409, "CONFLICT"]),
		},
	}),
	async (c) => ok(c, await adjustStock(ctxOf(c), scopeOf(c), c.req.valid("json"))),
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

export default app;
