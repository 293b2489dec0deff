import { createRoute, z } from "@hono/zod-openapi";
import { router } from "../../../platform/app";
import { decodeCursor } from "../../../platform/cursor";
import { ok } from "../../../platform/envelope";
import { jsonBody, jsonResponse } from "../../../platform/openapi";
import { ctxOf, IdParam, listAnswer, notFound, posErrors, posIdempotency, scopeOf } from "../context";
import { CloseShift, CurrentQuery, OpenShift, Shift, ShiftQuery } from "./schemas";
import { getShift, listShifts, openShiftOf } from "./store";
import { closeShift, openShift, shiftView } from "./write-shift";

const app = router();
const P = "/api/v1/shifts";
const actorOf = (c: { get: (k: "actor") => unknown }) => String(c.get("actor") ?? "");

app.openapi(
	createRoute({
		method: "get",
		path: `${P}/current`,
		summary: "The outlet's open shift (404 when none is open)",
		request: { query: CurrentQuery },
		responses: { 200: jsonResponse(Shift, "The open shift"), ...posErrors() },
	}),
	async (c) => {
		const row = await openShiftOf(c.env, scopeOf(c), c.req.valid("query").outletId);
		if (!row) throw notFound("open shift for this outlet");
		return ok(c, shiftView(row));
	},
);

app.openapi(
	createRoute({
		method: "get",
		path: P,
		summary: "Shifts, newest first (outletId, status)",
		request: { query: ShiftQuery },
		responses: { 200: jsonResponse(z.array(Shift), "Shifts"), ...posErrors() },
	}),
	async (c) => {
		const q = c.req.valid("query");
		const key = `${q.outletId ?? ""}:${q.status ?? ""}`;
		const rows = await listShifts(c.env, scopeOf(c), { ...q, after: decodeCursor(q.cursor, key) });
		return listAnswer(c, rows, q.limit, (items) => items.map(shiftView), key);
	},
);

app.openapi(
	createRoute({
		method: "post",
		path: `${P}/open`,
		summary: "Open a shift at an outlet (one open shift per outlet: 409 CONFLICT)",
		middleware: [posIdempotency()],
		request: jsonBody(OpenShift),
		responses: { 201: jsonResponse(Shift, "The shift"), ...posErrors([409, "CONFLICT"]) },
	}),
	async (c) => ok(c, await openShift(ctxOf(c), scopeOf(c), actorOf(c), c.req.valid("json")), 201),
);

app.openapi(
	createRoute({
		method: "get",
		path: `${P}/{id}`,
		summary: "Retrieve a shift",
		request: { params: IdParam },
		responses: { 200: jsonResponse(Shift, "The shift"), ...posErrors() },
	}),
	async (c) => {
		const row = await getShift(c.env, scopeOf(c), c.req.valid("param").id);
		if (!row) throw notFound("shift");
		return ok(c, shiftView(row));
	},
);

app.openapi(
	createRoute({
		method: "post",
		path: `${P}/{id}/close`,
		summary: "Close a shift: expected cash, counted cash and the difference",
		middleware: [posIdempotency()],
		request: { params: IdParam, ...jsonBody(CloseShift) },
		responses: { 200: jsonResponse(Shift, "The closed shift"), ...posErrors([409, "CONFLICT"]) },
	}),
	async (c) => ok(c, await closeShift(ctxOf(c), scopeOf(c), actorOf(c), c.req.valid("param").id, c.req.valid("json"))),
);

export default app;
