import { createRoute } from "@hono/zod-openapi";
import { router } from "../../../platform/app";
import { decodeCursor, page } from "../../../platform/cursor";
import { ok } from "../../../platform/envelope";
import { jsonBody, jsonResponse } from "../../../platform/openapi";
import { ctxOf, mkErrors, mktIdempotency, scopeOf } from "../context";
import { createCode } from "./create-code";
import { redeemCode } from "./redeem-code";
import { CodePage, CREATE_DOC, CreateCode, DiscountCode, ListQuery, REDEEM_DOC, Redeem, Redeemed } from "./schemas";
import { listCodes } from "./store";
import { codeView } from "./view";

// Discount codes (extension): manual codes, the referral program's, and redemption.

const app = router();

app.openapi(
	createRoute({
		method: "post",
		path: "/api/v1/discount-codes",
		summary: "Create a discount code",
		description: CREATE_DOC,
		middleware: [mktIdempotency()] as const,
		request: jsonBody(CreateCode),
		responses: {
			201: jsonResponse(DiscountCode, "The code"),
			...mkErrors([403, "FORBIDDEN, NO_ACCOUNT, QUOTA_EXCEEDED"], [409, "CODE_EXISTS"]),
		},
	}),
	async (c) => ok(c, await createCode(ctxOf(c), scopeOf(c), c.req.valid("json")), 201),
);

app.openapi(
	createRoute({
		method: "get",
		path: "/api/v1/discount-codes",
		summary: "List discount codes, newest first (manual and referral)",
		request: { query: ListQuery },
		responses: { 200: jsonResponse(CodePage, "data.data, data.cursor, data.hasMore"), ...mkErrors() },
	}),
	async (c) => {
		const q = c.req.valid("query");
		const rows = await listCodes(c.env, scopeOf(c), q.limit, decodeCursor(q.cursor, "dc"));
		const p = page(rows, q.limit, (r) => ({ t: r.createdAt, id: r.id }), "dc");
		return ok(c, { data: p.items.map(codeView), cursor: p.nextCursor, hasMore: p.hasMore });
	},
);

app.openapi(
	createRoute({
		method: "post",
		path: "/api/v1/discount-codes/redeem",
		summary: "Redeem a code on a purchase",
		description: REDEEM_DOC,
		middleware: [mktIdempotency()] as const,
		request: jsonBody(Redeem),
		responses: {
			200: jsonResponse(Redeemed, "The discount"),
			...mkErrors([404, "NOT_FOUND"], [409, "CODE_NOT_USABLE"]),
		},
	}),
	async (c) => ok(c, await redeemCode(ctxOf(c), scopeOf(c), c.req.valid("json"))),
);

export default app;
