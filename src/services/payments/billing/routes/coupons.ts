import { createRoute, z } from "@hono/zod-openapi";
import { router } from "../../../../platform/app";
import { decodeCursor, page } from "../../../../platform/cursor";
import { ok } from "../../../../platform/envelope";
import { errors, jsonBody, jsonResponse, limitParam } from "../../../../platform/openapi";
import { singleLine } from "../../../../platform/text";
import { requireScope } from "../../access/auth";
import { ctxOf, scopeOf } from "../../context";
import { PositiveMoney } from "../../ledger/money";
import { createCoupon } from "../create-coupon";
import { type CouponRow, couponView, getRow, listRows } from "../store";
import {
	billingScope,
	CurrencyCode,
	CursorQuery,
	IsoTime,
	idParam,
	Metadata,
	nowOf,
	pageMeta,
	requiredKey,
} from "./common";

// Coupons (cpn_): a discount a subscription carries on its invoices. percentOff (1-100, rounded
// down) or amountOff + currency; duration once (the first paid invoice), repeating
// (durationInMonths calendar months from the first paid period) or forever. maxRedemptions and
// redeemBy limit how many subscriptions may take it and until when.

const NAME = "Shown on invoices, at most 200 characters";
const PERCENT = "Percent off each discounted invoice, 1-100";
const AMOUNT = "Amount off each discounted invoice, in minor units of currency";
const DURATION =
	"From the first paid period: once (that invoice), repeating (periods starting within durationInMonths), forever";
const MONTHS = "repeating only: calendar months the discount lasts";
const MAX = "How many subscriptions may redeem it (counted atomically at subscription create)";
const REDEEM_BY = "Last moment a subscription may redeem it (ISO 8601)";

const Coupon = z
	.object({
		id: z.string().openapi({ example: "cpn_01JB4X6N0ZQ8K3C9W2T5V7R1MD" }),
		name: z
			.string()
			.nullable()
			.openapi({ description: `${NAME}; null if none` }),
		percentOff: z
			.number()
			.int()
			.nullable()
			.openapi({ description: `${PERCENT}; null for an amount coupon` }),
		amountOff: z
			.number()
			.int()
			.nullable()
			.openapi({ description: `${AMOUNT}; null for a percent coupon` }),
		currency: z.string().nullable().openapi({ description: "The currency of amountOff; null for a percent coupon" }),
		duration: z.enum(["once", "repeating", "forever"]).openapi({ description: DURATION }),
		durationInMonths: z
			.number()
			.int()
			.nullable()
			.openapi({ description: `${MONTHS}; null otherwise` }),
		maxRedemptions: z
			.number()
			.int()
			.nullable()
			.openapi({ description: `${MAX}; null: unlimited` }),
		timesRedeemed: z.number().int().openapi({ description: "Subscriptions that redeemed it so far" }),
		redeemBy: z
			.string()
			.nullable()
			.openapi({ description: `${REDEEM_BY}; null: no deadline` }),
		valid: z.boolean().openapi({ description: "Can still be redeemed now (before redeemBy and under maxRedemptions)" }),
		metadata: z.record(z.string(), z.string()).nullable(),
		createdAt: z.string(),
		updatedAt: z.string(),
	})
	.openapi("Coupon");

export const CreateCoupon = z
	.strictObject({
		name: singleLine(200, { trim: true }).optional().openapi({ description: NAME }),
		percentOff: z
			.number()
			.int()
			.min(1)
			.max(100)
			.optional()
			.openapi({ description: `${PERCENT}; exactly one of percentOff and amountOff` }),
		amountOff: PositiveMoney.optional().openapi({ description: `${AMOUNT}; needs currency` }),
		currency: CurrencyCode.optional().openapi({ description: "The currency of amountOff (required with it only)" }),
		duration: z.enum(["once", "repeating", "forever"]).openapi({ description: DURATION }),
		durationInMonths: z
			.number()
			.int()
			.min(1)
			.max(120)
			.optional()
			.openapi({ description: `${MONTHS} (1-120)` }),
		maxRedemptions: z.number().int().min(1).max(1_000_000_000).optional().openapi({ description: MAX }),
		redeemBy: IsoTime.optional().openapi({ description: REDEEM_BY }),
		metadata: Metadata.optional(),
	})
	.superRefine((b, ctx) => {
		if ((b.percentOff === undefined) === (b.amountOff === undefined))
			ctx.addIssue({ code: "custom", path: ["percentOff"], message: "give exactly one of percentOff or amountOff" });
		if (b.amountOff !== undefined && !b.currency)
			ctx.addIssue({ code: "custom", path: ["currency"], message: "is required with amountOff" });
		if (b.percentOff !== undefined && b.currency)
			ctx.addIssue({ code: "custom", path: ["currency"], message: "only with amountOff" });
		if (b.duration === "repeating" && b.durationInMonths === undefined)
			ctx.addIssue({ code: "custom", path: ["durationInMonths"], message: "is required when duration is repeating" });
		if (b.duration !== "repeating" && b.durationInMonths !== undefined)
			ctx.addIssue({ code: "custom", path: ["durationInMonths"], message: "only when duration is repeating" });
	})
	.openapi("CreateCoupon");

const app = router();

app.openapi(
	createRoute({
		method: "post",
		path: "/v1/coupons",
		summary: "Create a coupon",
		description:
			"Exactly one of percentOff or amountOff (with currency). redeemBy must be in the future. Idempotency-Key required.",
		middleware: [requireScope("pay:coupon:write"), requiredKey()] as const,
		request: { ...jsonBody(CreateCoupon) },
		responses: {
			201: jsonResponse(Coupon, "The coupon"),
			...errors([403, "insufficient_scope"], [409, "idempotency_key_conflict"], [429, "rate_limited"]),
		},
	}),
	async (c) => ok(c, await createCoupon(ctxOf(c), scopeOf(c), c.req.valid("json")), 201),
);

app.openapi(
	createRoute({
		method: "get",
		path: "/v1/coupons",
		summary: "List coupons, newest first",
		middleware: [requireScope("pay:coupon:read")] as const,
		request: { query: z.object({ limit: limitParam(20), cursor: CursorQuery }) },
		responses: {
			200: jsonResponse(z.array(Coupon), "Coupons, with meta.page"),
			...errors([403, "insufficient_scope"], [429, "rate_limited"]),
		},
	}),
	async (c) => {
		const q = c.req.valid("query");
		const rows = await listRows<CouponRow>(c.env, billingScope(c), "coupons", {
			limit: q.limit,
			cursor: decodeCursor(q.cursor, ""),
		});
		const p = page(rows, q.limit, (r) => ({ t: r.created_at, id: r.id }));
		const now = await nowOf(c);
		return ok(
			c,
			p.items.map((r) => couponView(r, now)),
			200,
			pageMeta(q.limit, p),
		);
	},
);

app.openapi(
	createRoute({
		method: "get",
		path: "/v1/coupons/{id}",
		summary: "Retrieve a coupon",
		middleware: [requireScope("pay:coupon:read")] as const,
		request: { params: idParam("cpn_01JB4X6N0ZQ8K3C9W2T5V7R1MD") },
		responses: {
			200: jsonResponse(Coupon, "The coupon"),
			...errors([403, "insufficient_scope"], [429, "rate_limited"]),
		},
	}),
	async (c) =>
		ok(
			c,
			couponView(await getRow<CouponRow>(c.env, billingScope(c), "coupons", c.req.valid("param").id), await nowOf(c)),
		),
);

export default app;
