import { createRoute, z } from "@hono/zod-openapi";
import { router } from "../../../platform/app";
import { decodeCursor } from "../../../platform/cursor";
import { ok } from "../../../platform/envelope";
import { jsonBody, jsonResponse } from "../../../platform/openapi";
import { ctxOf, IdParam, listAnswer, notFound, posErrors, requestKey, scopeOf } from "../context";
import { printedAnswer } from "../receipts/answer";
import { ReceiptDocument, ReceiptQuery } from "../receipts/schemas";
import { createReturn } from "./create-return";
import { loadReturnReceipt } from "./receipt";
import { CreateReturn, ReturnListQuery, ReturnParams, SaleReturn } from "./schemas";
import { getReturn, listReturns, returnsWithChildren, saleExists } from "./store";
import { returnView } from "./view";

const app = router();
const P = "/api/v1/sales/{id}/returns";

app.openapi(
	createRoute({
		method: "post",
		path: P,
		summary: "Return some of a COMPLETED sale's lines and refund them; amounts computed on the server",
		description:
			"Each line's total, order discount share, service charge and tax are pro-rated from the sale's own line amounts (cumulative half-up, so returns summing to the whole line give back exactly the line). Restocked units come back as sale_return movements, into the batches they were sold from. Refunds go back the way the sale was paid (a Pasar payments payment is refunded there; cash leaves the outlet's open shift). Loyalty points the sale no longer earns are taken back. Idempotency-Key is stored on the return: a replay answers the first return (Idempotent-Replayed: true). Past the outlet's returnWindowDays → 409 RETURN_WINDOW_EXPIRED; more units than are left → 409 CONFLICT; above returnApprovalThreshold without returns.over_threshold → 403 FORBIDDEN (a manager's X-Pos-Approval lets it through).",
		request: { params: IdParam, ...jsonBody(CreateReturn) },
		responses: {
			201: jsonResponse(SaleReturn, "The return"),
			...posErrors(
				[400, "VALIDATION_ERROR"],
				[403, "FORBIDDEN"],
				[409, "CONFLICT, RETURN_WINDOW_EXPIRED or IDEMPOTENCY_KEY_IN_USE"],
			),
		},
	}),
	async (c) => {
		const actor = String(c.get("actor") ?? "");
		const id = c.req.valid("param").id;
		const r = await createReturn(ctxOf(c), scopeOf(c), actor, id, c.req.valid("json"), await requestKey(c));
		if (r.replayed) c.header("Idempotent-Replayed", "true");
		return ok(c, r.ret, 201);
	},
);

app.openapi(
	createRoute({
		method: "get",
		path: P,
		summary: "A sale's returns, newest first, with their lines and refunds",
		request: { params: IdParam, query: ReturnListQuery },
		responses: { 200: jsonResponse(z.array(SaleReturn), "Returns"), ...posErrors() },
	}),
	async (c) => {
		const s = scopeOf(c);
		const id = c.req.valid("param").id;
		const q = c.req.valid("query");
		const rows = await listReturns(c.env, s, id, { ...q, after: decodeCursor(q.cursor, id) });
		if (!rows.length && !(await saleExists(c.env, s, id))) throw notFound("sale");
		return listAnswer(
			c,
			rows,
			q.limit,
			async (page) => (await returnsWithChildren(c.env, s, page)).map(returnView),
			id,
		);
	},
);

app.openapi(
	createRoute({
		method: "get",
		path: `${P}/{returnId}`,
		summary: "A return with its lines and refunds",
		request: { params: ReturnParams },
		responses: { 200: jsonResponse(SaleReturn, "The return"), ...posErrors() },
	}),
	async (c) => {
		const { id, returnId } = c.req.valid("param");
		const found = await getReturn(c.env, scopeOf(c), id, returnId);
		if (!found) throw notFound("return");
		return ok(c, returnView(found));
	},
);

app.openapi(
	createRoute({
		method: "get",
		path: `${P}/{returnId}/receipt`,
		summary: "A return's printable receipt: HTML (default) or PDF, 58 or 80 mm (default) wide",
		description:
			"RETUR, the return and the sale it belongs to, each line returned with its reason, the amounts given back (order discount share, service charge, each tax) and how the money went back. Cache-Control: private, no-store.",
		request: { params: ReturnParams, query: ReceiptQuery },
		responses: { 200: { content: ReceiptDocument, description: "The return receipt" }, ...posErrors() },
	}),
	async (c) => {
		const { format, width } = c.req.valid("query");
		const { id, returnId } = c.req.valid("param");
		const receipt = await loadReturnReceipt(c.env, scopeOf(c), id, returnId, width);
		return printedAnswer(c, receipt, format, `retur-${returnId}-${width}mm.pdf`);
	},
);

export default app;
