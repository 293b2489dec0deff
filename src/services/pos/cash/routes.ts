// Issue 43 "Cash management": a shift's cash movements and its X / Z report. Thin handlers; the
// rules are record-movement.ts and report.ts, the reads and writes store.ts.
import { createRoute, z } from "@hono/zod-openapi";
import { router } from "../../../platform/app";
import { decodeCursor } from "../../../platform/cursor";
import { ok } from "../../../platform/envelope";
import { pickLang } from "../../../platform/locale";
import { jsonBody, jsonResponse } from "../../../platform/openapi";
import { ctxOf, IdParam, listAnswer, notFound, posErrors, posIdempotency, scopeOf } from "../context";
import { getOutlet } from "../outlets/store";
import { printedAnswer } from "../receipts/answer";
import { readSettings } from "../settings/store";
import { getShift, listMovements } from "../shifts/store";
import { reportReceipt } from "./print-report";
import { movementView, recordMovement } from "./record-movement";
import { loadShiftReport } from "./report";
import { CashMovement, MovementQuery, NewCashMovement, ReportDocument, ReportQuery } from "./schemas";

const app = router();
const P = "/api/v1/shifts/{id}";
const actorOf = (c: { get: (k: "actor") => unknown }) => String(c.get("actor") ?? "");

app.openapi(
	createRoute({
		method: "post",
		path: `${P}/cash-movements`,
		summary: "Record paid-in, paid-out or a cash drop on an OPEN shift (closed: 409 CONFLICT)",
		middleware: [posIdempotency()],
		request: { params: IdParam, ...jsonBody(NewCashMovement) },
		responses: { 201: jsonResponse(CashMovement, "The movement"), ...posErrors([409, "CONFLICT"]) },
	}),
	async (c) => {
		const id = c.req.valid("param").id;
		return ok(c, await recordMovement(ctxOf(c), scopeOf(c), actorOf(c), id, c.req.valid("json")), 201);
	},
);

app.openapi(
	createRoute({
		method: "get",
		path: `${P}/cash-movements`,
		summary: "A shift's cash movements, newest first",
		request: { params: IdParam, query: MovementQuery },
		responses: { 200: jsonResponse(z.array(CashMovement), "Movements"), ...posErrors() },
	}),
	async (c) => {
		const s = scopeOf(c);
		const id = c.req.valid("param").id;
		const q = c.req.valid("query");
		// Another workspace's (or an unknown) shift is 404, not an empty list.
		if (!(await getShift(c.env, s, id))) throw notFound("shift");
		const rows = await listMovements(c.env, s, id, { limit: q.limit, after: decodeCursor(q.cursor, id) });
		return listAnswer(c, rows, q.limit, (items) => items.map(movementView), id);
	},
);

app.openapi(
	createRoute({
		method: "get",
		path: `${P}/report`,
		summary: "The shift's X report (OPEN) or Z report (CLOSED): JSON, or receipt-width HTML / PDF",
		description:
			"Sales that took payment in the shift by method, voids, discounts, tax by rate, cash movements, expected vs counted cash and the difference, and each person's part. format=html|pdf prints it on a 58 or 80 mm roll like a sale's receipt, in Indonesian or English by Accept-Language. Cache-Control: private, no-store.",
		request: { params: IdParam, query: ReportQuery },
		responses: { 200: { content: ReportDocument, description: "The report" }, ...posErrors() },
	}),
	async (c) => {
		const { format, width } = c.req.valid("query");
		const s = scopeOf(c);
		const now = Date.now();
		const report = await loadShiftReport(c.env, s, c.req.valid("param").id, now);
		c.header("Cache-Control", "private, no-store");
		if (format === "json") return ok(c, report);
		const [outlet, settings] = await Promise.all([getOutlet(c.env, s, report.outletId), readSettings(c.env, s)]);
		const lang = pickLang(c.req.header("Accept-Language"));
		const doc = reportReceipt({ report, outlet, businessName: settings.businessName, lang, widthMm: width, now });
		return printedAnswer(c, doc, format, `laporan-${report.kind.toLowerCase()}-${report.shiftId}-${width}mm.pdf`);
	},
);

export default app;
